package flow

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// TestRouteFirstRandom: on random small Numberlink boards whatever
// routeFirst returns passes the checker, and it only answers boards the SAT
// model can solve.
func TestRouteFirstRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 5))
	trials := 300
	if testing.Short() {
		trials = 100
	}
	found := 0
	for i := 0; i < trials; i++ {
		p := randomBoard(rng, Numberlink, 7, 6)
		cells, _ := p.routeFirst(context.Background(), routeBudget(p))
		if cells == nil {
			continue
		}
		found++
		if v := p.Check(p.answer(cells)); len(v) > 0 {
			t.Fatalf("board %d %s: unchecked answer: %v", i, p.Link(), v)
		}
		if r := p.SolveReference(context.Background(), 1); r.Status == puzzle.None {
			t.Fatalf("board %d %s: routed a board without answer", i, p.Link())
		}
	}
	t.Logf("%d of %d random boards routed", found, trials)
	if found == 0 {
		t.Fatal("no random board routed")
	}
}

// TestRouteFirstGenerated: boards made from random touch-free partitions
// (so they have an answer), read under Numberlink rules.
func TestRouteFirstGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 6))
	trials := 12
	if testing.Short() {
		trials = 6
	}
	found := 0
	for i := 0; i < trials; i++ {
		side := 7 + rng.IntN(6)
		fp := touchFreeBoard(rng, side, side, side+rng.IntN(side))
		nums := make([]int, fp.G.Cells())
		for c, k := range fp.Dots {
			nums[c] = k
		}
		p, err := New(side, side, Numberlink, nums, nil)
		if err != nil {
			t.Fatal(err)
		}
		cells, _ := p.routeFirst(context.Background(), routeBudget(p))
		if cells == nil {
			continue
		}
		found++
		if v := p.Check(p.answer(cells)); len(v) > 0 {
			t.Fatalf("board %d %s: unchecked answer: %v", i, p.Link(), v)
		}
	}
	t.Logf("%d of %d generated boards routed", found, trials)
	if found < trials/2 {
		t.Fatalf("only %d of %d generated boards routed", found, trials)
	}
}

// TestRouteFirstJanko: a few small janko boards are routed to their
// answer (each is unique, so a checked routing is the recorded solution).
func TestRouteFirstJanko(t *testing.T) {
	s := readSet(t, "janko_arukone.txt")
	found, tried := 0, 0
	for i := range s.Instances {
		in := &s.Instances[i]
		if i%20 != 0 || in.Cols > 12 || in.Meta["covers_all_cells"] != "yes" {
			continue
		}
		pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		tried++
		cells, _ := p.routeFirst(context.Background(), routeBudget(p))
		if cells == nil {
			continue
		}
		found++
		if v := p.Check(p.answer(cells)); len(v) > 0 {
			t.Fatalf("%s: unchecked answer: %v", in.Name, v)
		}
		if got, want := p.answer(cells).String(), mustParse(p, in.Solution); got != want {
			t.Errorf("%s: routed\n%s\nwant\n%s", in.Name, got, want)
		}
	}
	t.Logf("%d of %d janko boards routed", found, tried)
	if found < 3 {
		t.Fatalf("only %d of %d janko boards routed", found, tried)
	}
}

// TestRouteFirstDeadline: a spent context stops it at once.
func TestRouteFirstDeadline(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 7))
	p := randomBoard(rng, Numberlink, 7, 6)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if cells, pops := p.routeFirst(ctx, routeBudget(p)); cells != nil || pops > 1<<20 {
		t.Fatalf("routed %v in %d pops after cancel", cells != nil, pops)
	}
}
