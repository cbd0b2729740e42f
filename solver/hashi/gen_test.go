package hashi

import (
	"context"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestHashiLevels generates each level at the default size and checks it:
// unique by the SAT model, about 20 islands, the grade the level says,
// the same puzzle again from the same seed.
func TestHashiLevels(t *testing.T) {
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, lvl := range []string{"easy", "medium", "hard"} {
		for _, seed := range seeds {
			start := time.Now()
			pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s seed %d: %v", lvl, seed, err)
			}
			p := pz.(*Puzzle)
			t.Logf("%s seed %d: %s in %v, %d islands: %s", lvl, seed, got, time.Since(start), len(p.Islands), puzzle.LinkOf(p))
			if got != lvl {
				t.Errorf("%s seed %d: graded %s", lvl, seed, got)
			}
			// StartCarving aims at a third of the 100 cells; growth stops
			// where no island fits.
			if n := len(p.Islands); n < 18 || n > 34 {
				t.Errorf("%s seed %d: %d islands", lvl, seed, n)
			}
			if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
				t.Fatalf("%s seed %d: %v", lvl, seed, r.Status)
			}
			want := map[string]int{"easy": LevelEasy, "medium": LevelMedium, "hard": LevelHard}[got]
			if g := p.Grade(); g != want {
				t.Errorf("%s seed %d: Grade() = %d", lvl, seed, g)
			}
			again, _, _ := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: seed}, nil)
			if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
				t.Fatalf("%s seed %d: not reproducible", lvl, seed)
			}
		}
	}
}
