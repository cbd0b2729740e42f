package evolomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestOtherNearAgrees: on public 6x6-8x8 boards (unique) and the same
// boards without their given squares (mostly several answers), the search
// near a first answer, when it settles the count, says what the block
// model's full count says; and it settles most of them.
func TestOtherNearAgrees(t *testing.T) {
	_, list := sampleOf(t, 6, 8, 12, 4)
	settled, multiple := 0, 0
	for _, in := range list {
		orig, bare := withoutGivens(t, in)
		for _, p := range []*Puzzle{orig, bare} {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			want := p.solveBlocks(ctx, 2, 0)
			cancel()
			a, ok := want.Answer.(Answer)
			if !ok || (want.Status != puzzle.Unique && want.Status != puzzle.Multiple) {
				t.Fatalf("%s: the block model says %v", in.Name, want.Status)
			}
			s := p.newSearch()
			got, ok := p.otherNear(context.Background(), a.Squares, s)
			if s.nodes == 0 {
				t.Errorf("%s: the near search's nodes were not counted", in.Name)
			}
			if !ok {
				continue
			}
			settled++
			if got == puzzle.Multiple {
				multiple++
			}
			if got != want.Status {
				t.Errorf("%s: near %v, block model %v", in.Name, got, want.Status)
			}
		}
	}
	if settled < len(list) || multiple == 0 {
		t.Errorf("near settled %d of %d boards (%d multiple)", settled, 2*len(list), multiple)
	}
}
