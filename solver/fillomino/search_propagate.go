package fillomino

// The play solver's propagation: labelling the groups, the "cannot be v"
// bookkeeping on borders, and the fixpoint loop that applies the rules
// listed in search.go's file comment (the region rules it calls are in
// search_reach.go). It runs at every node, so it is the hot path.

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
	if c == s.avoid && v == s.avoidVal {
		return false
	}
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

// propagate runs the rules of search.go's file comment to a fixpoint;
// false means the state has no solution.
func (s *searcher) propagate() bool {
	for round := 1; ; round++ {
		if round&15 == 0 && s.expiredNow() {
			return false
		}
		// A branch or the last round's deductions may have given the
		// avoided cell its avoided number.
		if s.avoid >= 0 && s.val[s.avoid] == s.avoidVal || !s.groups() {
			return false
		}
		s.setVals, s.setBords = s.setVals[:0], s.setBords[:0]
		for i := range s.reachV {
			s.reachV[i] = 0
		}
		s.bestGroup, s.bestCount = -1, 1<<30
		s.pairs = s.pairs[:0]
		s.gtrunc = growBool(s.gtrunc, len(s.gval))
		s.trunc = s.trunc[:0]
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
		if len(s.trunc) > 0 {
			s.overReach()
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
			if s.steer {
				s.steerFront()
			}
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
