package futoshiki

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// The human-style solver: the deductions a person makes, one step at a
// time, each with a one-line explanation. It drives hints and grades the
// generator's levels (a level is the hardest technique a puzzle needs).
// It works on candidates computed from the givens and entries, never on
// the player's pencil marks, so a hint can never rest on a wrong mark.

// Technique is a deduction rule, easiest first.
type Technique int

const (
	NakedSingle  Technique = iota // a cell with one candidate left
	HiddenSingle                  // a digit with one place left in a row or column
	Sign                          // a sign next to a placed digit, or at the edge of 1..N
	Chain                         // bounds along chains of signs
	NakedPair                     // two cells of a line with the same two candidates
	HiddenPair                    // two digits of a line confined to the same two cells
	MaxTechnique = HiddenPair
)

var techNames = [...]string{"naked single", "hidden single", "sign", "inequality chain", "naked pair", "hidden pair"}

func (t Technique) String() string { return techNames[t] }

// Tier is the generator level a technique belongs to: 0 easy (singles and
// signs next to digits), 1 medium (chains), 2 hard (pairs).
func (t Technique) Tier() int {
	switch {
	case t <= Sign:
		return 0
	case t == Chain:
		return 1
	}
	return 2
}

// Step is one deduction: a placement (Cell >= 0) or eliminations.
type Step struct {
	Tech  Technique
	Cell  int
	Digit int
	Elims [][2]int // (cell, digit)
	Cells []int    // cells the explanation names
	Text  string
}

// Human holds candidates (bit d = digit d) and placed digits.
type Human struct {
	P    *Puzzle
	Cand []uint16
	Val  []uint8

	memo map[int][]int // longest chains, valid during one chain() call
}

// NewHuman loads values (givens and entries; 0 empty). A value that
// repeats in a line or breaks a sign is an error.
func NewHuman(p *Puzzle, values []uint8) (*Human, error) {
	n := p.N
	h := &Human{P: p, Cand: make([]uint16, n*n), Val: make([]uint8, n*n)}
	all := uint16(1)<<(n+1) - 2
	for c := range h.Cand {
		h.Cand[c] = all
	}
	if vs := p.repeats(values, true); len(vs) > 0 {
		return nil, errors.New(vs[0].Msg)
	}
	if vs := p.broken(values, true); len(vs) > 0 {
		return nil, errors.New(vs[0].Msg)
	}
	for c, v := range values {
		if v != 0 {
			h.place(c, int(v))
		}
	}
	return h, nil
}

func (h *Human) place(c, d int) {
	n := h.P.N
	h.Val[c] = uint8(d)
	h.Cand[c] = 1 << d
	y, x := c/n, c%n
	for i := 0; i < n; i++ {
		if q := y*n + i; q != c {
			h.Cand[q] &^= 1 << d
		}
		if q := i*n + x; q != c {
			h.Cand[q] &^= 1 << d
		}
	}
}

// Solved reports every cell placed.
func (h *Human) Solved() bool {
	for _, v := range h.Val {
		if v == 0 {
			return false
		}
	}
	return true
}

// Apply performs a step.
func (h *Human) Apply(s *Step) {
	if s.Cell >= 0 {
		h.place(s.Cell, s.Digit)
		return
	}
	for _, e := range s.Elims {
		h.Cand[e[0]] &^= 1 << e[1]
	}
}

// Next finds the easiest step using techniques up to max.
func (h *Human) Next(max Technique) (*Step, bool) {
	for t := NakedSingle; t <= max; t++ {
		var s *Step
		switch t {
		case NakedSingle:
			s = h.nakedSingle()
		case HiddenSingle:
			s = h.hiddenSingle()
		case Sign:
			s = h.sign()
		case Chain:
			s = h.chain()
		case NakedPair:
			s = h.nakedPair()
		case HiddenPair:
			s = h.hiddenPair()
		}
		if s != nil {
			s.Tech = t
			return s, true
		}
	}
	return nil, false
}

// Grade runs the solver with techniques up to max from values and reports
// the hardest technique used and whether it finished the board.
func (h *Human) Grade(max Technique) (hardest Technique, solved bool) {
	for !h.Solved() {
		s, ok := h.Next(max)
		if !ok {
			return hardest, false
		}
		hardest = maxTech(hardest, s.Tech)
		h.Apply(s)
	}
	return hardest, true
}

func maxTech(a, b Technique) Technique {
	if a > b {
		return a
	}
	return b
}

func (h *Human) name(c int) string { return cellName(h.P.N, c) }

func (h *Human) nakedSingle() *Step {
	for c, m := range h.Cand {
		if h.Val[c] == 0 && m != 0 && m&(m-1) == 0 {
			d := bits.TrailingZeros16(m)
			return &Step{Cell: c, Digit: d, Cells: []int{c}, Text: fmt.Sprintf("Naked single: %s can only be %d", h.name(c), d)}
		}
	}
	return nil
}

// line returns the cells of line u (rows 0..N-1, then columns).
func (h *Human) line(u int) []int {
	n := h.P.N
	out := make([]int, n)
	for i := range out {
		if u < n {
			out[i] = u*n + i
		} else {
			out[i] = i*n + u - n
		}
	}
	return out
}

func (h *Human) lineName(u int) string {
	if u < h.P.N {
		return fmt.Sprintf("row %d", u+1)
	}
	return fmt.Sprintf("column %d", u-h.P.N+1)
}

func (h *Human) hiddenSingle() *Step {
	n := h.P.N
	for u := 0; u < 2*n; u++ {
		cells := h.line(u)
		for d := 1; d <= n; d++ {
			at, k := -1, 0
			for _, c := range cells {
				if h.Cand[c]&(1<<d) != 0 {
					at = c
					k++
				}
			}
			if k == 1 && h.Val[at] == 0 {
				return &Step{Cell: at, Digit: d, Cells: []int{at}, Text: fmt.Sprintf("Hidden single: %d can only go in %s in %s", d, h.name(at), h.lineName(u))}
			}
		}
	}
	return nil
}

// elims lists (c, d) for the digits of mask still candidates of c.
func (h *Human) elims(c int, mask uint16) [][2]int {
	var out [][2]int
	for m := h.Cand[c] & mask; m != 0; m &= m - 1 {
		out = append(out, [2]int{c, bits.TrailingZeros16(m)})
	}
	return out
}

func digitRange(mask uint16) string {
	var ds []string
	for m := mask; m != 0; m &= m - 1 {
		ds = append(ds, fmt.Sprint(bits.TrailingZeros16(m)))
	}
	return strings.Join(ds, ", ")
}

// sign: a < b where b holds v rules out v and above for a (and the mirror);
// with no digit placed, a cannot be N and b cannot be 1.
func (h *Human) sign() *Step {
	n := h.P.N
	for _, pr := range h.P.pairs {
		lo, hi := pr[0], pr[1]
		var mask uint16
		var c int
		var why string
		switch {
		case h.Val[hi] != 0 && h.Val[lo] == 0:
			v := int(h.Val[hi])
			c, mask = lo, ^(uint16(1)<<v - 1)
			why = fmt.Sprintf("%s is less than %s, which is %d", h.name(lo), h.name(hi), v)
		case h.Val[lo] != 0 && h.Val[hi] == 0:
			v := int(h.Val[lo])
			c, mask = hi, uint16(2)<<v-1
			why = fmt.Sprintf("%s is greater than %s, which is %d", h.name(hi), h.name(lo), v)
		}
		if e := h.elims(c, mask); mask != 0 && len(e) > 0 {
			return &Step{Cell: -1, Elims: e, Cells: []int{lo, hi}, Text: fmt.Sprintf("Sign: %s, so it cannot be %s", why, digitRange(h.Cand[c]&mask))}
		}
		if e := h.elims(lo, 1<<n); len(e) > 0 {
			return &Step{Cell: -1, Elims: e, Cells: []int{lo, hi}, Text: fmt.Sprintf("Sign: %s is less than %s, so it cannot be %d", h.name(lo), h.name(hi), n)}
		}
		if e := h.elims(hi, 1<<1); len(e) > 0 {
			return &Step{Cell: -1, Elims: e, Cells: []int{lo, hi}, Text: fmt.Sprintf("Sign: %s is greater than %s, so it cannot be 1", h.name(hi), h.name(lo))}
		}
	}
	return nil
}

// chain: first the longest chain of signs above (below) a cell: a cell
// less than k others in a chain cannot exceed N-k (nor be under k+1 when
// greater than k others); then bounds through candidates: a < b cannot
// reach b's largest candidate.
func (h *Human) chain() *Step {
	n := h.P.N
	h.memo = nil
	for dir := 0; dir < 2; dir++ {
		for c := 0; c < n*n; c++ {
			if h.Val[c] != 0 {
				continue
			}
			path := h.longest(c, dir == 0, 0)
			k := len(path)
			if k < 2 {
				continue
			}
			var mask uint16
			if dir == 0 {
				mask = ^(uint16(2)<<(n-k) - 1) // above n-k
			} else {
				mask = uint16(2)<<k - 1 // k and below
			}
			if e := h.elims(c, mask); len(e) > 0 {
				names := []string{h.name(c)}
				for _, q := range path {
					names = append(names, h.name(q))
				}
				op, bound := " < ", fmt.Sprintf("at most %d", n-k)
				if dir == 1 {
					op, bound = " > ", fmt.Sprintf("at least %d", k+1)
				}
				return &Step{Cell: -1, Elims: e, Cells: append([]int{c}, path...), Text: fmt.Sprintf("Inequality chain: %s, so %s is %s", strings.Join(names, op), h.name(c), bound)}
			}
		}
	}
	for _, pr := range h.P.pairs {
		lo, hi := pr[0], pr[1]
		top := 15 - bits.LeadingZeros16(h.Cand[hi])
		if e := h.elims(lo, ^(uint16(1)<<top - 1)); top > 0 && len(e) > 0 {
			return &Step{Cell: -1, Elims: e, Cells: []int{lo, hi}, Text: fmt.Sprintf("Inequality chain: %s < %s, which is at most %d, so %s is at most %d", h.name(lo), h.name(hi), top, h.name(lo), top-1)}
		}
		bot := bits.TrailingZeros16(h.Cand[lo])
		if e := h.elims(hi, uint16(2)<<bot-1); bot < 16 && len(e) > 0 {
			return &Step{Cell: -1, Elims: e, Cells: []int{lo, hi}, Text: fmt.Sprintf("Inequality chain: %s > %s, which is at least %d, so %s is at least %d", h.name(hi), h.name(lo), bot, h.name(hi), bot+1)}
		}
	}
	return nil
}

// longest is the longest chain of signs going up (to larger cells) or
// down from c, without c itself. It memoises per call of chain through
// h.memo; a cell on the current path counts as a dead end, so a cycle of
// signs (which has no solution anyway) cannot loop.
func (h *Human) longest(c int, up bool, _ int) []int {
	if h.memo == nil {
		h.memo = map[int][]int{}
	}
	key := c
	if !up {
		key = -c - 1
	}
	if p, ok := h.memo[key]; ok {
		return p
	}
	h.memo[key] = nil // on the path: a cycle back here adds nothing
	var best []int
	for _, pr := range h.P.pairs {
		from, to := pr[0], pr[1]
		if !up {
			from, to = to, from
		}
		if from != c {
			continue
		}
		if p := h.longest(to, up, 0); len(p)+1 > len(best) {
			best = append([]int{to}, p...)
		}
	}
	h.memo[key] = best
	return best
}

func (h *Human) nakedPair() *Step {
	n := h.P.N
	for u := 0; u < 2*n; u++ {
		cells := h.line(u)
		for i, a := range cells {
			m := h.Cand[a]
			if h.Val[a] != 0 || bits.OnesCount16(m) != 2 {
				continue
			}
			for _, b := range cells[i+1:] {
				if h.Val[b] != 0 || h.Cand[b] != m {
					continue
				}
				var e [][2]int
				for _, c := range cells {
					if c != a && c != b {
						e = append(e, h.elims(c, m)...)
					}
				}
				if len(e) > 0 {
					return &Step{Cell: -1, Elims: e, Cells: []int{a, b}, Text: fmt.Sprintf("Naked pair: %s and %s hold %s between them, so no other cell of %s can", h.name(a), h.name(b), strings.Replace(digitRange(m), ", ", " and ", 1), h.lineName(u))}
				}
			}
		}
	}
	return nil
}

func (h *Human) hiddenPair() *Step {
	n := h.P.N
	for u := 0; u < 2*n; u++ {
		cells := h.line(u)
		where := make([]uint16, n+1) // bit i = cells[i]
		for d := 1; d <= n; d++ {
			for i, c := range cells {
				if h.Val[c] == 0 && h.Cand[c]&(1<<d) != 0 {
					where[d] |= 1 << i
				}
			}
		}
		for d := 1; d <= n; d++ {
			if bits.OnesCount16(where[d]) != 2 {
				continue
			}
			for e := d + 1; e <= n; e++ {
				if where[e] != where[d] {
					continue
				}
				keep := uint16(1)<<d | 1<<e
				i := bits.TrailingZeros16(where[d])
				j := 15 - bits.LeadingZeros16(where[d])
				a, b := cells[i], cells[j]
				el := append(h.elims(a, ^keep), h.elims(b, ^keep)...)
				if len(el) > 0 {
					return &Step{Cell: -1, Elims: el, Cells: []int{a, b}, Text: fmt.Sprintf("Hidden pair: in %s, %d and %d fit only %s and %s, so those cells hold nothing else", h.lineName(u), d, e, h.name(a), h.name(b))}
				}
			}
		}
	}
	return nil
}
