package fillomino

// The restarting search: the propagating search in fail-first order,
// steered and restarted. It is the method for large boards with large
// regions and few givens (a 36x20 or 64x50 whose regions have 6-60 cells
// and a given on one cell in ten), which have many solutions but where a
// depth-first search that commits early to a wrong shape for one region
// (a long arm that cuts another given off from the room it needs) spends
// the rest of its time below that mistake: with no learning, backtracking
// one choice at a time never gets back up to it.
//
// Three things make it find answers there:
//   - steering (steerFront): a group grows toward the groups of its number
//     it may join (a large region carries two or three givens; grown
//     apart, each would claim a whole region's room), then where it
//     touches itself most (compact regions block the others least);
//   - restarts: each attempt has a node budget, 1.25 times the previous
//     one's, and its own random tie-breaks (and every third one another
//     order of groups: searcher.roomy), so a mistake high in the tree
//     costs one budget, not the rest of the deadline; the budgets grow
//     without bound, so a long enough run is complete (Unique and None
//     are proved by an attempt that ends within its budget);
//   - cheap nodes: no probing, and a group's reach search stops once it
//     has found plenty of room (grow); the cells it did not visit count
//     as reached by some group (overReach), which only weakens the rules
//     that read reach.
//
// Once it has an answer, later attempts skip that answer (searcher.other)
// and look for another: on these boards the first attempt that finds one
// answer mostly finds a second a few nodes later.

import (
	"math/rand/v2"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
)

// restartGrowth is how much larger each attempt's node budget is than the
// previous one's. The first has a node per cell: an attempt that finds an
// answer on these boards mostly goes straight to it (0.8-0.9 nodes per
// cell on the 36x20 and 64x50 boards), so one that has used more has
// mostly met a mistake it will not get out of.
const restartGrowth = 1.25

// restarts runs attempts until one settles the request for limit answers
// or the turns end (y.Yield returns false).
func (p *Puzzle) restarts(y *portfolio.Yielder, limit int) puzzle.Result {
	limit = max(limit, 1)
	var known []int
	var knownAnswer puzzle.Answer
	var nodes int64 // nodes not yet reported at a turn's end
	budget := float64(p.G.Cells())
	for attempt := uint64(0); ; attempt++ {
		s := p.newSearcher(y.Context(), p.Clues)
		s.yield, s.failFirst, s.noProbe, s.steer = y, true, true, true
		s.roomy = attempt%3 != 2
		s.rng = rand.New(rand.NewPCG(attempt, 25))
		s.budget = int64(budget)
		s.other = known
		want := limit
		if known != nil {
			want = limit - 1
		}
		r := s.run(want)
		nodes += s.nodes - s.reported
		complete := !s.stopped
		if s.stopped && !s.overBudget {
			// no next turn
			return puzzle.Result{Status: puzzle.Unknown, Answer: knownAnswer, Nodes: nodes}
		}
		switch {
		case known == nil && r.Answer == nil && s.count > 0:
			// an answer the checker refused: never shown
			return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes}
		case known == nil && (s.count >= limit || s.count > 0 && limit <= 1):
			r.Nodes = nodes
			return r
		case known == nil && s.count == 1:
			known, knownAnswer = s.first, r.Answer
			if complete {
				return puzzle.Result{Status: puzzle.Unique, Answer: knownAnswer, Nodes: nodes}
			}
		case known == nil && complete:
			return puzzle.Result{Status: puzzle.None, Nodes: nodes}
		case known != nil && s.count > 0:
			// an answer other than the known one: more than one
			return puzzle.Result{Status: puzzle.Multiple, Answer: knownAnswer, Nodes: nodes}
		case known != nil && complete:
			return puzzle.Result{Status: puzzle.Unique, Answer: knownAnswer, Nodes: nodes}
		}
		budget *= restartGrowth
	}
}

// sameAs says whether the (full) board is the solution vals.
func (s *searcher) sameAs(vals []int) bool {
	for c, v := range s.val {
		if int(v) != vals[c] {
			return false
		}
	}
	return true
}

// contact is the number of cells of group g beside empty cell y across
// non-borders.
func (s *searcher) contact(y, g int32) int {
	k := 0
	for d, z := range s.nb[y] {
		if z >= 0 && s.comp[z] == g && !s.border[s.ne[y][d]] {
			k++
		}
	}
	return k
}

// steerFront picks the branching group's cell again once the round is
// over: the cell nearest a group of the same number it may join (by the
// sizes: grow's pairs miss those beyond a reach search stopped early),
// then the one touching the group most, ties at random.
func (s *searcher) steerFront() {
	g := s.bestGroup
	if g < 0 {
		return
	}
	v := s.gval[g]
	need := v - s.gsize[g]
	// Breadth first from the partners through empty cells, up to need
	// steps (farther ones cannot be joined).
	s.stamp++
	q := s.fq[:0]
	for o := range s.gval {
		if int32(o) == g || s.gval[o] != v || s.gsize[o]+s.gsize[g] >= v {
			continue
		}
		for _, x := range s.gcells[s.gstart[o]:s.gstart[o+1]] {
			if s.mark[x] != s.stamp {
				s.mark[x] = s.stamp
				s.dist[x] = 0
				q = append(q, x)
			}
		}
	}
	for h := 0; h < len(q); h++ {
		x := q[h]
		if s.dist[x] >= need {
			continue
		}
		for d, y := range s.nb[x] {
			if y >= 0 && s.val[y] == 0 && s.mark[y] != s.stamp && !s.border[s.ne[x][d]] {
				s.mark[y] = s.stamp
				s.dist[y] = s.dist[x] + 1
				q = append(q, y)
			}
		}
	}
	best, bestScore, ties := int32(-1), -1, 0
	for _, x := range s.gcells[s.gstart[g]:s.gstart[g+1]] {
		for d, y := range s.nb[x] {
			if y < 0 || s.val[y] != 0 || s.border[s.ne[x][d]] || !s.canBe(y, v) {
				continue
			}
			score := s.contact(y, g) // at most 4
			if s.mark[y] == s.stamp {
				score += 8 * int(need+1-s.dist[y])
			}
			switch {
			case score > bestScore:
				best, bestScore, ties = y, score, 1
			case score == bestScore && y != best:
				ties++
				if s.rng != nil && s.rng.IntN(ties) == 0 {
					best = y
				}
			}
		}
	}
	for _, x := range q {
		s.dist[x] = -1
	}
	s.fq = q
	if best >= 0 {
		s.bestFront = best
	}
}

// overReach stands in for what the reach searches that stopped early did
// not see, erring on the side that makes no claim: the empty cells such a
// group might reach (within its bounding box widened by the cells it
// still needs) count as reached by several numbers, so the rules that
// read reachV say nothing about them, and every group of its number that
// is near enough by the bounding boxes counts as a possible partner (so
// capacity never counts the two as distinct regions when they might be
// one). A 2D difference array keeps it linear in the board.
func (s *searcher) overReach() {
	cols, rows := s.p.G.Cols, s.p.G.Rows
	ng := len(s.gval)
	s.box = growInt32(s.box, 4*ng)
	box := s.box
	for g := range ng {
		y0, x0, y1, x1 := rows, cols, -1, -1
		for _, c := range s.gcells[s.gstart[g]:s.gstart[g+1]] {
			y, x := int(c)/cols, int(c)%cols
			y0, x0, y1, x1 = min(y0, y), min(x0, x), max(y1, y), max(x1, x)
		}
		box[4*g], box[4*g+1], box[4*g+2], box[4*g+3] = int32(y0), int32(x0), int32(y1), int32(x1)
	}
	gap := func(a, b int32) int32 {
		dy := max(box[4*b]-box[4*a+2], box[4*a]-box[4*b+2], 0)
		dx := max(box[4*b+1]-box[4*a+3], box[4*a+1]-box[4*b+3], 0)
		return dy + dx // cells between them: at least dy+dx-1
	}
	// The groups by number (a counting sort), so that each truncated
	// group is held against the groups of its own number only: against
	// every group it was a fifth of the restarts' time on a 64x50.
	maxV := int32(0)
	for _, v := range s.gval {
		maxV = max(maxV, v)
	}
	s.byStart = growInt32(s.byStart, int(maxV)+2)
	start := s.byStart
	clear(start)
	for _, v := range s.gval {
		start[v+1]++
	}
	for v := int32(1); v <= maxV+1; v++ {
		start[v] += start[v-1]
	}
	s.byVal = growInt32(s.byVal, ng)
	fill := growInt32(s.byFill, int(maxV)+1)
	copy(fill, start[:maxV+1])
	for g, v := range s.gval {
		s.byVal[fill[v]] = int32(g)
		fill[v]++
	}
	s.byFill = fill
	for _, g := range s.trunc {
		v := s.gval[g]
		for _, o := range s.byVal[start[v]:start[v+1]] {
			if o != g && s.gsize[o]+s.gsize[g] <= v && gap(g, o)-1 <= v-s.gsize[o]-s.gsize[g] {
				s.pairs = append(s.pairs, [2]int32{g, o})
			}
		}
	}
	w := cols + 1
	s.cover = growInt32(s.cover, w*(rows+1))
	cover := s.cover
	clear(cover)
	for _, g := range s.trunc {
		need := int(s.gval[g] - s.gsize[g])
		y0, x0, y1, x1 := int(box[4*g]), int(box[4*g+1]), int(box[4*g+2]), int(box[4*g+3])
		y0, x0 = max(y0-need, 0), max(x0-need, 0)
		y1, x1 = min(y1+need, rows-1), min(x1+need, cols-1)
		cover[y0*w+x0]++
		cover[y0*w+x1+1]--
		cover[(y1+1)*w+x0]--
		cover[(y1+1)*w+x1+1]++
	}
	for y := 0; y <= rows; y++ {
		for x := 0; x <= cols; x++ {
			i := y*w + x
			if x > 0 {
				cover[i] += cover[i-1]
			}
			if y > 0 {
				cover[i] += cover[i-w]
			}
			if x > 0 && y > 0 {
				cover[i] -= cover[i-w-1]
			}
		}
	}
	for c := range s.val {
		if s.val[c] == 0 && cover[c/cols*w+c%cols] > 0 {
			s.reachV[c] = -1
		}
	}
}

// growBool is buf with length n, all false, reallocated only when too
// small.
func growBool(buf []bool, n int) []bool {
	if cap(buf) < n {
		return make([]bool, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}
