package flow

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the cells coloured alike in every solution, each as the move
// that draws its colour's solution line. A unique puzzle's facts are its
// whole solution.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	if len(p.Hidden) > 0 {
		return p.factsHidden(ctx)
	}
	res := p.Solve(ctx, 2)
	a, ok := res.Answer.(Answer)
	if !ok {
		if res.Status == puzzle.None {
			return nil, errors.New("flow: the puzzle has no solution, so nothing is certain")
		}
		return nil, fmt.Errorf("flow: facts: search stopped early")
	}
	same := make([]bool, len(a.Cells))
	for c := range same {
		same[c] = true
	}
	if res.Status != puzzle.Unique {
		// Every cell that some other solution colours differently is
		// not a fact: ask the SAT model cell by cell, blocking what is
		// already known to vary.
		m := p.satModel(ctx)
		lits, st := m.prob.Facts(ctx)
		if st != sat.Sat {
			return nil, fmt.Errorf("flow: facts: the SAT model stopped (%v)", st)
		}
		K := p.Colours()
		for c := range same {
			same[c] = false
		}
		for _, l := range lits {
			if l.Positive() {
				i := l.Var() - m.x[0].Var()
				if i >= 0 && i < len(m.x) {
					c, k := i/K, i%K+1
					same[c] = a.Cells[c] == k
				}
			}
		}
	}
	var facts []puzzle.Fact
	for c, k := range a.Cells {
		if !same[c] || p.Dots[c] != 0 || k == 0 {
			continue
		}
		facts = append(facts, puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}, Move: Move(p, k, a.Paths[k]), Text: fmt.Sprintf("%s is %s", p.cellName(c), p.Labels[k])})
	}
	return facts, nil
}
