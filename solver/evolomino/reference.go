package evolomino

// The reference solver: the ILP model of Nikolaev & Myasnikov ("An Integer
// Linear Programming Model for the Evolomino Puzzle", constraints (1)-(21))
// written on solver/sat, where linear constraints over 0/1 variables are
// gophersat's native pseudo-boolean constraints. It shares nothing with the
// fast solver but the puzzle and the reachable regions C_a, so the two
// check each other (tests on a fixed sample up to 8x8, `pencilbox bench
// --crosscheck`).
//
// Faithful, with three notes:
//   - Integer variables (flows f and supplies F, in 0..M) are written in
//     binary: v = sum 2^j v_j over fresh 0/1 variables, so every linear
//     constraint stays one pseudo-boolean constraint with weights ±2^j.
//     N_ak, constraint (9), is substituted by its sum.
//   - Translations are 2-D shifts (dy, dx), not the paper's shifts of the
//     row-major index: an index shift wraps around the right edge into the
//     next row, which would let a block "evolve" into a sheared copy. T
//     holds every difference of two cells of C_a except zero and the four
//     unit steps (the paper's exclusions), and T_i^a the shifts that keep
//     cell i inside C_a.
//   - One implied constraint set is added (reachable): connectivity of each
//     block written as reachability levels from its arrow cell. It follows
//     from (12)-(18) and removes no solution; without it gophersat could
//     not refute disconnected blocks from the binary flow equations and a
//     6x6 uniqueness proof ran for over ten minutes.
//
// The model has O(K |C|^2) constraints, as the paper says, so it is slow
// beyond 8x8; it exists to be independent, not fast.

import (
	"context"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

type ilp struct {
	p    *Puzzle
	prob *sat.Problem
	x    []sat.Lit
}

// intVar is a 0..max integer in binary.
type intVar struct {
	bits []sat.Lit
	w    []int
}

func newInt(prob *sat.Problem, max int) intVar {
	var v intVar
	for w := 1; w <= max; w *= 2 {
		v.bits = append(v.bits, prob.NewVar())
		v.w = append(v.w, w)
	}
	// v <= max
	prob.SumAtMost(v.bits, v.w, max)
	return v
}

// linear collects a weighted sum of literals (an integer expands to its bits).
type linear struct {
	lits []sat.Lit
	w    []int
}

func (l *linear) add(c int, lit sat.Lit) { l.lits = append(l.lits, lit); l.w = append(l.w, c) }
func (l *linear) addInt(c int, v intVar) {
	for j, b := range v.bits {
		l.add(c*v.w[j], b)
	}
}

// region is C_a: the cells reachable from arrow a's cells through white
// cells on no other arrow.
func (p *Puzzle) region(a int) []int {
	g := p.G
	seen := map[int]bool{}
	stack := append([]int(nil), p.Arrows[a]...)
	for _, c := range stack {
		seen[c] = true
	}
	var out, nb []int
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, c)
		for _, d := range g.Neighbours(nb[:0], c) {
			if seen[d] || p.Cells[d] == Shaded || p.arrowOf[d] >= 0 && int(p.arrowOf[d]) != a {
				continue
			}
			seen[d] = true
			stack = append(stack, d)
		}
	}
	return out
}

// newILP builds the model: each arrow's blocks with their own
// constraints (addArrow), then (1) and (7), (8), which tie the arrows
// together.
func (p *Puzzle) newILP() *ilp {
	n := p.G.Cells()
	prob := &sat.Problem{}
	m := &ilp{p: p, prob: prob, x: p.squareVars(prob)}
	cover := make([]linear, n) // (1): sum of y over blocks = x_i
	var all []ilpBlock
	for a := range p.Arrows {
		all = m.addArrow(a, cover, all)
	}
	m.addCover(cover)
	m.addSeparation(all)
	return m
}

// ilpBlock is block k of arrow a: y_i^{ak} per cell i of C_a.
type ilpBlock struct {
	a, k int
	y    map[int]sat.Lit // cell -> y_i^{ak}
}

// addArrow adds arrow a's blocks: their variables (appended to all, and
// each y to its cell's cover sum), (2)-(6) and (10)-(21).
func (m *ilp) addArrow(a int, cover []linear, all []ilpBlock) []ilpBlock {
	p, prob := m.p, m.prob
	ar := p.Arrows[a]
	ca := p.region(a)
	inC := map[int]bool{}
	for _, c := range ca {
		inC[c] = true
	}
	onP := map[int]int{} // arrow cell -> index
	for i, c := range ar {
		onP[c] = i
	}
	M := len(ca)
	K := (len(ar) + 1) / 2
	ys := make([]map[int]sat.Lit, K)
	b := make([]sat.Lit, K)
	for k := 0; k < K; k++ {
		b[k] = prob.NewVar()
		ys[k] = map[int]sat.Lit{}
		for _, c := range ca {
			ys[k][c] = prob.NewVar()
			cover[c].add(1, ys[k][c])
		}
		all = append(all, ilpBlock{a, k, ys[k]})
	}
	prob.AddClause(b[0])
	if K > 1 {
		prob.AddClause(b[1])
	} else {
		prob.AddClause() // an arrow of one cell cannot pass through two blocks
	}
	// (2) no two consecutive squares along the arrow
	for i := 1; i < len(ar); i++ {
		prob.AtMost(1, m.x[ar[i-1]], m.x[ar[i]])
	}
	for k := 0; k < K; k++ {
		m.addCount(ar, ca, ys, b, k, M)
		m.addFlow(ca, inC, onP, ys[k], M)
		m.reachable(ca, inC, onP, ys[k])
	}
	m.addTranslations(ca, inC, ys, b)
	return all
}

// addCount adds the size constraints of block k: (3)-(6), (10), (11).
func (m *ilp) addCount(ar, ca []int, ys []map[int]sat.Lit, b []sat.Lit, k, M int) {
	prob := m.prob
	// (3) sum_i y <= M b
	var l linear
	for _, c := range ca {
		l.add(1, ys[k][c])
	}
	l.add(-M, b[k])
	prob.SumAtMost(l.lits, l.w, 0)
	// (4) sum over the arrow of y = b
	var l4 linear
	for _, c := range ar {
		l4.add(1, ys[k][c])
	}
	l4.add(-1, b[k])
	prob.SumEqual(l4.lits, l4.w, 0)
	if k > 0 {
		// (5) b_k <= b_{k-1}
		prob.AddClause(b[k].Not(), b[k-1])
		// (6) sum_{j before i} y_j^k <= 1 - y_i^{k-1}
		for i, c := range ar {
			var l6 linear
			for _, d := range ar[:i] {
				l6.add(1, ys[k][d])
			}
			l6.add(1, ys[k-1][c])
			prob.SumAtMost(l6.lits, l6.w, 1)
		}
		// (10), (11): N_k - N_{k-1} = 1 when b_k
		var l10 linear
		for _, c := range ca {
			l10.add(1, ys[k][c])
			l10.add(-1, ys[k-1][c])
		}
		lo := linear{append([]sat.Lit(nil), l10.lits...), append([]int(nil), l10.w...)}
		lo.add(-M, b[k])
		prob.SumAtLeast(lo.lits, lo.w, 1-M)
		hi := linear{append([]sat.Lit(nil), l10.lits...), append([]int(nil), l10.w...)}
		hi.add(M, b[k])
		prob.SumAtMost(hi.lits, hi.w, 1+M)
	}
}

// addFlow adds the connectivity of one block, (12)-(18): flows f_ij (both
// directions) on adjacent pairs of C_a, supplies F_i on the arrow.
func (m *ilp) addFlow(ca []int, inC map[int]bool, onP map[int]int, y map[int]sat.Lit, M int) {
	prob, g := m.prob, m.p.G
	var nb []int
	flow := map[[2]int]intVar{}
	for _, c := range ca {
		for _, d := range g.Neighbours(nb[:0], c) {
			if inC[d] {
				f := newInt(prob, M)
				flow[[2]int{c, d}] = f
				// (16), (17): f_cd <= M y_c, f_cd <= M y_d
				for _, e := range []int{c, d} {
					var l16 linear
					l16.addInt(1, f)
					l16.add(-M, y[e])
					prob.SumAtMost(l16.lits, l16.w, 0)
				}
			}
		}
	}
	var l14 linear
	for _, c := range ca {
		l14.add(-1, y[c])
	}
	for _, c := range ca {
		_, arrowCell := onP[c]
		var l linear
		for _, d := range g.Neighbours(nb[:0], c) {
			if !inC[d] {
				continue
			}
			if _, dOnP := onP[d]; arrowCell && dOnP {
				continue // (13) sums over N(i) \ P_a only
			}
			l.addInt(1, flow[[2]int{d, c}])
			l.addInt(-1, flow[[2]int{c, d}])
		}
		l.add(-1, y[c])
		if arrowCell {
			F := newInt(prob, M)
			l.addInt(1, F) // (13): in - out = y - F
			l14.addInt(1, F)
			// (15) F <= M y
			var l15 linear
			l15.addInt(1, F)
			l15.add(-M, y[c])
			prob.SumAtMost(l15.lits, l15.w, 0)
		}
		prob.SumEqual(l.lits, l.w, 0) // (12) or (13)
	}
	prob.SumEqual(l14.lits, l14.w, 0) // (14) sum F = N
}

// addTranslations adds (19)-(21): translations between consecutive blocks.
func (m *ilp) addTranslations(ca []int, inC map[int]bool, ys []map[int]sat.Lit, b []sat.Lit) {
	prob, g := m.prob, m.p.G
	K := len(ys)
	shifts := map[[2]int]bool{}
	for _, c := range ca {
		cy, cx := g.YX(c)
		for _, d := range ca {
			dy, dx := g.YX(d)
			s := [2]int{dy - cy, dx - cx}
			if abs(s[0])+abs(s[1]) > 1 {
				shifts[s] = true
			}
		}
	}
	order := make([][2]int, 0, len(shifts))
	for _, c := range ca { // a deterministic order
		cy, cx := g.YX(c)
		for _, d := range ca {
			dy, dx := g.YX(d)
			s := [2]int{dy - cy, dx - cx}
			if shifts[s] {
				order = append(order, s)
				delete(shifts, s)
			}
		}
	}
	for k := 1; k < K; k++ {
		t := prob.NewVars(len(order))
		// (19) sum t = b_k
		var l19 linear
		for _, l := range t {
			l19.add(1, l)
		}
		l19.add(-1, b[k])
		prob.SumEqual(l19.lits, l19.w, 0)
		for _, c := range ca {
			cy, cx := g.YX(c)
			var l20 linear
			for j, s := range order {
				ty, tx := cy+s[0], cx+s[1]
				if !g.In(ty, tx) || !inC[g.Cell(ty, tx)] {
					continue
				}
				l20.add(1, t[j])
				// (21) y_{c+s}^k >= y_c^{k-1} - (1 - t_s)
				prob.AddClause(ys[k][g.Cell(ty, tx)], ys[k-1][c].Not(), t[j].Not())
			}
			// (20) sum_{T_c} t >= y_c^{k-1} + b_k - 1
			l20.add(-1, ys[k-1][c])
			l20.add(-1, b[k])
			prob.SumAtLeast(l20.lits, l20.w, -1)
		}
	}
}

// addCover adds (1): a cell is a square exactly when one block holds it.
func (m *ilp) addCover(cover []linear) {
	prob, n := m.prob, m.p.G.Cells()
	for c := 0; c < n; c++ {
		l := cover[c]
		l.add(-1, m.x[c])
		prob.SumEqual(l.lits, l.w, 0)
	}
}

// addSeparation adds (7), (8): two adjacent cells never lie in two
// different blocks.
func (m *ilp) addSeparation(all []ilpBlock) {
	prob, g := m.prob, m.p.G
	n := g.Cells()
	var nb []int
	at := make([][]int, n) // cell -> indices into all
	for bi, bv := range all {
		for c := range bv.y {
			at[c] = append(at[c], bi)
		}
	}
	for c := 0; c < n; c++ {
		for _, d := range g.Neighbours(nb[:0], c) {
			if d < c {
				continue // each adjacent pair once
			}
			for _, bi := range at[c] {
				for _, bj := range at[d] {
					if bi != bj {
						prob.AddClause(all[bi].y[c].Not(), all[bj].y[d].Not())
					}
				}
			}
		}
	}
}

// reachable adds an implied (redundant) form of (12)-(18) for one block:
// r[c][j] says cell c is in the block and joined to the block's arrow cell
// by a path of at most j block cells; every block cell must be reached
// within len(ca)-1 steps. Every solution of (1)-(21) satisfies it (set r
// to true reachability: the flows of (12)-(18) only exist when the block
// is connected to its arrow cell), so it removes no solution; it is there
// because gophersat cannot refute a disconnected block from the flow
// equations written in binary (that needs summing the conservation
// equations over a component), and without it the uniqueness proof of
// even a 6x6 board could run for over ten minutes in one call (well
// under a second with it).
func (m *ilp) reachable(ca []int, inC map[int]bool, onP map[int]int, y map[int]sat.Lit) {
	prob, g := m.prob, m.p.G
	steps := len(ca) - 1
	r := map[int][]sat.Lit{}
	for _, c := range ca {
		r[c] = prob.NewVars(steps + 1)
	}
	var nb []int
	for _, c := range ca {
		rc := r[c]
		// r[c][0]: c is the block's arrow cell.
		if _, ok := onP[c]; ok {
			prob.AddClause(rc[0].Not(), y[c])
			prob.AddClause(rc[0], y[c].Not())
		} else {
			prob.AddClause(rc[0].Not())
		}
		for j := 1; j <= steps; j++ {
			prob.AddClause(rc[j].Not(), y[c])
			clause := []sat.Lit{rc[j].Not(), rc[j-1]}
			for _, d := range g.Neighbours(nb[:0], c) {
				if inC[d] {
					clause = append(clause, r[d][j-1])
				}
			}
			prob.AddClause(clause...)
		}
		prob.AddClause(y[c].Not(), rc[steps])
	}
}

// SolveReference solves the paper's model: limit 1 finds one solution, 2
// or more counts distinct square patterns up to the limit.
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	m := p.newILP()
	sq := func(mo sat.Model) []bool {
		out := make([]bool, len(m.x))
		for c, l := range m.x {
			out[c] = mo.Value(l)
		}
		return out
	}
	return result(ctx, p, m.prob, limit, sq, func() int64 { return int64(m.prob.NumVars()) })
}

var _ puzzle.ReferenceSolver = (*Puzzle)(nil)
