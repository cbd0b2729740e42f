package sat

import (
	"context"
	"testing"
	"time"
)

// pigeons states that n+1 pigeons sit in n holes, one per hole, as plain
// clauses: unsatisfiable, and exponential for clause learning, so a call on
// it of any size that matters runs far longer than any test.
func pigeons(n int) *Problem {
	p := &Problem{}
	in := make([][]Lit, n+1) // in[i][h]: pigeon i sits in hole h
	for i := range in {
		in[i] = p.NewVars(n)
		p.AddClause(in[i]...)
	}
	for h := range n {
		for i := range in {
			for j := i + 1; j < len(in); j++ {
				p.AddClause(in[i][h].Not(), in[j][h].Not())
			}
		}
	}
	return p
}

// A deadline stops a gophersat call that has already started: gophersat has
// no interrupt of its own (search.go's watch makes one).
func TestDeadlineStopsALongCall(t *testing.T) {
	p := pigeons(13)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, st := p.Solve(ctx); st != Unknown {
		t.Fatalf("13 holes for 14 pigeons: got %v, want Unknown at the deadline", st)
	}
	if p.calls != 1 || p.interrupts != 1 || p.failure != "" {
		t.Fatalf("calls %d, interrupts %d, failure %q; want one call, cut off", p.calls, p.interrupts, p.failure)
	}
	// The problem stays usable: a later query builds a fresh solver.
	small := pigeons(4)
	if _, st := small.Solve(context.Background()); st != Unsat {
		t.Fatalf("5 pigeons, 4 holes: got %v, want Unsat", st)
	}
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	if _, st := small.Solve(ctx2); st != Unsat || small.interrupts != 0 {
		t.Fatalf("watched: got %v with %d interrupts, want Unsat", st, small.interrupts)
	}
}

// BenchmarkWatch measures what watching costs on a problem with long
// learned clauses: the same unsatisfiable problem solved plainly (under a
// context that cannot end) and watched (natively the flag watch, which
// should cost nothing; under js/wasm certified mode, every learned clause
// formatted and sent).
func BenchmarkWatch(b *testing.B) {
	for _, watched := range []bool{false, true} {
		name := "plain"
		if watched {
			name = "watched"
		}
		b.Run(name, func(b *testing.B) {
			ctx, cancel := context.Background(), context.CancelFunc(func() {})
			if watched {
				ctx, cancel = context.WithCancel(ctx)
			}
			defer cancel()
			for b.Loop() {
				p := pigeons(8)
				if _, st := p.Solve(ctx); st != Unsat {
					b.Fatal(st)
				}
			}
		})
	}
}

// An unfinished problem answers Unknown to every query, even one that its
// constraints so far would settle.
func TestUnfinished(t *testing.T) {
	p := pigeons(2)
	if _, st := p.Solve(context.Background()); st != Unsat {
		t.Fatalf("3 pigeons, 2 holes: got %v, want Unsat", st)
	}
	p.Unfinished()
	ctx := context.Background()
	if _, st := p.Solve(ctx); st != Unknown {
		t.Errorf("Solve: got %v, want Unknown", st)
	}
	if _, c := p.Enumerate(ctx, 2); c.Complete || c.N != 0 {
		t.Errorf("Enumerate: got %+v, want an incomplete count of 0", c)
	}
	if _, st := p.Facts(ctx); st != Unknown {
		t.Errorf("Facts: got %v, want Unknown", st)
	}
	n := p.NumConstraints()
	x := p.NewVar()
	p.AddClause(x)
	p.AtMost(1, x, x.Not())
	if p.NumConstraints() != n {
		t.Errorf("constraints added after Unfinished were kept: %d, then %d", n, p.NumConstraints())
	}
}
