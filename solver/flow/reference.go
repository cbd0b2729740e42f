package flow

import (
	"context"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The reference solver is a SAT model sharing nothing with the search but
// the puzzle:
//   - x[c][k]: cell c has colour k (the answer keys, so solutions are
//     counted as colourings); exactly one colour per cell under Flow Free,
//     at most one under Numberlink (none = empty);
//   - e: one variable per pair of adjacent cells, "the path steps here";
//     an edge joins cells of the same colour;
//   - degrees: a dot has one edge, a used cell two, an empty cell none;
//   - what remains possible besides dot-to-dot paths are closed loops; a
//     lazy check cuts every loop of a model (not all of its edges), which
//     holds in every real solution since those have no loops.

type satModel struct {
	prob  *sat.Problem
	x     []sat.Lit // x[c*K + k-1]
	edges [][2]int  // cell pairs
	e     []sat.Lit
	used  []sat.Lit // per cell: it has a colour (Numberlink; nil otherwise)
}

func (p *Puzzle) satModel(ctx context.Context) *satModel {
	m := p.satModel0(ctx)
	m.prob.Lazy(m.cutLoops)
	return m
}

// satModel0 is the model without its lazy check. It states two clauses
// per edge and colour: on a 64x64 board with hundreds of pairs, seconds
// and gigabytes. So it reads ctx as it goes and, once ctx ends, leaves the
// problem Unfinished (every query says Unknown; later constraints are
// dropped) with all its variables in place; past satMaxColourEdges it
// states nothing at all.
func (p *Puzzle) satModel0(ctx context.Context) *satModel {
	K, n := p.Colours(), p.G.Cells()
	m := &satModel{prob: &sat.Problem{}}
	if p.Rules == Numberlink {
		m.used = make([]sat.Lit, n)
	}
	prob := m.prob
	m.x = prob.NewVars(n * K)
	prob.MarkAnswer(m.x...)
	inc := make([][]sat.Lit, n)
	stop := K*(2*n-p.G.Cols-p.G.Rows) > satMaxColourEdges
	if stop {
		prob.Unfinished()
	}
	for c := 0; c < n; c++ {
		if !stop && c%64 == 0 && expired(ctx) {
			stop = true
			prob.Unfinished()
		}
		y, x := p.G.YX(c)
		for _, r := range []int{c + 1, c + p.G.Cols} {
			ry, rx := p.G.YX(r)
			if r >= n || (r == c+1 && ry != y) || (r == c+p.G.Cols && rx != x) {
				continue
			}
			v := prob.NewVar()
			m.edges = append(m.edges, [2]int{c, r})
			m.e = append(m.e, v)
			inc[c] = append(inc[c], v)
			inc[r] = append(inc[r], v)
			for k := 0; k < K && !stop; k++ {
				a, b := m.x[c*K+k], m.x[r*K+k]
				prob.AddClause(v.Not(), a.Not(), b)
				prob.AddClause(v.Not(), b.Not(), a)
			}
		}
	}
	for c := 0; c < n; c++ {
		if !stop && c%64 == 0 && expired(ctx) {
			stop = true
			prob.Unfinished()
		}
		col := m.x[c*K : c*K+K]
		switch {
		case p.Dots[c] != 0:
			prob.AddClause(col[p.Dots[c]-1])
			prob.ExactlyOne(col...)
			prob.ExactlyOne(inc[c]...)
		case p.Rules == FlowFree:
			prob.ExactlyOne(col...)
			prob.Exactly(2, inc[c]...)
		default:
			// Numberlink: used = some colour; edges = 2*used.
			prob.AtMostOne(col...)
			used := prob.NewVar()
			m.used[c] = used
			prob.AddClause(append([]sat.Lit{used.Not()}, col...)...)
			for _, l := range col {
				prob.AddClause(l.Not(), used)
			}
			// Edges = 2*used, as clauses: an unused cell has none, a
			// used one exactly two (as a pseudo-boolean sum the reference
			// ran out of 40 s on some 12x12 boards).
			for _, l := range inc[c] {
				prob.AddClause(used, l.Not())
			}
			exactlyClauses(prob, inc[c], 2, used.Not())
		}
	}
	if p.Rules == Numberlink {
		m.numberlinkFacts(p, inc)
	}
	return m
}

// numberlinkFacts adds two facts every Numberlink solution satisfies,
// which the SAT solver would otherwise have to learn:
//   - no 2x2 block has all four edges (they would close a loop);
//   - the checkerboard: a line alternates black and white cells, so its
//     cells' black minus white count is fixed by its dots (+1 both black,
//     -1 both white, 0 otherwise), and the empty cells' count is what is
//     left of the board's.
//
// With these and the degrees as clauses the reference settled the 12x12
// boards it was slowest on in 30-37 s where it ran out of 40 s.
func (m *satModel) numberlinkFacts(p *Puzzle, inc [][]sat.Lit) {
	prob := m.prob
	cols, rows, n := p.G.Cols, p.G.Rows, p.G.Cells()
	edge := make(map[[2]int]sat.Lit, len(m.edges))
	for i, e := range m.edges {
		edge[e] = m.e[i]
	}
	for c := 0; c < n; c++ {
		if y, x := p.G.YX(c); y+1 < rows && x+1 < cols {
			prob.AddClause(edge[[2]int{c, c + 1}].Not(), edge[[2]int{c, c + cols}].Not(),
				edge[[2]int{c + 1, c + 1 + cols}].Not(), edge[[2]int{c + cols, c + cols + 1}].Not())
		}
	}
	sign := func(c int) int { // +1 black, -1 white, as emptyBalance counts
		if y, x := p.G.YX(c); (y+x)%2 == 0 {
			return 1
		}
		return -1
	}
	var empty []sat.Lit
	var ws []int
	for c := 0; c < n; c++ {
		if m.used[c] != 0 {
			empty = append(empty, m.used[c].Not())
			ws = append(ws, sign(c))
		}
	}
	prob.SumEqual(empty, ws, p.emptyBalance())
}

// cutLoops finds the components of the model's edges that hold no dot
// (closed loops) and cuts each one.
func (m *satModel) cutLoops(model sat.Model) [][]sat.Lit {
	n := 0
	for _, e := range m.edges {
		n = max(n, e[1]+1)
	}
	adj := make(map[int][]int)
	for i, e := range m.edges {
		if model.Value(m.e[i]) {
			adj[e[0]] = append(adj[e[0]], i)
			adj[e[1]] = append(adj[e[1]], i)
		}
	}
	seen := make([]bool, n)
	var cuts [][]sat.Lit
	for i, e := range m.edges {
		if !model.Value(m.e[i]) || seen[e[0]] {
			continue
		}
		// Walk the component of e[0].
		var cells []int
		stack := []int{e[0]}
		seen[e[0]] = true
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, c)
			for _, ei := range adj[c] {
				o := m.edges[ei][0] + m.edges[ei][1] - c
				if !seen[o] {
					seen[o] = true
					stack = append(stack, o)
				}
			}
		}
		loop := true
		for _, c := range cells {
			if len(adj[c]) == 1 {
				loop = false
			}
		}
		if !loop {
			continue
		}
		var cut []sat.Lit
		for _, c := range cells {
			for _, ei := range adj[c] {
				if m.edges[ei][0] == c {
					cut = append(cut, m.e[ei].Not())
				}
			}
		}
		cuts = append(cuts, cut)
	}
	return cuts
}

func (p *Puzzle) modelCells(m *satModel, model sat.Model) []int {
	K := p.Colours()
	cells := make([]int, p.G.Cells())
	for c := range cells {
		for k := 0; k < K; k++ {
			if model.Value(m.x[c*K+k]) {
				cells[c] = k + 1
				break
			}
		}
	}
	return cells
}

// modelPaths walks each colour's path along the model's edges from its
// first dot (thick colour classes make reconstructing it from the cells
// alone a search; the model already knows the line).
func (p *Puzzle) modelPaths(m *satModel, model sat.Model) [][]int {
	adj := make([][]int, p.G.Cells())
	for i, e := range m.edges {
		if model.Value(m.e[i]) {
			adj[e[0]] = append(adj[e[0]], e[1])
			adj[e[1]] = append(adj[e[1]], e[0])
		}
	}
	paths := make([][]int, p.Colours()+1)
	for k := 1; k <= p.Colours(); k++ {
		prev, c := -1, p.Ends[k][0]
		path := []int{c}
		for len(path) <= p.G.Cells() {
			next := -1
			for _, r := range adj[c] {
				if r != prev {
					next = r
				}
			}
			if next < 0 {
				break
			}
			prev, c = c, next
			path = append(path, c)
		}
		paths[k] = path
	}
	return paths
}

// SolveReference solves the SAT model: limit 1 finds a solution, 2 (or
// more) counts distinct colourings up to the limit. Its gophersat calls stop
// at the deadline: one call on a 12x12 ran over 7 minutes, so a
// cross-check of the janko set never ended.
//
// Numberlink counts smallest colourings first (minimal below), which is
// exact but for one case: none = no solution at all, two = multiple, and a
// single one that uses every cell is unique. A single one M that leaves
// cells empty may hide another solution that shrinks into M; expands asks
// for one that shrinks into M in one step. (Redoing the count over
// touch-free colourings, then asking whether the single one extends, ran
// out of 60 s on 15x15 boards.) The plain model could not settle a 10x10
// with 4 colours in 300 s: it refutes long winding lines one failed model
// at a time.
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	if len(p.Hidden) > 0 {
		return p.solveHidden(ctx, limit, (*Puzzle).SolveReference)
	}
	if p.Rules == Numberlink {
		m := p.satModel0(ctx)
		m.touchFree(p)
		m.touchFreeFacts(p)
		m.minimal(p)
		r, models := p.referenceCount(ctx, m, limit)
		if r.Status != puzzle.Unique {
			return r
		}
		if cells := p.modelCells(m, models[0]); hasZero(cells) {
			r.Nodes++
			switch p.expands(ctx, cells) {
			case sat.Sat:
				r.Status = puzzle.Multiple
			case sat.Unsat:
			default:
				r.Status = puzzle.Unknown
			}
		}
		return r
	}
	m := p.satModel(ctx)
	r, _ := p.referenceCount(ctx, m, limit)
	return r
}

// referenceCount solves m (limit 1) or counts its models up to limit; a
// single model gives Unique, which the Numberlink callers then qualify.
func (p *Puzzle) referenceCount(ctx context.Context, m *satModel, limit int) (puzzle.Result, []sat.Model) {
	mk := func(model sat.Model) puzzle.Answer {
		return Answer{P: p, Cells: p.modelCells(m, model), Paths: p.modelPaths(m, model)}
	}
	if limit <= 1 {
		model, st := m.prob.Solve(ctx)
		switch st {
		case sat.Sat:
			return puzzle.Result{Status: puzzle.Found, Answer: mk(model), Nodes: 1}, nil
		case sat.Unsat:
			return puzzle.Result{Status: puzzle.None, Nodes: 1}, nil
		}
		return puzzle.Result{Status: puzzle.Unknown, Nodes: 1}, nil
	}
	models, cnt := m.prob.Enumerate(ctx, limit)
	r := puzzle.Result{Nodes: int64(len(models) + 1)}
	if len(models) > 0 {
		r.Answer = mk(models[0])
	}
	switch {
	case cnt.N >= 2:
		r.Status = puzzle.Multiple
	case !cnt.Complete:
		r.Status = puzzle.Unknown
	case cnt.N == 1:
		r.Status = puzzle.Unique
	default:
		r.Status = puzzle.None
	}
	return r, models
}

// minimal adds what a smallest Numberlink solution satisfies, solutions
// ordered by their number of used cells, then by the sum of their used
// cells' indices. A smallest one is touch-free (touchFree's clauses: a
// line beside itself takes the short cut, using fewer cells), and no line
// can take a way through empty cells that is shorter, or as long with a
// smaller index sum:
//   - static: an empty cell e with two neighbours a, b of one colour k
//     (on k's line, touch-free) lets the line run a-e-b; between a and b
//     it has at least three cells, fewer only when a and b are diagonal
//     and it runs a-d-b through their other common neighbour d, where
//     trading d for e keeps the count and lowers the sum when e < d. So
//     not (e empty, a and b of colour k), or d of colour k when e > d;
//   - lazy (rerouteCuts): for a way of m empty cells from a to b, both on
//     k's line with L cells between them, m < L or m = L with the smaller
//     index sum: not (those cells empty and a..b of colour k).
//
// Each clause fails only where the solution has a smaller one (a
// shortened or turned copy, which leaves a cell empty), so under them:
// any solution at all means one of theirs (the smallest); two of theirs
// mean two solutions; and when theirs are a single M using every cell,
// the smallest solution other than M breaks none of them (its smaller
// one would be M, which has no empty cell), so there is no other.
func (m *satModel) minimal(p *Puzzle) {
	K, cols := p.Colours(), p.G.Cols
	var nb []int
	for e := 0; e < p.G.Cells(); e++ {
		if p.Dots[e] != 0 {
			continue
		}
		nb = p.G.Neighbours(nb[:0], e)
		for i, a := range nb {
			for _, b := range nb[i+1:] {
				d := -1 // a and b's other common neighbour
				ay, ax := p.G.YX(a)
				by, bx := p.G.YX(b)
				if ay != by && ax != bx {
					d = ay*cols + bx + by*cols + ax - e
				}
				for k := 0; k < K; k++ {
					cl := []sat.Lit{m.used[e], m.x[a*K+k].Not(), m.x[b*K+k].Not()}
					if d >= 0 && d < e {
						cl = append(cl, m.x[d*K+k])
					}
					m.prob.AddClause(cl...)
				}
			}
		}
	}
	// The diagonal case free of colours: e empty, the line may not run
	// a-d-b when d > e. (Implied by the clauses above once the colours are
	// known; stated on the links, the count of smallest colourings took
	// 3.0-10 s instead of 2.8-14 s on the 12x12-15x15 boards it was
	// slowest on.)
	edge := make(map[[2]int]sat.Lit, len(m.edges))
	for i, ed := range m.edges {
		edge[ed] = m.e[i]
	}
	link := func(a, b int) sat.Lit { return edge[[2]int{min(a, b), max(a, b)}] }
	rows := p.G.Rows
	for c := 0; c < p.G.Cells(); c++ {
		if y, x := p.G.YX(c); y+1 >= rows || x+1 >= cols {
			continue
		}
		ring := [4]int{c, c + 1, c + 1 + cols, c + cols}
		for i, e := range ring {
			a, d, b := ring[(i+1)%4], ring[(i+2)%4], ring[(i+3)%4]
			if p.Dots[e] == 0 && d > e {
				m.prob.AddClause(m.used[e], link(a, d).Not(), link(d, b).Not())
			}
		}
	}
	m.prob.Lazy(m.cutLoops)
	m.prob.Lazy(func(model sat.Model) [][]sat.Lit { return m.rerouteCuts(p, model) })
}

// rerouteCuts is minimal's lazy check: from each cell a of each line, a
// breadth-first walk through the empty cells finds the shortest way to
// every cell b further along the same line; a way shorter than the line
// between them (or as long with a smaller index sum) is cut.
func (m *satModel) rerouteCuts(p *Puzzle, model sat.Model) [][]sat.Lit {
	n, K := p.G.Cells(), p.Colours()
	cells := p.modelCells(m, model)
	paths := p.modelPaths(m, model)
	pos := make([]int, n)
	for c := range pos {
		pos[c] = -1
	}
	for k := 1; k <= K; k++ {
		for i, c := range paths[k] {
			pos[c] = i
		}
	}
	dist := make([]int, n)
	from := make([]int, n)
	var queue, nb []int
	var cuts [][]sat.Lit
	for k := 1; k <= K && len(cuts) < n; k++ {
		path := paths[k]
		for i, a := range path {
			for c := range dist {
				dist[c] = 0
			}
			queue = queue[:0]
			for _, e := range p.G.Neighbours(nb[:0], a) {
				if cells[e] == 0 {
					dist[e], from[e] = 1, a
					queue = append(queue, e)
				}
			}
			done := map[int]bool{}
			for len(queue) > 0 {
				e := queue[0]
				queue = queue[1:]
				for _, b := range p.G.Neighbours(nb[:0], e) {
					if cells[b] == 0 {
						if dist[b] == 0 {
							dist[b], from[b] = dist[e]+1, e
							queue = append(queue, b)
						}
						continue
					}
					j := pos[b]
					if cells[b] != k || j <= i+1 || done[b] {
						continue
					}
					done[b] = true
					L := j - i - 1
					if dist[e] > L {
						continue
					}
					var route []int
					sum := 0
					for r := e; r != a; r = from[r] {
						route = append(route, r)
						sum += r
					}
					for _, s := range path[i+1 : j] {
						sum -= s
					}
					if dist[e] == L && sum >= 0 {
						continue
					}
					cut := make([]sat.Lit, 0, len(route)+L+2)
					for _, r := range route {
						cut = append(cut, m.used[r])
					}
					for _, s := range path[i : j+1] {
						cut = append(cut, m.x[s*K+k-1].Not())
					}
					cuts = append(cuts, cut)
				}
			}
		}
	}
	return cuts
}

// touchFree adds "two side-by-side cells of one colour are joined": each
// colour's cells are then exactly its path.
func (m *satModel) touchFree(p *Puzzle) {
	K := p.Colours()
	for i, e := range m.edges {
		for k := 0; k < K; k++ {
			m.prob.AddClause(m.x[e[0]*K+k].Not(), m.x[e[1]*K+k].Not(), m.e[i])
		}
	}
}

// expands asks the SAT model (touching allowed) for a Numberlink solution
// that uses at least one empty cell of cells, M, the single smallest
// colouring (minimal), and gives every other cell M's colour or none:
// Sat, Unsat, or Unknown when ctx ran out. Sat is another solution; Unsat
// means M is unique. For let S be another solution: minimal's reductions
// (each makes a smaller solution) take S to one that breaks none of its
// clauses, which is M; the last step before M is a solution S' that M
// reduces, that is M with a stretch of one line, between two of its
// cells, replaced by a way through M's empty cells (the short cut of a
// line beside itself, or a reroute) whose inner cells M then leaves empty.
// S' is what this question asks for. With every other cell fixed to M's
// colour or none it answers in milliseconds where the touch-free count
// over every colouring (the earlier fallback) ran out of 60 s on 15x15
// boards with one empty cell.
func (p *Puzzle) expands(ctx context.Context, cells []int) sat.Status {
	m := p.satModel(ctx)
	K := p.Colours()
	var more []sat.Lit
	for c, k := range cells {
		if k == 0 {
			more = append(more, m.used[c])
			continue
		}
		for j := 1; j <= K; j++ {
			if j != k {
				m.prob.AddClause(m.x[c*K+j-1].Not())
			}
		}
	}
	if len(more) == 0 {
		return sat.Unsat
	}
	m.prob.AddClause(more...)
	_, st := m.prob.Solve(ctx)
	return st
}

// otherThan asks the SAT model for a colouring different from cells (nil
// when there is none). complete is false when ctx ran out.
func (p *Puzzle) otherThan(ctx context.Context, cells []int) (other []int, complete bool) {
	m := p.satModel(ctx)
	K := p.Colours()
	var block []sat.Lit
	for c, k := range cells {
		if k > 0 && p.Dots[c] == 0 {
			block = append(block, m.x[c*K+k-1].Not())
		}
		if k == 0 {
			block = append(block, m.x[c*K:c*K+K]...)
		}
	}
	m.prob.AddClause(block...)
	model, st := m.prob.Solve(ctx)
	switch st {
	case sat.Sat:
		return p.modelCells(m, model), true
	case sat.Unsat:
		return nil, true
	}
	return nil, false
}

// OtherThan returns a solution colouring that differs from cells (a
// colour per cell), or nil when there is none; complete is false when ctx
// stopped the SAT model first. The generator uses it to find where a
// candidate is ambiguous.
func (p *Puzzle) OtherThan(ctx context.Context, cells []int) (other []int, complete bool) {
	if len(cells) != p.G.Cells() {
		return nil, true
	}
	return p.otherThan(ctx, cells)
}

// touchFreeFacts adds what touch-freeness implies in every 2x2 block, so
// the solver need not learn it: at most two of its four edges (three are
// a U-turn whose ends touch, four a loop), and no colour on all four cells.
func (m *satModel) touchFreeFacts(p *Puzzle) {
	cols, rows, K := p.G.Cols, p.G.Rows, p.Colours()
	edge := make(map[[2]int]sat.Lit, len(m.edges))
	for i, e := range m.edges {
		edge[e] = m.e[i]
	}
	for y := 0; y+1 < rows; y++ {
		for x := 0; x+1 < cols; x++ {
			c := y*cols + x
			es := [4]sat.Lit{edge[[2]int{c, c + 1}], edge[[2]int{c, c + cols}],
				edge[[2]int{c + 1, c + 1 + cols}], edge[[2]int{c + cols, c + cols + 1}]}
			for skip := 0; skip < 4; skip++ {
				var cl []sat.Lit
				for i, e := range es {
					if i != skip {
						cl = append(cl, e.Not())
					}
				}
				m.prob.AddClause(cl...)
			}
			for k := 0; k < K; k++ {
				m.prob.AddClause(m.x[c*K+k].Not(), m.x[(c+1)*K+k].Not(),
					m.x[(c+cols)*K+k].Not(), m.x[(c+cols+1)*K+k].Not())
			}
		}
	}
}

// touchFreeColouring reports whether every colour class of cells (a
// solution) is exactly its line: size-1 side-by-side pairs per class.
func (p *Puzzle) touchFreeColouring(cells []int) bool {
	pairs := make([]int, p.Colours()+1)
	cols, rows := p.G.Cols, p.G.Rows
	for c, k := range cells {
		if k == 0 {
			continue
		}
		pairs[k]--
		y, x := p.G.YX(c)
		if x+1 < cols && cells[c+1] == k {
			pairs[k]++
		}
		if y+1 < rows && cells[c+cols] == k {
			pairs[k]++
		}
	}
	for k := 1; k <= p.Colours(); k++ {
		if pairs[k] != -1 {
			return false
		}
	}
	return true
}

// satMaxColourEdges bounds the SAT model: colours times edges, half its
// clauses. Past it the model is left Unfinished from the start. A sampled
// 64x64 Flow Free board of 409 pairs (3.3 million) built for 0.8 s, then
// gophersat's own copy of it ran 2.4 s more, uninterruptible, to a heap of
// 1.6 GB (past wasm32's reach with the search's); the largest board of the
// benchmark sets has 98,752 (32x25, 64 pairs), so the bound
// leaves every real puzzle five times the room.
const satMaxColourEdges = 1 << 19
