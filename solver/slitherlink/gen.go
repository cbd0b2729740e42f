package slitherlink

// Slitherlink's carving hooks: a random loop (the outline of a random
// region without holes), every cell clued with its count, then clues
// removed while the puzzle stays unique. Easy and medium carving are
// guarded by their rules (solver/slitherlink rules.go): a removal is kept
// only while the level's rules still solve the board, which also proves
// uniqueness, and the grade afterwards tells whether the harder rule was
// needed at all. Hard carves to a (nearly) minimal unique clue set and
// keeps it when the medium rules cannot solve it: each removal is proved
// by the medium rules when they can, else refuted by another loop near
// the removed clue, else proved by the rules failing in every way to
// break the removed clue, else settled by the SAT model within a work
// budget; a removal past the budget is refused, so a few clues may stay
// that a longer search would have shown to be unneeded.
//
// Carving knows the loop it carves from, and every check leans on that:
// rule trials skip the loop's own values (rules.go), and uniqueness asks
// the model for another loop, near the removed clue first, then anywhere,
// with single-loop cuts kept across the carving (uniqueness.go).

import (
	"context"
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
	"pencilbox/solver/urlcodec"
)

var slitherLevels = []puzzle.Level{
	{Name: "easy", Description: "Basic rules are enough: 0s, full clues, corners, two 3s, dots with two lines or one way on, and no small loops."},
	{Name: "medium", Description: "Needs at least one short trial: \"if this edge were a line, the basic rules would break something\"."},
	{Name: "hard", Description: "The trials above are not enough; longer chains of reasoning are needed."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.RotationalCarver = Genre{}
	_ puzzle.Grader           = Genre{}
)

func (Genre) Levels() []puzzle.Level { return slitherLevels }

// RotationalPartners: Partner pairs each clue slot with its 180° rotation.
func (Genre) RotationalPartners() {}

func (Genre) Sizes() [][2]int {
	return [][2]int{{10, 10}, {6, 6}, {8, 8}, {12, 12}, {15, 15}, {20, 20}}
}

func (Genre) MaxAttempts(cols, rows, level int) int {
	if level == LevelEasy {
		return 10
	}
	if level == LevelHard && cols*rows <= 36 {
		// The medium rules solve most small boards: at 6x6, 2 seeds of 20
		// found no hard carving in 30 attempts (a few milliseconds each).
		return 300
	}
	return 30
}

type carving struct {
	g     grid.Grid
	clues []int
	sol   []uint8  // the loop carved from, On or Off per edge
	cuts  loopCuts // the model's single-loop cuts so far (uniqueness.go)
	// proved says a removal was kept, which proved that sol is the only
	// solution of the clues left (the full clue set is not proved).
	proved bool
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	in := randomRegion(g, rng)
	clues := make([]int, g.Cells())
	var nb []int
	for c := range clues {
		n := 4 - len(g.Neighbours(nb[:0], c)) // board border sides
		if !in[c] {
			n = 0
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if in[d] != in[c] {
				n++
			}
		}
		clues[c] = n
	}
	c := &carving{g: g, clues: clues}
	line := c.puzzle().geo.boundary(in)
	c.sol = make([]uint8, len(line))
	for e, on := range line {
		c.sol[e] = Off
		if on {
			c.sol[e] = On
		}
	}
	return c, nil
}

// randomRegion grows a connected set of cells from a random seed, adding
// random neighbouring cells only while the outside stays connected to the
// board's edge (so the region has no holes and its outline is one loop),
// until about half the board is inside.
func randomRegion(g grid.Grid, rng *rand.Rand) []bool {
	n := g.Cells()
	in := make([]bool, n)
	in[rng.IntN(n)] = true
	size, target := 1, n/2+rng.IntN(n/6+1)
	var nb []int
	for tries := 0; size < target && tries < 20*n; tries++ {
		c := rng.IntN(n)
		if in[c] {
			continue
		}
		touches := false
		for _, d := range g.Neighbours(nb[:0], c) {
			touches = touches || in[d]
		}
		if !touches {
			continue
		}
		in[c] = true
		if !outsideConnected(g, in) {
			in[c] = false
			continue
		}
		size++
	}
	return in
}

// outsideConnected reports whether every outside cell reaches the border
// through outside cells.
func outsideConnected(g grid.Grid, in []bool) bool {
	seen := make([]bool, len(in))
	var stack []int
	for c := range in {
		y, x := g.YX(c)
		if !in[c] && (y == 0 || x == 0 || y == g.Rows-1 || x == g.Cols-1) {
			seen[c] = true
			stack = append(stack, c)
		}
	}
	var nb []int
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range g.Neighbours(nb[:0], c) {
			if !in[d] && !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	for c := range in {
		if !in[c] && !seen[c] {
			return false
		}
	}
	return true
}

func (c *carving) Slots() int { return len(c.clues) }

func (c *carving) Partner(i int) int { return len(c.clues) - 1 - i }

func (c *carving) puzzle() *Puzzle {
	p, err := NewPuzzle(c.g.Cols, c.g.Rows, c.clues)
	if err != nil {
		panic("slitherlink: clues out of range: " + err.Error()) // counts are 0..4 by construction
	}
	return p
}

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	saved := make([]int, len(slots))
	var gone []removal
	for k, i := range slots {
		saved[k] = c.clues[i]
		c.clues[i] = urlcodec.Empty
		if c.proved {
			gone = append(gone, removal{i, saved[k]})
		}
	}
	p := c.puzzle()
	d := newDeducer(p, make([]uint8, p.geo.numEdges()))
	d.sol = c.sol
	ok := level >= 0 && d.solveTo(level) || level < 0 && c.unique(ctx, p, d, slots, gone)
	if !ok {
		for k, i := range slots {
			c.clues[i] = saved[k]
		}
	}
	c.proved = c.proved || ok
	return ok
}

func (c *carving) Guarded(level int) bool { return level <= LevelMedium }

func (c *carving) Grade(ctx context.Context) int {
	p := c.puzzle()
	// Every removal kept proved the clues left unique, so the model is
	// asked only when none was (on 20x20 hard it took seconds).
	if !c.proved && p.Solve(ctx, 2).Status != puzzle.Unique {
		return -1
	}
	return Genre{}.Grade(ctx, p)
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.g.Cols, c.g.Rows, c.clues)
}

// unique proves p, the carving's clues without slots, unique for hard
// carving, cheapest proof first; d holds the basic rules' fixpoint with the
// solution known, gone the removed clues when the clues before had one
// solution (see otherLoop). A removal that no proof settles within its
// budget is refused: the clue stays, and the puzzle stays unique, with
// one clue more than a minimal set would have.
func (c *carving) unique(ctx context.Context, p *Puzzle, d *deducer, slots []int, gone []removal) bool {
	// The basic rules settle the early removals alone. Most of the others
	// that are refused have another loop near the removed clue, which a
	// small model finds faster than the trials fail.
	if !d.propagate() || d.solved() {
		return d.solved()
	}
	if c.localLoop(ctx, p, d.e, slots, gone, localWindow, 3) {
		return false
	}
	// The medium rules settle most of the rest, and for the others their
	// edges, shared by every solution, become the model's constants.
	if d.solveTo(LevelMedium) {
		return true
	}
	switch p.brokenClues(d.e, gone) {
	case refuted:
		return true
	case found:
		return false
	}
	// Some other loops reach further than the first window: a window
	// twice as wide still costs less than the whole board.
	if c.localLoop(ctx, p, d.e, slots, gone, 2*localWindow, 2) {
		return false
	}
	return p.onlySolution(ctx, d.e, c.sol, &c.cuts, gone)
}

// localWindow is how far from a removed clue localLoop first lets the
// loop change.
const localWindow = 3

// localLoop reports whether p has a solution other than the carving's
// that differs from it only within radius cells of the cells of slots.
// Most clues that are still needed are needed for such a local reason,
// and on a large board a window is a far smaller search than the whole,
// so this refutes most removals before the whole model is asked. On a
// board smaller than the given number of windows it would only ask about
// as much as the whole model, and it answers false.
func (c *carving) localLoop(ctx context.Context, p *Puzzle, known []uint8, slots []int, gone []removal, radius, windows int) bool {
	if side := 2*radius + 1; c.g.Cells() < windows*side*side {
		return false
	}
	free := make([]bool, len(c.sol))
	for e, cs := range p.geo.edgeCells {
		for _, cell := range cs {
			if cell < 0 {
				continue
			}
			y, x := c.g.YX(int(cell))
			for _, s := range slots {
				sy, sx := c.g.YX(s)
				if abs(y-sy) <= radius && abs(x-sx) <= radius {
					free[e] = true
				}
			}
		}
	}
	st, ok := p.otherLoop(ctx, known, c.sol, free, &c.cuts, gone)
	return ok && st == sat.Sat
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// Grade grades p by the rules of rules.go, as carving does (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, (*Puzzle).Grade)
}
