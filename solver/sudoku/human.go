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
//
// The rules themselves live beside this file, by kind: human_singles.go,
// human_subsets.go and human_chains.go.

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
	var used [3 * MaxN]uint32
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
				return fmt.Errorf("sudoku: %s has two %ss", unitName(g, u), labelOf(g.N, int(v)))
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
