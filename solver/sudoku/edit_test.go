package sudoku

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	// 16x16 digits above 9 are written in decimal and come back as such.
	big := edittest.Build(t, Genre{}, 16, 16, []puzzle.Given{{At: grid.Point{Y: 1, X: 1}, Value: "16"}, {At: grid.Point{Y: 31, X: 31}, Value: "10"}})
	edittest.RoundTrip(t, Genre{}, big.Link().String())
	if got := edittest.Decode(t, Genre{}, big.Link().String()).(*Puzzle).Givens; got[0] != 16 || got[255] != 10 {
		t.Fatalf("16x16 givens read back as %d and %d", got[0], got[255])
	}
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example()) // 1 at r1c1, 3 at r1c4
	edittest.Refused(t, p, "sudoku", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 3}, Value: "5"}:  "clues are 1 to 4",
		{At: grid.Point{Y: 1, X: 3}, Value: "?"}:  "clues are 1 to 4",
		{At: grid.Point{Y: 1, X: 3}, Value: "01"}: "clues are 1 to 4",
		{At: grid.Point{Y: 1, X: 3}, Value: "1"}:  "row 1",
		{At: grid.Point{Y: 1, X: 2}, Value: "1"}:  "is not a cell",
		{At: grid.Point{Y: 9, X: 1}, Value: "1"}:  "is not a cell",
	})
	if _, err := (Genre{}).Blank(9, 8); err == nil {
		t.Error("a 9x8 Sudoku was made")
	}
	if _, err := (Genre{}).Blank(5, 5); err == nil {
		t.Error("a 5x5 Sudoku was made")
	}
}
