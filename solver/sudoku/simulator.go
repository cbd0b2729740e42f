package sudoku

import (
	"fmt"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Sudoku's J-POP simulator (solver lab): the cells are visited
// once each from a start cell, every cell offers its remaining digits
// (component id cell·N + digit − 1), and a digit propagates to peers, naked
// and hidden singles as the paper describes (meta.LatinSim). The cost is the
// number of failed cells (cells left without a digit).
type Simulator struct {
	*meta.LatinSim
	p *Puzzle
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	units := make([][]int, len(p.Geo.Units))
	copy(units, p.Geo.Units)
	ls, err := meta.NewLatin(meta.LatinSpec{N: p.Geo.N, Cells: len(p.Givens), Units: units, Givens: p.Givens})
	if err != nil {
		// A validated puzzle always fits; keep the lab total anyway.
		ls, _ = meta.NewLatin(meta.LatinSpec{N: p.Geo.N, Cells: len(p.Givens), Units: units,
			Givens: make([]uint8, len(p.Givens))})
	}
	return &Simulator{LatinSim: ls, p: p}
}

func (s *Simulator) Clone() meta.Simulator {
	return &Simulator{LatinSim: s.CloneLatin(), p: s.p}
}

// Answer is the digits set so far.
func (s *Simulator) Answer() puzzle.Answer { return Answer{Geo: s.p.Geo, Values: s.Values()} }

// Oracle accepts the components (cell, digit) of the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	vals, err := s.p.answerValues(solution)
	if err != nil {
		return nil, err
	}
	n := s.p.Geo.N
	for c, v := range vals {
		if v == 0 {
			return nil, fmt.Errorf("sudoku: the solution leaves r%dc%d empty", c/n+1, c%n+1)
		}
	}
	return func(o int) bool {
		c, d := o/n, o%n
		return c >= 0 && c < len(vals) && int(vals[c]) == d+1
	}, nil
}
