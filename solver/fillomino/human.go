package fillomino

// Human-style deductions on a partly filled board, shared by hints and by
// the generator's grading. Each rule looks at the groups of equal numbers
// (as Check sees them) and the empty cells, and names one cell it fills:
//
//   - Grow: a group of k with fewer than k cells and exactly one empty cell
//     beside it must grow into that cell.
//   - Isolated: an empty area (empty cells joined side by side) that no
//     unfinished group can reach is a region of its own; one cell is a 1,
//     two cells are a 2 (two 1s may not touch).
//   - Room: a group of k whose empty cells within reach number exactly
//     what it still needs fills all of them.
//
// Reach is measured generously (through empty cells, up to the cells the
// group still needs), so a rule never claims more than is certain: every
// conclusion holds in every solution that extends the board.

import (
	"fmt"

	"pencilbox/solver/grid"
)

// Rule names a human deduction.
type Rule int

const (
	RuleGrow     Rule = iota // a group can grow one way only
	RuleIsolated             // a cell no group can reach
	RuleRoom                 // a group has exactly enough room
	numRules
)

var ruleNames = [...]string{"only way to grow", "unreachable cell", "exactly enough room"}

func (r Rule) String() string {
	if r < 0 || r >= numRules {
		return "unknown rule"
	}
	return ruleNames[r]
}

// Step is one deduction: the cells it fills with Value, the group or area
// it reasons about, and why.
type Step struct {
	Rule  Rule
	Cells []int // cells to fill
	Value int
	About []int // the group or area the rule looked at
	Text  string
}

type human struct {
	p    *Puzzle
	vals []int
}

// neighbours of c not across a given border.
func (h *human) open(dst []int, c int) []int {
	p := h.p
	for _, e := range p.inc[c] {
		if e >= 0 && !p.Walls[e] {
			dst = append(dst, int(p.edges[e].a)+int(p.edges[e].b)-c)
		}
	}
	return dst
}

// next finds the first deduction allowed by maxRule (rules up to it).
func (h *human) next(maxRule Rule) (Step, bool) {
	p := h.p
	g := p.G
	_, members := p.regions(h.vals)
	var nb []int
	// reach: the empty cells each unfinished group could still use.
	type group struct {
		cells []int
		k     int
		reach map[int]int // empty cell -> distance
	}
	var groups []group
	for _, cells := range members {
		k := h.vals[cells[0]]
		if len(cells) >= k {
			continue
		}
		budget := k - len(cells)
		dist := map[int]int{}
		queue := []int{}
		inGroup := map[int]bool{}
		for _, c := range cells {
			inGroup[c] = true
		}
		for _, c := range cells {
			for _, d := range h.open(nb[:0], c) {
				if h.vals[d] == 0 {
					if _, ok := dist[d]; !ok {
						dist[d] = 1
						queue = append(queue, d)
					}
				}
			}
		}
		for q := 0; q < len(queue); q++ {
			c := queue[q]
			if dist[c] >= budget {
				continue
			}
			for _, d := range h.open(nb[:0], c) {
				if h.vals[d] != 0 {
					continue
				}
				if _, ok := dist[d]; !ok {
					dist[d] = dist[c] + 1
					queue = append(queue, d)
				}
			}
		}
		groups = append(groups, group{cells, k, dist})
	}
	// Grow: exactly one empty neighbour.
	for _, gr := range groups {
		var only []int
		for d, dd := range gr.reach {
			if dd == 1 {
				only = append(only, d)
			}
		}
		if len(only) == 1 {
			return Step{
				Rule: RuleGrow, Cells: only, Value: gr.k, About: gr.cells,
				Text: fmt.Sprintf("The %d at %s has %d of its %d cells and can only grow into %s", gr.k, cellName(g, gr.cells[0]), len(gr.cells), gr.k, cellName(g, only[0])),
			}, true
		}
	}
	if maxRule < RuleIsolated {
		return Step{}, false
	}
	// Isolated: an empty area no unfinished group reaches.
	reached := map[int]bool{}
	for _, gr := range groups {
		for d := range gr.reach {
			reached[d] = true
		}
	}
	seen := map[int]bool{}
	for c := range h.vals {
		if h.vals[c] != 0 || seen[c] || reached[c] {
			continue
		}
		area := []int{c}
		seen[c] = true
		touched := false
		for q := 0; q < len(area); q++ {
			for _, d := range h.open(nb[:0], area[q]) {
				if h.vals[d] == 0 && !seen[d] {
					seen[d] = true
					area = append(area, d)
				}
			}
		}
		for _, a := range area {
			touched = touched || reached[a]
		}
		if touched || len(area) > 2 {
			continue
		}
		v := len(area)
		// the neighbours must not already be a finished group of v
		clash := false
		for _, a := range area {
			for _, d := range h.open(nb[:0], a) {
				if h.vals[d] == v {
					clash = true
				}
			}
		}
		if clash {
			continue
		}
		return Step{
			Rule: RuleIsolated, Cells: area, Value: v, About: area,
			Text: fmt.Sprintf("No unfinished group can reach %s, so its area of %d cell(s) is a region of its own: %d", cellName(g, c), v, v),
		}, true
	}
	if maxRule < RuleRoom {
		return Step{}, false
	}
	// Room: exactly as many reachable empty cells as still needed.
	for _, gr := range groups {
		need := gr.k - len(gr.cells)
		if len(gr.reach) != need || h.canMerge(gr.cells, gr.k, gr.reach) {
			continue
		}
		var cells []int
		for d := range h.vals {
			if _, ok := gr.reach[d]; ok {
				cells = append(cells, d)
			}
		}
		return Step{
			Rule: RuleRoom, Cells: cells, Value: gr.k, About: gr.cells,
			Text: fmt.Sprintf("The %d at %s needs %d more cells and can reach exactly %d: it fills them all", gr.k, cellName(g, gr.cells[0]), need, need),
		}, true
	}
	return Step{}, false
}

// canMerge reports whether a reachable empty cell touches another group of
// k: the group could then take cells of that group instead of empty ones.
func (h *human) canMerge(cells []int, k int, reach map[int]int) bool {
	own := map[int]bool{}
	for _, c := range cells {
		own[c] = true
	}
	var nb []int
	for d := range h.vals {
		if _, ok := reach[d]; !ok {
			continue
		}
		for _, e := range h.open(nb[:0], d) {
			if h.vals[e] == k && !own[e] {
				return true
			}
		}
	}
	return false
}

// HumanSolve applies the rules up to maxRule from the givens until the
// board is full or nothing applies; it reports whether the board was
// solved correctly and the hardest rule it used.
func (p *Puzzle) HumanSolve(maxRule Rule) (solved bool, hardest Rule) {
	h := &human{p: p, vals: p.Start().Values}
	hardest = RuleGrow
	for steps := 0; steps < p.G.Cells()+1; steps++ {
		st, ok := h.next(maxRule)
		if !ok {
			break
		}
		hardest = max(hardest, st.Rule)
		for _, c := range st.Cells {
			h.vals[c] = st.Value
		}
	}
	return p.Check(Answer{G: p.G, Values: h.vals}) == nil, hardest
}

func cellPoints(g grid.Grid, cells []int) []grid.Point {
	out := make([]grid.Point, len(cells))
	for i, c := range cells {
		out[i] = g.CellPoint(c)
	}
	return out
}
