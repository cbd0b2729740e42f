package hashi

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// The human-style deductions behind hints and the generator's levels. A
// deducer knows, per potential bridge, the least and the most bridges it
// can still carry (lo..hi within 0..2). Rules narrow those bounds:
//
//   - LevelEasy: a bridge crossing a drawn bridge is impossible; an
//     island's number forces bridges (its other bridges cannot carry
//     enough, so this one needs at least k) and caps them (its drawn
//     bridges already use up the number).
//   - LevelMedium: also isolation: a bridge that would close off a
//     finished group of islands from the rest is impossible (two 1s, or a
//     double between two 2s, are the classic cases).
//   - LevelHard: also one-step contradiction: "if this bridge had one more
//     (or one fewer), the rules above would break an island or the
//     connection".
//   - LevelBeyond: the rules above do not finish it.
const (
	LevelEasy = iota
	LevelMedium
	LevelHard
	LevelBeyond
)

type deduction struct {
	rule   string
	bridge int
	lo, hi uint8 // the new bounds
	at     []grid.Point
	why    func() string // formatted only for a hint: solving never reads it
}

type deducer struct {
	p           *Puzzle
	lo, hi      []uint8
	noIsolation bool // LevelEasy: propagate without the isolation rule
}

func newDeducer(p *Puzzle) *deducer {
	d := &deducer{p: p, lo: make([]uint8, len(p.Bridges)), hi: make([]uint8, len(p.Bridges))}
	for b := range d.hi {
		d.hi[b] = 2
	}
	return d
}

func (d *deducer) clone() *deducer {
	return &deducer{p: d.p, lo: append([]uint8(nil), d.lo...), hi: append([]uint8(nil), d.hi...), noIsolation: d.noIsolation}
}

func (d *deducer) apply(dd *deduction) {
	d.lo[dd.bridge], d.hi[dd.bridge] = dd.lo, dd.hi
}

// capacity is the most bridges b can carry judging by b's bounds and the
// number of the island at its other end.
func (d *deducer) capacity(b, from int) int {
	c := int(d.hi[b])
	j := d.p.Other(b, from)
	if v := d.p.Clues[d.p.Islands[j]]; v != urlcodec.Unknown && v < c {
		c = v
	}
	return c
}

// crossStep: a bridge crossing a drawn one.
func (d *deducer) crossStep(b int) *deduction {
	if d.hi[b] == 0 {
		return nil
	}
	for _, x := range d.p.crossOf[b] {
		if d.lo[x] > 0 {
			return &deduction{rule: "crossing", bridge: b, lo: 0, hi: 0, at: d.p.bridgePoints(b),
				why: func() string {
					return fmt.Sprintf("a bridge %s would cross the bridge %s", d.p.bridgeName(b), d.p.bridgeName(x))
				}}
		}
	}
	return nil
}

// islandStep: the island's number forces or caps one of its bridges.
func (d *deducer) islandStep(i int) *deduction {
	p := d.p
	n := p.Clues[p.Islands[i]]
	if n == urlcodec.Unknown {
		return nil
	}
	bs := p.of[i]
	sumLo, sumCap := 0, 0
	for _, b := range bs {
		sumLo += int(d.lo[b])
		sumCap += d.capacity(b, i)
	}
	at := []grid.Point{p.G.CellPoint(p.Islands[i])}
	for _, b := range bs {
		lo, hi := int(d.lo[b]), int(d.hi[b])
		if need := min(n-(sumCap-d.capacity(b, i)), 3); need > lo {
			// need > 2 leaves lo above hi: propagate sees the contradiction.
			return &deduction{rule: "island count", bridge: b, lo: uint8(need), hi: uint8(hi), at: at,
				why: func() string {
					return fmt.Sprintf("the %d at %s cannot get enough bridges elsewhere", n, p.islandName(i))
				}}
		}
		// A negative room leaves hi at 0 and the island over-full, which
		// consistent reports; only real changes are deductions.
		if room := max(n-(sumLo-lo), 0); room < hi {
			return &deduction{rule: "island full", bridge: b, lo: uint8(lo), hi: uint8(room), at: at,
				why: func() string { return fmt.Sprintf("the %d at %s has no room for more", n, p.islandName(i)) }}
		}
	}
	return nil
}

// isolationStep: one more bridge on b would finish a group of islands
// that does not hold them all.
func (d *deducer) isolationStep(b int) *deduction {
	p := d.p
	if d.lo[b] >= d.hi[b] || len(p.Islands) <= 2 {
		return nil
	}
	d.lo[b]++
	closed := d.closedGroup(p.Bridges[b].A)
	d.lo[b]--
	if closed == nil {
		return nil
	}
	kind := "one more bridge"
	if d.lo[b] == 0 {
		kind = "a bridge"
	}
	return &deduction{rule: "isolation", bridge: b, lo: d.lo[b], hi: d.lo[b], at: p.bridgePoints(b),
		why: func() string {
			return fmt.Sprintf("%s between %s would finish a group of %s cut off from the rest", kind, p.bridgeName(b), puzzle.Count(len(closed), "island"))
		}}
}

// closedGroup returns island i's group (joined by lo bridges) when every
// island in it is full and it is not everything, else nil.
func (d *deducer) closedGroup(i int) []int {
	p := d.p
	seen := make([]bool, len(p.Islands))
	seen[i] = true
	group := []int{i}
	for k := 0; k < len(group); k++ {
		u := group[k]
		sum := 0
		for _, b := range p.of[u] {
			sum += int(d.lo[b])
			if v := p.Other(b, u); d.lo[b] > 0 && !seen[v] {
				seen[v] = true
				group = append(group, v)
			}
		}
		if n := p.Clues[p.Islands[u]]; n == urlcodec.Unknown || sum != n {
			return nil
		}
	}
	if len(group) == len(p.Islands) {
		return nil
	}
	return group
}

// step is the first easy deduction: crossings, island numbers, isolation.
func (d *deducer) step() *deduction {
	for b := range d.p.Bridges {
		if dd := d.crossStep(b); dd != nil {
			return dd
		}
	}
	for i := range d.p.Islands {
		if dd := d.islandStep(i); dd != nil {
			return dd
		}
	}
	for b := range d.p.Bridges {
		if dd := d.isolationStep(b); dd != nil {
			return dd
		}
	}
	return nil
}

// propagate applies easy rules to a fixpoint; false when the bounds break.
func (d *deducer) propagate() bool {
	for {
		changed := false
		for b := range d.p.Bridges {
			if dd := d.crossStep(b); dd != nil {
				d.apply(dd)
				changed = true
			}
		}
		for i := range d.p.Islands {
			for {
				dd := d.islandStep(i)
				if dd == nil {
					break
				}
				d.apply(dd)
				changed = true
				if dd.lo > dd.hi {
					return false
				}
			}
		}
		if !d.consistent() {
			return false
		}
		if changed {
			continue
		}
		if d.noIsolation {
			return true
		}
		for b := range d.p.Bridges {
			if dd := d.isolationStep(b); dd != nil {
				d.apply(dd)
				changed = true
			}
		}
		if !changed {
			return d.consistent()
		}
	}
}

// consistent is false when bounds cross, an island cannot reach its
// number, crossing bridges are both drawn, or the possible bridges cannot
// connect all islands.
func (d *deducer) consistent() bool {
	p := d.p
	for b := range p.Bridges {
		if d.lo[b] > d.hi[b] {
			return false
		}
		for _, x := range p.crossOf[b] {
			if d.lo[b] > 0 && d.lo[x] > 0 {
				return false
			}
		}
	}
	for i, c := range p.Islands {
		lo, hi := 0, 0
		for _, b := range p.of[i] {
			lo += int(d.lo[b])
			hi += int(d.hi[b])
		}
		if n := p.Clues[c]; n != urlcodec.Unknown && (lo > n || hi < n) {
			return false
		}
	}
	uf := grid.NewUnionFind(len(p.Islands))
	groups := len(p.Islands)
	for b, br := range p.Bridges {
		if d.hi[b] > 0 && uf.Union(br.A, br.B) {
			groups--
		}
	}
	return groups <= 1
}

func (d *deducer) solved() bool {
	for b := range d.lo {
		if d.lo[b] != d.hi[b] {
			return false
		}
	}
	return true
}

// trial reports whether narrowing b to [lo,hi] breaks the board under the
// easy rules.
func (d *deducer) trial(b int, lo, hi uint8) bool {
	t := d.clone()
	t.lo[b], t.hi[b] = lo, hi
	return !t.propagate()
}

// contradictionStep: the first bridge where "one more" or "one fewer"
// breaks the board.
func (d *deducer) contradictionStep() *deduction {
	p := d.p
	for b := range p.Bridges {
		lo, hi := d.lo[b], d.hi[b]
		if lo == hi {
			continue
		}
		// At most lo bridges fails: at least lo+1.
		if d.trial(b, lo, lo) {
			return &deduction{rule: "contradiction", bridge: b, lo: lo + 1, hi: hi, at: p.bridgePoints(b),
				why: func() string {
					return fmt.Sprintf("with only %s between %s the easy rules soon break an island or the connection", puzzle.Count(int(lo), "bridge"), p.bridgeName(b))
				}}
		}
		if d.trial(b, lo+1, hi) {
			return &deduction{rule: "contradiction", bridge: b, lo: lo, hi: lo, at: p.bridgePoints(b),
				why: func() string {
					return fmt.Sprintf("with %d or more bridges between %s the easy rules soon break an island or the connection", lo+1, p.bridgeName(b))
				}}
		}
	}
	return nil
}

// solveTo applies the rules up to level; true when every bridge is decided
// (which proves the solution unique).
func (d *deducer) solveTo(level int) bool {
	d.noIsolation = level < LevelMedium
	for {
		if !d.propagate() {
			return false
		}
		if d.solved() {
			return d.consistent()
		}
		if level < LevelHard {
			return false
		}
		dd := d.contradictionStep()
		if dd == nil {
			return false
		}
		d.apply(dd)
	}
}

// Grade is the lowest level whose rules solve the puzzle, or LevelBeyond.
func (p *Puzzle) Grade() int {
	for _, lv := range []int{LevelEasy, LevelMedium, LevelHard} {
		if newDeducer(p).solveTo(lv) {
			return lv
		}
	}
	return LevelBeyond
}
