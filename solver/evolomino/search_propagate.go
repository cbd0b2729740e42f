package evolomino

// The propagating search's propagation: labelling the groups of squares
// and the fixpoint loop over the rules listed in search.go's file comment
// (the per-arrow ones are in search_arrow.go). It runs at every node and
// inside every probe, so it is the hot path.

// groups labels the groups of squares.
func (s *search) groups() bool {
	p := s.p
	for c := range s.comp {
		s.comp[c] = -1
	}
	s.members = s.members[:0]
	s.anchor = s.anchor[:0]
	s.closed = s.closed[:0]
	// All groups' cells share one buffer, each group a run of it: this
	// runs in every propagation pass, and a slice per group was most of
	// what remained of the search's garbage. A members slice is only read
	// until the next call.
	buf := s.groupBuf[:0]
	for st := 0; st < s.n; st++ {
		if s.mark[st] != sSquare || s.comp[st] >= 0 {
			continue
		}
		id := int32(len(s.members))
		s.comp[st] = id
		from := len(buf)
		buf = append(buf, st)
		cells := buf[from:]
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
						buf = append(buf, d)
						cells = buf[from:]
					}
				case sUnknown:
					cl = false
				}
			}
		}
		s.members = append(s.members, cells[:len(cells):len(cells)])
		s.anchor = append(s.anchor, an)
		s.closed = append(s.closed, cl)
	}
	s.groupBuf = buf
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
