package survo

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Facts lists the open cells whose number is the same in every solution.
// The fast search settles the usual case: a unique puzzle's facts are its
// whole solution. Only a puzzle with several solutions needs the paper's
// model, whose Facts query compares solutions on the answer keys alone.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	count, first, _, complete := Count(ctx, p, p.Givens, 2, 0)
	switch {
	case !complete && count < 2:
		return nil, errors.New("survo: facts: the search stopped before the solutions were settled")
	case count == 0:
		return nil, errors.New("survo: the puzzle has no solution, so nothing is certain")
	}
	values := first
	if count > 1 {
		prob, x := p.satModel()
		lits, st := prob.Facts(ctx)
		if lits == nil {
			return nil, fmt.Errorf("survo: facts: the model gave no answer (%v)", st)
		}
		n := p.Cells()
		values = make([]int, n)
		index := make(map[int]int, len(x)) // variable -> x index
		for i, l := range x {
			index[l.Var()] = i
		}
		for _, l := range lits {
			if i, ok := index[l.Var()]; ok && l.Positive() {
				values[i/n] = i%n + 1
			}
		}
	}
	g := p.grid()
	var facts []puzzle.Fact
	for c, v := range values {
		if v == 0 || p.Givens[c] != 0 {
			continue
		}
		facts = append(facts, puzzle.Fact{
			At:   []grid.Point{g.CellPoint(c)},
			Move: fmt.Sprintf("%d,%d=%d", c/p.Cols, c%p.Cols, v),
			Text: fmt.Sprintf("%s is %d", p.cellName(c), v),
		})
	}
	return facts, nil
}
