package survo

import (
	"context"
	"math/bits"
	"sort"

	"pencilbox/solver/puzzle"
)

// The exact search. A position is the numbers placed so far, the set of
// unused numbers (a bitset), and per line the remaining sum S and the count
// k of empty cells. The k numbers still to go into a line are distinct and
// unused, so S must lie between the sum of the k smallest and of the k
// largest unused numbers; the same bound, with the candidate itself taken
// out of the pool, limits what one cell can hold (through both of its
// lines). Every node rebuilds the sorted pool and its prefix sums once
// (O(N)), checks every line, then branches on whichever is tighter: the
// empty cell with the fewest candidates, or the unused number with the
// fewest cells that can take it (the large numbers usually, which have few
// places). A line with one empty cell forces its value, which the
// candidate count finds at once (one candidate).

type searcher struct {
	cols, rows, n  int
	val            []int
	used           []uint64
	rowRem, colRem []int
	rowK, colK     []int
	empty          int

	ctx     context.Context
	limit   int
	budget  int64
	nodes   int64
	count   int
	stopped bool
	first   []int
	// onSolution, when set, sees every solution (valid during the call).
	onSolution func([]int)

	frames []*frame
}

// frame is one depth's scratch space, allocated once.
type frame struct {
	free            []int // unused numbers, ascending
	lowPre, highPre []int // sums of the j smallest / largest unused numbers
	lo, hi          []int // per cell: loose bounds of its value
	cover           []int // per number (difference array, then counts)
	cells           []int
}

func newSearcher(p *Puzzle, givens []int) (*searcher, bool) {
	s := &searcher{cols: p.Cols, rows: p.Rows, n: p.Cells()}
	s.val = make([]int, s.n)
	s.used = make([]uint64, (s.n+64)/64)
	s.rowRem = append([]int(nil), p.RowSums...)
	s.colRem = append([]int(nil), p.ColSums...)
	s.rowK = make([]int, s.rows)
	s.colK = make([]int, s.cols)
	for r := range s.rowK {
		s.rowK[r] = s.cols
	}
	for c := range s.colK {
		s.colK[c] = s.rows
	}
	s.empty = s.n
	for c, v := range givens {
		if v == 0 {
			continue
		}
		if v < 1 || v > s.n || s.isUsed(v) {
			return nil, false
		}
		s.place(c, v)
	}
	return s, true
}

func (s *searcher) isUsed(v int) bool { return s.used[v>>6]&(1<<(v&63)) != 0 }

func (s *searcher) place(c, v int) {
	s.val[c] = v
	s.used[v>>6] |= 1 << (v & 63)
	r, k := c/s.cols, c%s.cols
	s.rowRem[r] -= v
	s.colRem[k] -= v
	s.rowK[r]--
	s.colK[k]--
	s.empty--
}

func (s *searcher) unplace(c int) {
	v := s.val[c]
	s.val[c] = 0
	s.used[v>>6] &^= 1 << (v & 63)
	r, k := c/s.cols, c%s.cols
	s.rowRem[r] += v
	s.colRem[k] += v
	s.rowK[r]++
	s.colK[k]++
	s.empty++
}

func (s *searcher) frameAt(depth int) *frame {
	for len(s.frames) <= depth {
		f := &frame{
			free:    make([]int, 0, s.n),
			lowPre:  make([]int, s.n+1),
			highPre: make([]int, s.n+1),
			lo:      make([]int, s.n),
			hi:      make([]int, s.n),
			cover:   make([]int, s.n+2),
			cells:   make([]int, 0, s.n),
		}
		s.frames = append(s.frames, f)
	}
	return s.frames[depth]
}

// lineOK: can k distinct unused numbers add up to rem?
func (f *frame) lineOK(k, rem int) bool {
	if k == 0 {
		return rem == 0
	}
	return k <= len(f.free) && f.lowPre[k] <= rem && rem <= f.highPre[k]
}

// fits: can v go into a line with k empty cells and remaining sum rem,
// the other k-1 cells taking distinct unused numbers other than v?
func (f *frame) fits(v, k, rem int) bool {
	j := k - 1
	rest := rem - v
	if j == 0 {
		return rest == 0
	}
	m := len(f.free)
	if j+1 > m {
		return false
	}
	lo := f.lowPre[j]
	if v <= f.free[j-1] {
		lo = f.lowPre[j+1] - v
	}
	hi := f.highPre[j]
	if v >= f.free[m-j] {
		hi = f.highPre[j+1] - v
	}
	return lo <= rest && rest <= hi
}

// bounds gives the loose interval of values a cell can hold in a line.
func (f *frame) bounds(k, rem int) (int, int) {
	if k == 1 {
		return rem, rem
	}
	return rem - f.highPre[k-1], rem - f.lowPre[k-1]
}

func (s *searcher) tick() bool {
	s.nodes++
	if s.nodes&1023 == 0 && puzzle.Expired(s.ctx) {
		s.stopped = true
	}
	if s.budget > 0 && s.nodes > s.budget {
		s.stopped = true
	}
	return s.stopped
}

// run explores the current position; true means stop (limit or budget).
func (s *searcher) run(depth int) bool {
	if s.tick() {
		return true
	}
	if s.empty == 0 {
		s.count++
		if s.first == nil {
			s.first = append([]int(nil), s.val...)
		}
		if s.onSolution != nil {
			s.onSolution(s.val)
		}
		return s.count >= s.limit
	}
	f := s.frameAt(depth)
	f.free = f.free[:0]
	for w, word := range s.used {
		for m := ^word; m != 0; m &= m - 1 {
			v := w*64 + bits.TrailingZeros64(m)
			if v >= 1 && v <= s.n {
				f.free = append(f.free, v)
			}
		}
	}
	m := len(f.free)
	f.lowPre[0], f.highPre[0] = 0, 0
	for j := 1; j <= m; j++ {
		f.lowPre[j] = f.lowPre[j-1] + f.free[j-1]
		f.highPre[j] = f.highPre[j-1] + f.free[m-j]
	}
	for r := 0; r < s.rows; r++ {
		if !f.lineOK(s.rowK[r], s.rowRem[r]) {
			return false
		}
	}
	for c := 0; c < s.cols; c++ {
		if !f.lineOK(s.colK[c], s.colRem[c]) {
			return false
		}
	}
	// Loose intervals per empty cell, and how many cells each number may
	// go to (a sweep over the intervals).
	clear(f.cover)
	for c, v := range s.val {
		if v != 0 {
			continue
		}
		r, k := c/s.cols, c%s.cols
		lo1, hi1 := f.bounds(s.rowK[r], s.rowRem[r])
		lo2, hi2 := f.bounds(s.colK[k], s.colRem[k])
		lo, hi := max(lo1, lo2, 1), min(hi1, hi2, s.n)
		if lo > hi {
			return false
		}
		f.lo[c], f.hi[c] = lo, hi
		f.cover[lo]++
		f.cover[hi+1]--
	}
	bestNum, bestNumCount := 0, 1<<30
	run := 0
	fi := 0
	for v := 1; v <= s.n; v++ {
		run += f.cover[v]
		if fi < m && f.free[fi] == v {
			fi++
			if run == 0 {
				return false
			}
			if run < bestNumCount {
				bestNum, bestNumCount = v, run
			}
		}
	}
	// The empty cell with the fewest exact candidates (counting stops at
	// the best so far).
	bestCell, bestCount := -1, 1<<30
	for c, v := range s.val {
		if v != 0 {
			continue
		}
		r, k := c/s.cols, c%s.cols
		cnt := 0
		for i := sort.SearchInts(f.free, f.lo[c]); i < m && f.free[i] <= f.hi[c]; i++ {
			w := f.free[i]
			if f.fits(w, s.rowK[r], s.rowRem[r]) && f.fits(w, s.colK[k], s.colRem[k]) {
				cnt++
				if cnt >= bestCount {
					break
				}
			}
		}
		if cnt == 0 {
			return false
		}
		if cnt < bestCount {
			bestCell, bestCount = c, cnt
			if cnt == 1 {
				break
			}
		}
	}
	if bestNumCount < bestCount {
		// Branch on where bestNum goes.
		v := bestNum
		f.cells = f.cells[:0]
		for c, x := range s.val {
			if x == 0 && f.lo[c] <= v && v <= f.hi[c] {
				f.cells = append(f.cells, c)
			}
		}
		for _, c := range f.cells {
			r, k := c/s.cols, c%s.cols
			if !f.fits(v, s.rowK[r], s.rowRem[r]) || !f.fits(v, s.colK[k], s.colRem[k]) {
				continue
			}
			s.place(c, v)
			stop := s.run(depth + 1)
			s.unplace(c)
			if stop {
				return true
			}
		}
		return false
	}
	c := bestCell
	r, k := c/s.cols, c%s.cols
	lo, hi := f.lo[c], f.hi[c]
	start := sort.SearchInts(f.free, lo)
	for i := start; i < m && f.free[i] <= hi; i++ {
		w := f.free[i]
		if !f.fits(w, s.rowK[r], s.rowRem[r]) || !f.fits(w, s.colK[k], s.colRem[k]) {
			continue
		}
		s.place(c, w)
		stop := s.run(depth + 1)
		s.unplace(c)
		if stop {
			return true
		}
	}
	return false
}

// Count counts the solutions of p with the clues givens (Cols*Rows
// numbers, 0 empty, replacing p.Givens; the generator passes its own) up to
// limit, with the first solution found. complete is false when the node
// budget (<= 0: unlimited) or ctx stopped it before the count was settled.
func Count(ctx context.Context, p *Puzzle, givens []int, limit int, nodeBudget int64) (count int, first []int, nodes int64, complete bool) {
	if limit < 1 {
		limit = 1
	}
	if len(givens) != p.Cells() {
		return 0, nil, 0, true
	}
	s, ok := newSearcher(p, givens)
	if !ok {
		return 0, nil, 1, true
	}
	s.ctx, s.limit, s.budget = ctx, limit, nodeBudget
	s.run(0)
	return s.count, s.first, s.nodes, !s.stopped
}
