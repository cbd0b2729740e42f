package sudoku

import (
	"math/bits"
	"sync"
)

// The 9x9 search works on bitboards in the manner of JCZSolve / fsss2: for
// each digit and each band (three rows) a 27-bit word F[d*3+b] holds the
// cells where d is still possible, row r of the band in bits 9r..9r+8.
// Placed cells keep their own bit, so every row, column and box of a digit
// board always has at least one bit and an empty one is a contradiction.
//
// One band word at a time, table look-ups do what a candidate-list solver
// needs many passes for:
//   - the 3x3 matrix "row r of the band has d somewhere in box k" must
//     allow a perfect matching (d once per row and per box of the band);
//     only edges on some matching survive (matchEdges). This is
//     pointing and claiming inside the band plus hidden singles in rows
//     and boxes: a box with one cell forces its row down to that cell;
//   - a box of the band where d fits one column only claims that column,
//     so d leaves it in the two other bands of the stack;
//   - a row left with one bit is a placement.
// Between band passes, a bit-sliced adder over the nine digit words finds
// empty cells and naked singles, and per digit a column present in one
// band only restricts that band's box to the column (column hidden
// singles and column-box claiming).
//
// Search branches on a cell with two candidates where there is one, copies
// the 232-byte state per level on the goroutine stack, and never allocates.

const (
	band27 = 1<<27 - 1
	row9   = 1<<9 - 1
)

var (
	boxPresence [512]uint16 // 9-bit row -> 3-bit set of boxes it touches
	matchEdges  [512]uint16 // row/box matrix -> edges on a perfect matching (0: none)
	keepRows    [512]uint32 // edge matrix -> 27-bit mask of cells those edges allow
	singleCols  [512]uint16 // column set -> columns alone in their box
	spread      [512]uint32 // column set -> those columns in all three rows
	claimKeep   [512]uint32 // columns that must hold d in a band -> cells left
	claimBad    [512]bool   // two such columns in one box: contradiction
	bandPeers   [27]uint32  // same row or box inside the band, cell excluded
	posCol      [27]uint8
	otherBand   = [3][2]int{{1, 2}, {0, 2}, {0, 1}}
)

func init() {
	for r := 0; r < 512; r++ {
		var p uint16
		for k := 0; k < 3; k++ {
			if r>>(3*k)&7 != 0 {
				p |= 1 << k
			}
		}
		boxPresence[r] = p
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for m := 0; m < 512; m++ {
		var e uint16
		for _, p := range perms {
			var pe uint16
			for r := 0; r < 3; r++ {
				pe |= 1 << (3*r + p[r])
			}
			if uint16(m)&pe == pe {
				e |= pe
			}
		}
		matchEdges[m] = e
		var keep uint32
		for r := 0; r < 3; r++ {
			for k := 0; k < 3; k++ {
				if m>>(3*r+k)&1 != 0 {
					keep |= 7 << (9*r + 3*k)
				}
			}
		}
		keepRows[m] = keep
		spread[m] = uint32(m) | uint32(m)<<9 | uint32(m)<<18
		var single uint16
		for k := 0; k < 3; k++ {
			g := uint16(m>>(3*k)) & 7
			if g != 0 && g&(g-1) == 0 {
				single |= g << (3 * k)
			}
			if bits.OnesCount16(g) > 1 {
				claimBad[m] = true
			}
		}
		singleCols[m] = single
	}
	for p := 0; p < 27; p++ {
		r, c := p/9, p%9
		var m uint32
		for q := 0; q < 27; q++ {
			if q != p && (q/9 == r || (q%9)/3 == c/3) {
				m |= 1 << q
			}
		}
		bandPeers[p] = m
		posCol[p] = uint8(c)
	}
	// claimKeep needs spread of larger sets than the current m, so it
	// comes once spread is complete.
	for m := 0; m < 512; m++ {
		keepC := uint32(band27)
		for k := 0; k < 3; k++ {
			g := uint32(m>>(3*k)) & 7
			if g != 0 && g&(g-1) == 0 {
				keepC &^= spread[7<<(3*k)] &^ spread[g<<(3*k)]
			}
		}
		claimKeep[m] = keepC
	}
}

type board9 struct {
	F      [27]uint32
	last   [27]uint32 // F as of its last band pass
	solved [3]uint32
	open   int32
}

func (s *board9) init() {
	for i := range s.F {
		s.F[i] = band27
		s.last[i] = 0
	}
	s.solved = [3]uint32{}
	s.open = 81
}

// place puts digit d (0-based) at position pos of band b.
func (s *board9) place(d, b int, pos int) bool {
	bit := uint32(1) << pos
	i := d*3 + b
	if s.F[i]&bit == 0 {
		return false
	}
	if s.solved[b]&bit != 0 {
		return true
	}
	s.F[i] &^= bandPeers[pos]
	for j := b; j < 27; j += 3 {
		if j != i {
			s.F[j] &^= bit
		}
	}
	cm := spread[1<<posCol[pos]]
	o := otherBand[b]
	s.F[d*3+o[0]] &^= cm
	s.F[d*3+o[1]] &^= cm
	s.solved[b] |= bit
	s.open--
	return true
}

func (s *board9) bandPass(i int) bool {
	a := s.F[i]
	m := boxPresence[a&row9] | boxPresence[a>>9&row9]<<3 | boxPresence[a>>18]<<6
	t := matchEdges[m]
	if t == 0 {
		return false
	}
	a &= keepRows[t]
	d, b := i/3, i%3
	if e := singleCols[(a|a>>9|a>>18)&row9]; e != 0 {
		cm := spread[e]
		o := otherBand[b]
		s.F[d*3+o[0]] &^= cm
		s.F[d*3+o[1]] &^= cm
	}
	s.F[i] = a
	s.last[i] = a
	for r := 0; r < 27; r += 9 {
		rb := a >> r & row9
		if rb&(rb-1) == 0 {
			pos := r + bits.TrailingZeros32(rb)
			if s.solved[b]&(1<<pos) == 0 && !s.place(d, b, pos) {
				return false
			}
		}
	}
	return true
}

func (s *board9) propagate() bool {
	for {
		for again := true; again; {
			again = false
			for i := 0; i < 27; i++ {
				if s.F[i] != s.last[i] {
					if !s.bandPass(i) {
						return false
					}
					again = true
				}
			}
		}
		if s.open == 0 {
			return true
		}
		changed := false
		for b := 0; b < 3; b++ {
			var ones, twos uint32
			for j := b; j < 27; j += 3 {
				x := s.F[j]
				twos |= ones & x
				ones |= x
			}
			if ones != band27 {
				return false
			}
			for singles := ones &^ twos &^ s.solved[b]; singles != 0; singles &= singles - 1 {
				pos := bits.TrailingZeros32(singles)
				bit := uint32(1) << pos
				found := false
				for j := b; j < 27; j += 3 {
					if s.F[j]&bit != 0 {
						if !s.place(j/3, b, pos) {
							return false
						}
						found = true
						break
					}
				}
				if !found {
					return false
				}
				changed = true
			}
		}
		if changed {
			continue
		}
		for d := 0; d < 27; d += 3 {
			p0 := (s.F[d] | s.F[d]>>9 | s.F[d]>>18) & row9
			p1 := (s.F[d+1] | s.F[d+1]>>9 | s.F[d+1]>>18) & row9
			p2 := (s.F[d+2] | s.F[d+2]>>9 | s.F[d+2]>>18) & row9
			if p0|p1|p2 != row9 {
				return false
			}
			only := (p0 | p1 | p2) &^ (p0&p1 | p0&p2 | p1&p2)
			if only == 0 {
				continue
			}
			for b, p := range [3]uint32{p0, p1, p2} {
				ob := only & p
				if ob == 0 {
					continue
				}
				if claimBad[ob] {
					return false
				}
				if nf := s.F[d+b] & claimKeep[ob]; nf != s.F[d+b] {
					s.F[d+b] = nf
					changed = true
				}
			}
		}
		if !changed {
			return true
		}
	}
}

// pick chooses the branching cell: the first with two candidates, else the
// one with the fewest.
func (s *board9) pick() (b, pos int) {
	bestB, bestPos, bestN := -1, -1, 10
	for b := 0; b < 3; b++ {
		var ones, twos, threes uint32
		for j := b; j < 27; j += 3 {
			x := s.F[j]
			threes |= twos & x
			twos |= ones & x
			ones |= x
		}
		if two := twos &^ threes &^ s.solved[b]; two != 0 {
			return b, bits.TrailingZeros32(two)
		}
		for open := band27 &^ s.solved[b]; open != 0; open &= open - 1 {
			p := bits.TrailingZeros32(open)
			n := 0
			for j := b; j < 27; j += 3 {
				n += int(s.F[j] >> p & 1)
			}
			if n < bestN {
				bestB, bestPos, bestN = b, p, n
			}
		}
	}
	return bestB, bestPos
}

func (s *board9) values(dst []uint8) {
	for b := 0; b < 3; b++ {
		for j := b; j < 27; j += 3 {
			for m := s.F[j]; m != 0; m &= m - 1 {
				p := bits.TrailingZeros32(m)
				dst[b*27+p] = uint8(j/3 + 1)
			}
		}
	}
}

// search9 is the state of one CountGrid call on a 9x9 board. The boards of
// the levels below the root live in a pooled array: a recursive function's
// locals whose address is taken end up on the heap, and the hot loop must
// not allocate.
type search9 struct {
	stopper
	first []uint8
	stack *[82]board9
}

var stackPool = sync.Pool{New: func() any { return new([82]board9) }}

func (z *search9) run(s *board9, depth int) bool {
	if z.tick() {
		return true
	}
	if !s.propagate() {
		return false
	}
	if s.open == 0 {
		z.count++
		if z.count == 1 {
			z.first = make([]uint8, 81)
			s.values(z.first)
		}
		return z.count >= z.limit
	}
	b, pos := s.pick()
	bit := uint32(1) << pos
	var cands [9]int
	n := 0
	for j := b; j < 27; j += 3 {
		if s.F[j]&bit != 0 {
			cands[n] = j / 3
			n++
		}
	}
	child := &z.stack[depth]
	for k := 0; k < n-1; k++ {
		*child = *s
		if child.place(cands[k], b, pos) && z.run(child, depth+1) {
			return true
		}
		s.F[cands[k]*3+b] &^= bit
	}
	// The last candidate is now the cell's only one: propagation places it.
	return z.run(s, depth)
}
