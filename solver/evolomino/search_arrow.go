package evolomino

// The propagating search's per-arrow rules: the count of possible
// squares on an arrow, at most k-1 squares before a closed block of k,
// bounds on the sizes of the blocks along an arrow (with the translation
// test between neighbours), and the placement step between consecutive
// squares (search_place.go lists the placements). propagate
// (search_propagate.go) runs them.

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

// reachOf floods from group b through undecided cells off the arrows and
// squares of groups without an arrow square: the cells its block may use.
// The list is written into out[:0] (scratch the caller keeps).
func (s *search) reachOf(out []int, b int32) []int {
	p := s.p
	s.seenGen++
	gen := s.seenGen
	out = append(out[:0], s.members[b]...)
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
	// The slots and their reach lists are scratch kept in s (this runs in
	// every propagation pass, and allocating them was most of the search's
	// garbage).
	sl := s.slots[:0]
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
		t := arrowSlot{b: b, lb: len(s.members[b]), linked: len(sl) > 0 && !gap}
		if s.closed[b] {
			t.ub = t.lb
		} else {
			k := len(sl)
			for len(s.reachBuf) <= k {
				s.reachBuf = append(s.reachBuf, nil)
			}
			s.reachBuf[k] = s.reachOf(s.reachBuf[k], b)
			t.reach = s.reachBuf[k]
			t.ub = len(t.reach)
		}
		sl = append(sl, t)
		gap = false
	}
	s.slots = sl
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

// translatable reports whether some translation T puts the group g0 inside
// the region r1 of the next block and the group g1 inside T(r0) but for
// one cell (the next block is the previous one moved plus one square).
func (s *search) translatable(g0, r0, g1, r1 []int) bool {
	g := s.p.G
	if len(s.in0) < s.n {
		s.in0, s.in1 = make([]bool, s.n), make([]bool, s.n)
	}
	in0, in1 := s.in0, s.in1
	for _, c := range r0 {
		in0[c] = true
	}
	for _, c := range r1 {
		in1[c] = true
	}
	defer func() {
		for _, c := range r0 {
			in0[c] = false
		}
		for _, c := range r1 {
			in1[c] = false
		}
	}()
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

// arrowSlot is one square along an arrow in sizes: its group, the bounds
// of its block's size, the cells the block may use (nil when closed), and
// whether it follows the previous slot with no undecided arrow cell
// between.
type arrowSlot struct {
	b      int32
	lb, ub int
	reach  []int
	linked bool
}
