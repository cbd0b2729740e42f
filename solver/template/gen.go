package template

// Generation by carving (puzzle.Carver): a random shading numbers every
// unshaded cell with its count, then the engine removes numbers while the
// SAT model still proves the shading unique. One level: the template has
// no human rules to grade by; a real genre grades with them (see
// solver/sudoku/gen.go).

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

var _ puzzle.Carver = genre{}

func (genre) Levels() []puzzle.Level {
	return []puzzle.Level{{Name: "easy", Description: "Every number can be met by counting; the solver proves the shading unique."}}
}

func (genre) Sizes() [][2]int { return [][2]int{{6, 6}, {4, 4}, {8, 8}} }

func (genre) MaxAttempts(cols, rows, level int) int { return 20 }

// StartCarving shades each cell with probability 1/3 and numbers the rest.
func (genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	if cols < 1 || rows < 1 || cols > MaxSide || rows > MaxSide {
		return nil, fmt.Errorf("template: cannot generate at %dx%d", cols, rows)
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	shaded := make([]bool, g.Cells())
	for c := range shaded {
		shaded[c] = rng.IntN(3) == 0
	}
	clues := make([]int, g.Cells())
	var nb []int
	for c := range clues {
		clues[c] = urlcodec.Empty
		if shaded[c] {
			continue
		}
		n := 0
		for _, d := range g.Neighbours(nb[:0], c) {
			if shaded[d] {
				n++
			}
		}
		clues[c] = n
	}
	cv := &carving{p: &Puzzle{G: g, Clues: clues}}
	for c, v := range clues {
		if v != urlcodec.Empty {
			cv.slots = append(cv.slots, c)
		}
	}
	return cv, nil
}

// carving is the numbers still on the board; slots are the numbered cells
// of the full solution.
type carving struct {
	p     *Puzzle
	slots []int
}

func (c *carving) Slots() int             { return len(c.slots) }
func (c *carving) Partner(i int) int      { return len(c.slots) - 1 - i }
func (c *carving) Guarded(level int) bool { return false }

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	saved := make([]int, len(slots))
	for k, s := range slots {
		saved[k] = c.p.Clues[c.slots[s]]
		c.p.Clues[c.slots[s]] = urlcodec.Empty
	}
	if c.p.Solve(ctx, 2).Status == puzzle.Unique {
		return true
	}
	for k, s := range slots {
		c.p.Clues[c.slots[s]] = saved[k]
	}
	return false
}

func (c *carving) Grade(ctx context.Context) int {
	if c.p.Solve(ctx, 2).Status != puzzle.Unique {
		return -1
	}
	return 0
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return &Puzzle{G: c.p.G, Clues: append([]int(nil), c.p.Clues...)}, nil
}
