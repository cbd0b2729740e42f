package evolomino

// The propagating search's placements: where a closed block's shape, moved
// plus or minus one square, may lie as the next or previous block of its
// arrow, and what all of those placements agree on. These allocate (maps,
// fresh slices), so they run only where the arrow rules find a closed
// block beside an open one; search_arrow.go calls them.

import "sort"

func sorted(cells []int) []int {
	out := append([]int(nil), cells...)
	sort.Ints(out)
	return out
}

// fits reports whether placement P (cells) with anchor q may be q's block.
func (s *search) fits(P []int, q int) bool {
	p := s.p
	for _, c := range P {
		if s.mark[c] == sEmpty || p.arrowOf[c] >= 0 && c != q {
			return false
		}
	}
	s.seenGen++
	gen := s.seenGen
	for _, c := range P {
		s.seen[c] = gen
	}
	for _, c := range P {
		for _, d := range s.nb[c] {
			if s.seen[d] != gen && s.mark[d] == sSquare {
				return false
			}
		}
	}
	return true
}

// shapes calls f with each shape (cells as y,x pairs) moved so that one
// of its cells lies on q and it fits.
func (s *search) moved(shape [][2]int, q int, out [][]int, keys map[string]bool) [][]int {
	g := s.p.G
	qy, qx := g.YX(q)
	buf := make([]int, len(shape))
	for _, t := range shape {
		dy, dx := qy-t[0], qx-t[1]
		ok := true
		for i, c := range shape {
			y, x := c[0]+dy, c[1]+dx
			if !g.In(y, x) {
				ok = false
				break
			}
			buf[i] = g.Cell(y, x)
		}
		if !ok || !s.fits(buf, q) {
			continue
		}
		P := sorted(buf)
		k := key(P)
		if keys[k] {
			continue
		}
		keys[k] = true
		out = append(out, P)
	}
	return out
}

func key(P []int) string {
	b := make([]byte, 0, 2*len(P))
	for _, c := range P {
		b = append(b, byte(c), byte(c>>8))
	}
	return string(b)
}

// forward lists the placements of block b0 moved plus one square that
// hold the anchor q1.
func (s *search) forward(b0 []int, q1 int) [][]int {
	g := s.p.G
	shape := make([][2]int, len(b0), len(b0)+1)
	in := map[[2]int]bool{}
	for i, c := range b0 {
		y, x := g.YX(c)
		shape[i] = [2]int{y, x}
		in[shape[i]] = true
	}
	keys := map[string]bool{}
	var out [][]int
	done := map[[2]int]bool{}
	for _, t := range shape[:len(b0)] {
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			e := [2]int{t[0] + d[0], t[1] + d[1]}
			if in[e] || done[e] {
				continue
			}
			done[e] = true
			out = s.moved(append(shape[:len(b0)], e), q1, out, keys)
		}
	}
	return out
}

// backward lists the placements of block b1 minus one square (staying
// connected) moved so that they hold the anchor q0.
func (s *search) backward(b1 []int, q0 int) [][]int {
	if len(b1) < 2 {
		return nil
	}
	g := s.p.G
	keys := map[string]bool{}
	var out [][]int
	rest := make([]int, 0, len(b1)-1)
	for r := range b1 {
		rest = rest[:0]
		for i, c := range b1 {
			if i != r {
				rest = append(rest, c)
			}
		}
		if !connected(g.Cols, rest) {
			continue
		}
		shape := make([][2]int, len(rest))
		for i, c := range rest {
			y, x := g.YX(c)
			shape[i] = [2]int{y, x}
		}
		out = s.moved(shape, q0, out, keys)
	}
	return out
}

// place applies the placements of the open group b: none fails.
func (s *search) place(ps [][]int, b int32) bool {
	if len(ps) == 0 {
		return false
	}
	if len(ps) > 1 && (s.branch == nil || len(ps) < len(s.branch)) {
		s.branch = ps
	}
	cnt := make(map[int]int)
	for _, P := range ps {
		for _, c := range P {
			cnt[c]++
		}
	}
	for c, k := range cnt {
		if k == len(ps) && !s.set(c, sSquare) {
			return false
		}
	}
	// Cells beside the group in no placement.
	for _, c := range s.members[b] {
		for _, d := range s.nb[c] {
			if s.mark[d] == sUnknown && cnt[d] == 0 {
				s.set(d, sEmpty)
			}
		}
	}
	// Cells beside every placement and in none.
	fence := make(map[int]int)
	for _, P := range ps {
		s.seenGen++
		gen := s.seenGen
		for _, c := range P {
			s.seen[c] = gen
		}
		for _, c := range P {
			for _, d := range s.nb[c] {
				if s.seen[d] != gen {
					s.seen[d] = gen
					fence[d]++
				}
			}
		}
	}
	for c, k := range fence {
		if k == len(ps) && cnt[c] == 0 && s.mark[c] == sUnknown {
			s.set(c, sEmpty)
		}
	}
	return true
}
