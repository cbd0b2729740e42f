package evolomino

// Evolomino generation after Algorithm 1 of Nikolaev & Myasnikov:
//   - arrows drawn by a biased random walk (going straight preferred to
//     turning, stopping by Bernoulli trials or when stuck), too-short ones
//     dropped;
//   - blocks placed along each arrow by evolution with backtracking: a first
//     block grown at an anchor drawn with a bias toward the arrow's start
//     (Efraimidis-Spirakis keys), then each next block one of the previous
//     block's evolutions (plus one square, no turning) aligned on a later
//     arrow cell, their number geometric; an arrow whose blocks cannot be
//     placed is rolled back;
//   - until the density target (arrow cells plus squares over all cells) or
//     the try limit is reached; then every other cell is shaded and every
//     square given, which fixes the solution, and the engine's carving
//     removes shaded cells and given squares in random order while the
//     solution stays unique (the paper's CarveToUnique).
// Every choice comes from the engine's seeded generator; the placement
// search is bounded by a node budget, never by time.

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// boardParams are the shape parameters of Algorithm 1.
type boardParams struct {
	Density     float64 // target share of cells on arrows or in blocks
	Tries       int     // failed arrows allowed before stopping
	PStopArrow  float64 // chance an arrow stops after each step
	PTurn       float64 // chance of turning where going straight is possible
	MinArrow    int     // shortest arrow kept (cells)
	PStopBlocks float64 // chance of no further block once MinBlocks are placed
	MinBlocks   int
	MaxFirst    int   // largest first block
	NodeBudget  int64 // placements tried per arrow
}

// defaultBoardParams is what the levels use unless they say otherwise.
var defaultBoardParams = boardParams{
	Density: 0.5, Tries: 60, PStopArrow: 0.12, PTurn: 0.3, MinArrow: 3,
	PStopBlocks: 0.45, MinBlocks: 2, MaxFirst: 3, NodeBudget: 4000,
}

var evolominoLevels = []puzzle.Level{
	{Name: "easy", Description: "Arrow neighbours, unreachable cells, squares with one way to an arrow and complete blocks finish the puzzle."},
	{Name: "medium", Description: "Also needs single-cell trials: a square (or its absence) that the simple rules refute at once."},
	{Name: "hard", Description: "A minimal set of given squares and shaded cells: longer reasoning needed."},
}

var evolominoRuleOf = []Rule{RuleComplete, RuleTrial}

// The engine finds these hooks by type assertion: a signature that drifts
// must fail to compile here, not drop the genre from generation.
var (
	_ puzzle.Carver = Genre{}
	_ puzzle.Grader = Genre{}
)

func (Genre) Levels() []puzzle.Level { return evolominoLevels }

func (Genre) Sizes() [][2]int {
	return [][2]int{{10, 10}, {6, 6}, {8, 8}, {12, 12}, {14, 14}}
}

// MaxAttempts: a small board's attempt costs milliseconds but fails
// more often (with a symmetric pattern about one 6x6 easy seed in 15 ran out
// of 8 attempts), so small boards get many more.
func (Genre) MaxAttempts(cols, rows, level int) int {
	if cols*rows <= 64 {
		return 40
	}
	return 8
}

// evoBoard is the generator's working board.
type evoBoard struct {
	g       grid.Grid
	arrowOf []int32 // arrow id or -1
	square  []bool
	nearSq  []int32 // squares beside the cell (a new square there would touch a block)
	arrows  [][]int
	used    int
}

func newEvoBoard(g grid.Grid) *evoBoard {
	b := &evoBoard{g: g, arrowOf: make([]int32, g.Cells()), square: make([]bool, g.Cells()), nearSq: make([]int32, g.Cells())}
	for i := range b.arrowOf {
		b.arrowOf[i] = -1
	}
	return b
}

func (b *evoBoard) setSquare(c int, on bool) {
	b.square[c] = on
	d := int32(1)
	if !on {
		d = -1
	}
	var nb []int
	for _, e := range b.g.Neighbours(nb, c) {
		b.nearSq[e] += d
	}
}

// randomBoard runs the placement phase of Algorithm 1 and
// returns the puzzle with every non-arrow cell outside the blocks shaded
// and every square given (a board with exactly the placed solution).
func randomBoard(cols, rows int, prm boardParams, rng *rand.Rand) (*Puzzle, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	b := newEvoBoard(g)
	target := int(prm.Density * float64(g.Cells()))
	for tries := 0; b.used < target && tries < prm.Tries; {
		if !b.tryAddArrow(prm, rng) {
			tries++
		}
	}
	if len(b.arrows) == 0 {
		return nil, fmt.Errorf("evolomino: no arrow fits a %dx%d board", cols, rows)
	}
	cells := make([]uint8, g.Cells())
	for c := range cells {
		switch {
		case b.square[c]:
			cells[c] = Given
		case b.arrowOf[c] < 0:
			cells[c] = Shaded
		}
	}
	return NewPuzzle(g, cells, b.arrows)
}

func (b *evoBoard) tryAddArrow(prm boardParams, rng *rand.Rand) bool {
	g := b.g
	free := func(c int) bool { return b.arrowOf[c] < 0 && !b.square[c] }
	start := rng.IntN(g.Cells())
	if !free(start) {
		return false
	}
	inPath := map[int]bool{start: true}
	path := []int{start}
	dir := rng.IntN(4)
	for {
		c := path[len(path)-1]
		y, x := g.YX(c)
		var opts []int
		for d := 0; d < 4; d++ {
			ny, nx := y+grid.Dirs[d].Y, x+grid.Dirs[d].X
			if g.In(ny, nx) && free(g.Cell(ny, nx)) && !inPath[g.Cell(ny, nx)] {
				opts = append(opts, d)
			}
		}
		if len(opts) == 0 {
			break
		}
		straight := false
		for _, d := range opts {
			straight = straight || d == dir
		}
		if !straight || (len(path) > 1 && rng.Float64() < prm.PTurn) {
			dir = opts[rng.IntN(len(opts))]
		}
		next := g.Cell(y+grid.Dirs[dir].Y, x+grid.Dirs[dir].X)
		path = append(path, next)
		inPath[next] = true
		if rng.Float64() < prm.PStopArrow {
			break
		}
	}
	if len(path) < prm.MinArrow {
		return false
	}
	id := int32(len(b.arrows))
	for _, c := range path {
		b.arrowOf[c] = id
	}
	budget := prm.NodeBudget
	blocks := b.placeBlocks(path, nil, -1, prm, rng, &budget)
	if blocks == nil {
		for _, c := range path {
			b.arrowOf[c] = -1
		}
		return false
	}
	b.arrows = append(b.arrows, path)
	b.used += len(path)
	for _, bl := range blocks {
		for _, c := range bl {
			if b.arrowOf[c] < 0 {
				b.used++
			}
		}
	}
	return true
}

// placeBlocks extends blocks (already on the board) along path after
// anchor index idx; it returns the full list or nil, leaving the board as
// it found it on failure.
func (b *evoBoard) placeBlocks(path []int, blocks [][]int, idx int, prm boardParams, rng *rand.Rand, budget *int64) [][]int {
	if len(blocks) >= prm.MinBlocks && rng.Float64() < prm.PStopBlocks {
		return blocks
	}
	if *budget <= 0 {
		return nil
	}
	from := 0
	if len(blocks) > 0 {
		from = idx + 2
	}
	// Efraimidis-Spirakis: weight 1/(rank+1), key u^(1/w), largest first.
	type cand struct {
		j   int
		key float64
	}
	var cands []cand
	for j := from; j < len(path); j++ {
		w := 1 / float64(j-from+1)
		cands = append(cands, cand{j, math.Pow(rng.Float64(), 1/w)})
	}
	sort.SliceStable(cands, func(a, c int) bool { return cands[a].key > cands[c].key })
	for _, cd := range cands {
		anchor := path[cd.j]
		var shapes [][]int
		if len(blocks) == 0 {
			for k := 0; k < 4; k++ {
				if s := b.growFirst(anchor, 1+rng.IntN(prm.MaxFirst), rng); s != nil {
					shapes = append(shapes, s)
				}
			}
		} else {
			shapes = b.evolutions(blocks[len(blocks)-1], anchor, rng)
		}
		for _, s := range shapes {
			*budget--
			if *budget < 0 {
				return nil
			}
			if !b.canPlace(s, anchor) {
				continue
			}
			for _, c := range s {
				b.setSquare(c, true)
			}
			if res := b.placeBlocks(path, append(blocks, s), cd.j, prm, rng, budget); res != nil {
				return res
			}
			for _, c := range s {
				b.setSquare(c, false)
			}
		}
	}
	if len(blocks) >= prm.MinBlocks {
		return blocks
	}
	return nil
}

// canPlace: free cells, touching no square, the anchor the only arrow cell.
func (b *evoBoard) canPlace(s []int, anchor int) bool {
	for _, c := range s {
		if b.square[c] || b.nearSq[c] > 0 || (b.arrowOf[c] >= 0 && c != anchor) {
			return false
		}
	}
	return true
}

// growFirst grows a random block of up to size cells from the anchor
// through cells a block may use.
func (b *evoBoard) growFirst(anchor, size int, rng *rand.Rand) []int {
	g := b.g
	set := []int{anchor}
	in := map[int]bool{anchor: true}
	var nb []int
	for len(set) < size {
		var front []int
		for _, c := range set {
			for _, d := range g.Neighbours(nb[:0], c) {
				if !in[d] && b.arrowOf[d] < 0 && !b.square[d] && b.nearSq[d] == 0 {
					front = append(front, d)
				}
			}
		}
		if len(front) == 0 {
			break
		}
		d := front[rng.IntN(len(front))]
		in[d] = true
		set = append(set, d)
	}
	sort.Ints(set)
	return set
}

// evolutions lists, in random order, the blocks "prev moved plus one
// square" that contain the anchor and fit the board.
func (b *evoBoard) evolutions(prev []int, anchor int, rng *rand.Rand) [][]int {
	g := b.g
	// prev's cells relative to its first cell
	py, px := g.YX(prev[0])
	rel := make([][2]int, len(prev))
	in := map[[2]int]bool{}
	for i, c := range prev {
		y, x := g.YX(c)
		rel[i] = [2]int{y - py, x - px}
		in[rel[i]] = true
	}
	// shapes: rel plus one neighbouring offset, deduplicated
	seen := map[[2]int]bool{}
	var grown [][][2]int
	for _, r := range rel {
		for _, d := range grid.Dirs {
			o := [2]int{r[0] + d.Y, r[1] + d.X}
			if in[o] || seen[o] {
				continue
			}
			seen[o] = true
			grown = append(grown, append(append([][2]int(nil), rel...), o))
		}
	}
	ay, ax := g.YX(anchor)
	var out [][]int
	dedup := map[string]bool{}
	for _, s := range grown {
		for _, a := range s { // align cell a of the shape on the anchor
			cells := make([]int, 0, len(s))
			ok := true
			for _, o := range s {
				y, x := ay+o[0]-a[0], ax+o[1]-a[1]
				if !g.In(y, x) {
					ok = false
					break
				}
				cells = append(cells, g.Cell(y, x))
			}
			if !ok {
				continue
			}
			sort.Ints(cells)
			key := fmt.Sprint(cells)
			if dedup[key] {
				continue
			}
			dedup[key] = true
			out = append(out, cells)
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// evoCutBudget bounds each uniqueness proof (lazy cuts of the solver, a
// machine-independent count): a removal whose proof needs more keeps its
// clue, so every accepted removal is proved and slow proofs are skipped.
const evoCutBudget = 3000

type carving struct {
	p     *Puzzle
	cells []uint8
	slots []int  // removable clue cells (shaded or given square)
	known []bool // the full board's only answer (its squares)
}

func (Genre) StartCarving(ctx context.Context, cols, rows int, rng *rand.Rand) (puzzle.Carving, error) {
	for try := 0; try < 30; try++ {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("evolomino: %w", ctx.Err())
		}
		p, err := randomBoard(cols, rows, defaultBoardParams, rng)
		if err != nil {
			continue
		}
		// Arrow cells cannot be shaded, so an extra square on an arrow may
		// still fit: the full board must already be unique. Every later
		// removal leans on this proof (TryRemove).
		r := p.SolveBudget(ctx, 2, evoCutBudget)
		a, ok := r.Answer.(Answer)
		if r.Status != puzzle.Unique || !ok {
			continue
		}
		c := &carving{p: p, cells: append([]uint8(nil), p.Cells...), known: a.Squares}
		for i, k := range p.Cells {
			if k != Plain {
				c.slots = append(c.slots, i)
			}
		}
		return c, nil
	}
	return nil, fmt.Errorf("evolomino: no unique board at %dx%d", cols, rows)
}

func (c *carving) Slots() int        { return len(c.slots) }
func (c *carving) Partner(i int) int { return len(c.slots) - 1 - i }

func (c *carving) Guarded(level int) bool {
	return level >= 0 && level < len(evolominoRuleOf)
}

func (c *carving) current() *Puzzle {
	p, err := NewPuzzle(c.p.G, c.cells, c.p.Arrows)
	if err != nil {
		panic("evolomino: board became invalid: " + err.Error()) // a bug, not input
	}
	return p
}

// TryRemove proves each removal against the known answer: the board before it had
// that answer only, so it stays unique unless an answer differs from it on
// a removed cell (solveAvoiding). The human rules go first where they are
// the level's guard, and so every kept removal is proved.
func (c *carving) TryRemove(ctx context.Context, slots []int, level int) bool {
	saved := make([]uint8, len(slots))
	for k, s := range slots {
		saved[k] = c.cells[c.slots[s]]
		c.cells[c.slots[s]] = Plain
	}
	p := c.current()
	var ok bool
	if level >= 0 && level < len(evolominoRuleOf) {
		ok = p.HumanSolve(evolominoRuleOf[level])
	} else {
		ok = true
		for _, s := range slots {
			cell := c.slots[s]
			if p.solveAvoiding(ctx, cell, c.known, evoCutBudget) != puzzle.None {
				ok = false
				break
			}
		}
	}
	if !ok {
		for k, s := range slots {
			c.cells[c.slots[s]] = saved[k]
		}
	}
	return ok
}

// Grade rejects (-1) a trivial puzzle: fewer than minToDraw squares left
// for the player (a board whose givens already are the solution used to
// come out of easy carving, where the human rules could not even clear
// the empty arrow cells). Uniqueness needs no second proof: the full board
// was proved unique and every kept removal too (TryRemove), so the answer
// is the full board's squares.
func (c *carving) Grade(ctx context.Context) int {
	if ctx.Err() != nil {
		return -1
	}
	total, toDraw := 0, 0
	for i, sq := range c.known {
		if sq {
			total++
			if c.cells[i] != Given {
				toDraw++
			}
		}
	}
	if toDraw < minToDraw(total) {
		return -1
	}
	return Genre{}.Grade(ctx, c.current())
}

// minToDraw is the fewest squares a puzzle with total squares in its
// solution may leave to the player: two, and a tenth of them.
func minToDraw(total int) int {
	return max(2, (total+9)/10)
}

func (c *carving) Puzzle() (puzzle.Puzzle, error) {
	return NewPuzzle(c.p.G, c.cells, c.p.Arrows)
}

// Grade is the first level whose human rules (HumanSolve) finish p, else
// the top one, as carving grades (puzzle.Grader).
func (Genre) Grade(_ context.Context, p puzzle.Puzzle) int {
	return puzzle.GradeAs(p, func(p *Puzzle) int {
		for level, rule := range evolominoRuleOf {
			if p.HumanSolve(rule) {
				return level
			}
		}
		return len(evolominoRuleOf)
	})
}
