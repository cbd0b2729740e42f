package sudoku

// The human-style solver: deduction rules people use, tried simplest first.
// It serves two callers with different needs. Hints want the step itself
// (technique, pattern cells, what it places or removes) to explain it in one
// line; the generator grades thousands of candidate puzzles, so the solver
// keeps all its scratch space in the Human value and a step's slices point
// into that space (valid until the next call). Candidates are digit bitsets
// (bit d = digit d), the same shape as State.Marks.
//
// Known weakness: every call to Next rescans from the simplest rule, which
// costs O(cells) per placed single; batching singles would be faster but
// would blur "the next step" that hints need, and grading a 9x9 still takes
// well under a millisecond.

import (
	"fmt"
	"math/bits"
)

// Technique is one deduction rule; the order is the order of difficulty.
type Technique uint8

const (
	NoTechnique Technique = iota
	NakedSingle
	HiddenSingle
	Pointing // locked candidates: a box's digit confined to one line
	Claiming // locked candidates: a line's digit confined to one box
	NakedPair
	HiddenPair
	NakedTriple
	HiddenTriple
	XWing
	Swordfish
	XYWing
	SimpleColoring
	// MaxTechnique is the hardest rule the solver knows.
	MaxTechnique = SimpleColoring
)

var techniqueNames = [...]string{
	NoTechnique:    "none",
	NakedSingle:    "naked single",
	HiddenSingle:   "hidden single",
	Pointing:       "locked candidates (pointing)",
	Claiming:       "locked candidates (claiming)",
	NakedPair:      "naked pair",
	HiddenPair:     "hidden pair",
	NakedTriple:    "naked triple",
	HiddenTriple:   "hidden triple",
	XWing:          "X-wing",
	Swordfish:      "swordfish",
	XYWing:         "XY-wing",
	SimpleColoring: "simple coloring",
}

func (t Technique) String() string {
	if int(t) < len(techniqueNames) {
		return techniqueNames[t]
	}
	return fmt.Sprintf("technique(%d)", t)
}

// Tier groups the rules into the generator's levels: 1 singles, 2 locked
// candidates and pairs, 3 triples, fish and chains (0 for NoTechnique).
func (t Technique) Tier() int {
	switch {
	case t == NoTechnique:
		return 0
	case t <= HiddenSingle:
		return 1
	case t <= HiddenPair:
		return 2
	}
	return 3
}

// Elim is one candidate removed: Digit no longer possible in Cell.
type Elim struct{ Cell, Digit int }

// Step is one deduction. Cell/Digit is the placement (Cell = -1 when the
// step only removes candidates). The slices belong to the Human that made
// the step and change with its next call.
type Step struct {
	Technique Technique
	Cell      int
	Digit     int
	Digits    uint32 // the pattern's digits (pair digits, fish digit, ...)
	Units     []int  // units the pattern lives in (Geometry.Units indices)
	Cells     []int  // the pattern's cells
	Elims     []Elim // candidates removed
}

// Human is a reusable human-style solver for one geometry. Not safe for
// concurrent use.
type Human struct {
	Geo    *Geometry
	Values []uint8  // N*N digits, 0 = empty
	Cands  []uint32 // candidates of empty cells (0 for filled cells)
	full   uint32   // bits 1..N
	broken bool     // an empty cell has no candidate left

	step   Step
	cells  []int
	units  []int
	elims  []Elim
	color  []int8
	compID []int32
	queue  []int
}

// NewHuman makes a solver with its scratch space for geo.
func NewHuman(geo *Geometry) *Human {
	n := geo.N
	return &Human{
		Geo:    geo,
		Values: make([]uint8, n*n),
		Cands:  make([]uint32, n*n),
		full:   (uint32(1)<<(n+1) - 1) &^ 1,
		cells:  make([]int, 0, n*n),
		units:  make([]int, 0, 3*n),
		elims:  make([]Elim, 0, n*n),
		color:  make([]int8, n*n),
		compID: make([]int32, n*n),
		queue:  make([]int, 0, n*n),
	}
}

// Load sets the position to values (N*N digits, 0 = empty) and computes the
// candidates every empty cell still has. Repeated digits in a unit or digits
// out of range are an error.
func (h *Human) Load(values []uint8) error {
	g := h.Geo
	n := g.N
	if len(values) != n*n {
		return fmt.Errorf("sudoku: %d values for a %dx%d board", len(values), n, n)
	}
	var used [48]uint32
	for c, v := range values {
		if int(v) > n {
			return fmt.Errorf("sudoku: r%dc%d holds %d, outside 1..%d", c/n+1, c%n+1, v, n)
		}
		if v == 0 {
			continue
		}
		b := uint32(1) << v
		for _, u := range g.CellUnits[c] {
			if used[u]&b != 0 {
				return fmt.Errorf("sudoku: %s has two %cs", unitName(g, u), DigitRune(int(v)))
			}
			used[u] |= b
		}
	}
	copy(h.Values, values)
	h.broken = false
	for c, v := range values {
		if v != 0 {
			h.Cands[c] = 0
			continue
		}
		cu := g.CellUnits[c]
		h.Cands[c] = h.full &^ (used[cu[0]] | used[cu[1]] | used[cu[2]])
		if h.Cands[c] == 0 {
			h.broken = true
		}
	}
	return nil
}

// unitName is "row 3", "column 5" or "box 2" (1-based; boxes numbered row
// by row).
func unitName(g *Geometry, u int) string {
	n := g.N
	switch {
	case u < n:
		return fmt.Sprintf("row %d", u+1)
	case u < 2*n:
		return fmt.Sprintf("column %d", u-n+1)
	}
	return fmt.Sprintf("box %d", u-2*n+1)
}

// Solved reports whether every cell holds a digit.
func (h *Human) Solved() bool {
	for _, v := range h.Values {
		if v == 0 {
			return false
		}
	}
	return true
}

// Next finds the next deduction using rules up to max, simplest first. It
// returns false when none applies (or the position is contradictory).
func (h *Human) Next(max Technique) (*Step, bool) {
	if h.broken {
		return nil, false
	}
	h.step = Step{Cell: -1}
	h.cells = h.cells[:0]
	h.units = h.units[:0]
	h.elims = h.elims[:0]
	found := false
	for t := NakedSingle; t <= max && !found; t++ {
		switch t {
		case NakedSingle:
			found = h.nakedSingle()
		case HiddenSingle:
			found = h.hiddenSingle()
		case Pointing:
			found = h.pointing()
		case Claiming:
			found = h.claiming()
		case NakedPair:
			found = h.nakedSubset(2, NakedPair)
		case HiddenPair:
			found = h.hiddenSubset(2, HiddenPair)
		case NakedTriple:
			found = h.nakedSubset(3, NakedTriple)
		case HiddenTriple:
			found = h.hiddenSubset(3, HiddenTriple)
		case XWing:
			found = h.fish(2, XWing)
		case Swordfish:
			found = h.fish(3, Swordfish)
		case XYWing:
			found = h.xyWing()
		case SimpleColoring:
			found = h.coloring()
		}
	}
	if !found || h.broken {
		return nil, false
	}
	h.step.Cells = h.cells
	h.step.Units = h.units
	h.step.Elims = h.elims
	return &h.step, true
}

// Apply enters a step's placement and removes its eliminations.
func (h *Human) Apply(s *Step) {
	if s.Cell >= 0 {
		h.place(s.Cell, s.Digit)
	}
	for _, e := range s.Elims {
		h.Cands[e.Cell] &^= 1 << e.Digit
		if h.Values[e.Cell] == 0 && h.Cands[e.Cell] == 0 {
			h.broken = true
		}
	}
}

func (h *Human) place(c, d int) {
	h.Values[c] = uint8(d)
	h.Cands[c] = 0
	b := uint32(1) << d
	for _, p := range h.Geo.Peers[c] {
		if h.Cands[p]&b != 0 {
			h.Cands[p] &^= b
			if h.Cands[p] == 0 {
				h.broken = true
			}
		}
	}
}

// Grade loads values and applies rules up to max until the board is full
// or nothing applies. hardest is the hardest rule it needed; solved says
// whether it finished (a full board reached by sound rules also proves the
// solution unique).
func (h *Human) Grade(values []uint8, max Technique) (hardest Technique, solved bool, err error) {
	if err := h.Load(values); err != nil {
		return 0, false, err
	}
	for {
		s, ok := h.Next(max)
		if !ok {
			break
		}
		if s.Technique > hardest {
			hardest = s.Technique
		}
		h.Apply(s)
	}
	return hardest, !h.broken && h.Solved(), nil
}

// sees reports whether two distinct cells share a unit.
func (h *Human) sees(a, b int) bool {
	if a == b {
		return false
	}
	ua, ub := h.Geo.CellUnits[a], h.Geo.CellUnits[b]
	return ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]
}

func lowDigit(m uint32) int { return bits.TrailingZeros32(m) }

func (h *Human) nakedSingle() bool {
	for c, m := range h.Cands {
		if h.Values[c] == 0 && bits.OnesCount32(m) == 1 {
			h.step.Technique = NakedSingle
			h.step.Cell, h.step.Digit = c, lowDigit(m)
			h.step.Digits = m
			h.cells = append(h.cells, c)
			return true
		}
	}
	return false
}

// unitOrder lists units boxes first: a person scans boxes for hidden
// singles before lines, so hints name the box when both would do.
func (h *Human) unitOrder(i int) int {
	n := h.Geo.N
	return (i + 2*n) % (3 * n)
}

func (h *Human) hiddenSingle() bool {
	g := h.Geo
	for i := range g.Units {
		u := h.unitOrder(i)
		var once, twice, placed uint32
		for _, c := range g.Units[u] {
			m := h.Cands[c]
			twice |= once & m
			once |= m
			if v := h.Values[c]; v != 0 {
				placed |= 1 << v
			}
		}
		if (once|placed)&h.full != h.full {
			h.broken = true // a digit has nowhere to go in this unit
			return false
		}
		hid := once &^ twice
		if hid == 0 {
			continue
		}
		d := lowDigit(hid)
		for _, c := range g.Units[u] {
			if h.Cands[c]&(1<<d) != 0 {
				h.step.Technique = HiddenSingle
				h.step.Cell, h.step.Digit = c, d
				h.step.Digits = 1 << d
				h.cells = append(h.cells, c)
				h.units = append(h.units, u)
				return true
			}
		}
	}
	return false
}

// pointing: inside a box, digit d only fits in one row (or column), so d
// leaves the rest of that line.
func (h *Human) pointing() bool {
	g := h.Geo
	n := g.N
	for b := 0; b < n; b++ {
		box := 2*n + b
		var all uint32
		for _, c := range g.Units[box] {
			all |= h.Cands[c]
		}
		for m := all; m != 0; m &= m - 1 {
			d := lowDigit(m)
			bit := uint32(1) << d
			row, col := -1, -1
			for _, c := range g.Units[box] {
				if h.Cands[c]&bit == 0 {
					continue
				}
				cu := g.CellUnits[c]
				if row == -1 {
					row, col = cu[0], cu[1]
				}
				if row != cu[0] {
					row = -2
				}
				if col != cu[1] {
					col = -2
				}
			}
			for _, line := range [2]int{row, col} {
				if line < 0 {
					continue
				}
				for _, c := range g.Units[line] {
					if h.Cands[c]&bit != 0 && g.CellUnits[c][2] != box {
						h.elims = append(h.elims, Elim{c, d})
					}
				}
				if len(h.elims) > 0 {
					h.lockedStep(Pointing, d, box, line)
					return true
				}
			}
		}
	}
	return false
}

// claiming: inside a row or column, digit d only fits in one box, so d
// leaves the rest of that box.
func (h *Human) claiming() bool {
	g := h.Geo
	n := g.N
	for line := 0; line < 2*n; line++ {
		var all uint32
		for _, c := range g.Units[line] {
			all |= h.Cands[c]
		}
		for m := all; m != 0; m &= m - 1 {
			d := lowDigit(m)
			bit := uint32(1) << d
			box := -1
			for _, c := range g.Units[line] {
				if h.Cands[c]&bit == 0 {
					continue
				}
				if b := g.CellUnits[c][2]; box == -1 {
					box = b
				} else if box != b {
					box = -2
					break
				}
			}
			if box < 0 {
				continue
			}
			for _, c := range g.Units[box] {
				if h.Cands[c]&bit != 0 && g.CellUnits[c][0] != line && g.CellUnits[c][1] != line {
					h.elims = append(h.elims, Elim{c, d})
				}
			}
			if len(h.elims) > 0 {
				h.lockedStep(Claiming, d, line, box)
				return true
			}
		}
	}
	return false
}

// lockedStep records a locked-candidates pattern: the cells of unit `from`
// that hold d, and both units (the one that confines d first).
func (h *Human) lockedStep(t Technique, d, from, to int) {
	h.step.Technique = t
	h.step.Digits = 1 << d
	for _, c := range h.Geo.Units[from] {
		if h.Cands[c]&(1<<d) != 0 {
			h.cells = append(h.cells, c)
		}
	}
	h.units = append(h.units, from, to)
}

// combos calls f with every k-subset (k = 2 or 3) of idx[:n] as a bitmask
// of positions, stopping when f returns true.
func combos(n, k int, f func(sel uint32) bool) bool {
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			if k == 2 {
				if f(1<<a | 1<<b) {
					return true
				}
				continue
			}
			for c := b + 1; c < n; c++ {
				if f(1<<a | 1<<b | 1<<c) {
					return true
				}
			}
		}
	}
	return false
}

// nakedSubset: k cells of a unit whose candidates together are k digits;
// those digits leave the unit's other cells.
func (h *Human) nakedSubset(k int, t Technique) bool {
	g := h.Geo
	for u := range g.Units {
		var pick [16]int
		np, empty := 0, 0
		for _, c := range g.Units[u] {
			if h.Values[c] != 0 {
				continue
			}
			empty++
			if pc := bits.OnesCount32(h.Cands[c]); pc >= 2 && pc <= k {
				pick[np] = c
				np++
			}
		}
		if empty <= k || np < k {
			continue
		}
		if combos(np, k, func(sel uint32) bool {
			var m uint32
			for s := sel; s != 0; s &= s - 1 {
				m |= h.Cands[pick[bits.TrailingZeros32(s)]]
			}
			if bits.OnesCount32(m) != k {
				return false
			}
			for _, c := range g.Units[u] {
				if h.Values[c] != 0 || isPicked(pick[:np], sel, c) {
					continue
				}
				for x := h.Cands[c] & m; x != 0; x &= x - 1 {
					h.elims = append(h.elims, Elim{c, lowDigit(x)})
				}
			}
			if len(h.elims) == 0 {
				return false
			}
			h.step.Technique = t
			h.step.Digits = m
			for s := sel; s != 0; s &= s - 1 {
				h.cells = append(h.cells, pick[bits.TrailingZeros32(s)])
			}
			h.units = append(h.units, u)
			return true
		}) {
			return true
		}
	}
	return false
}

func isPicked(pick []int, sel uint32, c int) bool {
	for s := sel; s != 0; s &= s - 1 {
		if pick[bits.TrailingZeros32(s)] == c {
			return true
		}
	}
	return false
}

// hiddenSubset: k digits that fit only in the same k cells of a unit; those
// cells lose every other candidate.
func (h *Human) hiddenSubset(k int, t Technique) bool {
	g := h.Geo
	n := g.N
	for u := range g.Units {
		cells := g.Units[u]
		var pos [17]uint32 // pos[d]: positions (indices into cells) where d fits
		for i, c := range cells {
			for m := h.Cands[c]; m != 0; m &= m - 1 {
				pos[lowDigit(m)] |= 1 << i
			}
		}
		var pick [16]int
		np, open := 0, 0
		for d := 1; d <= n; d++ {
			if pos[d] == 0 {
				continue
			}
			open++
			if pc := bits.OnesCount32(pos[d]); pc >= 2 && pc <= k {
				pick[np] = d
				np++
			}
		}
		if open <= k || np < k {
			continue
		}
		if combos(np, k, func(sel uint32) bool {
			var where, dm uint32
			for s := sel; s != 0; s &= s - 1 {
				d := pick[bits.TrailingZeros32(s)]
				where |= pos[d]
				dm |= 1 << d
			}
			if bits.OnesCount32(where) != k {
				return false
			}
			for w := where; w != 0; w &= w - 1 {
				c := cells[bits.TrailingZeros32(w)]
				for x := h.Cands[c] &^ dm; x != 0; x &= x - 1 {
					h.elims = append(h.elims, Elim{c, lowDigit(x)})
				}
			}
			if len(h.elims) == 0 {
				return false
			}
			h.step.Technique = t
			h.step.Digits = dm
			for w := where; w != 0; w &= w - 1 {
				h.cells = append(h.cells, cells[bits.TrailingZeros32(w)])
			}
			h.units = append(h.units, u)
			return true
		}) {
			return true
		}
	}
	return false
}

// fish (X-wing for k = 2, swordfish for k = 3): in k rows digit d fits only
// within the same k columns, so d leaves those columns' other rows (and the
// same with rows and columns swapped).
func (h *Human) fish(k int, t Technique) bool {
	g := h.Geo
	n := g.N
	for d := 1; d <= n; d++ {
		bit := uint32(1) << d
		for _, base := range [2]int{0, n} { // rows as base lines, then columns
			cover := n - base
			var pos [16]uint32 // per base line: cross positions holding d
			var pick [16]int
			np := 0
			for l := 0; l < n; l++ {
				for i, c := range g.Units[base+l] {
					if h.Cands[c]&bit != 0 {
						pos[l] |= 1 << i
					}
				}
				if pc := bits.OnesCount32(pos[l]); pc >= 2 && pc <= k {
					pick[np] = l
					np++
				}
			}
			if np < k {
				continue
			}
			if combos(np, k, func(sel uint32) bool {
				var union, lines uint32
				for s := sel; s != 0; s &= s - 1 {
					l := pick[bits.TrailingZeros32(s)]
					union |= pos[l]
					lines |= 1 << l
				}
				if bits.OnesCount32(union) != k {
					return false
				}
				for w := union; w != 0; w &= w - 1 {
					for l, c := range g.Units[cover+bits.TrailingZeros32(w)] {
						// index l along a cover line is the base line's number
						if lines&(1<<l) == 0 && h.Cands[c]&bit != 0 {
							h.elims = append(h.elims, Elim{c, d})
						}
					}
				}
				if len(h.elims) == 0 {
					return false
				}
				h.step.Technique = t
				h.step.Digits = bit
				for s := lines; s != 0; s &= s - 1 {
					l := bits.TrailingZeros32(s)
					h.units = append(h.units, base+l)
					for _, c := range g.Units[base+l] {
						if h.Cands[c]&bit != 0 {
							h.cells = append(h.cells, c)
						}
					}
				}
				return true
			}) {
				return true
			}
		}
	}
	return false
}

// xyWing: a pivot {x,y} sees a pincer {x,z} and a pincer {y,z}; whichever
// the pivot holds, one pincer is z, so z leaves every cell seeing both.
func (h *Human) xyWing() bool {
	g := h.Geo
	for p, pm := range h.Cands {
		if bits.OnesCount32(pm) != 2 {
			continue
		}
		for _, a := range g.Peers[p] {
			am := h.Cands[a]
			if bits.OnesCount32(am) != 2 || bits.OnesCount32(am&pm) != 1 {
				continue
			}
			z := am &^ pm
			want := (pm &^ am) | z // the other pincer: {y, z}
			for _, b := range g.Peers[p] {
				if b == a || h.Cands[b] != want {
					continue
				}
				zd := lowDigit(z)
				for _, c := range g.Peers[a] {
					if c != p && c != b && h.Cands[c]&z != 0 && h.sees(c, b) {
						h.elims = append(h.elims, Elim{c, zd})
					}
				}
				if len(h.elims) > 0 {
					h.step.Technique = XYWing
					h.step.Digits = pm | z
					h.cells = append(h.cells, p, a, b)
					return true
				}
			}
		}
	}
	return false
}

// coloring (simple coloring): for digit d, cells joined by conjugate pairs
// (the only two places for d in a unit) alternate true/false. Two cells of
// one colour in a unit make that colour false (wrap); a cell seeing both
// colours cannot hold d (trap).
func (h *Human) coloring() bool {
	g := h.Geo
	n := g.N
	for d := 1; d <= n; d++ {
		bit := uint32(1) << d
		var cnt [48]int8
		for u, cells := range g.Units {
			for _, c := range cells {
				if h.Cands[c]&bit != 0 {
					cnt[u]++
				}
			}
		}
		for c := range h.color {
			h.color[c] = -1
			h.compID[c] = -1
		}
		for s := range h.Cands {
			if h.Cands[s]&bit == 0 || h.color[s] >= 0 {
				continue
			}
			h.queue = append(h.queue[:0], s)
			h.color[s] = 0
			h.compID[s] = int32(s)
			odd := false
			for i := 0; i < len(h.queue); i++ {
				c := h.queue[i]
				for _, u := range g.CellUnits[c] {
					if cnt[u] != 2 {
						continue
					}
					for _, o := range g.Units[u] {
						if o == c || h.Cands[o]&bit == 0 {
							continue
						}
						switch {
						case h.color[o] < 0:
							h.color[o] = 1 - h.color[c]
							h.compID[o] = int32(s)
							h.queue = append(h.queue, o)
						case h.color[o] == h.color[c]:
							odd = true // only in a broken position
						}
					}
				}
			}
			if odd || len(h.queue) < 2 {
				continue
			}
			if h.colorWrap(d) || h.colorTrap(d, int32(s)) {
				h.step.Technique = SimpleColoring
				h.step.Digits = bit
				h.cells = append(h.cells, h.queue...)
				return true
			}
		}
	}
	return false
}

func (h *Human) colorWrap(d int) bool {
	q := h.queue
	for i := range q {
		for j := i + 1; j < len(q); j++ {
			if h.color[q[i]] != h.color[q[j]] || !h.sees(q[i], q[j]) {
				continue
			}
			bad := h.color[q[i]]
			for _, c := range q {
				if h.color[c] == bad {
					h.elims = append(h.elims, Elim{c, d})
				}
			}
			return true
		}
	}
	return false
}

func (h *Human) colorTrap(d int, comp int32) bool {
	bit := uint32(1) << d
	for c, m := range h.Cands {
		if m&bit == 0 || h.compID[c] == comp {
			continue
		}
		var seen [2]bool
		for _, o := range h.queue {
			if h.sees(c, o) {
				seen[h.color[o]] = true
			}
		}
		if seen[0] && seen[1] {
			h.elims = append(h.elims, Elim{c, d})
		}
	}
	return len(h.elims) > 0
}
