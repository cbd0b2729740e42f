package fillomino

// Fillomino's carving hooks: a random partition of the board into
// polyominoes (no two of one size side by side), every cell a clue, then
// clues removed while the solution stays unique. Levels are the sets of
// human rules (solver/fillomino/human.go) that must finish the puzzle.

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

var fillominoLevels = []puzzle.Level{
	{Name: "easy", Description: "Groups that can only grow one way, and empty cells no group can reach, finish the puzzle."},
	{Name: "medium", Description: "Also needs groups that have exactly enough room left; no guessing."},
	{Name: "hard", Description: "A minimal set of clues: the rules above get stuck, further steps need longer reasoning."},
}

// fillominoRuleOf is the hardest human rule each guarded level may use.
var fillominoRuleOf = []Rule{RuleIsolated, RuleRoom}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var _ puzzle.Carver = Genre{}

func (Genre) Levels() []puzzle.Level { return fillominoLevels }

func (Genre) Sizes() [][2]int {
	return [][2]int{{10, 10}, {6, 6}, {8, 8}, {12, 12}, {15, 15}}
}

func (Genre) MaxAttempts(cols, rows, level int) int { return 12 }

// fillominoCarveNodes is the search budget of one removal test.
const fillominoCarveNodes = 400

type carving struct {
	g     grid.Grid
	clues []int
}

// fillominoSizeWeights: region sizes 1..7 and how often each is drawn.
var fillominoSizeWeights = []int{0, 2, 4, 5, 5, 4, 3, 2}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	for try := 0; try < 500; try++ {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("fillomino: %w", ctx.Err())
		}
		if vals, ok := randomPartition(g, rng); ok {
			return &carving{g: g, clues: vals}, nil
		}
	}
	return nil, fmt.Errorf("fillomino: could not partition a %dx%d board", cols, rows)
}

func drawSize(rng *rand.Rand) int {
	total := 0
	for _, w := range fillominoSizeWeights {
		total += w
	}
	r := rng.IntN(total)
	for s, w := range fillominoSizeWeights {
		if r < w {
			return s
		}
		r -= w
	}
	return 1
}

// randomPartition grows regions from cells in random order, each to a
// drawn size (or as far as it can), redrawing a region whose size matches
// a neighbour's; it fails when a clash remains.
func randomPartition(g grid.Grid, rng *rand.Rand) ([]int, bool) {
	n := g.Cells()
	region := make([]int, n)
	for i := range region {
		region[i] = -1
	}
	var sizes []int
	var nb []int
	for _, start := range rng.Perm(n) {
		if region[start] >= 0 {
			continue
		}
		id := len(sizes)
		var best []int
		for attempt := 0; attempt < 6; attempt++ {
			want := drawSize(rng)
			set := []int{start}
			region[start] = id
			var frontier []int
			addFrontier := func(c int) {
				for _, d := range g.Neighbours(nb[:0], c) {
					if region[d] < 0 {
						frontier = append(frontier, d)
					}
				}
			}
			addFrontier(start)
			for len(set) < want && len(frontier) > 0 {
				i := rng.IntN(len(frontier))
				c := frontier[i]
				frontier[i] = frontier[len(frontier)-1]
				frontier = frontier[:len(frontier)-1]
				if region[c] >= 0 {
					continue
				}
				region[c] = id
				set = append(set, c)
				addFrontier(c)
			}
			clash := false
			for _, c := range set {
				for _, d := range g.Neighbours(nb[:0], c) {
					if r := region[d]; r >= 0 && r != id && sizes[r] == len(set) {
						clash = true
					}
				}
			}
			best = set
			if !clash {
				break
			}
			for _, c := range set {
				region[c] = -1
			}
			best = nil
		}
		if best == nil {
			return nil, false
		}
		sizes = append(sizes, len(best))
	}
	vals := make([]int, n)
	for c, r := range region {
		vals[c] = sizes[r]
	}
	return vals, true
}

func (c *carving) Slots() int { return len(c.clues) }
func (c *carving) Partner(i int) int {
	return len(c.clues) - 1 - i
}

// Guarded: easy and medium carve only while their rules still finish the
// puzzle (so they need no guessing); hard carves to a minimal clue set.
func (c *carving) Guarded(level int) bool { return level >= 0 && level < len(fillominoRuleOf) }

func (c *carving) puzzle() *Puzzle {
	p, err := NewPuzzle(c.g, c.clues, nil)
	if err != nil {
		panic("fillomino: clues out of range: " + err.Error()) // a bug here, not bad input
	}
	return p
}

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	saved := make([]int, len(slots))
	for k, s := range slots {
		saved[k] = c.clues[s]
		c.clues[s] = 0
	}
	p := c.puzzle()
	var ok bool
	if level >= 0 && level < len(fillominoRuleOf) {
		// Sound rules that fill the whole board prove uniqueness.
		ok, _ = p.HumanSolve(fillominoRuleOf[level])
	} else {
		// Only a settled count removes a clue: a board the search cannot
		// settle within the budget keeps it (bounded time per removal).
		ok = p.SolveBudget(ctx, 2, fillominoCarveNodes).Status == puzzle.Unique
	}
	if !ok {
		for k, s := range slots {
			c.clues[s] = saved[k]
		}
	}
	return ok
}

func (c *carving) Grade(ctx context.Context) int {
	p := c.puzzle()
	if p.Solve(ctx, 2).Status != puzzle.Unique {
		return -1
	}
	for level, rule := range fillominoRuleOf {
		if ok, _ := p.HumanSolve(rule); ok {
			return level
		}
	}
	return len(fillominoRuleOf)
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.g, c.clues, nil)
}
