package sudoku

// The human solver's chaining rules: XY-wing and simple colouring, the
// hardest it knows. Both follow a cell's choice across several units, so
// they live apart from the rules that look at one unit or one digit's
// pattern; human.go holds the solver they plug into.

import "math/bits"

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
		var cnt [3 * MaxN]int8
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
