package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"

	"pencilbox/solver/grid"
)

// flowShape says how a Flow or Numberlink solution is drawn. Numberlink
// boards (rules numberlink, cells may stay empty) are long random walks
// that never touch themselves, so no path has an obvious shortcut; Flow
// boards (every cell used) are one random Hamiltonian path of the board
// (mixed by backbite moves) cut into pieces of up to MinLen..MaxLen
// cells (shorter where a piece would run beside itself).
type flowShape struct {
	Numberlink bool
	MinLen     int
	MaxLen     int
	Straight   float64 // chance a walk keeps its direction when it can
}

func buildFlow(sh flowShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(_ context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g := grid.Grid{Cols: cols, Rows: rows}
		var paths [][]int
		if sh.Numberlink {
			paths = walkPaths(g, sh, rng)
		} else {
			for try := 0; try < 20 && paths == nil; try++ {
				paths = cutPath(hamiltonian(g, rng), g, sh, rng)
			}
		}
		if len(paths) < 2 {
			return Block{}, fmt.Errorf("only %d paths", len(paths))
		}
		label := make([]int, g.Cells())
		end := make([]bool, g.Cells())
		for i, p := range paths {
			for _, c := range p {
				label[c] = i + 1
			}
			end[p[0]], end[p[len(p)-1]] = true, true
		}
		tok := func(show func(c int) bool) func(int) string {
			return func(c int) string {
				if label[c] == 0 || !show(c) {
					return "."
				}
				return strconv.Itoa(label[c])
			}
		}
		rules := "flow"
		if sh.Numberlink {
			rules = "numberlink"
		}
		return Block{
			Meta: [][2]string{{"rules", rules}, {"solution", "given"}},
			Sections: []Section{
				{"clues", gridLines(cols, rows, tok(func(c int) bool { return end[c] }))},
				{"solution", gridLines(cols, rows, tok(func(int) bool { return true }))},
			},
		}, nil
	}
}

// walkPaths lays random walks on free cells: each step goes to a free
// neighbour that touches no earlier cell of the same walk, so a walk
// cannot be shortened; walks shorter than MinLen are dropped.
func walkPaths(g grid.Grid, sh flowShape, rng *rand.Rand) [][]int {
	n := g.Cells()
	owner := make([]int, n) // 0 free, else walk id
	var paths [][]int
	var nb []int
	for fails := 0; fails < 200; {
		start := rng.IntN(n)
		if owner[start] != 0 {
			fails++
			continue
		}
		id := len(paths) + 1
		path := []int{start}
		owner[start] = id
		want := sh.MinLen + rng.IntN(sh.MaxLen-sh.MinLen+1)
		dir := rng.IntN(4)
		for len(path) < want {
			cur := path[len(path)-1]
			var options []int
			var dirs []int
			cy, cx := g.YX(cur)
			for d, step := range grid.Dirs {
				y, x := cy+step.Y, cx+step.X
				if !g.In(y, x) || owner[g.Cell(y, x)] != 0 {
					continue
				}
				next := g.Cell(y, x)
				touches := false
				for _, m := range g.Neighbours(nb[:0], next) {
					if m != cur && owner[m] == id {
						touches = true
					}
				}
				if !touches {
					options = append(options, next)
					dirs = append(dirs, d)
				}
			}
			if len(options) == 0 {
				break
			}
			pick := rng.IntN(len(options))
			for i, d := range dirs {
				if d == dir && rng.Float64() < sh.Straight {
					pick = i
				}
			}
			dir = dirs[pick]
			owner[options[pick]] = id
			path = append(path, options[pick])
		}
		if len(path) < sh.MinLen {
			for _, c := range path {
				owner[c] = 0
			}
			fails++
			continue
		}
		paths = append(paths, path)
	}
	return paths
}

// hamiltonian is a random Hamiltonian path of the board: a boustrophedon
// mixed by backbite moves (an end steps onto a neighbour and the piece of
// path beyond it is reversed), about 20 moves per cell.
func hamiltonian(g grid.Grid, rng *rand.Rand) []int {
	n := g.Cells()
	path := make([]int, 0, n)
	for y := range g.Rows {
		for i := range g.Cols {
			x := i
			if y%2 == 1 {
				x = g.Cols - 1 - i
			}
			path = append(path, g.Cell(y, x))
		}
	}
	pos := make([]int, n)
	for i, c := range path {
		pos[c] = i
	}
	reverse := func(i, j int) {
		for ; i < j; i, j = i+1, j-1 {
			path[i], path[j] = path[j], path[i]
			pos[path[i]], pos[path[j]] = i, j
		}
	}
	var nb []int
	for range 20 * n {
		if rng.IntN(2) == 0 {
			// Work on the front by reversing the whole path first.
			reverse(0, n-1)
		}
		nb = g.Neighbours(nb[:0], path[n-1])
		m := nb[rng.IntN(len(nb))]
		i := pos[m]
		if i == n-2 {
			continue
		}
		reverse(i+1, n-1)
	}
	return path
}

// cutPath cuts a path into consecutive pieces of up to MaxLen cells, a
// piece ending early where its next cell would touch one of its earlier
// cells (the answer names the path of each cell, so a line beside itself
// would read as a branch). It fails (nil) when a single cell is left over.
func cutPath(path []int, g grid.Grid, sh flowShape, rng *rand.Rand) [][]int {
	piece := make([]int, g.Cells()) // piece id + 1 of each cell taken
	var out [][]int
	var nb []int
	want := sh.MinLen + rng.IntN(sh.MaxLen-sh.MinLen+1)
	var cur []int
	for _, c := range path {
		touches := false
		if len(cur) > 0 {
			for _, d := range g.Neighbours(nb[:0], c) {
				if d != cur[len(cur)-1] && piece[d] == len(out)+1 {
					touches = true
				}
			}
		}
		if len(cur) >= want || touches {
			out = append(out, cur)
			cur = nil
			want = sh.MinLen + rng.IntN(sh.MaxLen-sh.MinLen+1)
		}
		cur = append(cur, c)
		piece[c] = len(out) + 1
	}
	if len(cur) < 2 {
		return nil
	}
	return append(out, cur)
}
