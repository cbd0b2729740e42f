package sat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
	"time"
)

func TestLit(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(4)
	l := x[3]
	if l.Var() != 3 || l.Not().Var() != 3 || !l.Positive() || l.Not().Positive() || l.Not().Not() != l {
		t.Errorf("Lit methods wrong for %d", l)
	}
	if l.String() != "x3" || l.Not().String() != "¬x3" {
		t.Errorf("String = %q, %q", l.String(), l.Not().String())
	}
	if p.NumVars() != 4 {
		t.Errorf("NumVars = %d", p.NumVars())
	}
}

func TestInvalidInputPanics(t *testing.T) {
	for name, f := range map[string]func(p *Problem){
		"zero literal":       func(p *Problem) { p.AddClause(0) },
		"most negative":      func(p *Problem) { p.AddClause(-1 << 31) },
		"unknown variable":   func(p *Problem) { p.AtMostOne(3, -4) },
		"unknown answer key": func(p *Problem) { p.MarkAnswer(-7) },
		"weights mismatch":   func(p *Problem) { p.SumAtLeast([]Lit{1, 2}, []int{1}, 1) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			p := &Problem{}
			p.NewVars(3)
			f(p)
		})
	}
}

func TestEmptyProblem(t *testing.T) {
	ctx := context.Background()
	p := &Problem{}
	if _, st := p.Solve(ctx); st != Sat {
		t.Errorf("Solve = %v", st)
	}
	if _, c := p.Enumerate(ctx, 5); c != (Count{N: 1, Complete: true}) {
		t.Errorf("Enumerate = %+v: the empty answer is one answer", c)
	}
	if facts, st := p.Facts(ctx); len(facts) != 0 || st != Sat {
		t.Errorf("Facts = %v, %v", facts, st)
	}
	p.AddClause()
	if _, st := p.Solve(ctx); st != Unsat || p.calls != 4 {
		t.Errorf("Solve with an empty clause = %v after %d calls", st, p.calls)
	}
}

func TestTrue(t *testing.T) {
	p := &Problem{}
	x := p.NewVar()
	p.AddClause(x, p.True().Not())
	if p.True() != p.True() {
		t.Error("True makes a new variable each time")
	}
	m, st := p.Solve(context.Background())
	if st != Sat || !m.Value(p.True()) || !m.Value(x) {
		t.Errorf("Solve = %v, True = %v, x = %v", st, m.Value(p.True()), m.Value(x))
	}
}

// manySolutions has 2^n answers.
func manySolutions(n int) *Problem {
	p := &Problem{}
	p.NewVars(n)
	return p
}

func TestDeadlinePassedBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := manySolutions(5)
	if _, st := p.Solve(ctx); st != Unknown {
		t.Errorf("Solve = %v", st)
	}
	if models, c := p.Enumerate(ctx, 3); len(models) != 0 || c != (Count{}) {
		t.Errorf("Enumerate = %d models, %+v", len(models), c)
	}
	if _, c := p.Unique(ctx); c != (Count{}) {
		t.Errorf("Unique = %+v", c)
	}
	if facts, st := p.Facts(ctx); facts != nil || st != Unknown {
		t.Errorf("Facts = %v, %v", facts, st)
	}
	if p.calls != 0 {
		t.Errorf("%d gophersat calls after the deadline", p.calls)
	}
}

// The deadline passing between two SAT calls stops the query there.
func TestDeadlinePassesBetweenCalls(t *testing.T) {
	for _, query := range []string{"enumerate", "unique", "facts"} {
		ctx, cancel := context.WithCancel(context.Background())
		p := manySolutions(5)
		p.Lazy(func(Model) [][]Lit {
			cancel() // the first solution arrives just before the deadline
			return nil
		})
		switch query {
		case "enumerate":
			if models, c := p.Enumerate(ctx, 10); len(models) != 1 || c != (Count{N: 1}) {
				t.Errorf("Enumerate = %d models, %+v", len(models), c)
			}
		case "unique":
			if _, c := p.Unique(ctx); c != (Count{N: 1}) {
				t.Errorf("Unique = %+v", c)
			}
		case "facts":
			if facts, st := p.Facts(ctx); facts != nil || st != Unknown {
				t.Errorf("Facts = %v, %v", facts, st)
			}
		}
		if p.calls != 1 {
			t.Errorf("%s: %d gophersat calls, want 1", query, p.calls)
		}
	}
}

func TestEnumerateLimit(t *testing.T) {
	p := manySolutions(3)
	ctx := context.Background()
	if models, c := p.Enumerate(ctx, 0); models != nil || c != (Count{}) {
		t.Errorf("Enumerate(0) = %v, %+v", models, c)
	}
	if _, c := p.Enumerate(ctx, 8); c != (Count{N: 8}) {
		t.Errorf("Enumerate(8) = %+v: the limit is reached, so not known complete", c)
	}
	if _, c := p.Enumerate(ctx, 9); c != (Count{N: 8, Complete: true}) {
		t.Errorf("Enumerate(9) = %+v", c)
	}
}

// Helper variables never make answers distinct.
func TestAnswerKeysIgnoreHelpers(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(2)
	h := p.NewVars(3) // free helpers: 8 assignments per answer
	p.AtLeast(1, h...)
	p.ExactlyOne(x...)
	p.MarkAnswer(x...)
	p.MarkAnswer(x[0]) // repeats are ignored
	if _, c := p.Enumerate(context.Background(), 100); c != (Count{N: 2, Complete: true}) {
		t.Errorf("Enumerate = %+v, want 2 answers", c)
	}
}

// Facts of a problem with a unique answer takes two gophersat calls.
func TestFactsOfUniqueAnswer(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(8)
	for i := 0; i+1 < len(x); i++ {
		p.AddClause(x[i].Not(), x[i+1]) // x[i] implies x[i+1]
	}
	p.AddClause(x[0])
	facts, st := p.Facts(context.Background())
	if st != Sat || !sameLits(facts, x) || p.calls != 2 {
		t.Errorf("Facts = %v %v after %d calls", facts, st, p.calls)
	}
}

// Problems solved in parallel goroutines give the answers they give alone
// (gophersat shares a buffer between solvers; see gophersatMu). Random 3-SAT
// near the threshold makes gophersat learn clauses, where the buffer is.
func TestConcurrentProblems(t *testing.T) {
	const n = 16
	build := make([]func() *Problem, n)
	want := make([]Count, n)
	r := rand.New(rand.NewPCG(5, 6))
	for i := range n {
		const vars = 60
		clauses := make([][3]Lit, 4*vars)
		for j := range clauses {
			for k := range clauses[j] {
				clauses[j][k] = Lit(1 + r.IntN(vars))
				if r.IntN(2) == 0 {
					clauses[j][k] = -clauses[j][k]
				}
			}
		}
		build[i] = func() *Problem {
			p := &Problem{}
			p.NewVars(vars)
			for _, c := range clauses {
				p.AddClause(c[:]...)
			}
			return p
		}
		_, want[i] = build[i]().Enumerate(context.Background(), 30)
	}
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i := range n {
		wg.Go(func() {
			if _, c := build[i]().Enumerate(context.Background(), 30); c != want[i] {
				errs <- fmt.Sprintf("problem %d: %+v in parallel, %+v alone", i, c, want[i])
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// stalledContext has a deadline in the past whose timer has not fired yet,
// as under js/wasm while a goroutine keeps the CPU busy.
type stalledContext struct{ context.Context }

func (stalledContext) Deadline() (time.Time, bool) { return time.Now().Add(-time.Second), true }

func TestSolveReadsTheClock(t *testing.T) {
	p := &Problem{}
	x := p.NewVar()
	p.AddClause(x)
	if _, st := p.Solve(stalledContext{context.Background()}); st != Unknown {
		t.Fatalf("past deadline: got %v, want Unknown", st)
	}
	if _, st := p.Solve(context.Background()); st != Sat {
		t.Fatalf("no deadline: got %v, want Sat", st)
	}
}

// TestSearchExclude: a resumable search with each answer excluded in turn
// enumerates every answer once, then reports Unsat, and its exclusions stay
// its own (a later query of the problem still sees every solution).
func TestSearchExclude(t *testing.T) {
	p := &Problem{}
	x := p.NewVars(3)
	h := p.NewVar() // a helper: free, so it must not make answers distinct
	p.MarkAnswer(x...)
	p.AtLeast(2, x...)
	_ = h
	s := p.NewSearch()
	seen := map[[3]bool]bool{}
	for {
		m, st := s.Next(context.Background())
		if st == Unsat {
			break
		}
		if st != Sat {
			t.Fatalf("status %v", st)
		}
		k := [3]bool{m.Value(x[0]), m.Value(x[1]), m.Value(x[2])}
		if seen[k] {
			t.Fatalf("answer %v twice", k)
		}
		seen[k] = true
		s.Exclude(m)
	}
	if len(seen) != 4 {
		t.Fatalf("%d answers, want the 4 with at least two of three true", len(seen))
	}
	if _, c := p.Enumerate(context.Background(), 10); c.N != 4 || !c.Complete {
		t.Fatalf("a later query saw %+v: the exclusions leaked into the problem", c)
	}
}
