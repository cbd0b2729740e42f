package flow

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestReferenceShortCutIsExact: on random Numberlink boards the reference
// (touch-free colourings, then the question whether a single one extends
// into its empty cells) gives the status of the plain model, which counts
// every colouring, touching lines included. Boards whose one touch-free
// colouring extends (multiple only by the second question) must occur.
func TestReferenceShortCutIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	n := 1500
	if testing.Short() {
		n = 150
	}
	ctx := context.Background()
	seen := map[string]int{}
	for range n {
		p := randomBoard(rng, Numberlink, 5, 3)
		ref := p.SolveReference(ctx, 2)
		if err := puzzle.Verify(p, ref); err != nil {
			t.Fatalf("%s: %v", puzzle.LinkOf(p), err)
		}
		_, all := p.satModel().prob.Enumerate(ctx, 2)
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique, 2: puzzle.Multiple}[all.N]
		if !all.Complete && all.N < 2 || ref.Status != want {
			t.Fatalf("%s: reference %s, plain model %+v", puzzle.LinkOf(p), ref.Status, all)
		}
		tf := p.satModel()
		tf.touchFree(p)
		_, free := tf.prob.Enumerate(ctx, 2)
		if free.N == 1 && want == puzzle.Multiple {
			seen["extends"]++
		}
		seen[want.String()]++
	}
	for _, key := range []string{"unique", "multiple", "none", "extends"} {
		if seen[key] == 0 {
			t.Fatalf("no board with outcome %q among %v", key, seen)
		}
	}
	t.Log(seen)
}
