package flow

import (
	"context"
	"encoding/binary"
)

// The frontier counter: an exact answer to "is there a solution whose
// colouring differs from this one?" under puzz.link's rules (lines may run
// beside themselves), for both rule sets, by a frontier dynamic programme
// over the cells in row order (the "plug DP" of Knuth's SIMPATH and the
// frontier-based methods for Numberlink), no search and no SAT.
//
// The board is read row by row along its narrower side (transposed when
// it is wider than tall). After a cell, the frontier is the W edges that
// go down from the last row read plus the edge that goes right from the
// last cell; a state says, per frontier edge, which line crosses it:
//
//   - 0: none;
//   - 1..126: a line piece that touches no dot yet, by the id it shares
//     with its other frontier end (ids renumbered in order of appearance,
//     so equal states meet);
//   - 128+k: a line from a dot of colour k, whose other end is behind the
//     frontier at that dot.
//
// A cell takes its edges so that a dot has one and any other cell two
// (Numberlink: or none): joining a dot's line to a piece colours the
// piece's other end, two pieces become one, two lines of one colour
// complete it, two lines of different colours or the two ends of one
// piece (a loop) are not allowed. At the end every frontier edge must be
// empty. Every drawing of lines is one path through the layers.
//
// Solutions are colourings (flow.go), and a thick colour class can be
// drawn by several lines, so drawings are not what is asked about: the
// state also carries one bit "the colouring so far differs from the known
// solution S". While it is 0, every line piece is labelled by the colour S
// gives its cells (the label of a frontier edge is S's colour of the cell
// it leaves, so the key needs nothing more); a cell whose colour or
// emptiness disagrees with S, or that joins lines whose labels are not its
// colour in S, sets the bit. A drawing whose colouring differs from S
// sets it somewhere (a line holds cells of two S-colours, or of a colour
// that is not its own, only if two labels meet at some cell), and one
// whose colouring is S never does. So another colouring exists exactly
// when the last layer holds the empty frontier with the bit set; the
// layers keep a parent per state, so it is also drawn and returned.
//
// Cost: the states of a layer; boards up to about 15 wide have at most a
// few hundred thousand on the hardest puzzles seen. A state budget and
// the clock (read every few thousand states) bound it; past them the
// answer is "not settled" and callers fall back to other means. A state
// whose open lines cannot be finished below the frontier, as far as the
// test of frontier_prune.go can tell, is dropped when it is made: 3-5x
// fewer states on janko's 12x12-14x14 boards (two 12x12 ones: 10-16 M ->
// 3-3.5 M), still tens of millions on most 15x15 ones.

// FrontierBudget is the default bound on the states the frontier counter
// may make, over all layers (about 4 bytes each are kept for the witness).
const FrontierBudget = 4_000_000

// solveFrontierBudget is Solve's bound: generous for boards up to 12
// wide (nothing else settles those faster); Flow Free boards wider than
// that go to SAT sooner, which finds the self-touching solutions of the
// 14x14 jumbos in a second where the counter would need tens of millions
// of states, and Numberlink ones to the touch-free count.
func (p *Puzzle) solveFrontierBudget() int64 {
	switch {
	case p.Rules == FlowFree && min(p.G.Cols, p.G.Rows) > 12:
		return 1_000_000
	case p.Rules == Numberlink && min(p.G.Cols, p.G.Rows) > 14:
		return 6_000_000 // then the touch-free count has its turn
	case p.Rules == Numberlink && min(p.G.Cols, p.G.Rows) > 12:
		// Pruned, janko's 13x13 and 14x14 boards need 3-51 M states.
		return 64_000_000
	}
	return 16_000_000
}

// frontierMaxWidth: boards whose narrower side is wider are left to the
// other methods (the states grow too fast).
const frontierMaxWidth = 24

type frontier struct {
	p      *Puzzle
	w, h   int
	at     []int32 // cell of (row r, column j) at r*w+j
	first  []int   // the known solution; nil: any solution counts
	stride int     // bytes per state
	bitAt  int     // where the bit is

	// all layers' parents and choices, for the witness: parent<<2 | choice
	par [][]uint32

	cur, next []byte // states of the current and next layer
	ncur      int
	nnext     int
	table     []uint64 // open addressing over next: hash<<32 | index+1, 0 empty
	npar      []uint32

	tmp    []byte
	fixed  []int8 // per frame index: the only choice allowed, -1 any (knownStates, window)
	own    []int8 // the known solution's choices
	known  []byte // its state after each cell
	cell   int    // the frame index being read
	start  int    // the frame index of par[0] (a window read starts late)
	keep   int    // past this frame index only states with the bit set go on (window)
	relab  [128]byte
	used   [128]byte
	states int64
	pruned int64 // states the test dropped
	budget int64
	ctx    context.Context

	noPrune bool        // count without frontier_prune.go's test (tests compare)
	pl      *pruneLayer // the test's layer, nil when off
}

// frontierOther answers whether a solution exists whose colouring differs
// from first (any solution, when first is nil). settled is false when the
// board is too wide or the budget or ctx ran out. other is such a
// colouring when found. states counts the states made.
func (p *Puzzle) frontierOther(ctx context.Context, first []int, budget int64) (other []int, settled bool, states int64) {
	f := p.newFrontier(ctx, first, budget)
	if f == nil {
		return nil, false, 0
	}
	if first != nil && !f.knownStates() {
		return nil, false, 0
	}
	other, settled = f.run()
	return other, settled, f.states
}

// newFrontier prepares a count; nil when the board is not for it.
func (p *Puzzle) newFrontier(ctx context.Context, first []int, budget int64) *frontier {
	cols, rows := p.G.Cols, p.G.Rows
	f := &frontier{p: p, first: first, ctx: ctx, budget: budget}
	if budget <= 0 {
		f.budget = FrontierBudget
	}
	if p.Colours() > 120 || f.budget >= 1<<30 {
		return nil
	}
	if cols <= rows {
		f.w, f.h = cols, rows
	} else {
		f.w, f.h = rows, cols
	}
	if f.w > frontierMaxWidth {
		return nil
	}
	f.at = make([]int32, cols*rows)
	for r := 0; r < f.h; r++ {
		for j := 0; j < f.w; j++ {
			if cols <= rows {
				f.at[r*f.w+j] = int32(r*cols + j)
			} else {
				f.at[r*f.w+j] = int32(j*cols + r)
			}
		}
	}
	f.keep = f.w * f.h
	f.stride = (f.w + 2 + 7) &^ 7 // w slots, the right slot, the bit; padded to words
	f.bitAt = f.w + 1
	f.tmp = make([]byte, f.stride)
	return f
}

// knownStates draws the known solution's lines (its choice at every
// cell) and the frontier state they pass through after each cell. A
// state of the count that has the bit set and is equal to the known
// solution's state there completes like it: another colouring exists,
// found without reading the layers that remain (a second solution that
// differs from the first in one place is found once that place is read).
// false when first's lines cannot be drawn.
func (f *frontier) knownStates() bool {
	p := f.p
	lines := p.linesOf(f.first)
	cols := p.G.Cols
	right := make([]bool, p.G.Cells())
	down := make([]bool, p.G.Cells())
	for k := 1; k <= p.Colours(); k++ {
		if lines[k] == nil {
			return false
		}
		for i := 1; i < len(lines[k]); i++ {
			a, b := min(lines[k][i-1], lines[k][i]), max(lines[k][i-1], lines[k][i])
			if b == a+1 {
				right[a] = true
			} else {
				down[a] = true
			}
		}
	}
	has := func(a, b int32) bool {
		a, b = min(a, b), max(a, b)
		if int(b) == int(a)+cols {
			return down[a]
		}
		return right[a]
	}
	n := f.w * f.h
	f.fixed = make([]int8, n)
	for i := range f.fixed {
		r, j := i/f.w, i%f.w
		if r+1 < f.h && has(f.at[i], f.at[i+f.w]) {
			f.fixed[i] |= 1
		}
		if j+1 < f.w && has(f.at[i], f.at[i+1]) {
			f.fixed[i] |= 2
		}
	}
	// Follow the known choices: one state per layer.
	f.known = make([]byte, 0, n*f.stride)
	f.cur = make([]byte, f.stride)
	f.ncur = 1
	for i := 0; i < n; i++ {
		if !f.layer(i) || f.ncur != 1 || f.cur[f.bitAt] != 0 {
			f.fixed, f.known = nil, nil
			return false
		}
		f.known = append(f.known, f.cur[:f.stride]...)
	}
	f.own, f.fixed, f.par, f.states = f.fixed, nil, f.par[:0], 0
	return true
}

// run goes through the layers from the empty frontier.
func (f *frontier) run() (other []int, settled bool) {
	// The root: the empty frontier, the bit clear (set when no known
	// solution: then every solution counts).
	f.cur = make([]byte, f.stride)
	if f.first == nil {
		f.cur[f.bitAt] = 1
	}
	f.ncur = 1
	f.par = f.par[:0]
	f.start, f.keep = 0, f.w*f.h
	for i := 0; i < f.w*f.h; i++ {
		if !f.layer(i) {
			return nil, false
		}
		if f.ncur == 0 {
			return nil, true
		}
		if f.known != nil {
			if s := f.lookupKnown(i); s >= 0 {
				return f.witness(i, s), true
			}
		}
	}
	// The only state that can remain is the empty frontier, with the bit
	// clear or set.
	for s := 0; s < f.ncur; s++ {
		if f.cur[s*f.stride+f.bitAt] == 1 {
			return f.witness(f.w*f.h-1, int32(s)), true
		}
	}
	return nil, true
}

// lookupKnown finds the known solution's state after cell i with the bit
// set among the current states (-1 when it is not there). The current
// states are the table's, which layer just filled.
func (f *frontier) lookupKnown(i int) int32 {
	tm := f.tmp
	copy(tm, f.known[i*f.stride:(i+1)*f.stride])
	tm[f.bitAt] = 1
	h := hashState(tm)
	mask := uint64(len(f.table) - 1)
	tag := h >> 32 << 32
	for k := h & mask; ; k = (k + 1) & mask {
		e := f.table[k]
		if e == 0 {
			return -1
		}
		if e&^0xFFFFFFFF != tag {
			continue
		}
		s := int(uint32(e) - 1)
		if string(f.cur[s*f.stride:(s+1)*f.stride]) == string(tm) {
			return int32(s)
		}
	}
}

func (f *frontier) layer(i int) bool {
	r, j := i/f.w, i%f.w
	f.cell = i
	need := max(1024, 2*f.ncur)
	size := 1
	for size < need {
		size <<= 1
	}
	if cap(f.table) >= size {
		f.table = f.table[:size]
		clear(f.table)
	} else {
		f.table = make([]uint64, size)
	}
	f.nnext = 0
	f.next = f.next[:0]
	f.npar = make([]uint32, 0, f.ncur)
	f.pl = nil
	if !f.noPrune && f.fixed == nil {
		f.pl = f.prepPrune(i)
	}
	for s := 0; s < f.ncur; s++ {
		if s&4095 == 4095 && (expired(f.ctx) || f.states > f.budget) {
			return false
		}
		src := f.cur[s*f.stride : (s+1)*f.stride]
		if i > f.keep && src[f.bitAt] == 0 {
			continue // the rest is fixed to the known solution's: nothing new
		}
		f.expand(src, r, j, int32(s))
	}
	f.par = append(f.par, f.npar)
	f.cur, f.next = f.next, f.cur
	f.ncur = f.nnext

	return f.states <= f.budget
}

// expand makes the successors of state src at cell (r, j). A choice is
// bit 0: an edge down, bit 1: an edge right.
func (f *frontier) expand(src []byte, r, j int, from int32) {
	W := f.w
	U, L := src[j], src[W]
	bit := src[W+1]
	cell := int(f.at[r*W+j])
	t := byte(f.p.Dots[cell])
	canD, canR := r < f.h-1, j < W-1
	// conflict: under bit 0, would this cell's use (with its incoming
	// lines) disagree with the known solution?
	lineConflict := false
	var sc int
	if bit == 0 {
		sc = f.first[cell]
		if U != 0 && f.first[f.at[(r-1)*W+j]] != sc {
			lineConflict = true
		}
		if L != 0 && f.first[f.at[r*W+j-1]] != sc {
			lineConflict = true
		}
	}
	bitFor := func(isUsed bool) byte {
		if bit == 1 {
			return 1
		}
		if isUsed && (sc == 0 || lineConflict) || !isUsed && sc != 0 {
			return 1
		}
		return 0
	}
	base := func() []byte {
		copy(f.tmp, src)
		f.tmp[j], f.tmp[W] = 0, 0
		return f.tmp
	}
	if t != 0 {
		switch {
		case U != 0 && L != 0:
			return
		case U != 0 || L != 0:
			P, pos := U, j
			if P == 0 {
				P, pos = L, W
			}
			if P >= 128 {
				if P-128 != t {
					return
				}
				f.emit(base(), j, 0, 0, bitFor(true), from, 0)
				return
			}
			tm := base()
			for q := 0; q <= W; q++ {
				if q != pos && src[q] == P {
					tm[q] = 128 + t
				}
			}
			f.emit(tm, j, 0, 0, bitFor(true), from, 0)
		default:
			if canD {
				f.emit(base(), j, 128+t, 0, bitFor(true), from, 1)
			}
			if canR {
				f.emit(base(), j, 0, 128+t, bitFor(true), from, 2)
			}
		}
		return
	}
	switch {
	case U != 0 && L != 0:
		switch {
		case U >= 128 && L >= 128:
			if U != L {
				return
			}
			f.emit(base(), j, 0, 0, bitFor(true), from, 0)
		case U >= 128 || L >= 128:
			c, P, pos := U, L, W
			if c < 128 {
				c, P, pos = L, U, j
			}
			tm := base()
			for q := 0; q <= W; q++ {
				if q != pos && src[q] == P {
					tm[q] = c
				}
			}
			f.emit(tm, j, 0, 0, bitFor(true), from, 0)
		default:
			if U == L {
				return // a loop
			}
			tm := base()
			for q := 0; q <= W; q++ {
				if q != W && src[q] == L {
					tm[q] = U
				}
			}
			f.emit(tm, j, 0, 0, bitFor(true), from, 0)
		}
	case U != 0 || L != 0:
		P := U | L
		if canD {
			f.emit(base(), j, P, 0, bitFor(true), from, 1)
		}
		if canR {
			f.emit(base(), j, 0, P, bitFor(true), from, 2)
		}
	default:
		if f.p.Rules == Numberlink {
			f.emit(base(), j, 0, 0, bitFor(false), from, 0)
		}
		if canD && canR {
			f.emit(base(), j, 127, 127, bitFor(true), from, 3)
		}
	}
}

// emit normalises tm (D at slot j, R at the right slot, the bit) and
// adds it to the next layer unless it is there already.
func (f *frontier) emit(tm []byte, j int, D, R, bit byte, from int32, ch uint8) {
	if f.fixed != nil && f.fixed[f.cell] >= 0 && int8(ch) != f.fixed[f.cell] {
		return
	}
	W := f.w
	tm[j], tm[W], tm[W+1] = D, R, bit
	id := byte(0)
	for q := 0; q <= W; q++ {
		v := tm[q]
		if v == 0 || v >= 128 {
			continue
		}
		if f.relab[v] == 0 {
			id++
			f.relab[v] = id
			f.used[id-1] = v
		}
		tm[q] = f.relab[v]
	}
	for _, v := range f.used[:id] {
		f.relab[v] = 0
	}
	h := hashState(tm)
	mask := uint64(len(f.table) - 1)
	tag := h >> 32 << 32
	for k := h & mask; ; k = (k + 1) & mask {
		e := f.table[k]
		if e == 0 {
			if f.pl != nil && !f.viable(f.pl, tm) {
				f.pruned++
				return
			}
			f.table[k] = tag | uint64(f.nnext+1)
			break
		}
		if e&^0xFFFFFFFF != tag {
			continue
		}
		o := int(uint32(e)-1) * f.stride
		if string(f.next[o:o+f.stride]) == string(tm) {
			return
		}
	}
	f.next = append(f.next, tm...)
	f.npar = append(f.npar, uint32(from)<<2|uint32(ch))
	f.nnext++
	f.states++
	if 2*f.nnext > len(f.table) {
		f.grow()
	}
}

func (f *frontier) grow() {
	f.table = make([]uint64, 2*len(f.table))
	mask := uint64(len(f.table) - 1)
	for s := 0; s < f.nnext; s++ {
		h := hashState(f.next[s*f.stride : (s+1)*f.stride])
		k := h & mask
		for f.table[k] != 0 {
			k = (k + 1) & mask
		}
		f.table[k] = h>>32<<32 | uint64(s+1)
	}
}

// hashState mixes a state a word at a time (its length is a multiple of 8).
func hashState(b []byte) uint64 {
	h := uint64(0x9E3779B97F4A7C15)
	for o := 0; o < len(b); o += 8 {
		h ^= binary.LittleEndian.Uint64(b[o:])
		h *= 0xBF58476D1CE4E5B9
		h ^= h >> 31
	}
	return h
}

// witness draws the solution that ends in final state s: the choices
// back through the layers give every cell's down and right edges, and
// walking each line from its first dot colours the cells.
func (f *frontier) witness(last int, s int32) []int {
	n := f.w * f.h
	nb := make([][2]int32, f.p.G.Cells())
	deg := make([]int8, f.p.G.Cells())
	link := func(a, b int32) {
		nb[a][deg[a]] = b
		deg[a]++
		nb[b][deg[b]] = a
		deg[b]++
	}
	for i := n - 1; i >= 0; i-- {
		var ch uint32
		if i > last || i < f.start {
			ch = uint32(f.own[i]) // the known solution's lines here
		} else {
			ch = f.par[i-f.start][s] & 3
			s = int32(f.par[i-f.start][s] >> 2)
		}
		r, j := i/f.w, i%f.w
		if ch&1 != 0 {
			link(f.at[i], f.at[(r+1)*f.w+j])
		}
		if ch&2 != 0 {
			link(f.at[i], f.at[r*f.w+j+1])
		}
	}
	cells := make([]int, f.p.G.Cells())
	for k := 1; k <= f.p.Colours(); k++ {
		prev, c := int32(-1), int32(f.p.Ends[k][0])
		for {
			cells[c] = k
			next := int32(-1)
			for d := int8(0); d < deg[c]; d++ {
				if nb[c][d] != prev {
					next = nb[c][d]
				}
			}
			if next < 0 {
				break
			}
			prev, c = c, next
		}
	}
	return cells
}

// FrontierOther looks for a solution whose colouring differs from cells
// (a known solution) under puzz.link's rules, with the frontier counter
// within budget states (0 = FrontierBudget); settled is false when the
// board is too wide or the budget or ctx ran out. The generator proves
// its candidates unique with it: a state budget, never the clock.
func (p *Puzzle) FrontierOther(ctx context.Context, cells []int, budget int64) (other []int, settled bool) {
	if ctx == nil {
		ctx = context.Background()
	}
	if len(cells) != p.G.Cells() {
		return nil, false
	}
	other, settled, _ = p.frontierAny(ctx, cells, budget)
	return other, settled
}

// frontierAny is frontierOther from four sides. The states a read needs
// depend much on the side it starts from (extreme_12x12_28: 7.5 M from
// the top, under 1 M from another side), and from the known solution's
// own states a read sees a second solution as soon as the place where the
// two differ is read (knownStates), which is early from the side nearest
// to it. So the board, turned a quarter at a time, is first read from
// each side within a few thousand states (budget/4096, at least 4096: on
// Zucker's 9x9-12x12 puzzles that costs 4.5 M states in all against
// 11.4 M with budget/64 probes); unless one of these reads ends (which
// settles it), the side whose read got furthest per state is read again
// with what is left.
func (p *Puzzle) frontierAny(ctx context.Context, first []int, budget int64) (other []int, settled bool, states int64) {
	if budget <= 0 {
		budget = FrontierBudget
	}
	if first == nil {
		return p.frontierOther(ctx, nil, budget)
	}
	var qs [4]*Puzzle
	var cs, backs [4][]int
	best, bestScore := 0, -1.0
	read := func(turn int, b int64) bool {
		if qs[turn] == nil {
			qs[turn], cs[turn], backs[turn] = p.turned(turn, first)
		}
		f := qs[turn].newFrontier(ctx, cs[turn], b)
		if f == nil || !f.knownStates() {
			return false
		}
		o, done := f.run()
		states += f.states
		if done {
			settled = true
			if o != nil {
				other = make([]int, len(o))
				for c, v := range o {
					other[backs[turn][c]] = v
				}
			}
			return true
		}
		if score := float64(f.cell) / float64(f.states+1); score > bestScore {
			best, bestScore = turn, score
		}
		return false
	}
	probe := max(budget/4096, 4096)
	if budget >= bigRead {
		probe = budget / 64
	}
	for turn := 0; turn < 4; turn++ {
		if read(turn, probe) || expired(ctx) {
			return other, settled, states
		}
	}
	if budget > states {
		read(best, budget-states)
	}
	return other, settled, states
}

// bigRead: reads with this budget or more probe each side with 1/64 of
// it. Pruned, the states janko's 13x13 and 14x14 boards need differ up
// to 10x between sides (on one board 1.6 M from one side, past 40 M from
// another), and how far a 1 M-state probe gets picked the cheapest side
// on 4 of the 5 boards tried (the fifth read 37.5 M where 9.6 M would do).
const bigRead = 32_000_000

// turned is the board turned a quarter clockwise `turn` times, the known
// solution turned with it, and per cell of the turned board the cell of p
// it comes from.
func (p *Puzzle) turned(turn int, first []int) (*Puzzle, []int, []int) {
	cols, rows := p.G.Cols, p.G.Rows
	back := make([]int, cols*rows)
	for c := range back {
		back[c] = c
	}
	for t := 0; t < turn; t++ {
		// A quarter clockwise: new (y, x) = old (rows-1-x, y), new cols = rows.
		nb := make([]int, cols*rows)
		for y := 0; y < cols; y++ {
			for x := 0; x < rows; x++ {
				nb[y*rows+x] = back[(rows-1-x)*cols+y]
			}
		}
		back = nb
		cols, rows = rows, cols
	}
	nums := make([]int, cols*rows)
	cells := make([]int, cols*rows)
	for c, o := range back {
		if k := p.Dots[o]; k != 0 {
			nums[c] = p.Nums[k]
		}
		cells[c] = first[o]
	}
	q, err := New(cols, rows, p.Rules, nums, nil)
	if err != nil {
		panic(err) // the same dots, turned
	}
	return q, cells, back
}
