package flow

// The line search's checks: forced moves played in a chain (settle), then
// the prunes that reject a board, cheapest first (dead ends, stranded
// colours and regions, chokepoints). search.go holds the node arena and
// the best-first loop; these are what make it fast, and they are tuned,
// so each reads on its own here.

// settle plays forced moves until none is left and runs the checks. It
// returns false when the board cannot be finished.
func (s *searcher) settle(id int32, active int) bool {
	var mv [5]int32
	for {
		changed := false
		d := s.done(id)
		for j := 1; j <= s.k; j++ {
			if isDone(d, j) {
				continue
			}
			m := s.moves(id, j, mv[:0])
			switch len(m) {
			case 0:
				return false
			case 1:
				s.play(id, j, m[0])
				changed = true
				continue
			}
			// The goal end: with one free neighbour (and the head not
			// beside it) that cell must be the path's last step, so the
			// goal moves there. Exact in every mode.
			if g, ok := s.goalForced(id, j); !ok {
				return false
			} else if g >= 0 {
				s.cells(id)[g] = uint16(j)
				s.goals(id)[j] = uint16(g)
				s.meta(id)[0]--
				changed = true
			}
		}
		if changed {
			continue
		}
		if s.cover {
			ok, ch := s.deadEndsAndForced(id)
			if !ok {
				return false
			}
			if ch {
				continue
			}
		}
		break
	}
	if !s.regions(id, -1, -1, 0) {
		return false
	}
	return s.chokepoints(id, active)
}

// goalForced returns the single free neighbour of colour j's goal when
// the head is not beside the goal (-1 when there are more), or !ok when
// the goal can no longer be reached at all.
func (s *searcher) goalForced(id int32, j int) (int32, bool) {
	cells := s.cells(id)
	g := int32(s.goals(id)[j])
	head := int32(s.heads(id)[j])
	only, n := int32(-1), 0
	for _, r := range s.nb[g] {
		if r == head {
			return -1, true
		}
		if r >= 0 && cells[r] == 0 {
			only = r
			n++
		}
	}
	switch n {
	case 0:
		return -1, false
	case 1:
		if !s.touch && !s.legalGoalStep(cells, j, head, g, only) {
			return -1, false
		}
		return only, true
	}
	return -1, true
}

// legalGoalStep: touch-free, the goal side may not grow beside the
// colour's other cells either (the head excepted: it joins next).
func (s *searcher) legalGoalStep(cells []uint16, j int, head, goal, f int32) bool {
	for _, r := range s.nb[f] {
		if r >= 0 && r != goal && r != head && cells[r] == uint16(j) {
			return false
		}
	}
	return true
}

// deadEndsAndForced scans the free cells (Flow Free): a cell needs two
// ways in (free neighbours, heads that may enter it, unjoined goals). With
// exactly two: a free neighbour and a head, or a head and its own goal,
// mean that head must enter now; two heads, two goals, or a head and
// another colour's goal can never both be used, so the board is dead.
func (s *searcher) deadEndsAndForced(id int32) (ok, changed bool) {
	cells := s.cells(id)
	heads := s.heads(id)
	goals := s.goals(id)
	d := s.done(id)
	for f := int32(0); f < int32(s.n); f++ {
		if cells[f] != 0 {
			continue
		}
		free, nh, ng := 0, 0, 0
		var hc, gc [4]int
		for _, r := range s.nb[f] {
			if r < 0 {
				continue
			}
			v := int(cells[r])
			switch {
			case v == 0:
				free++
			case isDone(d, v):
			case int32(heads[v]) == r:
				if s.headMayEnter(id, v, r, f) {
					hc[nh] = v
					nh++
				}
			case int32(goals[v]) == r:
				gc[ng] = v
				ng++
			}
		}
		switch ways := free + nh + ng; {
		case ways < 2:
			return false, false
		case ways > 2 || free == 2 || free == 1 && ng == 1:
		case free == 1 && nh == 1:
			s.play(id, hc[0], f)
			return true, true
		case nh == 1 && ng == 1 && hc[0] == gc[0]:
			s.play(id, hc[0], f)
			return true, true
		default:
			return false, false
		}
	}
	return true, false
}

func (s *searcher) headMayEnter(id int32, j int, head, f int32) bool {
	g := int32(s.goals(id)[j])
	if !s.touch {
		for _, r := range s.nb[head] {
			if r == g {
				return false // must join instead
			}
		}
	}
	return s.legal(s.cells(id), j, head, g, f)
}

// regions labels the free cells (with cells blockA/blockB... treated as
// taken when given, for chokepoints) and checks that every open colour
// has a region touching both its head and its goal (or they touch), and,
// Flow Free, that every region is touched by both ends of some colour.
// It returns false when something is stranded; with stranded > 0 it
// instead counts stranded colours and reports whether they are at most
// `allowed`.
func (s *searcher) regions(id int32, blockFrom, blockDir int32, width int) bool {
	cells := s.cells(id)
	base := s.nextEpoch()
	// A strip being tested is marked taken (0xffff) for the labelling and
	// restored before returning.
	if width > 0 {
		strip, ns, ok := s.stripAhead(cells, blockFrom, blockDir, width)
		if !ok {
			return true // nothing to test
		}
		for i := 0; i < ns; i++ {
			cells[strip[i]] = 0xffff
		}
		defer func() {
			for i := 0; i < ns; i++ {
				cells[strip[i]] = 0
			}
		}()
	}
	nreg := s.labelRegions(cells, base, width)
	s.epoch += nreg + 1
	// Which colours have both ends on which regions (Flow Free).
	check := s.cover && width == 0
	if check {
		s.resetRegionServers(nreg)
	}
	stranded, ok := s.strandedColours(id, cells, base, width, check)
	if !ok {
		return false
	}
	if width > 0 {
		return stranded <= width
	}
	if !check {
		return true
	}
	return s.regionsServed(id, nreg)
}

// nextEpoch starts a labelling pass and returns its base: s.region[c] >=
// base means labelled in this pass, so s.region is cleared only when the
// counter nears overflow.
func (s *searcher) nextEpoch() int32 {
	s.epoch++
	if s.epoch > 1<<30 {
		for i := range s.region {
			s.region[i] = 0
		}
		s.epoch = 1
	}
	return s.epoch
}

// stripAhead returns the width free cells straight ahead of from in
// direction dir, or !ok when there is nothing to test: the strip leaves
// the free space, or it does not close a gap (only a strip whose next cell
// is taken or off the board can be a bottleneck).
func (s *searcher) stripAhead(cells []uint16, from, dir int32, width int) (strip [4]int32, ns int, ok bool) {
	c := from
	for i := 0; i < width; i++ {
		c = s.nb[c][dir]
		if c < 0 || cells[c] != 0 {
			return strip, ns, false
		}
		strip[ns] = c
		ns++
	}
	if after := s.nb[c][dir]; after >= 0 && cells[after] == 0 {
		return strip, ns, false
	}
	return strip, ns, true
}

// labelRegions labels the free cells' regions (region id = base + index)
// and returns how many there are; unless a strip is being tested, it also
// records each region's black and white cell counts.
func (s *searcher) labelRegions(cells []uint16, base int32, width int) int32 {
	nreg := int32(0)
	for c := int32(0); c < int32(s.n); c++ {
		if cells[c] != 0 || s.region[c] >= base {
			continue
		}
		lab := base + nreg
		nreg++
		s.region[c] = lab
		q := append(s.bfs[:0], c)
		black := int32(0)
		for i := 0; i < len(q); i++ {
			black += int32(s.par[q[i]])
			for _, r := range s.nb[q[i]] {
				if r >= 0 && cells[r] == 0 && s.region[r] < base {
					s.region[r] = lab
					q = append(q, r)
				}
			}
		}
		s.bfs = q
		if width == 0 {
			if int(nreg) > len(s.regBlack) {
				s.regBlack = append(s.regBlack, 0)
				s.regWhite = append(s.regWhite, 0)
			}
			s.regBlack[nreg-1] = black
			s.regWhite[nreg-1] = int32(len(q)) - black
		}
	}
	return nreg
}

// resetRegionServers zeroes the per-region tallies of the colours that
// could serve each region.
func (s *searcher) resetRegionServers(nreg int32) {
	s.regServers = s.regServers[:0]
	s.regSole = s.regSole[:0]
	s.regSeen = s.regSeen[:0]
	for i := int32(0); i < nreg; i++ {
		s.regServers = append(s.regServers, 0)
		s.regSole = append(s.regSole, 0)
		s.regSeen = append(s.regSeen, 0)
	}
}

// strandedColours counts the open colours whose head and goal share no
// region (and do not touch), tallying with check which colours serve which
// regions. Testing no strip (width 0), the first stranded colour ends it
// with !ok.
func (s *searcher) strandedColours(id int32, cells []uint16, base int32, width int, check bool) (stranded int, ok bool) {
	heads := s.heads(id)
	d := s.done(id)
	goals := s.goals(id)
	for j := 1; j <= s.k; j++ {
		if isDone(d, j) {
			continue
		}
		h, g := int32(heads[j]), int32(goals[j])
		found := false
		for _, r := range s.nb[h] {
			if r == g {
				found = true
			}
		}
		for _, r := range s.nb[h] {
			if r < 0 || cells[r] != 0 || s.region[r] < base {
				continue
			}
			lr := s.region[r]
			for _, t := range s.nb[g] {
				if t >= 0 && cells[t] == 0 && s.region[t] == lr {
					found = true
					if check && s.regSeen[lr-base] != int32(j) {
						s.regSeen[lr-base] = int32(j)
						s.regServers[lr-base]++
						s.regSole[lr-base] = int32(j)
					}
				}
			}
		}
		if !found {
			stranded++
			if width == 0 {
				return stranded, false
			}
		}
	}
	return stranded, true
}

// regionsServed checks that every region has a colour to fill it. A
// colour that alone serves a region must fill all of it, and its path
// stays in one region, so it cannot be alone on two; and a path filling a
// region alternates the checkerboard colours, which fixes the balance of
// the region's black and white cells by the parity of the head and the
// goal.
func (s *searcher) regionsServed(id int32, nreg int32) bool {
	heads := s.heads(id)
	goals := s.goals(id)
	for i := int32(0); i < nreg; i++ {
		switch s.regServers[i] {
		case 0:
			return false
		case 1:
			j := s.regSole[i]
			for q := i + 1; q < nreg; q++ {
				if s.regServers[q] == 1 && s.regSole[q] == j {
					return false
				}
			}
			b, w := s.regBlack[i], s.regWhite[i]
			ph, pg := s.par[heads[j]], s.par[goals[j]]
			if (b+w)%2 == 0 {
				if b != w || ph == pg {
					return false
				}
			} else {
				// the majority colour is the opposite of head and goal
				maj := int8(0)
				if b > w {
					maj = 1
				}
				if b-w != 1 && w-b != 1 || ph != pg || maj == ph {
					return false
				}
			}
		}
	}
	return true
}

// chokepoints: from the active colour's head, strips of 1..3 free cells
// straight ahead in each direction; closing one must not strand more
// colours than it has cells, since each cell carries one path.
func (s *searcher) chokepoints(id int32, active int) bool {
	if active <= 0 || isDone(s.done(id), active) {
		return true
	}
	head := int32(s.heads(id)[active])
	for dir := int32(0); dir < 4; dir++ {
		for w := 1; w <= 3; w++ {
			if !s.regions(id, head, dir, w) {
				return false
			}
		}
	}
	return true
}
