package evolomino

// Human-style deductions on a marked board (square, "no square", or not
// decided), shared by hints and by the generator's grading:
//
//   - Arrow neighbours: a square on an arrow cell rules out squares on the
//     arrow cells beside it (they would share a block with two arrow
//     squares; along one arrow this is "two consecutive arrow cells cannot
//     both hold squares").
//   - Unreachable: a cell from which no path through undecided cells and
//     squares reaches a usable arrow cell stays empty; so does a cell
//     beside two blocks that each have their arrow square.
//   - Only one way: a group of squares with no arrow square and a single
//     undecided cell beside it must grow there.
//   - Complete block: with the previous block along an arrow closed (every
//     neighbour decided empty) and the arrow cells between decided empty, a
//     block that already is that block moved plus one square is complete:
//     its undecided neighbours stay empty. The same backwards.
//
// Every conclusion holds in every solution extending the marks, so a board
// these rules fill completely has one solution.

import (
	"fmt"

	"pencilbox/solver/grid"
)

// Rule names a human deduction.
type Rule int

const (
	RuleArrowNeighbours Rule = iota
	RuleUnreachable
	RuleOneWay
	RuleComplete
	RuleTrial // one cell tried both ways, the rules above refute one
	numRules
)

var ruleNames = [...]string{"arrow neighbours", "unreachable cell", "only one way to an arrow", "complete block", "trial"}

func (r Rule) String() string {
	if r < 0 || r >= numRules {
		return "unknown rule"
	}
	return ruleNames[r]
}

// Step is one deduction: Cell gets Mark (Square or NoSquare).
type Step struct {
	Rule  Rule
	Cell  int
	Mark  uint8
	About []int
	Text  string
}

type human struct {
	p     *Puzzle
	marks []uint8

	// Storage reused from step to step: the blocks, the squares they are
	// found from, and the board a trial is played on (with its own).
	found                 blockScratch
	sq, anchored, closedB []bool
	seen                  []bool
	stack                 []int
	trial                 *human
}

// clearBools is *buf resized to n falses, reusing its storage.
func clearBools(buf *[]bool, n int) []bool {
	if cap(*buf) < n {
		*buf = make([]bool, n)
	}
	b := (*buf)[:n]
	clear(b)
	return b
}

func (p *Puzzle) newHuman(marks []uint8) *human {
	h := &human{p: p, marks: append([]uint8(nil), marks...)}
	for c, k := range p.Cells {
		switch k {
		case Given:
			h.marks[c] = Square
		case Shaded:
			h.marks[c] = NoSquare
		}
	}
	return h
}

func (h *human) squares() []bool {
	if len(h.sq) != len(h.marks) {
		h.sq = make([]bool, len(h.marks))
	}
	sq := h.sq
	for c, m := range h.marks {
		sq[c] = m == Square
	}
	return sq
}

// closed reports whether every neighbour of the block is decided empty.
func (h *human) closed(cells []int, comp []int32) bool {
	g := h.p.G
	nb := make([]int, 0, 4) // room for every neighbour: Neighbours never allocates
	for _, c := range cells {
		for _, d := range g.Neighbours(nb[:0], c) {
			if comp[d] != comp[c] && h.marks[d] != NoSquare {
				return false
			}
		}
	}
	return true
}

// next finds the first deduction of the rules up to maxRule, simplest
// first; each rule is one step below.
func (h *human) next(maxRule Rule) (Step, bool) {
	nb := make([]int, 0, 4)
	if st, ok := h.arrowNeighbours(nb); ok {
		return st, true
	}
	if maxRule < RuleUnreachable {
		return Step{}, false
	}
	bl := h.blocks()
	if st, ok := h.besideAnchored(nb, &bl); ok {
		return st, true
	}
	if st, ok := h.unreachable(nb, &bl); ok {
		return st, true
	}
	if maxRule < RuleOneWay {
		return Step{}, false
	}
	if st, ok := h.oneWay(nb, &bl); ok {
		return st, true
	}
	if maxRule < RuleComplete {
		return Step{}, false
	}
	if st, ok := h.completeBlock(nb, &bl); ok {
		return st, true
	}
	if st, ok := h.loneArrowCell(nb, &bl); ok {
		return st, true
	}
	if maxRule < RuleTrial {
		return Step{}, false
	}
	return h.trialStep()
}

// markedBlocks are the blocks of squares on the marks: the block of each
// cell (-1 none), each block's cells, and whether it holds an arrow cell
// (anchored) or has every neighbour decided empty (closed).
type markedBlocks struct {
	comp              []int32
	members           [][]int
	anchored, closedB []bool
}

// arrowNeighbours: a square on an arrow cell empties the arrow cells
// beside it.
func (h *human) arrowNeighbours(nb []int) (Step, bool) {
	p := h.p
	g := p.G
	for c, m := range h.marks {
		if m != Square || p.arrowOf[c] < 0 {
			continue
		}
		for _, d := range g.Neighbours(nb[:0], c) {
			if p.arrowOf[d] >= 0 && h.marks[d] == Unmarked {
				return Step{Rule: RuleArrowNeighbours, Cell: d, Mark: NoSquare, About: []int{c},
					Text: fmt.Sprintf("%s and %s are arrow cells side by side: with a square on %s, %s stays empty", cellName(g, c), cellName(g, d), cellName(g, c), cellName(g, d))}, true
			}
		}
	}
	return Step{}, false
}

// blocks finds the blocks of squares with, per block, whether it holds
// an arrow cell (anchored) and whether it is closed.
func (h *human) blocks() (bl markedBlocks) {
	p := h.p
	g := p.G
	bl.comp, bl.members = h.found.find(g, h.squares())
	bl.anchored = clearBools(&h.anchored, len(bl.members))
	bl.closedB = clearBools(&h.closedB, len(bl.members))
	comp, members, anchored, closedB := bl.comp, bl.members, bl.anchored, bl.closedB
	for id, cells := range members {
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				anchored[id] = true
			}
		}
		closedB[id] = h.closed(cells, comp)
	}
	return bl
}

// besideAnchored: a cell beside two anchored blocks, or an arrow cell
// beside one, stays empty.
func (h *human) besideAnchored(nb []int, bl *markedBlocks) (Step, bool) {
	p := h.p
	g := p.G
	comp, members, anchored := bl.comp, bl.members, bl.anchored
	for c, m := range h.marks {
		if m != Unmarked {
			continue
		}
		var ids []int32
		for _, d := range g.Neighbours(nb[:0], c) {
			if b := comp[d]; b >= 0 && anchored[b] {
				if len(ids) == 0 || ids[0] != b {
					ids = append(ids, b)
				}
			}
		}
		if len(ids) >= 2 {
			return Step{Rule: RuleUnreachable, Cell: c, Mark: NoSquare, About: append(append([]int(nil), members[ids[0]]...), members[ids[1]]...),
				Text: fmt.Sprintf("A square on %s would join two blocks that each have their arrow square", cellName(g, c))}, true
		}
		if len(ids) == 1 && p.arrowOf[c] >= 0 {
			return Step{Rule: RuleUnreachable, Cell: c, Mark: NoSquare, About: append([]int(nil), members[ids[0]]...),
				Text: fmt.Sprintf("A square on the arrow cell %s would give the block beside it, which has its arrow square, a second one", cellName(g, c))}, true
		}
	}
	return Step{}, false
}

// unreachable: a cell no path reaches from a usable arrow cell stays
// empty.
func (h *human) unreachable(nb []int, bl *markedBlocks) (Step, bool) {
	p := h.p
	g := p.G
	comp, closedB := bl.comp, bl.closedB
	// Search from usable arrow cells through undecided cells
	// and squares of blocks that are not closed.
	usable := func(c int) bool {
		if h.marks[c] == NoSquare {
			return false
		}
		if b := comp[c]; b >= 0 && closedB[b] {
			return false
		}
		return true
	}
	seen := clearBools(&h.seen, len(h.marks))
	stack := h.stack[:0]
	defer func() { h.stack = stack }()
	for c := range h.marks {
		if p.arrowOf[c] >= 0 && usable(c) {
			seen[c] = true
			stack = append(stack, c)
		}
	}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range g.Neighbours(nb[:0], c) {
			if !seen[d] && usable(d) && p.arrowOf[d] < 0 {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	for c, m := range h.marks {
		if m == Unmarked && !seen[c] {
			return Step{Rule: RuleUnreachable, Cell: c, Mark: NoSquare,
				Text: fmt.Sprintf("No block can reach %s from an arrow, so it stays empty", cellName(g, c))}, true
		}
	}
	return Step{}, false
}

// oneWay: a block with no arrow square and a single undecided cell
// beside it grows there.
func (h *human) oneWay(nb []int, bl *markedBlocks) (Step, bool) {
	g := h.p.G
	members, anchored := bl.members, bl.anchored
	for id, cells := range members {
		if anchored[id] {
			continue
		}
		free := -1
		count := 0
		for _, c := range cells {
			for _, d := range g.Neighbours(nb[:0], c) {
				if h.marks[d] == Unmarked && d != free {
					free = d
					count++
				}
			}
		}
		if count == 1 {
			return Step{Rule: RuleOneWay, Cell: free, Mark: Square, About: append([]int(nil), cells...),
				Text: fmt.Sprintf("The squares at %s need an arrow square and can only grow through %s", cellName(g, cells[0]), cellName(g, free))}, true
		}
	}
	return Step{}, false
}

// completeBlock: a block that already is the closed previous (next)
// block along an arrow plus (minus) one square is complete.
func (h *human) completeBlock(nb []int, bl *markedBlocks) (Step, bool) {
	p := h.p
	g := p.G
	comp, members, closedB := bl.comp, bl.members, bl.closedB
	for _, ar := range p.Arrows {
		prev := -1
		for i, c := range ar {
			if h.marks[c] == Unmarked {
				prev = -1 // an undecided arrow cell may hold a block in between
				continue
			}
			if h.marks[c] != Square {
				continue
			}
			if prev >= 0 {
				b0, b1 := comp[ar[prev]], comp[c]
				for _, pair := range [2][2]int32{{b0, b1}, {b1, b0}} {
					fixed, grown := pair[0], pair[1]
					if !closedB[fixed] || closedB[grown] {
						continue
					}
					ok := false
					if fixed == b0 {
						ok = evolves(g, members[b0], members[b1])
					} else {
						ok = evolves(g, members[b0], members[b1])
					}
					if !ok {
						continue
					}
					for _, x := range members[grown] {
						for _, d := range g.Neighbours(nb[:0], x) {
							if h.marks[d] == Unmarked {
								return Step{Rule: RuleComplete, Cell: d, Mark: NoSquare, About: append(append([]int(nil), members[b0]...), members[b1]...),
									Text: fmt.Sprintf("Along the arrow from %s, the block at %s is already the block at %s plus one square: it is complete, so %s stays empty", cellName(g, ar[0]), cellName(g, members[b1][0]), cellName(g, members[b0][0]), cellName(g, d))}, true
							}
						}
					}
				}
			}
			prev = i
		}
	}
	return Step{}, false
}

// loneArrowCell: a lone arrow cell (every neighbour decided empty or on
// an arrow: a block holds one arrow cell, so it cannot grow there) would
// hold a block of one square, which only the first block along an arrow
// can be, and then the next block is a domino: so it stays empty after a
// square on its arrow, or before a closed next block of another size.
func (h *human) loneArrowCell(nb []int, bl *markedBlocks) (Step, bool) {
	p := h.p
	g := p.G
	comp, members, closedB := bl.comp, bl.members, bl.closedB
	for _, ar := range p.Arrows {
		for i, q := range ar {
			if h.marks[q] != Unmarked {
				continue
			}
			lone := true
			for _, d := range g.Neighbours(nb[:0], q) {
				lone = lone && (h.marks[d] == NoSquare || p.arrowOf[d] >= 0)
			}
			if !lone {
				continue
			}
			for _, e := range ar[:i] {
				if h.marks[e] == Square {
					return Step{Rule: RuleComplete, Cell: q, Mark: NoSquare, About: []int{e},
						Text: fmt.Sprintf("A square on %s would be a block of one square, which only the first block along an arrow can be, but %s before it on the arrow already holds a square: %s stays empty", cellName(g, q), cellName(g, e), cellName(g, q))}, true
				}
			}
			for _, e := range ar[i+1:] {
				if h.marks[e] == Unmarked {
					break
				}
				if h.marks[e] != Square {
					continue
				}
				if b := comp[e]; closedB[b] && len(members[b]) != 2 {
					return Step{Rule: RuleComplete, Cell: q, Mark: NoSquare, About: append([]int(nil), members[b]...),
						Text: fmt.Sprintf("A square on %s would be a block of one square, so the next block along the arrow would need two squares, but the block at %s is complete with %d: %s stays empty", cellName(g, q), cellName(g, e), len(members[b]), cellName(g, q))}, true
				}
				break
			}
		}
	}
	return Step{}, false
}

// trialStep tries each undecided cell both ways: a value the simple
// rules refute gives the other.
func (h *human) trialStep() (Step, bool) {
	p := h.p
	g := p.G
	for c, m := range h.marks {
		if m != Unmarked {
			continue
		}
		for _, try := range []uint8{Square, NoSquare} {
			if h.trial == nil {
				h.trial = &human{p: p}
			}
			t := h.trial
			t.marks = append(t.marks[:0], h.marks...)
			t.marks[c] = try
			if t.propagate(RuleComplete) && t.dead() {
				other := uint8(NoSquare)
				word := "a square"
				if try == NoSquare {
					other, word = Square, "no square"
				}
				return Step{Rule: RuleTrial, Cell: c, Mark: other,
					Text: fmt.Sprintf("With %s on %s the simple rules run into a contradiction", word, cellName(g, c))}, true
			}
		}
	}
	return Step{}, false
}

// propagate applies rules up to maxRule until none applies; it reports
// whether it stopped normally (false: a step limit, never expected).
func (h *human) propagate(maxRule Rule) bool {
	for steps := 0; steps <= len(h.marks); steps++ {
		st, ok := h.next(maxRule)
		if !ok {
			return true
		}
		h.marks[st.Cell] = st.Mark
	}
	return false
}

// dead reports a definite contradiction: a block with two arrow squares, a
// closed block without an arrow square, an arrow with fewer than two
// possible blocks, or two closed consecutive blocks that do not evolve.
func (h *human) dead() bool {
	p := h.p
	g := p.G
	comp, members := h.found.find(g, h.squares())
	for _, cells := range members {
		on := 0
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				on++
			}
		}
		if on > 1 || on == 0 && h.closed(cells, comp) {
			return true
		}
	}
	for _, ar := range p.Arrows {
		possible := 0
		prev := -1
		for i, c := range ar {
			if h.marks[c] != NoSquare {
				possible++
			}
			if h.marks[c] == Unmarked {
				prev = -1
				continue
			}
			if h.marks[c] != Square {
				continue
			}
			if prev >= 0 {
				b0, b1 := members[comp[ar[prev]]], members[comp[c]]
				if h.closed(b0, comp) && h.closed(b1, comp) && !evolves(g, b0, b1) {
					return true
				}
			}
			prev = i
		}
		if possible < 2 {
			return true
		}
	}
	return false
}

// HumanSolve applies the rules up to maxRule from the givens; it reports
// whether they decide every cell into a correct solution.
func (p *Puzzle) HumanSolve(maxRule Rule) bool {
	h := p.newHuman(p.Start().Marks)
	h.propagate(maxRule)
	for _, m := range h.marks {
		if m == Unmarked {
			return false
		}
	}
	return p.Check(Answer{P: p, Squares: h.squares()}) == nil
}

func cellPoints(g grid.Grid, cells []int) []grid.Point {
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = g.CellPoint(c)
	}
	return out
}
