package sat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
)

// contiguous reports whether the true variables of a form one run, the toy
// stand-in for connectivity.
func contiguous(a []bool) bool {
	runs := 0
	for i, v := range a {
		if v && (i == 0 || !a[i-1]) {
			runs++
		}
	}
	return runs <= 1
}

// gap returns the first and last true variables of m and a false one
// between them, or ok == false when the true ones are contiguous.
func gap(m Model, x []Lit) (first, last, hole int, ok bool) {
	first, last = -1, -1
	for i, l := range x {
		if m.Value(l) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	for i := first + 1; i < last; i++ {
		if !m.Value(x[i]) {
			return first, last, i, true
		}
	}
	return 0, 0, 0, false
}

// Ways a lazy check can state its cut.
const (
	cutClause = iota // the clause "both ends true force the cell between"
	cutAux           // the same through a variable the check creates, which makes the engine rebuild gophersat
	cutSum           // a weighted sum the check adds to the problem itself, on top of the clause
)

// lazyProblem is a random problem whose solutions must also be contiguous,
// enforced only by lazy checks.
func lazyProblem(r *rand.Rand, cut int) (int, []spec, *Problem, []Lit) {
	n := 1 + r.IntN(10)
	p := &Problem{}
	x := p.NewVars(n)
	specs := make([]spec, r.IntN(n))
	for i := range specs {
		specs[i] = randSpec(r, n)
		specs[i].addTo(p)
	}
	p.MarkAnswer(x...)
	p.Lazy(func(m Model) [][]Lit {
		first, last, hole, ok := gap(m, x)
		if !ok {
			return nil
		}
		switch cut {
		case cutAux:
			y := p.NewVar()
			return [][]Lit{{x[first].Not(), x[last].Not(), y}, {y.Not(), x[hole]}}
		case cutSum:
			// h*first + h*last + (cells between that are false) <= 2h:
			// with both ends true, every cell between must be true.
			h := last - first - 1
			lits := []Lit{x[first], x[last]}
			weights := []int{h, h}
			for _, l := range x[first+1 : last] {
				lits = append(lits, l.Not())
				weights = append(weights, 1)
			}
			p.SumAtMost(lits, weights, 2*h)
		}
		return [][]Lit{{x[first].Not(), x[last].Not(), x[hole]}}
	})
	// A second check whose cuts are units: x0 must be false.
	p.Lazy(func(m Model) [][]Lit {
		if m.Value(x[0]) {
			return [][]Lit{{x[0].Not()}}
		}
		return nil
	})
	return n, specs, p, x
}

func TestLazyAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	rounds := 400
	if testing.Short() {
		rounds = 100
	}
	accept := func(a []bool) bool { return contiguous(a) && !a[0] }
	for i := range rounds {
		cut := i % 3
		n, specs, p, proj := lazyProblem(r, cut)
		sols := brute(n, specs, accept)
		checkAgainstBrute(t, fmt.Sprintf("lazy problem %d (cut %d)", i, cut), p, n, specs, proj, sols, accept)
	}
}

// Cuts stay in the problem: a second query needs no new ones.
func TestLazyCutsAreKept(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(6)
	p.AtLeast(2, x...)
	checks := 0
	p.Lazy(func(m Model) [][]Lit {
		checks++
		if first, last, hole, ok := gap(m, x); ok {
			return [][]Lit{{x[first].Not(), x[last].Not(), x[hole]}}
		}
		return nil
	})
	ctx := context.Background()
	models, c := p.Enumerate(ctx, 100)
	if !c.Complete || c.N != 15 { // runs of length 2..6 in 6 cells: 5+4+3+2+1
		t.Fatalf("Enumerate = %+v, want 15 complete", c)
	}
	for _, m := range models {
		if _, _, _, ok := gap(m, x); ok {
			t.Errorf("non-contiguous model returned")
		}
	}
	checks = 0
	if _, c := p.Enumerate(ctx, 100); c.N != 15 || checks != 15 {
		t.Errorf("second Enumerate = %+v after %d checks, want 15 checks (every cut kept)", c, checks)
	}
}

func TestLazyCutThatDoesNotCutPanics(t *testing.T) {
	p := &Problem{}
	x := p.NewVar()
	p.Lazy(func(m Model) [][]Lit { return [][]Lit{{x, x.Not()}} })
	defer func() {
		if recover() == nil {
			t.Error("no panic for a cut the model satisfies")
		}
	}()
	p.Solve(context.Background())
}

// A Search stopped at its deadline between two gophersat calls continues
// on the next call and then finds what Solve finds: a solution every check
// accepts, or Unsat, as the brute force says.
func TestSearchResumes(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	accept := func(a []bool) bool { return contiguous(a) && !a[0] }
	resumed := 0
	for i := range 200 {
		cut := i % 3
		n, specs, p, x := lazyProblem(r, cut)
		ctx, cancel := context.WithCancel(context.Background())
		p.Lazy(func(Model) [][]Lit { cancel(); return nil })
		s := p.NewSearch()
		m, st := s.Next(ctx)
		if st == Unknown {
			resumed++
			m, st = s.Next(context.Background())
		}
		cancel()
		sols := brute(n, specs, accept)
		if (st == Sat) != (len(sols) > 0) || st == Unknown {
			t.Fatalf("problem %d: status %s, brute force %d solutions", i, st, len(sols))
		}
		if st == Sat {
			a := make([]bool, n)
			for j, l := range x {
				a[j] = m.Value(l)
			}
			if !accept(a) {
				t.Fatalf("problem %d: the resumed search returned a rejected model", i)
			}
		}
	}
	if resumed == 0 {
		t.Error("no search was stopped and resumed")
	}
}
