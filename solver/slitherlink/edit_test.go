package slitherlink

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	edittest.RoundTrip(t, Genre{}, "slither/3/2/.0i4") // '?', 0 and 4
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	edittest.Refused(t, p, "slitherlink", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "5"}:  `clues are 0 to 4 or "?"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "-1"}: `clues are 0 to 4 or "?"`,
		{At: grid.Point{Y: 0, X: 0}, Value: "1"}:  "not a cell",
	})
}
