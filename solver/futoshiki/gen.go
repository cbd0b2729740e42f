package futoshiki

// Futoshiki's carving hooks: a random Latin square with every sign and
// every digit as clues, then digits and signs carved while the solution
// stays unique, digits first (see digitWeight). The levels are described
// in the package doc (doc.go).

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

var futoshikiLevels = []puzzle.Level{
	{Name: "easy", Description: "Singles and the signs next to placed digits are enough."},
	{Name: "medium", Description: "Needs inequality chains: bounds carried along chains of signs."},
	{Name: "hard", Description: "Needs a naked or hidden pair in a row or column at least once; no guessing."},
	{Name: "expert", Description: "Our human-style rules get stuck; trial and error (or deeper logic) is needed."},
}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.RotationalCarver = Genre{}
	_ puzzle.Grader           = Genre{}
)

func (Genre) Levels() []puzzle.Level { return futoshikiLevels }

// RotationalPartners: Partner pairs each clue slot with its 180° rotation.
func (Genre) RotationalPartners() {}

// Sizes: 5x5 first (the default), then 4x4 to 9x9.
func (Genre) Sizes() [][2]int {
	return [][2]int{{5, 5}, {4, 4}, {6, 6}, {7, 7}, {8, 8}, {9, 9}}
}

func (Genre) MaxAttempts(cols, rows, level int) int {
	switch cols {
	case 4:
		// An attempt takes a few milliseconds; about 1 in 70 needs a
		// pair (hard).
		return 1200
	case 5:
		return 200 // hard: about 1 in 12
	}
	return 60
}

const (
	futoshikiUnique = 200_000 // nodes for one uniqueness proof while carving
	futoshikiExpert = 2_000   // nodes the exact search may need at expert
)

type carving struct {
	n           int
	sol         []uint8
	givens      []uint8
	right, down []Rel
	slots       []int       // >= 0 a cell's digit; < 0: -1-k for sign k (right then down)
	draws       [][]float64 // per slot, random draws for the first pass's order
	passed      bool
}

// digitWeight biases the first pass towards digits: a digit's key is
// the largest of digitWeight(level) uniform draws, a sign's one draw, and
// the pass runs by key, highest first. Carved in a uniform order, a
// minimal set keeps about one sign in three clues, and an easy 5x5 can come
// out with no sign at all, though the signs are the genre; published
// Futoshiki (the J-POP set, from janko.at) keeps 0.54 to 0.70 of its clues
// as signs at every size from 4x4 to 9x9. Trying digits first leaves the
// signs to carry the logic. Easy leans on placed digits (its sign rule
// needs a digit beside the sign), so it takes a stronger bias to keep a
// comparable share of signs. Hard takes one too: boards that rest on signs
// need pairs more often (at 5x5 about 1 attempt in 12 grades hard with
// weight 4, 1 in 30 with 2).
func digitWeight(level int) int {
	switch level {
	case 0:
		return maxWeight
	case 2:
		return 4
	}
	return 2
}

const maxWeight = 5

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	if cols != rows || cols < MinN || cols > MaxN {
		return nil, fmt.Errorf("futoshiki: boards are square, 3x3 to 9x9, not %dx%d", cols, rows)
	}
	n := cols
	sol, err := randomLatin(ctx, n, rng)
	if err != nil {
		return nil, err
	}
	c := &carving{n: n, sol: sol, givens: append([]uint8(nil), sol...), right: make([]Rel, n*n), down: make([]Rel, n*n)}
	rel := func(a, b uint8) Rel {
		if a < b {
			return Less
		}
		return Greater
	}
	for q := 0; q < n*n; q++ {
		c.slots = append(c.slots, q)
		if q%n < n-1 {
			c.right[q] = rel(sol[q], sol[q+1])
			c.slots = append(c.slots, -1-q)
		}
		if q/n < n-1 {
			c.down[q] = rel(sol[q], sol[q+n])
			c.slots = append(c.slots, -1-n*n-q)
		}
	}
	for range c.slots {
		d := make([]float64, maxWeight)
		for k := range d {
			d[k] = rng.Float64()
		}
		c.draws = append(c.draws, d)
	}
	return c, nil
}

// order is the first pass's order of the slot indices for level, digits
// drawn towards the front (see digitWeight).
func (c *carving) order(level int) []int {
	key := make([]float64, len(c.slots))
	order := make([]int, len(c.slots))
	for i, s := range c.slots {
		order[i] = i
		w := 1
		if s >= 0 {
			w = digitWeight(level)
		}
		key[i] = slices.Max(c.draws[i][:w])
	}
	sort.SliceStable(order, func(a, b int) bool { return key[order[a]] > key[order[b]] })
	return order
}

// randomLatin completes a random first row with the exact search, then
// shuffles rows, columns and digits, all from rng.
func randomLatin(ctx context.Context, n int, rng *rand.Rand) ([]uint8, error) {
	shape, err := latin.NewShape(n, nil)
	if err != nil {
		return nil, err
	}
	b := shape.NewBoard()
	givens := make([]uint8, n*n)
	for x, d := range rng.Perm(n) {
		givens[x] = uint8(d + 1)
	}
	if !b.Load(givens) {
		return nil, fmt.Errorf("futoshiki: a random first row failed")
	}
	var sol []uint8
	latin.Search(ctx, b, 1, 0, func(v []uint8) { sol = append([]uint8(nil), v...) })
	if sol == nil {
		return nil, fmt.Errorf("futoshiki: %w", ctx.Err())
	}
	rows, cols, digits := rng.Perm(n), rng.Perm(n), rng.Perm(n)
	out := make([]uint8, n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			out[y*n+x] = uint8(digits[sol[rows[y]*n+cols[x]]-1] + 1)
		}
	}
	return out, nil
}

func (c *carving) Slots() int { return len(c.slots) }

// Partner: the slot of the same kind at the 180° rotation (a sign's
// rotation is the sign on the mirrored edge).
func (c *carving) Partner(i int) int {
	n := c.n
	var want int
	switch s := c.slots[i]; {
	case s >= 0:
		want = n*n - 1 - s
	case -1-s < n*n:
		want = -1 - (n*n - 2 - (-1 - s)) // right of q <-> right of n*n-2-q
	default:
		q := -1 - s - n*n
		want = -1 - n*n - (n*n - 1 - n - q)
	}
	for j, s := range c.slots {
		if s == want {
			return j
		}
	}
	return i
}

func (c *carving) puzzle() (*Puzzle, error) {
	return NewPuzzle(c.n, c.givens, c.right, c.down)
}

func (c *carving) remove(i int) (restore func()) {
	s := c.slots[i]
	switch {
	case s >= 0:
		v := c.givens[s]
		c.givens[s] = 0
		return func() { c.givens[s] = v }
	case -1-s < c.n*c.n:
		q := -1 - s
		r := c.right[q]
		c.right[q] = NoRel
		return func() { c.right[q] = r }
	default:
		q := -1 - s - c.n*c.n
		r := c.down[q]
		c.down[q] = NoRel
		return func() { c.down[q] = r }
	}
}

// signs counts the signs still given.
func (c *carving) signs() int {
	k := 0
	for q := range c.right {
		if c.right[q] != NoRel {
			k++
		}
		if c.down[q] != NoRel {
			k++
		}
	}
	return k
}

// removed reports slot i already carved.
func (c *carving) removed(i int) bool {
	s := c.slots[i]
	switch {
	case s >= 0:
		return c.givens[s] == 0
	case -1-s < c.n*c.n:
		return c.right[-1-s] == NoRel
	}
	return c.down[-1-s-c.n*c.n] == NoRel
}

func (c *carving) Guarded(level int) bool { return level >= 0 && level < 3 }

func levelTech(level int) Technique {
	switch level {
	case 0:
		return Sign
	case 1:
		return Chain
	}
	return MaxTechnique
}

// TryRemove runs the first pass on its first call, then tries the
// engine's slots. The first pass carves every slot (with its 180° partner,
// so a symmetric pattern stays symmetric) in the digit-first order; the
// engine's own pass then only removes what the pairs left behind, which
// keeps the clue set minimal (for the level when guarded).
func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	if !c.passed {
		c.passed = true
		done := make([]bool, len(c.slots))
		for _, i := range c.order(level) {
			if done[i] || ctx.Err() != nil {
				continue
			}
			j := c.Partner(i)
			done[i], done[j] = true, true
			pair := []int{i, j}
			if i == j {
				pair = pair[:1]
			}
			c.tryRemove(ctx, pair, level)
		}
	}
	return c.tryRemove(ctx, slots, level)
}

func (c *carving) tryRemove(ctx context.Context, slots []int, level int) bool {
	signs := c.signs()
	for _, s := range slots {
		if c.removed(s) {
			return false
		}
		if c.slots[s] < 0 {
			signs--
		}
	}
	if signs == 0 {
		// Without a sign it is a Latin square puzzle, not Futoshiki: the
		// last sign stays even where the digits alone would do.
		return false
	}
	var undo []func()
	for _, s := range slots {
		undo = append(undo, c.remove(s))
	}
	ok := false
	if p, err := c.puzzle(); err == nil {
		if level >= 0 {
			h, err := NewHuman(p, p.Givens)
			if err == nil {
				_, ok = h.Grade(levelTech(level))
			}
		} else {
			count, _, _, complete := Count(ctx, c.n, p.Givens, p.Pairs(), 2, futoshikiUnique)
			ok = complete && count == 1
		}
	}
	if !ok {
		for _, u := range undo {
			u()
		}
	}
	return ok
}

func (c *carving) Grade(ctx context.Context) int {
	p, err := c.puzzle()
	if err != nil {
		return -1
	}
	count, _, nodes, complete := Count(ctx, c.n, p.Givens, p.Pairs(), 2, futoshikiUnique)
	if !complete || count != 1 {
		return -1
	}
	h, err := NewHuman(p, p.Givens)
	if err != nil {
		return -1
	}
	hardest, solved := h.Grade(MaxTechnique)
	switch {
	case solved:
		return hardest.Tier()
	case nodes <= futoshikiExpert:
		return 3
	}
	return -1
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) { return c.puzzle() }

// Grade grades p exactly as a carving that ended at p's clues
// (puzzle.Grader).
func (Genre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		c := carving{n: p.N, givens: p.Givens, right: p.Right, down: p.Down}
		return c.Grade(ctx)
	})
}
