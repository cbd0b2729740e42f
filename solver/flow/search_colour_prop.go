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
	s.enqueue(c)
	for _, r := range s.nb[c] {
		if r >= 0 {
			s.enqueue(r)
		}
	}
	return true
}

// linesAt: the colours of the decided cells among c and its neighbours.
func (s *colourCounter) linesAt(c int32) uint64 {
	dom := s.cur()
	var near uint64
	if d := dom[c]; d&(d-1) == 0 {
		near = d
	}
	for _, r := range s.nb[c] {
		if r >= 0 && dom[r]&(dom[r]-1) == 0 {
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
	uf := s.uf[s.depth*s.n : (s.depth+1)*s.n]
	dots := s.dots[s.depth*s.n : (s.depth+1)*s.n]
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
	dom := s.cur()
	edge := s.edges()
	for i, r := range s.nb[c] {
		if r >= 0 && edge[s.eid[c][i]] == 1 && dom[r] != dom[c] {
			d := dom[c] & dom[r] &^ s.empty
			if !s.setDom(c, d) || !s.setDom(r, d) {
				return false
			}
		}
	}
	if d := dom[c]; s.touchFree && d&(d-1) == 0 && d != s.empty {
		for i, r := range s.nb[c] {
			if r < 0 {
				continue
			}
			switch e := s.eid[c][i]; {
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
	for i, r := range s.nb[c] {
		if r < 0 {
			continue
		}
		e := s.eid[c][i]
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
		for i, r := range s.nb[c] {
			if r >= 0 && edge[s.eid[c][i]] == 0 {
				if !s.setEdge(s.eid[c][i], c, r, 1) {
					return false
				}
			}
		}
	case on == need:
		for i, r := range s.nb[c] {
			if r >= 0 && edge[s.eid[c][i]] == 0 {
				if !s.setEdge(s.eid[c][i], c, r, -1) {
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
			if !s.cell(c) {
				return false
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
		if !s.paths(k) {
			return false
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
		for i := range s.disc {
			s.disc[i] = 0
		}
		s.stamp = 1
	}
	// disc values are stamp-relative: disc[v] >= base means visited now.
	base := s.stamp
	t := base
	disc, low, parent, nb, eid := s.disc, s.low, s.parent, s.nb, s.eid
	order := append(s.order[:0], d1)
	disc[d1], low[d1], parent[d1] = t, t, -1
	t++
	stk := append(s.stk[:0], dfsFrame{v: d1})
	for len(stk) > 0 {
		top := &stk[len(stk)-1]
		v := top.v
		pushed := false
		for top.i < 4 {
			i := top.i
			top.i++
			r := nb[v][i]
			if r < 0 || dom[r]&bit == 0 || edge[eid[v][i]] < 0 {
				continue
			}
			if disc[r] < base {
				disc[r], low[r], parent[r] = t, t, v
				t++
				order = append(order, r)
				stk = append(stk, dfsFrame{v: r})
				pushed = true
				break
			}
			if r != parent[v] && disc[r] < low[v] {
				low[v] = disc[r]
			}
		}
		if pushed {
			continue
		}
		stk = stk[:len(stk)-1]
		if p := parent[v]; p >= 0 && low[v] < low[p] {
			low[p] = low[v]
		}
	}
	s.order = order
	s.stk = stk
	s.stamp = t
	if s.disc[d2] < base {
		return false // the dots are cut apart
	}
	// Blocks: a tree edge p-w starts a block when low[w] >= disc[p].
	for _, w := range s.order[1:] {
		p := s.parent[w]
		if p == d1 || s.low[w] >= s.disc[p] {
			s.blk[w] = w
		} else {
			s.blk[w] = s.blk[p]
		}
	}
	// The tree path from d2 up to d1, and the blocks along it (a block
	// is named by its top child).
	for _, w := range s.order {
		s.onPath[w] = false
		s.pathBlk[w] = false
	}
	cut := s.set[:0]
	for w := d2; w != d1; w = s.parent[w] {
		s.onPath[w] = true
		s.pathBlk[s.blk[w]] = true
		if p := s.parent[w]; p != d1 && s.blk[w] == w {
			cut = append(cut, p)
		}
	}
	s.set = cut
	s.onPath[d1] = true
	for c := int32(0); c < int32(s.n); c++ {
		if dom[c]&bit == 0 {
			continue
		}
		if s.disc[c] >= base && (s.onPath[c] || s.pathBlk[s.blk[c]]) {
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
	_, res, _ := hamPath(s.nb, s.un, set, d1, d2, 1<<18, false)
	if res < 0 {
		s.uns[s.depth] = true // checked again at the leaf
		return 1
	}
	return res
}
