package flow

import (
	"context"
	"math/bits"
)

// The colouring counter: an exact search over colourings rather than
// lines, for Flow Free under puzz.link's rules (paths may run beside
// themselves). Solutions are colourings, and a colour class may be drawn
// by many lines when it is thick; a search that draws lines (search.go,
// exact mode) walks every such line and every wiggle that fails later,
// while this one never draws a line until a colour class is complete.
//
// State: per cell the set of colours it may still take (a bitset, so at
// most 64 colours). A colour class is valid exactly when it holds a line
// from one dot to the other through all its cells; what must hold before
// that, and prunes:
//
//   - every cell of colour k lies on some simple path between k's dots
//     through cells that may be k: cells outside the block of k's dots in
//     the block-cut tree lose k (a pocket hanging off a cut cell, a dead
//     end); cut cells that separate the dots must be k (a bottleneck one
//     cell wide). One depth-first search per colour (Tarjan's low links)
//     answers both.
//   - a cell of colour k has two neighbours of colour k on its line (a dot
//     one): it needs at least that many neighbours that may be k, and when
//     it has exactly that many, they are k.
//   - a colour class with no undecided cell left is checked whole: the
//     checkerboard balance its line forces, then a line through it
//     (hamPath).
//
// Branching is binary on (cell, colour): a cell next to a decided cell of
// colour k that still lacks neighbours of k either is k or is not. Every
// leaf is a distinct colouring, so no deduplication is needed.
//
// Only Flow Free (every cell used) and at most 64 colours; Count* callers
// fall back to the line search otherwise.
//
// The propagation (narrowing, the queue, the per-colour checks) lives in
// search_colour_prop.go.

type colourCounter struct {
	p    *Puzzle
	n, k int
	nb   [][4]int32
	eid  [][4]int32 // edge of each neighbour: 2c right, 2c+1 down
	// adj is nb and eid interleaved, 8 entries a cell (neighbour, edge
	// for each direction; -1, -1 off the board): the hot loops (cell,
	// paths, chooseTight) take one cell's 8 with constant-masked indices,
	// free of bounds checks.
	adj   []int32
	ends  [][2]int32 // per colour index 0..k-1
	dotOf []int8     // colour index of a dot cell, -1 elsewhere
	par   []int8
	want  []int8 // per colour: black minus white cells its class must have
	all   uint64 // every colour, and "empty" when cells may stay empty
	empty uint64 // the "stays empty" bit (Numberlink), 0 under Flow Free
	// touchFree: a colour class is exactly its line (no path runs beside
	// itself); exact for Numberlink counting (see search.go), an option
	// for Flow Free.
	touchFree bool
	// tight: branch on the tightest pair (chooseTight); eager: every
	// colour a cell loses is asked again (paths), not only those with a
	// decided cell beside it (setDom). Flow Free is tight and lazy,
	// Numberlink keeps the order and checks it was tuned with.
	tight, eager bool
	// visitAll queues every changed cell and its neighbours, as
	// Numberlink does, instead of Flow Free's lean queue (setDom): the
	// tests hold the lean queue to the same colourings.
	visitAll bool

	// One level per depth, copied on each branch.
	dom  []uint64 // colours a cell may take
	edge []int8   // 1 on the line, -1 not, 0 open
	uf   []int32  // components of the on edges
	dots []int8   // at a component's root: 1 + the colour of a dot in it, 0 none
	ver  []uint64 // colours whose class is complete and checked
	uns  []bool   // a class passed unchecked on the way here
	// The current level's slices of dom, edge, uf and dots, set by
	// level(): the inner loops index them without recomputing the
	// level's bounds on every call (a cost WASM feels most).
	lvDom  []uint64
	lvEdge []int8
	lvUF   []int32
	lvDots []int8

	depth   int
	limit   int
	budget  int64
	nodes   int64
	ctx     context.Context
	stopped bool
	unknown bool // a line check gave up: the count is not exact
	prefer  []int8
	sols    [][]int
	trace   func(Frame) // "watch the solver": every `every`-th node
	every   int64
	// onFirst, when set, is asked for another solution once the first
	// is found (the local look, local.go); what it returns counts as the
	// second.
	onFirst func(sol []int) []int

	// propagation scratch
	queue  []int32
	queued []bool
	dirty  uint64 // colours whose graph changed
	closed uint64 // colours whose line joined both dots

	// Tarjan scratch
	tj              []tjCell
	stamp           int32
	order, stkV     []int32
	stkI            []int8
	onPath, pathBlk []bool
	un              []int8
	set             []int32
}

// ExactOutcome is what a count found.
type ExactOutcome struct {
	Solutions [][]int // distinct colourings, up to the limit
	Nodes     int64
	Complete  bool // the count (up to the limit) is exact
}

// tjCell is one cell's numbers in paths' depth-first search: discovery
// time, low link, tree parent, and the block it belongs to.
type tjCell struct{ disc, low, parent, blk int32 }

const fullColours = 64

// newColourCounter returns nil when the board is not for it (more than 64
// colours, 63 when cells may stay empty).
func newColourCounter(ctx context.Context, p *Puzzle, limit int, budget int64, prefer []int, touchFree, cover bool) *colourCounter {
	K := p.Colours()
	numberlink := p.Rules == Numberlink && !cover
	if K < 1 || K > fullColours || numberlink && K >= fullColours {
		return nil
	}
	n := p.G.Cells()
	s := &colourCounter{p: p, n: n, k: K, ctx: ctx, limit: limit, budget: budget, touchFree: touchFree || numberlink}
	s.nb = make([][4]int32, n)
	s.eid = make([][4]int32, n)
	cols := p.G.Cols
	for c := 0; c < n; c++ {
		y, x := p.G.YX(c)
		for d, dv := range gridDirs {
			s.nb[c][d], s.eid[c][d] = -1, -1
			if !p.G.In(y+dv[0], x+dv[1]) {
				continue
			}
			r := p.G.Cell(y+dv[0], x+dv[1])
			s.nb[c][d] = int32(r)
			switch d {
			case 0:
				s.eid[c][d] = int32(2*(c-cols) + 1)
			case 1:
				s.eid[c][d] = int32(2 * c)
			case 2:
				s.eid[c][d] = int32(2*c + 1)
			case 3:
				s.eid[c][d] = int32(2 * (c - 1))
			}
		}
	}
	s.adj = make([]int32, 8*n)
	for c := 0; c < n; c++ {
		for d := 0; d < 4; d++ {
			s.adj[8*c+2*d], s.adj[8*c+2*d+1] = s.nb[c][d], s.eid[c][d]
		}
	}
	s.par = make([]int8, n)
	for c := range s.par {
		y, x := p.G.YX(c)
		s.par[c] = int8((y + x) & 1)
	}
	s.dotOf = make([]int8, n)
	for c := range s.dotOf {
		s.dotOf[c] = int8(p.Dots[c] - 1)
	}
	s.ends = make([][2]int32, K)
	s.want = make([]int8, K)
	for j := 0; j < K; j++ {
		a, b := p.Ends[j+1][0], p.Ends[j+1][1]
		s.ends[j] = [2]int32{int32(a), int32(b)}
		// A line alternates black (par 1) and white: with both ends
		// black it has one black cell more, both white one fewer.
		switch {
		case s.par[a] == 1 && s.par[b] == 1:
			s.want[j] = 1
		case s.par[a] == 0 && s.par[b] == 0:
			s.want[j] = -1
		}
	}
	if prefer != nil {
		s.prefer = make([]int8, n)
		for c, v := range prefer {
			s.prefer[c] = int8(v - 1)
		}
	}
	s.tj = make([]tjCell, n)
	s.order = make([]int32, n)
	s.stkV = make([]int32, n)
	s.stkI = make([]int8, n)
	s.onPath = make([]bool, n)
	s.pathBlk = make([]bool, n)
	s.un = make([]int8, n)
	s.queued = make([]bool, n)
	s.all = uint64(1)<<K - 1
	if K == 64 {
		s.all = ^uint64(0)
	}
	if numberlink {
		s.empty = 1 << K
		s.all |= s.empty
	}
	s.dom = make([]uint64, n)
	s.edge = make([]int8, 2*n)
	s.uf = make([]int32, n)
	s.dots = make([]int8, n)
	for c := range s.dom {
		s.uf[c] = int32(c)
		if d := s.dotOf[c]; d >= 0 {
			s.dom[c] = 1 << d
			s.dots[c] = d + 1
		} else {
			s.dom[c] = s.all
		}
	}
	s.ver = []uint64{0}
	s.uns = []bool{false}
	s.level()
	s.tight = p.Rules == FlowFree
	s.eager = !s.tight
	return s
}

func (s *colourCounter) cur() []uint64 { return s.lvDom }
func (s *colourCounter) edges() []int8 { return s.lvEdge }

// level points the lv* slices at the current depth's level.
func (s *colourCounter) level() {
	n, d := s.n, s.depth
	s.lvDom = s.dom[d*n : (d+1)*n : (d+1)*n]
	s.lvEdge = s.edge[2*d*n : 2*(d+1)*n : 2*(d+1)*n]
	s.lvUF = s.uf[d*n : (d+1)*n : (d+1)*n]
	s.lvDots = s.dots[d*n : (d+1)*n : (d+1)*n]
}

// push copies the current level for a branch.
func (s *colourCounter) push() {
	n, d := s.n, s.depth
	if len(s.dom) < (d+2)*n {
		// Room for half as many levels again: append's growth on
		// slices this large is a quarter at a time, each time copying
		// every level (allocation and GC work, which WASM feels most).
		levels := max((d+2)*3/2, 8)
		s.dom = growLevels(s.dom, levels*n)
		s.edge = growLevels(s.edge, 2*levels*n)
		s.uf = growLevels(s.uf, levels*n)
		s.dots = growLevels(s.dots, levels*n)
	}
	copy(s.dom[(d+1)*n:(d+2)*n], s.dom[d*n:(d+1)*n])
	copy(s.edge[2*(d+1)*n:2*(d+2)*n], s.edge[2*d*n:2*(d+1)*n])
	copy(s.uf[(d+1)*n:(d+2)*n], s.uf[d*n:(d+1)*n])
	copy(s.dots[(d+1)*n:(d+2)*n], s.dots[d*n:(d+1)*n])
	s.ver = append(s.ver, s.ver[d])
	s.uns = append(s.uns, s.uns[d])
	s.depth++
	s.level()
}

// growLevels returns a with length n, its contents kept.
func growLevels[T any](a []T, n int) []T {
	if n <= cap(a) {
		return a[:n]
	}
	b := make([]T, n)
	copy(b, a)
	return b
}

func (s *colourCounter) pop() {
	s.depth--
	s.ver = s.ver[:s.depth+1]
	s.uns = s.uns[:s.depth+1]
	s.level()
}

func (s *colourCounter) find(c int32) int32 {
	uf := s.lvUF
	for uf[c] != c {
		uf[c] = uf[uf[c]]
		c = uf[c]
	}
	return c
}

// run counts; the outcome's Complete is false when stopped or unsure.
func (s *colourCounter) run() ExactOutcome {
	for c := int32(0); c < int32(s.n); c++ {
		s.enqueue(c)
	}
	s.dirty = s.all
	if s.propagate() {
		s.search()
	}
	return ExactOutcome{Solutions: s.sols, Nodes: s.nodes, Complete: len(s.sols) >= s.limit || !s.stopped && !s.unknown}
}

func (s *colourCounter) search() {
	if s.stopped {
		return
	}
	s.nodes++
	if s.trace != nil && s.nodes%s.every == 0 {
		s.trace(Frame{Nodes: s.nodes, Cells: s.frame(s.cur())})
	}
	if s.budget > 0 && s.nodes > s.budget || s.nodes&15 == 0 && expired(s.ctx) {
		s.stopped = true
		return
	}
	dom := s.cur()
	cell, col := s.choose(dom)
	if cell < 0 {
		s.leaf(dom)
		return
	}
	bit := uint64(1) << col
	first := true // "is k" first, unless the known solution says k
	if s.prefer != nil && int(s.prefer[cell]) == col {
		first = false
	}
	for _, is := range [2]bool{first, !first} {
		s.push()
		d := s.cur()[cell]
		if !is {
			d &^= bit
		} else {
			d = bit
		}
		s.resetQueue()
		if s.setDom(cell, d) && s.propagate() {
			s.search()
		}
		s.pop()
		if s.stopped {
			return
		}
	}
}

// leaf records a colouring with every cell decided and every class
// checked.
func (s *colourCounter) leaf(dom []uint64) {
	sol := make([]int, s.n)
	for c, d := range dom {
		if d != s.empty {
			sol[c] = bits.TrailingZeros64(d) + 1
		}
	}
	if s.uns[s.depth] {
		// Some class check gave up on the way: check the lines again
		// with a larger budget, and count only a sure one.
		for k := 0; k < s.k; k++ {
			set := s.set[:0]
			for c, v := range sol {
				if v == k+1 && int32(c) != s.ends[k][0] && int32(c) != s.ends[k][1] {
					set = append(set, int32(c))
				}
			}
			s.set = set
			if _, res, _ := hamPath(s.nb, s.un, set, s.ends[k][0], s.ends[k][1], 1<<24, false); res != 1 {
				if res < 0 {
					s.unknown = true
				}
				return
			}
		}
	}
	s.sols = append(s.sols, sol)
	if s.trace != nil {
		s.trace(Frame{Nodes: s.nodes, Cells: sol, Solution: true})
	}
	if len(s.sols) == 1 && s.limit > 1 && s.onFirst != nil {
		if o := s.onFirst(sol); o != nil {
			s.sols = append(s.sols, o)
		}
	}
	if len(s.sols) >= s.limit {
		s.stopped = true
	}
}

// choose picks the branching pair: an undecided cell r that may be k next
// to a decided cell c of colour k whose line still lacks an edge, else the
// undecided cell with fewest colours; -1 when all are decided. Flow Free
// takes the tightest pair (chooseTight), Numberlink the line end with
// fewest open edges (chooseOpen: its quick pass and counts were measured
// with that order, and empty cells make walls mean less).
func (s *colourCounter) choose(dom []uint64) (int32, int) {
	var c int32 = -1
	var k int
	if s.tight {
		c, k = s.chooseTight(dom)
	} else {
		c, k = s.chooseOpen(dom)
	}
	if c >= 0 {
		return c, k
	}
	bestC, bestN := int32(-1), 1<<30
	for c := int32(0); c < int32(s.n); c++ {
		if n := bits.OnesCount64(dom[c]); n > 1 && n < bestN {
			bestC, bestN = c, n
		}
	}
	if bestC < 0 {
		return -1, 0
	}
	return bestC, bits.TrailingZeros64(dom[bestC])
}

// chooseOpen: the pair at the line end with fewest open edges, its
// neighbour with fewest colours; -1 when no line end has one.
func (s *colourCounter) chooseOpen(dom []uint64) (int32, int) {
	edge := s.edges()
	bestC, bestK, bestN := int32(-1), -1, 1<<30
	for c := int32(0); c < int32(s.n); c++ {
		d := dom[c]
		if d&(d-1) != 0 || d == s.empty {
			continue
		}
		need := 2
		if s.dotOf[c] >= 0 {
			need = 1
		}
		on, open := 0, 0
		var pick int32 = -1
		for i, r := range s.nb[c] {
			if r < 0 {
				continue
			}
			switch edge[s.eid[c][i]] {
			case 1:
				on++
			case 0:
				open++
				if dom[r] != d && (pick < 0 || bits.OnesCount64(dom[r]) < bits.OnesCount64(dom[pick])) {
					pick = r
				}
			}
		}
		if on >= need || pick < 0 {
			continue
		}
		if open < bestN {
			bestC, bestK, bestN = pick, bits.TrailingZeros64(d), open
		}
	}
	return bestC, bestK
}

// chooseTight, Flow Free's order: the tightest pair first, by fewest ways
// on for r (its open edges to cells that could share its colour, past c),
// then fewest open edges at c, then fewest colours at r. Lines that hug
// walls and other lines are the likely ones on a full board (a line that
// strays into open space leaves pockets no other line can fill), so this
// tries them first and meets dead ends near the top of the tree. On the
// public and generated Flow boards it takes the touch-free counter's
// first answer from 23,481 nodes in all (8,589 on one 14x14) to 3,375
// (largest 567); the earlier order (fewest open edges at c only) strays
// into the open middle. Ranking r's ways before c's open edges (they were
// summed) takes the Zucker set's first answers from 2,009 nodes to 1,765
// (largest 569 to 457), and 72 generated 10x10-15x15 boards from 3,084
// to 2,893.
func (s *colourCounter) chooseTight(dom []uint64) (int32, int) {
	edge, adj := s.lvEdge, s.adj
	bestC, bestK, bestN := int32(-1), -1, 1<<30
	for c := int32(0); c < int32(s.n); c++ {
		d := dom[c]
		if d&(d-1) != 0 || d == s.empty {
			continue
		}
		need := 2
		if s.dotOf[c] >= 0 {
			need = 1
		}
		a := adj[8*c : 8*c+8 : 8*c+8] // (neighbour, edge) per direction
		on, open := 0, 0
		for i := 0; i < 8; i += 2 {
			if a[i] < 0 {
				continue
			}
			switch edge[a[(i+1)&7]] {
			case 1:
				on++
			case 0:
				open++
			}
		}
		if on >= need {
			continue
		}
		for i := 0; i < 8; i += 2 {
			r := a[i]
			if r < 0 || edge[a[(i+1)&7]] != 0 || dom[r] == d {
				continue
			}
			ways := 0
			b := adj[8*r : 8*r+8 : 8*r+8]
			for j := 0; j < 8; j += 2 {
				if q := b[j]; q >= 0 && q != c && edge[b[(j+1)&7]] == 0 && dom[q]&dom[r]&^s.empty != 0 {
					ways++
				}
			}
			if score := (ways*8+open)*128 + bits.OnesCount64(dom[r]); score < bestN {
				bestC, bestK, bestN = r, bits.TrailingZeros64(d), score
			}
		}
	}
	return bestC, bestK
}

// CountColourings counts Flow Free colourings up to limit with the
// colouring counter (prefer: a known solution, whose colours are tried
// last so that another one turns up first). ok is false when the board is
// not for it (Numberlink, more than 64 colours).
func CountColourings(ctx context.Context, p *Puzzle, limit int, budget int64, prefer []int, touchFree bool) (out ExactOutcome, ok bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	s := newColourCounter(ctx, p, max(1, limit), budget, prefer, touchFree, false)
	if s == nil {
		return ExactOutcome{}, false
	}
	return s.run(), true
}

// frame is a picture for "watch the solver": decided cells show their
// colour, the rest are free. Touch-free, neighbours of one colour are
// joined, so FrameLayout draws exactly the lines.
func (s *colourCounter) frame(dom []uint64) []int {
	out := make([]int, s.n)
	for c, d := range dom {
		if d&(d-1) == 0 && d != s.empty {
			out[c] = bits.TrailingZeros64(d) + 1
		}
	}
	return out
}

// CoverColourings is CountColourings restricted to colourings that use
// every cell, whatever the rules (Numberlink's quick first pass).
func CoverColourings(ctx context.Context, p *Puzzle, limit int, budget int64, touchFree bool) (out ExactOutcome, ok bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	s := newColourCounter(ctx, p, max(1, limit), budget, nil, touchFree, true)
	if s == nil {
		return ExactOutcome{}, false
	}
	return s.run(), true
}
