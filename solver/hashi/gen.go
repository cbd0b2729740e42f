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
	// Aim at an island on three cells in eight: published boards have
	// about one on three (J-POP's 10x10: 0.343), and denser layouts grade
	// more reliably at every level (a fifth left 7x7 hard short of
	// candidates). The growth stops earlier where no island fits, near
	// 0.31 to 0.32 of the cells.
	return &carving{g: g, clues: randomIslands(g, rng, g.Cells()*3/8)}, nil
}

// randomIslands grows the island graph and returns the clues (bridge
// counts per island cell, urlcodec.Empty for water). A new island lands
// at the end of a fresh bridge from an old one, on water or on an old
// bridge, which it then splits in two (its ends keep their counts, the
// new island gets both halves): growth on water alone stalls near a
// quarter of the cells, once the bridges fence the water off, while
// published boards have an island on about one cell in three.
func randomIslands(g grid.Grid, rng *rand.Rand, target int) []int {
	n := g.Cells()
	const (
		water = iota
		island
		bridged
	)
	// A bridge between islands a and b of k lines over cells.
	type bridge struct {
		a, b, k int
		cells   []int
	}
	kind := make([]uint8, n)
	deg := make([]int, n)
	on := make([]int, n) // the bridge over a bridged cell
	var bridges []bridge
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
	put := func(br bridge) {
		for _, c := range br.cells {
			kind[c] = bridged
			on[c] = len(bridges)
		}
		bridges = append(bridges, br)
	}
	link := func(a, b int, path []int) {
		k := 1 + rng.IntN(2)
		deg[a] += k
		deg[b] += k
		put(bridge{a, b, k, path})
	}
	// split makes the bridged cell c an island on both halves of its
	// bridge; the halves must keep a cell of water each (nearIsland).
	split := func(c int) {
		i := on[c]
		br := bridges[i]
		at := 0
		for j, q := range br.cells {
			if q == c {
				at = j
			}
		}
		kind[c] = island
		deg[c] += 2 * br.k
		bridges[i] = bridge{br.a, c, br.k, br.cells[:at:at]}
		for _, q := range br.cells[:at] {
			on[q] = i
		}
		put(bridge{c, br.b, br.k, br.cells[at+1:]})
	}
	// settle makes b, on water or on a bridge, an island, or says it
	// cannot be one.
	// settle makes b, on water or on a bridge, an island, or says it
	// cannot be one. A bridge reached across water meets the new one at
	// a right angle, so b splits it; b's count is at most 2+2 then, and
	// the new bridge keeps it within eight.
	settle := func(b int) bool {
		if kind[b] == island || nearIsland(b) {
			return false
		}
		if kind[b] == bridged {
			split(b)
		} else {
			kind[b] = island
		}
		islands = append(islands, b)
		return true
	}
	// nearest is what the water cell b sees first within two cells of
	// water, an island or a bridge that can take one, with the water
	// between; a < 0 when there is none. Short bridges leave room for
	// more islands: long ones fence off the water.
	nearest := func(b, turn int) (a int, path []int) {
		a = -1
		y, x := g.YX(b)
		for i := range grid.Dirs {
			d := grid.Dirs[(i+turn)%4]
			var p []int
			k := 1
			for ; g.In(y+k*d.Y, x+k*d.X) && kind[g.Cell(y+k*d.Y, x+k*d.X)] == water; k++ {
				p = append(p, g.Cell(y+k*d.Y, x+k*d.X))
			}
			if len(p) == 0 || len(p) > 2 || !g.In(y+k*d.Y, x+k*d.X) || a >= 0 && len(p) >= len(path) {
				continue
			}
			if c := g.Cell(y+k*d.Y, x+k*d.X); kind[c] == island || !nearIsland(c) {
				a, path = c, p
			}
		}
		return a, path
	}
	// Two ways to grow, taken in turn: a bridge of one or (less often)
	// two cells from a random island in a random direction, and a random
	// cell of open water joined to what it sees nearest (the water no
	// bridge reaches by chance, where the first way stalls near a
	// quarter of the cells).
	for tries := 0; len(islands) < target && tries < 50*target; tries++ {
		d := grid.Dirs[rng.IntN(4)]
		if tries%2 == 1 {
			b := rng.IntN(n)
			if kind[b] != water || nearIsland(b) {
				continue
			}
			if a, path := nearest(b, tries/2); a >= 0 && (kind[a] == island || settle(a)) {
				kind[b] = island
				islands = append(islands, b)
				link(a, b, path)
			}
			continue
		}
		a := islands[rng.IntN(len(islands))]
		steps := 2 + rng.IntN(4)/3
		cells := walk(a, d, steps)
		if cells == nil {
			continue
		}
		ok := true
		for _, c := range cells[:steps-1] {
			ok = ok && kind[c] == water
		}
		if b := cells[steps-1]; ok && settle(b) {
			link(a, b, cells[:steps-1])
		}
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
