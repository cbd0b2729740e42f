package generator

import (
	"context"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

// TestFlowGenerates: each level at the default size comes out proved
// unique, checked by the fast solver and the rules, and the same seed
// gives the same link.
func TestFlowGenerates(t *testing.T) {
	g := flow.Genre{}
	for _, lv := range flowLevels {
		start := time.Now()
		p, got, err := Generate(context.Background(), g, Params{Level: lv.Name, Seed: 7}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lv.Name, err)
		}
		r := p.(*flow.Puzzle).Solve(context.Background(), 2)
		if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
			t.Fatalf("%s: generated %s is %s", lv.Name, puzzle.LinkOf(p), r.Status)
		}
		again, _, _ := Generate(context.Background(), g, Params{Level: lv.Name, Seed: 7}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lv.Name)
		}
		t.Logf("%s -> %s %s in %v", lv.Name, got, puzzle.LinkOf(p), time.Since(start))
	}
}

// TestFlowGenerationTimes reports the median generation time per level
// at 9x9 and 14x14 over FLOWGEN seeds (natively or under node WASM).
func TestFlowGenerationTimes(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("FLOWGEN"))
	if n <= 0 {
		t.Skip("set FLOWGEN=<seeds per level> to time generation")
	}
	sizes := []int{9, 14}
	if s, err := strconv.Atoi(os.Getenv("FLOWGENSIZE")); err == nil {
		sizes = []int{s}
	}
	for _, size := range sizes {
		for _, lv := range flowLevels {
			var times []time.Duration
			got := map[string]int{}
			var colours []int
			for seed := 1; seed <= n; seed++ {
				start := time.Now()
				pz, name, err := Generate(context.Background(), flow.Genre{}, Params{Cols: size, Rows: size, Level: lv.Name, Seed: uint64(seed)}, nil)
				if err != nil {
					t.Fatalf("%dx%d %s seed %d: %v", size, size, lv.Name, seed, err)
				}
				times = append(times, time.Since(start))
				got[name]++
				colours = append(colours, pz.(*flow.Puzzle).Colours())
			}
			sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
			sort.Ints(colours)
			t.Logf("%dx%d %-6s median %8.1f ms  max %8.1f ms  levels %v  colours %d..%d (median %d)", size, size, lv.Name,
				float64(times[len(times)/2].Microseconds())/1000, float64(times[len(times)-1].Microseconds())/1000, got,
				colours[0], colours[len(colours)-1], colours[len(colours)/2])
		}
	}
}
