package nurikabe

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade is p's level by the rules of LevelRules, as carving grades
// (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	if np, ok := p.(*Puzzle); ok {
		return np.Grade()
	}
	return -1
}
