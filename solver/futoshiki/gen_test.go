package futoshiki

import (
	"context"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestFutoshikiLevels generates each level at 5x5 and 7x7 (5x5 only under
// -short): the result must be the level asked for, proved unique by both
// solvers, graded by the human solver as that level, and the same seed must
// give the same link.
func TestFutoshikiLevels(t *testing.T) {
	g, _ := puzzle.ByName("futoshiki")
	sizes := []int{5, 7}
	if testing.Short() {
		sizes = sizes[:1]
	}
	ctx := context.Background()
	for _, n := range sizes {
		for i, lv := range generator.Levels(g) {
			p, got, err := generator.Generate(ctx, g, generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: 7}, nil)
			if err != nil {
				t.Fatalf("%dx%d %s: %v", n, n, lv.Name, err)
			}
			if got != lv.Name {
				t.Errorf("%dx%d %s: graded %s", n, n, lv.Name, got)
			}
			fp := p.(*Puzzle)
			if r := fp.Solve(ctx, 2); r.Status != puzzle.Unique {
				t.Errorf("%dx%d %s: fast solver says %v", n, n, lv.Name, r.Status)
			}
			if r := fp.SolveReference(ctx, 2); r.Status != puzzle.Unique {
				t.Errorf("%dx%d %s: SAT says %v", n, n, lv.Name, r.Status)
			}
			h, _ := NewHuman(fp, fp.Givens)
			hardest, solved := h.Grade(MaxTechnique)
			if i < 3 && (!solved || hardest.Tier() != i) || i == 3 && solved {
				t.Errorf("%dx%d %s: human solver %v solved=%v", n, n, lv.Name, hardest, solved)
			}
			again, _, _ := generator.Generate(ctx, g, generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: 7}, nil)
			if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
				t.Errorf("%dx%d %s: the same seed gave a different puzzle", n, n, lv.Name)
			}
		}
	}
}

// BenchmarkFutoshiki7x7 times generation per level at 7x7 (one seed per
// iteration).
func BenchmarkFutoshiki7x7(b *testing.B) {
	g, _ := puzzle.ByName("futoshiki")
	for _, lv := range generator.Levels(g) {
		b.Run(lv.Name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: 7, Rows: 7, Level: lv.Name, Seed: uint64(i)}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
