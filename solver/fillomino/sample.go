package fillomino

import (
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// SampleSize bounds each side to 1..MaxSide.
func (Genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
}

// Sample puts random numbers on random cells, mostly small (1-9), now and
// then large or '?', and no walls: dense samples clash, sparse ones leave
// the regions almost free.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	gr := grid.Grid{Cols: cols, Rows: rows}
	n := gr.Cells()
	clues := puzzle.SampleClues(rng, n, clueDensity, 0, func(rng *rand.Rand) int {
		switch r := rng.IntN(20); {
		case r == 0:
			return Unknown
		case r == 1:
			return 1 + rng.IntN(n)
		default:
			return min(n, 1+rng.IntN(9))
		}
	})
	return NewPuzzle(gr, clues, nil)
}

var _ puzzle.Sampler = Genre{}
