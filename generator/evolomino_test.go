package generator

import (
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"pencilbox/solver/evolomino"
	"pencilbox/solver/fillomino"
	"pencilbox/solver/puzzle"
)

// The placement phase alone: its board (all squares given, the rest
// shaded) satisfies the rules with its own squares.
func TestEvolominoPlacement(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20; i++ {
		p, err := GenerateEvolominoBoard(10, 10, DefaultEvoParams, rng)
		if err != nil {
			t.Fatal(err)
		}
		if v := p.Check(p.Start().Answer()); v != nil {
			t.Fatalf("placed board breaks the rules: %s\n%s", v[0].Msg, puzzle.LinkOf(p))
		}
	}
}

func TestEvolominoLevels(t *testing.T) {
	for _, lvl := range []string{"easy", "medium", "hard"} {
		start := time.Now()
		pz, got, err := Generate(context.Background(), evolomino.Genre{}, Params{Cols: 8, Rows: 8, Level: lvl, Seed: 5}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lvl, err)
		}
		p := pz.(*evolomino.Puzzle)
		if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
			t.Fatalf("%s: %s", lvl, r.Status)
		}
		again, _, _ := Generate(context.Background(), evolomino.Genre{}, Params{Cols: 8, Rows: 8, Level: lvl, Seed: 5}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lvl)
		}
		t.Logf("%s -> %s in %v: %s", lvl, got, time.Since(start), puzzle.LinkOf(p))
	}
}

// TestPolyominoGenerationTimes prints per-level generation times at the default
// size for Fillomino and Evolomino (seeds 1..N) when PENCILBOX_GENTIME is
// set to N; it is how BENCHMARKS.md's generation figures are taken,
// natively and under node.
func TestPolyominoGenerationTimes(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PENCILBOX_GENTIME"))
	if n <= 0 {
		t.Skip("set PENCILBOX_GENTIME=N to time N seeds per level")
	}
	for _, g := range []puzzle.Genre{fillomino.Genre{}, evolomino.Genre{}} {
		for _, lvl := range Levels(g) {
			var ds []time.Duration
			got := map[string]int{}
			for seed := 1; seed <= n; seed++ {
				start := time.Now()
				_, l, err := Generate(context.Background(), g, Params{Level: lvl.Name, Seed: uint64(seed)}, nil)
				if err != nil {
					t.Fatal(err)
				}
				ds = append(ds, time.Since(start))
				got[l]++
			}
			slices.Sort(ds)
			t.Logf("%s %s: median %v, max %v, graded %v", g.Name(), lvl.Name, ds[len(ds)/2].Round(time.Millisecond), ds[len(ds)-1].Round(time.Millisecond), got)
		}
	}
}
