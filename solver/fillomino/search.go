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
// counted exactly and each once.

import (
	"context"
	"slices"
	"time"

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
	mark     []int32 // visit stamps of fits
	stamp    int32
	setVals  [][2]int32 // pending cell=value deductions of one round
	setBords []int32    // pending border deductions of one round
	pairs    [][2]int32 // groups of one number that may end in one region
	deg      []int32
	order    []int32
	chosen   []int32

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
}

func (p *Puzzle) newSearcher(ctx context.Context, clues []int) *searcher {
	n := p.G.Cells()
	s := &searcher{p: p, n: n, ctx: ctx}
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
		} else {
			s.border[-t-1] = false
		}
	}
	s.trail = s.trail[:mark]
}

// groups labels the groups of equal numbers joined across non-borders. It
// fails when equal numbers meet across a border or a group is too big.
func (s *searcher) groups() bool {
	for i := range s.comp {
		s.comp[i] = -1
	}
	s.gval, s.gsize, s.gcells, s.gstart = s.gval[:0], s.gsize[:0], s.gcells[:0], s.gstart[:0]
	for c := int32(0); c < int32(s.n); c++ {
		if s.comp[c] >= 0 || s.val[c] == 0 {
			continue
		}
		id := int32(len(s.gval))
		v := s.val[c]
		start := len(s.gcells)
		s.gstart = append(s.gstart, int32(start))
		s.comp[c] = id
		s.gcells = append(s.gcells, c)
		for h := start; h < len(s.gcells); h++ {
			x := s.gcells[h]
			for d, y := range s.nb[x] {
				if y < 0 || s.val[y] != v {
					continue
				}
				if s.border[s.ne[x][d]] {
					return false // equal numbers across a border touch
				}
				if s.comp[y] < 0 {
					s.comp[y] = id
					s.gcells = append(s.gcells, y)
				}
			}
		}
		size := int32(len(s.gcells) - start)
		if size > v {
			return false
		}
		s.gval = append(s.gval, v)
		s.gsize = append(s.gsize, size)
	}
	s.gstart = append(s.gstart, int32(len(s.gcells)))
	return true
}

// canBe says whether empty cell c may take v: no border toward a v beside
// it, and the groups of v it would join stay within v cells.
func (s *searcher) canBe(c int32, v int32) bool {
	sum := int32(1)
	var seen [4]int32
	ns := 0
	for d, y := range s.nb[c] {
		if y < 0 || s.val[y] != v {
			continue
		}
		if s.border[s.ne[c][d]] {
			return false
		}
		g := s.comp[y]
		dup := false
		for i := 0; i < ns; i++ {
			dup = dup || seen[i] == g
		}
		if !dup {
			seen[ns] = g
			ns++
			sum += s.gsize[g]
		}
	}
	return sum <= v
}

// forbid records "c is not v": borders toward every v beside c.
func (s *searcher) forbid(c int32, v int32) {
	for d, y := range s.nb[c] {
		if y >= 0 && s.val[y] == v && !s.border[s.ne[c][d]] {
			s.setBords = append(s.setBords, s.ne[c][d])
		}
	}
}

// propagate runs the rules of the file comment to a fixpoint; false means
// the state has no solution.
func (s *searcher) propagate() bool {
	for round := 1; ; round++ {
		if round&15 == 0 && s.expiredNow() {
			return false
		}
		if !s.groups() {
			return false
		}
		s.setVals, s.setBords = s.setVals[:0], s.setBords[:0]
		for i := range s.reachV {
			s.reachV[i] = 0
		}
		s.bestGroup, s.bestCount = -1, 1<<30
		s.pairs = s.pairs[:0]
		for g := range s.gval {
			v, size := s.gval[g], s.gsize[g]
			cells := s.gcells[s.gstart[g]:s.gstart[g+1]]
			if size == v {
				for _, x := range cells {
					for d, y := range s.nb[x] {
						if y >= 0 && s.val[y] == 0 && !s.border[s.ne[x][d]] {
							s.setBords = append(s.setBords, s.ne[x][d])
						}
					}
				}
				continue
			}
			if !s.grow(int32(g), v, size, cells) {
				return false
			}
		}
		if !s.capacity() {
			return false
		}
		// Empty cells with no empty neighbour across a non-border, and
		// pairs of unreached empty cells that only touch each other.
		for c := int32(0); c < int32(s.n); c++ {
			if s.val[c] != 0 {
				continue
			}
			var open [4]int32
			no := 0
			for d, y := range s.nb[c] {
				if y >= 0 && s.val[y] == 0 && !s.border[s.ne[c][d]] {
					open[no] = y
					no++
				}
			}
			if no == 0 {
				choice, nc := int32(0), 0
				if s.canBeAlone(c, 1) {
					choice, nc = 1, 1
				}
				for d, y := range s.nb[c] {
					if y < 0 || s.val[y] == 0 || s.border[s.ne[c][d]] {
						continue
					}
					g := s.comp[y]
					v := s.gval[g]
					if s.gsize[g] < v && v != choice && s.canBe(c, v) {
						choice = v
						nc++
					}
				}
				switch nc {
				case 0:
					return false
				case 1:
					s.setVals = append(s.setVals, [2]int32{c, choice})
				}
				continue
			}
			if no == 1 && s.reachV[c] == 0 {
				o := open[0]
				if o > c && s.reachV[o] == 0 && s.openCount(o) == 1 {
					s.setVals = append(s.setVals, [2]int32{c, 2}, [2]int32{o, 2})
					continue
				}
			}
			// Coverage: c joins a group that reaches it, or is part of a
			// fresh region of empty cells of some size w that fits.
			rv := s.reachV[c]
			if rv < 0 {
				continue
			}
			want := 2
			if rv > 0 {
				want = 1
			}
			found, fw := 0, int32(0)
			for w := int32(1); w <= freshCap && found < want; w++ {
				if s.fits(c, w) {
					found++
					fw = w
				}
			}
			if found >= want || s.areaAtLeast(c, freshCap+1) {
				continue // enough choices, or sizes beyond the cap may fit
			}
			switch {
			case rv == 0 && found == 0:
				return false
			case rv == 0:
				s.setVals = append(s.setVals, [2]int32{c, fw})
			case found == 0:
				s.setVals = append(s.setVals, [2]int32{c, rv})
			}
		}
		if len(s.setVals) == 0 && len(s.setBords) == 0 {
			return true
		}
		for _, e := range s.setBords {
			s.setBorder(e)
		}
		for _, cv := range s.setVals {
			c, v := cv[0], cv[1]
			switch s.val[c] {
			case v:
			case 0:
				s.setVal(c, v)
			default:
				return false // two deductions disagree
			}
		}
	}
}

// capacity is the counting rule: groups of v that cannot be in one region
// (too far apart for v cells, or one of them complete) need distinct
// regions of v cells each. A greedy set of pairwise incompatible groups
// per number gives a lower bound on the cells the groups' regions take;
// the empty cells no group can reach lie in other regions. More than the
// board fails. (On a 9x9 with two 15s, two 11s and two 9s this is what
// forces each pair to join.)
func (s *searcher) capacity() bool {
	ng := len(s.gval)
	if cap(s.deg) < ng {
		s.deg = make([]int32, ng)
	}
	deg := s.deg[:ng]
	for i := range deg {
		deg[i] = 0
	}
	for _, pr := range s.pairs {
		deg[pr[0]]++
		deg[pr[1]]++
	}
	// compatible(a, b): some pair lists them (pairs are few)
	compatible := func(a, b int32) bool {
		for _, pr := range s.pairs {
			if pr[0] == a && pr[1] == b || pr[0] == b && pr[1] == a {
				return true
			}
		}
		return false
	}
	total := int32(0)
	// Greedy, by ascending number of compatible partners: a group goes in
	// when no chosen group of its number is compatible with it.
	order := s.order[:0]
	for g := int32(0); g < int32(ng); g++ {
		order = append(order, g)
	}
	slices.SortFunc(order, func(a, b int32) int { return int(deg[a] - deg[b]) })
	s.order = order
	chosen := s.chosen[:0]
	for _, g := range order {
		ok := true
		for _, o := range chosen {
			if s.gval[o] == s.gval[g] && compatible(g, o) {
				ok = false
				break
			}
		}
		if ok {
			chosen = append(chosen, g)
			total += s.gval[g]
		}
	}
	s.chosen = chosen
	for c := range s.val {
		if s.val[c] == 0 && s.reachV[c] == 0 {
			total++
		}
	}
	return total <= int32(s.n)
}

// freshCap bounds the sizes tried for a fresh region by the coverage rule
// (larger ones are assumed to fit when the empty area is large enough).
const freshCap = 16

// fits says whether a fresh region of w empty cells containing c fits:
// within distance w-1 of c through empty cells with no w beside them
// there are at least w cells.
func (s *searcher) fits(c int32, w int32) bool {
	if !s.canBeAlone(c, w) {
		return false
	}
	if w == 1 {
		return true
	}
	s.stamp++
	q := append(s.fq[:0], c)
	s.mark[c] = s.stamp
	s.dist[c] = 0
	ok := false
	for h := 0; h < len(q) && !ok; h++ {
		x := q[h]
		if s.dist[x] >= w-1 {
			continue
		}
		for d, y := range s.nb[x] {
			if y < 0 || s.val[y] != 0 || s.mark[y] == s.stamp || s.border[s.ne[x][d]] || !s.canBeAlone(y, w) {
				continue
			}
			s.mark[y] = s.stamp
			s.dist[y] = s.dist[x] + 1
			q = append(q, y)
			if int32(len(q)) >= w {
				ok = true
				break
			}
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.fq = q
	return ok
}

// areaAtLeast says whether the empty area of c (across non-borders) has at
// least k cells.
func (s *searcher) areaAtLeast(c int32, k int) bool {
	s.stamp++
	q := append(s.fq[:0], c)
	s.mark[c] = s.stamp
	for h := 0; h < len(q) && len(q) < k; h++ {
		x := q[h]
		for d, y := range s.nb[x] {
			if y >= 0 && s.val[y] == 0 && s.mark[y] != s.stamp && !s.border[s.ne[x][d]] {
				s.mark[y] = s.stamp
				q = append(q, y)
			}
		}
	}
	s.fq = q
	return len(q) >= k
}

// canBeAlone says whether empty cell c may be in a fresh region of v (one
// without numbered cells): no v beside it at all.
func (s *searcher) canBeAlone(c int32, v int32) bool {
	for _, y := range s.nb[c] {
		if y >= 0 && s.val[y] == v {
			return false
		}
	}
	return true
}

// openCount is the number of empty neighbours of c across non-borders.
func (s *searcher) openCount(c int32) int {
	k := 0
	for d, y := range s.nb[c] {
		if y >= 0 && s.val[y] == 0 && !s.border[s.ne[c][d]] {
			k++
		}
	}
	return k
}

// grow applies the frontier and reach rules to incomplete group g.
func (s *searcher) grow(g int32, v, size int32, cells []int32) bool {
	need := v - size
	// frontier: empty cells beside the group that can be v
	front, first := 0, int32(-1)
	q := s.queue[:0]
	for _, x := range cells {
		s.dist[x] = 0
		q = append(q, x)
	}
	count := int32(0)
	pairStart := len(s.pairs)
	var empties []int32
	for h := 0; h < len(q); h++ {
		x := q[h]
		dx := s.dist[x]
		if dx >= need {
			continue
		}
		for d, y := range s.nb[x] {
			if y < 0 || s.dist[y] >= 0 || s.border[s.ne[x][d]] {
				continue
			}
			switch {
			case s.val[y] == v:
				// another group of v: joining it is possible, it counts
				if o := s.comp[y]; o != g && size+dx+s.gsize[o] <= v {
					if n := len(s.pairs); n == 0 || s.pairs[n-1] != [2]int32{g, o} {
						if !containsPair(s.pairs[pairStart:], o) {
							s.pairs = append(s.pairs, [2]int32{g, o})
						}
					}
				}
			case s.val[y] == 0:
				if !s.canBe(y, v) {
					if dx == 0 {
						s.forbid(y, v)
					}
					continue
				}
				if dx == 0 {
					front++
					first = y
				}
				empties = append(empties, y)
			default:
				continue
			}
			s.dist[y] = dx + 1
			q = append(q, y)
			count++
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.queue = q
	if front == 0 || count < need {
		return false
	}
	for _, y := range empties {
		switch s.reachV[y] {
		case 0:
			s.reachV[y] = v
		case v, -1:
		default:
			s.reachV[y] = -1
		}
	}
	if count == need {
		for _, y := range empties {
			s.setVals = append(s.setVals, [2]int32{y, v})
		}
		return true
	}
	if front == 1 {
		s.setVals = append(s.setVals, [2]int32{first, v})
		return true
	}
	// Largest number first (weighted: ten ways to grow weigh one unit of
	// number), then the fewest ways to grow: big regions constrain the
	// rest most (on a 9x9 of long snaking regions ten times fewer nodes
	// than by ways to grow alone).
	score := -int(v)*10 + front
	if score < s.bestCount {
		s.bestGroup, s.bestFront, s.bestCount = g, first, score
	}
	return true
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
			s.stopped = true
		}
	}
	return s.stopped
}

// timedOut says whether the deadline (not the node budget) stopped it.
func (s *searcher) timedOut() bool {
	return s.ctx.Err() != nil || s.timed && time.Now().After(s.deadline)
}

// expiredNow reads the clock at once (long propagations on big boards).
func (s *searcher) expiredNow() bool {
	if s.timedOut() {
		s.stopped = true
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

// containsPair says whether the pairs (of one group) name partner o.
func containsPair(pairs [][2]int32, o int32) bool {
	for _, pr := range pairs {
		if pr[1] == o {
			return true
		}
	}
	return false
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
	if !s.propagate() || !s.probe() {
		return false
	}
	if s.rootVal == nil {
		s.rootVal = append([]int32(nil), s.val...)
		s.rootBorder = append([]bool(nil), s.border...)
	}
	if s.bestGroup >= 0 {
		v := s.gval[s.bestGroup]
		f := s.bestFront
		mark := len(s.trail)
		s.setVal(f, v)
		if s.dfs() {
			return true
		}
		s.undo(mark)
		// f is not v: borders toward every v beside it
		for d, y := range s.nb[f] {
			if y >= 0 && s.val[y] == v {
				s.setBorder(s.ne[f][d])
			}
		}
		stop := s.dfs()
		s.undo(mark)
		return stop
	}
	// No incomplete group: a new region starts in the smallest empty area.
	c, area := s.smallestArea()
	if c < 0 {
		s.count++
		if s.first == nil {
			s.first = make([]int, s.n)
			for i, v := range s.val {
				s.first[i] = int(v)
			}
		}
		return s.count >= s.limit
	}
	for w := int32(1); w <= area; w++ {
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
	s.dfs()
	r := puzzle.Result{Nodes: s.nodes}
	if s.first != nil {
		a := Answer{G: p.G, Values: s.first}
		if p.Check(a) != nil {
			// Cannot happen when the rules above are right; refuse rather
			// than show a wrong answer.
			return puzzle.Result{Status: puzzle.Unknown, Nodes: s.nodes}
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

// SolveBudget runs the propagating search alone with a node budget (the
// generator's uniqueness test while carving): Unknown when the budget or
// ctx ran out before the count was settled.
func (p *Puzzle) SolveBudget(ctx context.Context, limit int, nodes int64) puzzle.Result {
	s := p.newSearcher(ctx, p.Clues)
	s.budget = nodes
	return s.run(limit)
}
