package conformance

import (
	"context"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestHintsLeadToTheSolution: on a generated puzzle of each genre's
// smallest size, the hints followed from the empty board end at the unique
// solution ("solved"), and none of them is ever a mistake report: a hint
// that contradicted the solution would make a later hint name it as a
// mistake. A hint that only removes candidates (no move) ends the walk.
func TestHintsLeadToTheSolution(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		if generator.Levels(g) == nil {
			continue
		}
		t.Run(name, func(t *testing.T) {
			p := smallestPuzzle(t, g)
			h, ok := p.(puzzle.Hinter)
			if !ok {
				t.Skip("no hints")
			}
			sol, err := puzzle.Solve(context.Background(), p, 2)
			if err != nil || sol.Status != puzzle.Unique {
				t.Fatalf("%s: the generated puzzle is %v (%v)", puzzle.LinkOf(p), sol.Status, err)
			}
			st := p.NewState()
			cols, rows := p.Size()
			for step := 0; step < 4*cols*rows; step++ {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				hint, err := h.Hint(ctx, st)
				cancel()
				if err != nil {
					t.Fatalf("%s, step %d: %v", puzzle.LinkOf(p), step, err)
				}
				if hint.Technique == "solved" {
					if got := st.Answer().String(); got != sol.Answer.String() {
						t.Fatalf("%s: the hints' board %q is not the solution %q", puzzle.LinkOf(p), got, sol.Answer.String())
					}
					return
				}
				if hint.Technique == "mistake" {
					t.Fatalf("%s, step %d: following the hints led to a mistake: %s", puzzle.LinkOf(p), step, hint.Text)
				}
				if hint.Move == "" {
					return
				}
				next, err := st.Apply(hint.Move)
				if err != nil {
					t.Fatalf("%s, step %d: the hint's move %q does not play: %v", puzzle.LinkOf(p), step, hint.Move, err)
				}
				st = next
			}
			t.Fatalf("%s: the hints did not finish in %d steps", puzzle.LinkOf(p), 4*cols*rows)
		})
	}
}

// smallestPuzzle generates g's puzzle of its smallest offered size at its
// first level, seed 1.
func smallestPuzzle(t *testing.T, g puzzle.Genre) puzzle.Puzzle {
	t.Helper()
	sizes := generator.Sizes(g)
	small := sizes[0]
	for _, s := range sizes {
		if s[0]*s[1] < small[0]*small[1] {
			small = s
		}
	}
	p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: small[0], Rows: small[1], Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
