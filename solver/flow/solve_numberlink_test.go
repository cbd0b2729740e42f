package flow

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestNumberlinkLongStripsAgree: Numberlink strips routeSide long (so
// Solve routes first and reads the detour off the routed answer) and 2-3
// rows, small enough for the SAT reference, with random pairs: Solve
// gives the reference's status, and its answers pass the checker.
func TestNumberlinkLongStripsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 48))
	n := 150
	if testing.Short() {
		n = 40
	}
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		cols, rows := routeSide+rng.IntN(3), 2+rng.IntN(2)
		k := 1 + rng.IntN(5)
		nums := make([]int, cols*rows)
		perm := rng.Perm(cols * rows)
		for j := 0; j < 2*k; j++ {
			nums[perm[j]] = j/2 + 1
		}
		p, err := New(cols, rows, Numberlink, nums, nil)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		fast := p.Solve(ctx, 2)
		ref := p.SolveReference(ctx, 2)
		cancel()
		if fast.Status != ref.Status {
			t.Fatalf("%s: Solve %s, SAT %s", puzzle.LinkOf(p), fast.Status, ref.Status)
		}
		if err := puzzle.Verify(p, fast); err != nil {
			t.Fatalf("%s: %v", puzzle.LinkOf(p), err)
		}
		seen[ref.Status]++
	}
	if seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Fatalf("the strips did not cover multiple and none: %v", seen)
	}
}

// TestNumberlinkRoomySettlesAtOnce: a 48x35 board with a few pairs far
// apart and most cells free has no answer that fills every cell; Solve
// routes it and settles "multiple" from the detour in the routed answer,
// well within a second, where the fill model alone ran to its deadline.
func TestNumberlinkRoomySettlesAtOnce(t *testing.T) {
	cols, rows := 48, 35
	nums := make([]int, cols*rows)
	at := func(y, x int) int { return y*cols + x }
	nums[at(0, 0)], nums[at(0, 47)] = 1, 1
	nums[at(34, 0)], nums[at(34, 47)] = 2, 2
	nums[at(17, 3)], nums[at(17, 44)] = 3, 3
	p, err := New(cols, rows, Numberlink, nums, nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	start := time.Now()
	r := p.Solve(ctx, 2)
	if r.Status != puzzle.Multiple {
		t.Fatalf("status %s, want multiple", r.Status)
	}
	if err := puzzle.Verify(p, r); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("took %v", d)
	}
}
