package survo

// Survo's carving hooks: a random arrangement of 1..N, its row and column
// sums, then givens carved in random order, each removal kept only while
// the level still proves the solution unique within its bound. The levels
// are described in the package doc (doc.go).

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

var survoLevels = []puzzle.Level{
	{Name: "easy", Description: "The hint rules are enough: last cell of a line, only number, only place, too large or too small for a line."},
	{Name: "medium", Description: "The rules get stuck; a little trial and error settles it."},
	{Name: "hard", Description: "The rules get stuck and settling it takes a longer search."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.Carver = Genre{}
	_ puzzle.Grader = Genre{}
)

func (Genre) Levels() []puzzle.Level { return survoLevels }

// Sizes as (cols, rows): 5x5 first, the play sizes 3x3 to 6x6, then the
// larger boards.
func (Genre) Sizes() [][2]int {
	return [][2]int{{5, 5}, {3, 3}, {4, 3}, {4, 4}, {5, 4}, {6, 5}, {6, 6}, {7, 7}, {8, 8}}
}

// MaxAttempts: every removal is bounded by the level's node budget, so an
// attempt costs little; hard is withheld (0) where the board is too small
// for it (see hardOffered).
func (Genre) MaxAttempts(cols, rows, level int) int {
	switch cells := cols * rows; {
	case level == hard && !hardOffered(cells):
		return 0
	case cells <= 16:
		return 400 // an attempt takes about a millisecond
	case cells <= 30:
		// Symmetric 5x4 to 6x5 puzzles grade hard about 1 time in 25; an
		// attempt takes about 10 ms.
		return 200
	}
	return 40
}

const (
	easy = iota
	medium
	hard
)

// Level budgets in search nodes per cell squared (never time, so a seed
// gives the same puzzle everywhere). A puzzle is medium when the exact
// search proves it unique within mediumNodes*cells^2 nodes and hard when
// it needs more, up to hardNodes*cells^2: the proofs of minimal puzzles
// grow about with the square of the board, so the bands mean the same at
// every size.
const (
	mediumNodes = 2
	hardNodes   = 6
)

// levelBudget is the node budget of a proof at level (hard's for anything
// but medium).
func levelBudget(level, cells int) int64 {
	c := int64(cells)
	if level == medium {
		return mediumNodes * c * c
	}
	return hardNodes * c * c
}

// hardOffered: on boards of fewer than 20 cells minimal puzzles are
// settled within the medium budget, always below 16 cells and all but
// about 1 time in 270 at 4x4 (the package doc has the figures), so hard
// would never come or would take thousands of attempts.
func hardOffered(cells int) bool { return cells >= 20 }

type carving struct {
	p      *Puzzle // sums; Givens ignored
	givens []int
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	n := cols * rows
	vals := make([]int, n)
	for i, v := range rng.Perm(n) {
		vals[i] = v + 1
	}
	rs, cs := make([]int, rows), make([]int, cols)
	for c, v := range vals {
		rs[c/cols] += v
		cs[c%cols] += v
	}
	p, err := NewPuzzle(cols, rows, rs, cs, make([]int, n))
	if err != nil {
		return nil, fmt.Errorf("survo: %w", err)
	}
	return &carving{p: p, givens: vals}, nil
}

func (c *carving) Slots() int        { return len(c.givens) }
func (c *carving) Partner(i int) int { return len(c.givens) - 1 - i }

// Guarded: every level carves within its own bound. An unguarded carve to
// a truly minimal clue set spends most of its time on the last few
// removals, whose uniqueness proofs grow without bound on 7x7 and 8x8
// (tens of seconds each); bounding each proof by the level's budget keeps
// an attempt cheap and makes the clue set minimal for the level.
func (c *carving) Guarded(level int) bool { return level >= 0 }

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	var saved [2]int
	for k, s := range slots {
		saved[k] = c.givens[s]
		c.givens[s] = 0
	}
	var ok bool
	switch level {
	case easy:
		h, err := NewHuman(c.p, c.givens)
		ok = err == nil
		if ok {
			ok, _ = h.Grade()
		}
	default:
		count, _, _, complete := Count(ctx, c.p, c.givens, 2, levelBudget(level, len(c.givens)))
		ok = complete && count == 1
	}
	if !ok {
		for k, s := range slots {
			c.givens[s] = saved[k]
		}
	}
	return ok
}

func (c *carving) Grade(ctx context.Context) int {
	cells := len(c.givens)
	count, _, nodes, complete := Count(ctx, c.p, c.givens, 2, levelBudget(hard, cells))
	if !complete || count != 1 {
		return -1
	}
	h, err := NewHuman(c.p, c.givens)
	if err != nil {
		return -1
	}
	switch solved, _ := h.Grade(); {
	case solved:
		return easy
	case nodes <= levelBudget(medium, cells):
		return medium
	case nodes <= levelBudget(hard, cells):
		return hard
	}
	return -1
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.p.Cols, c.p.Rows, c.p.RowSums, c.p.ColSums, c.givens)
}

// Grade grades p exactly as a carving that ended at p's givens
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		c := carving{p: p, givens: p.Givens}
		return c.Grade(ctx)
	})
}
