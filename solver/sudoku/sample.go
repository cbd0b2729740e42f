package sudoku

import (
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// SampleSize is the supported side nearest to the larger of cols and rows
// (4, 6, 9, 16 or 25).
func (Genre) SampleSize(cols, rows int) (int, int) {
	want, best := max(cols, rows), 4
	for _, n := range Sizes {
		if abs(n-want) < abs(best-want) {
			best = n
		}
	}
	return best, best
}

// Sample places random digits on random cells, each kept only where no
// unit already holds it: dense samples are mostly unsolvable, sparse ones
// have many solutions.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	n, _ := g.SampleSize(cols, rows)
	geo, err := GeometryOf(n)
	if err != nil {
		return nil, err
	}
	givens := make([]uint8, n*n)
	for _, c := range puzzle.SampleCells(rng, n*n, clueDensity) {
		givens[c] = uint8(1 + rng.IntN(n))
		if _, err := NewPuzzle(geo, givens); err != nil {
			givens[c] = 0
		}
	}
	return NewPuzzle(geo, givens)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var _ puzzle.Sampler = Genre{}
