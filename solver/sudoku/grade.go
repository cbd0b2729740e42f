package sudoku

import (
	"context"
	"slices"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade grades p exactly as a carving that ended at p's clues
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	sp, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	c := carving{geo: sp.Geo, clues: slices.Clone(sp.Givens), human: NewHuman(sp.Geo)}
	return c.Grade(ctx)
}
