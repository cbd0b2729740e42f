package fillomino

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/grid"
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
			// easy keeps the clues its two rules need (about 44 % of the
			// board at 10x10); hard carves to a minimal set (about 36 %)
			if limit := map[string]int{"easy": 52, "medium": 50, "hard": 45}[lvl]; clues*100 > limit*len(vals) {
				t.Errorf("%s/%d: %d clues of %d cells", lvl, seed, clues, len(vals))
			}
			t.Logf("%s/%d: %d clues, cells per number %v", lvl, seed, clues, sizes)
		}
	}
}

// The random solution is a legal board at every offered size for every
// seed (the old partition gave up on every 15x15 board and on some 12x12
// ones), and the same seed gives the same board.
func TestFillominoPartitionEverySize(t *testing.T) {
	seeds := uint64(300)
	if testing.Short() {
		seeds = 50
	}
	for _, s := range (Genre{}).Sizes() {
		g := grid.Grid{Cols: s[0], Rows: s[1]}
		for seed := uint64(1); seed <= seeds; seed++ {
			vals := randomPartition(g, rand.New(rand.NewPCG(seed, 1)))
			again := randomPartition(g, rand.New(rand.NewPCG(seed, 1)))
			if p, err := NewPuzzle(g, vals, nil); err != nil {
				t.Fatalf("%v/%d: %v", s, seed, err)
			} else if v := p.Check(Answer{G: g, Values: vals}); v != nil {
				t.Fatalf("%v/%d: not a solved board: %v", s, seed, v)
			}
			for c := range vals {
				if vals[c] != again[c] {
					t.Fatalf("%v/%d: the same seed gave two boards", s, seed)
				}
			}
		}
	}
}

// Every offered size generates for the first seeds (12x12 seed 20260902
// failed before), proved unique, and Easy gives at most about 45 % of the
// cells.
func TestFillominoEverySize(t *testing.T) {
	seeds := []uint64{1, 2, 3, 20260902}
	if testing.Short() {
		seeds = seeds[:1]
	}
	clues, cells := 0, 0
	for _, s := range (Genre{}).Sizes() {
		for _, seed := range seeds {
			pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: s[0], Rows: s[1], Level: "easy", Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%v/%d: %v", s, seed, err)
			}
			p := pz.(*Puzzle)
			if ok, _ := p.HumanSolve(RuleIsolated); !ok || got != "easy" {
				t.Fatalf("%v/%d: graded %s, easy rules solve it: %v", s, seed, got, ok)
			}
			n := 0
			for _, c := range p.Clues {
				if c > 0 {
					n++
				}
			}
			if n*100 > 60*len(p.Clues) { // 6x6 boards vary most
				t.Errorf("%v/%d: %d givens of %d cells", s, seed, n, len(p.Clues))
			}
			clues += n
			cells += len(p.Clues)
		}
	}
	t.Logf("easy givens: %d of %d cells (%.1f %%)", clues, cells, 100*float64(clues)/float64(cells))
	if clues*100 > 46*cells {
		t.Errorf("easy gives %d of %d cells", clues, cells)
	}
}

// Easy and medium never give more than their share of the cells away
// (at 6x6, where guarded carving most often leaves too many), and a
// symmetric pattern, which costs clues by design, is still made.
func TestFillominoGivenShare(t *testing.T) {
	for level, most := range maxGivenShare {
		name := fillominoLevels[level].Name
		for seed := uint64(1); seed <= 10; seed++ {
			pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: 6, Rows: 6, Level: name, Seed: seed}, nil)
			if err != nil || got != name {
				t.Fatalf("6x6 %s seed %d: %v, made %s", name, seed, err, got)
			}
			clues := 0
			for _, c := range pz.(*Puzzle).Clues {
				if c > 0 {
					clues++
				}
			}
			if float64(clues) > most*36 {
				t.Errorf("6x6 %s seed %d gives %d of 36 cells: %s", name, seed, clues, puzzle.LinkOf(pz))
			}
		}
	}
	if _, _, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: 6, Rows: 6, Seed: 1, Symmetric: true}, nil); err != nil {
		t.Errorf("symmetric 6x6 easy: %v", err)
	}
}

// The carving's removal test agrees with a full count: removing a clue from
// a unique board leaves it unique exactly when no solution differs from
// the known one on that cell, and a solution it finds is a real one that
// differs there.
func TestFillominoSolveAvoiding(t *testing.T) {
	ctx := context.Background()
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	g := grid.Grid{Cols: 6, Rows: 6}
	unique, multiple := 0, 0
	for seed := uint64(1); seed <= seeds; seed++ {
		rng := rand.New(rand.NewPCG(seed, 2))
		sol := randomPartition(g, rng)
		clues := append([]int(nil), sol...)
		for _, c := range rng.Perm(len(clues)) {
			clues[c] = 0
			p, err := NewPuzzle(g, clues, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := p.Solve(ctx, 2).Status
			r := p.solveAvoiding(ctx, c, sol[c], sol, 1<<40)
			switch {
			case want == puzzle.Unique && r.Status == puzzle.None:
				unique++
			case want == puzzle.Multiple && r.Status == puzzle.Found:
				multiple++
				vals := r.Answer.(Answer).Values
				if vals[c] == sol[c] || p.Check(r.Answer) != nil {
					t.Fatalf("seed %d cell %d: found %v, which does not differ there or breaks the rules", seed, c, vals)
				}
				clues[c] = sol[c]
			default:
				t.Fatalf("seed %d cell %d: count says %s, the removal test %s", seed, c, want, r.Status)
			}
		}
	}
	if unique == 0 || multiple == 0 {
		t.Errorf("only one kind of removal tried: %d unique, %d multiple", unique, multiple)
	}
}
