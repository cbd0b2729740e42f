package nurikabe

// The frontier counter's pruning (see frontier.go's file comment): each
// rule drops only states no solution passes through. feasible runs on
// every state a layer makes, so the rules keep to arrays on the stack.

// feasible applies the pruning to the state after frame cell i.
func (f *frontier) feasible(s *fwork, i int) bool {
	if f.noPrune {
		return true
	}
	w := f.w
	r := i / w
	var seen [17]bool
	islSum, clueSum := 0, 0
	below := f.h - r - 1
	freeRows, freeCols := f.laterRows[i], f.laterCols[i]
	nWall := 0
	var wallLab [16]uint8
	for t := 0; t < w; t++ {
		l := s.lab[t]
		if l == 0 || seen[l] {
			continue
		}
		seen[l] = true
		if s.col[t] == fWall {
			wallLab[nWall] = l
			nWall++
			continue
		}
		islSum += int(s.size[l])
		v := f.val(s.code[l])
		if v > 0 && int(s.size[l]) > v {
			return false
		}
		clueSum += max(v, 0)
		if v > 0 {
			freeRows += (v - int(s.size[l])) / w
			if below > 0 {
				freeCols += (v - int(s.size[l])) / below
			}
		}
	}
	if f.anyQ {
		return true
	}
	walls := i + 1 - islSum - (f.readSum[i] - clueSum)
	if walls > f.walls || s.done && walls != f.walls {
		return false
	}
	// A full row below with no wall is one island's, as is a column's
	// piece below with no wall: the islands' room bounds how many there
	// are, and each of the others holds a wall cell of its own.
	if below > 0 && walls+max(below-freeRows, w-freeCols) > f.walls {
		return false
	}
	pos := framePos{r: r, j: i % w}
	if walls+f.forcedWalls(s, pos) > f.walls {
		return false
	}
	if nWall >= 2 && walls+f.wallGap(s, pos, &wallLab, nWall) > f.walls {
		return false
	}
	return f.unclaimedTakenIn(s, i, pos, &seen)
}

// framePos is the frame position just read (row r, slot j), from which a
// slot's row and the distance between slots follow.
type framePos struct{ r, j int }

// row is the row of the cell slot t holds.
func (p framePos) row(t int) int {
	if t <= p.j {
		return p.r
	}
	return p.r - 1
}

// dist is the Manhattan distance of the cells slots a and b hold.
func (p framePos) dist(a, b int) int {
	d := a - b
	if d < 0 {
		d = -d
	}
	if p.row(a) != p.row(b) {
		d++
	}
	return d
}

// forcedWalls counts unread cells that must be walls: the unread cells
// next to a complete island, or next to two islands, are walls; of the
// unread cells next to only one island with room k, all but k are walls.
func (f *frontier) forcedWalls(s *fwork, pos framePos) int {
	w, r, j := f.w, pos.r, pos.j
	var alone [17]int
	forced := 0
	for t := 0; t < w; t++ {
		if t <= j && r+1 >= f.h {
			continue // nothing below the last row
		}
		a, b := uint8(0), uint8(0) // the clued islands next to t's cell below
		if s.col[t] == fIsl && s.code[s.lab[t]] != 0 {
			a = s.lab[t]
		}
		if t == j+1 && s.col[j] == fIsl && s.code[s.lab[j]] != 0 {
			b = s.lab[j]
		}
		switch {
		case a != 0 && b != 0 && a != b:
			forced++
		case a != 0:
			alone[a]++
		case b != 0:
			alone[b]++
		}
	}
	for l := 1; l <= w; l++ {
		if alone[l] > 0 {
			forced += max(0, alone[l]-(f.val(s.code[l])-int(s.size[l])))
		}
	}
	return forced
}

// wallGap bounds the cells the wall still needs to join its frontier
// pieces: a path from a piece to the nearest other one runs through unread
// cells only (a read wall cell next to the piece would be in it), at least
// their slots' distance less one.
func (f *frontier) wallGap(s *fwork, pos framePos, wallLab *[16]uint8, nWall int) int {
	w := f.w
	need := 0
	for x := 0; x < nWall; x++ {
		best := 1 << 30
		for a := 0; a < w; a++ {
			if s.lab[a] != wallLab[x] || s.col[a] != fWall {
				continue
			}
			for b := 0; b < w; b++ {
				if s.col[b] == fWall && s.lab[b] != wallLab[x] {
					best = min(best, pos.dist(a, b))
				}
			}
		}
		need = max(need, best-1)
	}
	return need
}

// unclaimedTakenIn checks that every island piece without a clue can still
// be taken in by a clue, on the frontier or unread. seen marks the labels
// met on the frontier; it is used up.
func (f *frontier) unclaimedTakenIn(s *fwork, i int, pos framePos, seen *[17]bool) bool {
	w := f.w
	unread := f.unread[i]
	for t := 0; t < w; t++ {
		l := s.lab[t]
		if s.col[t] != fIsl || s.code[l] != 0 || !seen[l] {
			continue
		}
		seen[l] = false // once per piece
		u := int(s.size[l])
		ok := false
		for c := 0; c < w && !ok; c++ {
			lc := s.lab[c]
			if s.col[c] != fIsl || s.code[lc] == 0 {
				continue
			}
			room := f.val(s.code[lc]) - int(s.size[lc])
			for a := 0; a < w; a++ {
				if s.lab[a] == l && s.col[a] == fIsl && room >= u+pos.dist(a, c)-1 {
					ok = true
					break
				}
			}
		}
		for q := unread; q < len(f.clueAt) && !ok; q++ {
			if f.maxLater[f.clueAt[q]] < u+1 {
				break
			}
			at := f.clueAt[q]
			v := f.val(f.code[at])
			qr, qc := at/w, at%w
			for a := 0; a < w; a++ {
				if s.lab[a] != l || s.col[a] != fIsl {
					continue
				}
				d := qr - pos.row(a)
				if qc > a {
					d += qc - a
				} else {
					d += a - qc
				}
				if v >= u+d {
					ok = true
					break
				}
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
