package nurikabe

import (
	"context"

	"pencilbox/solver/puzzle"
)

// Ring search: an area bound for a wall that must close around an island.
//
// On a 10x10 with islands of 37 and 36 and a wall of 27, the rules place only
// the two wall cells between the numbers, s=(1,2) and t=(2,1), and every
// wrong wall fails only once it closes, on area. The wall search and the
// wall-path branching enumerate open partial walls by the million. What
// they lack is a bound on the area a partly drawn wall can still enclose.
//
// The bound. Let s and t be wall cells that are diagonal neighbours, with
// the other two cells of their 2x2 block, a and a', white. In a solution
// the wall W is connected, so it holds a shortest path P = s, c1, ..., t
// (its cells are distinct and it has no chords, so a cell next to two path
// cells other than its path neighbours cannot be on it). Through the cell
// centres, P closed by the diagonal t-s is a simple lattice polygon with
// B = |P| <= |W| boundary points: unit edges cross nothing, and the
// diagonal meets no unit edge (none passes through the block's centre).
// a and a' lie on opposite sides of the diagonal and are not on P, so one
// is inside, the other outside: which one is given by the orientation of
// P (inside is left of every edge of a positive polygon, in particular of
// t->s). An island never crosses P (two white neighbours are joined by a
// unit edge that meets P's edges at most in lattice points, which are
// wall), so the island of the inside cell lies inside, and the interior
// lattice points number I >= its clue. Pick's theorem gives
// 2I = 2A - B + 2, where 2A is the shoelace sum (signed by the
// orientation): summed per step, 2I = sum(σ·cross(ci, ci+1) - 1) +
// σ·cross(t, s) + 1 over the steps of P, σ = ±1 the orientation.
//
// For a prefix s..e of k steps the rest is a walk of j <= |W|-1-k steps
// from e to t; best[j][e], the largest sum of σ·cross-1 over such walks
// on the cells not white (a relaxation: walks may cross themselves and
// the prefix), bounds what the rest can add. A prefix with no σ whose
// bound reaches twice the inside island's clue holds in no solution. The
// bound is computed once per orientation from t (the step weights depend
// only on the cells), so the test per prefix is a table look-up.
//
// The search then branches on the paths from s to t as wallPaths does
// (each prefix propagated on its parent's board, chordless, the area test
// per step); at t the board goes to the ordinary search. A solution can
// hold several shortest paths, so solutions are compared before they
// count (searcher.known). Solve takes this route only when the bound is
// tight at the root (ringSlack), i.e. when nearly every prefix must be
// the prefix of a maximal-area ring.

// ringPair is a diagonal pair of wall cells and its area tables.
type ringPair struct {
	s, t int
	// in[o] is the clue of the island inside when the orientation is o
	// (0: σ=+1, 1: σ=-1); upTo[o][j*n+c] the largest step sum of a walk
	// of at most j steps from c to t (negInf when none).
	in   [2]int
	upTo [2][]int32
	jmax int
	// slack[o] is how many cells more than in[o] the best ring of
	// orientation o could enclose (negative: none can).
	slack [2]int
}

const negInf = -1 << 29

// ringSlack is the largest slack (over the orientations a ring can take)
// at which Solve takes the ring search: beyond it most prefixes pass the
// area test and the search is the plain path enumeration.
const ringSlack = 2

// ringTable bounds the cells times the wall (one table's entries) for
// which Solve computes the tables, and ringPairsMax the pairs it tries:
// a 64x64 board with a long wall and many pairs would spend its deadline
// there. A 10x10 wall of 27 cells needs 100 x 27 and one pair.
const (
	ringTable    = 1 << 18
	ringPairsMax = 16
)

// cross is the cross product of the cells' positions (x column, y row).
func (b *board) cross(p, q int) int32 {
	py, px := b.p.G.YX(p)
	qy, qx := b.p.G.YX(q)
	return int32(px*qy - qx*py)
}

// ringPairs lists the diagonal wall pairs of b whose other two cells are
// white and numbered (known island sizes), with s and t in different wall
// pieces.
func (b *board) ringPairs() []ringPair {
	if b.walls <= 0 {
		return nil
	}
	rs, comp, err := b.regions()
	if err != nil {
		return nil
	}
	wcomp, _ := b.wallPieces()
	size := func(c int) int {
		if comp[c] < 0 {
			return -1
		}
		r := rs[comp[c]]
		if r.clue < 0 || b.p.Clues[r.clue] == AnySize {
			return -1
		}
		return b.p.Clues[r.clue]
	}
	g := b.p.G
	var out []ringPair
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c00, c01, c10, c11 := g.Cell(y, x), g.Cell(y, x+1), g.Cell(y+1, x), g.Cell(y+1, x+1)
			for _, q := range [2][4]int{{c01, c10, c00, c11}, {c00, c11, c01, c10}} {
				s, t, a, a2 := q[0], q[1], q[2], q[3]
				if b.v[s] != wallV || b.v[t] != wallV || wcomp[s] == wcomp[t] {
					continue
				}
				za, za2 := size(a), size(a2)
				if za < 0 || za2 < 0 {
					continue
				}
				rp := ringPair{s: s, t: t}
				// Inside for σ=+1 is left of t->s: cross(s-t, a-t) > 0.
				ty, tx := g.YX(t)
				sy, sx := g.YX(s)
				ay, ax := g.YX(a)
				if (sx-tx)*(ay-ty)-(ax-tx)*(sy-ty) > 0 {
					rp.in = [2]int{za, za2}
				} else {
					rp.in = [2]int{za2, za}
				}
				out = append(out, rp)
			}
		}
	}
	return out
}

// ringTables fills rp's walk tables on b (walks over the cells not white) and
// its slack.
func (b *board) ringTables(rp *ringPair) {
	n := len(b.v)
	rp.jmax = b.walls - 1
	for o := range 2 {
		sig := int32(1 - 2*o)
		cur := make([]int32, n)
		next := make([]int32, n)
		up := make([]int32, (rp.jmax+1)*n)
		for c := range cur {
			cur[c] = negInf
		}
		cur[rp.t] = 0
		copy(up[:n], cur)
		for j := 1; j <= rp.jmax; j++ {
			for c := range next {
				next[c] = negInf
				if b.v[c] == white {
					continue
				}
				for _, d := range b.gr.Adj[c] {
					if cur[d] == negInf {
						continue
					}
					if v := sig*b.cross(c, int(d)) - 1 + cur[d]; v > next[c] {
						next[c] = v
					}
				}
			}
			cur, next = next, cur
			row, prev := up[j*n:(j+1)*n], up[(j-1)*n:j*n]
			for c := range row {
				row[c] = max(prev[c], cur[c])
			}
		}
		rp.upTo[o] = up
		best := rp.reach(b, o, 0, 0, rp.s)
		if best < 0 {
			rp.slack[o] = -1
		} else {
			rp.slack[o] = int(best) / 2
		}
	}
}

// reach is the largest 2I-2·in[o] a ring of orientation o can still reach
// from a prefix of k steps with step sum w ending at e (negative: none).
func (rp *ringPair) reach(b *board, o, k int, w int32, e int) int32 {
	j := rp.jmax - k
	if j < 0 {
		return negInf
	}
	r := rp.upTo[o][j*len(b.v)+e]
	if r == negInf {
		return negInf
	}
	sig := int32(1 - 2*o)
	return w + r + sig*b.cross(rp.t, rp.s) + 1 - 2*int32(rp.in[o])
}

// viable is the largest slack over the orientations a ring can take
// (negative when it can take none).
func (rp *ringPair) viable() int {
	return max(rp.slack[0], rp.slack[1])
}

// solveRing runs the ring search when b has a pair whose bound is tight
// (ringSlack); ok is false when none has.
func (p *Puzzle) solveRing(ctx context.Context, b *board, limit int, nodes int64) (puzzle.Result, bool) {
	if !p.hugeIsland() || b.walls <= 0 || len(b.v)*b.walls > ringTable {
		return puzzle.Result{}, false
	}
	pairs := b.ringPairs()
	if len(pairs) > ringPairsMax {
		pairs = pairs[:ringPairsMax]
	}
	best := -1
	for i := range pairs {
		if expired(ctx) {
			return puzzle.Result{Status: puzzle.Unknown, Nodes: nodes}, true
		}
		b.ringTables(&pairs[i])
		if v := pairs[i].viable(); v <= ringSlack && (best < 0 || v < pairs[best].viable()) {
			best = i
		}
	}
	if best < 0 {
		return puzzle.Result{}, false
	}
	s := &searcher{p: p, ctx: ctx, limit: limit, probeTop: 1 << 30, nodes: nodes}
	s.ring(b, &pairs[best])
	return s.result(), true
}

// ring branches on the shortest wall paths from rp.s to rp.t that pass
// the area test, each set to wall and searched on.
func (s *searcher) ring(b *board, rp *ringPair) {
	n := len(b.v)
	near := make([]int32, n)
	var dfs func(c, k int, w [2]int32, parent *board)
	dfs = func(c, k int, w [2]int32, parent *board) {
		if parent.v[c] == white {
			return
		}
		if c != rp.t && rp.reach(b, 0, k, w[0], c) < 0 && rp.reach(b, 1, k, w[1], c) < 0 {
			s.ringCuts++
			return
		}
		near[c]++
		for _, d := range b.gr.Adj[c] {
			near[d]++
		}
		t := parent.clone()
		t.v[c] = wallV
		if c == rp.t {
			s.run(t, 1)
		} else if s.pathPrefix(t) {
			toT := false
			for _, d := range b.gr.Adj[c] {
				toT = toT || int(d) == rp.t
			}
			for _, d := range b.gr.Adj[c] {
				// A cell next to t must go to t (else a chord); others
				// step to cells next to no path cell but c.
				if toT && int(d) != rp.t || !toT && near[d] != 1 {
					continue
				}
				var nw [2]int32
				for o := range 2 {
					nw[o] = w[o] + int32(1-2*o)*b.cross(c, int(d)) - 1
				}
				dfs(int(d), k+1, nw, t)
				if s.stopped || len(s.sols) >= s.limit {
					break
				}
			}
		}
		near[c]--
		for _, d := range b.gr.Adj[c] {
			near[d]--
		}
	}
	dfs(rp.s, 0, [2]int32{}, b)
}
