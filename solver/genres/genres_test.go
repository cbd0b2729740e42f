package genres_test

import (
	"testing"

	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

// Every genre listed in genres.go must register under its DESIGN.md name,
// and its example must decode: a line that links a package without
// registering it would silently leave the genre out of every program.
func TestGenresRegistered(t *testing.T) {
	for _, name := range []string{"sudoku", "futoshiki", "hashi", "slitherlink", "fillomino", "flow", "survo", "nurikabe", "evolomino"} {
		g, ok := puzzle.ByName(name)
		if !ok {
			t.Errorf("genre %q is not registered", name)
			continue
		}
		if _, err := puzzle.Decode(g.Example()); err != nil {
			t.Errorf("%s example does not decode: %v", name, err)
		}
	}
	if _, ok := puzzle.ByName("template"); ok {
		t.Error("the template genre must not be linked into programs")
	}
}
