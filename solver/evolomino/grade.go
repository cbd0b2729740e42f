package evolomino

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade is the first level whose human rules (HumanSolve) finish p, else
// the top one, as carving grades (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	ep, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	for level, rule := range evolominoRuleOf {
		if ep.HumanSolve(rule) {
			return level
		}
	}
	return len(evolominoRuleOf)
}
