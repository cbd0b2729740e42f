package flow

import (
	"context"

	"pencilbox/solver/sat"
)

// uniqModel is the SAT model Solve uses to settle uniqueness (reference.go
// keeps the plain model as the independent cross-check). Beside the
// reference's colour and edge variables it states what every real solution
// satisfies and the plain model only learns one failed model at a time:
//   - no 2x2 square has all four of its edges on (a closed loop);
//   - the lazy cut against a dot-free component C of the model's edges is
//     "some edge leaves C" (every used cell of C lies on a path between
//     two dots outside C) rather than "not all of these edges".
func (p *Puzzle) uniqModel(ctx context.Context) *satModel {
	m := p.satModel0(ctx)
	prob := m.prob
	cols, n := p.G.Cols, p.G.Cells()
	edgeAt := map[[2]int]sat.Lit{}
	for i, e := range m.edges {
		edgeAt[e] = m.e[i]
	}
	for c := 0; c < n; c++ {
		y, x := p.G.YX(c)
		if y+1 >= p.G.Rows || x+1 >= cols {
			continue
		}
		a, b, d := c+1, c+cols, c+cols+1
		prob.AddClause(edgeAt[[2]int{c, a}].Not(), edgeAt[[2]int{c, b}].Not(), edgeAt[[2]int{a, d}].Not(), edgeAt[[2]int{b, d}].Not())
	}
	inc := make([][]int, n)
	for i, e := range m.edges {
		inc[e[0]] = append(inc[e[0]], i)
		inc[e[1]] = append(inc[e[1]], i)
	}
	prob.Lazy(func(model sat.Model) [][]sat.Lit { return m.boundaryCuts(p, inc, model) })
	return m
}

// boundaryCuts: for each component of on-edges without a dot, the clause
// "an edge from C to a cell outside C is on" (Numberlink: or some cell of
// C is unused; x of an unused cell is all false, so "C's first cell has no
// colour" is added as the escape).
func (m *satModel) boundaryCuts(p *Puzzle, inc [][]int, model sat.Model) [][]sat.Lit {
	n := p.G.Cells()
	seen := make([]bool, n)
	in := make([]bool, n)
	var cuts [][]sat.Lit
	var stack, cells []int
	for s := 0; s < n; s++ {
		if seen[s] {
			continue
		}
		on := false
		for _, ei := range inc[s] {
			if model.Value(m.e[ei]) {
				on = true
			}
		}
		if !on {
			continue
		}
		cells = cells[:0]
		stack = append(stack[:0], s)
		seen[s] = true
		dot := false
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, c)
			dot = dot || p.Dots[c] != 0
			for _, ei := range inc[c] {
				if !model.Value(m.e[ei]) {
					continue
				}
				o := m.edges[ei][0] + m.edges[ei][1] - c
				if !seen[o] {
					seen[o] = true
					stack = append(stack, o)
				}
			}
		}
		if dot {
			continue
		}
		for _, c := range cells {
			in[c] = true
		}
		var cut []sat.Lit
		for _, c := range cells {
			for _, ei := range inc[c] {
				o := m.edges[ei][0] + m.edges[ei][1] - c
				if !in[o] {
					cut = append(cut, m.e[ei])
				}
			}
		}
		if p.Rules == Numberlink {
			// The component may instead be left empty: its first cell
			// uncoloured.
			cut = append(cut, m.used[cells[0]].Not())
		}
		for _, c := range cells {
			in[c] = false
		}
		cuts = append(cuts, cut)
	}
	return cuts
}

// touchingOther asks the SAT model for a solution in which some line runs
// beside itself: two cells of one colour side by side that the line does
// not join. Solve asks it once every touch-free colouring is known; it is
// a far smaller question for SAT than "any colouring but this one" (the
// touch-free ones are excluded by construction). complete is false when
// ctx ran out before the call.
func (p *Puzzle) touchingOther(ctx context.Context) (other []int, complete bool) {
	m := p.uniqModel(ctx)
	K := p.Colours()
	var any []sat.Lit
	for i, e := range m.edges {
		t := m.prob.NewVar() // e's cells share a colour, e is off
		any = append(any, t)
		m.prob.AddClause(t.Not(), m.e[i].Not())
		for k := 0; k < K; k++ {
			a, b := m.x[e[0]*K+k], m.x[e[1]*K+k]
			m.prob.AddClause(t.Not(), a.Not(), b)
			m.prob.AddClause(t.Not(), b.Not(), a)
		}
		if p.Rules == Numberlink {
			m.prob.AddClause(t.Not(), m.used[e[0]])
		}
	}
	m.prob.AddClause(any...)
	model, st := m.prob.Solve(ctx)
	switch st {
	case sat.Sat:
		return p.modelCells(m, model), true
	case sat.Unsat:
		return nil, true
	}
	return nil, false
}
