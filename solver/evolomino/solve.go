package evolomino

import (
	"context"
	"fmt"
	"math"
	"time"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// sizeCutMax bounds the size of the cell sets sizeCuts enumerates.
const sizeCutMax = 4

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
	// The propagating search (search.go) first, under a node budget, up
	// to searchFirstMaxCells (and always for the generator): it settles
	// most small boards in a few milliseconds without building gophersat;
	// what it leaves goes to the lazy model.
	s := p.newSearch()
	var sols [][]bool
	if maxCuts > 0 || p.G.Cells() <= searchFirstMaxCells {
		var complete bool
		sols, complete = s.run(ctx, max(limit, 1), searchBudget(p.G.Cells()))
		if r, ok := searchResult(p, limit, sols, complete, s.nodes); ok {
			return r
		}
	}
	// An answer the search found without settling the count is where the
	// count beyond 14x14 starts, and the answer of last resort elsewhere.
	var known []bool
	if len(sols) > 0 {
		known = sols[0]
	}
	if maxCuts > 0 || p.G.Cells() > blockModelMaxCells {
		if maxCuts == 0 && p.G.Cells() > lazyTurnMaxCells {
			return p.portfolio(ctx, s, portfolioCuts, limit, known, nil)
		}
		return withAnswer(p.solveSAT(ctx, limit, maxCuts, s.nodes), p, known)
	}
	// The lazy model gets a turn (at most a third of the time left); what
	// it leaves goes to the eager block model (block.go), which settles
	// the boards whose candidates the lazy model never runs out of (an
	// 11x11: no answer in 60 s before, about 7 s with it). The turn is
	// measured on the board (see lazyTurn) and in cuts, not seconds, so
	// the lazy model gets the same share of work in WASM as natively.
	var bm *blockModel
	built := false
	// over ends the lazy model's turn; the block model is built (to size
	// the turn) only past lazyProbeCuts, so a board the lazy model settles
	// at once never pays for it (a unique 15x15 counted in 0.05 s took
	// 0.23 s and twice the memory when it was built at once).
	over := func(cuts int) bool {
		if cuts <= lazyProbeCuts {
			return false
		}
		if !built {
			built = true
			bm = p.buildBlockModel(ctx, p.rootMarks(ctx), blockMaxConstraints())
		}
		return bm != nil && cuts > lazyTurn(bm)
	}
	if p.G.Cells() > lazyTurnMaxCells {
		// Beyond 14x14 the portfolio settles most boards, many of them
		// only after its first phase of capped models (a 15x15: 65000
		// cuts, 9 s natively, 42 s in WASM, where the block model had
		// no answer in 150 s), so the first phase always runs; what it
		// leaves, the count included, gets lazyTurn more cuts, then the
		// block model takes over. Counted in cuts, not seconds: half the
		// wall time (as before) left the portfolio short of its first
		// answer in WASM and on a loaded machine.
		var answer []bool // the portfolio's answer, if it left the count
		lazy := func(ctx context.Context, limit int) puzzle.Result {
			r := p.portfolio(ctx, s, portfolioCuts, limit, known, over)
			if a, ok := r.Answer.(Answer); ok {
				answer = a.Squares
			}
			return r
		}
		blocks := func(ctx context.Context, limit int) puzzle.Result {
			// The lazy turn's garbage is still there: the collector
			// gets its turn before the block model's long calls
			// (under js/wasm node ran out of memory on a 14x14
			// without it).
			sat.Collect()
			if bm == nil {
				bm = p.buildBlockModel(ctx, p.rootMarks(ctx), blockMaxConstraints())
			}
			return p.countBeside(ctx, bm, limit, answer)
		}
		return portfolio.Sequence(ctx, limit, portfolio.Step{Run: lazy}, portfolio.Step{Run: blocks})
	}
	lazy := func(ctx context.Context, limit int) puzzle.Result {
		return withAnswer(p.solveSATUntil(ctx, limit, over, s.nodes, nil), p, known)
	}
	blocks := func(ctx context.Context, limit int) puzzle.Result {
		sat.Collect() // see above
		if bm == nil {
			bm = p.buildBlockModel(ctx, p.rootMarks(ctx), blockMaxConstraints())
		}
		return p.solveBlockModel(ctx, bm, limit, 0)
	}
	return portfolio.Sequence(ctx, limit, portfolio.Step{Share: 1.0 / 3, Run: lazy}, portfolio.Step{Run: blocks})
}

// withAnswer is r with known as its answer when it has none and did not
// prove there is none.
func withAnswer(r puzzle.Result, p *Puzzle, known []bool) puzzle.Result {
	if r.Answer == nil && known != nil && r.Status == puzzle.Unknown {
		r.Answer = Answer{P: p, Squares: known}
	}
	return r
}

// lazyTurn is the lazy model's turn in cuts before the block model m:
// one cut per lazyTurnCons of m's constraints. The block model's time
// grows with its size (natively 0.5-5 s for 35000-160000 constraints up
// to 14x14), while the cuts the lazy model needs where it settles a board
// do not (up to about 29000 on the 14x14s), and their cost varies
// twentyfold (0.05-1 ms natively); a fixed turn of 30000 cuts cost 5-18 s
// natively on 11x11-12x12 boards the block model then settled in 0.6-2 s,
// and three times that in WASM.
func lazyTurn(m *blockModel) int { return max(lazyProbeCuts, m.prob.NumConstraints()/lazyTurnCons) }

// lazyProbeCuts is the lazy model's turn before the block model is built
// to size the rest of it: most boards up to 14x14 that the lazy model
// settles take fewer cuts, and those pay no block model.
const (
	lazyProbeCuts = 2000
	lazyTurnCons  = 8
)

// countBeside settles limit with the block model m (nil: Unknown) when
// another method has found answer (nil: none, m counts alone): the block
// model looks for another, Unsat proving it the only one, rather than
// finding it again.
func (p *Puzzle) countBeside(ctx context.Context, m *blockModel, limit int, answer []bool) puzzle.Result {
	if answer == nil || limit <= 1 || m == nil {
		return p.solveBlockModel(ctx, m, limit, 0)
	}
	other := make([]sat.Lit, len(m.x))
	for c, l := range m.x {
		if answer[c] {
			l = l.Not()
		}
		other[c] = l
	}
	m.prob.AddClause(other...)
	r := p.solveBlockModel(ctx, m, 1, 0)
	switch r.Status {
	case puzzle.Found: // checked by solveBlockModel, and not answer
		r.Status = puzzle.Multiple
	case puzzle.None:
		r.Status = puzzle.Unique
	}
	r.Answer = Answer{P: p, Squares: answer}
	return r
}

// solveBlocks is the eager block model alone (nodes: added to the count).
func (p *Puzzle) solveBlocks(ctx context.Context, limit int, nodes int64) puzzle.Result {
	return p.solveBlocksMarks(ctx, limit, nodes, nil)
}

// solveBlocksMarks is solveBlocks with the search's root marks (nil: none)
// stated up front; cells marked empty get no block variables
// (a 12x12: a quarter fewer variables, twice as fast natively).
// Its gophersat calls are watched, as every call under a deadline (the sat
// package): a call ends at its deadline. Under js/wasm the watch formats
// every learned clause, at a cost quadratic in its length (see block.go
// on why its clauses are now short), and the collector runs during it.
func (p *Puzzle) solveBlocksMarks(ctx context.Context, limit int, nodes int64, mark []uint8) puzzle.Result {
	return p.solveBlockModel(ctx, p.buildBlockModel(ctx, mark, blockMaxConstraints()), limit, nodes)
}

// solveBlockModel is solveBlocksMarks on a block model already built (nil:
// none, Unknown).
func (p *Puzzle) solveBlockModel(ctx context.Context, m *blockModel, limit int, nodes int64) puzzle.Result {
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
	return p.solveSATWith(ctx, limit, maxCuts, nodes, nil)
}

// solveSATWith is solveSAT with extra unit clauses on the square
// variables: lit(x) for each of them.
func (p *Puzzle) solveSATWith(ctx context.Context, limit, maxCuts int, nodes int64, units func(x []sat.Lit) []sat.Lit) puzzle.Result {
	return p.solveSATUntil(ctx, limit, func(cuts int) bool { return maxCuts > 0 && cuts > maxCuts }, nodes, units)
}

// solveSATUntil is solveSATWith stopped once over(cuts) says the lazy
// model has added enough cuts (it is asked between two gophersat calls).
func (p *Puzzle) solveSATUntil(ctx context.Context, limit int, over func(cuts int) bool, nodes int64, units func(x []sat.Lit) []sat.Lit) puzzle.Result {
	m := p.newModel()
	if units != nil {
		for _, l := range units(m.x) {
			m.prob.AddClause(l)
		}
	}
	var cancel context.CancelFunc
	ctx, cancel = context.WithCancel(ctx)
	defer cancel()
	deadline, hasDeadline := ctx.Deadline()
	m.stop = func() {
		// Under js/wasm a busy goroutine never lets the deadline's timer
		// fire, so ctx.Err() would stay nil: the clock is read here
		// instead, between two gophersat calls.
		if over(m.cuts) || hasDeadline && time.Now().After(deadline) {
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
// alone, as SolveBudget ran it before the restarts (the same gophersat
// calls and cuts), for plainFirstCuts cuts, then the capped lazy models
// (capped.go) with the restarts in their later turns (firstCuts 0: no
// first phase; any other value: this one). After it, round k gives the
// search 2^k*altNodes nodes of randomised restarts (Luby runs of
// restartBase nodes, continued from the first phase's) and the lazy
// model, resumed, 2^k*altCuts cuts, so the boards the lazy model answers
// later (75000-145000 cuts) are answered in rounds 0-2.
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
// boards: the first phase (see portfolioCuts), then the
// search with randomised restarts (seeded, so reproducible) and the lazy
// model take turns in slices that double each round, the lazy model's
// gophersat search resumed from turn to turn (sat.Search, its cuts and
// learned clauses kept). Both are exact: an answer passes the rule
// checker, and a complete restart run or the lazy model's Unsat proves
// there is none. s is the search that ran first (its nodes are counted).
func (p *Puzzle) firstPortfolio(ctx context.Context, s *search, firstCuts int) puzzle.Result {
	return p.portfolio(ctx, s, firstCuts, 1, nil, nil)
}

// portfolio is firstPortfolio that also counts (limit 2 or more, the app's
// Solve): once it has an answer (or from the start, with known, an answer
// the search found before it ran out of nodes) the search looks for
// another near it under a budget (near.go), and failing that the answer is
// excluded and the resumed lazy model looks for another until ctx ends:
// another means Multiple, none Unique.
//
// over (nil: never) ends the portfolio (Unknown, with its answer if it
// has one) once it says the lazy model has added enough cuts since the
// first phase ended (the count's included), so that a slower exact
// method can take over; it is asked between two gophersat calls.
func (p *Puzzle) portfolio(ctx context.Context, s *search, firstCuts, limit int, known []bool, over func(cuts int) bool) puzzle.Result {
	m := p.newModel()
	cutLimit := firstCuts
	base := -1 // m.cuts when the first phase ended (-1: not yet)
	handedOver := func() bool { return over != nil && base >= 0 && over(m.cuts-base) }
	firstPhaseOver := func() {
		if base < 0 {
			base = m.cuts
		}
	}
	var cancelTurn context.CancelFunc
	m.stop = func() {
		if m.cuts > cutLimit || handedOver() || expired(ctx) {
			cancelTurn()
		}
		sat.Yield() // see solveSAT
	}
	lazy := m.prob.NewSearch()
	nodes := func() int64 { return s.nodes + int64(m.cuts) }
	// turn runs the lazy model until cutLimit; ok is false when it
	// settled nothing. Its calls are unwatched until the count (see
	// unwatched).
	counting := false
	turn := func() (puzzle.Result, bool) {
		var tctx context.Context
		if counting {
			tctx, cancelTurn = context.WithCancel(ctx)
		} else {
			tctx, cancelTurn = newUnwatched()
		}
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
		// A second answer near the first, by the search (near.go),
		// before the lazy model's count.
		if st, ok := p.otherNear(ctx, a.Squares, s); ok {
			r.Status, r.Nodes = st, nodes()
			return r
		}
		m.prob.AddClause(other...)
		firstPhaseOver()
		cutLimit, counting = math.MaxInt, true
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
	// The first phase (firstCuts 0: none): a short turn of the plain lazy
	// model, then the capped lazy models (capped.go) with the restarts
	// joining their later turns. Where the plain model answers within
	// plainFirstCuts it is as quick as the capped ones and its cuts serve
	// the count that follows; beyond, the capped models answer sooner on
	// most boards, on those with wide open areas far sooner. Where the
	// capped models stall, the plain model resumed is no better: on an
	// 18x18 it went on to 60000 cuts (18 s natively) without an answer,
	// where the restarts answered in 12800 nodes (0.5 s), so the restarts
	// come first after them.
	cutLimit = min(firstCuts, plainFirstCuts)
	if r, ok := turn(); ok {
		return settle(r)
	}
	capCuts := 0
	nodes = func() int64 { return s.nodes + int64(m.cuts) + int64(capCuts) }
	s.seed(restartSeed)
	defer func() { s.rng = nil }()
	if firstCuts > 0 {
		sq, cuts := p.cappedFirstWith(ctx, capPhaseCuts, capTotalCuts, s)
		capCuts = cuts
		if sq != nil {
			return settle(puzzle.Result{Status: puzzle.Found, Answer: Answer{P: p, Squares: sq}, Nodes: nodes()})
		}
	}
	firstPhaseOver()
	for k := 0; !handedOver(); k++ {
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
	return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes()}
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

// searchFirstMaxCells bounds the boards where Solve runs the search under
// its budget before the lazy model. On the public set (20 boards a size)
// the budget settles 10 at 10x10 and 3 at each of 11x11-13x13, but none
// at 14x14 and 16x16 and one at 15x15, while it costs 10-25 ms at 14x14
// and 20-120 ms at 18x18: about a third of a typical 14x14's time once
// the lazy model needs 30-60 ms. Beyond it the lazy model starts at once
// (the portfolio's restarts still use the search). The generator
// (maxCuts > 0) keeps the search everywhere, so its work is unchanged.
const searchFirstMaxCells = 13 * 13

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

// lazyTurnMaxCells bounds the boards where the lazy model gets a turn (see
// lazyTurn) before the block model; beyond it the portfolio takes half
// the time. It was first the bound of unwatched block model calls: up to
// 14x14 they ended within 35 s of a 60 s deadline on a loaded machine;
// beyond, they overran it by about a minute (first answers at 113-124 s
// on 15x15 and 16x16 boards). Now every call under a deadline is watched
// (the sat package).
const lazyTurnMaxCells = 14 * 14
