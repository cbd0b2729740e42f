package evolomino

// The fast exact solver, our own design: one SAT variable per cell (square
// or not, the answer keys) and the block rules checked lazily on each
// candidate, instead of the paper's per-block copies of the board, flows
// and translations (reference.go), whose size grows as K*|C|^2.
//
// Up front: shaded cells and cells no arrow can reach (a search from each
// arrow through white cells off other arrows, the paper's C_a) hold no
// square; givens do; two side-by-side arrow cells never both hold squares
// (they would be one block with two arrow squares: the paper's (2) and
// more); every arrow holds at least two squares (one per block).
//
// Lazily (sat.Problem.Lazy), for each candidate the blocks are found and
// every broken rule is cut with a clause that holds in all solutions:
//   - a block on no arrow: one of its squares goes or a neighbour fills;
//   - a block with two arrow squares: a square on a path joining them goes;
//   - consecutive blocks B, B' along an arrow (no arrow square between their
//     anchors) of wrong sizes: B stops being exactly B (a square goes or a
//     neighbour fills), or a connected part of B' of size |B|+2 around its
//     anchor loses a square, or an arrow cell between fills (and the mirror
//     cut when B' is not larger than B);
//   - and for any consecutive pair that does not evolve, the placement cuts
//     of place.go: with B exact, B' is one of the few placements of B moved
//     plus one square, and the mirror from B' back to B (these exclude the
//     pair and settle the next shape in one round; on a 14x14 sample they
//     turned 7 of 10 timeouts at 15 s into solves of 0.3-3 s).

import (
	"sort"

	"pencilbox/solver/sat"
)

type model struct {
	p    *Puzzle
	prob *sat.Problem
	x    []sat.Lit
	ok   []bool // cells some block may use
	cuts int
	stop func()

	place map[string]sat.Lit // placement variables by cell set (place.go)
	zfree []sat.Lit          // made, not yet used // called after each check (the cut budget), may be nil

	// sizeCap, when positive, is an assumption, not a rule: every block
	// has at most sizeCap squares (capped.go). A block past it is cut by
	// sets of sizeCap+1 of its squares (capCover) and gets no other block
	// cut.
	sizeCap int

	// arrowCap, when not nil, is the per-arrow form of sizeCap (capped.go):
	// a block whose one arrow square lies on arrow a has at most
	// arrowCap[a] squares, and any block at most the largest of them.
	// capHits counts the cap cuts made per arrow (capHitAll those of the
	// largest cap), so that the next phase loosens the caps that bit.
	arrowCap  []int
	capHits   []int
	capHitAll int

	marks cellMarks // scratch sets of the lazy check (scratch.go)
	key   []byte    // scratch key of a cell set (setKey)
}

// reach marks the cells some block of some arrow may use: a search from
// each arrow's cells through white cells that lie on no other arrow.
func (p *Puzzle) reach() []bool {
	g := p.G
	n := g.Cells()
	out := make([]bool, n)
	mark := make([]int32, n)
	for i := range mark {
		mark[i] = -1
	}
	var stack, nb []int
	for a, ar := range p.Arrows {
		stack = append(stack[:0], ar...)
		for _, c := range ar {
			mark[c] = int32(a)
		}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			out[c] = true
			for _, d := range g.Neighbours(nb[:0], c) {
				if mark[d] == int32(a) || p.Cells[d] == Shaded || p.arrowOf[d] >= 0 && p.arrowOf[d] != int32(a) {
					continue
				}
				mark[d] = int32(a)
				stack = append(stack, d)
			}
		}
	}
	return out
}

// squareVars adds the answer variables of every model (cell c holds a
// square) to prob, with the given squares and the shaded cells fixed.
func (p *Puzzle) squareVars(prob *sat.Problem) []sat.Lit {
	x := prob.NewVars(p.G.Cells())
	prob.MarkAnswer(x...)
	for c, k := range p.Cells {
		switch k {
		case Shaded:
			prob.AddClause(x[c].Not())
		case Given:
			prob.AddClause(x[c])
		}
	}
	return x
}

// upFront states the rules the lazy model knows before any candidate
// (see the file comment) on prob, whose square variables are x; ok marks
// the cells some block may use (reach). They hold in every solution, so
// the block model states them too.
func (p *Puzzle) upFront(prob *sat.Problem, x []sat.Lit, ok []bool) {
	g := p.G
	n := g.Cells()
	for c := 0; c < n; c++ {
		if !ok[c] {
			prob.AddClause(x[c].Not()) // with a given square: no solution
		}
	}
	var nb []int
	for c := 0; c < n; c++ {
		if p.arrowOf[c] < 0 {
			continue
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if d > c && p.arrowOf[d] >= 0 {
				prob.AddClause(x[c].Not(), x[d].Not())
			}
		}
	}
	for _, ar := range p.Arrows {
		lits := make([]sat.Lit, len(ar))
		for i, c := range ar {
			lits[i] = x[c]
		}
		prob.AtLeast(2, lits...)
	}
	// A square off the arrows belongs to a block with an arrow square
	// elsewhere, so it has a square beside it; the second and later blocks
	// along an arrow have at least two squares, so an arrow square with an
	// earlier one on its arrow has a square beside it too.
	for c := 0; c < n; c++ {
		if p.Cells[c] == Shaded || !ok[c] {
			continue
		}
		side := []sat.Lit{}
		for _, d := range g.Neighbours(nb[:0], c) {
			if ok[d] && p.Cells[d] != Shaded {
				side = append(side, x[d])
			}
		}
		if p.arrowOf[c] < 0 {
			prob.AddClause(append([]sat.Lit{x[c].Not()}, side...)...)
			continue
		}
		ar := p.Arrows[p.arrowOf[c]]
		for _, e := range ar[:p.posOf[c]] {
			prob.AddClause(append([]sat.Lit{x[c].Not(), x[e].Not()}, side...)...)
		}
	}
}

func (p *Puzzle) newModel() *model {
	prob := &sat.Problem{}
	m := &model{p: p, prob: prob, x: p.squareVars(prob), place: map[string]sat.Lit{}}
	m.ok = p.reach()
	p.upFront(prob, m.x, m.ok)
	// Placement variables made now cost no rebuild later (place.go).
	m.zfree = prob.NewVars(zPoolFirst)
	prob.Lazy(m.check)
	return m
}

// check is the lazy block check; see the file comment for the cuts.
func (m *model) check(mo sat.Model) [][]sat.Lit {
	p := m.p
	g := p.G
	sq := make([]bool, g.Cells())
	for c := range sq {
		sq[c] = mo.Value(m.x[c])
	}
	comp, members := p.blocks(sq)
	var cuts [][]sat.Lit
	var nb []int
	// closure: the neighbours of a block, all empty; with one square of
	// the block it bounds that square's block to these cells.
	closure := func(cells []int) []sat.Lit {
		id := comp[cells[0]]
		var cl []sat.Lit
		seen := m.marks.fresh(g.Cells())
		for _, c := range cells {
			for _, d := range g.Neighbours(nb[:0], c) {
				if comp[d] != id && !m.marks.has(seen, d) {
					m.marks.add(seen, d)
					cl = append(cl, m.x[d])
				}
			}
		}
		return cl
	}
	// exact: "this block is not exactly these cells".
	exact := func(cells []int) []sat.Lit {
		cl := make([]sat.Lit, 0, 3*len(cells))
		for _, c := range cells {
			cl = append(cl, m.x[c].Not())
		}
		return append(cl, closure(cells)...)
	}
	valid := make([]bool, len(members))
	extra := 0 // cap cuts beyond the first of a block (capCover)
	for id, cells := range members {
		if m.sizeCap > 0 && len(cells) > m.sizeCap {
			n := len(cuts)
			cuts = m.capCover(cuts, comp, cells, m.sizeCap)
			extra += len(cuts) - n - 1
			continue
		}
		var on []int
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				on = append(on, c)
			}
		}
		if m.arrowCap != nil {
			if cl := m.arrowCapCut(comp, cells, on); cl != nil {
				cuts = append(cuts, cl)
				continue
			}
		}
		switch len(on) {
		case 0:
			cuts = append(cuts, append([]sat.Lit{m.x[cells[0]].Not()}, closure(cells)...))
		case 1:
			valid[id] = true
		default:
			path := m.path(comp, on[0], on[1])
			cl := make([]sat.Lit, len(path))
			for i, c := range path {
				cl[i] = m.x[c].Not()
			}
			cuts = append(cuts, cl)
		}
	}
	for _, ar := range p.Arrows {
		prev := -1 // index along the arrow of the previous square
		var earlier []int
		for i, c := range ar {
			if !sq[c] {
				continue
			}
			// The k-th block along an arrow has at least k squares: a
			// block closed at s squares may have at most s-1 arrow
			// squares before it.
			if b := comp[c]; valid[b] && len(earlier) >= len(members[b]) {
				cuts = append(cuts, m.orderCut(ar, i, members[b], earlier, closure))
			}
			earlier = append(earlier, c)
			if prev >= 0 {
				b0, b1 := comp[ar[prev]], comp[c]
				if valid[b0] && valid[b1] {
					if cl := m.evolveCut(comp, members[b0], members[b1], ar[prev], c, ar[prev+1:i], exact, closure); cl != nil {
						// The placement cuts exclude this pair too (cl is
						// only the test), and settle the next shape; past
						// placeMaxCells the pair cut alone (see placeMaxCells).
						if g.Cells() > placeCapFrom && max(len(members[b0]), len(members[b1])) > placeMaxCells {
							cuts = append(cuts, cl)
						} else {
							cuts = append(cuts, m.placementCuts(ar, prev, i, members[b0], members[b1], closure)...)
						}
						cuts = append(cuts, m.sizeCuts(members[b0], members[b1], ar[prev], c, ar[prev+1:i], closure)...)
					}
				}
			}
			prev = i
		}
	}
	// The cover's extra cuts are not counted: the phases' budgets
	// (capPhaseCuts and the turns) stay measured in blocks cut.
	m.cuts += len(cuts) - extra
	if m.stop != nil {
		m.stop()
	}
	return cuts
}

// capCut is the cut of a block past a cap k: k+1 of its squares,
// connected and including c, are not all squares.
func (m *model) capCut(comp []int32, c, k int) []sat.Lit {
	part := m.part(comp, c, k+1)
	cl := make([]sat.Lit, len(part))
	for i, d := range part {
		cl[i] = m.x[d].Not()
	}
	return cl
}

// capCover appends the cap cuts (capCut) of a block (cells) past the
// uniform cap k grown from each of its cells, rather than the one cut
// that excludes the candidate: the next candidate mostly keeps the block
// less a square or two and is cut again, one round per square, and each
// round re-solves the whole model (gophersat starts every call from the
// top). Not for the per-arrow caps: their cuts must hold the arrow square,
// and there the cover changed which caps the schedule loosened (a 15x15
// went from 13 s to no answer in 60 s).
func (m *model) capCover(cuts [][]sat.Lit, comp []int32, cells []int, k int) [][]sat.Lit {
	seen := map[string]bool{}
	for _, r := range cells {
		part := m.part(comp, r, k+1)
		sort.Ints(part)
		if key := string(m.setKey(part)); !seen[key] {
			seen[key] = true
			cl := make([]sat.Lit, len(part))
			for i, d := range part {
				cl[i] = m.x[d].Not()
			}
			cuts = append(cuts, cl)
		}
	}
	return cuts
}

// sizeCuts generalises a size cut over the shape of the unbounded block:
// with the later block closed at s1 squares, the earlier block (anchor
// p0) has at most s1-1, so every connected set of s1 cells around p0 is
// cut, not only the one in the candidate; with the earlier block closed at
// s0, every connected set of s0+2 cells around p1 is cut. Only small sets
// are enumerated (sizeCutMax); the single cut keeps larger cases exact.
func (m *model) sizeCuts(b0, b1 []int, p0, p1 int, between []int, closure func([]int) []sat.Lit) [][]sat.Lit {
	var fixedB []int
	var root, k int
	switch {
	case len(b1) <= len(b0):
		fixedB, root, k = b1, p0, len(b1)
	case len(b1) >= len(b0)+2:
		fixedB, root, k = b0, p1, len(b0)+2
	default:
		return nil
	}
	if k > sizeCutMax || k < 2 {
		return nil
	}
	anchor := p1
	if root == p1 {
		anchor = p0
	}
	base := append([]sat.Lit{m.x[anchor].Not()}, closure(fixedB)...)
	for _, c := range between {
		base = append(base, m.x[c])
	}
	g := m.p.G
	var out [][]sat.Lit
	m.connectedSets(root, k, func(set []int) {
		cl := append([]sat.Lit(nil), base...)
		for _, c := range set {
			cl = append(cl, m.x[c].Not())
		}
		out = append(out, cl)
	})
	_ = g
	return out
}

// connectedSets calls f with every connected set of k cells that contains
// root and otherwise only cells a block may use off the arrows.
func (m *model) connectedSets(root, k int, f func([]int)) {
	p := m.p
	g := p.G
	usable := func(c int) bool { return m.ok[c] && p.Cells[c] != Shaded && p.arrowOf[c] < 0 }
	var grow func(set, frontier []int, seen map[int]bool)
	grow = func(set, frontier []int, seen map[int]bool) {
		if len(set) == k {
			f(set)
			return
		}
		var nb []int
		for i, c := range frontier {
			var added []int
			for _, d := range g.Neighbours(nb[:0], c) {
				if !seen[d] && usable(d) {
					seen[d] = true
					added = append(added, d)
				}
			}
			next := append(append([]int(nil), frontier[i+1:]...), added...)
			grow(append(set[:len(set):len(set)], c), next, seen)
			for _, d := range added {
				delete(seen, d)
			}
		}
	}
	seen := map[int]bool{root: true}
	var frontier, nb []int
	for _, d := range g.Neighbours(nb, root) {
		if usable(d) {
			seen[d] = true
			frontier = append(frontier, d)
		}
	}
	grow([]int{root}, frontier, seen)
}

// orderCut handles a block (anchor ar[i], cells b) with at least |b|
// arrow squares before it: it adds the constraint "with this block closed,
// at most |b|-1 squares on the arrow cells before its anchor" as one
// pseudo-boolean sum (so no other choice of earlier squares is tried), and
// returns the clause that excludes the present candidate.
func (m *model) orderCut(ar []int, i int, b, earlier []int, closure func([]int) []sat.Lit) []sat.Lit {
	q := ar[i]
	fence := closure(b)
	s := len(b)
	big := i + 1
	lits := make([]sat.Lit, 0, i+1+len(fence))
	ws := make([]int, 0, cap(lits))
	for _, e := range ar[:i] {
		lits, ws = append(lits, m.x[e]), append(ws, 1)
	}
	lits, ws = append(lits, m.x[q]), append(ws, big)
	for _, l := range fence {
		lits, ws = append(lits, l), append(ws, -big)
	}
	m.prob.SumAtMost(lits, ws, s-1+big)
	cl := append([]sat.Lit{m.x[q].Not()}, fence...)
	for _, e := range earlier[len(earlier)-s:] {
		cl = append(cl, m.x[e].Not())
	}
	return cl
}

// evolveCut returns the cut for consecutive blocks b0 (anchor p0) and b1
// (anchor p1) along an arrow, with the arrow cells between, or nil when b1
// is b0 plus one square.
func (m *model) evolveCut(comp []int32, b0, b1 []int, p0, p1 int, between []int, exact, closure func([]int) []sat.Lit) []sat.Lit {
	g := m.p.G
	var cl []sat.Lit
	switch {
	case len(b1) >= len(b0)+2:
		// p0's block has at most |b0| cells, p1's at least |b0|+2.
		cl = append([]sat.Lit{m.x[p0].Not()}, closure(b0)...)
		for _, c := range m.part(comp, p1, len(b0)+2) {
			cl = append(cl, m.x[c].Not())
		}
	case len(b1) <= len(b0):
		// p1's block has at most |b1| cells, p0's at least |b1|.
		cl = append([]sat.Lit{m.x[p1].Not()}, closure(b1)...)
		// p0 itself is in the part: were p0 empty, these squares could
		// belong to another block and the earlier anchor lie before p0.
		for _, c := range m.part(comp, p0, len(b1)) {
			cl = append(cl, m.x[c].Not())
		}
	case evolves(g, b0, b1):
		return nil
	default:
		// With p0's block exactly b0, p1's block has exactly |b0|+1
		// squares, so all of b1 being squares already pins it.
		cl = exact(b0)
		for _, c := range b1 {
			cl = append(cl, m.x[c].Not())
		}
	}
	for _, c := range between {
		cl = append(cl, m.x[c])
	}
	return cl
}

// part returns k cells of r's block, connected and including r (breadth
// first).
func (m *model) part(comp []int32, r, k int) []int {
	g := m.p.G
	id := comp[r]
	out := []int{r}
	seen := map[int]bool{r: true}
	var nb []int
	for h := 0; h < len(out) && len(out) < k; h++ {
		for _, d := range g.Neighbours(nb[:0], out[h]) {
			if comp[d] == id && !seen[d] && len(out) < k {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	return out
}

// path returns the cells of a shortest path from a to b inside their block.
func (m *model) path(comp []int32, a, b int) []int {
	g := m.p.G
	id := comp[a]
	par := map[int]int{a: -1}
	queue := []int{a}
	var nb []int
	for h := 0; h < len(queue); h++ {
		c := queue[h]
		if c == b {
			break
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if _, ok := par[d]; !ok && comp[d] == id {
				par[d] = c
				queue = append(queue, d)
			}
		}
	}
	var out []int
	for c := b; c >= 0; c = par[c] {
		out = append(out, c)
	}
	return out
}

func (m *model) squares(mo sat.Model) []bool {
	sq := make([]bool, len(m.x))
	for c, l := range m.x {
		sq[c] = mo.Value(l)
	}
	return sq
}

// arrowCapCut is the cap cut of a block (cells, its arrow squares on)
// under arrowCap, or nil when the block is within its cap. A block on one
// arrow square q is cut around q by its arrow's cap: any arrowCap[a]+1
// connected squares around q make q's block too large. Any other block is
// cut only by the largest cap, the one cut that holds whichever arrow its
// squares end up with.
func (m *model) arrowCapCut(comp []int32, cells, on []int) []sat.Lit {
	if len(on) == 1 {
		a := m.p.arrowOf[on[0]]
		if k := m.arrowCap[a]; len(cells) > k {
			m.capHits[a]++
			return m.capCut(comp, on[0], k)
		}
		return nil
	}
	top := 0
	for _, k := range m.arrowCap {
		top = max(top, k)
	}
	if len(cells) > top {
		m.capHitAll++
		return m.capCut(comp, cells[0], top)
	}
	return nil
}
