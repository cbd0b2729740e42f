package evolomino

// Placement cuts: the strong form of the evolution rule for the lazy
// model. When a candidate has consecutive blocks b0 (anchor p0) and b1
// (anchor p1) along an arrow that do not evolve, the cut does not only
// exclude this pair: it says
//
//	p0's block exactly b0, p1 a square, the arrow cells between empty
//	  => p1's block is exactly one of the placements of b0 moved plus one
//	     square that contain p1 (and no other arrow cell),
//
// and the mirror statement from b1 back to p0 (b1 minus one square, moved
// so that it holds p0). A placement is one auxiliary variable z, defined as
// "all its cells are squares and every cell beside it is empty" (both
// directions, so z is fixed by the squares and adds no solutions). The
// options are few (about |b0|^2 before the board prunes them), so one cut
// settles what the shape of the next block may be, where the pair cuts
// needed one round per wrong shape.

import (
	"sort"

	"pencilbox/solver/sat"
)

// placeMaxCells bounds, beyond placeCapFrom cells, the blocks placement
// cuts are made for. A block of k cells has about k^2 placements per arrow
// cell, each a variable with k plus fence clauses, and on the big boards
// the lazy model meets candidate blocks of 25-31 cells; larger pairs get
// the pair cut (still exact). Published answers have blocks of at most
// 18 cells, so the cap rarely bites, and it keeps the largest boards' first
// answers within reach. Up to placeCapFrom every pair gets them: capping
// smaller boards made some uniqueness proofs several times slower.
const (
	placeMaxCells = 16
	placeCapFrom  = 14 * 14
)

// Placement variables are made in batches: a new variable makes the engine
// rebuild gophersat (losing what it learned). But every variable made, used
// or not, is decided or propagated in each lazy round (gophersat re-solves
// from the top), so a batch of 1024 at once cost the boards that need few
// placements most of their time (a 14x14 with 119 placements: 196 square
// variables, 1024 placement ones). The first batch is zPoolFirst; each
// later one is as many as there are placements so far (up to zPool), so
// at most about half the placement variables wait unused, and rebuilds
// stay few (three up to 1024 placements, then one per 1024 as before).
// On 8 public 14x14 boards the lazy model's CPU time fell by 1.5-2x on
// the quick ones (20-40 ms), about the same on the slow ones (0.5-2 s).
const (
	zPoolFirst = 128
	zPool      = 1024
)

// usableFor reports whether cell c may hold a square of the block whose
// arrow square is q: white, reachable, and on no arrow other than at q.
func (m *model) usableFor(c, q int) bool {
	p := m.p
	return m.ok[c] && p.Cells[c] != Shaded && (p.arrowOf[c] < 0 || c == q)
}

// placementLit returns z for the cell set (sorted), making it on first use.
func (m *model) placementLit(set []int) (sat.Lit, bool) {
	g := m.p.G
	key := m.setKey(set)
	if z, ok := m.place[string(key)]; ok {
		return z, true
	}
	// One stamp marks the set and its fence alike: a cell of either is
	// not fence to add.
	in := m.marks.fresh(g.Cells())
	for _, c := range set {
		m.marks.add(in, c)
	}
	var fence []int
	nb := make([]int, 0, 4)
	for _, c := range set {
		for _, d := range g.Neighbours(nb[:0], c) {
			if !m.marks.has(in, d) {
				if m.p.Cells[d] == Given {
					return 0, false // a given square would join the block
				}
				m.marks.add(in, d)
				fence = append(fence, d)
			}
		}
	}
	if len(m.zfree) == 0 {
		m.zfree = m.prob.NewVars(min(zPool, max(zPoolFirst, len(m.place))))
	}
	z := m.zfree[0]
	m.zfree = m.zfree[1:]
	back := make([]sat.Lit, 0, 1+len(set)+len(fence))
	back = append(back, z)
	for _, c := range set {
		m.prob.AddClause(z.Not(), m.x[c])
		back = append(back, m.x[c].Not())
	}
	for _, d := range fence {
		m.prob.AddClause(z.Not(), m.x[d].Not())
		back = append(back, m.x[d])
	}
	m.prob.AddClause(back...)
	m.place[string(key)] = z
	return z, true
}

// shifted moves cells by (dy, dx); ok is false when one leaves the board
// or may not hold a square of the block anchored at q, or when the set
// holds an arrow cell other than q.
func (m *model) shifted(cells []int, dy, dx, q int) ([]int, bool) {
	g := m.p.G
	// Most shifts fail: check first, allocate only for one that holds.
	for _, c := range cells {
		y, x := g.YX(c)
		if !g.In(y+dy, x+dx) || !m.usableFor(g.Cell(y+dy, x+dx), q) {
			return nil, false
		}
	}
	out := make([]int, len(cells), len(cells)+1)
	for i, c := range cells {
		y, x := g.YX(c)
		out[i] = g.Cell(y+dy, x+dx)
	}
	return out, true
}

// forwardPlacements lists the cell sets (sorted) that are b0 moved plus one
// square, hold p1 and may be the block of p1.
func (m *model) forwardPlacements(b0 []int, p1 int) [][]int {
	g := m.p.G
	py, px := g.YX(p1)
	seen := map[string]bool{}
	var out [][]int
	add := func(set []int) {
		sort.Ints(set)
		if k := m.setKey(set); !seen[string(k)] {
			seen[string(k)] = true
			out = append(out, set)
		}
	}
	nb := make([]int, 0, 4)
	for _, c := range b0 {
		cy, cx := g.YX(c)
		// p1 in the moved copy: the extra square is any usable cell beside it.
		if copy, ok := m.shifted(b0, py-cy, px-cx, p1); ok {
			in := m.marks.fresh(g.Cells())
			for _, d := range copy {
				m.marks.add(in, d)
			}
			for _, d := range copy {
				for _, e := range g.Neighbours(nb[:0], d) {
					if !m.marks.has(in, e) && m.usableFor(e, p1) && m.p.arrowOf[e] < 0 {
						add(append(append([]int(nil), copy...), e))
					}
				}
			}
		}
		// p1 is the extra square: the copy lies beside it.
		for _, e := range g.Neighbours(nb[:0], p1) {
			ey, ex := g.YX(e)
			copy, ok := m.shifted(b0, ey-cy, ex-cx, p1)
			if !ok {
				continue
			}
			has := false
			for _, d := range copy {
				if d == p1 {
					has = true
				}
			}
			if !has {
				add(append(copy, p1))
			}
		}
	}
	return out
}

// backwardPlacements lists the cell sets (sorted) that are b1 less one
// square (still connected), moved so that they hold p0, and may be the
// block of p0.
func (m *model) backwardPlacements(b1 []int, p0 int) [][]int {
	g := m.p.G
	py, px := g.YX(p0)
	seen := map[string]bool{}
	var out [][]int
	for i := range b1 {
		rest := make([]int, 0, len(b1)-1)
		rest = append(rest, b1[:i]...)
		rest = append(rest, b1[i+1:]...)
		if len(rest) == 0 || !connected(g.Cols, rest) {
			continue
		}
		for _, c := range rest {
			cy, cx := g.YX(c)
			copy, ok := m.shifted(rest, py-cy, px-cx, p0)
			if !ok {
				continue
			}
			sort.Ints(copy)
			if k := m.setKey(copy); !seen[string(k)] {
				seen[string(k)] = true
				out = append(out, copy)
			}
		}
	}
	return out
}

// connected reports whether the cells (indices on a board cols wide) form
// one orthogonally connected group.
func connected(cols int, cells []int) bool {
	// Blocks are small: a scan over the cells for each one reached costs
	// less than the maps it replaced (a fifth of the lazy check's time).
	var seenBuf, stackBuf [32]int
	seen := seenBuf[:0]
	if len(cells) > len(seenBuf) {
		seen = make([]int, 0, len(cells))
	}
	reached := func(c int) bool {
		for _, d := range seen {
			if d == c {
				return true
			}
		}
		return false
	}
	stack := append(stackBuf[:0], cells[0])
	seen = append(seen, cells[0])
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range cells {
			beside := e == c-cols || e == c+cols || e == c-1 && c%cols != 0 || e == c+1 && e%cols != 0
			if beside && !reached(e) {
				seen = append(seen, e)
				stack = append(stack, e)
			}
		}
	}
	return len(seen) == len(cells)
}

// placementCuts returns the forward and backward cuts for consecutive
// blocks b0 = block of ar[i0] and b1 = block of ar[i1] along arrow ar. The
// forward cut is made for every later arrow cell q that may be the next
// square (not only ar[i1]), and the backward one for every earlier cell:
// the same exact block then settles its neighbour wherever the next anchor
// ends up, without one round per anchor (on a 14x14 sample: 14 s to 7.7 s
// on the slowest solved board, about even elsewhere).
func (m *model) placementCuts(ar []int, i0, i1 int, b0, b1 []int, closure func([]int) []sat.Lit) [][]sat.Lit {
	var cuts [][]sat.Lit
	// The fence of each block is the same in every cut: found once.
	var fences [2][]sat.Lit
	var found [2]bool
	mk := func(side int, fixed []int, other int, between []int, sets [][]int) {
		for _, c := range between {
			if m.p.Cells[c] == Given {
				return // never all empty
			}
		}
		cl := []sat.Lit{m.x[other].Not()}
		for _, c := range fixed {
			cl = append(cl, m.x[c].Not())
		}
		if !found[side] {
			fences[side], found[side] = closure(fixed), true
		}
		cl = append(cl, fences[side]...)
		for _, c := range between {
			cl = append(cl, m.x[c])
		}
		for _, s := range sets {
			if z, ok := m.placementLit(s); ok {
				cl = append(cl, z)
			}
		}
		cuts = append(cuts, cl)
	}
	fence0 := m.fenceSet(b0)
	fence1 := m.fenceSet(b1)
	for j := i0 + 1; j < len(ar); j++ {
		if j != i1 && (fence0[ar[j]] || !m.usableFor(ar[j], ar[j])) {
			continue
		}
		mk(0, b0, ar[j], ar[i0+1:j], m.forwardPlacements(b0, ar[j]))
	}
	for j := i1 - 1; j >= 0; j-- {
		if j != i0 && (fence1[ar[j]] || !m.usableFor(ar[j], ar[j])) {
			continue
		}
		mk(1, b1, ar[j], ar[j+1:i1], m.backwardPlacements(b1, ar[j]))
	}
	return cuts
}

// fenceSet returns the cells beside the set and not in it.
func (m *model) fenceSet(cells []int) map[int]bool {
	g := m.p.G
	in := map[int]bool{}
	for _, c := range cells {
		in[c] = true
	}
	out := map[int]bool{}
	nb := make([]int, 0, 4)
	for _, c := range cells {
		for _, d := range g.Neighbours(nb[:0], c) {
			if !in[d] {
				out[d] = true
			}
		}
	}
	return out
}
