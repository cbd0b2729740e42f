package generator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

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

func ExampleGenerate() {
	p, level, err := Generate(context.Background(), sudoku.Genre{}, Params{Cols: 4, Rows: 4, Level: "easy", Seed: 1}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(level, p.(*sudoku.Puzzle).Geo.N)
	// Output: easy 4
}
