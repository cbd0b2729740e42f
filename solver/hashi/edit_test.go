package hashi

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	edittest.RoundTrip(t, Genre{}, "hashi/3/2/.g8j") // a '?' island and an 8
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	edittest.Refused(t, p, "hashi", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "9"}:    `clues are 1 to 8 or "?"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "0"}:    `clues are 1 to 8 or "?"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "wall"}: `clues are 1 to 8 or "?"`,
		{At: grid.Point{Y: 1, X: 2}, Value: "1"}:    "not a cell",
		{At: grid.Point{Y: -1, X: 1}, Value: "1"}:   "not a cell",
	})
	if _, err := (Genre{}).Blank(65, 3); err == nil {
		t.Error("a 65x3 board was made")
	}
	if _, err := (Genre{}).Blank(0, 3); err == nil {
		t.Error("a 0x3 board was made")
	}
}
