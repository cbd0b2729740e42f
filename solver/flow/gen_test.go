package flow

import (
	"context"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestFlowGenerates: each level at the default size comes out proved
// unique, checked by the fast solver and the rules, and the same seed
// gives the same link.
func TestFlowGenerates(t *testing.T) {
	g := Genre{}
	for _, lv := range flowLevels {
		start := time.Now()
		p, got, err := generator.Generate(context.Background(), g, generator.Params{Level: lv.Name, Seed: 7}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lv.Name, err)
		}
		r := p.(*Puzzle).Solve(context.Background(), 2)
		if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
			t.Fatalf("%s: generated %s is %s", lv.Name, puzzle.LinkOf(p), r.Status)
		}
		again, _, _ := generator.Generate(context.Background(), g, generator.Params{Level: lv.Name, Seed: 7}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lv.Name)
		}
		t.Logf("%s -> %s %s in %v", lv.Name, got, puzzle.LinkOf(p), time.Since(start))
	}
}

// TestFlowPathsAreLong: generated boards have a few long paths, as
// published ones do (9x9: janko 11.6 cells a path, the Flow Free app
// 14.2), not the many short ones of a partition into the side's worth
// of colours and more (8.6 to 9.3 cells at 9x9).
func TestFlowPathsAreLong(t *testing.T) {
	g := Genre{}
	cells, paths := 0, 0
	for _, lv := range flowLevels {
		for seed := uint64(1); seed <= 3; seed++ {
			p, _, err := generator.Generate(context.Background(), g, generator.Params{Level: lv.Name, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s seed %d: %v", lv.Name, seed, err)
			}
			fp := p.(*Puzzle)
			cells += fp.G.Cells()
			paths += fp.Colours()
		}
	}
	if mean := float64(cells) / float64(paths); mean < 10.5 {
		t.Errorf("9x9: %.1f cells a path over 9 puzzles, want at least 10.5", mean)
	} else {
		t.Logf("9x9: %.1f cells a path over 9 puzzles", mean)
	}
}
