package fillomino

// The reference solvers. SolveReference (what `pencilbox bench
// --crosscheck` runs) is the lazy SAT model of solve.go on its own: no
// propagating search, no units from it, so on the boards the search
// settles (nearly all) it is a second, independent method, and it finishes
// on all but two janko boards within a minute. SolveFlow is the
// single-commodity flow model of the reference chapter (Jandhyala, "Solving Puzzles through Mathematical Programming",
// ch. 20, after Pearce and Forbes), written on solver/sat. It shares
// nothing with the lazy model of solve.go but the puzzle, so the two check
// each other.
//
// Per cell: its value v_c in 1..N (one literal per value), its root
// pointer rho_c (one literal per cell it may point to; rt_c is rho_c = c),
// and per ordered pair of neighbours a flow f_cd in 0..N-1 (unary: the
// number of true units, ordered so each flow has one representation). Constraints, as in the
// chapter: a pointer lands on a root and the cell shares the root's value;
// neighbours share a root exactly when they share a value; flow runs only
// between cells of one region; a non-root cell keeps one unit, a root
// sends out v_c - 1. Values range up to N so the model is exact (in the
// variant t up to its limit, or the largest clue, and flows with them); its size
// is O(N^3) clauses (v_c = v_rho_c), so it is meant for small boards (up
// to about 6x6) as a cross-check, not for play.

import (
	"context"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

type flowModel struct {
	p    *Puzzle
	prob *sat.Problem
	v    [][]sat.Lit // per cell: v[c][k-1] is "c holds k"
	w    []int
}

func (p *Puzzle) newFlowModel() *flowModel {
	n := p.G.Cells()
	prob := &sat.Problem{}
	m := &flowModel{p: p, prob: prob}
	top := n
	if p.MaxRegion > 0 {
		top = min(n, max(p.MaxRegion, p.maxClue())) // the variant's values, and any clue beyond them
	}
	for x := 1; x <= top; x++ {
		m.w = append(m.w, x)
	}
	nb := len(m.w)
	m.v = make([][]sat.Lit, n)
	for c := range m.v {
		m.v[c] = prob.NewVars(nb)
		prob.ExactlyOne(m.v[c]...)
		prob.MarkAnswer(m.v[c]...)
		if cl := p.Clues[c]; cl > 0 {
			prob.AddClause(m.v[c][cl-1])
		}
		for k := 1; k <= nb; k++ {
			if !p.allows(k) {
				prob.AddClause(m.v[c][k-1].Not())
			}
		}
	}
	// rho[c][r]: c's root is r.
	rho := make([][]sat.Lit, n)
	for c := range rho {
		rho[c] = prob.NewVars(n)
		prob.ExactlyOne(rho[c]...)
		// The root is the region's first cell in row-major order: one root
		// per region instead of any of its cells (symmetry breaking; every
		// solution of the chapter's model maps to one of these).
		for r := c + 1; r < n; r++ {
			prob.AddClause(rho[c][r].Not())
		}
	}
	for c := 0; c < n; c++ {
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			// rt_{rho_c} = 1
			prob.AddClause(rho[c][r].Not(), rho[r][r])
			// v_c = v_{rho_c}
			for j := 0; j < nb; j++ {
				prob.AddClause(rho[c][r].Not(), m.v[c][j].Not(), m.v[r][j])
				prob.AddClause(rho[c][r].Not(), m.v[c][j], m.v[r][j].Not())
			}
		}
	}
	flow := make(map[[2]int][]sat.Lit)
	for e, ed := range p.edges {
		a, b := int(ed.a), int(ed.b)
		same := prob.NewVar() // er = ev
		// same value <=> same (one-hot values)
		for j := 0; j < nb; j++ {
			prob.AddClause(same.Not(), m.v[a][j].Not(), m.v[b][j])
			prob.AddClause(same.Not(), m.v[a][j], m.v[b][j].Not())
			prob.AddClause(same, m.v[a][j].Not(), m.v[b][j].Not())
		}
		// same root <=> same
		for r := 0; r < n; r++ {
			prob.AddClause(same.Not(), rho[a][r].Not(), rho[b][r])
			prob.AddClause(same.Not(), rho[a][r], rho[b][r].Not())
			prob.AddClause(same, rho[a][r].Not(), rho[b][r].Not())
		}
		if p.Walls[e] {
			// a given border separates two regions, whose numbers differ
			prob.AddClause(same.Not())
		}
		for _, arc := range [2][2]int{{a, b}, {b, a}} {
			// f in unary: units u_1 >= u_2 >= ... (f = number true)
			// a region of at most nb cells carries at most nb-1 on an arc
			f := prob.NewVars(nb - 1)
			for j := range f {
				if j > 0 {
					prob.AddClause(f[j].Not(), f[j-1])
				}
			}
			flow[arc] = f
			if rev := flow[[2]int{arc[1], arc[0]}]; len(f) > 0 && rev != nil {
				// flow one way only (a circulation can always be cancelled)
				prob.AddClause(f[0].Not(), rev[0].Not())
			}
			// f <= N * same
			if len(f) > 0 {
				prob.AddClause(f[0].Not(), same)
			}
		}
	}
	// in - out = 1 for a non-root, 1 - v_c for a root. The root's supply
	// s_c (unary, ordered) is 0 off roots and v_c - 1 on them, so flow
	// conservation is one unconditional sum (below).
	for c := 0; c < n; c++ {
		var lits []sat.Lit
		var ws []int
		for _, e := range p.inc[c] {
			if e < 0 {
				continue
			}
			d := int(p.edges[e].a) + int(p.edges[e].b) - c
			for _, l := range flow[[2]int{d, c}] {
				lits, ws = append(lits, l), append(ws, 1)
			}
			for _, l := range flow[[2]int{c, d}] {
				lits, ws = append(lits, l), append(ws, -1)
			}
		}
		rt := rho[c][c]
		sup := prob.NewVars(nb - 1)
		for j := range sup {
			if j > 0 {
				prob.AddClause(sup[j].Not(), sup[j-1])
			}
			prob.AddClause(sup[j].Not(), rt)
		}
		for k := 1; k <= nb; k++ {
			if k >= 2 {
				prob.AddClause(rt.Not(), m.v[c][k-1].Not(), sup[k-2])
			}
			if k-1 < len(sup) {
				prob.AddClause(rt.Not(), m.v[c][k-1].Not(), sup[k-1].Not())
			}
		}
		for _, l := range sup {
			lits, ws = append(lits, l), append(ws, 1)
		}
		// non-root: in - out = 1; root: in - out = 1 - v_c = -s_c, i.e.
		// in - out + s_c + rt_c = 1 in both cases.
		lits, ws = append(lits, rt), append(ws, 1)
		prob.SumEqual(lits, ws, 1)
	}
	return m
}

func (m *flowModel) values(mo sat.Model) []int {
	vals := make([]int, len(m.v))
	for c, bits := range m.v {
		for j, l := range bits {
			if mo.Value(l) {
				vals[c] += m.w[j]
			}
		}
	}
	return vals
}

// SolveReference implements puzzle.ReferenceSolver with the lazy SAT model
// alone (see the file comment).
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	return p.solveSAT(ctx, limit)
}

// SolveFlow solves the flow model: limit 1 finds one solution, 2 or more
// counts distinct fillings up to the limit.
func (p *Puzzle) SolveFlow(ctx context.Context, limit int) puzzle.Result {
	if p.G.Cells() > flowMaxCells {
		return puzzle.Result{Status: puzzle.Unknown} // O(N^3) clauses: too big to build
	}
	m := p.newFlowModel()
	if limit <= 1 {
		mo, st := m.prob.Solve(ctx)
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: Answer{G: p.G, Values: m.values(mo)}}
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None}
		}
		return puzzle.Result{Status: puzzle.Unknown}
	}
	models, cnt := m.prob.Enumerate(ctx, limit)
	r := puzzle.Result{}
	if len(models) > 0 {
		r.Answer = Answer{G: p.G, Values: m.values(models[0])}
	}
	r.Status = puzzle.CountStatus(cnt.N, cnt.Complete, limit)
	return r
}

// flowMaxCells bounds the boards the flow model is built for.
const flowMaxCells = 64

var _ puzzle.ReferenceSolver = (*Puzzle)(nil)
