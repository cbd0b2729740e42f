package evolomino

// The block model's translation in two steps. translate (block.go) states
// "shift s maps block y0 into block y1" with one clause per shift and
// cell: on the largest boards that is three quarters of the model (an
// 18x18: 3.3 of 4.7 million constraints, over the js/wasm model cap).
// Here the shift is a column step sx and a row step sy, chosen apart, and
// a layer h between them holds block y0 moved by sx alone:
//
//	y0[c] ∧ tx[sx] → h[c+sx]     h[c'] ∧ tx[sx] → y0[c'-sx]
//	h[c'] ∧ ty[sy] → y1[c'+sy]   y1[d] ∧ ty[sy] → h[d-sy] ∨ e[d]
//	e[d] ∧ ty[sy] → ¬h[d-sy]
//
// so h is exactly y0 moved by sx, y1 holds h moved by sy, and every cell
// of y1 but the extra one e comes from h (the implied clauses of
// translate, in the same two steps). Pairs (sx, sy) outside the shifts
// translate offers are excluded by binary clauses, so both state the same
// relation; the clause count drops from about |S|·|C| to (|SX|+|SY|)·|C|.

import (
	"slices"

	"pencilbox/solver/sat"
)

// splitShifts selects translateSplit over translate (the tests compare
// both).
var splitShifts = true

// translateSplit is translate with the shift split into its column and
// row steps (see the file comment).
func (m *blockModel) translateSplit(cells0 []int, y0 map[int]sat.Lit, cells1 []int, y1 map[int]sat.Lit, b sat.Lit, ar []int, r1 int) {
	prob, g := m.prob, m.p.G
	order := m.shifts(y0, cells1, y1, ar, r1)
	// The column and row steps, each once, in the order first met.
	xi, yi := map[int]int{}, map[int]int{}
	var sxs, sys []int
	for _, s := range order {
		if _, ok := yi[s[0]]; !ok {
			yi[s[0]] = len(sys)
			sys = append(sys, s[0])
		}
		if _, ok := xi[s[1]]; !ok {
			xi[s[1]] = len(sxs)
			sxs = append(sxs, s[1])
		}
	}
	tx, ty := prob.NewVars(len(sxs)), prob.NewVars(len(sys))
	prob.Exactly(1, append(append([]sat.Lit(nil), tx...), b.Not())...)
	prob.Exactly(1, append(append([]sat.Lit(nil), ty...), b.Not())...)
	offered := map[[2]int]bool{}
	for _, s := range order {
		offered[s] = true
	}
	for j, sy := range sys {
		for i, sx := range sxs {
			if !offered[[2]int{sy, sx}] {
				prob.AddClause(ty[j].Not(), tx[i].Not())
			}
		}
	}
	// The layer: a variable per grid cell some cell of y0 reaches by a
	// column step, or some cell of y1 by a row step back.
	h := map[int]sat.Lit{}
	layer := func(y, x int) (sat.Lit, bool) {
		if !g.In(y, x) {
			return 0, false
		}
		c := g.Cell(y, x)
		l, ok := h[c]
		if !ok {
			l = prob.NewVar()
			h[c] = l
		}
		return l, true
	}
	var hcells []int
	for _, c := range cells0 {
		cy, cx := g.YX(c)
		for i, sx := range sxs {
			if l, ok := layer(cy, cx+sx); ok {
				prob.AddClause(tx[i].Not(), y0[c].Not(), l)
			} else {
				prob.AddClause(tx[i].Not(), y0[c].Not())
			}
		}
	}
	e := prob.NewVars(len(cells1))
	prob.Exactly(1, append(append([]sat.Lit(nil), e...), b.Not())...)
	for k, d := range cells1 {
		l1 := y1[d]
		prob.AddClause(e[k].Not(), l1)
		dy, dx := g.YX(d)
		for j, sy := range sys {
			if l, ok := layer(dy-sy, dx); ok {
				prob.AddClause(ty[j].Not(), l1.Not(), l, e[k])
				prob.AddClause(ty[j].Not(), e[k].Not(), l.Not())
			} else {
				prob.AddClause(ty[j].Not(), l1.Not(), e[k])
			}
		}
	}
	m.extraTouches(cells1, y1, e)
	for c := range h {
		hcells = append(hcells, c)
	}
	slices.Sort(hcells) // a fixed order: gophersat's timings depend on it
	for _, c := range hcells {
		l := h[c]
		cy, cx := g.YX(c)
		for i, sx := range sxs {
			var l0 sat.Lit
			ok := g.In(cy, cx-sx)
			if ok {
				l0, ok = y0[g.Cell(cy, cx-sx)]
			}
			if ok {
				prob.AddClause(tx[i].Not(), l.Not(), l0)
			} else {
				prob.AddClause(tx[i].Not(), l.Not())
			}
		}
		for j, sy := range sys {
			var l1 sat.Lit
			ok := g.In(cy+sy, cx)
			if ok {
				l1, ok = y1[g.Cell(cy+sy, cx)]
			}
			if ok {
				prob.AddClause(ty[j].Not(), l.Not(), l1)
			} else {
				prob.AddClause(ty[j].Not(), l.Not())
			}
		}
	}
}

// shifts lists the shifts (row, column) a valid pair of blocks can take:
// block y0's arrow cell ar[i] lands in block y1, within r1 steps of y1's
// own arrow cell, a later one (ar[j], j > i), so within r1 of it as the
// crow flies; never zero or a unit step (the blocks would touch).
func (m *blockModel) shifts(y0 map[int]sat.Lit, cells1 []int, y1 map[int]sat.Lit, ar []int, r1 int) [][2]int {
	g := m.p.G
	seen := map[[2]int]bool{}
	var order [][2]int
	for i, a0 := range ar {
		if _, ok := y0[a0]; !ok {
			continue
		}
		ay, ax := g.YX(a0)
		for _, a1 := range ar[i+1:] {
			if _, ok := y1[a1]; !ok {
				continue
			}
			by, bx := g.YX(a1)
			for _, d := range cells1 {
				dy, dx := g.YX(d)
				if abs(dy-by)+abs(dx-bx) > r1 {
					continue
				}
				s := [2]int{dy - ay, dx - ax}
				if abs(s[0])+abs(s[1]) > 1 && !seen[s] {
					seen[s] = true
					order = append(order, s)
				}
			}
		}
	}
	return order
}

// extraTouches states the connectivity of a block after the first: block
// y1 is block y0 moved plus the extra cell e (by cell of cells1), so when
// y0 is connected y1 is exactly when e has a neighbour in it (every
// neighbour in it but e is in the moved y0). Block 0's connectivity is
// stated (blockBuild.connected), and the chain carries it along.
func (m *blockModel) extraTouches(cells1 []int, y1 map[int]sat.Lit, e []sat.Lit) {
	var nb []int
	for k, d := range cells1 {
		clause := []sat.Lit{e[k].Not()}
		for _, n := range m.p.G.Neighbours(nb[:0], d) {
			if l, ok := y1[n]; ok {
				clause = append(clause, l)
			}
		}
		m.prob.AddClause(clause...)
	}
}
