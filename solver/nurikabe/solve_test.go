package nurikabe

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestSearchAgrees: the search alone (SolveSearch) and the default Solve
// (deductions, trial propagation, then SAT) agree with the reference model
// and the recorded solution on small benchmark boards, and trial
// propagation never fixes a cell against the solution.
func TestSearchAgrees(t *testing.T) {
	n := 24
	if testing.Short() {
		n = 6
	}
	for _, in := range sample(t, n, 100) {
		p := decodeInstance(t, &in)
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatalf("%s: %v", in.Name, err)
		}
		b := p.newBoard()
		if _, err := b.propagate(allRules); err != nil {
			t.Fatalf("%s: deductions fail", in.Name)
		}
		var nodes int64
		if err := b.probe(context.Background(), &nodes); err != nil {
			t.Fatalf("%s: trial propagation fails on a solvable board", in.Name)
		}
		sol := rec.(Answer)
		for c, v := range b.v {
			if v == wallV && sol.Cells[c] != Wall || v == white && sol.Cells[c] == Wall {
				t.Fatalf("%s: trial propagation at %s contradicts the solution", in.Name, p.rc(c))
			}
		}
		for name, solve := range map[string]func(context.Context, int) puzzle.Result{
			"search": p.SolveSearch, "solve": p.Solve, "reference": p.SolveReference,
		} {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			r := solve(ctx, 2)
			cancel()
			if r.Status == puzzle.Unknown {
				t.Logf("%s: %s not settled within 10 s", in.Name, name)
				continue
			}
			if r.Status != puzzle.Unique || r.Answer.String() != rec.String() {
				t.Fatalf("%s: %s says %v", in.Name, name, r.Status)
			}
		}
	}
}

// TestSearchCountsSeveral: a board with several solutions is Multiple for
// the search and the default solver, and one with none is None.
func TestSearchCountsSeveral(t *testing.T) {
	q := mustDecode(t, "nurikabe/3/3/j.j")
	for _, r := range []puzzle.Result{q.SolveSearch(context.Background(), 2), q.Solve(context.Background(), 2)} {
		if r.Status != puzzle.Multiple || q.Check(r.Answer) != nil {
			t.Fatalf("3x3 with a central ?: %v", r.Status)
		}
	}
	// Two 1s side by side cannot both be islands.
	z := mustDecode(t, "nurikabe/3/1/11g")
	for _, r := range []puzzle.Result{z.SolveSearch(context.Background(), 2), z.Solve(context.Background(), 2)} {
		if r.Status != puzzle.None {
			t.Fatalf("touching 1s: %v", r.Status)
		}
	}
}
