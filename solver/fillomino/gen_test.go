package fillomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// Every level at the default size: unique, graded as asked, reproducible
// from the seed.
func TestFillominoLevels(t *testing.T) {
	for _, lvl := range []string{"easy", "medium", "hard"} {
		start := time.Now()
		pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: 7}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lvl, err)
		}
		p := pz.(*Puzzle)
		if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
			t.Fatalf("%s: %s", lvl, r.Status)
		}
		again, _, _ := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: 7}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lvl)
		}
		t.Logf("%s -> %s in %v: %s", lvl, got, time.Since(start), puzzle.LinkOf(p))
		if got != lvl && lvl != "hard" {
			t.Errorf("%s graded %s", lvl, got)
		}
	}
}

// Generated puzzles look like real Fillomino: the solution mixes region
// sizes (no sea of 1s) and the clues do not give most of it away.
func TestFillominoVariety(t *testing.T) {
	seeds := 3
	if testing.Short() {
		seeds = 1
	}
	for _, lvl := range []string{"easy", "medium", "hard"} {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			pz, _, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: 10, Rows: 10, Level: lvl, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s/%d: %v", lvl, seed, err)
			}
			p := pz.(*Puzzle)
			r := p.Solve(context.Background(), 2)
			if r.Status != puzzle.Unique {
				t.Fatalf("%s/%d: %s", lvl, seed, r.Status)
			}
			vals := r.Answer.(Answer).Values
			sizes := map[int]int{}
			for _, v := range vals {
				sizes[v]++
			}
			clues := 0
			for _, c := range p.Clues {
				if c > 0 {
					clues++
				}
			}
			if len(sizes) < 4 || sizes[1]*100 > 15*len(vals) || sizes[1]+sizes[2] > len(vals)/3 {
				t.Errorf("%s/%d: region sizes too uniform or too small: %v", lvl, seed, sizes)
			}
			// easy keeps the clues its two rules need (about half the
			// board at 10x10); hard carves to a minimal set (about a third)
			if limit := map[string]int{"easy": 60, "medium": 55, "hard": 45}[lvl]; clues*100 > limit*len(vals) {
				t.Errorf("%s/%d: %d clues of %d cells", lvl, seed, clues, len(vals))
			}
			t.Logf("%s/%d: %d clues, cells per number %v", lvl, seed, clues, sizes)
		}
	}
}
