package flow

import (
	"context"

	"pencilbox/solver/sat"
)

// touchFreeFill looks for a first answer with a SAT model: every cell
// takes one colour, a dot has exactly one link and every other cell
// exactly two, and no 2x2 block has all four links. With every cell filled
// and no line beside itself, two neighbours are linked exactly when they
// share a colour, so degrees are colour-free constraints on the links
// (stated per colour instead, the model took 17 s rather than 1.5 s on
// janko_0450, 20x20). Each colour is then its path plus dot-free cycles; a
// lazy cut forbids the links of each cycle it meets, whatever its colour
// (no answer has a loop of links; cutting the cycle's colour only took
// 3.4 s rather than 2.2 s on janko_0450). A model without
// cycles is a touch-free colouring filling every cell, an answer under
// both rule sets.
//
// With empty (Numberlink only) a cell without a dot may also stay empty,
// with no links; a Numberlink board with any answer has a touch-free one
// (a line beside itself can take the short cut).
//
// It returns the cells (colour per cell, 0 empty), or nil with settled
// true when no such colouring exists (without empty the board may still
// have answers with empty cells or with a line touching itself), or nil
// with settled false on ctx.
func (p *Puzzle) touchFreeFill(ctx context.Context, empty bool) (cells []int, settled bool) {
	if empty {
		return p.touchFreeFillEmpty(ctx, -1, false)
	}
	return p.touchFreeFillEmpty(ctx, 0, false)
}

// touchFreeFillEmpty is touchFreeFill with at most maxEmpty empty cells
// (-1: any number; 0: every cell filled).
//
// With unique it looks only for answers that a puzzle with one answer can
// have: the used cells next to an empty cell, or next to two empty cells
// side by side, lie on pairwise different lines. (Were two of them on one
// line, that line could run through the empty cells between them instead:
// another answer.) Then "settled" with nil only means that no such answer
// exists within the bound.
func (p *Puzzle) touchFreeFillEmpty(ctx context.Context, maxEmpty int, unique bool) (cells []int, settled bool) {
	empty := maxEmpty != 0
	n, K := p.G.Cells(), p.Colours()
	if b := p.emptyBalance(); !empty && b != 0 || maxEmpty > 0 && abs(b) > maxEmpty {
		return nil, true // the checkerboard forbids it (emptyBalance)
	}
	prob := &sat.Problem{}
	x := make([][]sat.Lit, n) // x[c][k-1]: cell c has colour k
	emp := make([]sat.Lit, n) // emp[c]: c stays empty (when empty allows it)
	for c := range x {
		x[c] = prob.NewVars(K)
		if empty && p.Dots[c] == 0 {
			emp[c] = prob.NewVar()
			prob.ExactlyOne(append(x[c][:K:K], emp[c])...)
			continue
		}
		prob.ExactlyOne(x[c]...)
		if d := p.Dots[c]; d != 0 {
			prob.AddClause(x[c][d-1])
		}
	}
	if empty {
		var emps []sat.Lit
		var ws []int
		for c, l := range emp {
			if l == 0 {
				continue
			}
			emps = append(emps, l)
			if y, xx := p.G.YX(c); (y+xx)%2 == 0 {
				ws = append(ws, 1)
			} else {
				ws = append(ws, -1)
			}
		}
		prob.SumEqual(emps, ws, p.emptyBalance())
		if maxEmpty > 0 {
			prob.AtMost(maxEmpty, emps...)
		}
	}
	if empty && unique {
		p.emptyDetours(prob, x, emp)
	}
	// e[c][0], e[c][1]: c is linked to its right, lower neighbour. With
	// every cell filled and no line beside itself, a link is exactly
	// "same colour", and degrees become colour-free constraints.
	cols, rows := p.G.Cols, p.G.Rows
	e := make([][2]sat.Lit, n)
	link := func(a, b int, l sat.Lit) {
		for _, c := range [2]int{a, b} {
			if emp[c] != 0 {
				prob.AddClause(l.Not(), emp[c].Not())
			}
		}
		for k := 0; k < K; k++ {
			prob.AddClause(l.Not(), x[a][k].Not(), x[b][k])
			prob.AddClause(l.Not(), x[b][k].Not(), x[a][k])
			prob.AddClause(l, x[a][k].Not(), x[b][k].Not())
		}
	}
	for c := 0; c < n; c++ {
		y, xx := p.G.YX(c)
		if xx+1 < cols {
			e[c][0] = prob.NewVar()
			link(c, c+1, e[c][0])
		}
		if y+1 < rows {
			e[c][1] = prob.NewVar()
			link(c, c+cols, e[c][1])
		}
	}
	var inc []sat.Lit
	ones := []int{1, 1, 1, 1}
	for c := 0; c < n; c++ {
		y, xx := p.G.YX(c)
		inc = inc[:0]
		if xx+1 < cols {
			inc = append(inc, e[c][0])
		}
		if y+1 < rows {
			inc = append(inc, e[c][1])
		}
		if xx > 0 {
			inc = append(inc, e[c-1][0])
		}
		if y > 0 {
			inc = append(inc, e[c-cols][1])
		}
		if p.Dots[c] != 0 {
			prob.ExactlyOne(inc...)
		} else {
			if emp[c] != 0 {
				prob.SumEqual(append(inc, emp[c]), append(ones[:len(inc):len(inc)], 2), 2)
			} else {
				prob.Exactly(2, inc...)
			}
		}
		if y+1 < rows && xx+1 < cols {
			prob.AddClause(e[c][0].Not(), e[c][1].Not(), e[c+1][1].Not(), e[c+cols][0].Not())
		}
	}
	colourOf := func(m sat.Model, c int) int {
		for k := 0; k < K; k++ {
			if m.Value(x[c][k]) {
				return k + 1
			}
		}
		return 0
	}
	prob.Lazy(func(m sat.Model) [][]sat.Lit {
		col := make([]int, n)
		for c := range col {
			col[c] = colourOf(m, c)
		}
		seen := make([]bool, n)
		var cuts [][]sat.Lit
		var stack, comp, nbs []int
		for s := 0; s < n; s++ {
			if seen[s] {
				continue
			}
			k := col[s]
			seen[s] = true
			stack, comp = append(stack[:0], s), comp[:0]
			dot := false
			for len(stack) > 0 {
				c := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				comp = append(comp, c)
				dot = dot || p.Dots[c] != 0
				nbs = p.neighbours(c, nbs[:0])
				for _, o := range nbs {
					if !seen[o] && col[o] == k {
						seen[o] = true
						stack = append(stack, o)
					}
				}
			}
			if dot || k == 0 {
				continue
			}
			// The component is a loop of links (every cell of it has two):
			// no solution has that loop, whatever its colour.
			in := make(map[int]bool, len(comp))
			for _, c := range comp {
				in[c] = true
			}
			var cut []sat.Lit
			for _, c := range comp {
				if in[c+1] && (c+1)%cols != 0 {
					cut = append(cut, e[c][0].Not())
				}
				if in[c+cols] {
					cut = append(cut, e[c][1].Not())
				}
			}
			cuts = append(cuts, cut)
		}
		return cuts
	})
	m, st := prob.Solve(ctx)
	switch st {
	case sat.Unsat:
		return nil, true
	case sat.Sat:
	default:
		return nil, false
	}
	cells = make([]int, n)
	for c := range cells {
		cells[c] = colourOf(m, c)
	}
	return cells, true
}

// emptyDetours adds the clauses of touchFreeFillEmpty's unique option: no
// two cells next to one empty cell (or to two adjacent empty cells) share
// a colour.
func (p *Puzzle) emptyDetours(prob *sat.Problem, x [][]sat.Lit, emp []sat.Lit) {
	K := p.Colours()
	apart := func(a, b int, when ...sat.Lit) {
		cl := make([]sat.Lit, len(when)+2)
		for i, l := range when {
			cl[i] = l.Not()
		}
		for k := 0; k < K; k++ {
			cl[len(when)], cl[len(when)+1] = x[a][k].Not(), x[b][k].Not()
			prob.AddClause(cl...)
		}
	}
	var nc, nd []int
	for c, l := range emp {
		if l == 0 {
			continue
		}
		nc = p.neighbours(c, nc[:0])
		for i, a := range nc {
			for _, b := range nc[i+1:] {
				apart(a, b, l)
			}
		}
		for _, d := range nc {
			if d < c || emp[d] == 0 {
				continue
			}
			nd = p.neighbours(d, nd[:0])
			for _, a := range nc {
				for _, b := range nd {
					if a != d && b != c {
						apart(a, b, l, emp[d])
					}
				}
			}
		}
	}
}

// emptyBalance is what the checkerboard forces on any answer: its empty
// cells' black minus white count. A line's cells alternate, so it has one
// more black cell than white when both its dots are black, one fewer
// when both are white, as many when they differ.
func (p *Puzzle) emptyBalance() int {
	d := 0
	black := func(c int) bool { y, x := p.G.YX(c); return (y+x)%2 == 0 }
	for c := 0; c < p.G.Cells(); c++ {
		if black(c) {
			d++
		} else {
			d--
		}
	}
	for k := 1; k <= p.Colours(); k++ {
		a, b := black(p.Ends[k][0]), black(p.Ends[k][1])
		switch {
		case a && b:
			d--
		case !a && !b:
			d++
		}
	}
	return d
}

// neighbours appends c's orthogonal neighbours to buf.
func (p *Puzzle) neighbours(c int, buf []int) []int {
	y, x := p.G.YX(c)
	if y > 0 {
		buf = append(buf, c-p.G.Cols)
	}
	if y+1 < p.G.Rows {
		buf = append(buf, c+p.G.Cols)
	}
	if x > 0 {
		buf = append(buf, c-1)
	}
	if x+1 < p.G.Cols {
		buf = append(buf, c+1)
	}
	return buf
}

// touchFreeFirst is Solve's fallback for a first answer: touchFreeFill
// over every cell (458 of janko's 464 boards are filled). The variant with
// empty cells is not tried: on janko_0430 (20x20, covers_all_cells no) its
// single gophersat call ran past a minute, and such a call cannot be
// interrupted at the deadline.
func (p *Puzzle) touchFreeFirst(ctx context.Context) []int {
	cells, settled := p.touchFreeFill(ctx, false)
	if cells != nil || !settled || p.Rules != Numberlink {
		return cells
	}
	// No answer fills every cell. Janko's boards that leave cells empty
	// leave one to four; the model with at most that many empty cells is
	// nearly as quick as the one that fills all (janko_0437, 0455: one
	// empty cell, 0.3-0.6 s), where the unbounded one runs for minutes.
	// The checkerboard balance says how many at least, and their parity.
	// First the answers a unique puzzle can have (emptyDetours), with up
	// to 4 more empty cells than that (janko_0430 leaves 4 where the
	// balance asks for none: 0.3 s, where the plain model with 4 ran past
	// 20 s); then, once, the plain model with 2 at most (or the balance).
	ok := func(cells []int) bool { return cells != nil && len(p.Check(p.answer(cells))) == 0 }
	if expired(ctx) {
		return nil
	}
	m := abs(p.emptyBalance())
	if cells, _ = p.touchFreeFillEmpty(ctx, m+4, true); ok(cells) {
		return cells
	}
	m = max(m, 2)
	if expired(ctx) {
		return nil
	}
	if cells, _ = p.touchFreeFillEmpty(ctx, m, false); ok(cells) {
		return cells
	}
	return nil
}
