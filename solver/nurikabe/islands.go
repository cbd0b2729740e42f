package nurikabe

// Island completion enumeration: the reference's own deduction
// (SolveReference), independent of the main solver's counting rules
// (bounds.go and the searches).
//
// For each numbered island (a clue's white region R, size k) it lists the
// ways to complete it on the current board: connected cell sets S of
// exactly k cells that contain R, hold no wall cell and no other clue, and
// are closed under white neighbours (every white cell next to S is in S,
// so S never touches another numbered island, and an unnumbered white
// region next to S is in it whole). S's neighbours would all be wall, so a
// set whose neighbours close a 2x2 of wall with the walls on the board is
// dropped. In every solution island i is one of its sets (its cells form
// such an S: connected, k cells, R inside, no other clue, and every
// neighbour wall), so over an island enumerated in full:
//
//   - a cell in every set of the island is white;
//   - an open cell next to every set of the island is wall;
//   - a set that holds or touches a cell that another island's sets all
//     hold, or holds a cell next to all of another island's sets, is not
//     the island in any solution (islands are disjoint and never touch)
//     and is dropped, repeatedly;
//   - an island left with no set: the board has no solution;
//   - an open cell that no set of any enumerated island holds and that no
//     other island can reach (islands over the cap and "?" islands, by
//     distance as RuleUnreachable) is wall; a white cell there is a
//     contradiction.
//
// The enumeration is Redelmeier's: a list of untried cells next to the
// set; each is taken or left for good, so each set is made once. A white
// untried cell is always taken (leaving it would leave it beside the
// set). An island over enumCap sets or enumNodes steps yields nothing
// (variables for the tests).
var (
	enumCap   = 20000
	enumNodes = 200000
)

// islandEnum lists the completions of one island.
type islandEnum struct {
	b       *board
	size    int
	near    []int32 // numbered region a cell touches; -2 two or more
	comp    []int32
	rs      []*region
	k       int32 // the island's region index
	inS     []bool
	reached []bool
	stamp   []int32
	tick    int32
	S       []int32
	sols    [][]int32 // S then its open neighbours; split at size
	nodes   int
	over    bool
}

func (e *islandEnum) eligible(x int32) bool {
	b := e.b
	if b.v[x] == wallV {
		return false
	}
	if k := e.comp[x]; k >= 0 && e.rs[k].clue >= 0 {
		return false // another numbered island (the own one is in S)
	}
	n := e.near[x]
	return n == -1 || n == e.k
}

func (e *islandEnum) rec(untried []int32, size int) {
	if e.over {
		return
	}
	e.nodes++
	if e.nodes > enumNodes {
		e.over = true
		return
	}
	if size == e.size {
		for _, x := range untried {
			if e.b.v[x] == white {
				return
			}
		}
		e.record()
		return
	}
	for len(untried) > 0 {
		x := untried[len(untried)-1]
		untried = untried[:len(untried)-1]
		forced := e.b.v[x] == white
		next := make([]int32, len(untried), len(untried)+4)
		copy(next, untried)
		var added []int32
		for _, d := range e.b.gr.Adj[x] {
			if !e.reached[d] && e.eligible(d) {
				e.reached[d] = true
				added = append(added, d)
			}
		}
		// White cells last: popped (taken) first.
		for _, d := range added {
			if e.b.v[d] != white {
				next = append(next, d)
			}
		}
		for _, d := range added {
			if e.b.v[d] == white {
				next = append(next, d)
			}
		}
		e.inS[x] = true
		e.S = append(e.S, x)
		e.rec(next, size+1)
		e.S = e.S[:len(e.S)-1]
		e.inS[x] = false
		for _, d := range added {
			e.reached[d] = false
		}
		if forced || e.over {
			return
		}
	}
}

// record stores S when its neighbours close no 2x2 of wall.
func (e *islandEnum) record() {
	b := e.b
	e.tick++
	sol := append([]int32(nil), e.S...)
	for _, c := range e.S {
		for _, d := range b.gr.Adj[c] {
			if e.inS[d] || e.stamp[d] == e.tick {
				continue
			}
			if b.v[d] == white {
				return
			}
			e.stamp[d] = e.tick
			if b.v[d] == unk {
				sol = append(sol, d)
			}
		}
	}
	g := b.p.G
	isWall := func(c int) bool { return b.v[c] == wallV || e.stamp[c] == e.tick }
	for _, d := range sol[e.size:] {
		y, x := g.YX(int(d))
		for dy := -1; dy <= 0; dy++ {
			for dx := -1; dx <= 0; dx++ {
				yy, xx := y+dy, x+dx
				if yy < 0 || xx < 0 || yy+1 >= g.Rows || xx+1 >= g.Cols {
					continue
				}
				c := g.Cell(yy, xx)
				if isWall(c) && isWall(c+1) && isWall(c+g.Cols) && isWall(c+g.Cols+1) {
					return
				}
			}
		}
	}
	e.sols = append(e.sols, sol)
	if len(e.sols) > enumCap {
		e.over = true
	}
}

// enumerateIslands runs the enumeration on b's numbered islands and sets
// the cells it proves (see the top of the file). It reports whether it
// set any; errContradiction when b has no solution, errStopped at the
// deadline.
func (b *board) enumerateIslands() (bool, error) {
	ic, err := b.completions()
	if err != nil {
		return false, err
	}
	return ic.deduce()
}

// enumIsland is an island enumerated in full: its region, size and sets
// (each S then its open neighbours).
type enumIsland struct {
	k    int32
	size int
	sols [][]int32
}

// islandCompletions is the enumeration over a board: the islands listed
// in full (sets filtered against each other), the regions that are not,
// and per listed island how many sets hold (in) or touch (nb) each cell.
type islandCompletions struct {
	b      *board
	rs     []*region
	comp   []int32
	done   []*enumIsland
	rest   []int
	in, nb [][]int32
}

// completions enumerates b's numbered islands and filters the sets (see
// the top of the file); errContradiction when an island has none.
func (b *board) completions() (*islandCompletions, error) {
	rs, comp, err := b.regions()
	if err != nil {
		return nil, err
	}
	n := len(b.v)
	near := make([]int32, n)
	for i := range near {
		near[i] = -1
	}
	for c, k := range comp {
		if k < 0 || rs[k].clue < 0 {
			continue
		}
		for _, d := range b.gr.Adj[c] {
			switch near[d] {
			case -1:
				near[d] = k
			case k:
			default:
				near[d] = -2
			}
		}
	}
	e := &islandEnum{b: b, near: near, comp: comp, rs: rs,
		inS: make([]bool, n), reached: make([]bool, n), stamp: make([]int32, n)}
	var done []*enumIsland
	var rest []int // regions not enumerated in full
	for k, r := range rs {
		if r.clue < 0 {
			continue
		}
		if b.ctx != nil && expired(b.ctx) {
			return nil, errStopped
		}
		if b.p.Clues[r.clue] == AnySize {
			rest = append(rest, k)
			continue
		}
		e.k, e.size = int32(k), b.p.Clues[r.clue]
		e.sols, e.nodes, e.over = nil, 0, false
		e.S = e.S[:0]
		var untried []int32
		for _, c := range r.cells {
			e.inS[c] = true
			e.reached[c] = true
			e.S = append(e.S, int32(c))
		}
		for _, c := range r.cells {
			for _, d := range b.gr.Adj[c] {
				if !e.reached[d] && e.eligible(d) {
					e.reached[d] = true
					untried = append(untried, d)
				}
			}
		}
		e.rec(untried, len(r.cells))
		for _, d := range untried {
			e.reached[d] = false
		}
		for _, c := range r.cells {
			e.inS[c] = false
			e.reached[c] = false
		}
		if e.over {
			rest = append(rest, k)
			continue
		}
		if len(e.sols) == 0 {
			return nil, errContradiction
		}
		done = append(done, &enumIsland{k: int32(k), size: e.size, sols: e.sols})
	}
	// Per island: cnt[c] sets hold c, nb[c] sets have c as a neighbour.
	in := make([][]int32, len(done))
	nb := make([][]int32, len(done))
	tally := func(i int) {
		in[i] = make([]int32, n)
		nb[i] = make([]int32, n)
		for _, s := range done[i].sols {
			for _, c := range s[:done[i].size] {
				in[i][c]++
			}
			for _, c := range s[done[i].size:] {
				nb[i][c]++
			}
		}
	}
	for i := range done {
		tally(i)
	}
	// Drop sets at odds with another island's certain cells.
	for changed := true; changed; {
		changed = false
		// core: cell -> island that holds it in all sets; wallAll: a cell
		// next to all sets of some island.
		core := make([]int32, n)
		wallAll := make([]bool, n)
		for c := range core {
			core[c] = -1
		}
		for i, isl := range done {
			all := int32(len(isl.sols))
			for c := 0; c < n; c++ {
				if in[i][c] == all {
					core[c] = int32(i)
				}
				if nb[i][c] == all {
					wallAll[c] = true
				}
			}
		}
		for i, isl := range done {
			kept := isl.sols[:0]
			for _, s := range isl.sols {
				ok := true
				for j, c := range s {
					if o := core[c]; o >= 0 && o != int32(i) {
						ok = false // held by, or next to, a cell of island o
						break
					}
					if j < isl.size && wallAll[c] {
						ok = false
						break
					}
				}
				if ok {
					kept = append(kept, s)
				}
			}
			if len(kept) == 0 {
				return nil, errContradiction
			}
			if len(kept) < len(isl.sols) {
				isl.sols = kept
				tally(i)
				changed = true
			}
		}
	}
	return &islandCompletions{b: b, rs: rs, comp: comp, done: done, rest: rest, in: in, nb: nb}, nil
}

// deduce sets the cells the completions prove and reports whether it set
// any.
func (ic *islandCompletions) deduce() (bool, error) {
	b, rs, comp, done, rest, in, nb := ic.b, ic.rs, ic.comp, ic.done, ic.rest, ic.in, ic.nb
	n := len(b.v)
	changed := false
	set := func(c int, val int8) error {
		switch b.v[c] {
		case unk:
			b.v[c] = val
			changed = true
		case val:
		default:
			return errContradiction
		}
		return nil
	}
	cover := make([]bool, n)
	for i, isl := range done {
		all := int32(len(isl.sols))
		for c := 0; c < n; c++ {
			if in[i][c] > 0 {
				cover[c] = true
			}
			if in[i][c] == all {
				if err := set(c, white); err != nil {
					return false, err
				}
			} else if nb[i][c] == all {
				if err := set(c, wallV); err != nil {
					return false, err
				}
			}
		}
	}
	// Cells the other islands may reach, by distance (RuleUnreachable's).
	for _, k := range rest {
		r := rs[k]
		for _, c := range r.cells {
			cover[c] = true
		}
		b.markReach(k, rs, comp, cover)
	}
	for c := 0; c < n; c++ {
		if !cover[c] && b.v[c] != wallV {
			if b.v[c] == white {
				return false, errContradiction
			}
			if err := set(c, wallV); err != nil {
				return false, err
			}
		}
	}
	return changed, nil
}

// tables returns, by clue cell, the islands listed in full with at most
// max sets.
func (ic *islandCompletions) tables(max int) map[int]*enumIsland {
	out := make(map[int]*enumIsland)
	for _, isl := range ic.done {
		if len(isl.sols) <= max {
			out[ic.rs[isl.k].clue] = isl
		}
	}
	return out
}

// refPropagate is the reference's fixpoint: the person rules, then the
// island enumeration, until neither sets a cell.
func (b *board) refPropagate() error {
	for {
		if _, err := b.propagate(allRules); err != nil {
			return err
		}
		changed, err := b.enumerateIslands()
		if err != nil {
			return err
		}
		if !changed {
			return nil
		}
	}
}
