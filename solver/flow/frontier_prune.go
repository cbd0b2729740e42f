package flow

// Pruning for the frontier counter (frontier.go): a state whose open
// lines cannot all be finished below the frontier is dropped when it is
// made. The test is a relaxation, so it never drops a state that some
// drawing passes through: the counts stay exact.
//
// The unread cells (the rest of the row and the rows below) form a
// staircase, a disk. Its boundary meets, in order, the frontier edges
// 0..j, the right slot, j+1..W-1, then the board's right side, bottom
// and left side. Lines below the frontier are vertex-disjoint paths in
// that disk. The sites on its boundary are
//
//   - every frontier edge a line crosses: it ends a dot's line (its dot
//     is behind the frontier) or a piece (its other end is the piece's
//     other frontier edge);
//   - every unread dot whose cell touches the boundary in one stretch
//     (a dot under the frontier or on the board's rim): no path can pass
//     between it and the boundary there, so it sits on the boundary as a
//     point of the circle.
//
// A frontier edge that enters a dot cell ends there (the dot's colour
// must be the line's; a piece takes it). Other unread dots float: a path
// from a site may end at one of them anywhere. Below the frontier every
// site is then joined to another site by a path (chords of the disk,
// which may not cross: nested like parentheses) or ends at a floating
// dot, such that, with the pieces above, every line runs from a dot to a
// dot of its colour and none closes on itself. viable searches these
// matchings (pruneSteps steps at most, usually one pass: a site that
// can end at a floating dot does); past its step bound it says yes.
//
// Why it is sound: a drawing that completes the state gives such a
// matching (the paths below the frontier are disjoint, so their chords
// nest; a dot that touches the boundary in one stretch lies on one side
// of every path that does not end at it). The test ignores where the
// floating dots lie and how much room the paths need, so it allows more
// than the board does, never less.

// pruneSteps bounds one viable search; past it the state is kept. A
// large bound makes each state's check cost more than the states it
// prunes save (thousands of steps spent seconds on a few hundred
// thousand states); a small one keeps nearly all the pruning.
const pruneSteps = 64

// pruneLayer is what viable needs of the layer after cell i.
type pruneLayer struct {
	sites    []int32   // in boundary order: >= 0 a frontier slot, < 0 ^cell of a boundary dot
	entry    []int32   // per slot, the dot cell it enters, or -1
	float    []int8    // per colour, its floating unread dots
	floating []bool    // per cell: an unread dot that floats
	empty    bool      // no unread cell: nothing to test
	two      int       // colours with both dots floating
	work     pruneWork // scratch
}

type pruneWork struct {
	col    []int32 // per point: its colour when a dot's line ends there, 0 for a piece end
	mate   []int32 // per point of a piece: the point of its other end
	in     []int32 // per point: -1 open, -2 ends at a floating dot, else the point joined below
	stack  []int32
	need   []int8 // per colour: floating dots taken
	avail  []int8 // per colour: floating dots free
	pieceP [128]int32
	pieceC [128]int32 // colour a piece took from a dot cell its end enters, 0 none
	gone   []bool     // per cell: a boundary dot taken by an edge that enters it
	two    int
	wild   int
	steps  int
}

// prepPrune builds the layer after frame cell i.
func (f *frontier) prepPrune(i int) *pruneLayer {
	W, H := f.w, f.h
	r, j := i/W, i%W
	p := f.p
	K := p.Colours()
	L := &pruneLayer{entry: make([]int32, W+1), float: make([]int8, K+1), floating: make([]bool, len(p.Dots))}
	unread := func(rr, cc int) bool { return rr > r || rr == r && cc > j }
	if i >= W*H-1 {
		L.empty = true
		return L
	}
	for q := range L.entry {
		L.entry[q] = -1
	}
	cellAt := func(rr, cc int) int32 { return f.at[rr*W+cc] }
	// The boundary, as (slot or -1, cell) elements in order.
	type el struct{ slot, cell int32 }
	var els []el
	if r+1 < H {
		for q := 0; q <= j; q++ {
			els = append(els, el{int32(q), cellAt(r+1, q)})
		}
	}
	if j+1 < W {
		els = append(els, el{int32(W), cellAt(r, j+1)})
		for q := j + 1; q < W; q++ {
			els = append(els, el{int32(q), cellAt(r, q)})
		}
		els = append(els, el{-1, cellAt(r, W-1)})
	}
	for rr := r + 1; rr < H; rr++ {
		els = append(els, el{-1, cellAt(rr, W-1)})
	}
	lo := 0
	if H-1 == r {
		lo = j + 1
	}
	for cc := W - 1; cc >= lo; cc-- {
		els = append(els, el{-1, cellAt(H-1, cc)})
	}
	for rr := H - 1; rr > r; rr-- {
		els = append(els, el{-1, cellAt(rr, 0)})
	}
	for _, e := range els {
		if e.slot >= 0 && p.Dots[e.cell] != 0 {
			L.entry[e.slot] = e.cell
		}
	}
	// A dot cell's elements in one stretch (cyclically): a boundary site.
	pos := map[int32][]int{}
	for x, e := range els {
		if p.Dots[e.cell] != 0 {
			pos[e.cell] = append(pos[e.cell], x)
		}
	}
	n := len(els)
	site := map[int32]int{} // boundary dot -> element index where it sits
	for c, xs := range pos {
		gaps := 0
		for t := range xs {
			nx := xs[(t+1)%len(xs)]
			if t+1 == len(xs) {
				nx += n
			}
			if nx != xs[t]+1 {
				gaps++
			}
		}
		if gaps <= 1 {
			site[c] = xs[0]
		}
	}
	for x, e := range els {
		if e.slot >= 0 {
			L.sites = append(L.sites, e.slot)
		}
		if s, ok := site[e.cell]; ok && s == x {
			L.sites = append(L.sites, ^e.cell)
		}
	}
	for rr := r; rr < H; rr++ {
		for cc := 0; cc < W; cc++ {
			c := cellAt(rr, cc)
			if !unread(rr, cc) || p.Dots[c] == 0 {
				continue
			}
			if _, ok := site[c]; !ok {
				L.float[p.Dots[c]]++
				L.floating[c] = true
			}
		}
	}
	for k := 1; k <= K; k++ {
		if L.float[k] == 2 {
			L.two++
		}
	}
	w := &L.work
	m := len(L.sites)
	w.col, w.mate, w.in = make([]int32, m), make([]int32, m), make([]int32, m)
	w.stack = make([]int32, 0, m)
	w.need, w.avail = make([]int8, K+1), make([]int8, K+1)
	w.gone = make([]bool, len(p.Dots))
	return L
}

// viable says whether state tm (after the layer's cell) may still be
// completed, as far as the relaxation above can tell.
func (f *frontier) viable(L *pruneLayer, tm []byte) bool {
	if L.empty {
		return true
	}
	p := f.p
	w := &L.work
	W := f.w
	copy(w.avail, L.float)
	w.two = L.two
	// Edges that enter dot cells end there.
	var touched [32]int32
	nt := 0
	var pcs [128]byte // pieces seen
	np := 0
	ok := true
	for q := 0; q <= W; q++ {
		v := tm[q]
		if v == 0 {
			continue
		}
		if v < 128 && w.pieceP[v] == 0 {
			pcs[np] = v
			np++
			w.pieceP[v] = -1
		}
		d := L.entry[q]
		if d < 0 {
			continue
		}
		c := int32(p.Dots[d])
		if w.gone[d] {
			ok = false
			break
		}
		w.gone[d] = true
		touched[nt] = d // at most W+1 <= frontierMaxWidth+1 of them
		nt++
		if L.floating[d] {
			if w.avail[c] == 2 {
				w.two--
			}
			w.avail[c]--
		}
		switch {
		case v >= 128:
			if int32(v-128) != c {
				ok = false
			}
		case w.pieceC[v] != 0 && w.pieceC[v] != c:
			ok = false
		default:
			w.pieceC[v] = c
		}
		if !ok {
			break
		}
	}
	if !ok {
		f.cleanPrune(w, touched[:nt], pcs[:np])
		return false
	}
	// The points: sites in order, skipping empty edges, edges into dot
	// cells and the dots they took.
	m := 0
	for _, s := range L.sites {
		if s >= 0 {
			v := tm[s]
			if v == 0 || L.entry[s] >= 0 {
				continue
			}
			w.mate[m] = -1
			if v >= 128 {
				w.col[m] = int32(v - 128)
			} else if c := w.pieceC[v]; c != 0 {
				w.col[m] = c // the piece's other end is at a dot
			} else {
				w.col[m] = 0
				if o := w.pieceP[v]; o >= 0 {
					w.mate[m], w.mate[o] = o, int32(m)
				} else {
					w.pieceP[v] = int32(m)
				}
			}
		} else {
			d := ^s
			if w.gone[d] {
				continue
			}
			w.col[m] = int32(p.Dots[d])
			w.mate[m] = -1
		}
		w.in[m] = -1
		m++
	}
	f.cleanPrune(w, touched[:nt], pcs[:np])
	clear(w.need)
	w.wild, w.steps = 0, 0
	w.stack = w.stack[:0]
	return w.match(0, m) != 0
}

func (f *frontier) cleanPrune(w *pruneWork, touched []int32, pcs []byte) {
	for _, d := range touched {
		w.gone[d] = false
	}
	for _, v := range pcs {
		w.pieceP[v], w.pieceC[v] = 0, 0
	}
}

// far is the other end of the fragment that leaves point x upwards (by
// its piece, if any) and runs on through the joins made so far: the
// point where it ends open (in = -1), or ^colour when it ends at a dot
// (colour 0: a floating dot whose colour is not fixed yet).
func (w *pruneWork) far(x int32) int32 {
	for {
		if c := w.col[x]; c != 0 {
			return ^c
		}
		y := w.mate[x]
		switch w.in[y] {
		case -1:
			return y
		case -2:
			return ^0
		}
		x = w.in[y]
	}
}

// closeEnds accounts a line whose two ends are a and b (^colour each,
// 0 a floating dot of any colour): -1 when it cannot be, else what undo
// takes back (0 nothing, -2 a line between floating dots, k a floating
// dot of colour k).
func (w *pruneWork) closeEnds(a, b int32) int32 {
	ca, cb := ^a, ^b
	switch {
	case ca != 0 && cb != 0:
		if ca == cb {
			return 0
		}
		return -1
	case ca == 0 && cb == 0:
		if w.wild >= w.two {
			return -1
		}
		w.wild++
		return -2
	}
	k := ca | cb // the one that is not 0
	if w.need[k] >= w.avail[k] {
		return -1
	}
	w.need[k]++
	return k
}

func (w *pruneWork) undo(u int32) {
	switch {
	case u == -2:
		w.wild--
	case u > 0:
		w.need[u]--
	}
}

// match decides points x..m-1 (those before are decided; the stack holds
// the open ones, innermost last): 1 when all can be, 0 when not, 2 when
// the step bound ran out (kept as 1 by the caller's != 0).
func (w *pruneWork) match(x, m int) int {
	w.steps++
	if w.steps > pruneSteps {
		return 2
	}
	if x == m {
		if len(w.stack) == 0 {
			return 1
		}
		return 0
	}
	if len(w.stack) > m-x {
		return 0
	}
	X := int32(x)
	// End at a floating dot.
	w.in[X] = -2
	e := w.far(X)
	u := int32(0)
	if e < 0 {
		u = w.closeEnds(e, ^0)
	}
	if u != -1 {
		if r := w.match(x+1, m); r != 0 {
			return r
		}
		w.undo(u)
	}
	w.in[X] = -1
	// Join the innermost open point.
	if n := len(w.stack); n > 0 {
		Y := w.stack[n-1]
		ex, ey := w.far(X), w.far(Y)
		if ex != Y { // else a loop
			w.in[X], w.in[Y] = Y, X
			u := int32(0)
			if ex < 0 && ey < 0 {
				u = w.closeEnds(ex, ey)
			} // else the line goes on; its colours meet later
			if u != -1 {
				w.stack = w.stack[:n-1]
				r := w.match(x+1, m)
				w.stack = append(w.stack, Y)
				if r != 0 {
					w.in[X], w.in[Y] = -1, -1
					return r
				}
				w.undo(u)
			}
			w.in[X], w.in[Y] = -1, -1
		}
	}
	// Leave it open for a later point.
	w.stack = append(w.stack, X)
	r := w.match(x+1, m)
	w.stack = w.stack[:len(w.stack)-1]
	return r
}
