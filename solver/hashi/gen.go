package hashi

// Hashiwokakero's carving hooks (puzzle.Carver). Carving does not fit
// Bridges: every island keeps its number, and the puzzle is its island
// layout. So StartCarving grows a random connected island graph (each new
// island at the end of a fresh bridge from an old one, never next to
// another island and never across a bridge, then a few extra bridges
// between islands that see each other), the numbers are the bridge counts,
// and the "carving" has no slots: the engine's attempt loop becomes "new
// layout until one is unique and has the level". Grade proves uniqueness
// with the SAT model and grades with the rules of solver/hashi (rules.go):
// easy needs only island counts and crossings, medium also isolation, hard
// also one-step contradictions; layouts needing more are rejected.

import (
	"context"
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

var hashiLevels = []puzzle.Level{
	{Name: "easy", Description: "Island numbers and crossings are enough: an island that cannot get its bridges elsewhere, an island already full."},
	{Name: "medium", Description: "Also needs \"do not cut off a finished group\": two 1s never join, two 2s never share a double bridge, and so on."},
	{Name: "hard", Description: "Also needs short trials: \"with one more bridge here, an island or the connection would break\". Layouts that need more are not offered."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.Carver = Genre{}
	_ puzzle.Grader = Genre{}
)

func (Genre) Levels() []puzzle.Level { return hashiLevels }

func (Genre) Sizes() [][2]int { return [][2]int{{10, 10}, {7, 7}, {13, 13}, {17, 17}} }

func (Genre) MaxAttempts(cols, rows, level int) int { return 300 }

type carving struct {
	g     grid.Grid
	clues []int
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	// Aim at an island on every third cell: published boards have about
	// one on three, and denser layouts grade more reliably at every level
	// (a fifth left 7x7 hard short of candidates). The growth stops
	// earlier where no island fits, near a quarter of the cells.
	return &carving{g: g, clues: randomIslands(g, rng, g.Cells()/3)}, nil
}

// randomIslands grows the island graph and returns the clues (bridge
// counts per island cell, urlcodec.Empty for water).
func randomIslands(g grid.Grid, rng *rand.Rand, target int) []int {
	n := g.Cells()
	const (
		water = iota
		island
		bridged
	)
	kind := make([]uint8, n)
	deg := make([]int, n)
	var islands []int
	first := rng.IntN(n)
	kind[first] = island
	islands = append(islands, first)
	nearIsland := func(c int) bool {
		var nb []int
		for _, d := range g.Neighbours(nb, c) {
			if kind[d] == island {
				return true
			}
		}
		return false
	}
	// walk returns the cells from a (exclusive) in direction d up to
	// length steps, or nil when it leaves the board.
	walk := func(a int, d grid.Point, steps int) []int {
		y, x := g.YX(a)
		out := make([]int, 0, steps)
		for k := 1; k <= steps; k++ {
			if !g.In(y+k*d.Y, x+k*d.X) {
				return nil
			}
			out = append(out, g.Cell(y+k*d.Y, x+k*d.X))
		}
		return out
	}
	link := func(a, b int, path []int) {
		k := 1 + rng.IntN(2)
		deg[a] += k
		deg[b] += k
		for _, c := range path {
			kind[c] = bridged
		}
	}
	for tries := 0; len(islands) < target && tries < 50*target; tries++ {
		a := islands[rng.IntN(len(islands))]
		d := grid.Dirs[rng.IntN(4)]
		steps := 2 + rng.IntN(4)
		cells := walk(a, d, steps)
		if cells == nil {
			continue
		}
		ok := true
		for _, c := range cells[:steps-1] {
			ok = ok && kind[c] == water
		}
		b := cells[steps-1]
		if !ok || kind[b] != water || nearIsland(b) {
			continue
		}
		kind[b] = island
		islands = append(islands, b)
		link(a, b, cells[:steps-1])
	}
	// Extra bridges between islands that see each other across free water
	// make cycles, so the graph is not always a tree.
	for _, a := range islands {
		for _, d := range [2]grid.Point{{Y: 0, X: 1}, {Y: 1, X: 0}} {
			if rng.IntN(4) != 0 {
				continue
			}
			y, x := g.YX(a)
			var path []int
			for k := 1; g.In(y+k*d.Y, x+k*d.X); k++ {
				c := g.Cell(y+k*d.Y, x+k*d.X)
				if kind[c] == island {
					if len(path) > 0 && deg[a] <= 6 && deg[c] <= 6 {
						link(a, c, path)
					}
					break
				}
				if kind[c] != water {
					break
				}
				path = append(path, c)
			}
		}
	}
	clues := make([]int, n)
	for c := range clues {
		clues[c] = urlcodec.Empty
		if kind[c] == island {
			clues[c] = deg[c]
		}
	}
	return clues
}

func (c *carving) Slots() int                                                 { return 0 }
func (c *carving) Partner(i int) int                                          { return i }
func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool { return false }
func (c *carving) Guarded(level int) bool                                     { return false }

func (c *carving) Grade(ctx context.Context) int {
	p, err := NewPuzzle(c.g.Cols, c.g.Rows, c.clues)
	if err != nil || p.Solve(ctx, 2).Status != puzzle.Unique {
		return -1
	}
	return Genre{}.Grade(ctx, p)
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.g.Cols, c.g.Rows, c.clues)
}

// Grade grades p by the rules of rules.go, as carving does (puzzle.Grader):
// layouts that need more than the hard rules have no level.
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		if g := p.Grade(); g <= LevelHard {
			return g
		}
		return -1
	})
}
