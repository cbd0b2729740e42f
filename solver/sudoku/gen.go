package sudoku

// Sudoku's carving hooks (puzzle.Carver): a random solved grid, then
// givens removed while the exact search or the level's techniques prove
// the solution unique. The levels, the sizes that offer them and the
// carving per size are described in the package doc (sudoku.go).

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

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
var (
	_ puzzle.RotationalCarver = Genre{}
	_ puzzle.Grader           = Genre{}
)

func (Genre) Levels() []puzzle.Level { return sudokuLevels }

// RotationalPartners: Partner pairs each clue slot with its 180° rotation.
func (Genre) RotationalPartners() {}

// Sizes: 9x9 first (the default), then the smaller and larger boards.
// 25x25 offers easy and expert only (see the package doc).
func (Genre) Sizes() [][2]int { return [][2]int{{9, 9}, {4, 4}, {6, 6}, {16, 16}, {25, 25}} }

func (Genre) MaxAttempts(cols, rows, level int) int {
	switch {
	case cols == 4 && level > easy:
		return 0 // withheld: see the package doc
	case cols == 25 && (level == medium || level == hard):
		return 0 // withheld: see the package doc
	case cols >= 16:
		return 20
	case cols == 6 && level == medium:
		// An attempt takes under a millisecond; about 1 in 40 grades
		// medium, 1 in 600 when the pattern must be symmetric.
		return 5000
	case cols == 6 && level == expert:
		return 2000 // symmetric: about 1 in 200
	case level >= hard:
		return 400
	}
	return 100
}

// Budgets in search nodes (never time, so results do not depend on the
// machine): a uniqueness check that runs out counts as "not unique" and
// the clue stays, so every accepted removal is proved.
func uniqueBudget(n int) int64 {
	if n >= 16 {
		return 20000
	}
	return 200000
}

// expertNodes bounds the exact search an expert puzzle may need, so the
// hardest level stays within reach of a determined player (the same
// bound serves 16x16: guarded carving reaches it there within a second).
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
		count, first, _, complete := countGridSteady(ctx, geo, vals, 1, uniqueBudget(n)*5)
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

// Guarded: 16x16 and 25x25 boards, and 6x6 above easy, are carved only while the
// level's techniques still solve them (expert: or the exact search proves
// them within expertNodes), so "minimal" means minimal for the level.
// Proving a truly minimal 16x16 unique takes around a second and the
// result is rarely gradable; a truly minimal 6x6 grades easy 95 times in
// a hundred, so the level is rarely met by chance. 9x9 carves to truly
// minimal clue sets and grades afterwards: there all four levels come up
// within a few attempts.
func (c *carving) Guarded(level int) bool {
	return c.geo.N >= 16 || c.geo.N == 6 && level > easy
}

func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	var saved [2]uint8
	for k, s := range slots {
		saved[k] = c.clues[s]
		c.clues[s] = 0
	}
	var ok bool
	switch {
	case level >= 0:
		// A board the level's sound rules fill completely has one solution.
		_, solved, err := c.human.Grade(c.clues, levelMax(level))
		ok = err == nil && solved
		if !ok && err == nil && level == expert {
			// Past the rules, a removal stays only while the exact search
			// proves it within the expert budget, so the finished puzzle is
			// still within reach of a determined player.
			count, _, _, complete := countGridSteady(ctx, c.geo, c.clues, 2, expertNodes)
			ok = complete && count == 1
		}
	default:
		count, _, _, complete := countGridSteady(ctx, c.geo, c.clues, 2, uniqueBudget(c.geo.N))
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
	count, _, nodes, complete := countGridSteady(ctx, c.geo, c.clues, 2, uniqueBudget(c.geo.N))
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

// Grade grades p exactly as a carving that ended at p's clues
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		c := carving{geo: p.Geo, clues: slices.Clone(p.Givens), human: NewHuman(p.Geo)}
		return c.Grade(ctx)
	})
}
