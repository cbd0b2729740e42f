package nurikabe

import (
	"math/rand/v2"
	"slices"

	"pencilbox/solver/grid"
)

// A start of whole islands. Published puzzles have few 1s (12 % of their
// numbers), and carving only merges islands, so a start of 1-islands
// leaves the 1s the rules cannot merge away (about half of them). This
// start grows islands of up to maxIsland cells first, numbers each at a
// random cell, and then settles it for the level's rules a little at a
// time: while the rules get stuck, a few of the islands nearest the cells
// they leave open (those of 3 or more cells first) are cut at one cell
// each (into two numbered islands of 2 or more cells where it can, else
// shrunk by that cell), so only the islands that are in the way get
// smaller. Settled starts still have about two thirds of their numbers
// at 1 (cuts end at 1s, and 2x2 wall blocks a cut leaves are broken by
// new 1-islands where no island can grow); carving takes most away.

// growWhole starts from an all-wall board and unshades random cells of
// 2x2 wall blocks while the wall stays connected and no island exceeds
// limit cells (islands may merge: nothing is numbered yet), until no 2x2
// wall block is left. It fails when a block cannot be broken.
func growWhole(g grid.Grid, gr grid.Graph, rng *rand.Rand, limit int) ([]bool, bool) {
	white := make([]bool, g.Cells())
	for {
		bs := wallBlocks(g, white)
		if len(bs) == 0 {
			return white, true
		}
		b := bs[rng.IntN(len(bs))]
		cells := []int{b, b + 1, b + g.Cols, b + g.Cols + 1}
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		done := false
		for _, v := range cells {
			if islandWith(gr, white, v) <= limit && wallStaysConnected(gr, white, v) {
				white[v] = true
				done = true
				break
			}
		}
		if !done {
			return nil, false
		}
	}
}

// wallBlocks lists the top-left cells of the 2x2 blocks that are all wall.
func wallBlocks(g grid.Grid, white []bool) []int {
	var bs []int
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			if !white[c] && !white[c+1] && !white[c+g.Cols] && !white[c+g.Cols+1] {
				bs = append(bs, c)
			}
		}
	}
	return bs
}

// islandWith is the size of the island wall cell v would be part of once
// unshaded (merging the islands it touches).
func islandWith(gr grid.Graph, white []bool, v int) int {
	seen := gr.Reach([]int{v}, func(d int) bool { return white[d] || d == v })
	n := 0
	for _, s := range seen {
		if s {
			n++
		}
	}
	return n
}

// wallStaysConnected says whether the wall stays in one piece once wall
// cell v is unshaded.
func wallStaysConnected(gr grid.Graph, white []bool, v int) bool {
	_, pieces := gr.Components(func(d int) bool { return !white[d] && d != v })
	return pieces <= 1
}

// settleGently makes the carving's puzzle one the rules finish (so
// unique): while they get stuck, open islands (the nearest to a cell the
// rules leave open) are cut, and 2x2 wall blocks the cuts leave are
// broken again. It gives up after a bounded number of rounds, or when a
// cut leaves a block it cannot break.
func (c *carving) settleGently(rules []Rule, rng *rand.Rand) bool {
	for range c.g.Cells() {
		p, err := c.puzzle()
		if err != nil {
			return false
		}
		b := p.newBoard()
		if _, err := b.propagate(rules); err != nil {
			return false
		}
		if b.branchCell() < 0 {
			c.p = p
			return true
		}
		comp, n := c.gr.Components(func(v int) bool { return c.white[v] })
		var unknown []int
		for v, x := range b.v {
			if x == unk {
				unknown = append(unknown, v)
			}
		}
		// The islands nearest the open cells.
		dist := c.gr.Distances(unknown, func(int) bool { return true }, -1)
		size := make([]int, n)
		for _, k := range comp {
			if k >= 0 {
				size[k]++
			}
		}
		near := int32(-1)
		for v, k := range comp {
			if k >= 0 && size[k] > 1 && dist[v] >= 0 && (near < 0 || dist[v] < near) {
				near = dist[v]
			}
		}
		var open []int32
		seen := make([]bool, n)
		for v, k := range comp {
			if k >= 0 && size[k] > 1 && dist[v] >= 0 && dist[v] <= near+1 && !seen[k] {
				seen[k] = true
				open = append(open, k)
			}
		}
		if len(open) == 0 {
			return false
		}
		// Islands of 3 or more first: cutting a 2 makes a 1.
		if big := slices.DeleteFunc(slices.Clone(open), func(k int32) bool { return size[k] < 3 }); len(big) > 0 {
			open = big
		}
		// Cutting one island a round took a third of an easy 20x20's
		// time; islands far apart hardly change each other's fate.
		rng.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
		open = open[:1+len(open)/cutsPerRound]
		rep := make([]int, 0, len(open))
		for _, k := range open {
			rep = append(rep, slices.Index(comp, k))
		}
		for _, r := range rep {
			if !c.white[r] {
				continue
			}
			var island []int
			for v, s := range c.gr.Reach([]int{r}, func(d int) bool { return c.white[d] }) {
				if s {
					island = append(island, v)
				}
			}
			if len(island) > 1 && !c.cut(island, rng) {
				return false
			}
		}
	}
	return false
}

// cutsPerRound: a settling round cuts one open island in this many
// (and at least one).
const cutsPerRound = 6

// cut walls one unnumbered cell of island, trying them in this order:
// those that leave no 2x2 wall block before those that do, and among
// them those that split the island into pieces of two or more cells,
// then those that shrink it by one cell, then those that split off a 1.
// Pieces without a number get one at a random cell, and 2x2 wall blocks
// the cut leaves are broken again (see breakBlocks); a cell whose blocks
// cannot be broken is given back and the next one tried.
func (c *carving) cut(island []int, rng *rand.Rand) bool {
	var cand []int
	for _, v := range island {
		if !c.clueAt[v] {
			cand = append(cand, v)
		}
	}
	rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	score := make(map[int]int, len(cand))
	for _, v := range cand {
		c.white[v] = false
		ps := c.pieces(island, v)
		sc := 1 // a split that leaves a 1
		switch small := slices.ContainsFunc(ps, func(p []int) bool { return len(p) < 2 }); {
		case len(ps) == 1:
			sc = 2 // one cell shorter
		case !small:
			sc = 3 // two islands of two or more
		}
		if c.blockAt(v, -1) {
			sc -= 3
		}
		c.white[v] = true
		score[v] = sc
	}
	slices.SortStableFunc(cand, func(a, b int) int { return score[b] - score[a] })
	white, clueAt := slices.Clone(c.white), slices.Clone(c.clueAt)
	for _, v := range cand {
		c.white[v] = false
		for _, piece := range c.pieces(island, v) {
			numbered := false
			for _, d := range piece {
				numbered = numbered || c.clueAt[d]
			}
			if !numbered {
				c.clueAt[piece[rng.IntN(len(piece))]] = true
			}
		}
		if c.breakBlocks(rng) {
			return true
		}
		copy(c.white, white)
		copy(c.clueAt, clueAt)
	}
	return false
}

// pieces splits island without cell gone into its connected pieces.
func (c *carving) pieces(island []int, gone int) [][]int {
	in := make(map[int]bool, len(island))
	for _, v := range island {
		in[v] = v != gone
	}
	var out [][]int
	done := map[int]bool{}
	for _, v := range island {
		if v == gone || done[v] {
			continue
		}
		seen := c.gr.Reach([]int{v}, func(d int) bool { return in[d] })
		var piece []int
		for d, s := range seen {
			if s {
				piece = append(piece, d)
				done[d] = true
			}
		}
		out = append(out, piece)
	}
	return out
}

// piecesAtLeast says whether every piece of island without gone has at
// least n cells, and there are two or more of them.
func (c *carving) piecesAtLeast(island []int, gone, n int) bool {
	ps := c.pieces(island, gone)
	if len(ps) < 2 {
		return false
	}
	for _, p := range ps {
		if len(p) < n {
			return false
		}
	}
	return true
}

// breakBlocks unshades a cell of every 2x2 wall block: one that grows the
// single island beside it within maxIsland, else a new 1-island, keeping
// the wall connected. It fails when a block cannot be broken.
func (c *carving) breakBlocks(rng *rand.Rand) bool {
	for {
		bs := wallBlocks(c.g, c.white)
		if len(bs) == 0 {
			return true
		}
		b := bs[rng.IntN(len(bs))]
		cells := []int{b, b + 1, b + c.g.Cols, b + c.g.Cols + 1}
		rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		done := false
		for _, v := range cells {
			if clues := c.grow(v); len(clues) == 1 {
				c.white[v] = true
				done = true
				break
			}
		}
		for _, v := range cells {
			if done {
				break
			}
			if !c.touchesIsland(v) && wallStaysConnected(c.gr, c.white, v) {
				c.white[v], c.clueAt[v] = true, true
				done = true
			}
		}
		if !done {
			return false
		}
	}
}
