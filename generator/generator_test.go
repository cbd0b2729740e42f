package generator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

func gen(t testing.TB, p Params) (*sudoku.Puzzle, string) {
	t.Helper()
	pz, lvl, err := Generate(context.Background(), sudoku.Genre{}, p, nil)
	if err != nil {
		t.Fatalf("%+v: %v", p, err)
	}
	return pz.(*sudoku.Puzzle), lvl
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
		p, got := gen(t, Params{Level: lvl, Seed: 42})
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
func grade(p *sudoku.Puzzle) string {
	h := sudoku.NewHuman(p.Geo)
	for _, c := range []struct {
		max  sudoku.Technique
		name string
	}{{sudoku.HiddenSingle, "easy"}, {sudoku.HiddenPair, "medium"}, {sudoku.MaxTechnique, "hard"}} {
		if _, solved, _ := h.Grade(p.Givens, c.max); solved {
			return c.name
		}
	}
	return "expert"
}

func checkUnique(t *testing.T, p *sudoku.Puzzle) []uint8 {
	t.Helper()
	count, sol, _, complete := sudoku.CountGrid(context.Background(), p.Geo, p.Givens, 2, 0)
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
			p, got := gen(t, Params{Level: lvl, Seed: seed})
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
				if count, _, _, _ := sudoku.CountGrid(context.Background(), p.Geo, g, 2, 0); count != 2 {
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
	a, _ := gen(t, Params{Level: "hard", Seed: 7})
	b, _ := gen(t, Params{Level: "hard", Seed: 7})
	c, _ := gen(t, Params{Level: "hard", Seed: 8})
	if a.Link() != b.Link() {
		t.Fatalf("same seed, different puzzles:\n%s\n%s", a.Link(), b.Link())
	}
	if a.Link() == c.Link() {
		t.Fatal("different seeds gave the same puzzle")
	}
}

func TestSymmetric(t *testing.T) {
	for _, lvl := range []string{"easy", "expert"} {
		p, got := gen(t, Params{Level: lvl, Seed: 3, Symmetric: true})
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
	}{{4, "easy"}, {6, "easy"}, {6, "hard"}, {16, "easy"}, {16, "medium"}}
	if !testing.Short() {
		cases = append(cases, struct {
			n     int
			level string
		}{16, "hard"})
	}
	for _, tc := range cases {
		p, got := gen(t, Params{Cols: tc.n, Rows: tc.n, Level: tc.level, Seed: 1})
		if p.Geo.N != tc.n {
			t.Fatalf("asked %dx%d, got %dx%d", tc.n, tc.n, p.Geo.N, p.Geo.N)
		}
		checkUnique(t, p)
		if got != tc.level || grade(p) != tc.level {
			t.Errorf("%dx%d %s: returned %s, graded %s", tc.n, tc.n, tc.level, got, grade(p))
		}
	}
	// Out of reach: a 4x4 is always easy, and Generate says so.
	p, got := gen(t, Params{Cols: 4, Rows: 4, Level: "expert", Seed: 1})
	if got != "easy" || grade(p) != "easy" {
		t.Fatalf("4x4 expert: returned %s, graded %s", got, grade(p))
	}
}

func TestProgress(t *testing.T) {
	var phases []string
	calls := 0
	_, _, err := Generate(context.Background(), sudoku.Genre{}, Params{Level: "medium", Seed: 5}, func(done, total int, phase string) {
		calls++
		if done < 0 || done > total {
			t.Errorf("progress %d/%d", done, total)
		}
		if len(phases) == 0 || phases[len(phases)-1] != phase {
			phases = append(phases, phase)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls < 3 || !strings.HasPrefix(phases[0], "attempt 1") || phases[len(phases)-1] != "done" {
		t.Fatalf("%d calls, phases %v", calls, phases)
	}
}

func TestErrors(t *testing.T) {
	ctx := context.Background()
	for _, p := range []Params{{Level: "nightmare"}, {Cols: 8, Rows: 8}, {Cols: 9, Rows: 6}} {
		if _, _, err := Generate(ctx, sudoku.Genre{}, p, nil); err == nil || !strings.HasPrefix(err.Error(), "generator: ") {
			t.Errorf("%+v: err = %v", p, err)
		}
	}
	// Both kinds of generator (hooks and builders) refuse the same way.
	for _, g := range []puzzle.Genre{sudoku.Genre{}, flow.Genre{}} {
		if _, _, err := Generate(ctx, g, Params{Level: "nightmare"}, nil); err == nil || !strings.Contains(err.Error(), `has no level "nightmare"`) {
			t.Errorf("%s, unknown level: err = %v", g.Name(), err)
		}
		if _, _, err := Generate(ctx, g, Params{Cols: 3, Rows: 2}, nil); err == nil || !strings.Contains(err.Error(), "cannot be generated at 3x2") {
			t.Errorf("%s, size 3x2: err = %v", g.Name(), err)
		}
	}
	if _, _, err := Generate(ctx, nil, Params{}, nil); err == nil {
		t.Error("nil genre accepted")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, _, err := Generate(cancelled, sudoku.Genre{}, Params{Level: "expert"}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
}

func TestLevelsAndSizes(t *testing.T) {
	ls := Levels(sudoku.Genre{})
	var names []string
	for _, l := range ls {
		names = append(names, l.Name)
		if l.Description == "" {
			t.Errorf("level %s has no description", l.Name)
		}
	}
	if !slices.Equal(names, []string{"easy", "medium", "hard", "expert"}) {
		t.Fatalf("levels %v", names)
	}
	if s := Sizes(sudoku.Genre{}); len(s) != 4 || s[0] != [2]int{9, 9} {
		t.Fatalf("sizes %v", s)
	}
	if Levels(nil) != nil || Sizes(nil) != nil {
		t.Fatal("nil genre has levels")
	}
	// The default is the first size and level.
	p, lvl := gen(t, Params{Seed: 1})
	if p.Geo.N != 9 || lvl != "easy" {
		t.Fatalf("default: %dx%d %s", p.Geo.N, p.Geo.N, lvl)
	}
}

var _ puzzle.Puzzle = (*sudoku.Puzzle)(nil)

// BenchmarkGenerate9x9 times 20 seeds per level and reports the median and
// p95 (go test -bench Generate -benchtime 1x ./generator).
func BenchmarkGenerate9x9(b *testing.B) {
	for _, lvl := range []string{"easy", "medium", "hard", "expert"} {
		b.Run(lvl, func(b *testing.B) {
			for b.Loop() {
				const seeds = 20
				ts := make([]time.Duration, 0, seeds)
				for s := uint64(0); s < seeds; s++ {
					t0 := time.Now()
					gen(b, Params{Level: lvl, Seed: 1000 + s})
					ts = append(ts, time.Since(t0))
				}
				sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
				b.ReportMetric(float64(ts[seeds/2].Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(ts[seeds*95/100].Microseconds())/1000, "p95-ms")
				b.ReportMetric(float64(ts[seeds-1].Microseconds())/1000, "max-ms")
			}
		})
	}
}

func ExampleGenerate() {
	p, level, err := Generate(context.Background(), sudoku.Genre{}, Params{Cols: 4, Rows: 4, Level: "easy", Seed: 1}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(level, p.(*sudoku.Puzzle).Geo.N)
	// Output: easy 4
}
