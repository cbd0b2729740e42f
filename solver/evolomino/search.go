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
//
// The propagation lives in search_propagate.go, the per-arrow rules in
// search_arrow.go and the placements in search_place.go.

import (
	"context"
	"fmt"
	"math/rand/v2"
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

	// force holds (cell, mark) pairs the root takes beside the clues: the
	// generator's question "is there an answer other than the known one
	// here" (avoid.go).
	force [][2]int
	// prefer, when set, is the known answer: branching tries its value
	// (its placement) first, since another answer mostly agrees with it
	// away from the forced cell.
	prefer []bool

	// rng, when set (restarts, limit 1 only), breaks ties among the
	// branching choices and orders placements and values at random.
	rng   *rand.Rand
	lubyI int // the last term of the Luby schedule run (restarts)

	groupBuf []int // the cells of all groups (groups)

	// Scratch of sizes and translatable (search_arrow.go).
	slots    []arrowSlot
	reachBuf [][]int
	in0, in1 []bool
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
		if s.prefer != nil {
			ps = s.preferFirst(ps)
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
	if s.prefer != nil && s.prefer[c] != (order[0] == sSquare) {
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

// preferFirst moves the placement whose cells are all squares of
// s.prefer to the front (a copy: s.branch is shared).
func (s *search) preferFirst(ps [][]int) [][]int {
	for i, P := range ps {
		all := true
		for _, c := range P {
			all = all && s.prefer[c]
		}
		if all && i > 0 {
			out := append([][]int{P}, ps[:i]...)
			return append(out, ps[i+1:]...)
		}
	}
	return ps
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
	for _, f := range s.force {
		ok = ok && s.set(f[0], uint8(f[1]))
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

var anchorsFirst = true

var arrowSquareFirst = false

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
