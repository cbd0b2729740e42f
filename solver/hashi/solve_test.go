package hashi

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Solve (rules, then SAT with their bounds as units) must agree with the
// plain SAT model on random small boards of every kind: no solution,
// several, one. A rule that deduces something false shows up here.
func TestSolveAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	ctx := context.Background()
	n := 1500
	if testing.Short() {
		n = 200
	}
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		p := randomPuzzle(t, rng, 1+rng.IntN(7), 1+rng.IntN(7))
		fast, ref := p.Solve(ctx, 2), p.SolveReference(ctx, 2)
		seen[ref.Status]++
		if fast.Status != ref.Status {
			t.Fatalf("%s: Solve says %v, the reference %v", puzzle.LinkOf(p), fast.Status, ref.Status)
		}
		if fast.Status == puzzle.Unique && fast.Answer.String() != ref.Answer.String() {
			t.Fatalf("%s: the unique answers differ", puzzle.LinkOf(p))
		}
		for _, r := range []puzzle.Result{fast, ref} {
			if err := puzzle.Verify(p, r); err != nil {
				t.Fatalf("%s: %v", puzzle.LinkOf(p), err)
			}
		}
	}
	if seen[puzzle.None] == 0 || seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 {
		t.Fatalf("the random boards did not cover every status: %v", seen)
	}
	t.Logf("statuses: %v", seen)
}

// randomPuzzle places random islands, draws random non-crossing bridges
// among them and numbers the islands by their bridges (a few become '?',
// an island left without bridges gets a 1), so the boards are often
// solvable, sometimes not, sometimes ambiguous.
func randomPuzzle(t *testing.T, rng *rand.Rand, cols, rows int) *Puzzle {
	clues := make([]int, cols*rows)
	for c := range clues {
		clues[c] = urlcodec.Empty
		if rng.IntN(3) == 0 {
			clues[c] = 1
		}
	}
	p, err := NewPuzzle(cols, rows, clues)
	if err != nil {
		t.Fatal(err)
	}
	count := make([]uint8, len(p.Bridges))
	for _, b := range rng.Perm(len(p.Bridges)) {
		free := true
		for _, x := range p.crossOf[b] {
			free = free && count[x] == 0
		}
		if free && rng.IntN(3) > 0 {
			count[b] = uint8(1 + rng.IntN(2))
		}
	}
	deg := p.degrees(count)
	for i, c := range p.Islands {
		clues[c] = max(deg[i], 1)
		if rng.IntN(10) == 0 {
			clues[c] = urlcodec.Unknown
		}
	}
	p, err = NewPuzzle(cols, rows, clues)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Solutions lists distinct answers the checker accepts, as many as Solve's
// status says (two for several), on random boards of every kind.
func TestSolutionsAgreeWithSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	ctx := context.Background()
	multiple := 0
	for range 300 {
		p := randomPuzzle(t, rng, 1+rng.IntN(7), 1+rng.IntN(7))
		want := p.Solve(ctx, 2).Status
		list, st := p.Solutions(ctx, 2)
		if st != want {
			t.Fatalf("%s: Solutions says %v, Solve %v", puzzle.LinkOf(p), st, want)
		}
		n := map[puzzle.Status]int{puzzle.None: 0, puzzle.Unique: 1, puzzle.Multiple: 2}[st]
		if len(list) != n {
			t.Fatalf("%s: %v with %d solutions", puzzle.LinkOf(p), st, len(list))
		}
		for _, a := range list {
			if v := p.Check(a); len(v) > 0 {
				t.Fatalf("%s: a listed solution breaks %q", puzzle.LinkOf(p), v[0].Msg)
			}
		}
		if n == 2 {
			multiple++
			if list[0].String() == list[1].String() {
				t.Fatalf("%s: the two solutions are the same", puzzle.LinkOf(p))
			}
		}
	}
	if multiple == 0 {
		t.Fatal("no board with several solutions")
	}
}
