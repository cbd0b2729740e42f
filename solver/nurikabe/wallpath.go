package nurikabe

// Branching on wall paths. When an island must still take many cells and
// the wall is in several pieces, the island search branches on the
// island's edge cells, and a wrong choice is only found out late: when
// a wall piece can reach the rest of the wall only around a large
// island, and whether the island keeps enough room shows only once the
// wall's path is closed (the counting rules then see the room at once).
// So the search branches on the whole path instead.
//
// Exactness: let W be the wall of a solution of board b, P a wall piece
// of b and T the other pieces. A shortest path inside W from P to T has
// only open cells of b between its ends (every known wall cell is in P
// or T), its first cell is the only one next to P, its last the only one
// next to T, it has no chords (a cell next to a path cell other than its
// neighbours on the path would shorten it), and it holds at most the wall
// cells still to place. wallPaths enumerates exactly these paths, so
// every solution lies under some branch; a solution can lie under
// several (it may hold several shortest paths), so found solutions are
// compared before they count (searcher.known).

// known says whether a solution equal to b was already found.
func (s *searcher) known(b *board) bool {
	for _, o := range s.sols {
		same := true
		for c, v := range o.v {
			if b.v[c] != v {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// wallPaths branches on the paths that join the wall piece with the
// fewest exits to the others (see above), each set to wall and searched
// on. It returns false, doing nothing, when the wall is in one piece or
// none.
func (s *searcher) wallPaths(b *board, depth int) bool {
	comp, exits := b.wallPieces()
	if len(exits) < 2 {
		return false
	}
	p := 0
	for k, ex := range exits {
		if len(ex) < len(exits[p]) {
			p = k
		}
	}
	left := len(b.v)
	if b.walls >= 0 {
		left = b.walls
		for _, v := range b.v {
			if v == wallV {
				left--
			}
		}
	}
	n := len(b.v)
	sc := make([]int32, 3*n)
	touchP, touchT, near := sc[:n], sc[n:2*n], sc[2*n:]
	for c, k := range comp {
		if k < 0 {
			continue
		}
		for _, d := range b.gr.Adj[c] {
			if b.v[d] != unk {
				continue
			}
			if k == int32(p) {
				touchP[d] = 1
			} else {
				touchT[d] = 1
			}
		}
	}
	s.branched++
	// near[c] counts the path cells at c or next to it. Each prefix is
	// propagated on its parent's propagated board (a cell the parent's
	// rules made white cannot extend it), so a step costs the rounds its
	// one new cell causes, not the whole path's.
	plen := 0
	var dfs func(c int, parent *board)
	dfs = func(c int, parent *board) {
		if parent.v[c] == white {
			return
		}
		plen++
		near[c]++
		for _, d := range b.gr.Adj[c] {
			near[d]++
		}
		t := parent.clone()
		t.v[c] = wallV
		switch {
		case touchT[c] == 1:
			s.run(t, depth+1)
		case plen < left && s.pathPrefix(t):
			for _, d := range b.gr.Adj[c] {
				// Open, not next to P, next to no path cell but c.
				if b.v[d] != unk || touchP[d] == 1 || near[d] != 1 {
					continue
				}
				dfs(int(d), t)
				if s.stopped || len(s.sols) >= s.limit {
					break
				}
			}
		}
		near[c]--
		for _, d := range b.gr.Adj[c] {
			near[d]--
		}
		plen--
	}
	for _, e := range exits[p] {
		dfs(e, b)
		if s.stopped || len(s.sols) >= s.limit {
			break
		}
	}
	return true
}

// pathPrefix propagates t, a board with a path prefix set to wall, and
// says whether it survives the rules. It counts as a node and reads the
// clock.
func (s *searcher) pathPrefix(t *board) bool {
	if s.stopped {
		return false
	}
	s.nodes++
	if s.nodes&63 == 0 && expired(s.ctx) || s.budget > 0 && s.nodes >= s.budget {
		s.stopped = true
		return false
	}
	_, err := t.propagate(solveRules)
	if err == errStopped {
		s.stopped = true
	}
	return err == nil
}
