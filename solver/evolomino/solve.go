package evolomino

// The fast exact solver, our own design: one SAT variable per cell (square
// or not, the answer keys) and the block rules checked lazily on each
// candidate, instead of the paper's per-block copies of the board, flows
// and translations (reference.go), whose size grows as K*|C|^2.
//
// Up front: shaded cells and cells no arrow can reach (a search from each
// arrow through white cells off other arrows, the paper's C_a) hold no
// square; givens do; two side-by-side arrow cells never both hold squares
// (they would be one block with two arrow squares: the paper's (2) and
// more); every arrow holds at least two squares (one per block).
//
// Lazily (sat.Problem.Lazy), for each candidate the blocks are found and
// every broken rule is cut with a clause that holds in all solutions:
//   - a block on no arrow: one of its squares goes or a neighbour fills;
//   - a block with two arrow squares: a square on a path joining them goes;
//   - consecutive blocks B, B' along an arrow (no arrow square between their
//     anchors) of wrong sizes: B stops being exactly B (a square goes or a
//     neighbour fills), or a connected part of B' of size |B|+2 around its
//     anchor loses a square, or an arrow cell between fills (and the mirror
//     cut when B' is not larger than B);
//   - and for any consecutive pair that does not evolve, the placement cuts
//     of place.go: with B exact, B' is one of the few placements of B moved
//     plus one square, and the mirror from B' back to B (these exclude the
//     pair and settle the next shape in one round; on a 14x14 sample they
//     turned 7 of 10 timeouts at 15 s into solves of 0.3-3 s).

import (
	"context"
	"fmt"
	"math"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

type model struct {
	p    *Puzzle
	prob *sat.Problem
	x    []sat.Lit
	ok   []bool // cells some block may use
	cuts int
	stop func()

	place map[string]sat.Lit // placement variables by cell set (place.go)
	zfree []sat.Lit          // made, not yet used // called after each check (the cut budget), may be nil
}

// reach marks the cells some block of some arrow may use: a search from
// each arrow's cells through white cells that lie on no other arrow.
func (p *Puzzle) reach() []bool {
	g := p.G
	n := g.Cells()
	out := make([]bool, n)
	mark := make([]int32, n)
	for i := range mark {
		mark[i] = -1
	}
	var stack, nb []int
	for a, ar := range p.Arrows {
		stack = append(stack[:0], ar...)
		for _, c := range ar {
			mark[c] = int32(a)
		}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			out[c] = true
			for _, d := range g.Neighbours(nb[:0], c) {
				if mark[d] == int32(a) || p.Cells[d] == Shaded || p.arrowOf[d] >= 0 && p.arrowOf[d] != int32(a) {
					continue
				}
				mark[d] = int32(a)
				stack = append(stack, d)
			}
		}
	}
	return out
}

// squareVars adds the answer variables of every model (cell c holds a
// square) to prob, with the given squares and the shaded cells fixed.
func (p *Puzzle) squareVars(prob *sat.Problem) []sat.Lit {
	x := prob.NewVars(p.G.Cells())
	prob.MarkAnswer(x...)
	for c, k := range p.Cells {
		switch k {
		case Shaded:
			prob.AddClause(x[c].Not())
		case Given:
			prob.AddClause(x[c])
		}
	}
	return x
}

func (p *Puzzle) newModel() *model {
	g := p.G
	n := g.Cells()
	prob := &sat.Problem{}
	m := &model{p: p, prob: prob, x: p.squareVars(prob), place: map[string]sat.Lit{}}
	ok := p.reach()
	m.ok = ok
	for c := 0; c < n; c++ {
		if !ok[c] {
			prob.AddClause(m.x[c].Not()) // with a given square: no solution
		}
	}
	var nb []int
	for c := 0; c < n; c++ {
		if p.arrowOf[c] < 0 {
			continue
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if d > c && p.arrowOf[d] >= 0 {
				prob.AddClause(m.x[c].Not(), m.x[d].Not())
			}
		}
	}
	for _, ar := range p.Arrows {
		lits := make([]sat.Lit, len(ar))
		for i, c := range ar {
			lits[i] = m.x[c]
		}
		prob.AtLeast(2, lits...)
	}
	// A square off the arrows belongs to a block with an arrow square
	// elsewhere, so it has a square beside it; the second and later blocks
	// along an arrow have at least two squares, so an arrow square with an
	// earlier one on its arrow has a square beside it too.
	for c := 0; c < n; c++ {
		if p.Cells[c] == Shaded || !ok[c] {
			continue
		}
		side := []sat.Lit{}
		for _, d := range g.Neighbours(nb[:0], c) {
			if ok[d] && p.Cells[d] != Shaded {
				side = append(side, m.x[d])
			}
		}
		if p.arrowOf[c] < 0 {
			prob.AddClause(append([]sat.Lit{m.x[c].Not()}, side...)...)
			continue
		}
		ar := p.Arrows[p.arrowOf[c]]
		for _, e := range ar[:p.posOf[c]] {
			prob.AddClause(append([]sat.Lit{m.x[c].Not(), m.x[e].Not()}, side...)...)
		}
	}
	// Placement variables made now cost no rebuild later (place.go).
	m.zfree = prob.NewVars(zPool)
	prob.Lazy(m.check)
	return m
}

// check is the lazy block check; see the file comment for the cuts.
func (m *model) check(mo sat.Model) [][]sat.Lit {
	p := m.p
	g := p.G
	sq := make([]bool, g.Cells())
	for c := range sq {
		sq[c] = mo.Value(m.x[c])
	}
	comp, members := p.blocks(sq)
	var cuts [][]sat.Lit
	var nb []int
	// exact: "this block is not exactly these cells".
	exact := func(cells []int) []sat.Lit {
		id := comp[cells[0]]
		cl := make([]sat.Lit, 0, 3*len(cells))
		for _, c := range cells {
			cl = append(cl, m.x[c].Not())
		}
		seen := map[int]bool{}
		for _, c := range cells {
			for _, d := range g.Neighbours(nb[:0], c) {
				if comp[d] != id && !seen[d] {
					seen[d] = true
					cl = append(cl, m.x[d])
				}
			}
		}
		return cl
	}
	// closure: the neighbours of a block, all empty; with one square of
	// the block it bounds that square's block to these cells.
	closure := func(cells []int) []sat.Lit {
		id := comp[cells[0]]
		var cl []sat.Lit
		seen := map[int]bool{}
		for _, c := range cells {
			for _, d := range g.Neighbours(nb[:0], c) {
				if comp[d] != id && !seen[d] {
					seen[d] = true
					cl = append(cl, m.x[d])
				}
			}
		}
		return cl
	}
	valid := make([]bool, len(members))
	for id, cells := range members {
		var on []int
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				on = append(on, c)
			}
		}
		switch len(on) {
		case 0:
			cuts = append(cuts, append([]sat.Lit{m.x[cells[0]].Not()}, closure(cells)...))
		case 1:
			valid[id] = true
		default:
			path := m.path(comp, on[0], on[1])
			cl := make([]sat.Lit, len(path))
			for i, c := range path {
				cl[i] = m.x[c].Not()
			}
			cuts = append(cuts, cl)
		}
	}
	for _, ar := range p.Arrows {
		prev := -1 // index along the arrow of the previous square
		var earlier []int
		for i, c := range ar {
			if !sq[c] {
				continue
			}
			// The k-th block along an arrow has at least k squares: a
			// block closed at s squares may have at most s-1 arrow
			// squares before it.
			if b := comp[c]; valid[b] && len(earlier) >= len(members[b]) {
				cuts = append(cuts, m.orderCut(ar, i, members[b], earlier, closure))
			}
			earlier = append(earlier, c)
			if prev >= 0 {
				b0, b1 := comp[ar[prev]], comp[c]
				if valid[b0] && valid[b1] {
					if cl := m.evolveCut(comp, members[b0], members[b1], ar[prev], c, ar[prev+1:i], exact, closure); cl != nil {
						// The placement cuts exclude this pair too (cl is
						// only the test), and settle the next shape; past
						// placeMaxCells the pair cut alone (see placeMaxCells).
						if g.Cells() > placeCapFrom && max(len(members[b0]), len(members[b1])) > placeMaxCells {
							cuts = append(cuts, cl)
						} else {
							cuts = append(cuts, m.placementCuts(ar, prev, i, members[b0], members[b1], closure)...)
						}
						cuts = append(cuts, m.sizeCuts(members[b0], members[b1], ar[prev], c, ar[prev+1:i], closure)...)
					}
				}
			}
			prev = i
		}
	}
	m.cuts += len(cuts)
	if m.stop != nil {
		m.stop()
	}
	return cuts
}

// sizeCutMax bounds the size of the cell sets sizeCuts enumerates.
const sizeCutMax = 4

// sizeCuts generalises a size cut over the shape of the unbounded block:
// with the later block closed at s1 squares, the earlier block (anchor
// p0) has at most s1-1, so every connected set of s1 cells around p0 is
// cut, not only the one in the candidate; with the earlier block closed at
// s0, every connected set of s0+2 cells around p1 is cut. Only small sets
// are enumerated (sizeCutMax); the single cut keeps larger cases exact.
func (m *model) sizeCuts(b0, b1 []int, p0, p1 int, between []int, closure func([]int) []sat.Lit) [][]sat.Lit {
	var fixedB []int
	var root, k int
	switch {
	case len(b1) <= len(b0):
		fixedB, root, k = b1, p0, len(b1)
	case len(b1) >= len(b0)+2:
		fixedB, root, k = b0, p1, len(b0)+2
	default:
		return nil
	}
	if k > sizeCutMax || k < 2 {
		return nil
	}
	anchor := p1
	if root == p1 {
		anchor = p0
	}
	base := append([]sat.Lit{m.x[anchor].Not()}, closure(fixedB)...)
	for _, c := range between {
		base = append(base, m.x[c])
	}
	g := m.p.G
	var out [][]sat.Lit
	m.connectedSets(root, k, func(set []int) {
		cl := append([]sat.Lit(nil), base...)
		for _, c := range set {
			cl = append(cl, m.x[c].Not())
		}
		out = append(out, cl)
	})
	_ = g
	return out
}

// connectedSets calls f with every connected set of k cells that contains
// root and otherwise only cells a block may use off the arrows.
func (m *model) connectedSets(root, k int, f func([]int)) {
	p := m.p
	g := p.G
	usable := func(c int) bool { return m.ok[c] && p.Cells[c] != Shaded && p.arrowOf[c] < 0 }
	var grow func(set, frontier []int, seen map[int]bool)
	grow = func(set, frontier []int, seen map[int]bool) {
		if len(set) == k {
			f(set)
			return
		}
		var nb []int
		for i, c := range frontier {
			var added []int
			for _, d := range g.Neighbours(nb[:0], c) {
				if !seen[d] && usable(d) {
					seen[d] = true
					added = append(added, d)
				}
			}
			next := append(append([]int(nil), frontier[i+1:]...), added...)
			grow(append(set[:len(set):len(set)], c), next, seen)
			for _, d := range added {
				delete(seen, d)
			}
		}
	}
	seen := map[int]bool{root: true}
	var frontier, nb []int
	for _, d := range g.Neighbours(nb, root) {
		if usable(d) {
			seen[d] = true
			frontier = append(frontier, d)
		}
	}
	grow([]int{root}, frontier, seen)
}

// orderCut handles a block (anchor ar[i], cells b) with at least |b|
// arrow squares before it: it adds the constraint "with this block closed,
// at most |b|-1 squares on the arrow cells before its anchor" as one
// pseudo-boolean sum (so no other choice of earlier squares is tried), and
// returns the clause that excludes the present candidate.
func (m *model) orderCut(ar []int, i int, b, earlier []int, closure func([]int) []sat.Lit) []sat.Lit {
	q := ar[i]
	fence := closure(b)
	s := len(b)
	big := i + 1
	lits := make([]sat.Lit, 0, i+1+len(fence))
	ws := make([]int, 0, cap(lits))
	for _, e := range ar[:i] {
		lits, ws = append(lits, m.x[e]), append(ws, 1)
	}
	lits, ws = append(lits, m.x[q]), append(ws, big)
	for _, l := range fence {
		lits, ws = append(lits, l), append(ws, -big)
	}
	m.prob.SumAtMost(lits, ws, s-1+big)
	cl := append([]sat.Lit{m.x[q].Not()}, fence...)
	for _, e := range earlier[len(earlier)-s:] {
		cl = append(cl, m.x[e].Not())
	}
	return cl
}

// evolveCut returns the cut for consecutive blocks b0 (anchor p0) and b1
// (anchor p1) along an arrow, with the arrow cells between, or nil when b1
// is b0 plus one square.
func (m *model) evolveCut(comp []int32, b0, b1 []int, p0, p1 int, between []int, exact, closure func([]int) []sat.Lit) []sat.Lit {
	g := m.p.G
	var cl []sat.Lit
	switch {
	case len(b1) >= len(b0)+2:
		// p0's block has at most |b0| cells, p1's at least |b0|+2.
		cl = append([]sat.Lit{m.x[p0].Not()}, closure(b0)...)
		for _, c := range m.part(comp, p1, len(b0)+2) {
			cl = append(cl, m.x[c].Not())
		}
	case len(b1) <= len(b0):
		// p1's block has at most |b1| cells, p0's at least |b1|.
		cl = append([]sat.Lit{m.x[p1].Not()}, closure(b1)...)
		// p0 itself is in the part: were p0 empty, these squares could
		// belong to another block and the earlier anchor lie before p0.
		for _, c := range m.part(comp, p0, len(b1)) {
			cl = append(cl, m.x[c].Not())
		}
	case evolves(g, b0, b1):
		return nil
	default:
		// With p0's block exactly b0, p1's block has exactly |b0|+1
		// squares, so all of b1 being squares already pins it.
		cl = exact(b0)
		for _, c := range b1 {
			cl = append(cl, m.x[c].Not())
		}
	}
	for _, c := range between {
		cl = append(cl, m.x[c])
	}
	return cl
}

// part returns k cells of r's block, connected and including r (breadth
// first).
func (m *model) part(comp []int32, r, k int) []int {
	g := m.p.G
	id := comp[r]
	out := []int{r}
	seen := map[int]bool{r: true}
	var nb []int
	for h := 0; h < len(out) && len(out) < k; h++ {
		for _, d := range g.Neighbours(nb[:0], out[h]) {
			if comp[d] == id && !seen[d] && len(out) < k {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// path returns the cells of a shortest path from a to b inside their block.
func (m *model) path(comp []int32, a, b int) []int {
	g := m.p.G
	id := comp[a]
	par := map[int]int{a: -1}
	queue := []int{a}
	var nb []int
	for h := 0; h < len(queue); h++ {
		c := queue[h]
		if c == b {
			break
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if _, ok := par[d]; !ok && comp[d] == id {
				par[d] = c
				queue = append(queue, d)
			}
		}
	}
	var out []int
	for c := b; c >= 0; c = par[c] {
		out = append(out, c)
	}
	return out
}

func (m *model) squares(mo sat.Model) []bool {
	sq := make([]bool, len(m.x))
	for c, l := range m.x {
		sq[c] = mo.Value(l)
	}
	return sq
}

// Solve implements puzzle.Solver with the lazy model: limit 1 finds a
// solution (Found), 2 or more settles uniqueness.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	return p.SolveBudget(ctx, limit, 0)
}

// SolveBudget is Solve stopped (Status Unknown) once the lazy check has
// added more than maxCuts cuts (0: no limit). The cut count depends only
// on the puzzle, so the generator bounds its work with it and stays
// reproducible on every machine, where a deadline would not.
func (p *Puzzle) SolveBudget(ctx context.Context, limit, maxCuts int) puzzle.Result {
	// The propagating search (search.go) first, under a node budget: it
	// settles most boards in a few milliseconds without building gophersat;
	// what it leaves goes to the lazy model.
	s := p.newSearch()
	sols, complete := s.run(ctx, max(limit, 1), searchBudget(p.G.Cells()))
	if r, ok := searchResult(p, limit, sols, complete, s.nodes); ok {
		return r
	}
	// An answer the search found without settling the count is where the
	// count beyond 14x14 starts, and the answer of last resort elsewhere.
	var known []bool
	if len(sols) > 0 {
		known = sols[0]
	}
	if maxCuts > 0 || p.G.Cells() > blockModelMaxCells {
		if maxCuts == 0 && p.G.Cells() > lazyTurnMaxCells {
			return p.portfolio(ctx, s, portfolioCuts, limit, known)
		}
		return withAnswer(p.solveSAT(ctx, limit, maxCuts, s.nodes), p, known)
	}
	// The lazy model gets a turn of lazyTurnCuts cuts (and at most a third
	// of the time left); what it leaves goes to the eager block model
	// (block.go), which settles the boards whose candidates the lazy model
	// never runs out of (an 11x11: no answer in 60 s before, about 7 s
	// with it). Counting cuts, not seconds, gives the lazy model the same
	// share of work in WASM as natively. Beyond 14x14 the lazy model
	// settles boards the block model is slow on (a 15x15: about 30 s
	// lazily, no answer in 40 s from the block model), so it gets half the
	// time and no cut cap there.
	turn, share := lazyTurnCuts, 1.0/3
	if p.G.Cells() > lazyTurnMaxCells {
		turn, share = 0, 1.0/2
	}
	lazy := func(ctx context.Context, limit int) puzzle.Result {
		// A first answer beyond 14x14 takes the portfolio (the lazy
		// model, then restarts in turn with it).
		if p.G.Cells() > lazyTurnMaxCells {
			return p.portfolio(ctx, s, portfolioCuts, limit, known)
		}
		return withAnswer(p.solveSAT(ctx, limit, turn, s.nodes), p, known)
	}
	blocks := func(ctx context.Context, limit int) puzzle.Result {
		// The lazy turn's garbage is still there: the collector gets its
		// turn before the block model's long calls (under js/wasm node ran
		// out of memory on a 14x14 without it).
		sat.Collect()
		return p.solveBlocksMarks(ctx, limit, 0, p.rootMarks(ctx))
	}
	return portfolio.Sequence(ctx, limit, portfolio.Step{Share: share, Run: lazy}, portfolio.Step{Run: blocks})
}

// withAnswer is r with known as its answer when it has none and did not
// prove there is none.
func withAnswer(r puzzle.Result, p *Puzzle, known []bool) puzzle.Result {
	if r.Answer == nil && known != nil && r.Status == puzzle.Unknown {
		r.Answer = Answer{P: p, Squares: known}
	}
	return r
}

// lazyTurnCuts is the lazy model's turn before the block model: 30000 cuts,
// about 3 s natively. Where the lazy model settles a 14x14 board it needs
// up to about 29000 (2-4 s), while on the boards it cannot settle it adds
// about 10000 a second (an 11x11: 150000 cuts in 28 s, no answer).
const lazyTurnCuts = 30000

// solveBlocks is the eager block model alone (nodes: added to the count).
func (p *Puzzle) solveBlocks(ctx context.Context, limit int, nodes int64) puzzle.Result {
	return p.solveBlocksMarks(ctx, limit, nodes, nil)
}

// solveBlocksMarks is solveBlocks with the search's root marks (nil: none)
// stated up front; cells marked empty get no block variables
// (a 12x12: a quarter fewer variables, twice as fast natively).
// Its gophersat calls are watched, as every call under a deadline (the sat
// package): about ten times slower (that 12x12: 4.4 s -> 50 s natively),
// but a call ends at its deadline, and under js/wasm the collector runs
// during it.
func (p *Puzzle) solveBlocksMarks(ctx context.Context, limit int, nodes int64, mark []uint8) puzzle.Result {
	m := p.newBlockModel(mark, blockMaxConstraints())
	if m == nil {
		return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes}
	}
	r := result(ctx, p, m.prob, limit, func(mo sat.Model) []bool {
		sq := make([]bool, len(m.x))
		for c, l := range m.x {
			sq[c] = mo.Value(l)
		}
		return sq
	}, func() int64 { return nodes + int64(m.prob.NumVars()) })
	if a, ok := r.Answer.(Answer); ok && len(p.Check(a)) > 0 {
		// The model is exact, so this is a bug: say nothing rather than
		// something wrong.
		return puzzle.Result{Status: puzzle.Unknown, Nodes: r.Nodes}
	}
	return r
}

// expired reads the clock as well as ctx.Err (under js/wasm a busy
// goroutine never lets the context's timer fire).
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}

// solveSAT is the lazy model alone (nodes: added to the reported count).
func (p *Puzzle) solveSAT(ctx context.Context, limit, maxCuts int, nodes int64) puzzle.Result {
	m := p.newModel()
	var cancel context.CancelFunc
	ctx, cancel = context.WithCancel(ctx)
	defer cancel()
	deadline, hasDeadline := ctx.Deadline()
	m.stop = func() {
		// Under js/wasm a busy goroutine never lets the deadline's timer
		// fire, so ctx.Err() would stay nil: the clock is read here
		// instead, between two gophersat calls.
		if maxCuts > 0 && m.cuts > maxCuts || hasDeadline && time.Now().After(deadline) {
			cancel()
		}
		// Nor does it let the collector's workers run: without this yield
		// node ran out of its 4 GB within 60 s on 15x15 boards (the
		// placement cuts' garbage).
		sat.Yield()
	}
	return result(ctx, p, m.prob, limit, m.squares, func() int64 { return nodes + int64(m.cuts) })
}

// The portfolio of firstPortfolio. Its first phase is the lazy model
// alone, as SolveBudget ran it before the restarts (the same gophersat calls
// and cuts), for portfolioCuts cuts: on 15x15-18x18 boards the lazy model
// answers every board it answers within 15 s natively with under 50000
// cuts, while on the few where it stalls (no answer after 230000 cuts) the
// restarts answer within about 100000 nodes. After it, round k gives the
// search 2^k*altNodes nodes of randomised restarts (Luby runs of
// restartBase nodes) and the lazy model, resumed, 2^k*altCuts cuts, so
// the boards the lazy model answers later (75000-145000 cuts) are
// answered in rounds 0-2.
// Counted in nodes and cuts, not seconds, so WASM does the same work as
// natively.
const (
	portfolioCuts = 60000
	altCuts       = 20000
	restartBase   = 100
	restartSeed   = 1
)

var altNodes int64 = 20000 // a var: the tests shrink it

// firstPortfolio looks for a first answer (limit 1) beyond 14x14, where
// both the lazy model and the search have heavy tails, but on different
// boards: the lazy model runs alone for firstCuts cuts, then the
// search with randomised restarts (seeded, so reproducible) and the lazy
// model take turns in slices that double each round, the lazy model's
// gophersat search resumed from turn to turn (sat.Search, its cuts and
// learned clauses kept). Both are exact: an answer passes the rule
// checker, and a complete restart run or the lazy model's Unsat proves
// there is none. s is the search that ran first (its nodes are counted).
func (p *Puzzle) firstPortfolio(ctx context.Context, s *search, firstCuts int) puzzle.Result {
	return p.portfolio(ctx, s, firstCuts, 1, nil)
}

// portfolio is firstPortfolio that also counts (limit 2 or more, the app's
// Solve): once it has an answer (or from the start, with known, an answer
// the search found before it ran out of nodes) the answer is excluded and
// the resumed lazy model looks for another until ctx ends: another means
// Multiple, none Unique.
func (p *Puzzle) portfolio(ctx context.Context, s *search, firstCuts, limit int, known []bool) puzzle.Result {
	m := p.newModel()
	cutLimit := firstCuts
	var cancelTurn context.CancelFunc
	m.stop = func() {
		if m.cuts > cutLimit || expired(ctx) {
			cancelTurn()
		}
		sat.Yield() // see solveSAT
	}
	lazy := m.prob.NewSearch()
	nodes := func() int64 { return s.nodes + int64(m.cuts) }
	// turn runs the lazy model until cutLimit; ok is false when it
	// settled nothing.
	turn := func() (puzzle.Result, bool) {
		var tctx context.Context
		tctx, cancelTurn = context.WithCancel(ctx)
		mo, st := lazy.Next(tctx)
		cancelTurn()
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: Answer{P: p, Squares: m.squares(mo)}, Nodes: nodes()}, true
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None, Nodes: nodes()}, true
		}
		return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes()}, expired(ctx)
	}
	settle := func(r puzzle.Result) puzzle.Result {
		a, ok := r.Answer.(Answer)
		if limit <= 1 || r.Status != puzzle.Found || !ok {
			return r
		}
		other := make([]sat.Lit, len(m.x))
		for c, l := range m.x {
			if a.Squares[c] {
				l = l.Not()
			}
			other[c] = l
		}
		m.prob.AddClause(other...)
		cutLimit = math.MaxInt
		next, _ := turn()
		r.Nodes = next.Nodes
		switch next.Status {
		case puzzle.Found:
			r.Status = puzzle.Multiple
		case puzzle.None:
			r.Status = puzzle.Unique
		default:
			r.Status = puzzle.Unknown
		}
		return r
	}
	if known != nil && limit > 1 {
		return settle(puzzle.Result{Status: puzzle.Found, Answer: Answer{P: p, Squares: known}})
	}
	if r, ok := turn(); ok {
		return settle(r)
	}
	s.seed(restartSeed)
	defer func() { s.rng = nil }()
	for k := 0; ; k++ {
		sols, complete := s.restarts(ctx, restartBase, s.nodes+altNodes<<min(k, 20))
		if r, ok := searchResult(p, 1, sols, complete, nodes()); ok {
			return settle(r)
		}
		if expired(ctx) {
			return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes()}
		}
		cutLimit = m.cuts + altCuts<<min(k, 20)
		if r, ok := turn(); ok {
			return settle(r)
		}
	}
}

// searchBudget is the node budget of the search before the lazy model
// takes over: where the search settles a board it mostly needs a few
// hundred nodes (on the benchmark set: p90 under 800 up to 15x15), while
// a node costs more and the search settles fewer boards as they grow (1 of
// 40 at 14x14 within 2000 nodes), so the budget shrinks with the board:
// 1000 nodes at 10x10, about 500 at 14x14.
func searchBudget(cells int) int64 {
	return int64(min(2000, max(200, 100000/max(cells, 1))))
}

// searchResult turns what the search found into a result; ok is false when
// it settled nothing.
func searchResult(p *Puzzle, limit int, sols [][]bool, complete bool, nodes int64) (puzzle.Result, bool) {
	r := puzzle.Result{Nodes: nodes}
	if len(sols) > 0 {
		r.Answer = Answer{P: p, Squares: sols[0]}
	}
	switch {
	case limit <= 1 && len(sols) > 0:
		r.Status = puzzle.Found
	case len(sols) >= 2:
		r.Status = puzzle.Multiple
	case !complete:
		return r, false
	case len(sols) == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r, true
}

func result(ctx context.Context, p *Puzzle, prob *sat.Problem, limit int, squares func(sat.Model) []bool, nodes func() int64) puzzle.Result {
	if limit <= 1 {
		mo, st := prob.Solve(ctx)
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: Answer{P: p, Squares: squares(mo)}, Nodes: nodes()}
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None, Nodes: nodes()}
		}
		return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes()}
	}
	models, cnt := prob.Enumerate(ctx, limit)
	r := puzzle.Result{}
	if len(models) > 0 {
		r.Answer = Answer{P: p, Squares: squares(models[0])}
	}
	r.Nodes = nodes()
	switch {
	case cnt.N >= 2:
		r.Status = puzzle.Multiple
	case !cnt.Complete:
		r.Status = puzzle.Unknown
	case cnt.N == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r
}

// Facts lists the cells whose content (square or not) is the same in every
// solution and that are not given, as moves.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	sq, known, err := p.facts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []puzzle.Fact
	for c := range sq {
		if !known[c] || p.Cells[c] != Plain {
			continue
		}
		y, x := p.G.YX(c)
		f := puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}}
		if sq[c] {
			f.Move, f.Text = fmt.Sprintf("%d,%d=o", y, x), fmt.Sprintf("%s holds a square", cellName(p.G, c))
		} else {
			f.Move, f.Text = fmt.Sprintf("%d,%d=x", y, x), fmt.Sprintf("%s stays empty", cellName(p.G, c))
		}
		out = append(out, f)
	}
	return out, nil
}

// facts returns per cell whether it is a square in every solution (sq) or
// empty in every solution (known && !sq); fixed (may be nil) adds
// assumptions: +1 square, -1 empty.
func (p *Puzzle) facts(ctx context.Context, fixed []int8) (sq, known []bool, err error) {
	m := p.newModel()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if deadline, ok := ctx.Deadline(); ok {
		m.stop = func() { // see SolveBudget
			if time.Now().After(deadline) {
				cancel()
			}
		}
	}
	for c, f := range fixed {
		switch f {
		case 1:
			m.prob.AddClause(m.x[c])
		case -1:
			m.prob.AddClause(m.x[c].Not())
		}
	}
	lits, st := m.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, nil, fmt.Errorf("evolomino: the puzzle has no solution, so nothing is certain")
	case sat.Unknown:
		return nil, nil, fmt.Errorf("evolomino: facts stopped: %w", ctxErr(ctx))
	}
	n := p.G.Cells()
	sq, known = make([]bool, n), make([]bool, n)
	for _, l := range lits {
		c := l.Var() - m.x[0].Var()
		if c < 0 || c >= n {
			continue
		}
		known[c] = true
		sq[c] = l.Positive()
	}
	return sq, known, nil
}

func ctxErr(ctx context.Context) error {
	if ctx != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return fmt.Errorf("search stopped early")
}

var (
	_ puzzle.Solver     = (*Puzzle)(nil)
	_ puzzle.FactFinder = (*Puzzle)(nil)
)

// blockMaxConstraints caps the block model's size where the platform
// caps models (sat.ModelCap: under js/wasm). A larger model is given up
// while it is built; its boards keep what the lazy model found, which on
// the hardest boards answers each of them.
func blockMaxConstraints() int { return sat.ModelCap() }

// lazyTurnMaxCells bounds the boards where the lazy model gets a turn of
// lazyTurnCuts before the block model; beyond it the portfolio takes half
// the time. It was first the bound of unwatched block model calls: up to
// 14x14 they ended within 35 s of a 60 s deadline on a loaded machine;
// beyond, they overran it by about a minute (first answers at 113-124 s
// on 15x15 and 16x16 boards). Now every call under a deadline is watched
// (the sat package).
const lazyTurnMaxCells = 14 * 14
