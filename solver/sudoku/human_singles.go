package sudoku

// The human solver's first rules: naked and hidden singles, and locked
// candidates (pointing, claiming). They are the ones a beginner uses and the
// ones Next tries on every call, so they are kept apart from the rarer set
// and chain rules. human.go holds the solver itself.

import "math/bits"

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
