package flow

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// randomBoard puts k random pairs on a small board.
func randomBoard(rng *rand.Rand, rules Rules, maxSide, maxPairs int) *Puzzle {
	cols, rows := 2+rng.IntN(maxSide-1), 2+rng.IntN(maxSide-1)
	k := 1 + rng.IntN(maxPairs)
	nums := make([]int, cols*rows)
	perm := rng.Perm(cols * rows)
	if 2*k > len(perm) {
		k = len(perm) / 2
	}
	for j := 0; j < 2*k; j++ {
		nums[perm[j]] = j/2 + 1
	}
	p, err := New(cols, rows, rules, nums, nil)
	if err != nil {
		panic(err)
	}
	return p
}

// TestColouringCounterAgreesWithSAT: on random small boards the exact
// colouring counter (Flow Free, lines may touch themselves) and the
// touch-free one with the detour test (Numberlink) give the SAT model's
// status, and every colouring they return passes the checker.
func TestColouringCounterAgreesWithSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 7))
	n := 3000
	if testing.Short() {
		n = 200
	}
	seen := map[string]int{}
	for i := 0; i < n; i++ {
		rules := Rules(rng.IntN(2))
		p := randomBoard(rng, rules, 6, 6)
		ref := p.SolveReference(context.Background(), 2)
		o, ok := CountColourings(context.Background(), p, 2, 0, nil, false)
		if !ok || !o.Complete {
			t.Fatalf("%s: counter refused or stopped", puzzle.LinkOf(p))
		}
		st := puzzle.None
		switch len(o.Solutions) {
		case 1:
			st = puzzle.Unique
			if rules == Numberlink && p.hasDetour(o.Solutions[0]) {
				st = puzzle.Multiple
			}
		case 2:
			st = puzzle.Multiple
		}
		if st != ref.Status {
			t.Fatalf("%s: counter %d colourings (%s), SAT %s", puzzle.LinkOf(p), len(o.Solutions), st, ref.Status)
		}
		for _, sol := range o.Solutions {
			if v := p.Check(Answer{P: p, Cells: sol, Paths: p.linesOf(sol)}); len(v) > 0 {
				t.Fatalf("%s: counter's colouring breaks a rule: %v", puzzle.LinkOf(p), v[0].Msg)
			}
		}
		seen[rules.String()+" "+st.String()]++
	}
	for _, key := range []string{"flow unique", "flow multiple", "flow none", "numberlink unique", "numberlink multiple", "numberlink none"} {
		if seen[key] == 0 {
			t.Fatalf("the random boards never gave %q: %v", key, seen)
		}
	}
}

// TestTouchFreeCountFindsSelfTouchingPuzzles: a board whose only
// solution has a line beside itself has no touch-free colouring, and
// Solve still finds it (the exact stage).
func TestOnlySelfTouchingSolution(t *testing.T) {
	// 2x2, one pair side by side: the line must go round.
	p, err := New(2, 2, FlowFree, []int{1, 1, 0, 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	o, _ := CountColourings(context.Background(), p, 2, 0, nil, true)
	if !o.Complete || len(o.Solutions) != 0 {
		t.Fatalf("touch-free count: %d (%v)", len(o.Solutions), o.Complete)
	}
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
		t.Fatalf("Solve: %s", r.Status)
	}
}
