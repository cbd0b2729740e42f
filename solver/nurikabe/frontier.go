package nurikabe

import (
	"context"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The frontier counter: the reference's second exact method, a frontier
// dynamic programme over the cells (a "plug DP"), no search and no SAT.
// It counts the solutions that agree with a board's decided cells, capped
// at 2, and keeps one. The SAT routes of SolveReference do not settle some
// 10x10 boards whose walls must close around two or three huge islands
// (islands of 37 and 36 cells, or of 30, 28 and 15); a DP
// does not care how an island is shaped, only how many cells it has.
//
// The board is read row by row along its narrower side (transposed when it
// is wider than tall). After a cell, the frontier holds the last cell read
// in each column (slot t) and the colour of the cell up-left of the next
// one (for the 2x2 rule). A state says per slot its colour and component
// (a label, renumbered in slot order so equal states meet), per island
// component its clue (none, a size or "?") and size so far, and whether the
// wall has already closed (a wall component left the frontier: it is the
// whole wall, so every later cell is unshaded). A component that leaves the
// frontier closes: an island must hold a clue and, for a size, be that size.
// At the end every component on the frontier closes the same way and at
// most one wall component is left.
//
// Pruning, each sound (it drops only states no solution passes through):
// an island bigger than its clue; two clues in one island; the wall count
// (when no clue is "?" the wall has cells-sum(clues) cells, and the walls
// read so far follow from the state: the cells read, less the frontier's
// island cells and the clues already closed), which must not be passed,
// also counting the cells that must still join the wall's frontier
// pieces; an island piece without a clue that no clue can still take in
// (its size plus the cells of a path to the clue, at least the
// Manhattan distance less one, is more than the clue has room for).
//
// States are packed into four words and kept in open-addressing tables,
// one per layer; a state carries its count (saturated at 2) and the
// colours of the first path that reached it as a bitset, so an answer
// needs no walk back. A state cap per layer (memory) and the clock (read
// every few thousand states) bound it; past them the count is not settled.
//
// Known weakness: the states grow with the islands' sizes (each open
// island's size is part of the key), so boards with a few huge islands on
// a wide frontier are its hard case: two islands of over 35 cells on a
// 10x10 peak at millions of states.
//
// How states are stored is in frontier_state.go; the pruning is in
// frontier_prune.go.

// frontierMaxWidth: boards whose narrower side is wider are left alone
// (labels take four bits, island pieces 16).
const frontierMaxWidth = 14

// frontierMaxCells bounds an island's size to the ten bits it is kept in.
const frontierMaxCells = 1023

// frontier is the counter's fixed data for one board.
type frontier struct {
	p        *Puzzle
	w, h     int
	at       []int   // frame cell -> board cell
	code     []uint8 // frame cell -> clue code
	vals     []int   // code-2 -> size
	anyQ     bool    // some clue is "?"
	walls    int     // the wall's cells when !anyQ
	readSum  []int   // clue sizes among frame cells 0..i
	clueAt   []int   // frame cells holding a clue, in order
	maxLater []int   // the largest clue at frame cell i or later (-1 none)
	unread   []int   // per frame cell i, the index in clueAt of the first clue after i
	noPrune  bool    // tests: only the rules of the closing components
	// Per frame cell i, over the clues after it: the sum of their sizes
	// divided (rounding down) by the width, and by the height of the rows
	// below i's row (0 on the last row): the full rows and column pieces
	// their islands could fill.
	laterRows, laterCols []int
}

func (p *Puzzle) newFrontier() (*frontier, bool) {
	cols, rows := p.G.Cols, p.G.Rows
	w, h := cols, rows
	if cols > rows {
		w, h = rows, cols
	}
	n := w * h
	if w > frontierMaxWidth || n > frontierMaxCells {
		return nil, false
	}
	f := &frontier{p: p, w: w, h: h, at: make([]int, n), code: make([]uint8, n),
		readSum: make([]int, n), maxLater: make([]int, n+1)}
	for r := 0; r < h; r++ {
		for j := 0; j < w; j++ {
			if cols <= rows {
				f.at[r*w+j] = r*cols + j
			} else {
				f.at[r*w+j] = j*cols + r
			}
		}
	}
	codeOf := map[int]uint8{}
	sum := 0
	for i, c := range f.at {
		switch v := p.Clues[c]; v {
		case NoClue:
		case AnySize:
			f.anyQ = true
			f.code[i] = fAny
			f.clueAt = append(f.clueAt, i)
		default:
			k, ok := codeOf[v]
			if !ok {
				k = uint8(2 + len(f.vals))
				if k >= 64 {
					return nil, false
				}
				codeOf[v] = k
				f.vals = append(f.vals, v)
			}
			f.code[i] = k
			f.clueAt = append(f.clueAt, i)
			sum += v
		}
		f.readSum[i] = sum
	}
	f.walls = n - sum
	f.unread = make([]int, n)
	for i, k := 0, 0; i < n; i++ {
		for k < len(f.clueAt) && f.clueAt[k] <= i {
			k++
		}
		f.unread[i] = k
	}
	f.laterRows = make([]int, n)
	f.laterCols = make([]int, n)
	for i := range f.at {
		below := h - i/w - 1
		for _, q := range f.clueAt {
			if v := f.val(f.code[q]); q > i && v > 0 {
				f.laterRows[i] += v / w
				if below > 0 {
					f.laterCols[i] += v / below
				}
			}
		}
	}
	f.maxLater[n] = -1
	for i := n - 1; i >= 0; i-- {
		f.maxLater[i] = f.maxLater[i+1]
		if k := f.code[i]; k >= 2 {
			f.maxLater[i] = max(f.maxLater[i], f.vals[k-2])
		}
	}
	return f, true
}

// val is a clue code's size, -1 for "?", 0 for none.
func (f *frontier) val(k uint8) int {
	switch k {
	case 0:
		return 0
	case fAny:
		return -1
	}
	return f.vals[k-2]
}

// frontierStats are the counter's figures for one run.
type frontierStats struct {
	States int64 // states made over all layers
	Peak   int   // the largest layer
}

// count counts the solutions that agree with v's decided cells, up to 2.
// settled is false when the cap (states per layer, 0 for none) or ctx
// stopped it; answer holds board values per cell when n > 0.
func (f *frontier) count(ctx context.Context, v []int8, capStates int) (n int, answer []int8, settled bool, st frontierStats) {
	w, N := f.w, f.w*f.h
	words := (N + 63) / 64
	var cur, next ftable
	cur.reset(words)
	next.reset(words)
	var start fwork
	k0, _ := start.pack(w)
	cur.add(&k0, 1, make([]uint64, words), 0, false)
	checks := 0
	var s, t fwork
	for i := 0; i < N; i++ {
		r, j := i/w, i%w
		cell := f.at[i]
		clue := f.code[i]
		next.reset(words)
		for si := range cur.keys {
			s.unpack(&cur.keys[si], w)
			up, left, diag := uint8(fOut), uint8(fOut), uint8(fOut)
			if r > 0 {
				up = s.col[j]
				if j > 0 {
					diag = fIsl
					if s.diagWall {
						diag = fWall
					}
				}
			}
			if j > 0 {
				left = s.col[j-1]
			}
			for _, x := range [2]uint8{fWall, fIsl} {
				if x == fWall && (v[cell] == white || clue != 0 || s.done) || x == fIsl && v[cell] == wallV {
					continue
				}
				if x == fWall && up == fWall && left == fWall && diag == fWall {
					continue
				}
				if !f.successor(&s, &t, x, up, left, j, clue) {
					continue
				}
				if !f.feasible(&t, i) {
					continue
				}
				k, packed := t.pack(w)
				if !packed {
					return 0, nil, false, st
				}
				if next.add(&k, cur.cnt[si], cur.path[si*words:(si+1)*words], i, x == fWall) {
					st.States++
					if checks++; checks >= 4096 {
						checks = 0
						if expired(ctx) {
							return 0, nil, false, st
						}
					}
					if capStates > 0 && len(next.keys) > capStates {
						return 0, nil, false, st
					}
				}
			}
		}
		cur, next = next, cur
		st.Peak = max(st.Peak, len(cur.keys))
	}
	n, first := f.closing(&cur)
	if n == 0 {
		return 0, nil, true, st
	}
	return n, f.answerOf(&cur, first), true, st
}

// successor makes t the state s followed by colour x in the cell of slot
// j (whose clue code is clue; up and left are the colours above and to the
// left): the components it joins merge, a component that leaves the
// frontier closes. It reports false when that breaks a rule (two clues in
// one island, an island too big, a closed island of the wrong size, a
// wall piece closing while another is left).
func (f *frontier) successor(s, t *fwork, x, up, left uint8, j int, clue uint8) bool {
	w := f.w
	*t = *s
	const nl = 16 // a fresh label above any in use
	t.code[nl], t.size[nl] = 0, 0
	if x == fIsl {
		t.code[nl], t.size[nl] = clue, 1
	}
	ok := true
	merge := func(l uint8) {
		if l == nl {
			return
		}
		if x == fIsl {
			if t.code[nl] != 0 && t.code[l] != 0 {
				ok = false
				return
			}
			t.code[nl] |= t.code[l]
			t.size[nl] += t.size[l]
		}
		for u := 0; u < w; u++ {
			if t.lab[u] == l {
				t.lab[u] = nl
			}
		}
	}
	oldLab := t.lab[j]
	if up == x {
		merge(t.lab[j])
		oldLab = 0
	}
	if ok && left == x {
		merge(t.lab[j-1])
	}
	if !ok {
		return false
	}
	if x == fIsl {
		if cv := f.val(t.code[nl]); cv > 0 && int(t.size[nl]) > cv {
			return false
		}
	}
	t.col[j], t.lab[j] = x, nl
	if oldLab != 0 {
		still := false
		for u := 0; u < w; u++ {
			if t.lab[u] == oldLab {
				still = true
				break
			}
		}
		if !still {
			if up == fIsl {
				cv := f.val(t.code[oldLab])
				if cv == 0 || cv > 0 && int(t.size[oldLab]) != cv {
					return false
				}
			} else {
				// The wall closes: it must be all of the wall.
				other := false
				for u := 0; u < w && !other; u++ {
					other = t.col[u] == fWall
				}
				if other {
					return false
				}
				t.done = true
			}
		}
	}
	t.diagWall = up == fWall && j+1 < w
	t.canon(w)
	return true
}

// closing closes every component of the last layer's states: it returns
// their solutions' count (up to 2) and the first state that has one.
func (f *frontier) closing(cur *ftable) (n, first int) {
	w := f.w
	var s fwork
	first = -1
	for si := range cur.keys {
		s.unpack(&cur.keys[si], w)
		ok := true
		wallPieces := 0
		var seen [17]bool
		for u := 0; u < w && ok; u++ {
			l := s.lab[u]
			if seen[l] {
				continue
			}
			seen[l] = true
			if s.col[u] == fWall {
				wallPieces++
				continue
			}
			cv := f.val(s.code[l])
			ok = cv != 0 && (cv < 0 || int(s.size[l]) == cv)
		}
		if !ok || wallPieces > 1 || s.done && wallPieces > 0 {
			continue
		}
		n = min(2, n+int(cur.cnt[si]))
		if first < 0 {
			first = si
		}
	}
	return n, first
}

// answerOf is board values per cell from the path of state first.
func (f *frontier) answerOf(cur *ftable, first int) []int8 {
	N := f.w * f.h
	words := (N + 63) / 64
	answer := make([]int8, N)
	for i := 0; i < N; i++ {
		answer[f.at[i]] = white
		if cur.path[first*words+i>>6]>>(i&63)&1 != 0 {
			answer[f.at[i]] = wallV
		}
	}
	return answer
}

// solveFrontier runs the frontier counter on a board (v: decided cells);
// ok is false when it did not settle or does not apply.
func (p *Puzzle) solveFrontier(ctx context.Context, v []int8, limit, capStates int) (r puzzle.Result, ok bool) {
	f, fits := p.newFrontier()
	if !fits {
		return r, false
	}
	n, ans, settled, st := f.count(ctx, v, capStates)
	r.Nodes = st.States
	if !settled {
		return r, false
	}
	if n == 0 {
		r.Status = puzzle.None
		return r, true
	}
	a := (&board{p: p, v: ans}).answer()
	if p.Check(a) != nil {
		return r, false
	}
	r.Answer = a
	switch {
	case limit == 1:
		r.Status = puzzle.Found
	case n >= 2:
		r.Status = puzzle.Multiple
	default:
		r.Status = puzzle.Unique
	}
	return r, true
}

// refFrontierWidth: SolveReference tries the counter on boards whose
// narrower side is at most this.
const refFrontierWidth = 12

// refFrontierBytes bounds the counter's two layers in SolveReference
// (smaller under js/wasm, whose heap is the browser's: sat.HeapShare).
func refFrontierBytes() int { return sat.HeapShare(3 << 30) }

// refFrontier is SolveReference's first route on narrow boards: the
// counter from the board after the person rules and the probe, with a
// state cap by memory and three quarters of the time left (a quarter
// when at most refLeaf cells are open: one SAT call settles those, and
// the counter can still stall on them, e.g. a 10x10 with 47 open). ok is
// false when it does not apply or did not settle (the SAT routes follow).
func (p *Puzzle) refFrontier(ctx context.Context, v []int8, limit int) (puzzle.Result, bool) {
	if min(p.G.Cols, p.G.Rows) > refFrontierWidth {
		return puzzle.Result{}, false
	}
	open := 0
	for _, x := range v {
		if x == unk {
			open++
		}
	}
	share := 0.25
	if open > refLeaf {
		share = 0.75
	}
	sub, cancel := portfolio.Slice(ctx, share)
	defer cancel()
	// A state's key, count and path, and its share of the index (at most
	// half full), times three for the slices' growth and the other layer
	// (a board of two huge islands peaked at 9.6 M states, 2.4 GB resident).
	perState := 32 + 1 + 8*((p.G.Cells()+63)/64) + 32
	return p.solveFrontier(sub, v, limit, refFrontierBytes()/(3*perState))
}
