package template

import (
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// SampleSize bounds each side to 1..MaxSide.
func (genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
}

// Sample scatters random counts 0-4 (puzzle.Sampler): dense samples are
// mostly unsolvable, sparse ones have a huge number of shadings.
func (g genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	clues := puzzle.SampleClues(rng, cols*rows, clueDensity, urlcodec.Empty, func(rng *rand.Rand) int { return rng.IntN(5) })
	return &Puzzle{G: grid.Grid{Cols: cols, Rows: rows}, Clues: clues}, nil
}

var _ puzzle.Sampler = genre{}
