package hashi

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// TestHashiLevels generates each level at the default size and checks it:
// unique by the SAT model, about 30 islands, the grade the level says,
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
			// StartCarving aims at 37 of the 100 cells; growth stops
			// where no island fits.
			if n := len(p.Islands); n < 26 || n > 37 {
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

// TestRandomIslandsAreDense: the layouts have about as many islands as
// published boards (J-POP: 0.30 to 0.34 of the cells from 9x9 up), not the
// quarter that growth along fresh bridges alone reaches, and every layout
// is a valid puzzle with a solution (the bridges it was grown from), no
// two islands side by side.
func TestRandomIslandsAreDense(t *testing.T) {
	for _, n := range []int{10, 17} {
		g := grid.Grid{Cols: n, Rows: n}
		islands := 0
		const seeds = 20
		for seed := uint64(1); seed <= seeds; seed++ {
			clues := randomIslands(g, rand.New(rand.NewPCG(seed, 0)), g.Cells()*3/8)
			var nb []int
			for c, v := range clues {
				if v == urlcodec.Empty {
					continue
				}
				islands++
				for _, d := range g.Neighbours(nb[:0], c) {
					if clues[d] != urlcodec.Empty {
						t.Fatalf("%dx%d seed %d: islands %d and %d side by side", n, n, seed, c, d)
					}
				}
			}
			p, err := NewPuzzle(n, n, clues)
			if err != nil {
				t.Fatalf("%dx%d seed %d: %v", n, n, seed, err)
			}
			if r := p.Solve(context.Background(), 1); r.Status != puzzle.Found {
				t.Fatalf("%dx%d seed %d: %s: %s", n, n, seed, r.Status, puzzle.LinkOf(p))
			}
		}
		if ratio := float64(islands) / seeds / float64(g.Cells()); ratio < 0.30 {
			t.Errorf("%dx%d: %.3f islands per cell, want at least 0.30", n, n, ratio)
		} else {
			t.Logf("%dx%d: %.3f islands per cell", n, n, ratio)
		}
	}
}
