package slitherlink

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Answer is a set of loop edges (indexed as in geometry.go), complete or
// not.
type Answer struct {
	P    *Puzzle
	Line []bool
}

// String is the benchmark `solution:` form: rows of space-separated
// tokens, '#' for a cell inside the loop and '.' outside, rows joined by
// newlines.
func (a Answer) String() string {
	if a.P == nil || len(a.Line) != a.P.geo.numEdges() {
		return ""
	}
	in := a.P.geo.insideCells(a.Line)
	cols := a.P.G.Cols
	var b strings.Builder
	for c, v := range in {
		switch {
		case c == 0:
		case c%cols == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		if v {
			b.WriteByte('#')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// ParseAnswer reads the benchmark solution form: one '#' (inside) or '.'
// (outside) per cell, row-major; spaces and newlines between tokens are
// optional. The loop is the boundary of the inside.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	in := make([]bool, 0, p.G.Cells())
	for i := 0; i < len(text); i++ {
		switch ch := text[i]; ch {
		case ' ', '\t', '\n', '\r':
		case '#', '.':
			if len(in) == p.G.Cells() {
				return nil, fmt.Errorf("slitherlink: the answer has more than %d cells", p.G.Cells())
			}
			in = append(in, ch == '#')
		default:
			return nil, fmt.Errorf("slitherlink: answer character %q is not '#' (inside) or '.' (outside)", ch)
		}
	}
	if len(in) != p.G.Cells() {
		return nil, fmt.Errorf("slitherlink: the answer has %d cells, want %d", len(in), p.G.Cells())
	}
	return Answer{P: p, Line: p.geo.boundary(in)}, nil
}

// lineOf gets the edges out of any answer for this puzzle.
func (p *Puzzle) lineOf(a puzzle.Answer) ([]bool, error) {
	return puzzle.AnswerAs("slitherlink", a, func(v Answer) ([]bool, bool) { return v.Line, len(v.Line) == p.geo.numEdges() },
		func(s string) ([]bool, error) {
			b, err := p.ParseAnswer(s)
			if err != nil {
				return nil, err
			}
			return b.(Answer).Line, nil
		})
}

// finished says whether a single closed loop line (its shape known
// already) is a solution: it meets the clues and, in the all-dots
// variant, passes every dot.
func (p *Puzzle) finished(line []bool) bool {
	if !p.cluesMet(line) {
		return false
	}
	if p.AllDots {
		for _, es := range p.geo.vertEdges {
			on := false
			for _, e := range es {
				on = on || e >= 0 && line[e]
			}
			if !on {
				return false
			}
		}
	}
	return true
}

// cluesMet says whether line has as many sides of every clue as it asks.
func (p *Puzzle) cluesMet(line []bool) bool {
	for c, clue := range p.Clues {
		if clue < 0 {
			continue
		}
		n := 0
		for _, e := range p.geo.cellEdges[c] {
			if line[e] {
				n++
			}
		}
		if n != clue {
			return false
		}
	}
	return true
}

// Check returns nil exactly when the edges form one closed loop that
// meets every clue (and, in the all-dots variant, passes every dot). Gaps (a clue still short, a loop end not yet joined,
// nothing drawn) are Incomplete; a clue with too many sides, a branch and
// a closed loop beside other lines are mistakes.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	line, err := p.lineOf(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	geo := p.geo
	var out []puzzle.Violation
	for c, clue := range p.Clues {
		if clue < 0 {
			continue
		}
		n := 0
		for _, e := range geo.cellEdges[c] {
			if line[e] {
				n++
			}
		}
		if n != clue {
			out = append(out, puzzle.Violation{
				Rule:       "clue",
				Msg:        fmt.Sprintf("slitherlink: %s has %s on the loop, not %d", cellName(p.G, c), puzzle.Count(n, "side"), clue),
				At:         []grid.Point{p.G.CellPoint(c)},
				Incomplete: n < clue,
			})
		}
	}
	var ends []grid.Point
	deg := make([]int8, geo.numVertices())
	uf := grid.NewUnionFind(geo.numVertices())
	used := 0
	for e, on := range line {
		if !on {
			continue
		}
		used++
		v := geo.edgeVerts[e]
		deg[v[0]]++
		deg[v[1]]++
		uf.Union(int(v[0]), int(v[1]))
	}
	for v, d := range deg {
		switch {
		case d > 2:
			vy, vx := v/(p.G.Cols+1), v%(p.G.Cols+1)
			out = append(out, puzzle.Violation{
				Rule: "branch",
				Msg:  fmt.Sprintf("slitherlink: the loop branches at the dot %d,%d", vy, vx),
				At:   []grid.Point{geo.vertexPoint(v)},
			})
		case d == 1:
			ends = append(ends, geo.vertexPoint(v))
		}
	}
	if used == 0 {
		return append(out, puzzle.Violation{Rule: "empty", Msg: "slitherlink: no loop is drawn yet", Incomplete: true})
	}
	if p.AllDots {
		var missed []grid.Point
		for v, d := range deg {
			if d == 0 {
				missed = append(missed, geo.vertexPoint(v))
			}
		}
		if len(missed) > 0 {
			out = append(out, puzzle.Violation{
				Rule:       "dots",
				Msg:        fmt.Sprintf("slitherlink: the loop must pass through every dot; %s", puzzle.Count(len(missed), "dot")+" still without a line"),
				At:         missed,
				Incomplete: true,
			})
		}
	}
	if len(ends) > 0 {
		out = append(out, puzzle.Violation{
			Rule:       "open",
			Msg:        fmt.Sprintf("slitherlink: the loop has %d loose ends", len(ends)),
			At:         ends,
			Incomplete: true,
		})
	}
	// Pieces: a closed piece (no loose end) beside any other line can never
	// become part of the one loop.
	open := map[int]bool{}
	pieces := map[int][]grid.Point{}
	var order []int
	for e, on := range line {
		if !on {
			continue
		}
		r := uf.Find(int(geo.edgeVerts[e][0]))
		if _, seen := pieces[r]; !seen {
			order = append(order, r)
		}
		pieces[r] = append(pieces[r], geo.edgePoint(e))
	}
	if len(order) > 1 {
		for v, d := range deg {
			if d == 1 || d > 2 {
				open[uf.Find(v)] = true
			}
		}
		closed := 0
		for _, r := range order {
			if !open[r] {
				closed++
				out = append(out, puzzle.Violation{
					Rule: "loops",
					Msg:  fmt.Sprintf("slitherlink: a closed loop of %d edges is not the only line", len(pieces[r])),
					At:   pieces[r],
				})
			}
		}
		if closed == 0 {
			out = append(out, puzzle.Violation{
				Rule:       "pieces",
				Msg:        fmt.Sprintf("slitherlink: the line is in %d pieces", len(order)),
				Incomplete: true,
			})
		}
	}
	return out
}

// clueText is how a clue is drawn.
func clueText(v int) string {
	if v == urlcodec.Unknown {
		return "?"
	}
	return string(rune('0' + v))
}
