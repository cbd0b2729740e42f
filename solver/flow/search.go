package flow

import (
	"container/heap"
	"context"

	"pencilbox/solver/grid"
)

// The fast solver: the best-first search of M. Zucker's Flow Free article,
// written anew in Go.
//
//   - A node is a board: the colour of every cell, the head (current end)
//     of every colour's path, which colours are joined. Each colour grows
//     from one of its dots (its start, the more constrained end) toward the
//     other (its goal).
//   - Only one colour moves per node, the most constrained (fewest moves),
//     so children are different next cells of one path: their solution
//     sets are disjoint and no board is reached twice.
//   - Forced moves are played at once, in a chain, without queueing: a
//     colour with one possible move, and (Flow Free) a free cell that must
//     be filled and that only one head can enter. A chain that fails gives
//     its node back to the allocator (an undo), so dead boards cost nothing.
//   - Checks, cheapest first: dead-end cells (Flow Free: a free cell with
//     fewer than two ways in), stranded colours and stranded regions by
//     component labelling of the free cells, then chokepoints (a strip of
//     w free cells whose closing would separate more than w colours).
//   - The queue is keyed on moves so far (forced moves and joins cost
//     nothing) plus free cells left; ties go to the newest node.
//
// Self-touching. The article forbids a path to run beside itself, which
// prunes hard. puzz.link's rules allow it, so the search has two modes:
//   - touch-free: a path may not enter a cell beside its own earlier cells
//     (its goal excepted), and a head beside its goal must join it.
//     Solutions found are "elegant": each colour's cells are exactly its
//     path, so colourings and line sets correspond one to one.
//   - exact: no such restriction; solutions are deduplicated by colouring.
//
// Numberlink uses touch-free only, and that is exact for counting: a
// solution whose path touches itself can be short-cut (join the touching
// cells, empty the loop between), giving another solution with fewer
// cells, so every solution reduces to a touch-free one, and a touching one
// exists only beside a touch-free one that has a detour: a path step a-b
// with empty cells next to a and next to b joined through empty cells.
// Hence: none touch-free = none at all; two = multiple; exactly one, S, is
// unique exactly when S has no detour (see hasDetour).
//
// Flow Free has no such argument (every cell must stay used, and some
// puzzles only have touching solutions). The exact mode settles it by
// search alone (SolveSearch; the tests hold it against SAT on random
// boards), but it walks every wiggle of a self-touching line and is slow
// on big boards.
//
// Solve no longer uses this search: the colouring counter
// (search_colour.go) finds answers and counts colourings with far fewer
// nodes. This one stays for boards with more than 64 colours, for the
// generator's grading (Chosen: the branching moves a player needs) and as
// an independent exhaustive mode for the tests.
//
// The forced moves and the checks live in search_prune.go.

// Options tune a search.
type Options struct {
	// Touch allows self-touching paths (the exact mode for Flow Free).
	Touch bool
	// Cover searches only solutions that use every cell, whatever the
	// rule set (Numberlink's quick first pass: such a solution is valid
	// Numberlink, and Flow Free's pruning finds it fast).
	Cover bool
	// Limit stops after this many distinct colourings (at least 1).
	Limit int
	// NodeBudget stops after this many expanded nodes (0 = unlimited).
	NodeBudget int64
	// QueueCap bounds the best-first queue; beyond it children are
	// searched depth first, which keeps memory bounded on exhaustive runs.
	QueueCap int
	// Trace, when set, receives every TraceEvery-th expanded node (and
	// every solution) as a Frame: "watch the solver".
	Trace      func(Frame)
	TraceEvery int64
}

// Frame is one picture of the search for "watch the solver": the colour
// of every cell (0 = free) on the board being expanded.
type Frame struct {
	Nodes    int64
	Cells    []int
	Solution bool
}

// Outcome of a search.
type Outcome struct {
	Solutions [][]int // distinct colourings found, in order
	Paths     [][][]int
	Nodes     int64
	Complete  bool // the whole tree was searched (the count is exact)
	// Chosen is the number of branching moves (not forced, not joins) on
	// the way to the first solution: 0 means forced moves alone solve it.
	Chosen int
}

type searcher struct {
	p      *Puzzle
	n, k   int
	nb     [][4]int32 // neighbours, -1 off the board
	start  []int32    // per colour
	goal   []int32
	rank   []int // tie order of colours: lower first
	touch  bool
	cover  bool
	stride int
	dwords int

	arena []uint16
	free  []int32 // node slots given back
	// per node, outside the arena
	gcost []int32
	queue nodeHeap
	stack []int32
	seq   int64

	opt      Options
	ctx      context.Context
	nodes    int64
	stopped  bool
	out      Outcome
	seen     map[string]bool
	lastMove int32 // the cell the chain's last move entered (for chokepoints)

	// scratch
	region                                           []int32
	epoch                                            int32
	bfs                                              []int32
	regHead                                          []int32
	par                                              []int8 // checkerboard colour of each cell
	disc, low, order, size, par2                     []int32
	regBlack, regWhite, regServers, regSole, regSeen []int32
}

// Node layout in the arena (uint16 words): cells[n] (colour, 0 free),
// heads[k], done bits[dwords], free count, active colour.
func (s *searcher) cells(id int32) []uint16 {
	o := int(id) * s.stride
	return s.arena[o : o+s.n]
}
func (s *searcher) heads(id int32) []uint16 {
	o := int(id)*s.stride + s.n
	return s.arena[o : o+s.k+1]
}
func (s *searcher) goals(id int32) []uint16 {
	o := int(id)*s.stride + s.n + s.k + 1
	return s.arena[o : o+s.k+1]
}
func (s *searcher) done(id int32) []uint16 {
	o := int(id)*s.stride + s.n + 2*(s.k+1)
	return s.arena[o : o+s.dwords]
}
func (s *searcher) meta(id int32) []uint16 {
	o := int(id)*s.stride + s.n + 2*(s.k+1) + s.dwords
	return s.arena[o : o+2]
}

func isDone(d []uint16, k int) bool { return d[k>>4]&(1<<(k&15)) != 0 }
func setDone(d []uint16, k int)     { d[k>>4] |= 1 << (k & 15) }

// alloc takes a node slot, reusing given-back ones first.
func (s *searcher) alloc() int32 {
	if n := len(s.free); n > 0 {
		id := s.free[n-1]
		s.free = s.free[:n-1]
		return id
	}
	id := int32(len(s.gcost))
	s.arena = append(s.arena, make([]uint16, s.stride)...)
	s.gcost = append(s.gcost, 0)
	return id
}

func (s *searcher) release(id int32) { s.free = append(s.free, id) }

func (s *searcher) copyNode(dst, src int32) {
	copy(s.arena[int(dst)*s.stride:int(dst+1)*s.stride], s.arena[int(src)*s.stride:int(src+1)*s.stride])
	s.gcost[dst] = s.gcost[src]
}

func newSearcher(p *Puzzle, opt Options) *searcher {
	n, k := p.G.Cells(), p.Colours()
	s := &searcher{p: p, n: n, k: k, touch: opt.Touch, cover: p.Rules == FlowFree || opt.Cover, opt: opt}
	if s.opt.Limit < 1 {
		s.opt.Limit = 1
	}
	if s.opt.QueueCap == 0 {
		s.opt.QueueCap = 1 << 18
	}
	if s.opt.TraceEvery <= 0 {
		s.opt.TraceEvery = 1
	}
	s.nb = neighbourTable(p.G)
	s.dwords = (k + 1 + 15) / 16
	s.stride = n + 2*(k+1) + s.dwords + 2
	s.start = make([]int32, k+1)
	s.goal = make([]int32, k+1)
	s.rank = make([]int, k+1)
	s.region = make([]int32, n)
	s.par = make([]int8, n)
	for c := range s.par {
		y, x := p.G.YX(c)
		s.par[c] = int8((y + x) & 1)
	}
	s.regHead = make([]int32, 0, 64)
	wall := func(c int) int {
		y, x := p.G.YX(c)
		return min(y, x, p.G.Rows-1-y, p.G.Cols-1-x)
	}
	for j := 1; j <= k; j++ {
		a, b := p.Ends[j][0], p.Ends[j][1]
		// Start from the more constrained end: fewer free neighbours,
		// then nearer a wall, so early moves are forced more often.
		if fa, fb := s.freeAround(a), s.freeAround(b); fb < fa || fb == fa && wall(b) < wall(a) {
			a, b = b, a
		}
		s.start[j], s.goal[j] = int32(a), int32(b)
		s.rank[j] = min(wall(a), wall(b))*4096 + j
	}
	return s
}

func (s *searcher) freeAround(c int) int {
	f := 0
	for _, r := range s.nb[c] {
		if r >= 0 && s.p.Dots[r] == 0 {
			f++
		}
	}
	return f
}

// root makes the starting node, already through the forced chain.
func (s *searcher) root() (int32, bool) {
	id := s.alloc()
	cells := s.cells(id)
	free := 0
	for c, v := range s.p.Dots {
		cells[c] = uint16(v)
		if v == 0 {
			free++
		}
	}
	h, gl := s.heads(id), s.goals(id)
	for j := 1; j <= s.k; j++ {
		h[j] = uint16(s.start[j])
		gl[j] = uint16(s.goal[j])
	}
	m := s.meta(id)
	m[0], m[1] = uint16(free), 0
	s.gcost[id] = 0
	s.lastMove = -1
	if !s.settle(id, -1) {
		s.release(id)
		return 0, false
	}
	return id, true
}

// legal reports whether colour j's head may enter free cell f.
func (s *searcher) legal(cells []uint16, j int, head, goal, f int32) bool {
	if s.touch {
		return true
	}
	for _, r := range s.nb[f] {
		if r >= 0 && r != head && r != goal && cells[r] == uint16(j) {
			return false
		}
	}
	return true
}

// moves lists colour j's possible next cells into dst (its goal when it
// can join); a touch-free head beside its goal can only join.
func (s *searcher) moves(id int32, j int, dst []int32) []int32 {
	cells := s.cells(id)
	head := int32(s.heads(id)[j])
	g := int32(s.goals(id)[j])
	for _, r := range s.nb[head] {
		if r == g {
			if !s.touch {
				return append(dst[:0], g)
			}
			dst = append(dst, g)
		}
	}
	for _, r := range s.nb[head] {
		if r >= 0 && cells[r] == 0 && s.legal(cells, j, head, g, r) {
			dst = append(dst, r)
		}
	}
	return dst
}

// play moves colour j's head into f (its goal joins the pair).
func (s *searcher) play(id int32, j int, f int32) {
	if f == int32(s.goals(id)[j]) {
		setDone(s.done(id), j)
		s.heads(id)[j] = uint16(f)
		return
	}
	s.cells(id)[f] = uint16(j)
	s.heads(id)[j] = uint16(f)
	s.meta(id)[0]--
	s.meta(id)[1] = uint16(j)
	s.lastMove = f
}

// active picks the open colour with the fewest moves.
func (s *searcher) active(id int32) (int, []int32) {
	best, bestN := 0, 1<<30
	var mv [5]int32
	var bestMv []int32
	d := s.done(id)
	last := int(s.meta(id)[1])
	for j := 1; j <= s.k; j++ {
		if isDone(d, j) {
			continue
		}
		m := s.moves(id, j, mv[:0])
		n := len(m)
		var better bool
		switch activeMode {
		case 0:
			better = n < bestN || n == bestN && (j == last || best != last && s.rank[j] < s.rank[best])
		case 1:
			better = n < bestN || n == bestN && s.rank[j] < s.rank[best]
		case 2:
			better = n < bestN || n == bestN && j < best
		}
		if better {
			best, bestN = j, n
			bestMv = append(bestMv[:0], m...)
		}
	}
	return best, bestMv
}

func (s *searcher) solved(id int32) bool {
	d := s.done(id)
	for j := 1; j <= s.k; j++ {
		if !isDone(d, j) {
			return false
		}
	}
	return !s.cover || s.meta(id)[0] == 0
}

func (s *searcher) push(id int32) {
	if len(s.queue.items) >= s.opt.QueueCap || len(s.stack) > 0 {
		s.stack = append(s.stack, id)
		return
	}
	s.seq++
	free := int64(s.meta(id)[0])
	heap.Push(&s.queue, queued{key: (int64(s.gcost[id])+free)<<40 - s.seq, id: id})
}

func (s *searcher) pop() (int32, bool) {
	if n := len(s.stack); n > 0 {
		id := s.stack[n-1]
		s.stack = s.stack[:n-1]
		return id, true
	}
	if s.queue.Len() == 0 {
		return 0, false
	}
	return heap.Pop(&s.queue).(queued).id, true
}

// run searches until Limit colourings, the budget or ctx.
func (s *searcher) run(ctx context.Context) Outcome {
	s.ctx = ctx
	s.seen = map[string]bool{}
	root, ok := s.root()
	if ok {
		s.consider(root)
	}
	for !s.stopped {
		id, ok := s.pop()
		if !ok {
			s.out.Complete = true
			break
		}
		s.nodes++
		if s.nodes&255 == 0 && expired(ctx) || s.opt.NodeBudget > 0 && s.nodes > s.opt.NodeBudget {
			s.stopped = true
			break
		}
		if s.opt.Trace != nil && s.nodes%s.opt.TraceEvery == 0 {
			s.opt.Trace(Frame{Nodes: s.nodes, Cells: s.frameCells(id)})
		}
		j, mv := s.active(id)
		for _, f := range mv {
			child := s.alloc()
			s.copyNode(child, id)
			if f != int32(s.goals(child)[j]) {
				s.gcost[child]++
			}
			s.lastMove = -1
			s.play(child, j, f)
			if !s.settle(child, j) {
				s.release(child)
				continue
			}
			s.consider(child)
			if s.stopped {
				break
			}
		}
		s.release(id)
	}
	s.out.Nodes = s.nodes
	return s.out
}

// consider queues a settled node, or records it when solved.
func (s *searcher) consider(id int32) {
	if !s.solved(id) {
		s.push(id)
		return
	}
	cells := s.cells(id)
	key := make([]byte, 2*len(cells))
	for i, v := range cells {
		key[2*i], key[2*i+1] = byte(v), byte(v>>8)
	}
	if !s.seen[string(key)] {
		s.seen[string(key)] = true
		col := s.frameCells(id)
		if len(s.out.Solutions) == 0 {
			s.out.Chosen = int(s.gcost[id])
		}
		s.out.Solutions = append(s.out.Solutions, col)
		s.out.Paths = append(s.out.Paths, s.pathsFrom(col))
		if s.opt.Trace != nil {
			s.opt.Trace(Frame{Nodes: s.nodes, Cells: col, Solution: true})
		}
		if len(s.out.Solutions) >= s.opt.Limit {
			s.stopped = true
		}
	}
	s.release(id)
}

func (s *searcher) frameCells(id int32) []int {
	cells := s.cells(id)
	out := make([]int, len(cells))
	for i, v := range cells {
		out[i] = int(v)
	}
	return out
}

// pathsFrom recovers the paths of a solved colouring (a touch-free one is
// a walk; an exact-mode one goes through the reconstruction search).
func (s *searcher) pathsFrom(cells []int) [][]int { return s.p.pathsOf(cells) }

var activeMode = 0

type queued struct {
	key int64
	id  int32
}

type nodeHeap struct{ items []queued }

func (h nodeHeap) Len() int           { return len(h.items) }
func (h nodeHeap) Less(i, j int) bool { return h.items[i].key < h.items[j].key }
func (h nodeHeap) Swap(i, j int)      { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *nodeHeap) Push(x any)        { h.items = append(h.items, x.(queued)) }
func (h *nodeHeap) Pop() any {
	n := len(h.items)
	x := h.items[n-1]
	h.items = h.items[:n-1]
	return x
}

// Search runs the fast search with explicit options.
func Search(ctx context.Context, p *Puzzle, opt Options) Outcome {
	return newSearcher(p, opt).run(ctx)
}

// neighbourTable lists each cell's neighbours in grid.Dirs order (up,
// right, down, left), -1 off the board: the searches' hot loops index it
// instead of recomputing coordinates.
func neighbourTable(g grid.Grid) [][4]int32 {
	nb := make([][4]int32, g.Cells())
	for c := range nb {
		y, x := g.YX(c)
		for d, dv := range grid.Dirs {
			nb[c][d] = -1
			if g.In(y+dv.Y, x+dv.X) {
				nb[c][d] = int32(g.Cell(y+dv.Y, x+dv.X))
			}
		}
	}
	return nb
}
