package futoshiki

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade grades p exactly as a carving that ended at p's clues
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	fp, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	c := carving{n: fp.N, givens: fp.Givens, right: fp.Right, down: fp.Down}
	return c.Grade(ctx)
}
