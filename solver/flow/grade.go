package flow

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade is p's level by solver effort (flowGrade), as the builder grades
// its candidates (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	if fp, ok := p.(*Puzzle); ok {
		return flowGrade(ctx, fp)
	}
	return -1
}
