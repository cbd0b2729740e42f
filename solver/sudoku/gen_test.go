package sudoku

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"pencilbox/generator"
)

func gen(t testing.TB, p generator.Params) (*Puzzle, string) {
	t.Helper()
	pz, lvl, err := generator.Generate(context.Background(), Genre{}, p, nil)
	if err != nil {
		t.Fatalf("%+v: %v", p, err)
	}
	return pz.(*Puzzle), lvl
}

// Golden links per level for one seed at 9x9. The test runs natively and
// under GOOS=js GOARCH=wasm: a difference means generation depends on the
// platform (map order, time, int size), which would break shared seeds.
var golden = map[string]string{
	"easy":   "sudoku/9/9/k6k8g1i7g3l6j5h4l1g892g68h15h2g1n273h83g9g8j",
	"medium": "sudoku/9/9/i2i4g6j95n8i6g327h19k7h8h1l4h7g15j9m3g54h7",
	"hard":   "sudoku/9/9/i2j9k3i86h4j28k4g7j432g4h1h8g5j3g61l7i5g1h6i",
	"expert": "sudoku/9/9/i8m19g5h735h4h2i5i2i9h6i12k5g91g93p9g7h48h1i",
}

func TestGoldenLinks(t *testing.T) {
	for _, lvl := range []string{"easy", "medium", "hard", "expert"} {
		p, got := gen(t, generator.Params{Level: lvl, Seed: 42})
		if got != lvl {
			t.Errorf("%s: graded %s", lvl, got)
		}
		if link := p.Link().String(); link != golden[lvl] {
			t.Errorf("%s: link\n got %s\nwant %s", lvl, link, golden[lvl])
		}
	}
}

// grade checks a puzzle's level independently of the carving code: which
// technique caps solve it.
func grade(p *Puzzle) string {
	h := NewHuman(p.Geo)
	for _, c := range []struct {
		max  Technique
		name string
	}{{HiddenSingle, "easy"}, {HiddenPair, "medium"}, {MaxTechnique, "hard"}} {
		if _, solved, _ := h.Grade(p.Givens, c.max); solved {
			return c.name
		}
	}
	return "expert"
}

func checkUnique(t *testing.T, p *Puzzle) []uint8 {
	t.Helper()
	count, sol, _, complete := CountGrid(context.Background(), p.Geo, p.Givens, 2, 0)
	if !complete || count != 1 {
		t.Fatalf("puzzle %s: %d solutions (complete %v)", p.Link(), count, complete)
	}
	return sol
}

func TestLevels9x9(t *testing.T) {
	seeds := 3
	if testing.Short() {
		seeds = 1
	}
	for _, lvl := range []string{"easy", "medium", "hard", "expert"} {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			p, got := gen(t, generator.Params{Level: lvl, Seed: seed})
			if got != lvl || grade(p) != lvl {
				t.Fatalf("%s seed %d: returned %s, graded %s", lvl, seed, got, grade(p))
			}
			sol := checkUnique(t, p)
			// Minimal: every clue is needed.
			g := slices.Clone(p.Givens)
			for c, v := range g {
				if v == 0 {
					continue
				}
				g[c] = 0
				if count, _, _, _ := CountGrid(context.Background(), p.Geo, g, 2, 0); count != 2 {
					t.Fatalf("%s seed %d: clue r%dc%d can go", lvl, seed, c/9+1, c%9+1)
				}
				g[c] = v
				if sol[c] != v {
					t.Fatal("solution disagrees with a clue")
				}
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	a, _ := gen(t, generator.Params{Level: "hard", Seed: 7})
	b, _ := gen(t, generator.Params{Level: "hard", Seed: 7})
	c, _ := gen(t, generator.Params{Level: "hard", Seed: 8})
	if a.Link() != b.Link() {
		t.Fatalf("same seed, different puzzles:\n%s\n%s", a.Link(), b.Link())
	}
	if a.Link() == c.Link() {
		t.Fatal("different seeds gave the same puzzle")
	}
}

func TestSymmetric(t *testing.T) {
	for _, lvl := range []string{"easy", "expert"} {
		p, got := gen(t, generator.Params{Level: lvl, Seed: 3, Symmetric: true})
		checkUnique(t, p)
		if got != grade(p) {
			t.Fatalf("%s: returned %s, graded %s", lvl, got, grade(p))
		}
		n := len(p.Givens)
		for c := range p.Givens {
			if (p.Givens[c] == 0) != (p.Givens[n-1-c] == 0) {
				t.Fatalf("%s: clue pattern not symmetric at %d: %s", lvl, c, p)
			}
		}
	}
}

func TestOtherSizes(t *testing.T) {
	cases := []struct {
		n     int
		level string
	}{{4, "easy"}, {6, "easy"}, {6, "medium"}, {6, "hard"}, {6, "expert"}, {16, "easy"}, {16, "medium"}}
	if !testing.Short() {
		cases = append(cases, []struct {
			n     int
			level string
		}{{16, "hard"}, {16, "expert"}}...)
	}
	for _, tc := range cases {
		p, got := gen(t, generator.Params{Cols: tc.n, Rows: tc.n, Level: tc.level, Seed: 1})
		if p.Geo.N != tc.n {
			t.Fatalf("asked %dx%d, got %dx%d", tc.n, tc.n, p.Geo.N, p.Geo.N)
		}
		checkUnique(t, p)
		if got != tc.level || grade(p) != tc.level {
			t.Errorf("%dx%d %s: returned %s, graded %s", tc.n, tc.n, tc.level, got, grade(p))
		}
	}
	// Withheld: no 4x4 needs more than singles (TestShidokuIsAlwaysEasy),
	// and Generate refuses rather than hand out an easy one.
	for _, lvl := range []string{"medium", "hard", "expert"} {
		if _, _, err := generator.Generate(context.Background(), Genre{}, generator.Params{Cols: 4, Rows: 4, Level: lvl, Seed: 1}, nil); err == nil {
			t.Errorf("4x4 %s: generated, want a refusal", lvl)
		}
	}
}

// TestShidokuIsAlwaysEasy backs the 4x4 levels: every 4x4 puzzle with one
// solution, over every grid whose first row is 1234 (every grid up to
// relabelling the digits, which changes no deduction), is solved by
// singles.
func TestShidokuIsAlwaysEasy(t *testing.T) {
	if testing.Short() {
		t.Skip("checks 786,432 clue sets")
	}
	geo, _ := GeometryOf(4)
	ctx := context.Background()
	var grids [][]uint8
	var fill func(i int, g []uint8)
	fill = func(i int, g []uint8) {
		switch {
		case i == 16:
			grids = append(grids, slices.Clone(g))
		case g[i] != 0:
			fill(i+1, g)
		default:
			for d := uint8(1); d <= 4; d++ {
				g[i] = d
				if _, err := NewPuzzle(geo, g); err == nil {
					fill(i+1, g)
				}
				g[i] = 0
			}
		}
	}
	fill(0, append([]uint8{1, 2, 3, 4}, make([]uint8, 12)...))
	if len(grids) != 12 {
		t.Fatalf("%d grids with first row 1234, want 12", len(grids))
	}
	h := NewHuman(geo)
	unique := 0
	clues := make([]uint8, 16)
	for _, g := range grids {
		for mask := 0; mask < 1<<16; mask++ {
			for c := range clues {
				clues[c] = g[c] * uint8(mask>>c&1)
			}
			if count, _, _, complete := CountGrid(ctx, geo, clues, 2, 0); !complete || count != 1 {
				continue
			}
			unique++
			if _, solved, _ := h.Grade(clues, HiddenSingle); !solved {
				t.Fatalf("%v needs more than singles", clues)
			}
		}
	}
	if unique != 565820 {
		t.Errorf("%d unique 4x4 puzzles, want 565820", unique)
	}
}

// BenchmarkGenerate times generation per level at the default size (9x9)
// and the largest (16x16), one seed per iteration.
func BenchmarkGenerate(b *testing.B) {
	for _, n := range []int{9, 16} {
		for _, lv := range sudokuLevels {
			b.Run(fmt.Sprintf("%dx%d/%s", n, n, lv.Name), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					p := generator.Params{Cols: n, Rows: n, Level: lv.Name, Seed: uint64(i)}
					if _, got, err := generator.Generate(context.Background(), Genre{}, p, nil); err != nil || got != lv.Name {
						b.Fatalf("seed %d: %s, %v", i, got, err)
					}
				}
			})
		}
	}
}
