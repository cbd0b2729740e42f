package futoshiki

import (
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// SampleSize is the larger of cols and rows bounded to MinN..MaxN.
func (Genre) SampleSize(cols, rows int) (int, int) {
	n := puzzle.Clamp(max(cols, rows), MinN, MaxN)
	return n, n
}

// Sample places random digits on random cells and random signs between
// random neighbours (the same density for both), each kept only while the
// givens stay valid: dense samples are mostly unsolvable.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	n, _ := g.SampleSize(cols, rows)
	givens := make([]uint8, n*n)
	right := make([]Rel, n*n)
	down := make([]Rel, n*n)
	valid := func() bool {
		_, err := NewPuzzle(n, givens, right, down)
		return err == nil
	}
	for _, c := range puzzle.SampleCells(rng, n*n, clueDensity) {
		givens[c] = uint8(1 + rng.IntN(n))
		if !valid() {
			givens[c] = 0
		}
	}
	for _, c := range puzzle.SampleCells(rng, n*n, clueDensity) {
		sign := Less + Rel(rng.IntN(2))
		if rng.IntN(2) == 0 && c%n < n-1 {
			right[c] = sign
			if !valid() {
				right[c] = NoRel
			}
		} else if c/n < n-1 {
			down[c] = sign
			if !valid() {
				down[c] = NoRel
			}
		}
	}
	return NewPuzzle(n, givens, right, down)
}

var _ puzzle.Sampler = Genre{}
