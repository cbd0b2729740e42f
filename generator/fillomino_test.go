package generator

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/fillomino"
	"pencilbox/solver/puzzle"
)

// Every level at the default size: unique, graded as asked, reproducible
// from the seed.
func TestFillominoLevels(t *testing.T) {
	for _, lvl := range []string{"easy", "medium", "hard"} {
		start := time.Now()
		pz, got, err := Generate(context.Background(), fillomino.Genre{}, Params{Level: lvl, Seed: 7}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lvl, err)
		}
		p := pz.(*fillomino.Puzzle)
		if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
			t.Fatalf("%s: %s", lvl, r.Status)
		}
		again, _, _ := Generate(context.Background(), fillomino.Genre{}, Params{Level: lvl, Seed: 7}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lvl)
		}
		t.Logf("%s -> %s in %v: %s", lvl, got, time.Since(start), puzzle.LinkOf(p))
		if got != lvl && lvl != "hard" {
			t.Errorf("%s graded %s", lvl, got)
		}
	}
}
