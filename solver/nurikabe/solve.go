package nurikabe

import (
	"context"
	"time"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
)

// The solver's own search. The SAT model cannot be interrupted inside one
// gophersat call, and a few benchmark boards make one call run for tens of
// seconds whatever the encoding; so the solver works on the deduction
// board as far as it can, reading the clock at every node:
//
//   - propagate runs the person-style rules to their fixpoint;
//   - probe tries each open cell both ways: when one value propagates to a
//     contradiction the cell takes the other (trial propagation; this
//     finishes most published puzzles outright, and a board finished by
//     sound rules is the only solution);
//   - search branches on a cell at the edge of the island with the fewest
//     ways out, and counts solutions up to the limit.

// probe runs trial propagation to its fixpoint: every open cell is set to
// wall and to unshaded on a copy of b; a contradiction fixes the cell the
// other way on b. It fails when both values fail. ctx stops it early
// (leaving b sound but less decided); nodes counts the trials.
//
// The cells are tried in a cycle that stops once every open cell has
// been tried on the current board (a full pass after the last change,
// not a pass from the first cell: the trials after the change need no
// repeat). A trial that survives decides other cells; trying one of them
// with the value it took there would only propagate to a part of the same
// board, so it would survive too and is skipped (implied) until b
// changes. Neither changes the fixpoint, only the trials it takes.
func (b *board) probe(ctx context.Context, nodes *int64) error {
	n := len(b.v)
	implied := make([]int8, n)
	for c, quiet := 0, 0; quiet < n; c = (c + 1) % n {
		quiet++
		if b.v[c] != unk {
			continue
		}
		if expired(ctx) {
			return nil
		}
		for _, val := range [2]int8{wallV, white} {
			if b.v[c] != unk {
				break
			}
			if implied[c] == val {
				continue
			}
			t := b.clone()
			t.v[c] = val
			*nodes++
			_, err := t.propagate(solveRules)
			if err == nil {
				for d, u := range t.v {
					if implied[d] == unk && b.v[d] == unk {
						implied[d] = u
					}
				}
				continue
			}
			if err == errStopped {
				return nil
			}
			other := white
			if val == white {
				other = wallV
			}
			b.v[c] = other
			if _, err := b.propagate(solveRules); err == errStopped {
				return nil
			} else if err != nil {
				return err
			}
			quiet = 0
			clear(implied)
		}
	}
	return nil
}

// branch picks the cell to split on: an exit of the unfinished region with
// the fewest exits (an island that must grow, or an unnumbered white
// region that must join one), else the first open cell; -1 when the board
// is decided.
func (b *board) branch() (int, int8) {
	if b.wallScarce() {
		_, exits := b.wallPieces()
		best, bestN := -1, 1<<30
		if len(exits) > 1 {
			for _, ex := range exits {
				if len(ex) > 0 && len(ex) < bestN {
					best, bestN = ex[0], len(ex)
				}
			}
		}
		if best >= 0 {
			return best, wallV
		}
	}
	return b.branchIsland(), white
}

// wallScarce says whether the wall still needs fewer cells than the
// islands: then growing the wall's pieces is the narrower choice.
func (b *board) wallScarce() bool {
	if b.walls < 0 {
		return false
	}
	walls, open := 0, 0
	for _, v := range b.v {
		switch v {
		case wallV:
			walls++
		case unk:
			open++
		}
	}
	left := b.walls - walls
	return 2*left < open-left
}

func (b *board) branchIsland() int {
	rs, _, err := b.regions()
	if err != nil {
		return b.branchCell()
	}
	best, bestN := -1, 1<<30
	for _, r := range rs {
		if r.clue >= 0 && b.need(r) == 0 || len(r.exits) == 0 {
			continue
		}
		if len(r.exits) < bestN {
			best, bestN = r.exits[0], len(r.exits)
		}
	}
	if best >= 0 {
		return best
	}
	return b.branchCell()
}

// searcher counts solutions of a board by propagation and branching.
type searcher struct {
	p        *Puzzle
	ctx      context.Context
	limit    int
	nodes    int64
	budget   int64 // node budget, <= 0 for none
	sols     []*board
	stopped  bool // ctx or budget ended the search before it was complete
	probeTop int  // depth down to which nodes probe
	// paths: while the wall has several pieces, branch on the path that
	// joins one to the others (wallpath.go) instead of on single cells.
	paths    bool
	branched int64 // nodes that branched on wall paths
	ringCuts int64 // ring prefixes the area bound cut (ring.go)
}

func (s *searcher) run(b *board, depth int) {
	if s.stopped || len(s.sols) >= s.limit {
		return
	}
	if expired(s.ctx) || s.budget > 0 && s.nodes >= s.budget {
		s.stopped = true
		return
	}
	s.nodes++
	if _, err := b.propagate(solveRules); err == errStopped {
		s.stopped = true
		return
	} else if err != nil {
		return
	}
	if depth <= s.probeTop {
		if err := b.probe(s.ctx, &s.nodes); err != nil {
			return
		}
		if expired(s.ctx) {
			s.stopped = true
			return
		}
	}
	if s.paths && s.wallPaths(b, depth) {
		return
	}
	c, first := b.branch()
	if c < 0 {
		if s.p.Check(b.answer()) == nil && !s.known(b) {
			s.sols = append(s.sols, b)
		}
		return
	}
	for _, val := range [2]int8{first, wallV + white - first} {
		t := b.clone()
		t.v[c] = val
		s.run(t, depth+1)
		if s.stopped || len(s.sols) >= s.limit {
			return
		}
	}
}

// searchResult turns a finished or stopped search into a Result.
func (s *searcher) result() puzzle.Result {
	r := puzzle.Result{Nodes: s.nodes}
	if len(s.sols) > 0 {
		r.Answer = s.sols[0].answer()
	}
	switch {
	case len(s.sols) >= 2:
		r.Status = puzzle.Multiple
	case len(s.sols) == 1 && s.limit == 1:
		r.Status = puzzle.Found
	case s.stopped:
		r.Status = puzzle.Unknown
	case len(s.sols) == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r
}

// solveEncoding is the model Solve hands the open cells to (Levels: see
// the comparison in model.go).
const solveEncoding = Levels

// SolveSearch is the search alone (no SAT): counts up to limit.
func (p *Puzzle) SolveSearch(ctx context.Context, limit int) puzzle.Result {
	if limit < 1 {
		limit = 1
	}
	s := &searcher{p: p, ctx: ctx, limit: limit, probeTop: 1 << 30}
	b := p.newBoard()
	b.ctx = ctx
	s.run(b, 0)
	return s.result()
}

// hugeIsland says whether some island is so large against the board that
// the SAT model becomes one long, uninterruptible gophersat call (two
// islands of 37 and 36 cells on a 10x10 ran past 40 s in every encoding):
// such boards go to the search, which honours the deadline.
func (p *Puzzle) hugeIsland() bool {
	for _, v := range p.Clues {
		if v != NoClue && v != AnySize && 4*v >= p.G.Cells() {
			return true
		}
	}
	return false
}

// Solve runs the deductions (person rules, then the counting rules of
// bounds.go) and trial propagation; a board they finish is the unique
// solution (every step is sound). Otherwise the SAT model (level encoding
// for the islands) gets the open cells, with the decided ones as units,
// after a bounded search when the open part is large; limit 2 settles
// uniqueness. Boards with a huge island go to the search instead (see
// hugeIsland): the ring search when two diagonal wall cells must close
// around an island and the area bound is tight (ring.go), the wall search
// when the wall is at most a third of the board (wallsearch.go), else the
// island search.
//
// Large boards the rules leave mostly open, or with annealMany open cells
// (annealWants), go to the repair search first (anneal.go), with
// annealShare of the time: it finds answers there, where the exact
// methods find none in a minute, and two different answers settle the
// count. An answer it finds is kept as the first answer while the exact
// methods run on. Other boards with annealOpen open cells get a short
// repair search (annealBrief) before trial propagation and, if they still
// keep annealOpen open cells after it, the repair search then, before the
// exact searches: published boards keep at most a dozen (36x20 to
// 45x31), while boards of many small islands (1-6 cells on a 30x30 to
// 40x40: the rules decide more than a quarter, and fewer than annealMany
// stay open, so annealWants is false) keep 850-900 on a 40x40, where the
// ring search and the SAT model found no answer in 20 s.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	if limit < 1 {
		limit = 1
	}
	var kept []Answer
	b := p.newBoard()
	b.ctx = ctx
	_, err := b.propagate(solveRules)
	if err != nil {
		b = nil // solveExact propagates again and reports
	}
	// settled says whether the repair search's answers in kept settle the
	// request, and with what.
	settled := func() (puzzle.Result, bool) {
		if len(kept) < limit {
			return puzzle.Result{}, false
		}
		st := puzzle.Multiple
		if limit == 1 {
			st = puzzle.Found
		}
		return puzzle.Result{Status: st, Answer: kept[0], Nodes: 1}, true
	}
	// repair runs the repair search from b.
	repair := func(b *board) (puzzle.Result, bool) {
		actx, cancel := portfolio.Slice(ctx, annealShare)
		kept = p.anneal(actx, b, limit)
		cancel()
		return settled()
	}
	afterProbe := func(b *board) (puzzle.Result, bool) {
		if b.walls < 0 || b.openCells() < annealOpen {
			return puzzle.Result{}, false
		}
		return repair(b)
	}
	if b != nil && b.annealWants() {
		if r, ok := repair(b); ok {
			return r
		}
		afterProbe = nil
	} else if b != nil && b.walls >= 0 && b.openCells() >= annealOpen {
		// A short repair search first (annealBrief moves a cell, about
		// what trial propagation costs on such boards), which settles
		// most boards of small islands before trial propagation does.
		kept, _ = annealFrom(ctx, b, limit, 1, annealBrief)
		if r, ok := settled(); ok {
			return r
		}
	}
	r := p.solveExact(ctx, limit, b, afterProbe)
	if len(kept) == 0 {
		return r
	}
	switch {
	case r.Answer != nil && r.Answer.String() != kept[0].String():
		r.Status = puzzle.Multiple
	case r.Answer == nil:
		// The exact methods found nothing in time (or claim none beside a
		// checked answer, which only a bug can do): the answer stands,
		// the count stays open.
		r.Answer = kept[0]
		r.Status = puzzle.Unknown
		if limit == 1 {
			r.Status = puzzle.Found
		}
	}
	return r
}

// annealShare is the part of the time the repair search gets before the
// exact methods: on the boards it runs on (most cells open after the
// rules, 534 cells and more) those found no answer in a minute on any
// scale-suite board, so most of the time is the repair search's.
const annealShare = 0.75

// annealBrief is the move budget per cell of the short repair search that
// Solve runs before trial propagation on a board with annealOpen open
// cells: 800 settles 25 of 27 boards of islands of 1-3, 1-4 or 1-6 cells
// (30x30-50x50) in 0.02-2.9 s natively where trial propagation alone
// takes 1-10 s, and costs 0-0.2 s on the published 36x20-45x31 boards
// (which trial propagation settles in 0.03-0.6 s); 200 settled 18 of 27.
const annealBrief = 4 * annealFirst

// solveExact is Solve without the repair search: the exact methods,
// from pre when it is the board at the rules' fixpoint (nil: from the
// start). afterProbe, when set, runs after trial propagation on a board it
// leaves open, and may settle the request.
func (p *Puzzle) solveExact(ctx context.Context, limit int, pre *board, afterProbe func(*board) (puzzle.Result, bool)) puzzle.Result {
	b := pre
	var err error
	if b == nil {
		b = p.newBoard()
		b.ctx = ctx
		_, err = b.propagate(solveRules)
	}
	var nodes int64
	if err == errStopped {
		return puzzle.Result{Status: puzzle.Unknown, Nodes: 1}
	} else if err != nil {
		return puzzle.Result{Status: puzzle.None, Nodes: 1}
	}
	if err := b.probe(ctx, &nodes); err != nil {
		return puzzle.Result{Status: puzzle.None, Nodes: nodes}
	}
	if expired(ctx) {
		return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes}
	}
	if b.branchCell() < 0 {
		if p.Check(b.answer()) != nil {
			return puzzle.Result{Status: puzzle.None, Nodes: nodes}
		}
		st := puzzle.Unique
		if limit == 1 {
			st = puzzle.Found
		}
		return puzzle.Result{Status: st, Answer: b.answer(), Nodes: nodes}
	}
	if afterProbe != nil {
		if r, ok := afterProbe(b); ok {
			r.Nodes += nodes
			return r
		}
	}
	if r, ok := p.solveRing(ctx, b, limit, nodes); ok {
		return r
	}
	if b.wallSearchApplies() {
		r := p.solveWalls(ctx, b, limit)
		r.Nodes += nodes
		return r
	}
	if p.hugeIsland() {
		s := &searcher{p: p, ctx: ctx, limit: limit, probeTop: 1 << 30, nodes: nodes}
		s.run(b, 0)
		return s.result()
	}
	// An island that still needs many cells makes SAT's calls long (a
	// 24x14 with an island of 51 still needing 32 cells: Unknown at 10 s
	// in every encoding); the search with wall-path branching settles it.
	if b.maxNeed() >= pathNeed {
		s := &searcher{p: p, ctx: ctx, limit: limit, probeTop: 1 << 30, nodes: nodes, paths: true}
		s.run(b, 0)
		return s.result()
	}
	// A large open part goes to a bounded search first: one SAT call
	// grows with it and cannot be interrupted (a 20x20 leaving 276 open
	// cells: SAT runs past 10 s, the search settles it in about 8,000
	// nodes). A smaller one goes straight to SAT, which beats the search
	// there (a 10x10: 66 ms against 80,000 nodes).
	if open := b.openCells(); open > searchOpen {
		s := &searcher{p: p, ctx: ctx, limit: limit, probeTop: 1 << 30, budget: searchBudget}
		s.run(b.clone(), 0)
		if !s.stopped || len(s.sols) >= limit || expired(ctx) {
			r := s.result()
			r.Nodes += nodes
			return r
		}
		nodes += s.nodes
	}
	r := p.solveModel(ctx, limit, solveEncoding, b.v, false)
	r.Nodes += nodes
	return r
}

// searchBudget bounds the search Solve tries before the SAT model, in
// nodes (trial propagations included): a node budget, not a time slice,
// so that the generator's results do not depend on the machine.
const searchBudget = 20000

// searchOpen is the open part above which Solve searches before SAT.
const searchOpen = 200

// pathNeed is the cells an island must still need, after the rules and
// trial propagation, for Solve to take the wall-path search instead of
// SAT. In the benchmark set only one board that is not a huge-island
// board reaches it (32); the next need 24 (that one goes to the bounded
// search) and 18, so the bound rests on few boards.
const pathNeed = 25

// maxNeed is the most cells a numbered island still needs (0 with "?"
// islands only or none unfinished).
func (b *board) maxNeed() int {
	rs, _, err := b.regions()
	if err != nil {
		return 0
	}
	m := 0
	for _, r := range rs {
		m = max(m, b.need(r))
	}
	return m
}

// openCells counts the undecided cells.
func (b *board) openCells() int {
	n := 0
	for _, v := range b.v {
		if v == unk {
			n++
		}
	}
	return n
}

// expired reads the clock as well as ctx.Err (under js/wasm a busy
// goroutine keeps the context's timer from firing).
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}
