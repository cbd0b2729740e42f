package jobs

import (
	"context"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// A generated puzzle of every genre with a grader grades, on opening, at
// the level its generator gave it (or at none where the grade is not
// settled in time, but never an easy one), never at another level.
func TestGradeAgreesWithTheGenerator(t *testing.T) {
	graded := 0
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		gr, ok := g.(puzzle.Grader)
		if !ok {
			continue
		}
		graded++
		size := smallest(gr.Sizes())
		levels := generator.LevelsAt(g, size[0], size[1])
		for _, l := range levels[:min(2, len(levels))] {
			for seed := uint64(1); seed <= 2; seed++ {
				p, level, err := generator.Generate(context.Background(), g, generator.Params{Cols: size[0], Rows: size[1], Level: l.Name, Seed: seed}, nil)
				if err != nil {
					t.Fatalf("%s %s: %v", name, l.Name, err)
				}
				r := Handle(context.Background(), protocol.Request{Op: protocol.OpGrade, Genre: name, Puzzle: puzzle.LinkOf(p)}, nil)
				if !r.OK || r.Result == nil {
					t.Fatalf("%s seed %d: %+v", name, seed, r)
				}
				if got := r.Result.Level; got != level && got != "" {
					t.Errorf("%s seed %d: generated %s, graded %s", name, seed, level, got)
				}
				if r.Result.Level == "" && level == "easy" {
					t.Errorf("%s seed %d: an easy puzzle left ungraded", name, seed)
				}
			}
		}
	}
	if graded == 0 {
		t.Fatal("no genre has a grader")
	}
}

// smallest is the size with the fewest cells.
func smallest(sizes [][2]int) [2]int {
	best := sizes[0]
	for _, s := range sizes {
		if s[0]*s[1] < best[0]*best[1] {
			best = s
		}
	}
	return best
}

// A puzzle with several solutions gets no level.
func TestGradeUnsettled(t *testing.T) {
	for _, link := range []string{
		"sudoku/4/4/" + "g", // one clue: many solutions
	} {
		r := Handle(context.Background(), protocol.Request{Op: protocol.OpGrade, Puzzle: link}, nil)
		if !r.OK || r.Result == nil || r.Result.Level != "" {
			t.Errorf("%s: %+v, want no level", link, r)
		}
	}
}
