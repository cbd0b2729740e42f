package evolomino

// The eager block model: a lean relative of the paper's model
// (reference.go), used by Solve when the search and the lazy model leave a
// board unsettled. The lazy model only sees square patterns and learns the
// block rules one candidate at a time; on a few boards (some as small as
// 11x11) it never runs out of candidates. Here every block is
// explicit, so gophersat propagates sizes and translations during search:
//
//   - y[a][k][c]: cell c is in the k-th block of arrow a, only for cells
//     within reach of the arrow (a block of at most smax cells cannot hold
//     a cell further than smax-1 steps from the arrow);
//   - b[a][k]: that block exists (the first two always do);
//   - one arrow cell per block, later blocks' arrow cells further along;
//   - connectivity: block 0's by the sat package's lazy separator cuts,
//     each later block's by its extra cell touching it (extraTouches);
//   - sizes: block k has one cell more than block k-1; sizes are bounded
//     by what fits in C_a (k+1 blocks of at least N, N+1, ... cells);
//   - translation: one shift per later block maps block k-1 into block k,
//     and (implied) one extra cell of block k is the only one whose source
//     is not in block k-1, and its source is not in block k-1; only shifts
//     that take block k-1's arrow cell near a later arrow cell are offered;
//   - every square is in exactly one block, and a block contains every
//     square beside it (so blocks never touch).
//
// It is exact (every solution is a valid board; the rule checker is still
// run on each answer), but its size grows as K*|C|^2: the translation
// clauses are one per shift and cell. Offering only the shifts the arrow
// allows took an 18x18 from 11.7 to 3.6 million constraints (native peak
// 4.6 -> 1.9 GB over the biggest boards); stating each shift as a column
// step then a row step (block_shift.go) took the largest public boards
// from 2.8-4.7 to 0.9-2.1 million. Solve builds it for boards up to
// blockModelMaxCells (and under js/wasm only while it stays below
// blockMaxConstraints()).
//
// Connectivity was first stated eagerly, as reachability levels from each
// block's arrow cell: r[c][j], cell c reached within j steps, up to the
// block's largest size. Those levels were most of the model (a 12x12:
// 62000 of 65000 variables) and of its learned clauses (about 1300 of the
// 1450 literals of a long one, resolved through level after level), and
// under js/wasm every learned clause is formatted as text at a cost
// quadratic in its length (the sat package's watch). The lazy cuts only
// ever add a cut of boundary cells, and the later blocks inherit block 0's
// connectivity from the translation.

import (
	"context"

	"pencilbox/solver/grid"
	"pencilbox/solver/sat"
)

type blockModel struct {
	p    *Puzzle
	prob *sat.Problem
	x    []sat.Lit
}

// blockModelMaxCells bounds the boards the eager model is built for
// natively (every size of the benchmark set, 18x18). Before
// the implied extra cells and the root marks the model overran a 60 s
// deadline to 221 s on a 15x15, with them it settles the 15x15-18x18
// boards the lazy model left unsettled in 10-30 s natively.
const blockModelMaxCells = 18 * 18

// newBlockModel builds the model; mark (nil, or the search's root marks:
// sSquare, sEmpty or sUnknown per cell) adds what propagation already
// decided, and cells known empty get no block variables. It gives up
// (nil) once the model has more than maxCons constraints (0: no cap).
//
// Its steps add variables and constraints in a fixed order: gophersat's
// timings depend on that order, so a step moved is a change of the model.
func (p *Puzzle) newBlockModel(mark []uint8, maxCons int) *blockModel {
	return p.buildBlockModel(context.Background(), mark, maxCons)
}

// buildBlockModel is newBlockModel that also gives up (nil) once ctx
// ends, between two arrows: under js/wasm on a loaded machine building
// an 18x18's model took long enough to end a call 12 s past its deadline.
func (p *Puzzle) buildBlockModel(ctx context.Context, mark []uint8, maxCons int) *blockModel {
	prob := &sat.Problem{}
	m := &blockModel{p: p, prob: prob, x: p.squareVars(prob)}
	// The lazy model's clauses on squares alone are implied by the
	// blocks, but gophersat learns them only by search: stated up front
	// they took the block model from 2.6 to 1.4 s on a 12x12 and from
	// over 12 s to 4.4 s on a 14x14 natively.
	p.upFront(prob, m.x, p.reach())
	over := func() bool { return maxCons > 0 && prob.NumConstraints() > maxCons || expired(ctx) }
	bb := &blockBuild{blockModel: m, mark: mark, cover: make([][]sat.Lit, p.G.Cells())}
	bb.marks()
	for a, ar := range p.Arrows {
		if !bb.arrow(a, ar) {
			continue // an unsatisfiable arrow adds no constraint to count
		}
		if over() {
			return nil
		}
	}
	bb.coverOnce()
	bb.apart()
	if over() {
		return nil
	}
	return m
}

// blockBuild is the block model while newBlockModel builds it.
type blockBuild struct {
	*blockModel
	mark   []uint8
	cover  [][]sat.Lit // cover[c]: the block variables of cell c
	blocks []blockCells
}

// blockCells is one block's domain and its variables, by cell.
type blockCells struct {
	cells []int
	y     map[int]sat.Lit
}

// arrowBlocks is one arrow's blocks while they are built.
type arrowBlocks struct {
	ar   []int
	ca   []int       // C_a's cells within reach of the arrow, nearest first
	dist map[int]int // steps from the arrow inside C_a
	smax []int       // smax[k]: the most cells block k can have
	b    []sat.Lit   // b[k]: block k exists
	ys   []map[int]sat.Lit
	doms [][]int
}

// empty says the root marks know c empty.
func (bb *blockBuild) empty(c int) bool { return bb.mark != nil && bb.mark[c] == sEmpty }

// marks adds the cells the root marks decided, as units.
func (bb *blockBuild) marks() {
	for c := range bb.mark {
		switch bb.mark[c] {
		case sSquare:
			bb.prob.AddClause(bb.x[c])
		case sEmpty:
			bb.prob.AddClause(bb.x[c].Not())
		}
	}
}

// arrow adds arrow a's blocks: their variables, sizes, order and
// translations. It is false when there is no room for two blocks: then it
// adds the empty clause only.
func (bb *blockBuild) arrow(a int, ar []int) bool {
	ab := bb.region(a, ar)
	ab.smax = blockSizes(len(ab.ca), (len(ar)+1)/2)
	K := len(ab.smax)
	if K < 2 {
		bb.prob.AddClause() // no room for two blocks
		return false
	}
	ab.b = make([]sat.Lit, K)
	ab.ys = make([]map[int]sat.Lit, K)
	ab.doms = make([][]int, K)
	for k := 0; k < K; k++ {
		bb.block(ab, k)
	}
	// no two consecutive squares along the arrow (the paper's (2))
	for i := 1; i < len(ar); i++ {
		bb.prob.AtMost(1, bb.x[ar[i-1]], bb.x[ar[i]])
	}
	for k := 1; k < K; k++ {
		bb.follows(ab, k)
	}
	return true
}

// region finds arrow a's cells C_a (without those known empty) that the
// arrow reaches, breadth first, with their distance from it.
func (bb *blockBuild) region(a int, ar []int) *arrowBlocks {
	g := bb.p.G
	var nb []int
	var ca []int
	inC := map[int]bool{}
	for _, c := range bb.p.region(a) {
		if !bb.empty(c) {
			inC[c] = true
		}
	}
	// dist: steps from the arrow inside C_a.
	dist := map[int]int{}
	var queue []int
	for _, c := range ar {
		if inC[c] {
			dist[c] = 0
			queue = append(queue, c)
		}
	}
	for h := 0; h < len(queue); h++ {
		c := queue[h]
		if inC[c] {
			ca = append(ca, c)
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if _, seen := dist[d]; !seen && inC[d] {
				dist[d] = dist[c] + 1
				queue = append(queue, d)
			}
		}
	}
	return &arrowBlocks{ar: ar, ca: ca, dist: dist}
}

// blockSizes bounds the blocks of an arrow with M cells in reach and
// room for K blocks along it: smax[k], the most cells block k can have,
// for the blocks that fit. With blocks 0..k present,
// (k+1)N_0 + k(k+1)/2 <= M and N_k = N_0 + k; there are at least two
// blocks.
func blockSizes(M, K int) []int {
	var smax []int
	for k := 0; k < K; k++ {
		s := (M-k*(k+1)/2)/(k+1) + k
		if k == 0 {
			s = min(s, (M-1)/2)
		}
		if k > 0 {
			s = min(s, smax[k-1]+1)
		}
		if s < k+1 {
			break
		}
		smax = append(smax, s)
	}
	return smax
}

// block adds block k of an arrow: whether it exists (the first two
// always do), its cells within reach of its size, at most smax[k] of
// them, one arrow cell when present, and for block 0 its connectivity
// (the later blocks': extraTouches).
func (bb *blockBuild) block(ab *arrowBlocks, k int) {
	prob, b, ys, doms, smax := bb.prob, ab.b, ab.ys, ab.doms, ab.smax
	b[k] = prob.NewVar()
	if k < 2 {
		prob.AddClause(b[k])
	} else {
		prob.AddClause(b[k].Not(), b[k-1])
	}
	ys[k] = map[int]sat.Lit{}
	for _, c := range ab.ca {
		if ab.dist[c] <= smax[k]-1 {
			l := prob.NewVar()
			ys[k][c] = l
			doms[k] = append(doms[k], c)
			bb.cover[c] = append(bb.cover[c], l)
			prob.AddClause(l.Not(), b[k])
		}
	}
	bb.blocks = append(bb.blocks, blockCells{doms[k], ys[k]})
	all := make([]sat.Lit, len(doms[k]))
	for i, c := range doms[k] {
		all[i] = ys[k][c]
	}
	prob.AtMost(smax[k], all...)
	// exactly one arrow cell when present
	var l4 []sat.Lit
	var w4 []int
	for _, c := range ab.ar {
		if l, ok := ys[k][c]; ok {
			l4, w4 = append(l4, l), append(w4, 1)
		}
	}
	l4, w4 = append(l4, b[k]), append(w4, -1)
	prob.SumEqual(l4, w4, 0)
	if k == 0 {
		bb.connected(doms[k], ys[k])
	}
}

// follows ties block k to block k-1: its arrow cell lies further along,
// it has one cell more, and a shift maps block k-1 into it (translate).
func (bb *blockBuild) follows(ab *arrowBlocks, k int) {
	prob, ar, ys, doms := bb.prob, ab.ar, ab.ys, ab.doms
	// block k's arrow cell lies after block k-1's
	for i, c := range ar {
		lits := []sat.Lit{}
		for _, d := range ar[:i+1] {
			if l, ok := ys[k][d]; ok {
				lits = append(lits, l)
			}
		}
		if l, ok := ys[k-1][c]; ok {
			lits = append(lits, l)
		}
		prob.AtMost(1, lits...)
	}
	// sizes: N_k - N_{k-1} = 1 when b_k (N_k = 0 otherwise)
	var ls []sat.Lit
	var ws []int
	for _, c := range doms[k] {
		ls, ws = append(ls, ys[k][c]), append(ws, 1)
	}
	for _, c := range doms[k-1] {
		ls, ws = append(ls, ys[k-1][c]), append(ws, -1)
	}
	bound := ab.smax[k-1]
	lo := append(append([]sat.Lit(nil), ls...), ab.b[k])
	wlo := append(append([]int(nil), ws...), -bound-1)
	prob.SumAtLeast(lo, wlo, -bound) // b_k: N_k - N_{k-1} >= 1
	hi := append(append([]sat.Lit(nil), ls...), ab.b[k])
	whi := append(append([]int(nil), ws...), bound)
	prob.SumAtMost(hi, whi, 1+bound) // b_k: N_k - N_{k-1} <= 1
	if splitShifts {
		bb.translateSplit(doms[k-1], ys[k-1], doms[k], ys[k], ab.b[k], ar, ab.smax[k]-1)
	} else {
		bb.translate(doms[k-1], ys[k-1], doms[k], ys[k], ab.b[k], ar, ab.smax[k]-1)
	}
}

// coverOnce puts every square in exactly one block, and nothing else in
// any.
func (bb *blockBuild) coverOnce() {
	for c := range bb.cover {
		l := append([]sat.Lit{bb.x[c]}, bb.cover[c]...)
		w := make([]int, len(l))
		w[0] = -1
		for i := 1; i < len(w); i++ {
			w[i] = 1
		}
		bb.prob.SumEqual(l, w, 0)
	}
}

// apart makes a block hold every square beside its cells: blocks never
// touch.
func (bb *blockBuild) apart() {
	g := bb.p.G
	var nb []int
	for _, bl := range bb.blocks {
		for _, c := range bl.cells {
			l := bl.y[c]
			for _, d := range g.Neighbours(nb[:0], c) {
				if ld, ok := bl.y[d]; ok {
					bb.prob.AddClause(l.Not(), bb.x[d].Not(), ld)
				} else {
					bb.prob.AddClause(l.Not(), bb.x[d].Not())
				}
			}
		}
	}
}

// connected makes a block's cells connected, by lazy separator cuts over
// its domain (sat.Problem.ConnectedLazy).
func (m *blockModel) connected(cells []int, y map[int]sat.Lit) {
	idx := make(map[int]int, len(cells))
	for i, c := range cells {
		idx[c] = i
	}
	var edges [][2]int
	var nb []int
	active := make([]sat.Lit, len(cells))
	for i, c := range cells {
		active[i] = y[c]
		for _, d := range m.p.G.Neighbours(nb[:0], c) {
			if j, ok := idx[d]; ok && j > i {
				edges = append(edges, [2]int{i, j})
			}
		}
	}
	m.prob.ConnectedLazy(grid.NewGraph(len(cells), edges), active)
}

// translate: when b, one shift s (not zero or a unit step: those would make
// the blocks touch) maps every cell of block y0 into block y1.
func (m *blockModel) translate(cells0 []int, y0 map[int]sat.Lit, cells1 []int, y1 map[int]sat.Lit, b sat.Lit, ar []int, r1 int) {
	prob, g := m.prob, m.p.G
	order := m.shifts(y0, cells1, y1, ar, r1)
	t := prob.NewVars(len(order))
	prob.Exactly(1, append(append([]sat.Lit(nil), t...), b.Not())...)
	for _, c := range cells0 {
		l0 := y0[c]
		cy, cx := g.YX(c)
		for j, s := range order {
			ty, tx := cy+s[0], cx+s[1]
			var l1 sat.Lit
			ok := g.In(ty, tx)
			if ok {
				l1, ok = y1[g.Cell(ty, tx)]
			}
			if ok {
				prob.AddClause(t[j].Not(), l0.Not(), l1)
			} else {
				prob.AddClause(t[j].Not(), l0.Not())
			}
		}
	}
	// Implied (the sizes say it, but gophersat does not add up the sums):
	// block y1 is the image of y0 plus one extra cell e, so with shift s
	// every cell of y1 whose source is not in y0 is e. With the shift and
	// e known, each block pins the other cell by cell (a 12x12: block
	// model six times faster, 51 s -> 8.5 s natively).
	e := prob.NewVars(len(cells1))
	prob.Exactly(1, append(append([]sat.Lit(nil), e...), b.Not())...)
	for i, d := range cells1 {
		l1 := y1[d]
		prob.AddClause(e[i].Not(), l1)
		dy, dx := g.YX(d)
		for j, s := range order {
			sy, sx := dy-s[0], dx-s[1]
			var l0 sat.Lit
			ok := g.In(sy, sx)
			if ok {
				l0, ok = y0[g.Cell(sy, sx)]
			}
			if ok {
				prob.AddClause(t[j].Not(), l1.Not(), l0, e[i])
				// Implied too: the extra cell's source is not in y0
				// (else y1 would be y0 moved, no larger). In node WASM
				// a 12x12 and a 14x14 settle with it (27-53 s) and not
				// without (60 s).
				prob.AddClause(t[j].Not(), e[i].Not(), l0.Not())
			} else {
				prob.AddClause(t[j].Not(), l1.Not(), e[i])
			}
		}
	}
	m.extraTouches(cells1, y1, e)
}
