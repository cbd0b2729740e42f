package slitherlink

import (
	"math/rand/v2"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// SampleSize bounds each side to 1..MaxSide.
func (Genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
}

// Sample puts random digits 0-3 (now and then '?') on random cells: dense
// samples are mostly unsolvable, sparse ones admit a huge number of loops.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	clues := puzzle.SampleClues(rng, cols*rows, clueDensity, urlcodec.Empty, func(rng *rand.Rand) int {
		v := rng.IntN(4)
		if rng.IntN(10) == 0 {
			return urlcodec.Unknown
		}
		return v
	})
	return NewPuzzle(cols, rows, clues)
}

var _ puzzle.Sampler = Genre{}
