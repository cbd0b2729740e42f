package generator

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
	_ "pencilbox/solver/template" // the toys' puzzles
)

// The engine is tested on two toy genres, one per way of generating, so
// its loop, level matching and errors are pinned down without any real
// genre's search (those have their own tests beside their hooks).

var toyLevels = []Level{{Name: "easy", Description: "few rules"}, {Name: "hard", Description: "more rules"}}

// toyPuzzle is what every toy candidate becomes.
func toyPuzzle() (puzzle.Puzzle, error) { return puzzle.Decode("template/3/3/g2g1h0h") }

// toyCarver carves a board of slots; each attempt's grade comes from
// grades in turn (-1: unusable), and it records what the engine asked.
type toyCarver struct {
	puzzle.Genre // the template, for Name and the rest
	slots        int
	grades       []int
	starts       int
	removals     [][]int
	guards       []int
}

func newToyCarver(slots int, grades ...int) *toyCarver {
	g, _ := puzzle.ByName("template")
	return &toyCarver{Genre: g, slots: slots, grades: grades}
}

func (c *toyCarver) Levels() []Level                       { return toyLevels }
func (c *toyCarver) Sizes() [][2]int                       { return [][2]int{{3, 3}, {5, 5}} }
func (c *toyCarver) MaxAttempts(cols, rows, level int) int { return len(c.grades) }
func (c *toyCarver) RotationalPartners()                   {}

func (c *toyCarver) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	c.starts++
	return &toyCarving{c: c, grade: c.grades[c.starts-1]}, nil
}

type toyCarving struct {
	c     *toyCarver
	grade int
}

func (k *toyCarving) Slots() int             { return k.c.slots }
func (k *toyCarving) Partner(i int) int      { return k.c.slots - 1 - i }
func (k *toyCarving) Guarded(level int) bool { return level == 0 }
func (k *toyCarving) TryRemove(ctx context.Context, slots []int, level int) bool {
	k.c.removals = append(k.c.removals, slices.Clone(slots))
	k.c.guards = append(k.c.guards, level)
	return true
}
func (k *toyCarving) Grade(ctx context.Context) int  { return k.grade }
func (k *toyCarving) Puzzle() (puzzle.Puzzle, error) { return toyPuzzle() }

// toyBuilder builds candidates graded from grades in turn and records the
// level each Build was asked for.
type toyBuilder struct {
	puzzle.Genre
	grades []int
	wants  []int
}

func newToyBuilder(grades ...int) *toyBuilder {
	g, _ := puzzle.ByName("template")
	return &toyBuilder{Genre: g, grades: grades}
}

func (b *toyBuilder) Levels() []Level                       { return toyLevels }
func (b *toyBuilder) Sizes() [][2]int                       { return [][2]int{{3, 3}} }
func (b *toyBuilder) MaxAttempts(cols, rows, level int) int { return len(b.grades) }

func (b *toyBuilder) Build(ctx context.Context, cols, rows, want int, rng *rand.Rand) (puzzle.Puzzle, int, error) {
	b.wants = append(b.wants, want)
	got := b.grades[len(b.wants)-1]
	if want >= 0 && got != want {
		got = -1 // a builder drops a candidate of another level
	}
	p, err := toyPuzzle()
	return p, got, err
}

func TestCarveStopsAtTheLevel(t *testing.T) {
	c := newToyCarver(4, -1, 0, 1, 1)
	_, lvl, err := Generate(context.Background(), c, Params{Level: "hard"}, nil)
	if err != nil || lvl != "hard" || c.starts != 3 {
		t.Fatalf("level %q after %d attempts, err %v", lvl, c.starts, err)
	}
	// Every slot offered once, alone; hard carvings are not guarded.
	if len(c.removals) != 3*4 || c.guards[0] != -1 {
		t.Fatalf("removals %v guards %v", c.removals, c.guards)
	}
	// Out of reach: the closest level found, after every attempt.
	c = newToyCarver(4, 0, -1, 0)
	if _, lvl, err := Generate(context.Background(), c, Params{Level: "hard"}, nil); err != nil || lvl != "easy" || c.starts != 3 {
		t.Fatalf("out of reach: level %q after %d attempts, err %v", lvl, c.starts, err)
	}
	// Nothing usable: a clear error.
	c = newToyCarver(4, -1, -1)
	if _, _, err := Generate(context.Background(), c, Params{}, nil); err == nil || !strings.Contains(err.Error(), "within 2 attempts") {
		t.Fatalf("no usable attempt: err %v", err)
	}
}

func TestCarveGuardAndSymmetry(t *testing.T) {
	c := newToyCarver(5, 0)
	if _, _, err := Generate(context.Background(), c, Params{Level: "easy", Symmetric: true}, nil); err != nil {
		t.Fatal(err)
	}
	// Slots go in 180° pairs, the centre alone, each slot once; the level
	// guards the removals when the carving asks for it.
	seen := map[int]bool{}
	for i, r := range c.removals {
		if len(r) == 2 && r[1] != 4-r[0] || len(r) == 1 && r[0] != 2 || c.guards[i] != 0 {
			t.Fatalf("removal %v guarded by %d", r, c.guards[i])
		}
		for _, s := range r {
			if seen[s] {
				t.Fatalf("slot %d offered twice: %v", s, c.removals)
			}
			seen[s] = true
		}
	}
	if len(seen) != 5 || len(c.removals) != 3 {
		t.Fatalf("removals %v", c.removals)
	}
}

func TestBuildLooksForTheLevelFirst(t *testing.T) {
	// Every attempt but the last asks for hard only.
	b := newToyBuilder(0, 0, 0, 0, 0, 0, 1, 1, 1, 1)
	_, lvl, err := Generate(context.Background(), b, Params{Level: "hard"}, nil)
	if err != nil || lvl != "hard" {
		t.Fatalf("level %q, err %v", lvl, err)
	}
	if want := []int{1, 1, 1, 1, 1, 1, 1}; !slices.Equal(b.wants, want) {
		t.Fatalf("asked for %v, want %v", b.wants, want)
	}
	// Out of reach: the last attempt takes any level.
	b = newToyBuilder(0, 0, 0)
	if _, lvl, err := Generate(context.Background(), b, Params{Level: "hard"}, nil); err != nil || lvl != "easy" || !slices.Equal(b.wants, []int{1, 1, -1}) {
		t.Fatalf("level %q after asking %v, err %v", lvl, b.wants, err)
	}
}

func TestDeterministicSeed(t *testing.T) {
	draw := func(seed uint64) []int {
		c := newToyCarver(12, 0)
		if _, _, err := Generate(context.Background(), c, Params{Seed: seed}, nil); err != nil {
			t.Fatal(err)
		}
		var order []int
		for _, r := range c.removals {
			order = append(order, r[0])
		}
		return order
	}
	if a, b := draw(7), draw(7); !slices.Equal(a, b) {
		t.Fatalf("same seed, different carving orders: %v %v", a, b)
	}
	if a, b := draw(7), draw(8); slices.Equal(a, b) {
		t.Fatalf("seeds 7 and 8 carve in the same order %v", a)
	}
}

func TestProgress(t *testing.T) {
	for _, g := range []puzzle.Genre{newToyCarver(30, 0, 1), newToyBuilder(0, 1)} {
		var phases []string
		_, _, err := Generate(context.Background(), g, Params{Level: "hard"}, func(done, total int, phase string) {
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
		if len(phases) != 3 || !strings.HasPrefix(phases[0], "attempt 1: ") || !strings.HasPrefix(phases[1], "attempt 2: ") || phases[2] != "done" {
			t.Fatalf("%T: phases %v", g, phases)
		}
	}
}

func TestErrors(t *testing.T) {
	ctx := context.Background()
	// Both kinds of generator refuse the same way.
	for _, g := range []puzzle.Genre{newToyCarver(3, 0), newToyBuilder(0)} {
		for _, p := range []Params{{Level: "nightmare"}, {Cols: 3, Rows: 2}} {
			if _, _, err := Generate(ctx, g, p, nil); err == nil || !strings.HasPrefix(err.Error(), "generator: ") {
				t.Errorf("%T %+v: err = %v", g, p, err)
			}
		}
		if _, _, err := Generate(ctx, g, Params{Level: "nightmare"}, nil); err == nil || !strings.Contains(err.Error(), `has no level "nightmare" (levels: easy, hard)`) {
			t.Errorf("%T, unknown level: err = %v", g, err)
		}
		if _, _, err := Generate(ctx, g, Params{Cols: 3, Rows: 2}, nil); err == nil || !strings.Contains(err.Error(), "cannot be generated at 3x2 (sizes: 3x3") {
			t.Errorf("%T, size 3x2: err = %v", g, err)
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		if _, _, err := Generate(cancelled, g, Params{}, nil); !errors.Is(err, context.Canceled) {
			t.Errorf("%T, cancelled: err = %v", g, err)
		}
	}
	for _, g := range []puzzle.Genre{nil, hookless()} {
		if _, _, err := Generate(ctx, g, Params{}, nil); err == nil || !strings.Contains(err.Error(), "no generator for") {
			t.Errorf("%v: err = %v", g, err)
		}
	}
}

// hookless is a genre without generation hooks: the template seen only
// through the Genre interface.
func hookless() puzzle.Genre {
	g, _ := puzzle.ByName("template")
	return struct{ puzzle.Genre }{g}
}

func TestLevelsAndSizes(t *testing.T) {
	c := newToyCarver(1, 0)
	if !slices.Equal(Levels(c), toyLevels) || !slices.Equal(Sizes(c), [][2]int{{3, 3}, {5, 5}}) {
		t.Fatalf("levels %v sizes %v", Levels(c), Sizes(c))
	}
	if Levels(nil) != nil || Sizes(nil) != nil || Levels(hookless()) != nil || Sizes(hookless()) != nil {
		t.Fatal("a genre without hooks has levels or sizes")
	}
	// The defaults are the first size and level.
	p, lvl, err := Generate(context.Background(), c, Params{}, nil)
	if cols, rows := p.Size(); err != nil || lvl != "easy" || cols != 3 || rows != 3 {
		t.Fatalf("default: %v %s %v", p, lvl, err)
	}
}
