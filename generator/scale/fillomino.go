package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"pencilbox/solver/grid"
)

// fillominoShape says how a Fillomino solution is drawn: Huge regions of
// the given sizes first (the 10x10 boards with one or two regions of
// 30-55 cells), then the rest of the board in regions of MinSize to
// MaxSize cells; each region keeps about GivenShare of its cells as
// givens (at least one in a region of AlwaysFrom cells or more).
type fillominoShape struct {
	Huge       []int
	MinSize    int
	MaxSize    int
	GivenShare float64
	AlwaysFrom int
	HugeGivens int // givens in each huge region
}

func buildFillomino(sh fillominoShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(_ context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g := grid.Grid{Cols: cols, Rows: rows}
		for try := 0; try < 50; try++ {
			region, ok := fillominoRegions(g, sh, rng)
			if !ok {
				continue
			}
			return fillominoBlock(g, region, sh, rng), nil
		}
		return Block{}, fmt.Errorf("no partition after 50 tries")
	}
}

// fillominoRegions partitions the board: region[c] is the region id of c.
// Neighbouring regions of equal size are merged until none are left, so
// the partition is a Fillomino solution (merging only grows regions).
func fillominoRegions(g grid.Grid, sh fillominoShape, rng *rand.Rand) ([]int, bool) {
	n := g.Cells()
	region := make([]int, n)
	for c := range region {
		region[c] = -1
	}
	next := 0
	var nb []int
	grow := func(start, size int) int {
		region[start] = next
		cells := []int{start}
		for len(cells) < size {
			// A random frontier cell of the region joins it.
			var frontier []int
			for _, c := range cells {
				for _, d := range g.Neighbours(nb[:0], c) {
					if region[d] == -1 {
						frontier = append(frontier, d)
					}
				}
			}
			if len(frontier) == 0 {
				break
			}
			d := frontier[rng.IntN(len(frontier))]
			region[d] = next
			cells = append(cells, d)
		}
		next++
		return len(cells)
	}
	for _, h := range sh.Huge {
		start := rng.IntN(n)
		for region[start] != -1 {
			start = rng.IntN(n)
		}
		if grow(start, h) != h {
			return nil, false
		}
	}
	for _, c := range rng.Perm(n) {
		if region[c] == -1 {
			grow(c, sh.MinSize+rng.IntN(sh.MaxSize-sh.MinSize+1))
		}
	}
	// Merge equal-size neighbours until the rule holds.
	for {
		size := make([]int, next)
		for _, r := range region {
			size[r]++
		}
		merged := false
		for c := 0; c < n && !merged; c++ {
			for _, d := range g.Neighbours(nb[:0], c) {
				a, b := region[c], region[d]
				if a != b && size[a] == size[b] {
					for e := range region {
						if region[e] == b {
							region[e] = a
						}
					}
					merged = true
					break
				}
			}
		}
		if !merged {
			return region, len(sh.Huge) == 0 || size[0] == sh.Huge[0]
		}
	}
}

func fillominoBlock(g grid.Grid, region []int, sh fillominoShape, rng *rand.Rand) Block {
	n := g.Cells()
	members := map[int][]int{}
	for c, r := range region {
		members[r] = append(members[r], c)
	}
	given := make([]bool, n)
	for r := 0; r < len(members); r++ {
		cells := members[r]
		if len(cells) == 0 {
			continue
		}
		k := int(float64(len(cells))*sh.GivenShare + rng.Float64())
		if k == 0 && len(cells) >= sh.AlwaysFrom {
			k = 1
		}
		if r < len(sh.Huge) {
			k = sh.HugeGivens // the huge regions come first
		}
		for _, i := range rng.Perm(len(cells))[:min(k, len(cells))] {
			given[cells[i]] = true
		}
	}
	size := func(c int) string { return strconv.Itoa(len(members[region[c]])) }
	clues := gridLines(g.Cols, g.Rows, func(c int) string {
		if given[c] {
			return size(c)
		}
		return "."
	})
	return Block{
		Meta:     [][2]string{{"solution", "given"}},
		Sections: []Section{{"clues", clues}, {"solution", gridLines(g.Cols, g.Rows, size)}},
	}
}
