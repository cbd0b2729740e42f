package survo

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade grades p exactly as a carving that ended at p's givens
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	sp, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	c := carving{p: sp, givens: sp.Givens}
	return c.Grade(ctx)
}
