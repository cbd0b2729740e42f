package slitherlink

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Solve (rules, then SAT with their edges as units) must agree with the
// plain SAT model on random small boards of every kind: no solution,
// several, one. A rule that deduces something false shows up here.
func TestSolveAgreesWithReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	ctx := context.Background()
	n := 1500
	if testing.Short() {
		n = 100
	}
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		cols, rows := 1+rng.IntN(6), 1+rng.IntN(6)
		clues := make([]int, cols*rows)
		for c := range clues {
			clues[c] = urlcodec.Empty
			if rng.IntN(3) == 0 {
				clues[c] = rng.IntN(4)
			}
		}
		p, err := NewPuzzle(cols, rows, clues)
		if err != nil {
			t.Fatal(err)
		}
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
}
