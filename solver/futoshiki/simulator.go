package futoshiki

import (
	"fmt"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Futoshiki's J-POP simulator (solver lab): the cells are
// visited once each from a start cell, every cell offers its remaining
// digits (component id cell·N + digit − 1), and a digit propagates to the
// row and column (peers, naked and hidden singles) and through the
// inequality signs, whose bounds are checked whenever a cell's
// possibilities change; a sign that can no longer hold fails both cells
// (meta.LatinSim, the paper's section IV-C2). The cost is the number of
// failed cells.
type Simulator struct {
	*meta.LatinSim
	p *Puzzle
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.N
	units := make([][]int, 0, 2*n)
	for y := 0; y < n; y++ {
		row := make([]int, n)
		for x := range row {
			row[x] = y*n + x
		}
		units = append(units, row)
	}
	for x := 0; x < n; x++ {
		col := make([]int, n)
		for y := range col {
			col[y] = y*n + x
		}
		units = append(units, col)
	}
	spec := meta.LatinSpec{N: n, Cells: n * n, Units: units, Less: p.Pairs(), Givens: p.Givens}
	ls, err := meta.NewLatin(spec)
	if err != nil {
		// A validated puzzle always fits; keep the lab total anyway.
		spec.Givens, spec.Less = make([]uint8, n*n), nil
		ls, _ = meta.NewLatin(spec)
	}
	return &Simulator{LatinSim: ls, p: p}
}

func (s *Simulator) Clone() meta.Simulator {
	return &Simulator{LatinSim: s.CloneLatin(), p: s.p}
}

// Answer is the digits set so far.
func (s *Simulator) Answer() puzzle.Answer { return Answer{N: s.p.N, Values: s.Values()} }

// Oracle accepts the components (cell, digit) of the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	vals, err := s.p.answerValues(solution)
	if err != nil {
		return nil, err
	}
	n := s.p.N
	for c, v := range vals {
		if v == 0 {
			return nil, fmt.Errorf("futoshiki: the solution leaves %s empty", cellName(n, c))
		}
	}
	return func(o int) bool {
		c, d := o/n, o%n
		return c >= 0 && c < len(vals) && int(vals[c]) == d+1
	}, nil
}
