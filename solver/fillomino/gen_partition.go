package fillomino

// The random solution a carving starts from: a partition of the board
// into polyominoes, no two of one size side by side.
//
// Regions are grown from random cells to drawn sizes. Growth alone cannot
// always succeed: a region grown into a pocket of free cells smaller than
// its drawn size takes the pocket whatever it draws, and when a neighbour
// already has that size no redraw helps. The old generator gave up on the
// whole board then, which on a 15x15 board happened every time. Here such
// clashes are repaired afterwards by merging: a clashing region joins a
// neighbour when the sum clashes with nothing around the union, and
// otherwise it joins the region it clashes with. Every merge removes a
// region, so the repair ends, at worst with one region (a legal board);
// in practice a legal merge is almost always at hand and sizes stay small.
// All choices come from the engine's rng, so a seed gives one board.

import (
	"math/rand/v2"
	"slices"

	"pencilbox/solver/grid"
)

// fillominoSizeWeights: region sizes 1..7 and how often each is drawn.
var fillominoSizeWeights = []int{0, 2, 4, 5, 5, 4, 3, 2}

// fillominoMergeMax is the largest region a preferred merge may make; a
// clash with no such merge falls back to joining the clashing pair.
const fillominoMergeMax = 9

func drawSize(rng *rand.Rand) int {
	total := 0
	for _, w := range fillominoSizeWeights {
		total += w
	}
	r := rng.IntN(total)
	for s, w := range fillominoSizeWeights {
		if r < w {
			return s
		}
		r -= w
	}
	return 1
}

// partition is a division of the board: region[c] is the id of c's
// region, members[id] its cells (nil once merged into another).
type partition struct {
	g       grid.Grid
	region  []int
	members [][]int
	nb      []int
}

// randomPartition divides g into regions with no two of one size side by
// side and returns each cell's region size. It always succeeds.
func randomPartition(g grid.Grid, rng *rand.Rand) []int {
	pt := &partition{g: g, region: make([]int, g.Cells())}
	for i := range pt.region {
		pt.region[i] = -1
	}
	for _, start := range rng.Perm(g.Cells()) {
		if pt.region[start] < 0 {
			pt.grow(start, rng)
		}
	}
	pt.repair(rng)
	vals := make([]int, g.Cells())
	for c, r := range pt.region {
		vals[c] = len(pt.members[r])
	}
	return vals
}

// grow makes a new region from the free cell start: up to six drawn
// sizes, keeping the first that clashes with no neighbour, else the last
// (repair settles it).
//
// A region grows depth first in a direction of its own (drawn per
// attempt): from the cell it added last it goes on that way when it can,
// else turns, else resumes from an older frontier cell. Such mostly
// straight regions are what the human rules finish from few clues (a bar
// with its end given can only grow one way once its sides are filled);
// blobs grown at random need 52 % of a 10x10 board as givens for Easy,
// bars with random turns 49 %, these 44 %.
func (pt *partition) grow(start int, rng *rand.Rand) {
	id := len(pt.members)
	var set, frontier []int
	for attempt := 0; attempt < 6; attempt++ {
		for _, c := range set {
			pt.region[c] = -1
		}
		want := drawSize(rng)
		dirs := rng.Perm(4) // preference, least first
		set = append(set[:0], start)
		pt.region[start] = id
		frontier = pt.freeNeighbours(frontier[:0], start, dirs)
		for len(set) < want && len(frontier) > 0 {
			c := frontier[len(frontier)-1]
			frontier = frontier[:len(frontier)-1]
			if pt.region[c] >= 0 {
				continue
			}
			pt.region[c] = id
			set = append(set, c)
			frontier = pt.freeNeighbours(frontier, c, dirs)
		}
		if !pt.touchesSize(set, len(set), id, -1) {
			break
		}
	}
	pt.members = append(pt.members, slices.Clone(set))
}

// freeNeighbours appends c's free neighbours in the order of dirs.
func (pt *partition) freeNeighbours(dst []int, c int, dirs []int) []int {
	y, x := pt.g.YX(c)
	for _, k := range dirs {
		d := grid.Dirs[k]
		if pt.g.In(y+d.Y, x+d.X) {
			if n := pt.g.Cell(y+d.Y, x+d.X); pt.region[n] < 0 {
				dst = append(dst, n)
			}
		}
	}
	return dst
}

// touchesSize reports whether a region other than a and b beside cells
// has size k.
func (pt *partition) touchesSize(cells []int, k, a, b int) bool {
	for _, c := range cells {
		for _, d := range pt.g.Neighbours(pt.nb[:0], c) {
			if r := pt.region[d]; r >= 0 && r != a && r != b && len(pt.members[r]) == k {
				return true
			}
		}
	}
	return false
}

// neighbourRegions lists the regions beside region id, in cell order.
func (pt *partition) neighbourRegions(id int) []int {
	var out []int
	for _, c := range pt.members[id] {
		for _, d := range pt.g.Neighbours(pt.nb[:0], c) {
			if r := pt.region[d]; r != id && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// clashing lists the regions beside a region of their own size, by id.
func (pt *partition) clashing() []int {
	var out []int
	for id, cells := range pt.members {
		if cells == nil {
			continue
		}
		for _, r := range pt.neighbourRegions(id) {
			if len(pt.members[r]) == len(cells) {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// repair merges regions until no two of one size touch. A clashing region
// joins, by preference, a neighbour whose union would be at most
// fillominoMergeMax and beside no region of the union's size; failing
// that, it joins the region it clashes with.
func (pt *partition) repair(rng *rand.Rand) {
	for {
		bad := pt.clashing()
		if len(bad) == 0 {
			return
		}
		id := bad[rng.IntN(len(bad))]
		k := len(pt.members[id])
		var good, same []int
		for _, r := range pt.neighbourRegions(id) {
			sum := k + len(pt.members[r])
			if len(pt.members[r]) == k {
				same = append(same, r)
			}
			union := append(slices.Clone(pt.members[id]), pt.members[r]...)
			if sum <= fillominoMergeMax && !pt.touchesSize(union, sum, id, r) {
				good = append(good, r)
			}
		}
		if len(good) > 0 {
			pt.merge(id, good[rng.IntN(len(good))])
		} else {
			pt.merge(id, same[rng.IntN(len(same))])
		}
	}
}

// merge moves region b's cells into region a.
func (pt *partition) merge(a, b int) {
	for _, c := range pt.members[b] {
		pt.region[c] = a
	}
	pt.members[a] = append(pt.members[a], pt.members[b]...)
	pt.members[b] = nil
}
