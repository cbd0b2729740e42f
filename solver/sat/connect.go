package sat

import (
	"sort"

	graph "pencilbox/solver/grid"
)

// Connectivity constraints. Two encodings of "the active vertices are
// connected" are offered because neither wins everywhere:
//
//   - ConnectedLazy states nothing up front. A lazy check finds the
//     components of each model and cuts off every component that is apart
//     from the rest with a separator clause (below). Cheap to build, and on
//     puzzle boards a handful of rounds usually suffice.
//   - ConnectedFixed states connectivity completely with reachability-level
//     variables (O(n^2) of them), so the solver propagates it during search.
//     Only for small graphs.
//
// The separator cut. Let C be a component of the model's active vertices,
// u a vertex of C and v an active vertex outside C. In any solution where u
// and v are both active, a path of active vertices joins them; it must step
// out of C through the boundary B(C) of inactive neighbours. Of B(C) only
// the vertices that touch the region R reachable from v without crossing
// B(C) can be on such a path's last exit, so the cut is
//
//	¬a_u ∨ ¬a_v ∨ OR{ a_b : b ∈ B(C), b adjacent to R }
//
// All its literals are false in the model, so it excludes it. Where u or v
// is fixed active (a clue), ¬a_u or ¬a_v is false in every solution and the
// clause says "one of these walls must open", which is what a person sees.

// ConnectedLazy requires the vertices of gr whose literal in active is true
// to form one connected set (no active vertex, or one, is connected too). It
// registers a lazy check; len(active) must equal gr.N().
func (p *Problem) ConnectedLazy(gr graph.Graph, active []Lit) {
	if len(active) != gr.N() {
		panic("sat: ConnectedLazy needs one literal per vertex")
	}
	for _, l := range active {
		p.check(l)
	}
	lits := append([]Lit(nil), active...)
	p.Lazy(func(m Model) [][]Lit { return p.connectCuts(gr, lits, m) })
}

// fixedTrue reports whether l is true in every solution because a unit
// clause says so.
func (p *Problem) fixedTrue(l Lit) bool {
	v := l.Var()
	if v >= len(p.fixed) {
		return false
	}
	want := int8(1)
	if l < 0 {
		want = -1
	}
	return p.fixed[v] == want
}

// connectCuts returns the separator cuts of m, or nil when m's active
// vertices are connected.
func (p *Problem) connectCuts(gr graph.Graph, active []Lit, m Model) [][]Lit {
	on := make([]bool, len(active))
	for v, l := range active {
		on[v] = m.Value(l)
	}
	comp, n := gr.Components(func(v int) bool { return on[v] })
	if n <= 1 {
		return nil
	}
	// One representative per component, a vertex fixed active if there is
	// one (its literal then drops out of the cut), and component sizes.
	rep := make([]int, n)
	for i := range rep {
		rep[i] = -1
	}
	size := make([]int, n)
	for v, c := range comp {
		if c < 0 {
			continue
		}
		size[c]++
		if rep[c] < 0 || (!p.fixedTrue(active[rep[c]]) && p.fixedTrue(active[v])) {
			rep[c] = v
		}
	}
	// The anchor every other component is cut from: one holding a fixed
	// vertex if any, else the largest.
	anchor := 0
	for c := 1; c < n; c++ {
		fa, fc := p.fixedTrue(active[rep[anchor]]), p.fixedTrue(active[rep[c]])
		if fc && !fa || fc == fa && size[c] > size[anchor] {
			anchor = c
		}
	}
	second := -1
	for c := 0; c < n; c++ {
		if c != anchor && (second < 0 || size[c] > size[second]) {
			second = c
		}
	}
	cuts := make([][]Lit, 0, n)
	for c := 0; c < n; c++ {
		other := anchor
		if c == anchor {
			other = second
		}
		cuts = append(cuts, separatorCut(gr, active, comp, int32(c), rep[c], rep[other]))
	}
	return cuts
}

// separatorCut is the cut for component c (holding u) against vertex v.
func separatorCut(gr graph.Graph, active []Lit, comp []int32, c int32, u, v int) []Lit {
	// Boundary of c: inactive vertices next to it.
	boundary := make([]bool, len(active))
	for w, cw := range comp {
		if cw != c {
			continue
		}
		for _, b := range gr.Adj[w] {
			if comp[b] < 0 {
				boundary[b] = true
			}
		}
	}
	reach := gr.Reach([]int{v}, func(w int) bool { return !boundary[w] })
	cut := []Lit{active[u].Not(), active[v].Not()}
	for b, isB := range boundary {
		if !isB {
			continue
		}
		for _, w := range gr.Adj[b] {
			if reach[w] {
				cut = append(cut, active[b])
				break
			}
		}
	}
	return cut
}

// ConnectedFixed requires the same as ConnectedLazy with a complete
// encoding: the root is the first active vertex (by index), and r[v][k]
// says v is joined to the root by an active path of at most k steps;
// every active vertex must be reached within n-1 steps, n being the number
// of vertices. It costs n^2 variables and about n^2 * degree literals, so
// it is meant for small graphs, and as the reference the lazy encoding is
// tested against.
func (p *Problem) ConnectedFixed(gr graph.Graph, active []Lit) {
	n := gr.N()
	if len(active) != n {
		panic("sat: ConnectedFixed needs one literal per vertex")
	}
	if n <= 1 {
		return
	}
	// pre[v]: some vertex before v is active.
	pre := make([]Lit, n)
	pre[0] = p.True().Not()
	for v := 1; v < n; v++ {
		pre[v] = p.NewVar()
		// pre[v] <-> pre[v-1] or a[v-1]
		p.AddClause(pre[v].Not(), pre[v-1], active[v-1])
		p.AddClause(pre[v], pre[v-1].Not())
		p.AddClause(pre[v], active[v-1].Not())
	}
	steps := n - 1
	r := make([][]Lit, n)
	for v := range r {
		r[v] = p.NewVars(steps + 1)
	}
	for v := 0; v < n; v++ {
		// r[v][0] <-> a[v] and not pre[v]: v is the root.
		p.AddClause(r[v][0].Not(), active[v])
		p.AddClause(r[v][0].Not(), pre[v].Not())
		p.AddClause(r[v][0], active[v].Not(), pre[v])
		for k := 1; k <= steps; k++ {
			p.AddClause(r[v][k].Not(), active[v])
			p.AddClause(r[v][k-1].Not(), r[v][k]) // monotone in k
			clause := []Lit{r[v][k].Not(), r[v][k-1]}
			for _, u := range gr.Adj[v] {
				clause = append(clause, r[u][k-1])
			}
			p.AddClause(clause...)
		}
		p.AddClause(active[v].Not(), r[v][steps])
	}
}

// ConnectedEdgesLazy requires the used edges of eg, together with the
// vertices whose literal in vertex is true, to form one connected graph:
// every used edge and every such vertex lies in one component. vertex may
// be nil (only edges count); an entry may be p.True() for a vertex that must
// always be joined (a Hashiwokakero island). A vertex literal should imply
// that some incident edge is used unless a lone vertex is acceptable.
//
// The cut for a component C (its vertex set) against a witness outside it:
// ¬(witness in C) ∨ ¬(witness outside) ∨ OR(edges with one end in C). The
// witnesses are a used edge or a true vertex literal, preferring fixed ones.
func (p *Problem) ConnectedEdgesLazy(eg graph.EdgeGraph, used []Lit, vertex []Lit) {
	if len(used) != len(eg.Ends) || vertex != nil && len(vertex) != len(eg.Inc) {
		panic("sat: ConnectedEdgesLazy needs one literal per edge (and per vertex)")
	}
	used = append([]Lit(nil), used...)
	vertex = append([]Lit(nil), vertex...)
	p.Lazy(func(m Model) [][]Lit { return p.edgeCuts(eg, used, vertex, m, false) })
}

// edgeCuts finds the components of m's used edges (plus true vertices) and
// returns one cut per component when there are several. Loops (loop.go)
// share it.
func (p *Problem) edgeCuts(eg graph.EdgeGraph, used, vertex []Lit, m Model, loop bool) [][]Lit {
	nv := len(eg.Inc)
	u := graph.NewUnionFind(nv)
	touched := make([]bool, nv)
	for e, ends := range eg.Ends {
		if m.Value(used[e]) {
			u.Union(int(ends[0]), int(ends[1]))
			touched[ends[0]], touched[ends[1]] = true, true
		}
	}
	for v, l := range vertex {
		if m.Value(l) {
			touched[v] = true
		}
	}
	// Components by representative, with a witness literal each.
	type part struct {
		witness Lit
		fixed   bool
		size    int
	}
	parts := map[int]*part{}
	var roots []int
	offer := func(r int, l Lit) {
		pt := parts[r]
		if pt == nil {
			pt = &part{witness: l, fixed: p.fixedTrue(l)}
			parts[r] = pt
			roots = append(roots, r)
		} else if !pt.fixed && p.fixedTrue(l) {
			pt.witness, pt.fixed = l, true
		}
	}
	for v, l := range vertex {
		if m.Value(l) {
			offer(u.Find(v), l)
		}
	}
	for e, ends := range eg.Ends {
		if m.Value(used[e]) {
			offer(u.Find(int(ends[0])), used[e])
		}
	}
	if len(roots) <= 1 {
		return nil
	}
	for v := range touched {
		if touched[v] {
			parts[u.Find(v)].size++
		}
	}
	sort.Ints(roots)
	anchor := roots[0]
	for _, r := range roots[1:] {
		a, b := parts[anchor], parts[r]
		if b.fixed && !a.fixed || b.fixed == a.fixed && b.size > a.size {
			anchor = r
		}
	}
	var cuts [][]Lit
	for i, r := range roots {
		other := anchor
		if r == anchor {
			other = roots[(i+1)%len(roots)]
		}
		cut := []Lit{parts[r].witness.Not(), parts[other].witness.Not()}
		for e, ends := range eg.Ends {
			a, b := touched[ends[0]] && u.Find(int(ends[0])) == r, touched[ends[1]] && u.Find(int(ends[1])) == r
			if a != b {
				cut = append(cut, used[e])
			}
		}
		cuts = append(cuts, cut)
	}
	return cuts
}
