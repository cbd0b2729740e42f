package fillomino

// The fast exact solver: a SAT model over borders and small values, with
// region sizes checked lazily.
//
// Variables: one per inner border ("the two cells are in different
// regions") and, per cell, one per value 1..K plus one for "more than K",
// where K is the largest clue (at least 2). Values above K only occur in
// regions without a clue; keeping them as one "big" value keeps the model
// small on boards whose largest clue is 5 while staying exact: a region of
// 12 unclued cells is "big" and its size is what the lazy check sees.
//
// Up front (cheap, and what makes it fast):
//   - a cell keeps value k only when a region of k cells through cells that
//     may hold k fits around it (a distance-limited search, repeated to a
//     fixpoint), and only its clue when it has one;
//   - equal small values on both sides of a border mean "no border",
//     different ones mean "border"; given borders are borders and forbid
//     equal values on both sides;
//   - a k >= 2 needs a neighbour holding k, a 1 has no neighbouring 1, a 2
//     has at most one neighbouring 2.
//
// Lazily (sat.Problem.Lazy), on each candidate solution the regions (cells
// joined through non-borders) are measured, and every wrong one is cut:
//   - too big: some border on a spanning tree of k+1 of its cells, or the
//     cell has a larger value;
//   - wrong size s: one of its outer borders is open, or a border on its
//     spanning tree closes, or its value is s; and, weaker in premise,
//     one of its outer borders is open or its value is at most s;
//   - a border inside a region: the border goes, or its path breaks;
//   - two touching "big" regions of one size: one of them changes.
// Each cut holds in every solution, so the answer is exact. The answer keys
// are the borders and values (values follow from borders and vice versa,
// so they never make two solutions look different).

import (
	"context"

	"pencilbox/solver/sat"
)

// model is the SAT form of one puzzle.
type model struct {
	p    *Puzzle
	prob *sat.Problem
	K    int
	b    []sat.Lit   // per inner border: different regions
	val  [][]sat.Lit // per cell: val[c][k-1] holds k (k = 1..K), val[c][K] "more than K"
	cuts int         // lazy cuts added, for tests and benchmarks
	stop func()      // called after each lazy check (deadline), may be nil
}

// allowed computes, per cell, which of the values 1..K+1 (K+1 = big) may
// stand there: reachability within distance k-1 through cells that may
// hold k, iterated to a fixpoint. It gives nil once ctx ends: with a
// large clue (K in the hundreds or thousands on a 64x64 board) a pass
// takes minutes.
func (p *Puzzle) allowed(ctx context.Context, K int) [][]bool {
	n := p.G.Cells()
	ok := make([][]bool, n)
	for c := range ok {
		ok[c] = make([]bool, K+1)
		for k := 1; k <= K+1; k++ {
			cl := p.Clues[c]
			ok[c][k-1] = (cl <= 0 || cl == k) && (p.MaxRegion == 0 || k <= p.MaxRegion)
		}
	}
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	var queue, seen []int
	reach := func(s, k int, limit int) int {
		// counts cells reachable from s within limit steps through cells
		// allowed k, stopping as soon as want are found
		want := k
		if limit < 0 {
			want = K + 1
		}
		queue = append(queue[:0], s)
		seen = append(seen[:0], s)
		dist[s] = 0
		count := 1
		for h := 0; h < len(queue) && count < want; h++ {
			c := queue[h]
			if limit >= 0 && int(dist[c]) >= limit {
				continue
			}
			for _, e := range p.inc[c] {
				if e < 0 || p.Walls[e] {
					continue
				}
				d := int(p.edges[e].a) + int(p.edges[e].b) - c
				if dist[d] < 0 && ok[d][k-1] {
					dist[d] = dist[c] + 1
					queue = append(queue, d)
					seen = append(seen, d)
					count++
				}
			}
		}
		for _, c := range seen {
			dist[c] = -1
		}
		return count
	}
	for changed := true; changed; {
		changed = false
		for c := 0; c < n; c++ {
			for k := 1; k <= K+1; k++ {
				if !ok[c][k-1] {
					continue
				}
				// A cell's values cost up to K*K/2 steps: with K in
				// the thousands, a cell alone takes a good part of a
				// second, so ctx is read per value.
				if stopped(ctx) {
					return nil
				}
				var fits bool
				if k <= K {
					fits = reach(c, k, k-1) >= k
				} else {
					fits = reach(c, k, -1) >= K+1
				}
				if !fits {
					ok[c][k-1] = false
					changed = true
				}
			}
		}
	}
	return ok
}

// newModel builds the lazy model, or gives nil once ctx ends: its size
// grows with the cells times the largest clue, so a large clue on a
// large board takes long to build, let alone solve.
func (p *Puzzle) newModel(ctx context.Context) *model {
	g := p.G
	n := g.Cells()
	K := min(max(p.maxClue(), 2), n)
	if p.MaxRegion > 0 {
		// Every allowed value explicit: "more than K" would admit any
		// size, and the variant's limit is a value like the others.
		K = min(max(p.maxClue(), p.MaxRegion), n)
	}
	prob := &sat.Problem{}
	m := &model{p: p, prob: prob, K: K}
	m.b = prob.NewVars(len(p.edges))
	m.val = make([][]sat.Lit, n)
	ok := p.allowed(ctx, K)
	if ok == nil {
		return nil
	}
	for c := range m.val {
		m.val[c] = prob.NewVars(K + 1)
		prob.ExactlyOne(m.val[c]...)
		for k := 1; k <= K+1; k++ {
			if !ok[c][k-1] {
				prob.AddClause(m.val[c][k-1].Not())
			}
		}
	}
	prob.MarkAnswer(m.b...)
	for c := range m.val {
		prob.MarkAnswer(m.val[c]...)
	}
	for e, ed := range p.edges {
		if e%64 == 0 && stopped(ctx) {
			return nil
		}
		a, b := int(ed.a), int(ed.b)
		if p.Walls[e] {
			prob.AddClause(m.b[e])
		}
		for k := 1; k <= K; k++ {
			va, vb := m.val[a][k-1], m.val[b][k-1]
			oka, okb := ok[a][k-1], ok[b][k-1]
			switch {
			case oka && okb:
				if p.Walls[e] {
					prob.AddClause(va.Not(), vb.Not())
				} else {
					prob.AddClause(va.Not(), vb.Not(), m.b[e].Not())
				}
				prob.AddClause(va.Not(), vb, m.b[e])
				prob.AddClause(vb.Not(), va, m.b[e])
			case oka:
				prob.AddClause(va.Not(), m.b[e])
			case okb:
				prob.AddClause(vb.Not(), m.b[e])
			}
		}
	}
	var nb []int
	for c := 0; c < n; c++ {
		if c%64 == 0 && stopped(ctx) {
			return nil
		}
		nb = nb[:0]
		for _, e := range p.inc[c] {
			if e >= 0 && !p.Walls[e] {
				nb = append(nb, int(p.edges[e].a)+int(p.edges[e].b)-c)
			}
		}
		for k := 1; k <= K; k++ {
			if !ok[c][k-1] {
				continue
			}
			v := m.val[c][k-1]
			switch k {
			case 1:
				for _, d := range nb {
					prob.AddClause(v.Not(), m.val[d][0].Not())
				}
			default:
				cl := []sat.Lit{v.Not()}
				for _, d := range nb {
					if ok[d][k-1] {
						cl = append(cl, m.val[d][k-1])
					}
				}
				prob.AddClause(cl...)
				if k == 2 {
					for i := range nb {
						for j := i + 1; j < len(nb); j++ {
							prob.AddClause(v.Not(), m.val[nb[i]][1].Not(), m.val[nb[j]][1].Not())
						}
					}
				}
			}
		}
	}
	prob.Lazy(m.check)
	return m
}

// valueLit is "cell c holds s" (the big literal when s > K).
func (m *model) valueLit(c, s int) sat.Lit {
	if s > m.K {
		return m.val[c][m.K]
	}
	return m.val[c][s-1]
}

// valueIndex is the k (1..K+1) of cell c in mo.
func (m *model) valueIndex(mo sat.Model, c int) int {
	for k, l := range m.val[c] {
		if mo.Value(l) {
			return k + 1
		}
	}
	return 0
}

// components labels the regions of mo (cells joined through non-borders).
func (m *model) components(border func(e int) bool) (comp []int32, members [][]int) {
	return m.p.label(func(int) bool { return true }, func(e, _, _ int) bool { return !border(e) })
}

// tree is a breadth-first spanning tree of the region of root r (cells
// with comp == id), cut off after limit cells (limit <= 0: all). It returns
// the cells in visiting order, their parent borders (-1 for the root) and
// the border edges.
func (m *model) tree(r int, comp []int32, border func(e int) bool, limit int, parent []int32) (cells []int, edges []int) {
	p := m.p
	id := comp[r]
	parent[r] = -2
	cells = append(cells, r)
	for h := 0; h < len(cells) && (limit <= 0 || len(cells) < limit); h++ {
		c := cells[h]
		for _, e := range p.inc[c] {
			if e < 0 || border(int(e)) {
				continue
			}
			d := int(p.edges[e].a) + int(p.edges[e].b) - c
			if comp[d] == id && parent[d] == -1 {
				parent[d] = e
				cells = append(cells, d)
				edges = append(edges, int(e))
				if limit > 0 && len(cells) >= limit {
					break
				}
			}
		}
	}
	return cells, edges
}

// check is the lazy region check; see the file comment for the cuts.
func (m *model) check(mo sat.Model) [][]sat.Lit {
	p := m.p
	border := func(e int) bool { return mo.Value(m.b[e]) }
	comp, members := m.components(border)
	parent := make([]int32, p.G.Cells())
	for i := range parent {
		parent[i] = -1
	}
	reset := func(cells []int) {
		for _, c := range cells {
			parent[c] = -1
		}
	}
	var cuts [][]sat.Lit
	// outer returns the borders around a region and its spanning tree as
	// the literals of the "this exact region" clause.
	exact := func(cells []int, root int) []sat.Lit {
		tc, te := m.tree(root, comp, border, 0, parent)
		reset(tc)
		var cl []sat.Lit
		for _, e := range te {
			cl = append(cl, m.b[e])
		}
		id := comp[root]
		for _, c := range cells {
			for _, e := range p.inc[c] {
				if e >= 0 && comp[int(p.edges[e].a)+int(p.edges[e].b)-c] != id {
					cl = append(cl, m.b[e].Not())
				}
			}
		}
		return cl
	}
	for id, cells := range members {
		root := cells[0]
		for _, c := range cells {
			if p.Clues[c] > 0 {
				root = c
				break
			}
		}
		k := m.valueIndex(mo, root)
		s := len(cells)
		switch {
		case k <= m.K && s > k:
			tc, te := m.tree(root, comp, border, k+1, parent)
			reset(tc)
			cl := make([]sat.Lit, 0, len(te)+m.K+1)
			for _, e := range te {
				cl = append(cl, m.b[e])
			}
			for j := k + 1; j <= m.K+1; j++ {
				cl = append(cl, m.val[root][j-1])
			}
			cuts = append(cuts, cl)
			continue
		case k <= m.K && s < k, k > m.K && s <= m.K:
			cuts = append(cuts, append(exact(cells, root), m.valueLit(root, s)))
			// A separator cut: with every outer border of these cells
			// closed, the root's region fits inside them, so its value is
			// at most s, whatever happens inside.
			id := comp[root]
			var cl []sat.Lit
			for _, c := range cells {
				for _, e := range p.inc[c] {
					if e >= 0 && comp[int(p.edges[e].a)+int(p.edges[e].b)-c] != id {
						cl = append(cl, m.b[e].Not())
					}
				}
			}
			for j := 1; j <= s && j <= m.K; j++ {
				cl = append(cl, m.val[root][j-1])
			}
			cuts = append(cuts, cl)
			continue
		}
		// a border inside the region (only "big" regions can have one)
		for _, c := range cells {
			for _, e := range p.inc[c] {
				if e < 0 || !border(int(e)) {
					continue
				}
				d := int(p.edges[e].a) + int(p.edges[e].b) - c
				if d < c || comp[d] != int32(id) {
					continue
				}
				tc, _ := m.tree(c, comp, border, 0, parent)
				cl := []sat.Lit{m.b[e].Not()}
				for x := d; parent[x] >= 0; {
					pe := int(parent[x])
					cl = append(cl, m.b[pe])
					x = int(p.edges[pe].a) + int(p.edges[pe].b) - x
				}
				reset(tc)
				cuts = append(cuts, cl)
			}
		}
		// touching big regions of one size
		if k > m.K {
			seen := map[int32]bool{}
			for _, c := range cells {
				for _, e := range p.inc[c] {
					if e < 0 {
						continue
					}
					d := int(p.edges[e].a) + int(p.edges[e].b) - c
					o := comp[d]
					if o <= int32(id) || seen[o] || len(members[o]) != s {
						continue
					}
					seen[o] = true
					cl := exact(cells, root)
					cuts = append(cuts, append(cl, exact(members[o], members[o][0])...))
				}
			}
		}
	}
	m.cuts += len(cuts)
	if m.stop != nil {
		m.stop()
	}
	return cuts
}

// values reads the answer of a model: every cell holds its region's size.
func (m *model) values(mo sat.Model) []int {
	_, members := m.components(func(e int) bool { return mo.Value(m.b[e]) })
	vals := make([]int, m.p.G.Cells())
	for _, cells := range members {
		for _, c := range cells {
			vals[c] = len(cells)
		}
	}
	return vals
}
