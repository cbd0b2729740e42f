package nurikabe

import (
	"context"

	"pencilbox/solver/puzzle"
)

// A search over the wall instead of the islands, for boards where the
// islands cover most of the board (a 10x10 with islands of 37 and 36 and
// a wall of 27 cells). There the island search has to place dozens of cells
// per island and no rule closes an island early, while the wall is one
// connected set of exactly W cells: the search enumerates the connected
// sets that contain a wall cell (Redelmeier's method, so each set comes up
// once and counting is exact), and prunes a partial wall S by what its
// complement still allows:
//
//   - every cell the wall can still take lies within W-|S| steps of S
//     (through cells that may be wall); the rest are surely white;
//   - each component of the cells outside S holds numbers whose sum is at
//     most its size, and its size minus that sum (the wall still to come
//     in it) is at most the cells of it the wall can still reach; one
//     without numbers must become wall entirely; one with two numbers or
//     more needs some wall inside;
//   - a component of surely white cells holds at most one number, and no
//     more cells than that number;
//   - no 2x2 block of S, no number in S, every wall cell the rules found
//     in S or still reachable.
//
// A full set of W cells is then checked against the rules (Check).

// wallSearchApplies says whether the wall is small enough against the
// islands for the wall search to be the narrower one: some island is huge
// (the boards the island search does badly on) and the wall has at most a
// third of the cells.
func (b *board) wallSearchApplies() bool {
	return b.walls > 0 && 3*b.walls <= len(b.v) && b.p.hugeIsland()
}

type wallSearch struct {
	p      *Puzzle
	adj    [][]int32
	cols   int
	ctx    context.Context
	limit  int
	w      int    // wall cells in a solution
	can    []bool // may be wall: no number, not white on the rules' board
	forced []int  // wall on the rules' board

	inS, excl, seen []bool
	size            int

	nodes   int64
	stopped bool
	sols    []Answer

	dist, queue, comp []int32
	clueOf, sizeOf    []int32   // per surely white part (by its first cell)
	bufs, rej         [][]int32 // per wall size: untried and rejected cells
	// split[k]: the cells outside the wall of k cells under test fall
	// into two parts or more (ok's component pass is needed); clues and
	// clueSum count the numbers.
	split          []bool
	clues, clueSum int
}

// solveWalls runs the wall search from the rules' board b (propagated and
// probed; its decided cells are kept).
func (p *Puzzle) solveWalls(ctx context.Context, b *board, limit int) puzzle.Result {
	n := len(b.v)
	s := &wallSearch{
		p: p, adj: b.gr.Adj, cols: p.G.Cols, ctx: ctx, limit: limit, w: b.walls,
		can: make([]bool, n), inS: make([]bool, n), excl: make([]bool, n), seen: make([]bool, n),
		dist: make([]int32, n), queue: make([]int32, 0, n), comp: make([]int32, n),
		clueOf: make([]int32, n), sizeOf: make([]int32, n),
	}
	s.bufs, s.rej = make([][]int32, s.w+2), make([][]int32, s.w+2)
	s.split = make([]bool, s.w+2)
	for _, k := range p.Clues {
		if k != NoClue {
			s.clues++
			s.clueSum += k
		}
	}
	for c, v := range b.v {
		s.can[c] = p.Clues[c] == NoClue && v != white
		if v == wallV {
			s.forced = append(s.forced, c)
		}
	}
	roots := s.forced
	if len(roots) > 1 {
		roots = roots[:1] // the wall contains it: one root is enough
	}
	if len(roots) == 0 {
		for c := range s.can {
			if s.can[c] {
				roots = append(roots, c)
			}
		}
	}
	for _, r := range roots {
		if s.stopped || len(s.sols) >= limit {
			break
		}
		s.start(r)
		// Later roots enumerate the walls without this cell.
		s.excl[r], s.seen[r] = true, true
	}
	res := puzzle.Result{Nodes: s.nodes}
	if len(s.sols) > 0 {
		res.Answer = s.sols[0]
	}
	switch {
	case len(s.sols) >= 2:
		res.Status = puzzle.Multiple
	case len(s.sols) == 1 && limit == 1:
		res.Status = puzzle.Found
	case s.stopped:
		res.Status = puzzle.Unknown
	case len(s.sols) == 1:
		res.Status = puzzle.Unique
	default:
		res.Status = puzzle.None
	}
	return res
}

// start enumerates the walls that contain root r.
func (s *wallSearch) start(r int) {
	s.inS[r], s.seen[r] = true, true
	s.size = 1
	var added []int32
	for _, d := range s.adj[r] {
		if s.can[d] && !s.seen[d] && !s.excl[d] {
			s.seen[d] = true
			added = append(added, d)
		}
	}
	if s.ok(-2) {
		if s.size == s.w {
			s.found()
		} else {
			s.grow(added)
		}
	}
	for _, d := range added {
		s.seen[d] = false
	}
	s.inS[r], s.seen[r] = false, false
	s.size = 0
}

// grow is Redelmeier's step: take the untried cells one by one, first into
// the wall (with its new neighbours untried), then out of it for the rest.
func (s *wallSearch) grow(untried []int32) {
	depth := s.size
	rejected := s.rej[depth][:0]
	for len(untried) > 0 && !s.stopped && len(s.sols) < s.limit {
		s.nodes++
		if s.nodes&1023 == 0 && expired(s.ctx) {
			s.stopped = true
			break
		}
		c := untried[len(untried)-1]
		untried = untried[:len(untried)-1]
		if !s.block(int(c)) {
			s.inS[c] = true
			s.size++
			// Each depth has its own buffer (the wall grows by one
			// cell per level): no allocation per node, which matters
			// under WASM.
			next := append(s.bufs[s.size][:0], untried...)
			mark := len(next)
			for _, d := range s.adj[c] {
				if s.can[d] && !s.seen[d] && !s.excl[d] {
					s.seen[d] = true
					next = append(next, d)
				}
			}
			if s.ok(int(c)) {
				if s.size == s.w {
					s.found()
				} else {
					s.grow(next)
				}
			}
			for _, d := range next[mark:] {
				s.seen[d] = false
			}
			s.bufs[s.size] = next[:0]
			s.inS[c] = false
			s.size--
		}
		s.excl[c] = true
		rejected = append(rejected, c)
		if !s.ok(-1) {
			break
		}
	}
	for _, c := range rejected {
		s.excl[c] = false
	}
	s.rej[depth] = rejected[:0]
}

// block says whether putting c into the wall makes a 2x2 block of wall.
func (s *wallSearch) block(c int) bool {
	cols, rows := s.cols, len(s.inS)/s.cols
	y, x := c/cols, c%cols
	for dy := -1; dy <= 0; dy++ {
		for dx := -1; dx <= 0; dx++ {
			y0, x0 := y+dy, x+dx
			if y0 < 0 || x0 < 0 || y0+1 >= rows || x0+1 >= cols {
				continue
			}
			full := true
			for _, d := range [4]int{y0*cols + x0, y0*cols + x0 + 1, (y0+1)*cols + x0, (y0+1)*cols + x0 + 1} {
				if d != c && !s.inS[d] {
					full = false
					break
				}
			}
			if full {
				return true
			}
		}
	}
	return false
}

func (s *wallSearch) found() {
	a := Answer{P: s.p, Cells: make([]uint8, len(s.inS))}
	for c, in := range s.inS {
		if in {
			a.Cells[c] = Wall
		} else {
			a.Cells[c] = Dot
		}
	}
	if s.p.Check(a) == nil {
		s.sols = append(s.sols, a)
	}
}

// ok prunes the partial wall (see the comment at the top of the file).
// added is the cell just put into the wall, -1 when the wall is the one
// ok last saw at this size (a cell was only excluded), -2 to recompute
// everything. While the cells outside the wall stay in one part (a new
// wall cell whose free neighbours stay joined around it cannot split
// them) the component pass reduces to counts.
func (s *wallSearch) ok(added int) bool {
	left := int32(s.w - s.size)
	if left < 0 {
		return false
	}
	// Distance from the wall through cells that may still be wall.
	dist, q := s.dist, s.queue[:0]
	for c := range dist {
		dist[c] = -1
		if s.inS[c] {
			dist[c] = 0
			q = append(q, int32(c))
		}
	}
	reach := 0
	for i := 0; i < len(q); i++ {
		c := q[i]
		if dist[c] >= left {
			continue
		}
		for _, d := range s.adj[c] {
			if dist[d] < 0 && s.can[d] && !s.excl[d] {
				dist[d] = dist[c] + 1
				q = append(q, d)
				reach++
			}
		}
	}
	for _, c := range s.forced {
		if dist[c] < 0 {
			return false
		}
	}
	// Components of the cells outside the wall.
	comp := s.comp
	whole := false
	switch {
	case added == -1:
		whole = !s.split[s.size]
	case added >= 0:
		whole = s.size >= 2 && !s.split[s.size-1] && s.joined(added)
	}
	if whole {
		// One part: its size minus its numbers is the wall left, and
		// every cell the wall can still reach is in it.
		if int(left) > reach || s.clues >= 2 && left == 0 {
			return false
		}
		s.split[s.size] = false
		return s.whiteParts(dist, left, q)
	}
	parts := 0
	for c := range comp {
		comp[c] = -1
	}
	for c0 := range comp {
		if s.inS[c0] || comp[c0] >= 0 {
			continue
		}
		parts++
		size, sum, clues, maybe := 0, 0, 0, 0
		q = append(q[:0], int32(c0))
		comp[c0] = int32(c0)
		for i := 0; i < len(q); i++ {
			c := q[i]
			size++
			if k := s.p.Clues[c]; k != NoClue {
				clues++
				sum += k
			}
			if dist[c] > 0 {
				maybe++
			}
			for _, d := range s.adj[c] {
				if !s.inS[d] && comp[d] < 0 {
					comp[d] = int32(c0)
					q = append(q, d)
				}
			}
		}
		switch {
		case sum > size, size-sum > maybe, size-sum > int(left):
			return false
		case clues >= 2 && size == sum:
			return false
		}
	}
	s.split[s.size] = parts >= 2
	return s.whiteParts(dist, left, q)
}

// whiteParts is ok's check of the surely white parts.
func (s *wallSearch) whiteParts(dist []int32, left int32, q []int32) bool {
	comp := s.comp
	// Components of the surely white cells.
	for c := range comp {
		comp[c] = -1
	}
	for c0 := range comp {
		if s.inS[c0] || dist[c0] > 0 || comp[c0] >= 0 {
			continue
		}
		size, clue := 0, -1
		q = append(q[:0], int32(c0))
		comp[c0] = int32(c0)
		for i := 0; i < len(q); i++ {
			c := q[i]
			size++
			if k := s.p.Clues[c]; k != NoClue {
				if clue >= 0 {
					return false
				}
				clue = k
			}
			for _, d := range s.adj[c] {
				if !s.inS[d] && dist[d] <= 0 && comp[d] < 0 {
					comp[d] = int32(c0)
					q = append(q, d)
				}
			}
		}
		if clue >= 0 && size > clue {
			return false
		}
		s.clueOf[c0], s.sizeOf[c0] = int32(clue), int32(size)
	}
	s.queue = q
	return s.mustWall(dist, left)
}

// joined says whether the free neighbours of c (on the board, outside
// the wall) are joined through free cells around c, so that taking c
// into the wall cannot split the cells outside it.
func (s *wallSearch) joined(c int) bool {
	cols, rows := s.cols, len(s.inS)/s.cols
	y, x := c/cols, c%cols
	free := func(dy, dx int) bool {
		yy, xx := y+dy, x+dx
		return yy >= 0 && xx >= 0 && yy < rows && xx < cols && !s.inS[yy*cols+xx]
	}
	// The four sides in turn, and the corner between each and the next.
	side := [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	n, joins := 0, 0
	for i, d := range side {
		if !free(d[0], d[1]) {
			continue
		}
		n++
		e := side[(i+1)%4]
		if free(e[0], e[1]) && free(d[0]+e[0], d[1]+e[1]) {
			joins++
		}
	}
	return n-joins <= 1
}

// mustWall prunes by the surely white parts with a number: a cell next to
// two of them, or next to one that is complete, must be wall, so it must be
// within reach (the caller has checked the surely white ones), and there
// can be no more of them than the wall has left. (A room check per
// number, as in bounds.go, cut the nodes by a sixth but cost a third
// more time.)
func (s *wallSearch) mustWall(dist []int32, left int32) bool {
	comp := s.comp
	// other returns the numbered part next to c, or -1; -2 when c
	// touches two.
	other := func(c int) int32 {
		o := int32(-1)
		for _, d := range s.adj[c] {
			k := comp[d]
			if k < 0 || s.clueOf[k] < 0 || k == o {
				continue
			}
			if o >= 0 {
				return -2
			}
			o = k
		}
		return o
	}
	must := int32(0)
	for c := range comp {
		if s.inS[c] || dist[c] <= 0 {
			continue
		}
		o := other(c)
		switch {
		case o == -2:
			must++
		case o >= 0 && s.sizeOf[o] == s.clueOf[o]:
			must++
		}
	}
	return must <= left
}
