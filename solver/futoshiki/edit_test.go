package futoshiki

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	// Every kind of sign, in both directions, at the board's far edges.
	p := edittest.Build(t, Genre{}, 3, 3, []puzzle.Given{
		{At: grid.Point{Y: 5, X: 4}, Value: ">"}, {At: grid.Point{Y: 1, X: 2}, Value: "<"},
		{At: grid.Point{Y: 4, X: 5}, Value: "v"}, {At: grid.Point{Y: 2, X: 1}, Value: "^"},
	})
	edittest.RoundTrip(t, Genre{}, p.Link().String())
	q := p.(*Puzzle)
	if q.Right[7] != Greater || q.Right[0] != Less || q.Down[5] != Greater || q.Down[0] != Less {
		t.Fatalf("signs landed at right %v, down %v", q.Right, q.Down)
	}
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	blank, _ := Genre{}.Blank(4, 4)
	two := edittest.Build(t, Genre{}, 4, 4, []puzzle.Given{{At: grid.Point{Y: 1, X: 1}, Value: "2"}, {At: grid.Point{Y: 1, X: 3}, Value: "3"}})
	edittest.Refused(t, p, "futoshiki", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "9"}: "clues are 1 to 4",
		{At: grid.Point{Y: 1, X: 2}, Value: "^"}: `use "<" or ">"`,
		{At: grid.Point{Y: 2, X: 1}, Value: "<"}: `use "^" or "v"`,
		{At: grid.Point{Y: 1, X: 8}, Value: "<"}: "not a cell or an edge",
		{At: grid.Point{Y: 2, X: 2}, Value: "<"}: "not a cell or an edge",
	})
	edittest.Refused(t, two, "futoshiki", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 2}, Value: ">"}: "among the givens",
	})
	edittest.Refused(t, blank.(puzzle.Clued), "futoshiki", map[puzzle.Given]string{
		{At: grid.Point{Y: 9, X: 1}, Value: "1"}: "not a cell",
	})
	if _, err := (Genre{}).Blank(10, 10); err == nil {
		t.Error("a 10x10 Futoshiki was made")
	}
}
