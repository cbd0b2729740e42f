package fillomino

// The fast exact solver: a SAT model over borders and small values, with
// region sizes checked lazily.
//
// Variables: one per inner border ("the two cells are in different
// regions") and, per cell, one per explicit value plus one for "free",
// any other value. The explicit values are 1..explicitUpTo (at most the
// largest clue) and every clue's value; the rest only occur in regions
// without a clue, and keeping them as one "free" value keeps the model
// small (a 10x10 whose clues are 1-8 and 55 has 9 values per cell, not
// 56) while staying exact: a free region's size is what the lazy check
// sees, and it must be a free value.
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
//   - two touching free regions of one size: one of them changes.
// Each cut holds in every solution, so the answer is exact. The answer keys
// are the borders and values (values follow from borders and vice versa,
// so they never make two solutions look different).

import (
	"context"

	"pencilbox/solver/sat"
)

// model is the SAT form of one puzzle.
type model struct {
	p       *Puzzle
	prob    *sat.Problem
	vals    []int       // the explicit values, ascending
	idx     []int       // per value 0..n: its index in vals, or the free index len(vals)
	free    int         // len(vals): the index of "free"
	minFree int         // the smallest free value (n+1 when none)
	b       []sat.Lit   // per inner border: different regions
	val     [][]sat.Lit // per cell: val[c][i] holds vals[i], val[c][free] a free value
	cuts    int         // lazy cuts added, for tests and benchmarks
	stop    func()      // called after each lazy check (deadline), may be nil
	// fewest is the fewest cuts one lazy check has made in the current
	// turn (-1 before its first check), before the fewest of the turns
	// before it (-1 none): how near the candidates come to an answer
	// (Solve's stall rule).
	fewest, before int
}

// explicitUpTo is how many of the smallest values are always explicit
// (their local clauses are what makes small regions fast), up to the
// largest clue: on boards whose clues stay below it the model has every
// value 1..largest clue, as it always had.
const explicitUpTo = 16

// newValues chooses the explicit values and indexes every value 0..n.
func (m *model) newValues(n int) {
	K := min(max(m.p.maxClue(), 2), n)
	upTo := min(K, explicitUpTo)
	if m.p.MaxRegion > 0 {
		// Every allowed value explicit: the variant's limit is a value
		// like the others, and allowed leaves free no cell.
		K = min(max(m.p.maxClue(), m.p.MaxRegion), n)
		upTo = K
	}
	explicit := make([]bool, n+1)
	for k := 1; k <= upTo; k++ {
		explicit[k] = true
	}
	for _, v := range m.p.Clues {
		if v > 0 && v <= n {
			explicit[v] = true
		}
	}
	for k := 1; k <= n; k++ {
		if explicit[k] {
			m.vals = append(m.vals, k)
		}
	}
	m.free = len(m.vals)
	m.idx = make([]int, n+1)
	for k := range m.idx {
		m.idx[k] = m.free
	}
	for i, v := range m.vals {
		m.idx[v] = i
	}
	m.minFree = m.smallestFree()
}

// isFree says whether size s is a free value.
func (m *model) isFree(s int) bool { return s >= len(m.idx) || m.idx[s] == m.free }

// smallestFree is the smallest free value (beyond n when there is none).
func (m *model) smallestFree() int {
	for k := 1; k < len(m.idx); k++ {
		if m.idx[k] == m.free {
			return k
		}
	}
	return len(m.idx)
}

// allowed computes, per cell, which value classes (the indices of
// m.vals, then free) may stand there: reachability within distance k-1
// through cells that may hold k, iterated to a fixpoint (for free: an
// area of at least the smallest free value). It gives nil once ctx ends:
// with a large clue (hundreds or thousands on a 64x64 board) a pass takes
// minutes.
func (m *model) allowed(ctx context.Context) [][]bool {
	p := m.p
	n := p.G.Cells()
	nv := m.free + 1
	ok := make([][]bool, n)
	for c := range ok {
		ok[c] = make([]bool, nv)
		cl := p.Clues[c]
		for i := range ok[c] {
			ok[c][i] = cl <= 0 || i < m.free && m.vals[i] == cl
			if p.MaxRegion > 0 && (i == m.free || m.vals[i] > p.MaxRegion) {
				ok[c][i] = false // the variant's regions stay small
			}
		}
	}
	minFree := m.minFree
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	var queue, seen []int
	reach := func(s, i, want, limit int) int {
		// counts cells reachable from s within limit steps (no bound
		// when limit < 0) through cells allowed class i, stopping as
		// soon as want are found
		queue = append(queue[:0], s)
		seen = append(seen[:0], s)
		dist[s] = 0
		count := 1
		for h := 0; h < len(queue) && count < want; h++ {
			c := queue[h]
			if p.open != nil && p.open[c] {
				count = want // the region may go on beyond the window
				break
			}
			if limit >= 0 && int(dist[c]) >= limit {
				continue
			}
			for _, e := range p.inc[c] {
				if e < 0 || p.Walls[e] {
					continue
				}
				d := int(p.edges[e].a) + int(p.edges[e].b) - c
				if dist[d] < 0 && ok[d][i] {
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
			for i := range nv {
				if !ok[c][i] {
					continue
				}
				// A cell's values cost up to K*K/2 steps: with K in
				// the thousands, a cell alone takes a good part of a
				// second, so ctx is read per value.
				if stopped(ctx) {
					return nil
				}
				var fits bool
				if i < m.free {
					k := m.vals[i]
					fits = reach(c, i, k, k-1) >= k
				} else {
					fits = minFree <= n && reach(c, i, minFree, -1) >= minFree
				}
				if !fits {
					ok[c][i] = false
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
	prob := &sat.Problem{}
	m := &model{p: p, prob: prob, fewest: -1, before: -1}
	m.newValues(n)
	m.b = prob.NewVars(len(p.edges))
	m.val = make([][]sat.Lit, n)
	ok := m.allowed(ctx)
	if ok == nil {
		return nil
	}
	for c := range m.val {
		m.val[c] = prob.NewVars(m.free + 1)
		prob.ExactlyOne(m.val[c]...)
		for i, allowed := range ok[c] {
			if !allowed {
				prob.AddClause(m.val[c][i].Not())
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
		for i := range m.free {
			va, vb := m.val[a][i], m.val[b][i]
			oka, okb := ok[a][i], ok[b][i]
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
		for i, k := range m.vals {
			if !ok[c][i] {
				continue
			}
			v := m.val[c][i]
			switch k {
			case 1:
				for _, d := range nb {
					prob.AddClause(v.Not(), m.val[d][i].Not())
				}
			default:
				if p.open != nil && p.open[c] {
					break // its neighbour may be beyond the window
				}
				cl := []sat.Lit{v.Not()}
				for _, d := range nb {
					if ok[d][i] {
						cl = append(cl, m.val[d][i])
					}
				}
				prob.AddClause(cl...)
				if k == 2 {
					for x := range nb {
						for y := x + 1; y < len(nb); y++ {
							prob.AddClause(v.Not(), m.val[nb[x]][i].Not(), m.val[nb[y]][i].Not())
						}
					}
				}
			}
		}
	}
	prob.Lazy(m.check)
	return m
}

// valueLit is "cell c holds s" (the free literal when s is free).
func (m *model) valueLit(c, s int) sat.Lit {
	if m.isFree(s) {
		return m.val[c][m.free]
	}
	return m.val[c][m.idx[s]]
}

// valueIndex is the value class (index of m.vals, or m.free) of cell c in
// mo.
func (m *model) valueIndex(mo sat.Model, c int) int {
	for i, l := range m.val[c] {
		if mo.Value(l) {
			return i
		}
	}
	return m.free
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
		i := m.valueIndex(mo, root)
		free := i == m.free
		k := 0
		if !free {
			k = m.vals[i]
		}
		s := len(cells)
		open := m.opens(cells)
		switch {
		case !free && s > k:
			// the tree's k+1 cells joined: a larger value, explicit or free
			tc, te := m.tree(root, comp, border, k+1, parent)
			reset(tc)
			cl := make([]sat.Lit, 0, len(te)+m.free+1)
			for _, e := range te {
				cl = append(cl, m.b[e])
			}
			cl = append(cl, m.val[root][i+1:]...)
			cuts = append(cuts, cl)
			continue
		case open && (s < k || free):
			// it may grow beyond the window
		case !free && s < k, free && !m.isFree(s):
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
			for j, v := range m.vals {
				if v <= s {
					cl = append(cl, m.val[root][j])
				}
			}
			if m.minFree <= s {
				cl = append(cl, m.val[root][m.free])
			}
			cuts = append(cuts, cl)
			continue
		}
		// a border inside the region (only free regions can have one)
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
		// touching free regions of one size
		if free {
			seen := map[int32]bool{}
			for _, c := range cells {
				for _, e := range p.inc[c] {
					if e < 0 {
						continue
					}
					d := int(p.edges[e].a) + int(p.edges[e].b) - c
					o := comp[d]
					if o <= int32(id) || seen[o] || len(members[o]) != s || open || m.opens(members[o]) {
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
	if m.fewest < 0 || len(cuts) < m.fewest {
		m.fewest = len(cuts)
	}
	if m.stop != nil {
		m.stop()
	}
	return cuts
}

// opens says whether a region reaches an open cell (Puzzle.open).
func (m *model) opens(cells []int) bool {
	for _, c := range cells {
		if m.p.open != nil && m.p.open[c] {
			return true
		}
	}
	return false
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

// exclude forbids the answer of the given values: an accepted model's
// borders are its answer's (adjacent cells of one value are one region,
// of two values two), so one clause over the borders excludes that
// answer and no other.
func (m *model) exclude(values []int) {
	cl := make([]sat.Lit, len(m.p.edges))
	for e, ed := range m.p.edges {
		cl[e] = m.b[e]
		if values[ed.a] != values[ed.b] {
			cl[e] = m.b[e].Not()
		}
	}
	m.prob.AddClause(cl...)
}
