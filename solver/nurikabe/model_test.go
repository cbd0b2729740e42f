package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestNarrowedModelsAgree: on random small boards, the models the
// reference builds on the rules' board (islands' reach narrowed by its
// known cells, Lazy and Levels) count like the full model on the bare
// board: same status, same answer when unique; and the narrowing does cut
// some reach in the sample.
func TestNarrowedModelsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 41))
	n := 300
	if testing.Short() {
		n = 120
	}
	seen := map[puzzle.Status]int{}
	narrowed := 0
	for i := 0; i < n; i++ {
		p := randomHalfBoard(rng, 5)
		if p == nil {
			continue
		}
		full := p.solveModel(context.Background(), 2, Lazy, nil, false)
		seen[full.Status]++
		b := p.newBoard()
		if _, err := b.propagate(allRules); err != nil {
			if full.Status != puzzle.None {
				t.Fatalf("%v: the rules fail, the full model says %v", p.Link(), full.Status)
			}
			continue
		}
		_, before := p.reachable(nil)
		_, after := p.reachable(b.v)
		for k := range before {
			if len(after[k]) < len(before[k]) {
				narrowed++
				break
			}
		}
		for _, enc := range []Encoding{Lazy, Levels} {
			r := p.solveModel(context.Background(), 2, enc, b.v, true)
			if r.Status != full.Status {
				t.Fatalf("%v: narrowed encoding %d says %v, the full model %v", p.Link(), enc, r.Status, full.Status)
			}
			if r.Status == puzzle.Unique && r.Answer.String() != full.Answer.String() {
				t.Fatalf("%v: narrowed encoding %d gives another answer", p.Link(), enc)
			}
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 || narrowed == 0 {
		t.Fatalf("the sample misses a case: %v, %d boards narrowed", seen, narrowed)
	}
	t.Logf("%v, %d boards narrowed", seen, narrowed)
}
