package survo

import (
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// SampleSize bounds each side to MinSide..MaxSide.
func (Genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, MinSide, MaxSide), puzzle.Clamp(rows, MinSide, MaxSide)
}

// Sample draws random line sums (a random split of 1+...+n both ways) and
// random distinct numbers on random cells, each kept only while the givens
// stay within the sums: almost every sample is unsolvable, and the sparse
// ones are the hardest to refute.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	n := cols * rows
	total := n * (n + 1) / 2
	rowSums, colSums := split(rng, total, rows), split(rng, total, cols)
	givens := make([]int, n)
	for _, c := range puzzle.SampleCells(rng, n, clueDensity) {
		givens[c] = 1 + rng.IntN(n)
		if _, err := NewPuzzle(cols, rows, rowSums, colSums, givens); err != nil {
			givens[c] = 0
		}
	}
	return NewPuzzle(cols, rows, rowSums, colSums, givens)
}

// split is total as k random positive parts that add up to it, each
// within half of the even share of it (wild sums are refuted at once).
func split(rng *rand.Rand, total, k int) []int {
	parts := make([]int, k)
	share := total / k
	left := total
	for i := range parts[:k-1] {
		parts[i] = max(1, share/2+rng.IntN(share+1))
		left -= parts[i]
	}
	parts[k-1] = left
	if left < 1 { // the draws ran past the total: even shares instead
		for i := range parts {
			parts[i] = share
		}
		parts[k-1] += total - share*k
	}
	return parts
}

var _ puzzle.Sampler = Genre{}
