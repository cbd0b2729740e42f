package flow

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestReferenceShortCutIsExact: on random Numberlink boards the reference
// (smallest colourings, then expands) gives the status of the plain
// model, which counts every colouring, touching lines included. Boards
// with one touch-free colouring that extends into its empty cells (the
// case of the short-cut lemma's second question) must occur.
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
		_, all := p.satModel(context.Background()).prob.Enumerate(ctx, 2)
		want := map[int]puzzle.Status{0: puzzle.None, 1: puzzle.Unique, 2: puzzle.Multiple}[all.N]
		if !all.Complete && all.N < 2 || ref.Status != want {
			t.Fatalf("%s: reference %s, plain model %+v", puzzle.LinkOf(p), ref.Status, all)
		}
		tf := p.satModel(context.Background())
		tf.touchFree(p)
		_, free := tf.prob.Enumerate(ctx, 2)
		if free.N == 1 && want == puzzle.Multiple {
			seen["extends"]++
		}
		seen[want.String()]++
	}
	requireOutcomes(t, seen, "unique", "multiple", "none", "extends")
}

// TestTouchFreeSettle: on random Numberlink boards, settling from a known
// solution by the short-cut lemma and the touch-free SAT question
// (touchFreeSettle) gives the reference's status, from solutions that
// touch themselves too; touchFreeColouring agrees with the definition
// (every same-colour pair side by side is a step of the line).
func TestTouchFreeSettle(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 600
	if testing.Short() {
		n = 80
	}
	ctx := context.Background()
	seen := map[string]int{}
	for range n {
		p := randomBoard(rng, Numberlink, 6, 5)
		ref := p.SolveReference(ctx, 2)
		if ref.Status == puzzle.None || ref.Status == puzzle.Unknown {
			continue
		}
		m := p.satModel(context.Background())
		model, st := m.prob.Solve(ctx)
		if st != sat.Sat {
			t.Fatalf("%s: the plain model says %s, the reference %s", puzzle.LinkOf(p), st, ref.Status)
		}
		first := p.modelCells(m, model)
		checkCells(t, p, first)
		free := p.touchFreeColouring(first)
		if free != touchFreeByPaths(p, first) {
			t.Fatalf("%s: touchFreeColouring %v on %v", puzzle.LinkOf(p), free, first)
		}
		r, ok := p.touchFreeSettle(ctx, first, puzzle.Result{})
		if !ok || r.Status != ref.Status {
			t.Fatalf("%s: touchFreeSettle %s (ok %v), reference %s", puzzle.LinkOf(p), r.Status, ok, ref.Status)
		}
		if other, done := p.touchFreeFillOther(ctx, first); free && done && other != nil {
			checkCells(t, p, other)
		}
		seen[fmt.Sprintf("%s touch-free %v", r.Status, free)]++
	}
	requireOutcomes(t, seen, "unique touch-free true", "multiple touch-free true", "multiple touch-free false")
}

// requireOutcomes fails the test unless each outcome was seen on some
// random board, so a test's sample keeps covering the cases it is for.
func requireOutcomes(t *testing.T, seen map[string]int, outcomes ...string) {
	t.Helper()
	for _, key := range outcomes {
		if seen[key] == 0 {
			t.Fatalf("no board with outcome %q among %v", key, seen)
		}
	}
	t.Log(seen)
}

// touchFreeByPaths: every pair of side-by-side cells of one colour is a
// step of that colour's line.
func touchFreeByPaths(p *Puzzle, cells []int) bool {
	lines := p.linesOf(cells)
	for k := 1; k <= p.Colours(); k++ {
		at := map[int]int{}
		for i, c := range lines[k] {
			at[c] = i
		}
		for c, v := range cells {
			if v != k {
				continue
			}
			var nb []int
			for _, r := range p.G.Neighbours(nb, c) {
				if cells[r] == k && at[r]-at[c] != 1 && at[c]-at[r] != 1 {
					return false
				}
			}
		}
	}
	return true
}
