package hashi

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade grades p by the rules of rules.go, as carving does (puzzle.Grader):
// layouts that need more than the hard rules have no level.
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	hp, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	if g := hp.Grade(); g <= LevelHard {
		return g
	}
	return -1
}
