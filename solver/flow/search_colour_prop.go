package flow

// The colouring counter's propagation: narrowing a cell's colours or an
// edge, the queue of cells to revisit, and the per-colour checks that
// follow (the block-cut tree pass in paths, a finished class's balance and
// line in classCheck). search_colour.go holds the state and the branching
// that calls it; this file is the inner loop, kept apart so each reads on
// its own.

import "math/bits"

func (s *colourCounter) resetQueue() {
	for _, c := range s.queue {
		s.queued[c] = false
	}
	s.queue = s.queue[:0]
	s.dirty, s.closed = 0, 0
}

func (s *colourCounter) enqueue(c int32) {
	if !s.queued[c] {
		s.queued[c] = true
		s.queue = append(s.queue, c)
	}
}

// setDom narrows cell c to d (a subset of its colours).
func (s *colourCounter) setDom(c int32, d uint64) bool {
	dom := s.cur()
	if d == dom[c] {
		return true
	}
	if d == 0 {
		return false
	}
	// Only colours with a decided cell beside c are asked again (paths):
	// far from every line of k, losing a cell seldom changes k's routes,
	// and asking every colour the cell lost cost twice the time for 10%
	// fewer nodes. What the check skips is caught later (a colour is
	// asked again once a line of it comes near) or at the leaves, which
	// are checked whole, so counts stay exact.
	lost := dom[c] &^ d
	if !s.eager {
		lost &= s.linesAt(c)
	}
	s.dirty |= lost
	dom[c] = d
	if !s.tight || s.visitAll {
		s.enqueue(c)
		for _, r := range s.nb[c] {
			if r >= 0 {
				s.enqueue(r)
			}
		}
		return true
	}
	// Flow Free visits only c, and only when its rules (cell) have
	// something new to read. Every rule of cell is symmetric in an
	// edge's two ends: what a neighbour r would conclude from c's change
	// (an on edge's ends agree, an edge to a cell that shares no colour
	// is off, touch-free neighbours of one colour are joined) c's own
	// visit concludes too, and setEdge queues both ends of an edge it
	// decides, so queueing r as well only repeats work (a third of all
	// visits on the 14x14 jumbos). c itself has something new when it
	// became one colour, has an on edge, or lost the last colour it
	// shared with an open neighbour (mustVisit); otherwise its edges and
	// their counts are as they were. Numberlink keeps queueing c and its
	// neighbours (its node counts were measured with that order).
	if d&(d-1) == 0 || s.mustVisit(c, d) {
		s.enqueue(c)
	}
	return true
}

// mustVisit: whether cell c, narrowed to d (not a single colour), has
// anything new for its rules (cell): an on edge whose other end may now
// disagree, or an open edge to a neighbour that now shares no colour.
func (s *colourCounter) mustVisit(c int32, d uint64) bool {
	dom, edge := s.lvDom, s.lvEdge
	a := s.adj[8*c : 8*c+8 : 8*c+8]
	for i := 0; i < 8; i += 2 {
		r, e := a[i], a[(i+1)&7]
		if r < 0 {
			continue
		}
		switch edge[e] {
		case 1:
			return true
		case 0:
			if dom[r]&d == 0 {
				return true
			}
		}
	}
	return false
}

// linesAt: the colours of the decided cells among c and its neighbours.
func (s *colourCounter) linesAt(c int32) uint64 {
	dom := s.lvDom
	var near uint64
	if d := dom[c]; d&(d-1) == 0 {
		near = d
	}
	a := s.adj[8*c : 8*c+8 : 8*c+8]
	for i := 0; i < 8; i += 2 {
		if r := a[i]; r >= 0 && dom[r]&(dom[r]-1) == 0 {
			near |= dom[r]
		}
	}
	return near
}

// setEdge decides edge e between c and r.
func (s *colourCounter) setEdge(e, c, r int32, v int8) bool {
	edge := s.edges()
	if edge[e] == v {
		return true
	}
	if edge[e] != 0 {
		return false
	}
	edge[e] = v
	s.enqueue(c)
	s.enqueue(r)
	if v < 0 {
		both := s.cur()[c] & s.cur()[r]
		if !s.eager {
			// As in setDom: only colours with a line beside the edge.
			both &= s.linesAt(c) | s.linesAt(r)
		}
		s.dirty |= both
		return true
	}
	dom := s.cur()
	d := dom[c] & dom[r] &^ s.empty
	if !s.setDom(c, d) || !s.setDom(r, d) {
		return false
	}
	a, b := s.find(c), s.find(r)
	if a == b {
		return false // a loop
	}
	uf, dots := s.lvUF, s.lvDots
	uf[a] = b
	switch da, db := dots[a], dots[b]; {
	case da != 0 && db != 0 && da != db:
		return false // a line between dots of two colours
	case da != 0 && db != 0:
		s.closed |= 1 << (da - 1)
	case da != 0:
		dots[b] = da
	}
	return true
}

// cell applies the line rules at c: its on edges join cells of one
// colour; it has exactly `need` on edges (2, a dot 1, an empty cell 0)
// among those not ruled out (another colour beyond, or the edge would
// close a loop); touch-free, two cells of one colour side by side are
// joined.
func (s *colourCounter) cell(c int32) bool {
	dom, edge := s.lvDom, s.lvEdge
	a := s.adj[8*c : 8*c+8 : 8*c+8] // (neighbour, edge) per direction
	for i := 0; i < 8; i += 2 {
		if r := a[i]; r >= 0 && edge[a[i+1]] == 1 && dom[r] != dom[c] {
			d := dom[c] & dom[r] &^ s.empty
			if !s.setDom(c, d) || !s.setDom(r, d) {
				return false
			}
		}
	}
	if d := dom[c]; s.touchFree && d&(d-1) == 0 && d != s.empty {
		for i := 0; i < 8; i += 2 {
			r, e := a[i], a[i+1]
			if r < 0 {
				continue
			}
			switch {
			case edge[e] < 0:
				if dom[r]&d != 0 && !s.setDom(r, dom[r]&^d) {
					return false
				}
			case edge[e] == 0 && dom[r] == d:
				if !s.setEdge(e, c, r, 1) {
					return false
				}
			}
		}
	}
	on, open := 0, 0
	fc := s.find(c)
	for i := 0; i < 8; i += 2 {
		r, e := a[i], a[i+1]
		if r < 0 {
			continue
		}
		switch edge[e] {
		case 1:
			on++
		case 0:
			if dom[r]&dom[c]&^s.empty == 0 || s.find(r) == fc {
				if !s.setEdge(e, c, r, -1) {
					return false
				}
				continue
			}
			open++
		}
	}
	need := 2
	switch d := dom[c]; {
	case s.dotOf[c] >= 0:
		need = 1
	case d == s.empty:
		need = 0
	case d&s.empty != 0:
		// Used or empty: used once it has a line, empty when it cannot
		// have two.
		switch {
		case on > 0:
			if !s.setDom(c, d&^s.empty) {
				return false
			}
		case on+open < 2:
			return s.setDom(c, s.empty) && s.cell(c)
		default:
			return true
		}
	}
	switch {
	case on > need || on+open < need:
		return false
	case open == 0:
		return true
	case on+open == need:
		for i := 0; i < 8; i += 2 {
			if r, e := a[i], a[i+1]; r >= 0 && edge[e] == 0 {
				if !s.setEdge(e, c, r, 1) {
					return false
				}
			}
		}
	case on == need:
		for i := 0; i < 8; i += 2 {
			if r, e := a[i], a[i+1]; r >= 0 && edge[e] == 0 {
				if !s.setEdge(e, c, r, -1) {
					return false
				}
			}
		}
	}
	return true
}

// propagate runs the rules to a fixpoint from the queued cells and dirty
// colours. It returns false on a contradiction.
func (s *colourCounter) propagate() bool {
	for {
		for len(s.queue) > 0 {
			c := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			s.queued[c] = false
			q0, d0 := len(s.queue), s.dirty
			if !s.cell(c) {
				return false
			}
			if len(s.queue) == q0 && s.dirty == d0 {
			}
		}
		if s.closed != 0 {
			// A line joined its dots: it is the whole class.
			k := bits.TrailingZeros64(s.closed)
			s.closed &^= 1 << k
			if !s.closeClass(k) {
				return false
			}
			continue
		}
		s.dirty &= s.all &^ s.empty
		if s.dirty == 0 {
			break
		}
		k := bits.TrailingZeros64(s.dirty)
		s.dirty &^= 1 << k
		if s.find(s.ends[k][0]) == s.find(s.ends[k][1]) {
			continue // its line is drawn: closeClass ruled k out elsewhere
		}
		q0 := len(s.queue)
		if !s.paths(k) {
			return false
		}
		if len(s.queue) == q0 {
		}
		// paths(k) only took k from cells off every route between its
		// dots, which leaves the routes' blocks as they were: k is at
		// its fixpoint until something else changes.
		s.dirty &^= 1 << k
	}
	// Complete classes: check them whole once.
	dom := s.cur()
	ver := s.ver[s.depth]
	for k := 0; k < s.k; k++ {
		if ver&(1<<k) != 0 {
			continue
		}
		switch s.classCheck(dom, k) {
		case 0:
			return false
		case 1:
			ver |= 1 << k
		}
	}
	s.ver[s.depth] = ver
	return true
}

// closeClass: colour k's line joins its dots, so no other cell is k.
func (s *colourCounter) closeClass(k int) bool {
	bit := uint64(1) << k
	root := s.find(s.ends[k][0])
	dom := s.cur()
	for c := int32(0); c < int32(s.n); c++ {
		if dom[c]&bit != 0 && s.find(c) != root {
			if !s.setDom(c, dom[c]&^bit) {
				return false
			}
		}
	}
	return true
}

// paths runs the block-cut reasoning for colour k (see search_colour.go)
// over the cells that may be k and the edges still open or on.
func (s *colourCounter) paths(k int) bool {
	dom := s.cur()
	edge := s.edges()
	bit := uint64(1) << k
	d1, d2 := s.ends[k][0], s.ends[k][1]
	s.stamp++
	if s.stamp >= 1<<30 {
		for i := range s.tj {
			s.tj[i].disc = 0
		}
		s.stamp = 1
	}
	// disc values are stamp-relative: disc >= base means visited now.
	base := s.stamp
	t := base
	// A cell's Tarjan numbers sit together (tj): one bounds check and
	// one cache line a cell instead of one per array.
	tj, adj := s.tj, s.adj
	// order and the stack (stkV, stkI: a cell and its next direction)
	// hold each cell at most once, so they are sized n up front and
	// indexed directly: no append in the loop.
	order, stkV, stkI := s.order, s.stkV, s.stkI
	order[0] = d1
	no := 1
	tj[d1] = tjCell{disc: t, low: t, parent: -1}
	t++
	sp := 0
	stkV[0], stkI[0] = d1, 0
	for sp >= 0 {
		v := stkV[sp]
		tv := &tj[v]
		// v's neighbours and edges, four pairs (adj): one slice with
		// masked indices below, so the loop carries no bounds checks.
		a := adj[8*v : 8*v+8 : 8*v+8]
		pushed := false
		for i := int(stkI[sp]); i < 8; i += 2 {
			r := a[i&7]
			if r < 0 || dom[r]&bit == 0 || edge[a[(i+1)&7]] < 0 {
				continue
			}
			tr := &tj[r]
			if tr.disc < base {
				*tr = tjCell{disc: t, low: t, parent: v}
				t++
				order[no] = r
				no++
				stkI[sp] = int8(i + 2)
				sp++
				stkV[sp], stkI[sp] = r, 0
				pushed = true
				break
			}
			if r != tv.parent && tr.disc < tv.low {
				tv.low = tr.disc
			}
		}
		if pushed {
			continue
		}
		sp--
		if p := tv.parent; p >= 0 && tv.low < tj[p].low {
			tj[p].low = tv.low
		}
	}
	s.stamp = t
	visited := order[:no]
	if tj[d2].disc < base {
		return false // the dots are cut apart
	}
	// Blocks: a tree edge p-w starts a block when low[w] >= disc[p].
	for _, w := range visited[1:] {
		tw := &tj[w]
		p := tw.parent
		if p == d1 || tw.low >= tj[p].disc {
			tw.blk = w
		} else {
			tw.blk = tj[p].blk
		}
	}
	// The tree path from d2 up to d1, and the blocks along it (a block
	// is named by its top child).
	for _, w := range visited {
		s.onPath[w] = false
		s.pathBlk[w] = false
	}
	cut := s.set[:0]
	for w := d2; w != d1; w = tj[w].parent {
		s.onPath[w] = true
		s.pathBlk[tj[w].blk] = true
		if p := tj[w].parent; p != d1 && tj[w].blk == w {
			cut = append(cut, p)
		}
	}
	s.set = cut
	s.onPath[d1] = true
	for c := int32(0); c < int32(s.n); c++ {
		if dom[c]&bit == 0 {
			continue
		}
		if tc := &tj[c]; tc.disc >= base && (s.onPath[c] || s.pathBlk[tc.blk]) {
			continue
		}
		if !s.setDom(c, dom[c]&^bit) {
			return false
		}
	}
	for _, c := range cut {
		if !s.setDom(c, bit) {
			return false
		}
	}
	return true
}

// classCheck checks colour k's class once no cell may still become k:
// 1 valid, 0 not, -1 not complete yet (or undecided: the count is then
// marked unsure at the leaves).
func (s *colourCounter) classCheck(dom []uint64, k int) int {
	bit := uint64(1) << k
	d1, d2 := s.ends[k][0], s.ends[k][1]
	set := s.set[:0]
	bal := 0
	for c := int32(0); c < int32(s.n); c++ {
		d := dom[c]
		if d&bit == 0 {
			continue
		}
		if d != bit {
			return -1
		}
		if c != d1 && c != d2 {
			set = append(set, c)
		}
		if s.par[c] == 1 {
			bal++
		} else {
			bal--
		}
	}
	s.set = set
	if bal != int(s.want[k]) {
		return 0
	}
	if s.walkLine(dom, bit, d1, d2, len(set)) {
		return 1
	}
	_, res, _ := hamPath(s.nb, s.un, set, d1, d2, 1<<18, false)
	if res < 0 {
		s.uns[s.depth] = true // checked again at the leaf
		return 1
	}
	return res
}

// walkLine reports whether the cells of colour bit form a line from d1
// to d2 through exactly `inner` other cells that can be walked without a
// choice: each step has one neighbour of the colour besides the one it
// came from. A touch-free class is such a line, and the walk costs one
// step a cell where hamPath's search costs a connectivity pass a step;
// false only means "not this simple", and hamPath decides.
func (s *colourCounter) walkLine(dom []uint64, bit uint64, d1, d2 int32, inner int) bool {
	prev, cur := int32(-1), d1
	for steps := 0; steps <= inner; steps++ {
		next := int32(-1)
		for _, r := range s.nb[cur] {
			if r < 0 || r == prev || dom[r] != bit {
				continue
			}
			if next >= 0 {
				return false // a choice: not a plain walk
			}
			next = r
		}
		switch {
		case next < 0:
			return false
		case next == d2:
			return steps == inner
		}
		prev, cur = cur, next
	}
	return false
}
