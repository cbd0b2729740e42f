package sudoku

// The human solver's set rules: naked and hidden pairs and triples within a
// unit, and fish (X-wing, swordfish) across lines. Each looks for k cells or
// lines that together confine k digits or positions, and they share the
// combos enumerator. human.go holds the solver itself.

import "math/bits"

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
		var pick [MaxN]int
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
		var pos [MaxN + 1]uint32 // pos[d]: positions (indices into cells) where d fits
		for i, c := range cells {
			for m := h.Cands[c]; m != 0; m &= m - 1 {
				pos[lowDigit(m)] |= 1 << i
			}
		}
		var pick [MaxN]int
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
			var pos [MaxN]uint32 // per base line: cross positions holding d
			var pick [MaxN]int
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
