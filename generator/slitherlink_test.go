package generator

import (
	"context"
	"os"
	"runtime"
	"sort"
	"strconv"
	"testing"
	"time"

	"pencilbox/solver/hashi"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/slitherlink"
)

// TestSlitherlinkLevels generates each level at the default size and
// checks it independently: unique by the SAT model, and graded by the
// rules as the level says (easy: basic rules solve it; medium: they do not
// but contradictions do; hard: neither).
func TestSlitherlinkLevels(t *testing.T) {
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, lvl := range []string{"easy", "medium", "hard"} {
		for _, seed := range seeds {
			start := time.Now()
			pz, got, err := Generate(context.Background(), slitherlink.Genre{}, Params{Level: lvl, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s seed %d: %v", lvl, seed, err)
			}
			p := pz.(*slitherlink.Puzzle)
			t.Logf("%s seed %d: %s in %v: %s", lvl, seed, got, time.Since(start), puzzle.LinkOf(p))
			if got != lvl {
				t.Errorf("%s seed %d: graded %s", lvl, seed, got)
			}
			if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
				t.Fatalf("%s seed %d: %v", lvl, seed, r.Status)
			}
			want := map[string]int{"easy": slitherlink.LevelEasy, "medium": slitherlink.LevelMedium, "hard": slitherlink.LevelHard}[got]
			if g := p.Grade(); g != want {
				t.Errorf("%s seed %d: Grade() = %d", lvl, seed, g)
			}
			// Same seed, same puzzle.
			again, _, _ := Generate(context.Background(), slitherlink.Genre{}, Params{Level: lvl, Seed: seed}, nil)
			if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
				t.Fatalf("%s seed %d: not reproducible", lvl, seed)
			}
		}
	}
}

// TestGenerationTimes prints the median and max generation time per level
// at the default size over a few seeds (PENCILBOX_GENBENCH=N seeds; not
// part of the normal run). Used for BENCHMARKS.md, natively and in WASM.
func TestGenerationTimes(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PENCILBOX_GENBENCH"))
	if n <= 0 {
		t.Skip("set PENCILBOX_GENBENCH=<seeds> to time generation")
	}
	for _, g := range []puzzle.Genre{slitherlink.Genre{}, hashi.Genre{}} {
		for _, lvl := range Levels(g) {
			var ms []float64
			for seed := 1; seed <= n; seed++ {
				start := time.Now()
				if _, _, err := Generate(context.Background(), g, Params{Level: lvl.Name, Seed: uint64(seed)}, nil); err != nil {
					t.Fatal(err)
				}
				ms = append(ms, float64(time.Since(start).Microseconds())/1000)
			}
			sort.Float64s(ms)
			t.Logf("%s %s: n=%d median=%.0f ms max=%.0f ms (%s)", g.Name(), lvl.Name, n, ms[n/2], ms[n-1], runtime.GOARCH)
		}
	}
}
