package sat

import (
	"context"
	"testing"
)

// A learning budget stops a call that would run far longer than any test,
// and does so whether or not the context can end.
func TestBudgetStopsALongCall(t *testing.T) {
	for _, watched := range []bool{false, true} {
		ctx, cancel := context.Background(), context.CancelFunc(func() {})
		if watched {
			ctx, cancel = context.WithCancel(ctx)
		}
		p := pigeons(13)
		p.LimitLearning(500)
		if _, st := p.Solve(ctx); st != Unknown {
			t.Fatalf("watched %v: 13 holes for 14 pigeons: got %v, want Unknown past the budget", watched, st)
		}
		if p.calls != 1 || p.overBudget != 1 || p.interrupts != 0 || p.failure != "" {
			t.Fatalf("watched %v: calls %d, over budget %d, interrupts %d, failure %q; want one call, over budget",
				watched, p.calls, p.overBudget, p.interrupts, p.failure)
		}
		cancel()
	}
}

// The answer under a budget depends on the search alone: below some number
// of learned clauses the query gives up, from it on it proves the answer,
// and every run agrees.
func TestBudgetIsAThreshold(t *testing.T) {
	ctx := context.Background()
	first := 0
	for n := 1; n <= 2000 && first == 0; n++ {
		p := pigeons(5)
		p.LimitLearning(n)
		if _, st := p.Solve(ctx); st == Unsat {
			first = n
		} else if st != Unknown {
			t.Fatalf("budget %d: got %v", n, st)
		}
	}
	// The figure is gophersat's own; pinned here, a run under js/wasm
	// checks that it is the native one.
	if first != 138 {
		t.Fatalf("6 pigeons in 5 holes proved from a budget of %d; want 138 on every platform", first)
	}
	for range 20 {
		for n, want := range map[int]Status{first - 1: Unknown, first: Unsat, first + 1: Unsat} {
			p := pigeons(5)
			p.LimitLearning(n)
			if _, st := p.Solve(ctx); st != want {
				t.Fatalf("budget %d (threshold %d): got %v, want %v", n, first, st, want)
			}
		}
	}
}

// Enumerating past the budget gives the solutions found so far as an
// incomplete count; the budget counts over all of the query's calls.
func TestBudgetCountsTheWholeQuery(t *testing.T) {
	ctx := context.Background()
	free := func() *Problem { // 2^12 solutions: each call learns little
		p := &Problem{}
		x := p.NewVars(12)
		for i := 0; i+1 < len(x); i++ {
			p.AddClause(x[i], x[i+1].Not(), x[(i+5)%12])
		}
		return p
	}
	p := free()
	models, c := p.Enumerate(ctx, 1<<13)
	if !c.Complete {
		t.Fatalf("unbounded enumeration incomplete: %+v", c)
	}
	all := len(models)
	p = free()
	p.LimitLearning(20)
	models, c = p.Enumerate(ctx, 1<<13)
	if c.Complete || len(models) >= all || c.N != len(models) {
		t.Fatalf("budget 20: %d of %d solutions, count %+v; want an incomplete count short of all", len(models), all, c)
	}
	if p.overBudget != 1 {
		t.Fatalf("over budget %d times, want once", p.overBudget)
	}
}
