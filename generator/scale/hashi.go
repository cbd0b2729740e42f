package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"pencilbox/solver/grid"
)

// hashiShape says how a Hashi solution is drawn: a tree of islands grown
// from one island by bridges of 2 to MaxSpan cells into open water (no
// crossing, no island beside another), until about IslandShare of the
// cells are islands; then Extra of the open lines of sight between two
// islands get a bridge too (cycles make the puzzle harder to pin down).
// Double bridges come with chance Double.
type hashiShape struct {
	IslandShare float64
	MaxSpan     int
	Extra       float64
	Double      float64
}

const (
	water = iota
	island
	horizontal
	vertical
)

func buildHashi(sh hashiShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(_ context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g := grid.Grid{Cols: cols, Rows: rows}
		n := g.Cells()
		kind := make([]int, n)
		width := make([]int, n) // bridge cells: 1 or 2
		degree := make([]int, n)
		var islands []int
		var nb []int
		lonely := func(c int) bool {
			if kind[c] != water {
				return false
			}
			for _, d := range g.Neighbours(nb[:0], c) {
				if kind[d] == island {
					return false
				}
			}
			return true
		}
		bridge := func(a int, dir grid.Point, span, w int) {
			y, x := g.YX(a)
			k := horizontal
			if dir.X == 0 {
				k = vertical
			}
			for i := 1; i < span; i++ {
				c := g.Cell(y+i*dir.Y, x+i*dir.X)
				kind[c], width[c] = k, w
			}
			b := g.Cell(y+span*dir.Y, x+span*dir.X)
			degree[a] += w
			degree[b] += w
		}
		width2 := func() int {
			if rng.Float64() < sh.Double {
				return 2
			}
			return 1
		}
		first := rng.IntN(n)
		kind[first] = island
		islands = append(islands, first)
		want := max(2, int(float64(n)*sh.IslandShare))
		for fails := 0; len(islands) < want && fails < 50*want; {
			a := islands[rng.IntN(len(islands))]
			dir := grid.Dirs[rng.IntN(4)]
			span := 2 + rng.IntN(sh.MaxSpan-1)
			y, x := g.YX(a)
			ok := g.In(y+span*dir.Y, x+span*dir.X) && degree[a] <= 6
			for i := 1; ok && i < span; i++ {
				ok = kind[g.Cell(y+i*dir.Y, x+i*dir.X)] == water
			}
			if ok {
				b := g.Cell(y+span*dir.Y, x+span*dir.X)
				// a's own neighbour on the line is water, so only b's
				// surroundings need a look.
				kind[a] = water
				ok = lonely(b)
				kind[a] = island
				if span == 2 {
					ok = ok && kind[g.Cell(y+dir.Y, x+dir.X)] == water
				}
			}
			if !ok {
				fails++
				continue
			}
			b := g.Cell(y+span*dir.Y, x+span*dir.X)
			kind[b] = island
			islands = append(islands, b)
			bridge(a, dir, span, width2())
		}
		if len(islands) < 2 {
			return Block{}, fmt.Errorf("only %d islands", len(islands))
		}
		// Extra bridges along open lines of sight.
		for _, a := range islands {
			for _, dir := range grid.Dirs[1:3] { // right and down: each pair once
				y, x := g.YX(a)
				span := 1
				for g.In(y+span*dir.Y, x+span*dir.X) && kind[g.Cell(y+span*dir.Y, x+span*dir.X)] == water {
					span++
				}
				if !g.In(y+span*dir.Y, x+span*dir.X) || span < 2 {
					continue
				}
				b := g.Cell(y+span*dir.Y, x+span*dir.X)
				if kind[b] == island && degree[a] <= 6 && degree[b] <= 6 && rng.Float64() < sh.Extra {
					bridge(a, dir, span, width2())
				}
			}
		}
		clues := gridLines(cols, rows, func(c int) string {
			if kind[c] == island {
				return strconv.Itoa(degree[c])
			}
			return "."
		})
		sol := gridLines(cols, rows, func(c int) string {
			switch kind[c] {
			case island:
				return strconv.Itoa(degree[c])
			case horizontal:
				return [3]string{"", "-", "="}[width[c]]
			case vertical:
				return [3]string{"", "|", "H"}[width[c]]
			}
			return "."
		})
		return Block{
			Meta:     [][2]string{{"solution", "given"}},
			Sections: []Section{{"clues", clues}, {"solution", sol}},
		}, nil
	}
}
