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
	_ puzzle.RotationalCarver = Genre{}
	_ puzzle.Grader           = Genre{}
)

func (Genre) Levels() []puzzle.Level { return fillominoLevels }

// RotationalPartners: Partner pairs each clue slot with its 180° rotation.
func (Genre) RotationalPartners() {}

func (Genre) Sizes() [][2]int {
	return [][2]int{{10, 10}, {6, 6}, {8, 8}, {12, 12}, {15, 15}}
}

// MaxAttempts: a guarded level's candidate is dropped when it gives too
// many cells away (maxGivenShare); about 3 easy candidates in 4 are at
// 6x6, so those levels get more attempts
// (40 leave a puzzle unmade about once in 500,000 or less).
func (Genre) MaxAttempts(cols, rows, level int) int {
	if level < len(fillominoRuleOf) {
		return 40
	}
	return 12
}

// maxGivenShare is the most of the board a puzzle of a guarded level may
// show, less for the harder one (issue 22: published puzzles show 37 %;
// a puzzle that shows half its cells is mostly filled in already).
// Guarded carving stops where the level's rules stop, which on small
// boards often leaves more. Hard carves to a minimal set (36-40 %).
var maxGivenShare = []float64{0.45, 0.44}

// fillominoCarveWork bounds one removal test: nodes of solveAvoiding
// times cells (a node's propagation walks the board), so a test takes
// about the same time at every size: 3000 nodes at 10x10, 1333 at 15x15.
// A test cut short keeps its clue. Such tests mostly end in a proof only
// after thousands of nodes more, so a bigger budget buys few removals
// (3000 nodes at 15x15 left about 2 of 92 clues fewer, for 1.5 times the
// time).
const fillominoCarveWork = 300000

type carving struct {
	g        grid.Grid
	clues    []int
	solution []int // the full solution the clues are carved from
	// paired is set once the engine asks for a slot's partner, which it
	// does only for a symmetric pattern: symmetry costs clues by design,
	// so maxGivenShare does not hold those puzzles.
	paired bool
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	if ctx.Err() != nil {
		return nil, fmt.Errorf("fillomino: %w", ctx.Err())
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	clues := randomPartition(g, rng)
	return &carving{g: g, clues: clues, solution: append([]int(nil), clues...)}, nil
}

func (c *carving) Slots() int { return len(c.clues) }
func (c *carving) Partner(i int) int {
	c.paired = true
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
		ok = c.onlySolution(ctx, p, slots)
	}
	if !ok {
		for k, s := range slots {
			c.clues[s] = saved[k]
		}
	}
	return ok
}

// onlySolution says whether p, the clues without slots, still has the
// known solution alone. The clues before the removal had it alone, so
// another solution must differ from it on a removed cell: one search per
// removed cell for a solution where that cell differs (usually refuted by
// propagation near the root) replaces counting solutions to two, which
// had to walk to the known solution and then prove nothing else exists.
// Only settled searches remove a clue: a search the budget cuts short
// keeps it (bounded time per removal).
func (c *carving) onlySolution(ctx context.Context, p *Puzzle, slots []int) bool {
	nodes := int64(fillominoCarveWork / len(c.solution))
	for _, s := range slots {
		if p.solveAvoiding(ctx, s, c.solution[s], c.solution, nodes).Status != puzzle.None {
			return false
		}
	}
	return true
}

func (c *carving) Grade(ctx context.Context) int {
	if ctx.Err() != nil {
		return -1
	}
	// No second uniqueness proof: every removal kept was proved (by the
	// human rules, or by onlySolution) on top of a unique board, starting
	// from the full solution. A fresh count cost more than the carving
	// (0.1-0.5 s at 10x10 to 15x15).
	grade := Genre{}.Grade(ctx, c.puzzle())
	if !c.paired && grade >= 0 && grade < len(maxGivenShare) && c.givenShare() > maxGivenShare[grade] {
		return -1 // a giveaway: the engine tries another partition
	}
	return grade
}

// givenShare is the share of the board's cells that show a clue.
func (c *carving) givenShare() float64 {
	n := 0
	for _, v := range c.clues {
		if v > 0 {
			n++
		}
	}
	return float64(n) / float64(len(c.clues))
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
