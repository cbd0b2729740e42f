package flow

import (
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// SampleSize bounds each side to 1..MaxSide (a 1x1 board has no room for
// a pair: 1x2 instead).
func (Genre) SampleSize(cols, rows int) (int, int) {
	cols, rows = puzzle.Clamp(cols, 1, MaxSide), puzzle.Clamp(rows, 1, MaxSide)
	if cols*rows < 2 {
		cols = 2
	}
	return cols, rows
}

// Sample pairs up random cells as random endpoint pairs, under either rule
// set (Flow Free or Numberlink, at random): crossing pairs make most dense
// samples unsolvable, and a few far pairs on a big Flow Free board must
// fill it with long winding lines. A board without pairs is refused, as
// by New.
func (g Genre) Sample(rng *rand.Rand, cols, rows int, clueDensity float64) (puzzle.Puzzle, error) {
	cols, rows = g.SampleSize(cols, rows)
	rules := Rules(rng.IntN(2))
	nums := make([]int, cols*rows)
	at := puzzle.SampleCells(rng, len(nums), clueDensity)
	if len(at) == 1 && len(nums) > 1 { // one clue: one pair
		at = append(at, (at[0]+1+rng.IntN(len(nums)-1))%len(nums))
	}
	for i := 0; i+1 < len(at); i += 2 {
		nums[at[i]], nums[at[i+1]] = 1+i/2, 1+i/2
	}
	return New(cols, rows, rules, nums, nil)
}

var _ puzzle.Sampler = Genre{}
