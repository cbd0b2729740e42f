// Package latin is constraint propagation and search for Latin-square
// puzzles: an N x N board (N <= 31) where every row and column, plus any
// extra units the caller supplies (Sudoku's boxes, say), holds each digit
// 1..N exactly once. Sudoku uses it for the sizes its specialised 9x9
// search does not cover and as a cross-check; Futoshiki will add its
// inequalities through Board.Hook.
//
// A Board keeps, per cell, a candidate bitset (bit d = digit d), and per
// unit and digit the number of cells where the digit is still possible.
// Every elimination updates those counts, so naked singles (a cell with one
// candidate) and hidden singles (a digit with one place in a unit) are found
// the moment they appear, without rescanning. Search copies the whole board
// per level into boards allocated once (CopyFrom is a few memmoves), which is
// cheaper and simpler than an undo trail at these sizes.
package latin

import (
	"fmt"
	"math/bits"
)

// MaxN is the largest side: candidates live in a uint32 with bit 0 unused.
const MaxN = 31

// Shape is the immutable structure shared by every board of one puzzle.
type Shape struct {
	N         int
	Units     [][]int // rows 0..N-1, columns N..2N-1, then the extra units
	CellUnits [][]int // units containing each cell
	Peers     [][]int // other cells sharing a unit with each cell
	All       uint32  // candidate mask of digits 1..N
}

// NewShape builds the rows and columns of an N x N square plus extra
// units; every extra unit must list N distinct cells.
func NewShape(n int, extra [][]int) (*Shape, error) {
	if n < 1 || n > MaxN {
		return nil, fmt.Errorf("latin: side %d outside 1..%d", n, MaxN)
	}
	s := &Shape{N: n, All: (uint32(1)<<(n+1) - 1) &^ 1}
	for y := 0; y < n; y++ {
		u := make([]int, n)
		for x := range u {
			u[x] = y*n + x
		}
		s.Units = append(s.Units, u)
	}
	for x := 0; x < n; x++ {
		u := make([]int, n)
		for y := range u {
			u[y] = y*n + x
		}
		s.Units = append(s.Units, u)
	}
	for i, u := range extra {
		if len(u) != n {
			return nil, fmt.Errorf("latin: extra unit %d has %d cells, not %d", i, len(u), n)
		}
		seen := map[int]bool{}
		for _, c := range u {
			if c < 0 || c >= n*n || seen[c] {
				return nil, fmt.Errorf("latin: extra unit %d has a bad or repeated cell %d", i, c)
			}
			seen[c] = true
		}
		s.Units = append(s.Units, append([]int(nil), u...))
	}
	s.CellUnits = make([][]int, n*n)
	for ui, u := range s.Units {
		for _, c := range u {
			s.CellUnits[c] = append(s.CellUnits[c], ui)
		}
	}
	s.Peers = make([][]int, n*n)
	for c := range s.Peers {
		seen := map[int]bool{c: true}
		for _, ui := range s.CellUnits[c] {
			for _, p := range s.Units[ui] {
				if !seen[p] {
					seen[p] = true
					s.Peers[c] = append(s.Peers[c], p)
				}
			}
		}
	}
	return s, nil
}

// Board is a search position: candidates, placed digits and the
// unit/digit counts. Value is 0 for an open cell.
type Board struct {
	S     *Shape
	Cand  []uint32
	Value []uint8
	count []uint8 // [unit*(N+1)+d] cells of the unit where d is still possible
	Open  int     // cells without a value
	// Hook, when set, runs inside Propagate after the singles settle and
	// may eliminate further candidates (Futoshiki's inequalities); it
	// returns false on a contradiction. Propagate repeats while it changes
	// anything. Copies share it.
	Hook func(b *Board) bool

	dead    bool
	naked   []int32 // cells that fell to one candidate
	hidden  []int32 // unit*(N+1)+d pairs that fell to one place
	changes int     // eliminations so far, so Hook's effect can be seen
}

// NewBoard is the empty board: every digit possible everywhere.
func (s *Shape) NewBoard() *Board {
	n := s.N
	b := &Board{
		S:      s,
		Cand:   make([]uint32, n*n),
		Value:  make([]uint8, n*n),
		count:  make([]uint8, len(s.Units)*(n+1)),
		Open:   n * n,
		naked:  make([]int32, 0, n*n),
		hidden: make([]int32, 0, len(s.Units)*(n+1)),
	}
	for c := range b.Cand {
		b.Cand[c] = s.All
	}
	for u := range s.Units {
		for d := 1; d <= n; d++ {
			b.count[u*(n+1)+d] = uint8(n)
		}
	}
	if n == 1 {
		b.naked = append(b.naked, 0)
	}
	return b
}

// CopyFrom makes b an exact copy of o (same shape) without allocating.
func (b *Board) CopyFrom(o *Board) {
	b.S, b.Hook = o.S, o.Hook
	copy(b.Cand, o.Cand)
	copy(b.Value, o.Value)
	copy(b.count, o.count)
	b.Open, b.dead, b.changes = o.Open, o.dead, o.changes
	b.naked = append(b.naked[:0], o.naked...)
	b.hidden = append(b.hidden[:0], o.hidden...)
}

// Clone is a fresh copy.
func (b *Board) Clone() *Board {
	c := b.S.NewBoard()
	c.CopyFrom(b)
	return c
}

// Dead reports a contradiction found so far.
func (b *Board) Dead() bool { return b.dead }

// Solved reports every cell placed without contradiction.
func (b *Board) Solved() bool { return !b.dead && b.Open == 0 }

// Eliminate removes digit d from cell c. It returns false (and marks the
// board dead) when that leaves a cell or a unit without the digit.
func (b *Board) Eliminate(c, d int) bool {
	bit := uint32(1) << d
	if b.Cand[c]&bit == 0 {
		return !b.dead
	}
	if b.Value[c] == uint8(d) {
		b.dead = true
		return false
	}
	b.Cand[c] &^= bit
	b.changes++
	n1 := b.S.N + 1
	for _, u := range b.S.CellUnits[c] {
		i := u*n1 + d
		b.count[i]--
		switch b.count[i] {
		case 0:
			b.dead = true
		case 1:
			b.hidden = append(b.hidden, int32(i))
		}
	}
	switch m := b.Cand[c]; {
	case m == 0:
		b.dead = true
	case m&(m-1) == 0 && b.Value[c] == 0:
		b.naked = append(b.naked, int32(c))
	}
	return !b.dead
}

// Place puts digit d in cell c and removes it from every peer. Singles
// this creates are queued for Propagate.
func (b *Board) Place(c, d int) bool {
	if b.dead {
		return false
	}
	if v := b.Value[c]; v != 0 {
		if int(v) != d {
			b.dead = true
		}
		return !b.dead
	}
	if d < 1 || d > b.S.N || b.Cand[c]&(1<<d) == 0 {
		b.dead = true
		return false
	}
	b.Value[c] = uint8(d)
	b.Open--
	for m := b.Cand[c] &^ (1 << d); m != 0; m &= m - 1 {
		if !b.Eliminate(c, bits.TrailingZeros32(m)) {
			return false
		}
	}
	for _, p := range b.S.Peers[c] {
		if !b.Eliminate(p, d) {
			return false
		}
	}
	return true
}

// Propagate places naked and hidden singles (and runs Hook) until nothing
// changes. It returns false on a contradiction.
func (b *Board) Propagate() bool {
	n1 := b.S.N + 1
	for !b.dead {
		switch {
		case len(b.naked) > 0:
			c := int(b.naked[len(b.naked)-1])
			b.naked = b.naked[:len(b.naked)-1]
			if b.Value[c] == 0 {
				b.Place(c, bits.TrailingZeros32(b.Cand[c]))
			}
		case len(b.hidden) > 0:
			i := int(b.hidden[len(b.hidden)-1])
			b.hidden = b.hidden[:len(b.hidden)-1]
			u, d := i/n1, i%n1
			bit := uint32(1) << d
			for _, c := range b.S.Units[u] {
				if b.Cand[c]&bit != 0 {
					b.Place(c, d)
					break
				}
			}
		case b.Hook != nil:
			before := b.changes
			if !b.Hook(b) {
				b.dead = true
			} else if b.changes == before && len(b.naked) == 0 && len(b.hidden) == 0 {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// Load places the givens (0 = empty) and propagates.
func (b *Board) Load(givens []uint8) bool {
	for c, v := range givens {
		if v != 0 && !b.Place(c, int(v)) {
			return false
		}
	}
	return b.Propagate()
}

// BestCell is the open cell with the fewest candidates (the first such in
// index order, so search is deterministic), or -1 when none is open.
func (b *Board) BestCell() int {
	best, bestN := -1, 99
	for c, m := range b.Cand {
		if b.Value[c] != 0 {
			continue
		}
		if k := bits.OnesCount32(m); k < bestN {
			best, bestN = c, k
			if k <= 2 {
				break
			}
		}
	}
	return best
}
