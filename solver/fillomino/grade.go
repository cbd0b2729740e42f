package fillomino

import (
	"context"

	"pencilbox/solver/puzzle"
)

var _ puzzle.Grader = Genre{}

// Grade is the first level whose human rules (human.go) finish p, else the
// top one, as carving grades (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	fp, ok := p.(*Puzzle)
	if !ok {
		return -1
	}
	for level, rule := range fillominoRuleOf {
		if ok, _ := fp.HumanSolve(rule); ok {
			return level
		}
	}
	return len(fillominoRuleOf)
}
