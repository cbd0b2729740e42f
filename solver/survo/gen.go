package survo

// Survo's carving hooks: a random arrangement of 1..N, its row and column
// sums, then givens carved in random order while the exact search
// (Count, limit 2, node budget) proves the solution unique, so the
// clue set is minimal. Levels grade by search effort, as the Survo issue
// asks, with the human rules marking the bottom:
//
//   - easy: the hint rules alone (last cell, only number, only place, too
//     large/small) finish the board; carving is guarded by them.
//   - medium: the rules get stuck, and the exact search settles uniqueness
//     within 2*cells^2 nodes (1250 at 5x5).
//   - hard: more search than that (within the uniqueness budget).

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

var survoLevels = []puzzle.Level{
	{Name: "easy", Description: "The hint rules are enough: last cell of a line, only number, only place, too large or too small for a line."},
	{Name: "medium", Description: "The rules get stuck; a little trial and error settles it."},
	{Name: "hard", Description: "Minimal clues that need a longer search."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var _ puzzle.Carver = Genre{}

func (Genre) Levels() []puzzle.Level { return survoLevels }

// Sizes as (cols, rows): 5x5 first, the play sizes 3x3 to 6x6, then the
// larger boards for the command line.
func (Genre) Sizes() [][2]int {
	return [][2]int{{5, 5}, {3, 3}, {4, 3}, {4, 4}, {5, 4}, {6, 5}, {6, 6}, {7, 7}, {8, 8}}
}

// MaxAttempts: proving a minimal 7x7 or 8x8 unique costs seconds, so the
// big boards get few attempts and take the closest level found.
func (Genre) MaxAttempts(cols, rows, level int) int {
	if cols*rows > 36 {
		return 3
	}
	return 30
}

const (
	survoUnique      = 200_000 // nodes for one uniqueness proof while carving
	survoMediumNodes = 2       // per cell squared: nodes of the final proof that still count as medium
)

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
func (c *carving) Guarded(level int) bool {
	return level == 0
}

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	var saved [2]int
	for k, s := range slots {
		saved[k] = c.givens[s]
		c.givens[s] = 0
	}
	var ok bool
	if level == 0 {
		h, err := NewHuman(c.p, c.givens)
		ok = err == nil
		if ok {
			ok, _ = h.Grade()
		}
	} else {
		count, _, _, complete := Count(ctx, c.p, c.givens, 2, survoUnique)
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
	count, _, nodes, complete := Count(ctx, c.p, c.givens, 2, survoUnique)
	if !complete || count != 1 {
		return -1
	}
	h, err := NewHuman(c.p, c.givens)
	if err != nil {
		return -1
	}
	if solved, _ := h.Grade(); solved {
		return 0
	}
	if cells := int64(len(c.givens)); nodes <= survoMediumNodes*cells*cells {
		return 1
	}
	return 2
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.p.Cols, c.p.Rows, c.p.RowSums, c.p.ColSums, c.givens)
}
