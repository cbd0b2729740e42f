package survo

import (
	"context"
	"fmt"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestSurvoLevels generates each level at 5x5 (4x4, without hard, under
// -short): the level
// asked for, unique by the exact search and (small boards) by the SAT
// model, minimal for the level (without any single given the solution is
// not unique, or not within the level's proof budget), and reproducible.
func TestSurvoLevels(t *testing.T) {
	g, _ := puzzle.ByName("survo")
	n := 5
	if testing.Short() {
		n = 4
	}
	ctx := context.Background()
	for i, lv := range generator.Levels(g) {
		if i == hard && !hardOffered(n*n) {
			continue
		}
		p, got, err := generator.Generate(ctx, g, generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: 3}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lv.Name, err)
		}
		if got != lv.Name {
			t.Errorf("%s: graded %s", lv.Name, got)
		}
		sp := p.(*Puzzle)
		if r := sp.Solve(ctx, 2); r.Status != puzzle.Unique {
			t.Errorf("%s: search says %v", lv.Name, r.Status)
		}
		if n == 4 {
			if r := sp.SolveReference(ctx, 2); r.Status != puzzle.Unique {
				t.Errorf("%s: SAT says %v", lv.Name, r.Status)
			}
		}
		if lv.Name != "easy" {
			for c, v := range sp.Givens {
				if v == 0 {
					continue
				}
				fewer := append([]int(nil), sp.Givens...)
				fewer[c] = 0
				if count, _, _, complete := Count(ctx, sp, fewer, 2, levelBudget(i, n*n)); complete && count == 1 {
					t.Errorf("%s: the given at cell %d is not needed", lv.Name, c)
				}
			}
		}
		again, _, _ := generator.Generate(ctx, g, generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: 3}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Errorf("%s: the same seed gave a different puzzle", lv.Name)
		}
	}
}

// TestHardWithheld: boards under 20 cells refuse hard rather than hand out
// a medium puzzle, and 5x4 has it.
func TestHardWithheld(t *testing.T) {
	g, _ := puzzle.ByName("survo")
	for _, sz := range [][2]int{{3, 3}, {4, 3}, {4, 4}} {
		if _, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: sz[0], Rows: sz[1], Level: "hard", Seed: 1}, nil); err == nil {
			t.Errorf("%dx%d hard: generated, want a refusal", sz[0], sz[1])
		}
	}
	if _, got, err := generator.Generate(context.Background(), g, generator.Params{Cols: 5, Rows: 4, Level: "hard", Seed: 1}, nil); err != nil || got != "hard" {
		t.Errorf("5x4 hard: %s, %v", got, err)
	}
}

// BenchmarkGenerate times generation per level at the default size (5x5)
// and the largest (8x8), one seed per iteration: the figures behind the
// level budgets in gen.go.
func BenchmarkGenerate(b *testing.B) {
	g, _ := puzzle.ByName("survo")
	for _, n := range []int{5, 8} {
		for _, lv := range generator.Levels(g) {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, lv.Name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					p := generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: uint64(i)}
					if _, got, err := generator.Generate(context.Background(), g, p, nil); err != nil || got != lv.Name {
						b.Fatalf("seed %d: %s, %v", i, got, err)
					}
				}
			})
		}
	}
}
