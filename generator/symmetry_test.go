package generator_test

import (
	"context"
	"testing"

	"pencilbox/generator"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// TestSymmetricLayouts holds every genre that offers symmetric layouts to
// it at its smallest size and every level offered there: each clue,
// island, given cell and sign has a partner at the 180° rotation. A genre
// that does not offer them refuses the request instead of ignoring it.
func TestSymmetricLayouts(t *testing.T) {
	offered := 0
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		sizes := generator.Sizes(g)
		if sizes == nil {
			continue
		}
		small := sizes[0]
		for _, s := range sizes {
			if s[0]*s[1] < small[0]*small[1] {
				small = s
			}
		}
		if !generator.OffersSymmetry(g) {
			if _, _, err := generator.Generate(context.Background(), g, generator.Params{Seed: 1, Symmetric: true}, nil); err == nil {
				t.Errorf("%s made a puzzle for a symmetric layout it does not offer", name)
			}
			continue
		}
		offered++
		for _, l := range generator.LevelsAt(g, small[0], small[1]) {
			p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: small[0], Rows: small[1], Level: l.Name, Seed: 1, Symmetric: true}, nil)
			if err != nil {
				t.Errorf("%s %s: %v", name, l.Name, err)
				continue
			}
			if q, ok := unpaired(p); ok {
				t.Errorf("%s %s: %s has no partner at the 180° rotation in %s", name, l.Name, q, puzzle.LinkOf(p))
			}
		}
	}
	if offered < 4 {
		t.Errorf("%d genres offer symmetric layouts, want Sudoku, Futoshiki, Slitherlink and Fillomino at least", offered)
	}
}

// unpaired finds a given (clue, island, shaded given, sign) whose rotated
// lattice point holds none.
func unpaired(p puzzle.Puzzle) (grid.Point, bool) {
	cols, rows := p.Size()
	at := map[grid.Point]bool{}
	for _, it := range p.NewState().Layout().Items {
		switch it.Kind {
		case puzzle.Clue, puzzle.Circle, puzzle.Fill, puzzle.Relation, puzzle.Arrow:
			at[it.At] = true
		}
	}
	for q := range at {
		if !at[grid.Point{Y: 2*rows - q.Y, X: 2*cols - q.X}] {
			return q, true
		}
	}
	return grid.Point{}, false
}
