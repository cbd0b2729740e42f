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

// count adds one verdict to r.
func (r *Recheck) count(res puzzle.Result, err error, ms float64) {
	r.MS += ms
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
