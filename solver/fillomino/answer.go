package fillomino

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Answer is a (possibly partial) board: one number per cell, 0 = empty.
type Answer struct {
	G      grid.Grid
	Values []int
}

// String is the benchmark `solution:` form: one line per row, numbers
// separated by single spaces, '.' for an empty cell.
func (a Answer) String() string {
	var b strings.Builder
	for y := 0; y < a.G.Rows; y++ {
		if y > 0 {
			b.WriteByte('\n')
		}
		for x := 0; x < a.G.Cols; x++ {
			if x > 0 {
				b.WriteByte(' ')
			}
			v := a.Values[a.G.Cell(y, x)]
			if v <= 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
		}
	}
	return b.String()
}

// ParseAnswer reads the benchmark solution text: rows of numbers or '.'
// separated by spaces, rows separated by newlines.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	vals, err := p.parseAnswer(text)
	if err != nil {
		return nil, err
	}
	return Answer{G: p.G, Values: vals}, nil
}

func (p *Puzzle) parseAnswer(text string) ([]int, error) {
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(text, "\r", "")), "\n")
	return parseGrid(p.G, lines, "answer")
}

// answerValues gets the numbers out of any puzzle.Answer of this board.
func (p *Puzzle) answerValues(a puzzle.Answer) ([]int, error) {
	return puzzle.AnswerAs("fillomino", a, func(v Answer) ([]int, bool) { return v.Values, len(v.Values) == p.G.Cells() }, p.parseAnswer)
}

// regions labels the groups of equal numbers (0 stays unlabelled, -1):
// cells join when adjacent, equal and not separated by a given border.
func (p *Puzzle) regions(vals []int) (comp []int32, members [][]int) {
	return p.label(func(c int) bool { return vals[c] > 0 }, func(e, c, d int) bool {
		return !p.Walls[e] && vals[d] == vals[c]
	})
}

// label floods the board: every cell that may start a group gets the id of
// the group it starts or joins, through the borders e between cells c and
// d that join says are open (-1 for cells in no group).
func (p *Puzzle) label(starts func(c int) bool, join func(e, c, d int) bool) (comp []int32, members [][]int) {
	n := p.G.Cells()
	comp = make([]int32, n)
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := 0; s < n; s++ {
		if comp[s] >= 0 || !starts(s) {
			continue
		}
		id := int32(len(members))
		comp[s] = id
		stack = append(stack[:0], s)
		var cells []int
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, c)
			for _, e := range p.inc[c] {
				if e < 0 {
					continue
				}
				d := int(p.edges[e].a) + int(p.edges[e].b) - c
				if comp[d] < 0 && join(int(e), c, d) {
					comp[d] = id
					stack = append(stack, d)
				}
			}
		}
		members = append(members, cells)
	}
	return comp, members
}

// Check returns nil exactly when every cell holds a number, the givens are
// kept, every group of equal numbers has exactly that many cells, no
// given border has equal numbers on both sides, and (variant t) no group
// is larger than MaxRegion. A group that is too small
// but can still grow (it touches an empty cell) is not a mistake yet; the
// empty cells are reported as one Incomplete violation.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	vals, err := p.answerValues(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	g := p.G
	var out []puzzle.Violation
	for c, v := range vals {
		at := []grid.Point{g.CellPoint(c)}
		if cl := p.Clues[c]; cl > 0 && v != cl {
			out = append(out, puzzle.Violation{Rule: "given", Msg: fmt.Sprintf("fillomino: %s must keep its given %d", cellName(g, c), cl), At: at})
		}
		switch {
		case v < 0 || v > g.Cells():
			out = append(out, puzzle.Violation{Rule: "number", Msg: fmt.Sprintf("fillomino: %s holds %d, which no region of this board can have", cellName(g, c), v), At: at})
		case v > 0 && !p.allows(v):
			out = append(out, puzzle.Violation{Rule: "max-size", Msg: fmt.Sprintf("fillomino: %s holds %d; in this variant no group has more than %d cells", cellName(g, c), v, p.MaxRegion), At: at})
		}
	}
	_, members := p.regions(vals)
	for _, cells := range members {
		v := vals[cells[0]]
		open := false
		for _, c := range cells {
			for _, e := range p.inc[c] {
				if e >= 0 && !p.Walls[e] && vals[int(p.edges[e].a)+int(p.edges[e].b)-c] == 0 {
					open = true
				}
			}
		}
		if p.MaxRegion > 0 && len(cells) > p.MaxRegion && p.allows(v) {
			// pzprjs's bkSizeGt3: a group above the limit, one violation
			// for it (a group of four 3s is reported here only).
			at := make([]grid.Point, len(cells))
			for i, c := range cells {
				at[i] = g.CellPoint(c)
			}
			out = append(out, puzzle.Violation{
				Rule: "max-size",
				Msg:  fmt.Sprintf("fillomino: the group of %ds at %s has %s; in this variant no group has more than %d", v, cellName(g, cells[0]), puzzle.Count(len(cells), "cell"), p.MaxRegion),
				At:   at,
			})
			continue
		}
		if len(cells) == v || len(cells) < v && open {
			continue
		}
		at := make([]grid.Point, len(cells))
		for i, c := range cells {
			at[i] = g.CellPoint(c)
		}
		rule, word := "too-big", "more"
		if len(cells) < v {
			rule, word = "too-small", "fewer"
		}
		out = append(out, puzzle.Violation{
			Rule: rule,
			Msg:  fmt.Sprintf("fillomino: the group of %ds at %s has %s, %s than %d", v, cellName(g, cells[0]), puzzle.Count(len(cells), "cell"), word, v),
			At:   at,
		})
	}
	for e, w := range p.Walls {
		a, b := p.EdgeCells(e)
		if w && vals[a] > 0 && vals[a] == vals[b] {
			out = append(out, puzzle.Violation{
				Rule: "border",
				Msg:  fmt.Sprintf("fillomino: %s and %s hold the same number across a given border", cellName(g, a), cellName(g, b)),
				At:   []grid.Point{g.CellPoint(a), p.EdgePoint(e), g.CellPoint(b)},
			})
		}
	}
	out = append(out, puzzle.EmptyCells("fillomino", g, vals)...)
	return out
}
