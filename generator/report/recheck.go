package report

import (
	"context"
	"fmt"
	"time"

	"pencilbox/solver/puzzle"
)

// RecheckOne settles p's uniqueness again with the genre's reference
// solver, the independent one `pencilbox bench --crosscheck` trusts, so
// a bug in the fast solver the generator carved with cannot vouch for its
// own output. The answer, when there is one, must pass the rule checker
// (an error otherwise). Past timeout the status is Unknown.
func RecheckOne(ctx context.Context, p puzzle.Puzzle, timeout time.Duration) (puzzle.Result, error) {
	rs, ok := p.(puzzle.ReferenceSolver)
	if !ok {
		return puzzle.Result{}, fmt.Errorf("report: %s has no reference solver", p.Genre().Name())
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	r := rs.SolveReference(ctx, 2)
	return r, puzzle.Verify(p, r)
}

// SettleAgain is RecheckOne, and when the reference runs out of time
// (Evolomino's ILP model on some hard boards under load), the genre's own
// exact solver with the same deadline: another method than the carving's
// proof, so still a second opinion; bySolver says it answered.
func SettleAgain(ctx context.Context, p puzzle.Puzzle, timeout time.Duration) (r puzzle.Result, bySolver bool, err error) {
	r, err = RecheckOne(ctx, p, timeout)
	if err != nil || r.Status != puzzle.Unknown || ctx.Err() != nil {
		return r, false, err
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	r, err = puzzle.Solve(ctx, p, 2)
	return r, true, err
}

// count adds one verdict to r; bySolver marks one the genre's own solver
// gave after the reference ran out of time.
func (r *Recheck) count(res puzzle.Result, err error, ms float64, bySolver bool) {
	r.MS += ms
	if bySolver && err == nil && res.Status != puzzle.Unknown {
		r.BySolver++
	}
	switch {
	case err != nil:
		r.Rejected++
	case res.Status == puzzle.Unique:
		r.Unique++
	case res.Status == puzzle.Multiple:
		r.NonUnique++
	case res.Status == puzzle.None:
		r.Unsolvable++
	default:
		r.Unknown++
	}
}
