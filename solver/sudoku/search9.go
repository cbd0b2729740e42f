package sudoku

import (
	"math"
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
//   - a row left with one bit is a placement (all of the word's at once).
// A dirty mask says which words changed since their last pass. Between band
// passes, a bit-sliced adder over the nine digit words finds empty cells
// and naked singles, and per digit a column present in one band only
// restricts that band's box to the column (column hidden singles and
// column-box claiming). Last, the cardinality of the intersections of a
// band's rows and columns with its boxes (three cells, three digits: the
// "triads" of tdoku's published design) is counted across digits.
//
// The search branches as tdoku's design describes: in the band whose
// digits' row/box placements (perfect matchings) have the least product,
// on the digit with the fewest, one child per placement, so a guess fixes a
// digit in three rows at once. The steady search (generator) keeps the
// older choice, a cell with the fewest candidates, and no triads: its
// first solutions and node counts, which seeds and the expert budget rely
// on, stay as they were. Either way the 128-byte board is copied per level
// into a pooled stack and the hot loop never allocates.

const (
	bandWords = 0o111111111 // the words F[b], F[b+3], ... of band 0 (shifted by b)
	band27    = 1<<27 - 1
	row9      = 1<<9 - 1
)

var (
	boxPresence [512]uint16    // 9-bit row -> 3-bit set of boxes it touches
	matchEdges  [512]uint16    // row/box matrix -> edges on a perfect matching (0: none)
	keepRows    [512]uint32    // edge matrix -> 27-bit mask of cells those edges allow
	keepOf      [512]uint64    // row/box matrix -> cells on a matching (0: none), edges on one <<32
	singleCols  [512]uint16    // column set -> columns alone in their box
	claimCells  [512]uint32    // column set -> the cells of those columns alone in their box
	spread      [512]uint32    // column set -> those columns in all three rows
	claimKeep   [512]uint32    // columns that must hold d in a band -> cells left
	claimBad    [512]bool      // two such columns in one box: contradiction
	bandPeers   [27]uint32     // same row or box inside the band, cell excluded
	mustEdges   [512]uint16    // row/box matrix -> edges alone in their row
	triadFull   [18]uint32     // triad (3r+k: row r, box k; 9+c: column c) -> its three cells
	triadOpen   [18]uint32     // the rest of its row (row triad) or box (column triad)
	matchings   [512][6]uint16 // row/box matrix -> its perfect matchings
	matchCount  [512]uint8
	posCol      [27]uint8
	sameDigit   [27][3]uint8 // word -> the same digit's words of the other two bands, and its band
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
		for _, p := range perms {
			var pe uint16
			for r := 0; r < 3; r++ {
				pe |= 1 << (3*r + p[r])
			}
			if uint16(m)&pe == pe {
				matchings[m][matchCount[m]] = pe
				matchCount[m]++
			}
		}
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
	for r := 0; r < 3; r++ {
		for k := 0; k < 3; k++ {
			triadFull[3*r+k] = 7 << (9*r + 3*k)
			triadOpen[3*r+k] = row9 << (9 * r) &^ triadFull[3*r+k]
		}
	}
	for m := 0; m < 512; m++ {
		var must uint16
		for r := 0; r < 3; r++ {
			if g := uint16(m>>(3*r)) & 7; g != 0 && g&(g-1) == 0 {
				must |= g << (3 * r)
			}
		}
		mustEdges[m] = must
	}
	for i := 0; i < 27; i++ {
		d, b := i/3, i%3
		sameDigit[i] = [3]uint8{uint8(d*3 + otherBand[b][0]), uint8(d*3 + otherBand[b][1]), uint8(b)}
	}
	for c := 0; c < 9; c++ {
		triadFull[9+c] = spread[1<<c]
		triadOpen[9+c] = spread[7<<(c/3*3)] &^ spread[1<<c]
	}
	for m := 0; m < 512; m++ {
		keepOf[m] = uint64(keepRows[matchEdges[m]]) | uint64(matchEdges[m])<<32
		c := matchCount[m]
		rankOf[m] = uint32(logCount[c])<<16 | uint32(branchKey[c])
	}
	// claimKeep and claimCells need spread of larger sets than the
	// current m, so they come once spread is complete.
	for m := 0; m < 512; m++ {
		claimCells[m] = spread[singleCols[m]]
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
	F [27]uint32
	// E is each word's row/box matrix as its last band pass left it, so
	// the triads count and the branch choice, which run once every word
	// has passed since it last changed, read it instead of rebuilding it
	// from three look-ups.
	E      [27]uint16
	solved [3]uint32
	dirty  uint32 // words of F changed since their last band pass
	passed uint32 // words passed since their band's last triads count
	open   int32
}

// clear removes m from word i and marks the word for a band pass when
// that changed it.
func (s *board9) clear(i int, m uint32) {
	// Branch-free: whether a word loses anything is data the branch
	// predictor cannot learn.
	x := s.F[i]
	s.F[i] = x &^ m
	s.dirty |= nonzero(x&m) << i
}

// nonzero is 1 when x != 0, else 0, without a branch.
func nonzero(x uint32) uint32 {
	return (x | -x) >> 31
}

// load sets the board to 81 givens (0 empty) in one pass of word
// operations instead of a place per given: every digit's word loses the
// cells given to other digits and the rows, boxes and columns of its own
// givens, as placing them one by one would leave it. False when a given is
// not a digit or a digit is given twice in a unit.
func (s *board9) load(givens []uint8) bool {
	if len(givens) != 81 {
		return false
	}
	// g[v*3+b]: the cells of band b given digit v; v = 0 collects the
	// empty cells, so the loop needs no branch on them.
	var g [30]uint32
	for b := 0; b < 3; b++ {
		for p, v := range givens[27*b : 27*b+27] {
			if v > 9 {
				return false
			}
			g[int(v)*3+b] |= 1 << p
		}
	}
	s.open = int32(bits.OnesCount32(g[0]) + bits.OnesCount32(g[1]) + bits.OnesCount32(g[2]))
	for b := 0; b < 3; b++ {
		s.solved[b] = band27 &^ g[b]
	}
	s.dirty, s.passed = 1<<27-1, 0
	for d := 0; d < 9; d++ {
		w := (*[3]uint32)(g[3*d+3:])
		u := w[0] | w[1] | w[2]
		cols := (u | u>>9 | u>>18) & row9
		if bits.OnesCount32(cols) != bits.OnesCount32(w[0])+bits.OnesCount32(w[1])+bits.OnesCount32(w[2]) {
			return false // two in a column
		}
		colCells := spread[cols]
		for b := 0; b < 3; b++ {
			gb := w[b]
			var units, twice uint32
			for r := 0; r < 3; r++ {
				x := gb >> (9 * r) & row9
				twice |= x & (x - 1)
				units |= -nonzero(x) & (row9 << (9 * r))
			}
			for k := 0; k < 3; k++ {
				x := gb & spread[7<<(3*k)]
				twice |= x & (x - 1)
				units |= -nonzero(x) & spread[7<<(3*k)]
			}
			if twice != 0 {
				return false // two in a row or a box
			}
			s.F[3*d+b] = band27&^s.solved[b]&^units&^colCells | gb
		}
	}
	return true
}

func (s *board9) init() {
	for i := range s.F {
		s.F[i] = band27
	}
	s.dirty = 1<<27 - 1
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
	s.clear(i, bandPeers[pos])
	for j := b; j < 27; j += 3 {
		if j != i {
			s.clear(j, bit)
		}
	}
	cm := spread[1<<posCol[pos]]
	o := otherBand[b]
	s.clear(d*3+o[0], cm)
	s.clear(d*3+o[1], cm)
	s.solved[b] |= bit
	s.open--
	return true
}

// placeOwn places the digit of word i on the cell bit, which no other
// digit may hold any more (a naked single): it clears the cell's row and
// box in the band and its column in the other bands. A cell the digit
// lost meanwhile (to a peer's placement) is a contradiction.
func (s *board9) placeOwn(i int, bit uint32) bool {
	if s.F[i]&bit == 0 {
		return false
	}
	pos := bits.TrailingZeros32(bit)
	s.clear(i, bandPeers[pos])
	cm := spread[1<<posCol[pos]]
	w := &sameDigit[i]
	s.clear(int(w[0]), cm)
	s.clear(int(w[1]), cm)
	b := int(w[2])
	s.solved[b] |= bit
	s.open--
	return true
}

// rank is logCount<<16 | branchKey of word i's matching count, looked up
// from its row/box matrix in one step (no count in between: one dependent
// load and two bounds checks less per word).
func (s *board9) rank(i int) uint32 {
	return rankOf[s.E[i]&row9]
}

// rankOf is filled by init, once matchCount is.
var rankOf [512]uint32

// noBranch and branchKey rank a digit for pickConfig by its matching
// count: counts 0 and 1 are no branch.
const noBranch = 1 << 8

var branchKey = [7]int{noBranch, noBranch, 2 << 4, 3 << 4, 4 << 4, 5 << 4, 6 << 4}

// logCount is 100*log2 of a matching count: summed over a band's digits it
// ranks bands by the product of their counts, the number of ways the
// band's placements could combine (a count of 0 never reaches pickConfig:
// propagation refuses it first).
var logCount = func() (l [7]int) {
	for c := 2; c < 7; c++ {
		l[c] = int(math.Round(100 * math.Log2(float64(c))))
	}
	return l
}()

// oneBit returns the 9-bit row r when it has a single bit, else 0 (r is
// never empty here).
func oneBit(r uint32) uint32 {
	return r & -((r&(r-1) - 1) >> 31)
}

// propagate applies the rules to a fixed point; triads adds the
// intersection cardinality rule (the steady search leaves it out).
func (s *board9) propagate(triads bool) bool {
	for {
		// The dirty mask lives in a local while words pass: through s it
		// would be loaded and stored for every word a pass clears. Words
		// pass in rounds, the words dirty at a round's start in a row:
		// picking the next word from a mask that the pass before is still
		// updating chained every pass to the previous one's full latency,
		// while within a round the next word is known at once and the
		// passes overlap in the CPU. The fixed point is the same.
		dirty, passed := s.dirty, s.passed
		for todo := dirty; todo != 0; todo = dirty {
			passed |= todo
			dirty = 0
			for ; todo != 0; todo &= todo - 1 {
				i := bits.TrailingZeros32(todo)
				// The band pass by hand: in WASM a call costs more than the
				// pass's own word operations, and it runs most of all.
				a := s.F[i]
				r0, r1, r2 := a&row9, a>>9&row9, a>>18&row9
				ke := keepOf[(uint32(boxPresence[r0])|uint32(boxPresence[r1])<<3|uint32(boxPresence[r2])<<6)&row9]
				keep := uint32(ke)
				s.E[i] = uint16(ke >> 32)
				if keep == 0 {
					s.dirty, s.passed = dirty|todo, passed
					return false
				}
				a &= keep
				w := &sameDigit[i]
				// claimCells[0] clears nothing: no branch on whether a box
				// claims. One look-up, not two in a row: it is on the
				// pass's critical path.
				cm := claimCells[(a|a>>9|a>>18)&row9]
				j0, j1 := w[0], w[1]
				x0, x1 := s.F[j0], s.F[j1]
				s.F[j0], s.F[j1] = x0&^cm, x1&^cm
				dirty |= nonzero(x0&cm)<<j0 | nonzero(x1&cm)<<j1
				s.F[i] = a
				// The rows are read again: the matching may have left a row
				// with one cell.
				r0, r1, r2 = a&row9, a>>9&row9, a>>18&row9
				placed := oneBit(r0) | oneBit(r1)<<9 | oneBit(r2)<<18
				b := int(w[2])
				if placed &^= s.solved[b]; placed != 0 {
					// Rows left with one cell place d there, all at once: the
					// matching already cleared each cell's box from d's other
					// rows and its column from the other bands (singleCols), so
					// only the band's other digits lose the cells. Clearing
					// every digit's word, d's own included, then putting d's
					// back saves a branch per word.
					s.solved[b] |= placed
					s.open -= int32(bits.OnesCount32(placed))
					f := (*[25]uint32)(s.F[b:])
					x0, x1, x2, x3, x4, x5, x6, x7, x8 := f[0], f[3], f[6], f[9], f[12], f[15], f[18], f[21], f[24]
					f[0], f[3], f[6], f[9], f[12] = x0&^placed, x1&^placed, x2&^placed, x3&^placed, x4&^placed
					f[15], f[18], f[21], f[24] = x5&^placed, x6&^placed, x7&^placed, x8&^placed
					dm := nonzero(x0&placed) | nonzero(x1&placed)<<3 | nonzero(x2&placed)<<6 |
						nonzero(x3&placed)<<9 | nonzero(x4&placed)<<12 | nonzero(x5&placed)<<15 |
						nonzero(x6&placed)<<18 | nonzero(x7&placed)<<21 | nonzero(x8&placed)<<24
					s.F[i] = a
					dirty = (dirty | dm<<b) &^ (1 << i)
				}
			}
		}
		s.dirty, s.passed = 0, passed
		if s.open == 0 {
			return true
		}
		changed := false
		for b := 0; b < 3; b++ {
			// The cells where some digit may go (ones) and where two
			// or more may (twos), unrolled: a nine-step loop's exit is a
			// mispredicted branch, and in WASM a call would cost as much.
			f := (*[25]uint32)(s.F[b:])
			ones := f[0]
			twos := ones & f[3]
			ones |= f[3]
			twos |= ones & f[6]
			ones |= f[6]
			twos |= ones & f[9]
			ones |= f[9]
			twos |= ones & f[12]
			ones |= f[12]
			twos |= ones & f[15]
			ones |= f[15]
			twos |= ones & f[18]
			ones |= f[18]
			twos |= ones & f[21]
			ones |= f[21]
			twos |= ones & f[24]
			ones |= f[24]
			if ones != band27 {
				return false
			}
			singles := ones &^ twos &^ s.solved[b]
			if singles == 0 {
				continue
			}
			changed = true
			// A naked single's digit is the one word holding the cell;
			// the other digits lack it already, so only that digit's
			// row, box and column peers go.
			for j := b; j < 27; j += 3 {
				for m := singles & s.F[j]; m != 0; m &= m - 1 {
					if !s.placeOwn(j, m&-m) {
						return false
					}
				}
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
			o0, o1, o2 := only&p0, only&p1, only&p2
			if claimBad[o0] || claimBad[o1] || claimBad[o2] {
				return false
			}
			// claimKeep[0] keeps everything: no branch per band.
			s.clear(d, ^claimKeep[o0])
			s.clear(d+1, ^claimKeep[o1])
			s.clear(d+2, ^claimKeep[o2])
		}
		if s.dirty != 0 {
			changed = true
		}
		if changed {
			continue
		}
		for b := 0; b < 3 && triads; b++ {
			// A band none of whose words changed since its last count
			// would count the same again.
			if s.passed&(bandWords<<b) == 0 {
				continue
			}
			s.passed &^= bandWords << b
			c, ok := s.triads(b)
			if !ok {
				return false
			}
			changed = changed || c
		}
		if !changed {
			return true
		}
	}
}

// count3 adds the 9-bit set x to a bit-sliced counter that saturates at
// four: c0, c1 hold the count's two low bits while c2 is clear.
func count3(c0, c1, c2 *uint32, x uint32) {
	carry := *c0 & x
	*c0 ^= x
	*c2 |= *c1 & carry
	*c1 ^= carry
}

// triads applies the cardinality of the band's intersections: the three
// cells where a row (or a column) crosses a box hold three different
// digits. Per intersection, the digits that may go there and those that
// must (their only place in that row of the band, or their box's only
// column) are counted across the nine digit words: fewer than three
// possible or more than three required is a contradiction; three required
// exclude every other digit; three possible must all go there, so each
// leaves the rest of its row, or the rest of its box. It runs once the
// band passes are at a fixed point, so every row/box edge left lies on a
// matching and a row with one edge is forced.
func (s *board9) triads(b int) (changed, ok bool) {
	// Row triads (bits 0-8, 3r+k) and column triads (bits 9-17, 9+c)
	// share one word per digit, so one bit-sliced counter counts both.
	var may, must [9]uint32
	var h0, h1, h2, m0, m1, m2, loose uint32
	f := (*[25]uint32)(s.F[b:])
	for d := 0; d < 9; d++ {
		a := f[3*d]
		e := uint32(s.E[3*d+b]) & row9
		c := (a | a>>9 | a>>18) & row9
		x := e | c<<9
		u := uint32(mustEdges[e]) | uint32(singleCols[c])<<9
		may[d], must[d] = x, u
		loose |= x &^ u
		count3(&h0, &h1, &h2, x)
		count3(&m0, &m1, &m2, u)
	}
	// Fewer than three possible (count 0-2 and not saturated), or four or
	// more required.
	if ^h2&^(h0&h1)&(1<<18-1) != 0 || m2 != 0 {
		return false, false
	}
	// A triad whose three cells are placed has its three digits and no
	// others already: counting it again would only repeat that.
	done := solvedTriads(s.solved[b])
	full := m0 & m1 &^ done       // three digits required: the others leave
	open := h0 & h1 &^ h2 &^ done // three possible: each must go there
	// Only a digit that may go in such a triad without being required
	// there loses cells; most counts with a full or open triad have none
	// (on forum_hardest 1 in 4 changes a word).
	if (full|open)&loose == 0 {
		return false, true
	}
	for d := 0; d < 9; d++ {
		i := d*3 + b
		a := s.F[i]
		for t := full & may[d] &^ must[d]; t != 0; t &= t - 1 {
			a &^= triadFull[bits.TrailingZeros32(t)]
		}
		for t := open & may[d] &^ must[d]; t != 0; t &= t - 1 {
			a &^= triadOpen[bits.TrailingZeros32(t)]
		}
		if a != s.F[i] {
			s.F[i] = a
			s.dirty |= 1 << i
			changed = true
		}
	}
	return changed, true
}

// solvedTriads returns the row triads (bits 3r+k) and column triads (bits
// 9+c) of a band all three of whose cells are placed.
func solvedTriads(sv uint32) uint32 {
	var rows uint32
	for r := 0; r < 3; r++ {
		x := sv >> (9 * r) & row9
		y := x & (x >> 1) & (x >> 2) // bits 0, 3, 6: box 0, 1, 2 of row r
		rows |= (y&1 | y>>2&2 | y>>4&4) << (3 * r)
	}
	return rows | (sv&(sv>>9)&(sv>>18)&row9)<<9
}

// pickConfig chooses the band and digit to branch on: the band whose digits'
// row/box placements (matchings) have the least product, and in it the
// digit with the fewest above one. (A sum of counts instead of the product
// took 5% more nodes on forum_hardest and 7% more settling it.)
func (s *board9) pickConfig() (i int, e uint32) {
	// One pass over the digits for the three bands at once; per band the
	// digit with the fewest matchings above one, the first of equals, is
	// the least of count*16+digit: a branch-free minimum.
	var t0, t1, t2 int
	k0, k1, k2 := noBranch, noBranch, noBranch
	for d := 0; d < 9; d++ {
		r0, r1, r2 := s.rank(3*d), s.rank(3*d+1), s.rank(3*d+2)
		t0, t1, t2 = t0+int(r0>>16), t1+int(r1>>16), t2+int(r2>>16)
		k0 = min(k0, int(r0&0xffff)|d)
		k1 = min(k1, int(r1&0xffff)|d)
		k2 = min(k2, int(r2&0xffff)|d)
	}
	i = -1
	bestTotal := 1 << 30
	for b, kt := range [3][2]int{{k0, t0}, {k1, t1}, {k2, t2}} {
		if kt[0] < noBranch && kt[1] < bestTotal {
			bestTotal, i = kt[1], (kt[0]&15)*3+b
		}
	}
	if i < 0 {
		return -1, 0
	}
	return i, uint32(s.E[i])
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
	steady bool // cell branching, no triads: the generator's search
	first  []uint8
	stack  *[82]board9
}

var stackPool = sync.Pool{New: func() any { return new([82]board9) }}

func (z *search9) run(s *board9, depth int) bool {
	if z.tick() {
		return true
	}
	if !s.propagate(!z.steady) {
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
	if !z.steady {
		if i, e := s.pickConfig(); i >= 0 {
			ms := matchings[e&row9]
			n := int(matchCount[e&row9])
			child := &z.stack[depth]
			for k := 0; k < n-1; k++ {
				*child = *s
				child.F[i] &= keepRows[ms[k]]
				child.dirty |= 1 << i
				if z.run(child, depth+1) {
					return true
				}
			}
			s.F[i] &= keepRows[ms[n-1]]
			s.dirty |= 1 << i
			return z.run(s, depth)
		}
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
		s.clear(cands[k]*3+b, bit)
	}
	// The last candidate is now the cell's only one: propagation places it.
	return z.run(s, depth)
}
