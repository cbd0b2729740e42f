package analysis

import (
	"context"
	"fmt"

	"pencilbox/solver/puzzle"
)

// countSteps follows the genre's hints from the empty board until the
// checker accepts it: the number of deductions a person makes, by the
// same engine the Hint button uses. A hint that only removes candidates
// the board cannot hold (no move) would repeat forever, so it ends the
// count with an error, as does a step limit far above any real puzzle's.
func countSteps(ctx context.Context, p puzzle.Puzzle, h puzzle.Hinter, pause func()) (int, error) {
	cols, rows := p.Size()
	limit := 4*cols*rows + 64
	s := p.NewState()
	for n := 0; ; n++ {
		if len(p.Check(s.Answer())) == 0 {
			return n, nil
		}
		if n >= limit {
			return 0, fmt.Errorf("the human-style solver did not finish in %d steps", limit)
		}
		pause()
		if puzzle.Expired(ctx) {
			return 0, fmt.Errorf("steps not counted in time (%d so far)", n)
		}
		hint, err := h.Hint(ctx, s)
		if err != nil {
			return 0, fmt.Errorf("the human-style solver stopped after %d steps: %v", n, err)
		}
		if hint.Technique == puzzle.SolvedHint.Technique {
			return n, nil
		}
		if hint.Move == "" {
			return 0, fmt.Errorf("the human-style solver stopped after %d steps at a hint it cannot enter: %s", n, hint.Text)
		}
		next, err := s.Apply(hint.Move)
		if err != nil {
			return 0, fmt.Errorf("the human-style solver's step %d does not apply: %v", n+1, err)
		}
		s = next
	}
}
