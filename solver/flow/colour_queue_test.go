package flow

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestLeanQueueFindsTheSameColourings holds Flow Free's lean propagation
// queue (a changed cell is visited only when its rules have something new
// to read, its neighbours not at all) to the queue that visits every
// changed cell and its neighbours: on random boards too large for the
// brute-force test, both counters find the same colourings in the same
// order, touch-free and exact, and agree on whether the count is complete.
func TestLeanQueueFindsTheSameColourings(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 1))
	boards, found := 0, 0
	for boards < 120 {
		p := randomBoard(rng, FlowFree, 8, 7)
		if p == nil || p.Colours() < 2 {
			continue
		}
		boards++
		for _, touchFree := range []bool{true, false} {
			run := func(visitAll bool) ExactOutcome {
				s := newColourCounter(context.Background(), p, 16, 200_000, nil, touchFree, false)
				if s == nil {
					t.Fatalf("%s: no colouring counter", puzzle.LinkOf(p))
				}
				s.visitAll = visitAll
				return s.run()
			}
			lean, all := run(false), run(true)
			if lean.Complete != all.Complete || len(lean.Solutions) != len(all.Solutions) {
				t.Fatalf("%s (touch-free %v): lean queue %d colourings (complete %v), full queue %d (complete %v)",
					puzzle.LinkOf(p), touchFree, len(lean.Solutions), lean.Complete, len(all.Solutions), all.Complete)
			}
			for i := range lean.Solutions {
				if !slices.Equal(lean.Solutions[i], all.Solutions[i]) {
					t.Fatalf("%s (touch-free %v): colouring %d differs between the queues", puzzle.LinkOf(p), touchFree, i)
				}
			}
			found += len(lean.Solutions)
		}
	}
	if found == 0 {
		t.Fatal("no board had a colouring: the test compares nothing")
	}
}
