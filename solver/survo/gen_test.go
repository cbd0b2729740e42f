package survo

import (
	"context"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestSurvoLevels generates each level at 5x5 (4x4 under -short): the level
// asked for, unique by the exact search and (small boards) by the SAT
// model, minimal (every single given is needed), and reproducible.
func TestSurvoLevels(t *testing.T) {
	g, _ := puzzle.ByName("survo")
	n := 5
	if testing.Short() {
		n = 4
	}
	ctx := context.Background()
	for _, lv := range generator.Levels(g) {
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
				if count, _, _, _ := Count(ctx, sp, fewer, 2, 0); count == 1 {
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

// BenchmarkSurvo5x5 times generation of a unique 5x5 per level (one seed
// per iteration).
func BenchmarkSurvo5x5(b *testing.B) {
	g, _ := puzzle.ByName("survo")
	for _, lv := range generator.Levels(g) {
		b.Run(lv.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: 5, Rows: 5, Level: lv.Name, Seed: uint64(i)}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
