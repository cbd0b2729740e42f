package fillomino

// The play solver: a depth-first search over cell values with
// Fillomino-specific propagation, checked against the clock so it stops
// cleanly at any deadline (gophersat cannot be interrupted inside one
// call, and the lazy SAT model of solve.go needs minutes on boards with
// long snaking regions, such as a 9x9 with two 15s, or one huge region,
// such as a 10x10 with one region of 76 cells). The lazy SAT model stays
// as the independent reference.
//
// State: a number per cell (0 = not yet known) and, per inner border, a
// flag "the two cells are in different regions" (given borders start set).
// Such a border between a numbered cell of v and an empty cell means the
// empty cell is not v; that is how "not v" is remembered.
//
// Propagation, repeated until nothing changes (each step holds in every
// solution that extends the state):
//   - groups: equal numbers joined across non-borders; equal numbers across
//     a border, or a group larger than its number, fail;
//   - a complete group closes: every empty cell beside it gets a border;
//   - an empty cell that would join groups of v into more than v cells
//     cannot be v (borders toward them);
//   - an incomplete group with no empty cell beside it that can be v
//     fails; with exactly one, that cell is v;
//   - reach: the cells an incomplete group of v (size s) can still take lie
//     within distance v-s through cells that can be v; fewer than v-s
//     fails, exactly v-s fills them all;
//   - an empty cell with no empty neighbour takes the number of an
//     incomplete group beside it or is a 1: no choice fails, one choice is
//     made; two empty cells that only touch each other and that no group
//     can reach are a 2.
//
// Branching: the incomplete group with the largest number, then the fewest
// cells it can grow into; one such cell either joins it or gets borders toward it (two disjoint
// cases). With no incomplete group left, an empty cell of the smallest
// empty area takes each size that fits, smallest first. Every leaf is a
// full board whose groups are all exactly their size, so solutions are
// counted exactly and each once. Given a guide (a known solution, when
// the generator asks for another one), each branching tries the guide's
// case first.
//
// The propagation lives in search_propagate.go, the region rules it calls
// in search_reach.go.

import (
	"context"
	"math/rand/v2"
	"time"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
)

type searcher struct {
	p      *Puzzle
	n      int
	nb     [][4]int32 // neighbour cell per direction, -1 off the board
	ne     [][4]int32 // inner border per direction, -1 off the board
	val    []int32
	border []bool
	trail  []int32 // >= 0: a cell set; < 0: -(border+1) set

	// scratch, rebuilt by each propagation round
	comp     []int32 // group id per numbered cell, -1 empty
	gval     []int32 // per group: its number
	gsize    []int32 // per group: its cells
	gcells   []int32 // cells of all groups, group after group
	gstart   []int32 // per group: offset into gcells (+1 sentinel)
	reachV   []int32 // per empty cell: the number of the incomplete groups that can reach it (0 none, -1 several numbers)
	dist     []int32
	queue    []int32
	fq       []int32
	empties  []int32 // scratch of grow
	mark     []int32 // visit stamps of fits
	stamp    int32
	setVals  [][2]int32 // pending cell=value deductions of one round
	setBords []int32    // pending border deductions of one round
	pairs    [][2]int32 // groups of one number that may end in one region
	deg      []int32
	pstart   []int32 // per group: offset into padj (+1 sentinel)
	padj     []int32 // compatible partners of all groups, group after group
	pfill    []int32 // per group: next free slot in padj while it is built
	inChosen []bool
	order    []int32

	// best branching choice of the last propagation
	bestGroup int32
	bestFront int32
	bestCount int

	ctx        context.Context
	deadline   time.Time
	timed      bool
	nodes      int64
	budget     int64 // nodes allowed (0: no limit)
	overBudget bool
	rootVal    []int32 // the state after the root's propagation
	rootBorder []bool
	stopped    bool
	limit      int
	count      int
	first      []int

	// avoid, when >= 0, is a cell that may not hold avoidVal: the
	// carving's question "is there a solution where this removed clue
	// differs?" (solveAvoiding).
	avoid    int32
	avoidVal int32
	// guide, when set, is a solution whose choices the branching tries
	// first: a second solution mostly differs from it in a small patch,
	// so following it elsewhere finds that patch sooner.
	guide []int
	// noProbe skips probing: see solveAvoiding.
	noProbe bool
	// failFirst branches on the group with the fewest ways to grow,
	// whatever its number (see grow).
	failFirst bool
	// yield, when set, parks the search at the end of its turn instead of
	// stopping it (Solve's turns; see portfolio.Paused); reported is the
	// nodes already reported at earlier turns' ends.
	yield    *portfolio.Yielder
	reported int64

	// steer, set by the restarting search (search_restart.go), grows a
	// group toward the groups of its number it may join and compactly,
	// and bounds each group's reach search (see grow); rng breaks its
	// ties, differently at each restart.
	steer bool
	rng   *rand.Rand
	// roomy (with steer and failFirst) also weighs the room a group has
	// left when choosing the group to branch on (see grow)
	roomy bool
	// other, when set, is a known solution that is not counted again:
	// a restart after the first answer looks for a different one.
	other []int
	// per group of the last propagation round: its reach search stopped
	// early (steer), so its reach is over-approximated
	gtrunc []bool
	trunc  []int32 // the groups with gtrunc set
	cover  []int32 // scratch of overReach
	box    []int32 // scratch of overReach: per group y0, x0, y1, x1
	// scratch of overReach: the groups sorted by number (byVal), where
	// each number's run starts (byStart), and the runs' fill points
	byVal, byStart, byFill []int32

	// filled is the number of cells with a number; rootFilled is it after
	// the root's propagation (-1 before), deepest the most any propagated
	// node has had: how far the search has got toward a full board (see
	// descentOutOfTime).
	filled     int
	rootFilled int
	deepest    int
	// busy is the time of its turns that ended (Solve's turns), resumed
	// when the current one began, rootBusy the time spent when the root's
	// propagation was done.
	busy, rootBusy time.Duration
	resumed        time.Time
}

func (p *Puzzle) newSearcher(ctx context.Context, clues []int) *searcher {
	n := p.G.Cells()
	s := &searcher{p: p, n: n, ctx: ctx, avoid: -1, rootFilled: -1}
	s.nb = make([][4]int32, n)
	s.ne = make([][4]int32, n)
	for c := 0; c < n; c++ {
		for d, e := range p.inc[c] {
			s.ne[c][d] = e
			s.nb[c][d] = -1
			if e >= 0 {
				s.nb[c][d] = int32(int(p.edges[e].a) + int(p.edges[e].b) - c)
			}
		}
	}
	s.val = make([]int32, n)
	for c, v := range clues {
		if v > 0 {
			s.val[c] = int32(v)
			s.filled++
		}
	}
	s.border = append([]bool(nil), p.Walls...)
	s.comp = make([]int32, n)
	s.reachV = make([]int32, n)
	s.mark = make([]int32, n)
	s.dist = make([]int32, n)
	for i := range s.dist {
		s.dist[i] = -1
	}
	if d, ok := ctx.Deadline(); ok {
		s.deadline, s.timed = d, true
	}
	return s
}

func (s *searcher) setVal(c int32, v int32) {
	s.val[c] = v
	s.filled++
	s.trail = append(s.trail, c)
}

func (s *searcher) setBorder(e int32) {
	if !s.border[e] {
		s.border[e] = true
		s.trail = append(s.trail, -(e + 1))
	}
}

func (s *searcher) undo(mark int) {
	for i := len(s.trail) - 1; i >= mark; i-- {
		t := s.trail[i]
		if t >= 0 {
			s.val[t] = 0
			s.filled--
		} else {
			s.border[-t-1] = false
		}
	}
	s.trail = s.trail[:mark]
}

// expired checks the context and, every so often, the clock (under
// js/wasm a busy goroutine keeps the context's timer from firing).
func (s *searcher) expired() bool {
	if s.stopped {
		return true
	}
	if s.budget > 0 && s.nodes > s.budget {
		s.stopped, s.overBudget = true, true
		return true
	}
	if s.nodes&3 == 0 {
		if s.timedOut() {
			s.stopped = !s.pause()
		}
	}
	return s.stopped
}

// pause ends the search's turn when it runs in turns and waits for the
// next one; false means there is none (or no turns): stop.
func (s *searcher) pause() bool {
	if s.yield == nil {
		return false
	}
	sofar := puzzle.Result{Status: puzzle.Unknown, Nodes: s.nodes - s.reported}
	s.reported = s.nodes
	known := s.first
	if known == nil {
		known = s.other
	}
	if known != nil {
		if a := (Answer{G: s.p.G, Values: known}); s.p.Check(a) == nil {
			sofar.Answer = a
		}
	}
	s.busy += time.Since(s.resumed)
	if !s.yield.Yield(sofar) {
		return false
	}
	s.resumed = time.Now()
	s.ctx = s.yield.Context()
	s.deadline, s.timed = s.ctx.Deadline()
	return true
}

// timedOut says whether the deadline (not the node budget) stopped it.
func (s *searcher) timedOut() bool {
	return s.ctx.Err() != nil || s.timed && time.Now().After(s.deadline)
}

// expiredNow reads the clock at once (long propagations on big boards).
func (s *searcher) expiredNow() bool {
	if s.timedOut() {
		s.stopped = !s.pause()
	}
	return s.stopped
}

// probe tries both cases for each cell the branching group can grow into
// (it joins / it does not); a case that fails at once decides the cell.
// It leaves the state propagated, with the branching choice fresh.
func (s *searcher) probe() bool {
	var front []int32
again:
	for s.bestGroup >= 0 {
		g := s.bestGroup
		v := s.gval[g]
		front = front[:0]
		for _, x := range s.gcells[s.gstart[g]:s.gstart[g+1]] {
			for d, y := range s.nb[x] {
				if y >= 0 && s.val[y] == 0 && !s.border[s.ne[x][d]] && !containsCell(front, y) {
					front = append(front, y)
				}
			}
		}
		for _, f := range front {
			if s.expiredNow() {
				return false
			}
			for _, join := range []bool{true, false} {
				mark := len(s.trail)
				s.decide(f, v, join)
				ok := s.propagate()
				s.undo(mark)
				if ok {
					continue
				}
				if s.stopped {
					return false
				}
				s.decide(f, v, !join)
				if !s.propagate() {
					return false
				}
				continue again
			}
		}
		// the probes' propagations overwrote the scratch
		return s.propagate()
	}
	return true
}

// decide makes f a v (join) or puts borders between f and every v beside
// it (not join).
func (s *searcher) decide(f, v int32, join bool) {
	if join {
		s.setVal(f, v)
		return
	}
	for d, y := range s.nb[f] {
		if y >= 0 && s.val[y] == v {
			s.setBorder(s.ne[f][d])
		}
	}
}

func containsCell(list []int32, c int32) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

// dfs searches below the current state; it returns true to stop (limit
// reached or out of time).
func (s *searcher) dfs() bool {
	s.nodes++
	if s.expired() {
		return true
	}
	if !s.propagate() || !s.noProbe && !s.probe() {
		return false
	}
	if s.rootVal == nil {
		s.rootVal = append([]int32(nil), s.val...)
		s.rootBorder = append([]bool(nil), s.border...)
		s.rootFilled = s.filled
		s.rootBusy = s.busy + time.Since(s.resumed)
	}
	s.deepest = max(s.deepest, s.filled)
	if s.bestGroup >= 0 {
		v := s.gval[s.bestGroup]
		f := s.bestFront
		mark := len(s.trail)
		// Join first, unless the guide says f is no v.
		join := s.guide == nil || int32(s.guide[f]) == v
		s.decide(f, v, join)
		if s.dfs() {
			return true
		}
		s.undo(mark)
		s.decide(f, v, !join)
		stop := s.dfs()
		s.undo(mark)
		return stop
	}
	// No incomplete group: a new region starts in the smallest empty area.
	c, area := s.smallestArea()
	if c < 0 {
		if s.other != nil && s.sameAs(s.other) {
			return false // the known solution again
		}
		s.count++
		if s.first == nil {
			s.first = make([]int, s.n)
			for i, v := range s.val {
				s.first[i] = int(v)
			}
		}
		return s.count >= s.limit
	}
	guided := int32(0)
	if s.guide != nil {
		guided = int32(s.guide[c])
	}
	if lim := int32(s.p.MaxRegion); lim > 0 {
		area = min(area, lim) // the variant's regions stay small
	}
	for i := int32(0); i <= area; i++ {
		w := i // 0 stands for the guide's value, tried first
		switch {
		case i == 0 && (guided < 1 || guided > area), i > 0 && i == guided:
			continue
		case i == 0:
			w = guided
		}
		if !s.canBeAlone(c, w) {
			continue
		}
		mark := len(s.trail)
		s.setVal(c, w)
		stop := s.dfs()
		s.undo(mark)
		if stop {
			return true
		}
	}
	return false
}

// smallestArea finds the smallest area of empty cells joined across
// non-borders and returns one of its cells (-1 when the board is full).
func (s *searcher) smallestArea() (int32, int32) {
	best, bestSize := int32(-1), int32(1<<30)
	for i := range s.dist {
		s.dist[i] = -1
	}
	q := s.queue[:0]
	for c := int32(0); c < int32(s.n); c++ {
		if s.val[c] != 0 || s.dist[c] >= 0 {
			continue
		}
		start := len(q)
		q = append(q, c)
		s.dist[c] = 0
		for h := start; h < len(q); h++ {
			x := q[h]
			for d, y := range s.nb[x] {
				if y >= 0 && s.val[y] == 0 && s.dist[y] < 0 && !s.border[s.ne[x][d]] {
					s.dist[y] = 0
					q = append(q, y)
				}
			}
		}
		if size := int32(len(q) - start); size < bestSize {
			best, bestSize = c, size
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.queue = q[:0]
	return best, bestSize
}

// search counts solutions up to limit (at least 1) from the given clues.
func (p *Puzzle) search(ctx context.Context, clues []int, limit int) puzzle.Result {
	return p.newSearcher(ctx, clues).run(limit)
}

// root adds what the search proved at its root (numbers and borders) to
// the SAT model as units.
func (s *searcher) root(m *model) {
	if s.rootVal == nil {
		return
	}
	for c, v := range s.rootVal {
		if v > 0 {
			m.prob.AddClause(m.valueLit(c, int(v)))
		}
	}
	for e, b := range s.rootBorder {
		if b {
			m.prob.AddClause(m.b[e])
		}
	}
}

func (s *searcher) run(limit int) puzzle.Result {
	p := s.p
	s.limit = max(limit, 1)
	for _, v := range p.Clues {
		if v > 0 && !p.allows(v) {
			return puzzle.Result{Status: puzzle.None} // a clue above the variant's limit
		}
	}
	s.resumed = time.Now()
	s.dfs()
	r := puzzle.Result{Nodes: s.nodes - s.reported}
	if s.first != nil {
		a := Answer{G: p.G, Values: s.first}
		if p.Check(a) != nil {
			// Cannot happen when the rules above are right; refuse rather
			// than show a wrong answer.
			return puzzle.Result{Status: puzzle.Unknown, Nodes: s.nodes - s.reported}
		}
		r.Answer = a
	}
	switch {
	case s.count >= 2:
		r.Status = puzzle.Multiple
	case s.stopped:
		r.Status = puzzle.Unknown
		if s.count == 1 && limit <= 1 {
			r.Status = puzzle.Found
		}
	case s.count == 1 && limit <= 1:
		r.Status = puzzle.Found
	case s.count == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r
}

// solveAvoiding looks for a solution in which cell does not hold v, the
// search following guide (a known solution) where it can, within a node
// budget: Found when there is one, None when there is none, Unknown when
// the budget or ctx ran out first.
//
// It does not probe: its questions are mostly settled within a few nodes,
// where probing (two propagations per way the branching group can grow,
// at every node) costs more than the nodes it saves; a node without it
// costs about a tenth.
func (p *Puzzle) solveAvoiding(ctx context.Context, cell, v int, guide []int, nodes int64) puzzle.Result {
	s := p.newSearcher(ctx, p.Clues)
	s.budget, s.noProbe = nodes, true
	s.avoid, s.avoidVal = int32(cell), int32(v)
	s.guide = guide
	return s.run(1)
}
