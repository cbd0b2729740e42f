package futoshiki

import (
	"context"
	"fmt"
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

// TestGeneratedPuzzlesHaveSigns: signs are the genre, so no puzzle may
// come out without one, and over a few seeds at least two clues in five
// are signs at every level.
func TestGeneratedPuzzlesHaveSigns(t *testing.T) {
	g, _ := puzzle.ByName("futoshiki")
	for _, n := range []int{4, 5, 6} {
		for _, lv := range generator.Levels(g) {
			signs, digits := 0, 0
			for seed := uint64(1); seed <= 4; seed++ {
				p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: seed}, nil)
				if err != nil {
					t.Fatalf("%dx%d %s seed %d: %v", n, n, lv.Name, seed, err)
				}
				fp := p.(*Puzzle)
				if len(fp.Pairs()) == 0 {
					t.Errorf("%dx%d %s seed %d: no sign: %s", n, n, lv.Name, seed, puzzle.LinkOf(p))
				}
				signs += len(fp.Pairs())
				for _, v := range fp.Givens {
					if v != 0 {
						digits++
					}
				}
			}
			if 5*signs < 2*(signs+digits) {
				t.Errorf("%dx%d %s: %d signs and %d digits over 4 seeds", n, n, lv.Name, signs, digits)
			}
		}
	}
}

// TestSymmetricPattern: the page asks for symmetric puzzles; the
// digit-first pass must keep the clue pattern invariant under a 180°
// rotation (a sign maps to the sign on the rotated edge).
func TestSymmetricPattern(t *testing.T) {
	g, _ := puzzle.ByName("futoshiki")
	for _, lv := range generator.Levels(g) {
		p, got, err := generator.Generate(context.Background(), g, generator.Params{Cols: 6, Rows: 6, Level: lv.Name, Seed: 2, Symmetric: true}, nil)
		if err != nil || got != lv.Name {
			t.Fatalf("%s: %s, %v", lv.Name, got, err)
		}
		fp := p.(*Puzzle)
		n := fp.N
		for q := 0; q < n*n; q++ {
			r := n*n - 1 - q
			bad := (fp.Givens[q] == 0) != (fp.Givens[r] == 0)
			if q%n < n-1 {
				bad = bad || (fp.Right[q] == NoRel) != (fp.Right[r-1] == NoRel)
			}
			if q/n < n-1 {
				bad = bad || (fp.Down[q] == NoRel) != (fp.Down[r-n] == NoRel)
			}
			if bad {
				t.Fatalf("%s: not symmetric at r%dc%d: %s", lv.Name, q/n+1, q%n+1, puzzle.LinkOf(p))
			}
		}
	}
}

// BenchmarkGenerate times generation per level at the default size (5x5)
// and the largest (9x9), one seed per iteration.
func BenchmarkGenerate(b *testing.B) {
	g, _ := puzzle.ByName("futoshiki")
	for _, n := range []int{5, 9} {
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
