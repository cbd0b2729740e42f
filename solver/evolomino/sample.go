package evolomino

import (
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// SampleSize bounds each side to 1..MaxSide.
func (Genre) SampleSize(cols, rows int) (int, int) {
	return puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
}

// Sample turns random cells into arrow tails (the first one always), shaded
// cells or given squares; each arrow walks 1 to 5 random steps over free
// cells. Dense samples are mostly unsolvable, sparse ones leave the blocks
// almost free.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	gr := grid.Grid{Cols: cols, Rows: rows}
	n := gr.Cells()
	cells := make([]uint8, n)
	onArrow := make([]bool, n)
	var arrows [][]int
	var nb []int
	for i, c := range puzzle.SampleCells(rng, n, clueDensity) {
		if onArrow[c] {
			continue
		}
		kind := rng.IntN(3)
		if i == 0 {
			kind = 0
		}
		switch kind {
		case 1:
			cells[c] = Shaded
			continue
		case 2:
			cells[c] = Given
			continue
		}
		if cells[c] == Shaded {
			continue
		}
		ar := []int{c}
		onArrow[c] = true
		for steps := 1 + rng.IntN(5); steps > 0; steps-- {
			var free []int
			for _, d := range gr.Neighbours(nb[:0], ar[len(ar)-1]) {
				if !onArrow[d] && cells[d] != Shaded {
					free = append(free, d)
				}
			}
			if len(free) == 0 {
				break
			}
			d := free[rng.IntN(len(free))]
			ar = append(ar, d)
			onArrow[d] = true
		}
		if len(ar) < 2 {
			onArrow[c] = false
			continue
		}
		arrows = append(arrows, ar)
	}
	return NewPuzzle(gr, cells, arrows)
}

var _ puzzle.Sampler = Genre{}
