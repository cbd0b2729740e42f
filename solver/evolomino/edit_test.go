package evolomino

import (
	"fmt"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	// Steps in all four directions: r1c1 right, down, left, down to r3c1;
	// r3c3 up to r2c3.
	p := edittest.Build(t, Genre{}, 3, 3, []puzzle.Given{
		{At: grid.Point{Y: 1, X: 2}, Value: ">"}, {At: grid.Point{Y: 2, X: 3}, Value: "v"},
		{At: grid.Point{Y: 3, X: 2}, Value: "<"}, {At: grid.Point{Y: 4, X: 1}, Value: "v"},
		{At: grid.Point{Y: 4, X: 5}, Value: "^"},
		{At: grid.Point{Y: 5, X: 3}, Value: SquareGiven}, {At: grid.Point{Y: 1, X: 5}, Value: ShadedGiven},
	})
	edittest.RoundTrip(t, Genre{}, p.Link().String())
	q := p.(*Puzzle)
	if len(q.Arrows) != 2 || fmt.Sprint(q.Arrows) != "[[0 1 4 3 6] [8 5]]" || q.Cells[7] != Given || q.Cells[2] != Shaded {
		t.Fatalf("arrows %v and cells %v", q.Arrows, q.Cells)
	}
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Build(t, Genre{}, 3, 3, []puzzle.Given{
		{At: grid.Point{Y: 1, X: 2}, Value: ">"}, {At: grid.Point{Y: 1, X: 4}, Value: ">"},
		{At: grid.Point{Y: 5, X: 1}, Value: ShadedGiven},
	})
	edittest.Refused(t, p, "evolomino", map[puzzle.Given]string{
		{At: grid.Point{Y: 2, X: 1}, Value: "v"}: "arrow already leaves r1c1",
		{At: grid.Point{Y: 2, X: 5}, Value: "^"}: "arrow already enters r1c3",
		{At: grid.Point{Y: 4, X: 1}, Value: "v"}: "shaded",
		{At: grid.Point{Y: 1, X: 2}, Value: "v"}: `use ">" or "<"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "2"}: `use "square" or "shaded"`,
		{At: grid.Point{Y: 1, X: 6}, Value: ">"}: "not a cell or an edge",
	})
	// Closing a ring of four steps is refused.
	ring := edittest.Build(t, Genre{}, 2, 2, []puzzle.Given{
		{At: grid.Point{Y: 1, X: 2}, Value: ">"}, {At: grid.Point{Y: 2, X: 3}, Value: "v"}, {At: grid.Point{Y: 3, X: 2}, Value: "<"},
	})
	edittest.Refused(t, ring, "evolomino", map[puzzle.Given]string{{At: grid.Point{Y: 2, X: 1}, Value: "^"}: "ring"})
}
