package evolomino

// The propagating search: a depth-first search over the cells (square,
// empty or undecided) whose propagation works on blocks and their
// placements, the second exact method beside the lazy SAT model (solve.go).
//
// Propagation, to a fixpoint, every step sound (it holds in every solution
// extending the marks):
//   - two arrow cells side by side never both hold squares;
//   - a group of squares (a part of a block) with two arrow squares fails;
//     a cell beside two groups that each have their arrow square, or an
//     arrow cell beside a group with its arrow square, stays empty;
//   - a group without an arrow square and no way to grow fails, with one
//     way it grows there; a cell (or such a group) no path reaches from a
//     usable arrow cell stays empty (fails);
//   - an arrow with fewer than two possible squares fails, with exactly two
//     they are squares; a closed block of s squares has at most s-1 arrow
//     squares before its own on its arrow;
//   - placements: for consecutive squares q0, q1 along an arrow (the arrow
//     cells between empty) whose one block is closed (complete), the other
//     block is one of the placements of the closed one moved plus (minus)
//     one square that hold the anchor, no other arrow cell and no empty
//     cell, and touch no square outside: none fails; squares common to all
//     are drawn; cells beside the growing group in none stay empty; cells
//     beside every placement and in none stay empty.
//
// Branching: over the placements of the block with the fewest (at least
// two), else over a cell beside an open group, else over an undecided
// arrow cell. A board without undecided cells is an answer when the rule
// checker accepts it, so the search is exact whatever the propagation
// misses; it counts answers up to the limit.

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"
)

const (
	sUnknown = 0
	sSquare  = 1
	sEmpty   = 2
)

type search struct {
	p    *Puzzle
	n    int
	nb   [][]int
	mark []uint8
	tr   []int // trail of decided cells

	// Per propagation pass.
	comp    []int32
	members [][]int
	anchor  []int  // per group: its arrow square or -1 (-2: two)
	closed  []bool // per group
	stack   []int
	seen    []int32 // flood marks
	seenGen int32

	// Best branching found by the last propagation.
	branch [][]int // placements of one block (cells), or nil

	ctx      context.Context
	inProp   bool
	nodes    int64
	maxNodes int64
	deadline time.Time
	hasDL    bool
	stopped  bool
	limit    int
	sols     [][]bool

	// rng, when set (restarts, limit 1 only), breaks ties among the
	// branching choices and orders placements and values at random.
	rng   *rand.Rand
	lubyI int // the last term of the Luby schedule run (restarts)
}

func (p *Puzzle) newSearch() *search {
	g := p.G
	n := g.Cells()
	s := &search{p: p, n: n, nb: make([][]int, n), mark: make([]uint8, n), comp: make([]int32, n), seen: make([]int32, n)}
	for c := 0; c < n; c++ {
		s.nb[c] = g.Neighbours(nil, c)
	}
	return s
}

// set decides cell c; false on a contradiction.
func (s *search) set(c int, v uint8) bool {
	if s.mark[c] == v {
		return true
	}
	if s.mark[c] != sUnknown {
		return false
	}
	if debugSol != nil && s.inProp {
		on := true
		for i, m := range s.mark {
			if m != sUnknown && (m == sSquare) != debugSol[i] {
				on = false
			}
		}
		if on && (v == sSquare) != debugSol[c] {
			panic(fmt.Sprintf("unsound: %s set %d", cellName(s.p.G, c), v))
		}
	}
	s.mark[c] = v
	s.tr = append(s.tr, c)
	return true
}

// debugSol, when set (tests only), is a known answer: a propagation step that
// contradicts it while every mark agrees with it panics.
var debugSol []bool

func (s *search) undo(to int) {
	for len(s.tr) > to {
		c := s.tr[len(s.tr)-1]
		s.tr = s.tr[:len(s.tr)-1]
		s.mark[c] = sUnknown
	}
}

// groups labels the groups of squares.
func (s *search) groups() bool {
	p := s.p
	for c := range s.comp {
		s.comp[c] = -1
	}
	s.members = s.members[:0]
	s.anchor = s.anchor[:0]
	s.closed = s.closed[:0]
	for st := 0; st < s.n; st++ {
		if s.mark[st] != sSquare || s.comp[st] >= 0 {
			continue
		}
		id := int32(len(s.members))
		s.comp[st] = id
		cells := []int{st}
		an, cl := -1, true
		for h := 0; h < len(cells); h++ {
			c := cells[h]
			if p.arrowOf[c] >= 0 {
				if an >= 0 {
					return false
				}
				an = c
			}
			for _, d := range s.nb[c] {
				switch s.mark[d] {
				case sSquare:
					if s.comp[d] < 0 {
						s.comp[d] = id
						cells = append(cells, d)
					}
				case sUnknown:
					cl = false
				}
			}
		}
		s.members = append(s.members, cells)
		s.anchor = append(s.anchor, an)
		s.closed = append(s.closed, cl)
	}
	return true
}

// propagate runs the rules to a fixpoint; false on a contradiction.
func (s *search) propagate() bool {
	s.inProp = true
	defer func() { s.inProp = false }()
	p := s.p
	for {
		before := len(s.tr)
		s.branch = nil
		// Arrow neighbours.
		for c := 0; c < s.n; c++ {
			if s.mark[c] != sSquare || p.arrowOf[c] < 0 {
				continue
			}
			for _, d := range s.nb[c] {
				if p.arrowOf[d] >= 0 && !s.set(d, sEmpty) {
					return false
				}
			}
		}
		if !s.groups() {
			return false
		}
		// Cells beside anchored groups.
		for c := 0; c < s.n; c++ {
			if s.mark[c] != sUnknown {
				continue
			}
			first := int32(-1)
			for _, d := range s.nb[c] {
				b := s.comp[d]
				if b < 0 || s.anchor[b] < 0 {
					continue
				}
				if p.arrowOf[c] >= 0 || first >= 0 && first != b {
					s.set(c, sEmpty)
					break
				}
				first = b
			}
		}
		if len(s.tr) != before {
			continue
		}
		// Groups without an arrow square.
		for b, cells := range s.members {
			if s.anchor[b] >= 0 {
				continue
			}
			free, cnt := -1, 0
			for _, c := range cells {
				for _, d := range s.nb[c] {
					if s.mark[d] == sUnknown && d != free {
						free = d
						cnt++
					}
				}
			}
			if cnt == 0 {
				return false
			}
			if cnt == 1 {
				s.set(free, sSquare)
				break // the groups change
			}
		}
		if len(s.tr) != before {
			continue
		}
		// Reach from usable arrow cells.
		s.seenGen++
		gen := s.seenGen
		st := s.stack[:0]
		for c := 0; c < s.n; c++ {
			if p.arrowOf[c] < 0 || s.mark[c] == sEmpty {
				continue
			}
			if b := s.comp[c]; b >= 0 && s.closed[b] {
				continue
			}
			s.seen[c] = gen
			st = append(st, c)
		}
		for len(st) > 0 {
			c := st[len(st)-1]
			st = st[:len(st)-1]
			for _, d := range s.nb[c] {
				if s.seen[d] == gen || s.mark[d] == sEmpty || p.arrowOf[d] >= 0 {
					continue
				}
				s.seen[d] = gen
				st = append(st, d)
			}
		}
		s.stack = st
		for c := 0; c < s.n; c++ {
			if s.seen[c] == gen {
				continue
			}
			switch s.mark[c] {
			case sUnknown:
				s.set(c, sEmpty)
			case sSquare:
				if b := s.comp[c]; !s.closed[b] && s.anchor[b] < 0 {
					return false
				}
			}
		}
		if len(s.tr) != before {
			continue
		}
		// Arrows: counts, order, placements.
		for _, ar := range p.Arrows {
			if !s.arrow(ar) {
				return false
			}
			if len(s.tr) != before {
				break
			}
		}
		if len(s.tr) == before {
			return true
		}
	}
}

// arrow applies the per-arrow rules.
func (s *search) arrow(ar []int) bool {
	possible, squares := 0, 0
	for _, c := range ar {
		switch s.mark[c] {
		case sUnknown:
			possible++
		case sSquare:
			possible++
			squares++
		}
	}
	if possible < 2 {
		return false
	}
	if possible == 2 && squares < 2 {
		for _, c := range ar {
			if s.mark[c] == sUnknown {
				s.set(c, sSquare)
			}
		}
		return true
	}
	// A closed block of size k has at most k-1 squares before it.
	before := 0
	for i, c := range ar {
		if s.mark[c] != sSquare {
			continue
		}
		b := s.comp[c]
		if s.closed[b] {
			k := len(s.members[b])
			if before > k-1 {
				return false
			}
			if before == k-1 {
				for _, e := range ar[:i] {
					if s.mark[e] == sUnknown {
						s.set(e, sEmpty)
					}
				}
			}
		}
		before++
	}
	at := len(s.tr)
	if !s.sizes(ar) {
		return false
	}
	if len(s.tr) != at {
		return true // the groups change: the next pass
	}
	// Placements between consecutive squares.
	prev := -1
	for i, c := range ar {
		switch s.mark[c] {
		case sUnknown:
			prev = -1
			continue
		case sEmpty:
			continue
		}
		if prev >= 0 {
			b0, b1 := s.comp[ar[prev]], s.comp[c]
			switch {
			case s.closed[b0] && s.closed[b1]:
				if !evolves(s.p.G, sorted(s.members[b0]), sorted(s.members[b1])) {
					return false
				}
			case s.closed[b0]:
				if !s.place(s.forward(s.members[b0], c), b1) {
					return false
				}
			case s.closed[b1]:
				if !s.place(s.backward(s.members[b1], ar[prev]), b0) {
					return false
				}
			}
			if len(s.tr) != at {
				return true
			}
		}
		prev = i
	}
	return true
}

func sorted(cells []int) []int {
	out := append([]int(nil), cells...)
	sort.Ints(out)
	return out
}

// fits reports whether placement P (cells) with anchor q may be q's block.
func (s *search) fits(P []int, q int) bool {
	p := s.p
	for _, c := range P {
		if s.mark[c] == sEmpty || p.arrowOf[c] >= 0 && c != q {
			return false
		}
	}
	s.seenGen++
	gen := s.seenGen
	for _, c := range P {
		s.seen[c] = gen
	}
	for _, c := range P {
		for _, d := range s.nb[c] {
			if s.seen[d] != gen && s.mark[d] == sSquare {
				return false
			}
		}
	}
	return true
}

// shapes calls f with each shape (cells as y,x pairs) moved so that one
// of its cells lies on q and it fits.
func (s *search) moved(shape [][2]int, q int, out [][]int, keys map[string]bool) [][]int {
	g := s.p.G
	qy, qx := g.YX(q)
	buf := make([]int, len(shape))
	for _, t := range shape {
		dy, dx := qy-t[0], qx-t[1]
		ok := true
		for i, c := range shape {
			y, x := c[0]+dy, c[1]+dx
			if !g.In(y, x) {
				ok = false
				break
			}
			buf[i] = g.Cell(y, x)
		}
		if !ok || !s.fits(buf, q) {
			continue
		}
		P := sorted(buf)
		k := key(P)
		if keys[k] {
			continue
		}
		keys[k] = true
		out = append(out, P)
	}
	return out
}

func key(P []int) string {
	b := make([]byte, 0, 2*len(P))
	for _, c := range P {
		b = append(b, byte(c), byte(c>>8))
	}
	return string(b)
}

// forward lists the placements of block b0 moved plus one square that
// hold the anchor q1.
func (s *search) forward(b0 []int, q1 int) [][]int {
	g := s.p.G
	shape := make([][2]int, len(b0), len(b0)+1)
	in := map[[2]int]bool{}
	for i, c := range b0 {
		y, x := g.YX(c)
		shape[i] = [2]int{y, x}
		in[shape[i]] = true
	}
	keys := map[string]bool{}
	var out [][]int
	done := map[[2]int]bool{}
	for _, t := range shape[:len(b0)] {
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			e := [2]int{t[0] + d[0], t[1] + d[1]}
			if in[e] || done[e] {
				continue
			}
			done[e] = true
			out = s.moved(append(shape[:len(b0)], e), q1, out, keys)
		}
	}
	return out
}

// backward lists the placements of block b1 minus one square (staying
// connected) moved so that they hold the anchor q0.
func (s *search) backward(b1 []int, q0 int) [][]int {
	if len(b1) < 2 {
		return nil
	}
	g := s.p.G
	keys := map[string]bool{}
	var out [][]int
	rest := make([]int, 0, len(b1)-1)
	for r := range b1 {
		rest = rest[:0]
		for i, c := range b1 {
			if i != r {
				rest = append(rest, c)
			}
		}
		if !connected(g.Cols, rest) {
			continue
		}
		shape := make([][2]int, len(rest))
		for i, c := range rest {
			y, x := g.YX(c)
			shape[i] = [2]int{y, x}
		}
		out = s.moved(shape, q0, out, keys)
	}
	return out
}

// place applies the placements of the open group b: none fails.
func (s *search) place(ps [][]int, b int32) bool {
	if len(ps) == 0 {
		return false
	}
	if len(ps) > 1 && (s.branch == nil || len(ps) < len(s.branch)) {
		s.branch = ps
	}
	cnt := make(map[int]int)
	for _, P := range ps {
		for _, c := range P {
			cnt[c]++
		}
	}
	for c, k := range cnt {
		if k == len(ps) && !s.set(c, sSquare) {
			return false
		}
	}
	// Cells beside the group in no placement.
	for _, c := range s.members[b] {
		for _, d := range s.nb[c] {
			if s.mark[d] == sUnknown && cnt[d] == 0 {
				s.set(d, sEmpty)
			}
		}
	}
	// Cells beside every placement and in none.
	fence := make(map[int]int)
	for _, P := range ps {
		s.seenGen++
		gen := s.seenGen
		for _, c := range P {
			s.seen[c] = gen
		}
		for _, c := range P {
			for _, d := range s.nb[c] {
				if s.seen[d] != gen {
					s.seen[d] = gen
					fence[d]++
				}
			}
		}
	}
	for c, k := range fence {
		if k == len(ps) && cnt[c] == 0 && s.mark[c] == sUnknown {
			s.set(c, sEmpty)
		}
	}
	return true
}

// expired reads the clock every 256 nodes.
func (s *search) expired() bool {
	if s.stopped {
		return true
	}
	if s.maxNodes > 0 && s.nodes > s.maxNodes {
		s.stopped = true
	} else if s.nodes&255 == 0 && (s.hasDL && time.Now().After(s.deadline) || s.ctx.Err() != nil) {
		s.stopped = true
	}
	return s.stopped
}

// dfs counts answers below the present marks up to s.limit.
func (s *search) dfs() {
	s.nodes++
	if s.expired() {
		return
	}
	mark := len(s.tr)
	defer s.undo(mark)
	if !s.propagate() {
		return
	}
	if probe && !s.probe() {
		return
	}
	if ps := s.branch; ps != nil {
		if s.rng != nil {
			ps = append([][]int(nil), ps...)
			s.rng.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
		}
		for _, P := range ps {
			at := len(s.tr)
			ok := true
			for _, c := range P {
				ok = ok && s.set(c, sSquare)
			}
			for _, c := range P {
				for _, d := range s.nb[c] {
					if s.mark[d] != sSquare {
						ok = ok && s.set(d, sEmpty)
					}
				}
			}
			if ok {
				s.dfs()
			}
			s.undo(at)
			if s.stopped || len(s.sols) >= s.limit {
				return
			}
		}
		return
	}
	c := s.pick()
	if c < 0 {
		sq := make([]bool, s.n)
		for i, m := range s.mark {
			sq[i] = m == sSquare
		}
		if len(s.p.Check(Answer{P: s.p, Squares: sq})) == 0 {
			s.sols = append(s.sols, sq)
		}
		return
	}
	order := [2]uint8{sSquare, sEmpty}
	if s.p.arrowOf[c] >= 0 && !arrowSquareFirst {
		order = [2]uint8{sEmpty, sSquare}
	}
	if s.rng != nil && s.rng.IntN(randValueOdds) == 0 {
		order[0], order[1] = order[1], order[0]
	}
	for _, v := range order {
		at := len(s.tr)
		s.set(c, v)
		s.dfs()
		s.undo(at)
		if s.stopped || len(s.sols) >= s.limit {
			return
		}
	}
}

// pick returns the cell to branch on, or -1 when every cell is decided:
// a cell beside the open group with the fewest undecided neighbours, else
// an undecided arrow cell, else any undecided cell.
func (s *search) pick() int {
	ties := 0
	best, bestN := -1, 1<<30
	if anchorsFirst {
		for _, ar := range s.p.Arrows {
			first, cnt := -1, 0
			for _, c := range ar {
				if s.mark[c] == sUnknown {
					if first < 0 {
						first = c
					}
					cnt++
				}
			}
			if first >= 0 && s.better(cnt, bestN, &ties) {
				best, bestN = first, cnt
			}
		}
		if best >= 0 {
			return best
		}
	}
	best, bestN = -1, 1<<30
	ties = 0
	for b, cells := range s.members {
		if s.closed[b] {
			continue
		}
		first, cnt := -1, 0
		for _, c := range cells {
			for _, d := range s.nb[c] {
				if s.mark[d] == sUnknown {
					if first < 0 {
						first = d
					}
					cnt++
				}
			}
		}
		if s.anchor[b] < 0 {
			cnt -= 1000 // groups that still need an arrow first
		}
		if first >= 0 && s.better(cnt, bestN, &ties) {
			best, bestN = first, cnt
		}
	}
	if best >= 0 {
		return best
	}
	for _, ar := range s.p.Arrows {
		for _, c := range ar {
			if s.mark[c] == sUnknown {
				return c
			}
		}
	}
	for c, m := range s.mark {
		if m == sUnknown {
			return c
		}
	}
	return -1
}

// better reports whether a choice of score cnt replaces the best so far
// (score bestN, ties: how many choices share it): a lower score does; with
// rng set an equal one does with probability 1/(ties+1), so that each of
// the tied choices is picked alike (reservoir sampling).
func (s *search) better(cnt, bestN int, ties *int) bool {
	switch {
	case cnt < bestN:
		*ties = 1
		return true
	case cnt == bestN && s.rng != nil:
		*ties++
		return s.rng.IntN(*ties) == 0
	}
	return false
}

// randValueOdds: with rng set, the value order of a branching cell is
// swapped once in randValueOdds.
var randValueOdds = 4

// run counts answers up to limit; complete reports whether the search
// ended by itself (not by the deadline or the node budget).
func (s *search) run(ctx context.Context, limit int, maxNodes int64) (sols [][]bool, complete bool) {
	s.nodes = 0
	return s.run1(ctx, limit, maxNodes)
}

// run1 is run without resetting the node count: maxNodes bounds the total.
func (s *search) run1(ctx context.Context, limit int, maxNodes int64) (sols [][]bool, complete bool) {
	p := s.p
	s.undo(0)
	s.sols, s.limit, s.maxNodes, s.stopped = nil, limit, maxNodes, false
	s.ctx = ctx
	s.deadline, s.hasDL = ctx.Deadline()
	ok := true
	for c, k := range p.Cells {
		switch k {
		case Given:
			ok = ok && s.set(c, sSquare)
		case Shaded:
			ok = ok && s.set(c, sEmpty)
		}
	}
	if ok {
		s.dfs()
	}
	s.undo(0)
	return s.sols, !s.stopped
}

// seed turns on the randomised order (for restarts), seeded: the same seed
// gives the same runs.
func (s *search) seed(seed uint64) {
	s.rng = rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	s.lubyI = 0
}

// restarts looks for one answer by randomised runs (s.seed first) under a
// Luby schedule of base-node budgets, the schedule continued from the last
// call, until an answer, a run that ends by itself (no answer: every order
// covers the whole tree), the deadline, or the end of the run that reaches
// maxNodes in all (counted in s.nodes, 0: no limit; runs are not cut, so
// the runs of a seed are the same however the calls slice them). It
// returns what the last run found and whether that run was complete.
func (s *search) restarts(ctx context.Context, base, maxNodes int64) (sols [][]bool, complete bool) {
	for {
		s.lubyI++
		sols, complete = s.run1(ctx, 1, s.nodes+base*luby(s.lubyI))
		if len(sols) > 0 || complete || expired(ctx) || maxNodes > 0 && s.nodes >= maxNodes {
			return sols, complete
		}
	}
}

// luby is the i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 ...
func luby(i int) int64 {
	for k := 1; ; k++ {
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		if i < 1<<k-1 {
			return luby(i - (1<<(k-1) - 1))
		}
	}
}

// reachOf floods from group b through undecided cells off the arrows and
// squares of groups without an arrow square: the cells its block may use.
func (s *search) reachOf(b int32) []int {
	p := s.p
	s.seenGen++
	gen := s.seenGen
	out := append([]int(nil), s.members[b]...)
	for _, c := range out {
		s.seen[c] = gen
	}
	for h := 0; h < len(out); h++ {
		for _, d := range s.nb[out[h]] {
			if s.seen[d] == gen || p.arrowOf[d] >= 0 {
				continue
			}
			switch s.mark[d] {
			case sEmpty:
				continue
			case sSquare:
				if e := s.comp[d]; e != b && s.anchor[e] >= 0 {
					continue
				}
			}
			s.seen[d] = gen
			out = append(out, d)
		}
	}
	return out
}

// sizes bounds the sizes of the blocks of consecutive squares along an
// arrow (each later one is one square larger): a block that reached its
// upper bound is closed; one whose cells it may use are exactly its lower
// bound takes them all.
func (s *search) sizes(ar []int) bool {
	type slot struct {
		b      int32
		lb, ub int
		reach  []int
		linked bool // consecutive with the previous slot
	}
	var sl []slot
	gap := false
	for _, c := range ar {
		switch s.mark[c] {
		case sUnknown:
			gap = true
			continue
		case sEmpty:
			continue
		}
		b := s.comp[c]
		t := slot{b: b, lb: len(s.members[b]), linked: len(sl) > 0 && !gap}
		if s.closed[b] {
			t.ub = t.lb
		} else {
			t.reach = s.reachOf(b)
			t.ub = len(t.reach)
		}
		sl = append(sl, t)
		gap = false
	}
	if len(sl) < 2 {
		return true
	}
	for i := 1; i < len(sl); i++ {
		if sl[i].linked && sl[i].lb < sl[i-1].lb+1 {
			sl[i].lb = sl[i-1].lb + 1
		}
	}
	for i := len(sl) - 1; i > 0; i-- {
		if sl[i].linked && sl[i-1].ub > sl[i].ub-1 {
			sl[i-1].ub = sl[i].ub - 1
		}
		if sl[i].linked && sl[i-1].lb < sl[i].lb-1 {
			sl[i-1].lb = sl[i].lb - 1
		}
	}
	for i := 1; i < len(sl); i++ {
		if sl[i].linked && sl[i].ub > sl[i-1].ub+1 {
			sl[i].ub = sl[i-1].ub + 1
		}
	}
	for i := 1; i < len(sl); i++ {
		a, b := &sl[i-1], &sl[i]
		if !b.linked || s.closed[a.b] && s.closed[b.b] {
			continue
		}
		ra, rb := a.reach, b.reach
		if ra == nil {
			ra = s.members[a.b]
		}
		if rb == nil {
			rb = s.members[b.b]
		}
		if !s.translatable(s.members[a.b], ra, s.members[b.b], rb) {
			return false
		}
	}
	for _, t := range sl {
		if t.lb > t.ub {
			return false
		}
		if s.closed[t.b] {
			continue
		}
		cells := s.members[t.b]
		if len(cells) == t.ub {
			for _, c := range cells {
				for _, d := range s.nb[c] {
					if s.mark[d] == sUnknown {
						s.set(d, sEmpty)
					}
				}
			}
			return true
		} else if len(t.reach) == t.lb {
			for _, c := range t.reach {
				if !s.set(c, sSquare) {
					return false
				}
			}
			return true
		}
	}
	return true
}

var anchorsFirst = true

var arrowSquareFirst = false

// translatable reports whether some translation T puts the group g0 inside
// the region r1 of the next block and the group g1 inside T(r0) but for
// one cell (the next block is the previous one moved plus one square).
func (s *search) translatable(g0, r0, g1, r1 []int) bool {
	g := s.p.G
	in0 := make([]bool, s.n)
	in1 := make([]bool, s.n)
	for _, c := range r0 {
		in0[c] = true
	}
	for _, c := range r1 {
		in1[c] = true
	}
	// T moves g0[0] onto some cell of r1.
	y0, x0 := g.YX(g0[0])
	for _, t := range r1 {
		ty, tx := g.YX(t)
		dy, dx := ty-y0, tx-x0
		ok := true
		for _, c := range g0[1:] {
			y, x := g.YX(c)
			if !g.In(y+dy, x+dx) || !in1[g.Cell(y+dy, x+dx)] {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		miss := 0
		for _, c := range g1 {
			y, x := g.YX(c)
			if !g.In(y-dy, x-dx) || !in0[g.Cell(y-dy, x-dx)] {
				miss++
				if miss > 1 {
					break
				}
			}
		}
		if miss <= 1 {
			return true
		}
	}
	return false
}

var probe = false

// probe tries each undecided arrow cell both ways: a value that fails by
// propagation fixes the other (to a fixpoint); false on a contradiction.
// It leaves s.branch and the groups as the last propagation set them.
func (s *search) probe() bool {
	for changed := true; changed; {
		changed = false
		for _, ar := range s.p.Arrows {
			for _, c := range ar {
				if s.mark[c] != sUnknown {
					continue
				}
				for _, v := range [2]uint8{sSquare, sEmpty} {
					at := len(s.tr)
					s.set(c, v)
					ok := s.propagate()
					s.undo(at)
					if ok {
						continue
					}
					s.set(c, 3-v)
					if !s.propagate() {
						return false
					}
					changed = true
					break
				}
			}
		}
	}
	return s.propagate()
}

// rootMarks returns the marks propagation and probing (every arrow cell
// tried both ways) settle before any branching, or nil when the board
// fails there (no solution).
func (p *Puzzle) rootMarks(ctx context.Context) []uint8 {
	s := p.newSearch()
	s.ctx = ctx
	s.deadline, s.hasDL = ctx.Deadline()
	for c, k := range p.Cells {
		ok := true
		switch k {
		case Given:
			ok = s.set(c, sSquare)
		case Shaded:
			ok = s.set(c, sEmpty)
		}
		if !ok {
			return nil
		}
	}
	if !s.propagate() || !s.probe() {
		return nil
	}
	return append([]uint8(nil), s.mark...)
}
