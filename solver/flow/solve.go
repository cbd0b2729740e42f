package flow

import (
	"context"

	"pencilbox/solver/puzzle"
)

// Solve is the fast exact solver (see search.go for why each mode is
// exact): limit 1 finds a solution, 2 settles uniqueness. Nodes counts
// expanded search nodes over every pass.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	r, _ := p.SolveWatch(ctx, limit, 0, nil, 0)
	return r
}

// SolveWatch is Solve with a node budget (0 = none) and an optional trace
// of the search (every `every`-th expanded node and every solution), for
// "watch the solver". complete is false when the budget or ctx stopped it.
func (p *Puzzle) SolveWatch(ctx context.Context, limit int, budget int64, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	if limit < 1 {
		limit = 1
	}
	opt := Options{Limit: limit, NodeBudget: budget, Trace: trace, TraceEvery: every}
	first := Search(ctx, p, opt)
	r.Nodes = first.Nodes
	answer := func(o Outcome, i int) puzzle.Answer {
		return Answer{P: p, Cells: o.Solutions[i], Paths: o.Paths[i]}
	}
	if len(first.Solutions) > 0 {
		r.Answer = answer(first, 0)
	}
	switch {
	case len(first.Solutions) >= 2:
		r.Status = puzzle.Multiple
		return r, true
	case !first.Complete:
		r.Status = puzzle.Unknown
		if r.Answer != nil {
			r.Status = puzzle.Found
		}
		return r, r.Answer != nil && limit == 1
	case len(first.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
		return r, true
	}
	if p.Rules == Numberlink {
		// Touch-free is exact for Numberlink (search.go).
		switch {
		case len(first.Solutions) == 0:
			r.Status = puzzle.None
		case p.hasDetour(first.Solutions[0]):
			r.Status = puzzle.Multiple
		default:
			r.Status = puzzle.Unique
		}
		return r, true
	}
	// Flow Free: the exact mode settles what touch-free could not.
	if budget > 0 {
		opt.NodeBudget = budget - first.Nodes
		if opt.NodeBudget <= 0 {
			r.Status = puzzle.Unknown
			if r.Answer != nil {
				r.Status = puzzle.Found
			}
			return r, false
		}
	}
	opt.Touch = true
	exact := Search(ctx, p, opt)
	r.Nodes += exact.Nodes
	if r.Answer == nil && len(exact.Solutions) > 0 {
		r.Answer = answer(exact, 0)
	}
	switch {
	case len(exact.Solutions) >= 2:
		r.Status = puzzle.Multiple
	case !exact.Complete:
		r.Status = puzzle.Unknown
		if r.Answer != nil {
			r.Status = puzzle.Found
		}
		return r, false
	case len(exact.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
	case len(exact.Solutions) == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r, true
}

// hasDetour reports whether a Numberlink solution can be changed into
// another one: some path step a-b has an empty neighbour of a and an
// empty neighbour of b in the same region of empty cells, so the path can
// run through that region instead of stepping straight.
func (p *Puzzle) hasDetour(cells []int) bool {
	comp := p.components(cells, 0)
	paths := p.pathsOf(cells)
	var na, nb []int
	for _, path := range paths {
		for i := 1; i < len(path); i++ {
			a, b := path[i-1], path[i]
			for _, x := range p.G.Neighbours(na[:0], a) {
				if cells[x] != 0 {
					continue
				}
				for _, y := range p.G.Neighbours(nb[:0], b) {
					if cells[y] == 0 && comp[y] == comp[x] {
						return true
					}
				}
			}
		}
	}
	return false
}
