package nurikabe

import (
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// SampleSize bounds each side to 1..MaxSide.
func (Genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
}

// Sample puts random numbers on random cells, up to twice the board's
// share per number (now and then '?', and now and then one huge island),
// so islands may need more room than the board has or leave a wall of
// many shapes. A board without numbers is refused, as by NewPuzzle.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	gr := grid.Grid{Cols: cols, Rows: rows}
	n := gr.Cells()
	clues := make([]int, n)
	for c := range clues {
		clues[c] = NoClue
	}
	at := puzzle.SampleCells(rng, n, clueDensity)
	share := max(1, n/max(1, len(at)))
	for _, c := range at {
		switch r := rng.IntN(20); {
		case r == 0:
			clues[c] = AnySize
		case r == 1:
			clues[c] = 1 + rng.IntN(n)
		default:
			clues[c] = 1 + rng.IntN(2*share)
		}
		clues[c] = min(clues[c], n)
	}
	return NewPuzzle(gr, clues)
}

var _ puzzle.Sampler = Genre{}
