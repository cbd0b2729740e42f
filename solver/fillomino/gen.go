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
var (
	_ puzzle.Carver = Genre{}
	_ puzzle.Grader = Genre{}
)

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

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	if ctx.Err() != nil {
		return nil, fmt.Errorf("fillomino: %w", ctx.Err())
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	return &carving{g: g, clues: randomPartition(g, rng)}, nil
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
	return Genre{}.Grade(ctx, p)
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.g, c.clues, nil)
}

// Grade is the first level whose human rules (human.go) finish p, else the
// top one, as carving grades (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		for level, rule := range fillominoRuleOf {
			if ok, _ := p.HumanSolve(rule); ok {
				return level
			}
		}
		return len(fillominoRuleOf)
	})
}
