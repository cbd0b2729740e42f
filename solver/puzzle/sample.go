package puzzle

import (
	"math"
	"math/rand/v2"
)

// Sampler is implemented by genres that make random boards of clues,
// solvable or not, for robustness tests: the deadline conformance test
// (solver/conformance) runs every solver entry point on them. The boards
// are meant to hurt: random clues are mostly unsolvable when dense and
// under-constrained when sparse, and neither may make a solver overrun
// its deadline.
type Sampler interface {
	// SampleSize is the supported board size nearest to cols x rows (a
	// genre with fixed sizes picks one of them).
	SampleSize(cols, rows int) (int, int)
	// Sample is a random board of size SampleSize(cols, rows) with about
	// clueDensity clues per cell (0: none; any positive density: at least
	// one), valid for the genre's own constructor. The same rng state
	// gives the same board. An error says the genre has no such board
	// (a Nurikabe without numbers).
	Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (Puzzle, error)
}

// SampleCells picks the cells of a sample's clues: ClueCount(cells,
// density) distinct cells in random order.
func SampleCells(rng *rand.Rand, cells int, density float64) []int {
	return rng.Perm(cells)[:ClueCount(cells, density)]
}

// ClueCount is how many of cells a density asks for: none at 0, at least
// one for any positive density, at most all of them.
func ClueCount(cells int, density float64) int {
	if density <= 0 || cells <= 0 {
		return 0
	}
	return min(cells, max(1, int(math.Round(density*float64(cells)))))
}

// Clamp is v bounded to lo..hi, for SampleSize.
func Clamp(v, lo, hi int) int { return min(hi, max(lo, v)) }

// SampleClues is a sample's clue list for cells cells: empty everywhere
// but at SampleCells, where clue picks each value (drawing from rng after
// the cells, so the board is the same for the same rng state).
func SampleClues(rng *rand.Rand, cells int, density float64, empty int, clue func(rng *rand.Rand) int) []int {
	clues := make([]int, cells)
	for c := range clues {
		clues[c] = empty
	}
	for _, c := range SampleCells(rng, cells, density) {
		clues[c] = clue(rng)
	}
	return clues
}
