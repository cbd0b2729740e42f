package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"pencilbox/solver/grid"
)

// nurikabeShape says how a Nurikabe solution is drawn: islands of MinSize
// to MaxSize cells grown one cell at a time, each cell only where it
// touches no other island and leaves the wall connected; then every 2x2
// block of wall is broken by a white cell (with any wall it cuts off, so
// neighbouring islands may merge). Every island carries one number, so
// large islands mean few clues.
type nurikabeShape struct {
	MinSize, MaxSize int
}

func buildNurikabe(sh nurikabeShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(ctx context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g := grid.Grid{Cols: cols, Rows: rows}
		for try := 0; try < 20; try++ {
			if ctx.Err() != nil {
				return Block{}, ctx.Err()
			}
			white, ok := nurikabeIslands(g, sh, rng)
			if ok {
				return nurikabeBlock(g, white, rng), nil
			}
		}
		return Block{}, fmt.Errorf("no wall without 2x2 blocks after 20 tries")
	}
}

// nurikabeIslands returns white[c]: the islands are the groups of white
// cells, the wall the rest.
func nurikabeIslands(g grid.Grid, sh nurikabeShape, rng *rand.Rand) ([]bool, bool) {
	n := g.Cells()
	island := make([]int, n)
	for c := range island {
		island[c] = -1
	}
	walls := n
	var nb []int
	// fits says whether c may become white for island id.
	fits := func(c, id int) bool {
		if island[c] != -1 {
			return false
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if island[d] != -1 && island[d] != id {
				return false
			}
		}
		island[c] = id
		ok := wallConnected(g, island, walls-1)
		island[c] = -1
		return ok
	}
	ids := 0
	for _, start := range rng.Perm(n) {
		if !fits(start, ids) {
			continue
		}
		id := ids
		ids++
		island[start] = id
		walls--
		cells := []int{start}
		want := sh.MinSize + rng.IntN(sh.MaxSize-sh.MinSize+1)
		for len(cells) < want {
			var frontier []int
			for _, c := range cells {
				for _, d := range g.Neighbours(nil, c) {
					if island[d] == -1 {
						frontier = append(frontier, d)
					}
				}
			}
			added := false
			for _, i := range rng.Perm(len(frontier)) {
				if fits(frontier[i], id) {
					island[frontier[i]] = id
					walls--
					cells = append(cells, frontier[i])
					added = true
					break
				}
			}
			if !added {
				break
			}
		}
	}
	// Break every 2x2 block of wall: the cell of the block that cuts the
	// fewest wall cells off the main wall turns white, and so do the cells
	// it cuts off (they join the islands around them).
	white := make([]bool, n)
	for c, v := range island {
		white[c] = v != -1
	}
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			block := []int{g.Cell(y, x), g.Cell(y, x+1), g.Cell(y+1, x), g.Cell(y+1, x+1)}
			if white[block[0]] || white[block[1]] || white[block[2]] || white[block[3]] {
				continue
			}
			best, bestCut := -1, n+1
			for _, i := range rng.Perm(4) {
				white[block[i]] = true
				if cut := len(cutOff(g, white)); cut < bestCut {
					best, bestCut = block[i], cut
				}
				white[block[i]] = false
			}
			white[best] = true
			for _, c := range cutOff(g, white) {
				white[c] = true
			}
		}
	}
	return white, true
}

// cutOff lists the wall cells outside the largest group of wall.
func cutOff(g grid.Grid, white []bool) []int {
	group := make([]int, len(white))
	for c := range group {
		group[c] = -1
	}
	var sizes []int
	var nb []int
	for s := range white {
		if white[s] || group[s] != -1 {
			continue
		}
		id := len(sizes)
		group[s] = id
		stack := []int{s}
		size := 0
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			for _, d := range g.Neighbours(nb[:0], c) {
				if !white[d] && group[d] == -1 {
					group[d] = id
					stack = append(stack, d)
				}
			}
		}
		sizes = append(sizes, size)
	}
	main := 0
	for id, sz := range sizes {
		if sz > sizes[main] {
			main = id
		}
	}
	var out []int
	for c, id := range group {
		if id != -1 && id != main {
			out = append(out, c)
		}
	}
	return out
}

// wallConnected says whether the walls (island -1) form one group of
// want cells.
func wallConnected(g grid.Grid, island []int, want int) bool {
	if want == 0 {
		return true
	}
	start := -1
	for c, v := range island {
		if v == -1 {
			start = c
			break
		}
	}
	seen := make([]bool, len(island))
	stack := []int{start}
	seen[start] = true
	count := 0
	var nb []int
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		for _, d := range g.Neighbours(nb[:0], c) {
			if island[d] == -1 && !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return count == want
}

func nurikabeBlock(g grid.Grid, white []bool, rng *rand.Rand) Block {
	clue := make([]int, g.Cells())
	seen := make([]bool, g.Cells())
	var nb []int
	for s := range white {
		if !white[s] || seen[s] {
			continue
		}
		seen[s] = true
		cells := []int{s}
		for i := 0; i < len(cells); i++ {
			for _, d := range g.Neighbours(nb[:0], cells[i]) {
				if white[d] && !seen[d] {
					seen[d] = true
					cells = append(cells, d)
				}
			}
		}
		clue[cells[rng.IntN(len(cells))]] = len(cells)
	}
	clues := gridLines(g.Cols, g.Rows, func(c int) string {
		if clue[c] > 0 {
			return strconv.Itoa(clue[c])
		}
		return "."
	})
	sol := gridLines(g.Cols, g.Rows, func(c int) string {
		if white[c] {
			return "."
		}
		return "#"
	})
	return Block{
		Meta:     [][2]string{{"solution", "given"}},
		Sections: []Section{{"clues", clues}, {"solution", sol}},
	}
}
