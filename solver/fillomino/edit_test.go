package fillomino

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	// Borders in both directions, a '?' and the largest number.
	p := edittest.Build(t, Genre{}, 3, 3, []puzzle.Given{
		{At: grid.Point{Y: 1, X: 1}, Value: "?"}, {At: grid.Point{Y: 5, X: 5}, Value: "9"},
		{At: grid.Point{Y: 3, X: 4}, Value: BorderGiven}, {At: grid.Point{Y: 4, X: 5}, Value: BorderGiven},
	})
	edittest.RoundTrip(t, Genre{}, p.Link().String())
	q := p.(*Puzzle)
	e1, _ := q.PointEdge(grid.Point{Y: 3, X: 4})
	e2, _ := q.PointEdge(grid.Point{Y: 4, X: 5})
	if a, b := q.EdgeCells(e1); a != 4 || b != 5 || !q.Walls[e1] {
		t.Fatalf("the border between r2c2 and r2c3 joins %d and %d", a, b)
	}
	if a, b := q.EdgeCells(e2); a != 5 || b != 8 || !q.Walls[e2] {
		t.Fatalf("the border between r2c3 and r3c3 joins %d and %d", a, b)
	}
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	edittest.Refused(t, p, "fillomino", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "26"}:   `clues are 1 to 25 or "?"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "wall"}: `clues are 1 to 25 or "?"`,
		{At: grid.Point{Y: 1, X: 2}, Value: "3"}:    `takes a border ("wall") or nothing`,
		{At: grid.Point{Y: 1, X: 0}, Value: "wall"}: "not a cell or an edge between two cells",
		{At: grid.Point{Y: 2, X: 2}, Value: "wall"}: "not a cell or an edge between two cells",
	})
}
