package slitherlink

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade grades p by the rules of rules.go, as carving does (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	if sp, ok := p.(*Puzzle); ok {
		return sp.Grade()
	}
	return -1
}
