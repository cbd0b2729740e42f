package sudoku

// Sudoku's carving hooks (puzzle.Carver): a random solved grid, then
// givens removed while the exact search or the level's techniques prove
// the solution unique.
//
// Sizes 9x9 (default), 4x4, 6x6 (boxes three wide, two tall) and 16x16.
// Levels are defined by the hardest technique of the human-style solver
// (human.go) that the puzzle needs:
//
//   - easy: naked and hidden singles only.
//   - medium: needs locked candidates (pointing/claiming) or a naked or
//     hidden pair, nothing harder; no guessing.
//   - hard: needs a naked or hidden triple, X-wing, swordfish, XY-wing or
//     simple coloring, and those techniques finish it; no guessing.
//   - expert: the human-style solver gets stuck with all of the above; the
//     exact search settles it (uniqueness proof) within 400 search nodes.
//
// On 9x9 and smaller, clues are removed while the exact search
// (CountGrid, limit 2, complete) proves the solution unique, so the
// clue set is minimal (unless symmetric: then a pair stays when removing
// both breaks uniqueness); the grade is taken afterwards and attempts are
// repeated until it matches. A 9x9 attempt takes well under a millisecond
// natively; about 40% of minimal 9x9 puzzles grade easy, 20% medium, 10%
// hard, 30% expert, so every level comes within a few attempts.
// 4x4 boards are always easy, and 6x6 boards rarely reach medium: when a
// level is out of reach within the attempt bound, the engine returns the
// closest level it found and says which.
//
// On 16x16 a clue is removed only while the level's own techniques still
// solve the board (which also proves uniqueness; the exact search checks
// it once more at the end), so clue sets are minimal for the level rather
// than absolutely. 16x16 offers easy, medium and hard; expert asks are
// answered with hard.

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

const (
	easy = iota
	medium
	hard
	expert
)

var sudokuLevels = []puzzle.Level{
	{Name: "easy", Description: "Naked and hidden singles are enough: every step is \"this cell can only be d\" or \"d can only go here in this row, column or box\"."},
	{Name: "medium", Description: "Needs locked candidates (pointing or claiming) or a naked or hidden pair at least once, and nothing harder; no guessing."},
	{Name: "hard", Description: "Needs at least one of naked or hidden triples, X-wing, swordfish, XY-wing or simple coloring; no guessing with those."},
	{Name: "expert", Description: "Our human-style solver gets stuck with every technique above: finishing needs trial and error or chains it does not know. The exact search still settles it within a small node budget."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var _ puzzle.Carver = Genre{}

func (Genre) Levels() []puzzle.Level { return sudokuLevels }

// Sizes: 9x9 first (the default), then the smaller and larger boards.
func (Genre) Sizes() [][2]int { return [][2]int{{9, 9}, {4, 4}, {6, 6}, {16, 16}} }

func (Genre) MaxAttempts(cols, rows, level int) int {
	switch {
	case cols == 16:
		return 4
	case level >= hard:
		return 400
	}
	return 100
}

// Budgets in search nodes (never time, so results do not depend on the
// machine): a uniqueness check that runs out counts as "not unique" and
// the clue stays, so every accepted removal is proved.
func uniqueBudget(n int) int64 {
	if n == 16 {
		return 20000
	}
	return 200000
}

// expertNodes bounds the exact search an expert puzzle may need, so the
// hardest level stays within reach of a determined player.
const expertNodes = 400

type carving struct {
	geo   *Geometry
	clues []uint8
	human *Human
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	if cols != rows {
		return nil, fmt.Errorf("sudoku: boards are square, not %dx%d", cols, rows)
	}
	geo, err := GeometryOf(cols)
	if err != nil {
		return nil, err
	}
	full, err := randomGrid(ctx, geo, rng)
	if err != nil {
		return nil, err
	}
	return &carving{geo: geo, clues: full, human: NewHuman(geo)}, nil
}

// randomGrid makes a random solved board: the boxes on the diagonal (which
// share no row or column) get random permutations, the exact search
// completes the rest, and a random shuffle of rows within bands, bands,
// columns within stacks and stacks spreads the search's bias around.
func randomGrid(ctx context.Context, geo *Geometry, rng *rand.Rand) ([]uint8, error) {
	n := geo.N
	bands, stacks := n/geo.BoxH, n/geo.BoxW
	for try := 0; try < 20; try++ {
		vals := make([]uint8, n*n)
		for i := 0; i < min(bands, stacks); i++ {
			box := geo.Units[2*n+i*stacks+i]
			for k, d := range rng.Perm(n) {
				vals[box[k]] = uint8(d + 1)
			}
		}
		count, first, _, complete := CountGrid(ctx, geo, vals, 1, uniqueBudget(n)*5)
		if ctx.Err() != nil {
			return nil, fmt.Errorf("sudoku: %w", ctx.Err())
		}
		if count == 0 || !complete && first == nil {
			continue
		}
		rows := shuffleLines(rng, bands, geo.BoxH)
		cols := shuffleLines(rng, stacks, geo.BoxW)
		out := make([]uint8, n*n)
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				out[y*n+x] = first[rows[y]*n+cols[x]]
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("sudoku: could not complete a random %dx%d grid", n, n)
}

// shuffleLines permutes groups of lines and the lines within each group,
// which keeps a Sudoku solution valid.
func shuffleLines(rng *rand.Rand, groups, size int) []int {
	out := make([]int, 0, groups*size)
	for _, g := range rng.Perm(groups) {
		for _, l := range rng.Perm(size) {
			out = append(out, g*size+l)
		}
	}
	return out
}

func (c *carving) Slots() int        { return len(c.clues) }
func (c *carving) Partner(i int) int { return len(c.clues) - 1 - i }

// levelMax is the hardest technique a guarded level may use.
func levelMax(level int) Technique {
	switch level {
	case easy:
		return HiddenSingle
	case medium:
		return HiddenPair
	}
	return MaxTechnique
}

// Guarded: 16x16 boards are carved only while the level's techniques still
// solve them (expert asks for hard there: proving a minimal 16x16 unique
// takes around a second per attempt and the result is rarely gradable, so
// 16x16 offers easy, medium and hard, and "minimal" means minimal for the
// level). 9x9 and smaller carve to truly minimal clue sets and grade
// afterwards: there all four levels come up within a few attempts.
func (c *carving) Guarded(level int) bool { return c.geo.N == 16 }

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	var saved [2]uint8
	for k, s := range slots {
		saved[k] = c.clues[s]
		c.clues[s] = 0
	}
	ok := false
	if level > hard {
		level = hard
	}
	if level >= 0 {
		// A board the level's sound rules fill completely has one solution.
		_, solved, err := c.human.Grade(c.clues, levelMax(level))
		ok = err == nil && solved
	} else {
		count, _, _, complete := CountGrid(ctx, c.geo, c.clues, 2, uniqueBudget(c.geo.N))
		ok = complete && count == 1
	}
	if !ok {
		for k, s := range slots {
			c.clues[s] = saved[k]
		}
	}
	return ok
}

func (c *carving) Grade(ctx context.Context) int {
	// Proved once more with the exact search, whatever the carving did.
	count, _, nodes, complete := CountGrid(ctx, c.geo, c.clues, 2, uniqueBudget(c.geo.N))
	if !complete || count != 1 {
		return -1
	}
	hardest, solved, err := c.human.Grade(c.clues, MaxTechnique)
	switch {
	case err != nil:
		return -1
	case solved:
		return hardest.Tier() - 1
	case nodes <= expertNodes:
		return expert
	}
	return -1
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.geo, c.clues)
}
