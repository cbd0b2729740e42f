package flow

import (
	"context"

	"pencilbox/solver/puzzle"
)

// SearchBudget is how many nodes the fast search may expand before Solve
// hands the rest of the question to the SAT model. The search finds most
// solutions within a few hundred nodes; the hard cases (and every proof
// that no other colouring exists under Flow Free) are settled faster by
// the SAT model with the found colouring blocked.
const SearchBudget = 5000

// Solve is the exact solver: limit 1 finds a solution, 2 settles
// uniqueness. Nodes counts expanded search nodes plus SAT calls.
//
// How it stays exact (see search.go): the touch-free search finds a
// solution fast; under Numberlink a complete touch-free search is exact
// by itself (with the detour test); otherwise the SAT model, with the
// found colouring blocked, says whether another colouring exists.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	r, _ := p.SolveWatch(ctx, limit, 0, nil, 0)
	return r
}

// SolveWatch is Solve with a node budget for the search part (0 =
// SearchBudget) and an optional trace of the search (every `every`-th
// expanded node and every solution), for "watch the solver". complete is
// false when ctx stopped it before the status was settled.
func (p *Puzzle) SolveWatch(ctx context.Context, limit int, budget int64, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	if limit < 1 {
		limit = 1
	}
	if limit > 2 {
		limit = 2
	}
	if budget <= 0 {
		budget = SearchBudget
	}
	mk := func(o Outcome, i int) puzzle.Answer {
		return Answer{P: p, Cells: o.Solutions[i], Paths: o.Paths[i]}
	}
	opt := Options{Limit: limit, NodeBudget: budget, Trace: trace, TraceEvery: every}
	var first Outcome
	if p.Rules == Numberlink {
		// Most Numberlink puzzles fill the board: Flow Free's pruning
		// finds such a solution fast, and it is a Numberlink solution.
		quick := opt
		quick.Cover, quick.Limit, quick.NodeBudget = true, 1, 4*budget
		first = Search(ctx, p, quick)
		r.Nodes += first.Nodes
		first.Complete = false
	}
	if len(first.Solutions) == 0 {
		first = Search(ctx, p, opt)
		r.Nodes += first.Nodes
	}
	if ctx.Err() != nil {
		return stopped(r, first, mk)
	}
	switch {
	case len(first.Solutions) >= 2:
		r.Status, r.Answer = puzzle.Multiple, mk(first, 0)
		return r, true
	case len(first.Solutions) == 1 && limit == 1:
		r.Status, r.Answer = puzzle.Found, mk(first, 0)
		return r, true
	case p.Rules == Numberlink && first.Complete:
		// Touch-free is exact for Numberlink (search.go).
		switch {
		case len(first.Solutions) == 0:
			r.Status = puzzle.None
		case p.hasDetour(first.Solutions[0]):
			r.Status, r.Answer = puzzle.Multiple, mk(first, 0)
		default:
			r.Status, r.Answer = puzzle.Unique, mk(first, 0)
		}
		return r, true
	case len(first.Solutions) == 1:
		r.Answer = mk(first, 0)
		if p.Rules == Numberlink && p.hasDetour(first.Solutions[0]) {
			r.Status = puzzle.Multiple
			return r, true
		}
		other, done := p.otherThan(ctx, first.Solutions[0])
		r.Nodes++
		switch {
		case !done:
			r.Status = puzzle.Found
			return r, false
		case other != nil:
			r.Status = puzzle.Multiple
		default:
			r.Status = puzzle.Unique
		}
		return r, true
	}
	// No solution within the budget (or only self-touching ones): the
	// SAT model answers.
	ref := p.SolveReference(ctx, limit)
	r.Nodes += ref.Nodes
	r.Status, r.Answer = ref.Status, ref.Answer
	return r, ref.Status != puzzle.Unknown
}

func stopped(r puzzle.Result, o Outcome, mk func(Outcome, int) puzzle.Answer) (puzzle.Result, bool) {
	r.Status = puzzle.Unknown
	if len(o.Solutions) > 0 {
		r.Status, r.Answer = puzzle.Found, mk(o, 0)
	}
	return r, false
}

// SolveSearch settles the count with the search alone, no SAT: touch-free
// (exact for Numberlink), then for Flow Free the exact mode that allows
// self-touching paths. It is the independent exhaustive mode the tests
// hold against the SAT model; budget 0 = unlimited.
func (p *Puzzle) SolveSearch(ctx context.Context, limit int, budget int64) (puzzle.Result, bool) {
	if limit < 1 {
		limit = 1
	}
	opt := Options{Limit: limit, NodeBudget: budget}
	o := Search(ctx, p, opt)
	r := puzzle.Result{Nodes: o.Nodes}
	mk := func(o Outcome, i int) puzzle.Answer { return Answer{P: p, Cells: o.Solutions[i], Paths: o.Paths[i]} }
	if len(o.Solutions) > 0 {
		r.Answer = mk(o, 0)
	}
	switch {
	case len(o.Solutions) >= 2:
		r.Status = puzzle.Multiple
		return r, true
	case !o.Complete:
		return stopped(r, o, mk)
	case len(o.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
		return r, true
	case p.Rules == Numberlink && len(o.Solutions) == 0:
		r.Status = puzzle.None
		return r, true
	case p.Rules == Numberlink && p.hasDetour(o.Solutions[0]):
		r.Status = puzzle.Multiple
		return r, true
	case p.Rules == Numberlink:
		r.Status = puzzle.Unique
		return r, true
	}
	opt.Touch = true
	ex := Search(ctx, p, opt)
	r.Nodes += ex.Nodes
	if r.Answer == nil && len(ex.Solutions) > 0 {
		r.Answer = mk(ex, 0)
	}
	switch {
	case len(ex.Solutions) >= 2:
		r.Status = puzzle.Multiple
	case !ex.Complete:
		return stopped(r, ex, mk)
	case len(ex.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
	case len(ex.Solutions) == 1:
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
