package jobs

import (
	"context"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// A generated puzzle grades, on opening, at the level its generator gave
// it, or at no level where grading is unsettled for that level; never at
// another one.
func TestGradeAgreesWithTheGenerator(t *testing.T) {
	cases := []struct {
		genre, level string
		cols, rows   int
	}{
		{"sudoku", "easy", 9, 9}, {"sudoku", "hard", 9, 9}, {"sudoku", "easy", 4, 4},
		{"futoshiki", "easy", 5, 5}, {"futoshiki", "medium", 5, 5},
		{"survo", "easy", 4, 4}, {"hashi", "medium", 7, 7},
		{"slitherlink", "easy", 6, 6}, {"nurikabe", "medium", 5, 5},
	}
	for _, c := range cases {
		g, _ := puzzle.ByName(c.genre)
		for seed := uint64(1); seed <= 3; seed++ {
			p, level, err := generator.Generate(context.Background(), g, generator.Params{Cols: c.cols, Rows: c.rows, Level: c.level, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", c.genre, c.level, err)
			}
			r := Handle(context.Background(), protocol.Request{Op: protocol.OpGrade, Genre: c.genre, Puzzle: puzzle.LinkOf(p)}, nil)
			if !r.OK || r.Result == nil {
				t.Fatalf("%s seed %d: %+v", c.genre, seed, r)
			}
			if got := r.Result.Level; got != level && got != "" {
				t.Errorf("%s seed %d: generated %s, graded %s", c.genre, seed, level, got)
			}
			if r.Result.Level == "" && c.level == "easy" {
				t.Errorf("%s seed %d: an easy puzzle left ungraded", c.genre, seed)
			}
		}
	}
}

// A puzzle with several solutions, or of a genre that cannot be graded
// here, gets no level.
func TestGradeUnsettled(t *testing.T) {
	for _, link := range []string{
		"sudoku/4/4/" + "g", // one clue: many solutions
		"fillomino/" + fillominoExampleBody(t),
	} {
		r := Handle(context.Background(), protocol.Request{Op: protocol.OpGrade, Puzzle: link}, nil)
		if !r.OK || r.Result == nil || r.Result.Level != "" {
			t.Errorf("%s: %+v, want no level", link, r)
		}
	}
}

func fillominoExampleBody(t *testing.T) string {
	g, _ := puzzle.ByName("fillomino")
	p, err := puzzle.Decode(g.Example())
	if err != nil {
		t.Fatal(err)
	}
	l := puzzle.LinkOf(p)
	return l[len("fillomino/"):]
}
