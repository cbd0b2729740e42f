package puzzle

import (
	"context"
	"fmt"
)

// Solve runs p's exact solver and lets p's own rule checker accept the
// answer before anyone sees it: a solver bug becomes an error, never a
// wrong board on screen.
func Solve(ctx context.Context, p Puzzle, limit int) (Result, error) {
	s, ok := p.(Solver)
	if !ok {
		return Result{}, fmt.Errorf("%s: no solver yet", p.Genre().Name())
	}
	r := s.Solve(ctx, limit)
	return r, Verify(p, r)
}

// Verify checks a result's answer with the genre's rules.
func Verify(p Puzzle, r Result) error {
	if r.Answer == nil {
		if r.Status == Found || r.Status == Unique || r.Status == Multiple {
			return fmt.Errorf("%s: solver reported %s without an answer", p.Genre().Name(), r.Status)
		}
		return nil
	}
	if v := p.Check(r.Answer); len(v) > 0 {
		return fmt.Errorf("%s: solver answer rejected by the rules: %s", p.Genre().Name(), v[0].Msg)
	}
	return nil
}
