package flow

import (
	"context"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
)

// SearchBudget bounds the quick stages of Solve in search nodes: the
// legacy line search (boards with more colours than the colouring counter
// holds) and, a sixteenth of it, the exact colouring counter's first look
// at self-touching solutions before the SAT model is asked.
const SearchBudget = 5000

// Solve is the exact solver: limit 1 finds a solution, 2 settles
// uniqueness. Nodes counts search nodes plus SAT calls.
//
// How it stays exact (search_colour.go, search.go, frontier.go):
//   - Numberlink: on boards 16 a side and up routing (route.go) finds
//     the answers of boards with room to spare, and the detour test read
//     off any first answer settles most of those as multiple at once.
//     Otherwise the quick pass that fills every cell finds most
//     answers; the frontier counter then says whether another colouring
//     exists (exactly, lines beside themselves included). Past its budget,
//     the touch-free SAT model asked for a colouring other than the
//     first (touchFreeSettle, over exchange blocks: numberlink_exchange.go),
//     then the touch-free count with the detour test; both exact by the
//     short-cut lemma (search.go).
//   - Flow Free: the touch-free counter finds the answer and every other
//     touch-free colouring (hundreds of nodes where the article's search
//     needs tens of thousands). Only colourings whose lines run beside
//     themselves remain: the frontier counter settles them within its
//     state budget (boards up to about 12 wide); past it, the exact
//     counter looks within SearchBudget/16 nodes, then the SAT model is
//     asked for a solution in which some line touches itself. The SAT
//     call is checked against ctx before it starts but cannot be
//     interrupted.
//   - Boards 13 wide and up (Flow Free: solveFlowFreeWide; Numberlink:
//     before the frontier counter) first look for a second solution that
//     differs from the first only inside a small window (local.go), which
//     can only ever conclude "multiple".
//   - Numberlink with 64 colours or more: solveManyColours.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	r, _ := p.SolveWatch(ctx, limit, 0, nil, 0)
	return r
}

// SolveWatch is Solve with a node budget for the quick stages (0 =
// SearchBudget) and an optional trace of the search (every `every`-th
// node and every solution), for "watch the solver". complete is false
// when ctx stopped it before the status was settled.
func (p *Puzzle) SolveWatch(ctx context.Context, limit int, budget int64, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	limit = max(1, min(limit, 2))
	if len(p.Hidden) > 0 {
		// '?' dots: each resolution by the full solver, without a trace.
		r = p.solveHidden(ctx, limit, func(q *Puzzle, ctx context.Context, limit int) puzzle.Result {
			res, _ := q.SolveWatch(ctx, limit, budget, nil, 0)
			return res
		})
		return r, r.Status != puzzle.Unknown
	}
	if budget <= 0 {
		budget = SearchBudget
	}
	if every <= 0 {
		every = 1
	}
	if p.Colours() >= fullColours {
		if p.Rules == Numberlink && trace == nil {
			if r, complete, ok := p.solveManyColours(ctx, limit); ok {
				return r, complete
			}
		}
		return p.solveLegacy(ctx, limit, budget, trace, every)
	}
	if p.Rules == Numberlink {
		return p.solveNumberlink(ctx, limit, trace, every)
	}
	return p.solveFlowFree(ctx, limit, budget, trace, every)
}

func (p *Puzzle) answer(cells []int) puzzle.Answer {
	return Answer{P: p, Cells: cells, Paths: p.linesOf(cells)}
}

func (p *Puzzle) solveFlowFree(ctx context.Context, limit int, budget int64, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	if p.useLocal() && trace == nil {
		if r, complete, ok := p.solveFlowFreeWide(ctx, limit); ok {
			return r, complete
		}
	}
	tf := newColourCounter(ctx, p, limit, 0, nil, true, false)
	tf.trace, tf.every = trace, every
	var local int64
	if p.useLocal() {
		// Most second solutions of big boards are a local change
		// (local.go): look for one before the rest of the count.
		tf.onFirst = func(sol []int) []int {
			o, st := p.localOther(ctx, sol, LocalBudget)
			local += st
			return o
		}
	}
	o := tf.run()
	r.Nodes = o.Nodes + local
	switch {
	case len(o.Solutions) >= 2:
		r.Status, r.Answer = puzzle.Multiple, p.answer(o.Solutions[0])
		return r, true
	case len(o.Solutions) == 1 && limit == 1:
		r.Status, r.Answer = puzzle.Found, p.answer(o.Solutions[0])
		return r, true
	case !o.Complete:
		r.Status = puzzle.Unknown
		if len(o.Solutions) == 1 {
			r.Status, r.Answer = puzzle.Found, p.answer(o.Solutions[0])
		}
		return r, false
	}
	// The touch-free colourings are counted: none or one (S). What is
	// left are colourings with a line beside itself.
	var first []int
	if len(o.Solutions) == 1 {
		first = o.Solutions[0]
	}
	// The frontier counter settles the rest exactly when the board is
	// narrow enough and its states fit the budget.
	fr, ok := p.frontierFinish(ctx, limit, first, r, p.solveFrontierBudget())
	if ok {
		return fr, true
	}
	r.Nodes = fr.Nodes
	if expired(ctx) {
		return stoppedCells(p, r, first)
	}
	// A short look: the exact counter settles small boards and finds
	// easy touching solutions; SAT is faster on the rest.
	ex := newColourCounter(ctx, p, limit, max(budget/16, 64), first, false, false)
	ex.trace, ex.every = trace, every
	eo := ex.run()
	r.Nodes += eo.Nodes
	if first == nil && len(eo.Solutions) > 0 {
		first = eo.Solutions[0]
	}
	switch {
	case len(eo.Solutions) >= 2:
		r.Status, r.Answer = puzzle.Multiple, p.answer(first)
		return r, true
	case len(eo.Solutions) == 1 && limit == 1:
		r.Status, r.Answer = puzzle.Found, p.answer(first)
		return r, true
	case eo.Complete:
		r.Status = puzzle.None
		if first != nil {
			r.Status, r.Answer = puzzle.Unique, p.answer(first)
		}
		return r, true
	case expired(ctx):
		return stoppedCells(p, r, first)
	}
	// The SAT model, for a solution in which some line touches itself
	// (every touch-free one is known), or any solution when none is.
	r.Nodes++
	if first == nil {
		ref := p.SolveReference(ctx, limit)
		r.Nodes += ref.Nodes
		r.Status, r.Answer = ref.Status, ref.Answer
		return r, ref.Status != puzzle.Unknown
	}
	other, done := p.touchingOther(ctx)
	switch {
	case !done:
		return stoppedCells(p, r, first)
	case other != nil:
		r.Status = puzzle.Multiple
	default:
		r.Status = puzzle.Unique
	}
	r.Answer = p.answer(first)
	return r, true
}

// wideQuickNodes: the colouring counter's nodes for a first answer on wide
// boards before SAT is asked. About what the SAT fill costs: 8-16 ms on
// 14x14-15x15 boards, 400-600 nodes at some 20-25 µs a node (the
// rent-or-buy bound: a board never pays more than twice the cheaper of
// the two). The counter answers most such boards in under 100 nodes and
// the hardest public ones in 200-460, where SAT after 100 nodes cost more
// than the count itself.
const wideQuickNodes = 600

// solveFlowFreeWide is Flow Free on boards 13 wide and up, where the
// frontier counter rarely settles within its budget: the first answer from
// the touch-free colouring counter within a few nodes, else from the
// touch-free SAT model (solve_colours.go), then the local
// look for a second one, then the SAT model for a solution in which some
// line runs beside itself (such a solution differs from the touch-free
// first one), then the touch-free count from the first answer. The last
// two settle it exactly: every colouring either has a line beside itself
// or is touch-free. ok is false when the board has no touch-free answer
// that fills it (Solve's general path then takes over).
func (p *Puzzle) solveFlowFreeWide(ctx context.Context, limit int) (r puzzle.Result, complete, ok bool) {
	// The colouring counter finds most first answers in a few nodes;
	// SAT takes over past them, on boards up to 16 a side (on bigger
	// ones a board without a touch-free answer, whose single gophersat
	// call cannot be interrupted, runs for a minute: 64x64 bands).
	var first []int
	cc := newColourCounter(ctx, p, 1, wideQuickNodes, nil, true, false)
	co := cc.run()
	r.Nodes += co.Nodes
	switch {
	case len(co.Solutions) > 0:
		first = co.Solutions[0]
	case co.Complete || max(p.G.Cols, p.G.Rows) > 16 || expired(ctx):
		return r, false, false
	default:
		first, _ = p.touchFreeFill(ctx, false)
		r.Nodes++
		if first == nil || len(p.Check(p.answer(first))) > 0 || expired(ctx) {
			return r, false, false // the general path decides
		}
	}
	r.Status, r.Answer = puzzle.Found, p.answer(first)
	if limit == 1 {
		return r, true, true
	}
	other, states := p.localOther(ctx, first, LocalBudget)
	r.Nodes += states
	if other != nil {
		r.Status = puzzle.Multiple
		return r, true, true
	}
	if expired(ctx) {
		return r, false, true
	}
	touching, done := p.touchingOther(ctx)
	r.Nodes++
	switch {
	case !done:
		return r, false, true
	case touching != nil:
		r.Status = puzzle.Multiple
		return r, true, true
	}
	cnt := newColourCounter(ctx, p, 2, 0, first, true, false)
	o := cnt.run()
	r.Nodes += o.Nodes
	switch {
	case len(o.Solutions) >= 2:
		r.Status = puzzle.Multiple
	case !o.Complete:
		return r, false, true
	default:
		r.Status = puzzle.Unique
	}
	return r, true, true
}

// solveManyColours: Numberlink with more colours than the colouring
// counter holds (a 32x25 board with 64 colours). The legacy line
// search finds nothing there and its SAT question runs for minutes (out
// of memory in node WASM); the touch-free SAT model answers in about half
// a second. Then the detour test (another answer at once) and the fill
// model's question for another answer (touchFreeSettle), which settles
// the 32x25 (unique) in about 5 s of CPU and 290 MB, where the
// touch-free line search that used to settle such boards alone left it
// open after 0.8 s (settleManyColours). When they run out the answer is
// returned as found, not settled. ok is false when
// the model finds no answer (the legacy path then takes over).
func (p *Puzzle) solveManyColours(ctx context.Context, limit int) (r puzzle.Result, complete, ok bool) {
	first, pops := p.routeFirst(ctx, routeBudget(p))
	r.Nodes += pops
	if first == nil && !expired(ctx) {
		first = p.touchFreeFirst(ctx)
		r.Nodes++
	}
	if first == nil || len(p.Check(p.answer(first))) > 0 {
		return r, false, false
	}
	r.Status, r.Answer = puzzle.Found, p.answer(first)
	if limit == 1 {
		return r, true, true
	}
	r, complete = p.settleManyColours(ctx, first, r, 4*SearchBudget)
	return r, complete, true
}

// settleManyColours is solveManyColours from its first answer on: the
// detour test, the fill model's question (touchFreeSettle) with the time
// left, then, should it give up early, the line search within nodes.
// complete is false when none settled the count. The question comes
// first: on the 32x25 the search spends 0.7 s of CPU natively before it
// stops unsettled (settled in 4.8-5.4 s of CPU question first, 5.5-5.9 s
// search first; WASM 39.5 s against 42.6 s), and on janko's 12x12-15x15
// boards padded to 64 colours or more with rows of dot pairs 0.3-1.2 s
// each, settling none, where the question settles them all.
func (p *Puzzle) settleManyColours(ctx context.Context, first []int, r puzzle.Result, nodes int64) (out puzzle.Result, complete bool) {
	if p.hasDetour(first) {
		r.Status = puzzle.Multiple
		return r, true
	}
	fr, ok := p.touchFreeSettle(ctx, first, r)
	if ok || expired(ctx) {
		return fr, ok
	}
	r = fr
	// The touch-free line search within its budget: exact for
	// Numberlink when it completes (search.go).
	o := Search(ctx, p, Options{Limit: 2, NodeBudget: nodes})
	r.Nodes += o.Nodes
	switch {
	case len(o.Solutions) >= 2:
		r.Status = puzzle.Multiple
	case o.Complete && len(o.Solutions) == 1:
		r.Status = puzzle.Unique
	default:
		return r, false
	}
	return r, true
}

// frontierFinish settles the count with the frontier counter
// (frontier.go): from first, a known solution, or, when first is nil,
// from the one it draws itself. ok is false when the counter gave up
// (board too wide, state budget or ctx); r then only gained its states.
func (p *Puzzle) frontierFinish(ctx context.Context, limit int, first []int, r puzzle.Result, budget int64) (out puzzle.Result, ok bool) {
	if first == nil {
		sol, settled, states := p.frontierOther(ctx, nil, budget)
		r.Nodes += states
		switch {
		case !settled:
			return r, false
		case sol == nil:
			r.Status = puzzle.None
			return r, true
		}
		first = sol
		if limit == 1 {
			r.Status, r.Answer = puzzle.Found, p.answer(first)
			return r, true
		}
	}
	other, settled, states := p.frontierAny(ctx, first, budget)
	r.Nodes += states
	if !settled {
		return r, false
	}
	r.Status, r.Answer = puzzle.Unique, p.answer(first)
	if other != nil {
		r.Status = puzzle.Multiple
	}
	return r, true
}

func stoppedCells(p *Puzzle, r puzzle.Result, first []int) (puzzle.Result, bool) {
	r.Status = puzzle.Unknown
	if first != nil {
		r.Status, r.Answer = puzzle.Found, p.answer(first)
	}
	return r, false
}

// solveNumberlink: the quick pass that fills every cell, then the exact
// touch-free count with the detour test.
func (p *Puzzle) solveNumberlink(ctx context.Context, limit int, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	var first []int
	// On big boards routing by negotiated congestion (route.go) comes
	// first: boards with room to spare (long walks leaving a third of the
	// cells empty, 30x30-48x35) route in a few ms, where the fill model
	// below, which fills every cell, has no answer and can run to the
	// deadline proving so; on boards that fill every cell it answers
	// some in tens of ms or gives up within its budget (a 40x25: about
	// 0.2 s).
	routed := false
	if trace == nil && max(p.G.Cols, p.G.Rows) >= routeSide {
		var pops int64
		first, pops = p.routeFirst(ctx, routeBudget(p))
		r.Nodes += pops
		routed = true
	}
	// From 12x12 up the SAT fill model (solve_colours.go) comes next:
	// since its 2x2 clauses it answers janko's 15x15-40x25 boards in
	// 5-50 ms (30x30, 40x25: about 1 s) where the quick pass spends up
	// to 1.5 s (30x30: 3.4 s) and often fails.
	filled := false
	if first == nil && trace == nil && p.G.Cells() >= fillFirstCells && !expired(ctx) {
		first = p.touchFreeFirst(ctx)
		r.Nodes++
		filled = true
	}
	if first == nil && !expired(ctx) {
		cov := newColourCounter(ctx, p, 1, coverBudget(p), nil, true, true)
		cov.trace, cov.every = trace, every
		co := cov.run()
		r.Nodes += co.Nodes
		if len(co.Solutions) > 0 {
			first = co.Solutions[0]
		} else if !co.Complete && !expired(ctx) {
			// Long winding lines defeat the quick pass: routing (when
			// not tried yet), then SAT over colours (solve_colours.go).
			if !routed && trace == nil {
				var pops int64
				first, pops = p.routeFirst(ctx, routeBudget(p))
				r.Nodes += pops
			}
			if first == nil && !filled && !expired(ctx) {
				first = p.touchFreeFirst(ctx)
				r.Nodes++
			}
		}
	}
	if first != nil && limit == 1 {
		r.Status, r.Answer = puzzle.Found, p.answer(first)
		return r, true
	}
	if expired(ctx) {
		return stoppedCells(p, r, first)
	}
	if first != nil && p.otherAtHand(first) {
		r.Status, r.Answer = puzzle.Multiple, p.answer(first)
		return r, true
	}
	if first != nil && p.useLocal() {
		other, st := p.localOther(ctx, first, LocalBudget)
		r.Nodes += st
		if other != nil {
			r.Status, r.Answer = puzzle.Multiple, p.answer(first)
			return r, true
		}
	}
	if first != nil {
		// Without a first solution the touch-free count below finds one
		// sooner than the frontier counter would. With one: on boards up
		// to 12 wide a third of the time for the touch-free SAT question,
		// then the frontier read, then the question again; on wider
		// boards the question first (on 13 janko boards 12x12-15x15 for
		// which the frontier counter needed 1.8 M to over 40 M states it
		// answered 12, 10 within 2 s), then the frontier read in full. A
		// short frontier read (1 M states) used to come first there: on
		// 40 sampled janko boards 13 wide and up it settled 3 (105 k-569 k
		// states; the SAT question settled those in 58-91 ms of CPU) and
		// spent 0.34-0.94 s of CPU on each of the others.
		wide := min(p.G.Cols, p.G.Rows) > 12
		budget := p.solveFrontierBudget()
		var fr puzzle.Result
		ok := false
		if !wide && !hasZero(first) && p.G.Cells() >= fillFirstCells {
			// A first answer that uses every cell lets the SAT question
			// ask only for smallest other solutions (minimal's clauses):
			// on 12x12 boards about 1 s where the full frontier read
			// took about 5 s. It gets a third of the time here
			// and all that is left after the frontier read. Wider boards
			// ask it once with all the time: there the restarted
			// question lost several 15x15 boards at 15 s.
			short, cancel := portfolio.Slice(ctx, 1.0/3)
			fr, ok = p.touchFreeSettle(short, first, r)
			cancel()
			if !ok {
				r.Nodes = fr.Nodes
			}
		}
		if !ok && !wide && !expired(ctx) {
			fr, ok = p.frontierFinish(ctx, limit, first, r, budget)
		}
		if !ok && !expired(ctx) {
			r.Nodes = fr.Nodes
			fr, ok = p.touchFreeSettle(ctx, first, r)
		}
		if !ok && wide && !expired(ctx) {
			r.Nodes = fr.Nodes
			fr, ok = p.frontierFinish(ctx, limit, first, r, budget)
		}
		if ok {
			return fr, true
		}
		r.Nodes = fr.Nodes
		if expired(ctx) {
			return stoppedCells(p, r, first)
		}
	}
	cnt := newColourCounter(ctx, p, limit, 0, first, true, false)
	cnt.trace, cnt.every = trace, every
	o := cnt.run()
	r.Nodes += o.Nodes
	if first == nil && len(o.Solutions) > 0 {
		first = o.Solutions[0]
	}
	switch {
	case len(o.Solutions) >= 2:
		r.Status, r.Answer = puzzle.Multiple, p.answer(first)
		return r, true
	case len(o.Solutions) == 1 && limit == 1:
		r.Status, r.Answer = puzzle.Found, p.answer(first)
		return r, true
	case !o.Complete:
		return stoppedCells(p, r, first)
	case len(o.Solutions) == 0:
		r.Status = puzzle.None
		return r, true
	}
	r.Answer = p.answer(first)
	r.Status = puzzle.Unique
	if p.hasDetour(first) {
		r.Status = puzzle.Multiple
	}
	return r, true
}

// otherAtHand: a Numberlink answer that runs beside itself (its short cut
// is another answer) or has a detour (hasDetour) is not alone; both are
// read off the answer in linear time.
func (p *Puzzle) otherAtHand(cells []int) bool {
	return !p.touchFreeColouring(cells) || p.hasDetour(cells)
}

// fillFirstCells: Numberlink boards with this many cells or more ask the
// SAT fill model for their first answer before the quick pass. On janko's
// 12x12 boards both take a few ms (medians 4 and 6 ms), the quick pass up
// to 434 ms, the model up to 136 ms; from 14x14 the quick pass is slower
// (medians 83 ms against 14 ms, 15x15: 503 against 15 ms, half of them
// unanswered).
const fillFirstCells = 144

// touchFreeSettle settles a Numberlink count from a known solution first
// by the short-cut lemma (search.go): first touching itself or having a
// detour means another solution; else it is unique exactly when the
// fill model (solve_colours.go, not the reference's model) has no other
// touch-free colouring; the call is watched. ok is false when it ran out;
// r then only gained its call.
func (p *Puzzle) touchFreeSettle(ctx context.Context, first []int, r puzzle.Result) (out puzzle.Result, ok bool) {
	r.Answer = p.answer(first)
	if !p.touchFreeColouring(first) || p.hasDetour(first) {
		r.Status = puzzle.Multiple
		return r, true
	}
	other, complete := p.touchFreeFillOther(ctx, first)
	r.Nodes++
	switch {
	case !complete:
		return r, false
	case other != nil:
		if len(p.Check(p.answer(other))) > 0 {
			return r, false // not trusted: the other stages decide
		}
		r.Status = puzzle.Multiple
	default:
		r.Status = puzzle.Unique
	}
	return r, true
}

// coverBudget bounds Numberlink's fill-every-cell pass: most puzzles are
// filled in a few hundred nodes, and the exact count comes next anyway.
// On boards routeSide and up its nodes are dear (a 20x20: 8,000 nodes in
// about 1 s native, several times the SAT fill model's time; a 30x30:
// 18,000 nodes in over 20 s), so it gets a short look there and SAT takes
// over (its calls stop at the deadline).
func coverBudget(p *Puzzle) int64 {
	if max(p.G.Cols, p.G.Rows) >= routeSide {
		return int64(2 * p.G.Cells())
	}
	return int64(20 * p.G.Cells())
}

// solveLegacy is the line search and SAT, for boards with more colours
// than the colouring counter's bitsets hold.
func (p *Puzzle) solveLegacy(ctx context.Context, limit int, budget int64, trace func(Frame), every int64) (r puzzle.Result, complete bool) {
	mk := func(o Outcome, i int) puzzle.Answer {
		return Answer{P: p, Cells: o.Solutions[i], Paths: o.Paths[i]}
	}
	opt := Options{Limit: limit, NodeBudget: budget, Trace: trace, TraceEvery: every}
	var first Outcome
	if p.Rules == Numberlink {
		// Most Numberlink puzzles fill the board: Flow Free's pruning
		// finds such a solution fast, and it is a Numberlink solution.
		quick := opt
		quick.Cover, quick.Limit, quick.NodeBudget = true, 1, 4*budget
		first = Search(ctx, p, quick)
		r.Nodes += first.Nodes
		first.Complete = false
	}
	if len(first.Solutions) == 0 {
		first = Search(ctx, p, opt)
		r.Nodes += first.Nodes
	}
	if expired(ctx) {
		return stopped(r, first, mk)
	}
	switch {
	case len(first.Solutions) >= 2:
		r.Status, r.Answer = puzzle.Multiple, mk(first, 0)
		return r, true
	case len(first.Solutions) == 1 && limit == 1:
		r.Status, r.Answer = puzzle.Found, mk(first, 0)
		return r, true
	case p.Rules == Numberlink && first.Complete:
		// Touch-free is exact for Numberlink (search.go).
		switch {
		case len(first.Solutions) == 0:
			r.Status = puzzle.None
		case p.hasDetour(first.Solutions[0]):
			r.Status, r.Answer = puzzle.Multiple, mk(first, 0)
		default:
			r.Status, r.Answer = puzzle.Unique, mk(first, 0)
		}
		return r, true
	case len(first.Solutions) == 1:
		r.Answer = mk(first, 0)
		if p.Rules == Numberlink && p.hasDetour(first.Solutions[0]) {
			r.Status = puzzle.Multiple
			return r, true
		}
		other, done := p.otherThan(ctx, first.Solutions[0])
		r.Nodes++
		switch {
		case !done:
			r.Status = puzzle.Found
			return r, false
		case other != nil:
			r.Status = puzzle.Multiple
		default:
			r.Status = puzzle.Unique
		}
		return r, true
	}
	// No solution within the budget (or only self-touching ones): the
	// SAT model answers.
	ref := p.SolveReference(ctx, limit)
	r.Nodes += ref.Nodes
	r.Status, r.Answer = ref.Status, ref.Answer
	return r, ref.Status != puzzle.Unknown
}

func stopped(r puzzle.Result, o Outcome, mk func(Outcome, int) puzzle.Answer) (puzzle.Result, bool) {
	r.Status = puzzle.Unknown
	if len(o.Solutions) > 0 {
		r.Status, r.Answer = puzzle.Found, mk(o, 0)
	}
	return r, false
}

// SolveSearch settles the count with the search alone, no SAT: touch-free
// (exact for Numberlink), then for Flow Free the exact mode that allows
// self-touching paths. It is the independent exhaustive mode the tests
// hold against the SAT model; budget 0 = unlimited.
func (p *Puzzle) SolveSearch(ctx context.Context, limit int, budget int64) (puzzle.Result, bool) {
	if limit < 1 {
		limit = 1
	}
	opt := Options{Limit: limit, NodeBudget: budget}
	o := Search(ctx, p, opt)
	r := puzzle.Result{Nodes: o.Nodes}
	mk := func(o Outcome, i int) puzzle.Answer { return Answer{P: p, Cells: o.Solutions[i], Paths: o.Paths[i]} }
	if len(o.Solutions) > 0 {
		r.Answer = mk(o, 0)
	}
	switch {
	case len(o.Solutions) >= 2:
		r.Status = puzzle.Multiple
		return r, true
	case !o.Complete:
		return stopped(r, o, mk)
	case len(o.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
		return r, true
	case p.Rules == Numberlink && len(o.Solutions) == 0:
		r.Status = puzzle.None
		return r, true
	case p.Rules == Numberlink && p.hasDetour(o.Solutions[0]):
		r.Status = puzzle.Multiple
		return r, true
	case p.Rules == Numberlink:
		r.Status = puzzle.Unique
		return r, true
	}
	opt.Touch = true
	ex := Search(ctx, p, opt)
	r.Nodes += ex.Nodes
	if r.Answer == nil && len(ex.Solutions) > 0 {
		r.Answer = mk(ex, 0)
	}
	switch {
	case len(ex.Solutions) >= 2:
		r.Status = puzzle.Multiple
	case !ex.Complete:
		return stopped(r, ex, mk)
	case len(ex.Solutions) == 1 && limit == 1:
		r.Status = puzzle.Found
	case len(ex.Solutions) == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r, true
}

// hasDetour reports whether a Numberlink solution can be changed into
// another one: some path step a-b has an empty neighbour of a and an
// empty neighbour of b in the same region of empty cells, so the path can
// run through that region instead of stepping straight.
func (p *Puzzle) hasDetour(cells []int) bool {
	comp := p.components(cells, 0)
	paths := p.pathsOf(cells)
	var na, nb []int
	for _, path := range paths {
		for i := 1; i < len(path); i++ {
			a, b := path[i-1], path[i]
			for _, x := range p.G.Neighbours(na[:0], a) {
				if cells[x] != 0 {
					continue
				}
				for _, y := range p.G.Neighbours(nb[:0], b) {
					if cells[y] == 0 && comp[y] == comp[x] {
						return true
					}
				}
			}
		}
	}
	return false
}

// OtherColouring looks for a solution colouring other than cells (a colour
// per cell, a known solution) under puzz.link's rules; settled is false
// when it could not tell. Stages, cheapest first:
//   - every touch-free colouring, by the colouring counter within budget
//     nodes (0 = unlimited);
//   - Numberlink: that count is exact with the detour test (search.go);
//   - Flow Free: a short look by the exact counter (a sixteenth of
//     budget), which finds easy self-touching colourings;
//   - with useSAT, the SAT model for a solution in which some line runs
//     beside itself (every touch-free one is known by then). It stops
//     only between its lazy rounds once ctx is done: give it a deadline.
//
// The generator uses it to prove its candidates unique, or to see where
// they are not.
func (p *Puzzle) OtherColouring(ctx context.Context, cells []int, budget int64, useSAT bool) (other []int, settled bool) {
	if len(cells) != p.G.Cells() || p.Colours() >= fullColours {
		return nil, false
	}
	if ctx == nil {
		ctx = context.Background()
	}
	differs := func(sol []int) bool {
		for c := range sol {
			if sol[c] != cells[c] {
				return true
			}
		}
		return false
	}
	tf := newColourCounter(ctx, p, 2, budget, cells, true, false)
	o := tf.run()
	for _, sol := range o.Solutions {
		if differs(sol) {
			return sol, true
		}
	}
	if !o.Complete {
		return nil, false
	}
	if p.Rules == Numberlink {
		if p.hasDetour(cells) {
			return nil, false // another exists, but not at hand
		}
		return nil, true
	}
	ex := newColourCounter(ctx, p, 2, max(budget/16, 64), cells, false, false)
	eo := ex.run()
	for _, sol := range eo.Solutions {
		if differs(sol) {
			return sol, true
		}
	}
	if eo.Complete || !useSAT || expired(ctx) {
		return nil, eo.Complete
	}
	touching, done := p.touchingOther(ctx)
	switch {
	case !done:
		return nil, false
	case touching == nil:
		return nil, true
	case differs(touching):
		return touching, true
	}
	return nil, false // cells itself touches: nothing settled
}

// TouchingOther asks the SAT model for a Flow Free solution in which some
// line runs beside itself (nil when there is none); complete is false when
// ctx ended the query first (it stops only between lazy rounds). With
// every touch-free colouring counted first, this settles uniqueness under
// puzz.link's rules.
func (p *Puzzle) TouchingOther(ctx context.Context) (other []int, complete bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	return p.touchingOther(ctx)
}

// expired is puzzle.Expired (the clock as well as ctx.Err).
func expired(ctx context.Context) bool { return puzzle.Expired(ctx) }
