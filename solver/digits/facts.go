package digits

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Facts lists the open cells of an N x N square whose digit is the same in
// every solution, as moves that enter it, given one solution first and a
// search other for a solution whose cell c is not v (nil when there is
// none; complete false when it stopped early, which stops Facts too).
// Every solution found on the way clears all the cells where it differs,
// so most cells cost nothing. name writes a digit the way the genre does.
func Facts(n int, givens, first []uint8, other func(c int, v uint8) (sol []uint8, complete bool), name func(v uint8) string) ([]puzzle.Fact, bool) {
	free := make([]bool, len(first)) // some solution differs here
	for c := range first {
		if givens[c] != 0 || free[c] {
			continue
		}
		sol, complete := other(c, first[c])
		if !complete {
			return nil, false
		}
		for q := range sol {
			if sol[q] != first[q] {
				free[q] = true
			}
		}
	}
	g := grid.Grid{Cols: n, Rows: n}
	var facts []puzzle.Fact
	for c, v := range first {
		if givens[c] != 0 || free[c] {
			continue
		}
		facts = append(facts, puzzle.Fact{
			At:   []grid.Point{g.CellPoint(c)},
			Move: fmt.Sprintf("%d,%d=%d", c/n, c%n, v),
			Text: fmt.Sprintf("%s is %s", CellName(n, c), name(v)),
		})
	}
	return facts, true
}
