package survo

import (
	"context"

	"pencilbox/solver/puzzle"
)

// Solve runs the fast exact search: limit 1 stops at the first solution,
// 2 settles uniqueness.
//
// Boards with many empty cells (the paper's 15x15 class) first get a
// bounded local search (local.go), which finds solutions fast but proves
// nothing: when it finds limit distinct solutions the answer is Found or
// Multiple; otherwise the exact search decides.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	if limit < 1 {
		limit = 1
	}
	empty := 0
	for _, v := range p.Givens {
		if v == 0 {
			empty++
		}
	}
	var steps int64
	if empty > localMinEmpty {
		var sols [][]int
		sols, steps = localSolutions(ctx, p, limit, localSteps, 1)
		if len(sols) >= limit {
			return p.result(len(sols), sols[0], steps, true, limit)
		}
	}
	count, first, nodes, complete := Count(ctx, p, p.Givens, limit, 0)
	nodes += steps
	return p.result(count, first, nodes, complete, limit)
}

// localMinEmpty: boards with more empty cells try local search first
// (every 6x6 of the benchmark set is settled by the exact search in
// milliseconds); localSteps bounds it (about a second natively at 15x15).
const (
	localMinEmpty = 48
	localSteps    = 400_000
)

func (p *Puzzle) result(count int, first []int, nodes int64, complete bool, limit int) puzzle.Result {
	r := puzzle.Result{Nodes: nodes}
	if first != nil {
		r.Answer = Answer{Cols: p.Cols, Rows: p.Rows, Values: first}
	}
	r.Status = puzzle.SearchStatus(count, complete, limit)
	return r
}
