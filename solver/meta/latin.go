package meta

import (
	"fmt"
	"math/bits"
)

// LatinSpec describes a board whose cells each take one of N values
// (0..N−1 here; puzzles show them as 1..N) with all-different units and
// strict inequalities between cell pairs: Sudoku (rows, columns, boxes) and
// Futoshiki (rows, columns, inequality signs) share the J-POP construction
// built on it.
type LatinSpec struct {
	N      int      // values per cell, at most 32
	Cells  int      // number of cells
	Units  [][]int  // groups of cells holding different values
	Less   [][2]int // pairs (smaller cell, larger cell)
	Givens []uint8  // per cell: 0 empty, v+1 for value v
}

// LatinSim is the J-POP simulator of Sudoku and Futoshiki (the paper's
// sections IV-C1 and IV-C2, after Lloyd and Amos's Sudoku ant colony).
// Every cell keeps its set of possible values. The construction visits the
// cells once each in reading order, starting at the start value's cell and
// wrapping around: a cell with several possible values offers them all
// (component id cell·N + value), a set cell offers its one value, a cell
// with none is passed over. Setting a value propagates as the paper and its
// reference code do, recursively:
//   - the value leaves every peer (cell sharing a unit);
//   - a peer left with one value is set to it;
//   - a peer holding the only place of a value in one of its units is set
//     to that value;
//   - for Futoshiki, every inequality of a set or changed cell is checked:
//     values of either cell that cannot satisfy it are removed (bounds), and
//     when it cannot be satisfied at all both cells fail (lose every value).
//
// Hidden singles are looked for only among the peers of a cell just set, as
// in the reference code; a stronger propagation would solve many of the
// paper's instances without a single choice. The cost is
// the number of failed cells: 0 exactly when every cell holds a value, and
// since values only ever come from a cell's remaining possibilities, such a
// board breaks no unit and no inequality.
type LatinSim struct {
	spec      *latinTables
	cand      []uint32 // possible values per cell; one bit = set, 0 = failed
	fixed     []bool
	unitFixed []uint32
	// Kept up to date by setCand for the hidden-single test: per unit and
	// value, how many of the unit's cells still hold the value (count,
	// unit·N + value), and the values exactly one cell holds (single).
	count  []uint16
	single []uint32
	cur    int // cells visited by the walk
	pos    int // next cell of the walk
	opts   []int
}

type latinTables struct {
	LatinSpec
	cellUnits [][]int
	peers     [][]int
	rels      [][]int // per cell: indices into Less
	base      *LatinSim
}

// NewLatin builds the simulator; the givens are propagated once here and
// every construction starts from that board. Givens that contradict each
// other leave failed cells, so such a puzzle never reaches cost 0.
func NewLatin(spec LatinSpec) (*LatinSim, error) {
	if spec.N < 1 || spec.N > 32 {
		return nil, fmt.Errorf("meta: %d values per cell (1..32)", spec.N)
	}
	if len(spec.Givens) != spec.Cells {
		return nil, fmt.Errorf("meta: %d givens for %d cells", len(spec.Givens), spec.Cells)
	}
	t := &latinTables{LatinSpec: spec}
	t.cellUnits = make([][]int, spec.Cells)
	for u, cells := range spec.Units {
		for _, c := range cells {
			if c < 0 || c >= spec.Cells {
				return nil, fmt.Errorf("meta: unit %d names cell %d of %d", u, c, spec.Cells)
			}
			t.cellUnits[c] = append(t.cellUnits[c], u)
		}
	}
	t.peers = make([][]int, spec.Cells)
	seen := make([]int, spec.Cells)
	for c := range seen {
		seen[c] = -1
	}
	for c := 0; c < spec.Cells; c++ {
		seen[c] = c
		for _, u := range t.cellUnits[c] {
			for _, p := range spec.Units[u] {
				if seen[p] != c {
					seen[p] = c
					t.peers[c] = append(t.peers[c], p)
				}
			}
		}
	}
	t.rels = make([][]int, spec.Cells)
	for i, r := range spec.Less {
		if r[0] < 0 || r[0] >= spec.Cells || r[1] < 0 || r[1] >= spec.Cells || r[0] == r[1] {
			return nil, fmt.Errorf("meta: inequality %d between cells %d and %d", i, r[0], r[1])
		}
		t.rels[r[0]] = append(t.rels[r[0]], i)
		t.rels[r[1]] = append(t.rels[r[1]], i)
	}
	s := t.fresh()
	all := uint32(1)<<spec.N - 1
	for c := range s.cand {
		s.setCand(c, all)
	}
	// Inequalities bound the empty board too (a cell that is less than
	// another is never N).
	for c := range s.cand {
		s.relations(c)
	}
	for c, g := range spec.Givens {
		if g == 0 {
			continue
		}
		if int(g) > spec.N {
			return nil, fmt.Errorf("meta: cell %d has the given %d, outside 1..%d", c, g, spec.N)
		}
		s.assign(c, int(g)-1)
	}
	t.base = s
	return t.fresh(), nil
}

func (t *latinTables) fresh() *LatinSim {
	n := t.Cells
	u := len(t.Units)
	return &LatinSim{spec: t, cand: make([]uint32, n), fixed: make([]bool, n),
		unitFixed: make([]uint32, u), count: make([]uint16, u*t.N), single: make([]uint32, u)}
}

// CloneLatin is an independent simulator of the same board.
func (s *LatinSim) CloneLatin() *LatinSim {
	c := s.spec.fresh()
	c.Reset(0)
	return c
}

func (s *LatinSim) Clone() Simulator    { return s.CloneLatin() }
func (s *LatinSim) Starts() int         { return s.spec.Cells }
func (s *LatinSim) ComponentBound() int { return s.spec.Cells * s.spec.N }

// Tau0 is 1/cells, the reference code's value for Sudoku and Futoshiki.
func (s *LatinSim) Tau0() float64 { return 1 / float64(s.spec.Cells) }

func (s *LatinSim) Reset(start int) {
	b := s.spec.base
	copy(s.cand, b.cand)
	copy(s.count, b.count)
	copy(s.single, b.single)
	copy(s.fixed, b.fixed)
	copy(s.unitFixed, b.unitFixed)
	s.cur = 0
	s.pos = 0
	if s.spec.Cells > 0 {
		s.pos = ((start % s.spec.Cells) + s.spec.Cells) % s.spec.Cells
	}
	s.next()
}

// next moves the walk to the next cell that has a value or values to
// offer, and lists them; no option is left after the last cell.
func (s *LatinSim) next() {
	s.opts = s.opts[:0]
	n := s.spec.N
	for s.cur < s.spec.Cells {
		c := s.pos
		s.cur++
		s.pos++
		if s.pos == s.spec.Cells {
			s.pos = 0
		}
		m := s.cand[c]
		if m == 0 {
			continue // failed: counted by Cost
		}
		for m != 0 {
			v := bits.TrailingZeros32(m)
			m &= m - 1
			s.opts = append(s.opts, c*n+v)
		}
		return
	}
}

func (s *LatinSim) Options() []int { return s.opts }

func (s *LatinSim) Choose(o int) {
	n := s.spec.N
	c, v := o/n, o%n
	if c >= 0 && c < s.spec.Cells && !s.fixed[c] {
		s.assign(c, v)
	}
	s.next()
}

// Cost counts failed cells. It also counts any cell whose value repeats in
// a unit or breaks an inequality with a set neighbour, which propagation
// never produces, so that "cost 0" cannot disagree with the rules even if
// it did.
func (s *LatinSim) Cost() float64 {
	bad := 0
	for c, m := range s.cand {
		if m == 0 || !s.fixed[c] {
			bad++
		}
	}
	if bad > 0 {
		return float64(bad)
	}
	for _, u := range s.spec.Units {
		seen := uint32(0)
		for _, c := range u {
			if seen&s.cand[c] != 0 {
				bad++
			}
			seen |= s.cand[c]
		}
	}
	for _, r := range s.spec.Less {
		if s.cand[r[0]] >= s.cand[r[1]] { // single bits: value order = bit order
			bad++
		}
	}
	return float64(bad)
}

// Values is the board as values 1..N, 0 where no value is set.
func (s *LatinSim) Values() []uint8 {
	out := make([]uint8, s.spec.Cells)
	for c, m := range s.cand {
		if s.fixed[c] {
			out[c] = uint8(bits.TrailingZeros32(m) + 1)
		}
	}
	return out
}

// assign sets cell c to value v and constrains its peers, as the paper's
// reference code does: each peer loses the values set in its units, is set
// when one value is left or when one of its values has no other place in
// one of its units, and fails when none is left. A value that is no longer
// possible fails the cell instead of being set.
func (s *LatinSim) assign(c, v int) {
	if s.fixed[c] || s.cand[c] == 0 {
		return
	}
	bit := uint32(1) << v
	conflict := s.cand[c]&bit == 0
	for _, u := range s.spec.cellUnits[c] {
		if s.unitFixed[u]&bit != 0 {
			conflict = true
		}
	}
	if conflict {
		s.fail(c)
		return
	}
	s.setCand(c, bit)
	s.fixed[c] = true
	for _, u := range s.spec.cellUnits[c] {
		s.unitFixed[u] |= bit
	}
	for _, p := range s.spec.peers[c] {
		s.constrain(p)
	}
	s.relations(c)
}

func (s *LatinSim) fail(c int) {
	if !s.fixed[c] {
		s.setCand(c, 0)
	}
}

// constrain applies the peer rules to cell k.
func (s *LatinSim) constrain(k int) {
	if s.fixed[k] || s.cand[k] == 0 {
		return
	}
	m := s.cand[k]
	for _, u := range s.spec.cellUnits[k] {
		m &^= s.unitFixed[u]
	}
	if m == 0 {
		s.fail(k)
		return
	}
	if m&(m-1) == 0 {
		s.assign(k, bits.TrailingZeros32(m))
		return
	}
	changed := m != s.cand[k]
	s.setCand(k, m)
	for _, u := range s.spec.cellUnits[k] {
		// A value of k's that no other cell of the unit holds appears
		// exactly once in the unit (k holds it).
		if h := m & s.single[u]; h != 0 && h&(h-1) == 0 {
			s.assign(k, bits.TrailingZeros32(h))
			return
		}
	}
	if changed {
		s.relations(k)
	}
}

// relations checks every inequality of cell c.
func (s *LatinSim) relations(c int) {
	for _, r := range s.spec.rels[c] {
		s.inequality(s.spec.Less[r])
	}
}

// inequality enforces cand[lo] < cand[hi] on bounds: the larger cell keeps
// only values above the smaller cell's lowest, the smaller only values below
// the larger's highest. When it cannot hold at all both cells fail (a set
// cell keeps its value; propagation never lets two set cells break a sign).
// A narrowed cell is set when one value is left and has its own
// inequalities checked in turn.
func (s *LatinSim) inequality(r [2]int) {
	lo, hi := r[0], r[1]
	ml, mh := s.cand[lo], s.cand[hi]
	if ml == 0 || mh == 0 {
		return
	}
	minLo := bits.TrailingZeros32(ml)
	maxHi := 31 - bits.LeadingZeros32(mh)
	if maxHi <= minLo {
		s.fail(lo)
		s.fail(hi)
		return
	}
	nh := mh &^ (uint32(2)<<minLo - 1) // values above minLo
	nl := ml & (uint32(1)<<maxHi - 1)  // values below maxHi
	if nh != mh && !s.fixed[hi] {
		s.narrow(hi, nh)
	}
	if nl != ml && !s.fixed[lo] && s.cand[lo] == ml {
		s.narrow(lo, nl)
	}
}

func (s *LatinSim) narrow(c int, m uint32) {
	s.setCand(c, m)
	switch {
	case m == 0:
		s.fail(c)
	case m&(m-1) == 0:
		s.assign(c, bits.TrailingZeros32(m))
	default:
		s.relations(c)
	}
}

// setCand changes cell c's possibilities and the value counts of its units.
func (s *LatinSim) setCand(c int, m uint32) {
	old := s.cand[c]
	if old == m {
		return
	}
	s.cand[c] = m
	n := s.spec.N
	for _, u := range s.spec.cellUnits[c] {
		counts := s.count[u*n : u*n+n]
		for d := old ^ m; d != 0; d &= d - 1 {
			v := bits.TrailingZeros32(d)
			if m&(1<<v) != 0 {
				counts[v]++
			} else {
				counts[v]--
			}
			if counts[v] == 1 {
				s.single[u] |= 1 << v
			} else {
				s.single[u] &^= 1 << v
			}
		}
	}
}
