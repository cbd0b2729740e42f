package sat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// Brute force stops at a dozen variables, where gophersat hardly searches.
// Here problems of 30 to 60 variables, where it learns clauses from
// cardinality and weighted reasons, are compared with the same problems
// written with plain clauses only (each constraint as a table of partial
// sums), the path through gophersat that has no known bug.

// addAsClauses states spec s with clauses over fresh helper variables:
// e[i][t] means "the first i terms sum to t", exactly one t per i.
func addAsClauses(p *Problem, s spec) {
	sums := map[int]Lit{0: p.True()}
	for i, l := range s.lits {
		w := 1
		if s.weights != nil {
			w = s.weights[i]
		}
		next := map[int]Lit{}
		get := func(t int) Lit {
			if _, ok := next[t]; !ok {
				next[t] = p.NewVar()
			}
			return next[t]
		}
		for t, e := range sums {
			p.AddClause(e.Not(), l.Not(), get(t+w))
			p.AddClause(e.Not(), l, get(t))
		}
		var all []Lit
		for _, e := range next {
			all = append(all, e)
		}
		p.AddClause(all...)
		for a := range all {
			for b := a + 1; b < len(all); b++ {
				p.AddClause(all[a].Not(), all[b].Not())
			}
		}
		sums = next
	}
	var ok []Lit
	for t, e := range sums {
		if s.accepts(t) {
			ok = append(ok, e)
		}
	}
	p.AddClause(ok...)
}

func TestMediumAgainstClauses(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	rounds := 150
	if testing.Short() {
		rounds = 30
	}
	// The native problems' gophersat calls are watched (search.go), the
	// clause forms' are not.
	ctx := context.Background()
	watched, cancel := context.WithCancel(ctx)
	defer cancel()
	outcomes := map[string]int{}
	for i := range rounds {
		n := 30 + r.IntN(31)
		native, clauses := &Problem{}, &Problem{}
		x := native.NewVars(n)
		clauses.NewVars(n)
		// A few answer keys keep the projected counts small enough to
		// enumerate completely, which compares the search to the end.
		keys := x[:6+r.IntN(5)]
		native.MarkAnswer(keys...)
		clauses.MarkAnswer(keys...)
		var specs []spec
		for want := n/5 + r.IntN(n/3); len(specs) < want; {
			s := randSpec(r, n)
			if !satisfiable(s, n) {
				continue // one such spec would make every problem unsatisfiable
			}
			specs = append(specs, s)
			s.addTo(native)
			addAsClauses(clauses, s)
		}
		name := fmt.Sprintf("problem %d", i)
		models, c := native.Enumerate(watched, 1<<10)
		_, want := clauses.Enumerate(ctx, 1<<10)
		if c != want {
			t.Fatalf("%s: native %+v, clauses %+v; specs %v", name, c, want, specs)
		}
		for _, m := range models {
			a := modelSlice(m, n)
			for _, s := range specs {
				if !s.holds(a) {
					t.Fatalf("%s: model violates %v", name, s)
				}
			}
		}
		if c.Complete && c.N > 0 {
			f1, _ := native.Facts(watched)
			f2, _ := clauses.Facts(ctx)
			if !sameLits(f1, f2) {
				t.Errorf("%s: facts %v, with clauses %v", name, f1, f2)
			}
		}
		outcomes[fmt.Sprint(min(c.N, 2), c.Complete)]++
		if native.failure != "" {
			t.Fatalf("%s: gophersat panicked: %s", name, native.failure)
		}
	}
	t.Log(outcomes)
}

// satisfiable reports whether s alone has a solution.
func satisfiable(s spec, n int) bool {
	var vars []int
	for _, l := range s.lits {
		vars = append(vars, l.Var())
	}
	a := make([]bool, n)
	for mask := 0; mask < 1<<len(vars); mask++ {
		for i, v := range vars {
			a[v] = mask>>i&1 == 1
		}
		if s.holds(a) {
			return true
		}
	}
	return false
}
