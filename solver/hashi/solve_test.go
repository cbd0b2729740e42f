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
