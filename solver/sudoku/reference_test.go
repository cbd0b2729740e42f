package sudoku

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// crossCheckReference demands that the SAT model agrees with the fast
// search on the status and, when unique, the answer; its answer must pass
// the rule checker too.
func crossCheckReference(t *testing.T, ctx context.Context, name string, p *Puzzle, fast puzzle.Result) {
	t.Helper()
	ref := p.SolveReference(ctx, 2)
	if ref.Status != fast.Status {
		t.Errorf("%s: SAT model says %v, fast search %v", name, ref.Status, fast.Status)
		return
	}
	if err := puzzle.Verify(p, ref); err != nil {
		t.Errorf("%s: %v", name, err)
	}
	if fast.Status == puzzle.Unique && ref.Answer.String() != fast.Answer.String() {
		t.Errorf("%s: SAT answer %s, fast %s", name, ref.Answer, fast.Answer)
	}
}

func TestReferenceSmall(t *testing.T) {
	ctx := context.Background()
	p := mustDecode(t, "sudoku/4/4/1k3h4k2")
	if r := p.SolveReference(ctx, 1); r.Status != puzzle.Found || p.Check(r.Answer) != nil {
		t.Fatalf("limit 1: %v %v", r.Status, r.Answer)
	}
	if r := p.SolveReference(ctx, 2); r.Status != puzzle.Unique || r.Answer.String() != "1324423124133142" {
		t.Fatalf("limit 2: %v %v", r.Status, r.Answer)
	}
	empty := mustDecode(t, "sudoku/6/6/")
	if r := empty.SolveReference(ctx, 2); r.Status != puzzle.Multiple {
		t.Fatalf("empty 6x6: %v", r.Status)
	}
	geo, _ := GeometryOf(4)
	none, _ := NewPuzzle(geo, []uint8{1, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0})
	for _, limit := range []int{1, 2} {
		if r := none.SolveReference(ctx, limit); r.Status != puzzle.None || r.Answer != nil {
			t.Fatalf("unsolvable, limit %d: %v", limit, r.Status)
		}
	}
}

// TestFactsAgreeWithSAT holds the search-based Facts against the SAT
// package's Facts on random clue subsets of a 9x9 solution.
func TestFactsAgreeWithSAT(t *testing.T) {
	ctx := context.Background()
	base := mustDecode(t, cspuzLink)
	sol := solved(t, base).Values
	rng := rand.New(rand.NewPCG(3, 4))
	tries := 8
	if testing.Short() {
		tries = 2
	}
	ambiguous := 0
	for try := 0; try < tries; try++ {
		giv := make([]uint8, 81)
		for _, q := range rng.Perm(81)[:28] {
			giv[q] = sol[q]
		}
		p, _ := NewPuzzle(base.Geo, giv)
		want, st := p.referenceFacts(ctx)
		if st != sat.Sat {
			t.Fatalf("SAT facts: %v", st)
		}
		facts, err := p.Facts(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(facts) < 81-28 {
			ambiguous++
		}
		if len(facts) != len(want) {
			t.Fatalf("try %d: %d facts, SAT finds %d", try, len(facts), len(want))
		}
		for _, f := range facts {
			c, _ := p.grid().PointCell(f.At[0])
			if want[c] == 0 || f.Move != moveText(c/9, c%9, '=', int(want[c])) {
				t.Fatalf("try %d: fact %s not among SAT's", try, f.Move)
			}
		}
	}
	if ambiguous == 0 {
		t.Error("every sample had a unique solution; the test proves little")
	}
}
