package fillomino

// The play solver's region rules, called from propagate: capacity (groups
// that need distinct regions must fit on the board), whether a fresh
// region of w cells fits around an empty cell, and grow (an incomplete
// group's frontier and reach, which also scores it for branching). They
// share the breadth-first scratch of the searcher; search.go holds the
// search and search_propagate.go the loop that runs them.

import "slices"

// capacity is the counting rule: groups of v that cannot be in one region
// (too far apart for v cells, or one of them complete) need distinct
// regions of v cells each. A greedy set of pairwise incompatible groups
// per number gives a lower bound on the cells the groups' regions take;
// the empty cells no group can reach lie in other regions. More than the
// board fails. (On a 9x9 with two 15s, two 11s and two 9s this is what
// forces each pair to join.)
func (s *searcher) capacity() bool {
	ng := len(s.gval)
	if cap(s.deg) < ng {
		s.deg = make([]int32, ng)
	}
	deg := s.deg[:ng]
	for i := range deg {
		deg[i] = 0
	}
	for _, pr := range s.pairs {
		deg[pr[0]]++
		deg[pr[1]]++
	}
	// Each group's compatible partners (those a pair lists), so a group
	// is checked against its partners only rather than against every
	// chosen group through every pair: with a hundred groups and pairs on
	// a 15x15 board that scan was half the search's time.
	pstart := growInt32(s.pstart, ng+1)
	pstart[0] = 0
	for g := 0; g < ng; g++ {
		pstart[g+1] = pstart[g] + deg[g]
	}
	padj := growInt32(s.padj, int(pstart[ng]))
	fill := growInt32(s.pfill, ng)
	copy(fill, pstart[:ng])
	for _, pr := range s.pairs {
		padj[fill[pr[0]]] = pr[1]
		fill[pr[0]]++
		padj[fill[pr[1]]] = pr[0]
		fill[pr[1]]++
	}
	s.pstart, s.padj, s.pfill = pstart, padj, fill
	if cap(s.inChosen) < ng {
		s.inChosen = make([]bool, ng)
	}
	inChosen := s.inChosen[:ng]
	for i := range inChosen {
		inChosen[i] = false
	}
	total := int32(0)
	// Greedy, by ascending number of compatible partners: a group goes in
	// when no chosen group of its number is compatible with it.
	order := s.order[:0]
	for g := int32(0); g < int32(ng); g++ {
		order = append(order, g)
	}
	slices.SortFunc(order, func(a, b int32) int { return int(deg[a] - deg[b]) })
	s.order = order
	for _, g := range order {
		ok := true
		for _, o := range padj[pstart[g]:pstart[g+1]] {
			if inChosen[o] && s.gval[o] == s.gval[g] {
				ok = false
				break
			}
		}
		if ok {
			inChosen[g] = true
			total += s.gval[g]
		}
	}
	for c := range s.val {
		if s.val[c] == 0 && s.reachV[c] == 0 {
			total++
		}
	}
	return total <= int32(s.n)
}

// growInt32 is buf with length n, reallocated only when too small.
func growInt32(buf []int32, n int) []int32 {
	if cap(buf) < n {
		return make([]int32, n)
	}
	return buf[:n]
}

// freshCap bounds the sizes tried for a fresh region by the coverage rule
// (larger ones are assumed to fit when the empty area is large enough).
const freshCap = 16

// fits says whether a fresh region of w empty cells containing c fits:
// within distance w-1 of c through empty cells with no w beside them
// there are at least w cells.
func (s *searcher) fits(c int32, w int32) bool {
	if !s.canBeAlone(c, w) {
		return false
	}
	if w == 1 {
		return true
	}
	s.stamp++
	q := append(s.fq[:0], c)
	s.mark[c] = s.stamp
	s.dist[c] = 0
	ok := false
	for h := 0; h < len(q) && !ok; h++ {
		x := q[h]
		if s.dist[x] >= w-1 {
			continue
		}
		for d, y := range s.nb[x] {
			if y < 0 || s.val[y] != 0 || s.mark[y] == s.stamp || s.border[s.ne[x][d]] || !s.canBeAlone(y, w) {
				continue
			}
			s.mark[y] = s.stamp
			s.dist[y] = s.dist[x] + 1
			q = append(q, y)
			if int32(len(q)) >= w {
				ok = true
				break
			}
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.fq = q
	return ok
}

// areaAtLeast says whether the empty area of c (across non-borders) has at
// least k cells.
func (s *searcher) areaAtLeast(c int32, k int) bool {
	s.stamp++
	q := append(s.fq[:0], c)
	s.mark[c] = s.stamp
	for h := 0; h < len(q) && len(q) < k; h++ {
		x := q[h]
		for d, y := range s.nb[x] {
			if y >= 0 && s.val[y] == 0 && s.mark[y] != s.stamp && !s.border[s.ne[x][d]] {
				s.mark[y] = s.stamp
				q = append(q, y)
			}
		}
	}
	s.fq = q
	return len(q) >= k
}

// canBeAlone says whether empty cell c may be in a fresh region of v (one
// without numbered cells): no v beside it at all.
func (s *searcher) canBeAlone(c int32, v int32) bool {
	if c == s.avoid && v == s.avoidVal {
		return false
	}
	for _, y := range s.nb[c] {
		if y >= 0 && s.val[y] == v {
			return false
		}
	}
	return true
}

// openCount is the number of empty neighbours of c across non-borders.
func (s *searcher) openCount(c int32) int {
	k := 0
	for d, y := range s.nb[c] {
		if y >= 0 && s.val[y] == 0 && !s.border[s.ne[c][d]] {
			k++
		}
	}
	return k
}

// grow applies the frontier and reach rules to incomplete group g.
func (s *searcher) grow(g int32, v, size int32, cells []int32) bool {
	need := v - size
	// frontier: empty cells beside the group that can be v
	front, first := 0, int32(-1)
	bestContact, ties := -1, 0
	// The steered search stops the reach search once the group has
	// plenty of room (its deductions need the exact count only near
	// need): on a 64x50 board with regions of 30-60 cells the full search
	// visits thousands of cells per group and node. What it did not
	// visit is over-approximated (overReach).
	stopAt := int32(-1)
	if s.steer {
		stopAt = 2*need + 8
	}
	q := s.queue[:0]
	for _, x := range cells {
		s.dist[x] = 0
		q = append(q, x)
	}
	count := int32(0)
	pairStart := len(s.pairs)
	empties := s.empties[:0] // scratch: one slice per call was most of the search's garbage
	for h := 0; h < len(q); h++ {
		if stopAt >= 0 && count >= stopAt && h >= len(cells) {
			s.gtrunc[g] = true
			s.trunc = append(s.trunc, g)
			break
		}
		x := q[h]
		dx := s.dist[x]
		if dx >= need {
			continue
		}
		for d, y := range s.nb[x] {
			if y < 0 || s.dist[y] >= 0 || s.border[s.ne[x][d]] {
				continue
			}
			switch {
			case s.val[y] == v:
				// another group of v: joining it is possible, it counts
				if o := s.comp[y]; o != g && size+dx+s.gsize[o] <= v {
					if n := len(s.pairs); n == 0 || s.pairs[n-1] != [2]int32{g, o} {
						if !containsPair(s.pairs[pairStart:], o) {
							s.pairs = append(s.pairs, [2]int32{g, o})
						}
					}
				}
			case s.val[y] == 0:
				if !s.canBe(y, v) {
					if dx == 0 {
						s.forbid(y, v)
					}
					continue
				}
				if dx == 0 {
					front++
					if !s.steer {
						first = y
					} else if k := s.contact(y, g); k > bestContact {
						first, bestContact, ties = y, k, 1
					} else if k == bestContact {
						// ties broken at random, differently per restart
						ties++
						if s.rng != nil && s.rng.IntN(ties) == 0 {
							first = y
						}
					}
				}
				empties = append(empties, y)
			default:
				continue
			}
			s.dist[y] = dx + 1
			q = append(q, y)
			count++
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.queue, s.empties = q, empties
	if front == 0 || count < need {
		return false
	}
	for _, y := range empties {
		switch s.reachV[y] {
		case 0:
			s.reachV[y] = v
		case v, -1:
		default:
			s.reachV[y] = -1
		}
	}
	if count == need {
		for _, y := range empties {
			s.setVals = append(s.setVals, [2]int32{y, v})
		}
		return true
	}
	if front == 1 {
		s.setVals = append(s.setVals, [2]int32{first, v})
		return true
	}
	// Largest number first (weighted: ten ways to grow weigh one unit of
	// number), then the fewest ways to grow: big regions constrain the
	// rest most (on a 9x9 of long snaking regions ten times fewer nodes
	// than by ways to grow alone). The fail-first order takes the fewest
	// ways to grow alone: on a board with one huge region the largest-first
	// order guesses that region's shape cell by cell, where completing the
	// small regions first leaves it the rest (a 10x10 with a 55: a few
	// hundred nodes against millions).
	score := -int(v)*10 + front
	if s.failFirst {
		score = front
	}
	if s.failFirst && s.roomy {
		// Two attempts in three of the steered search also weigh the room
		// left: a group that must take most of the cells it can reach
		// comes before one with few ways to grow but plenty of room (on
		// the 36x20 boards with regions of 6-60 cells more than twice the
		// attempts succeed; on some 10x10 boards with two huge regions
		// none do, and the third attempts settle those in 100 nodes). The
		// room is counted up to stopAt, which caps this term at about 8.
		score += int(count-need) * 8 / int(need)
	}
	if score < s.bestCount {
		s.bestGroup, s.bestFront, s.bestCount = g, first, score
	}
	return true
}

// containsPair says whether the pairs (of one group) name partner o.
func containsPair(pairs [][2]int32, o int32) bool {
	for _, pr := range pairs {
		if pr[1] == o {
			return true
		}
	}
	return false
}
