package evolomino

// The setter's contract (puzzle.Editable, puzzle.Clued). The link stores
// each cell's kind and, for each edge between two cells, whether an arrow
// steps across it and which way; the givens say the same: "square" or
// "shaded" on a cell, and on an edge the step's direction as the board
// draws it, ">" or "<" between columns, "v" (downward) or "^" between
// rows. An arrow is the chain of its steps, so a setter draws one step
// by step; Puzzle.Arrows is rebuilt from the steps each time.

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Cell given values.
const (
	SquareGiven = "square"
	ShadedGiven = "shaded"
)

// Blank is the board of plain cells without arrows.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	return NewPuzzle(g, make([]uint8, g.Cells()), nil)
}

// GivenList lists the squares, shaded cells and arrow steps in position
// order.
func (p *Puzzle) GivenList() []puzzle.Given {
	g := p.G
	out := puzzle.CellGivens(g, len(p.Cells), func(c int) string { return [3]string{"", ShadedGiven, SquareGiven}[p.Cells[c]] })
	for _, ar := range p.Arrows {
		for i := 1; i < len(ar); i++ {
			out = append(out, puzzle.Given{At: g.Between(ar[i-1], ar[i]), Value: stepText(g, ar[i-1], ar[i])})
		}
	}
	return puzzle.SortGivens(out)
}

// stepText is the given for the arrow step from cell a to its neighbour b.
func stepText(g grid.Grid, a, b int) string {
	switch b - a {
	case 1:
		return ">"
	case -1:
		return "<"
	case g.Cols:
		return "v"
	}
	return "^"
}

// WithGiven sets or clears one cell's kind or one arrow step. A step
// that would make a cell the start (or end) of two steps, close a ring or
// cross a shaded cell is refused.
func (p *Puzzle) WithGiven(gv puzzle.Given) (puzzle.Puzzle, error) {
	g := p.G
	cells := append([]uint8(nil), p.Cells...)
	next := make([]int, g.Cells())
	for c := range next {
		next[c] = -1
	}
	for _, ar := range p.Arrows {
		for i := 1; i < len(ar); i++ {
			next[ar[i-1]] = ar[i]
		}
	}
	at := gv.At
	switch {
	case at.IsCell():
		c, err := puzzle.GivenCell("evolomino", g, at)
		if err != nil {
			return nil, err
		}
		switch gv.Value {
		case "":
			cells[c] = Plain
		case SquareGiven:
			cells[c] = Given
		case ShadedGiven:
			cells[c] = Shaded
		default:
			return nil, fmt.Errorf("evolomino: %q is not a cell clue; use %q or %q", gv.Value, SquareGiven, ShadedGiven)
		}
	case at.IsEdge() && at.Y >= 1 && at.X >= 1 && at.Y < 2*g.Rows && at.X < 2*g.Cols:
		var a, b int // a left of or above b
		fwd, back := ">", "<"
		if at.Y&1 == 1 {
			a = g.Cell((at.Y-1)/2, at.X/2-1)
			b = a + 1
		} else {
			a = g.Cell(at.Y/2-1, (at.X-1)/2)
			b = a + g.Cols
			fwd, back = "v", "^"
		}
		if next[a] == b {
			next[a] = -1
		}
		if next[b] == a {
			next[b] = -1
		}
		from, to := a, b
		switch gv.Value {
		case "":
			from = -1
		case fwd:
		case back:
			from, to = b, a
		default:
			return nil, fmt.Errorf("evolomino: %q is not an arrow step for %s; use %q or %q", gv.Value, puzzle.PointName(at), fwd, back)
		}
		if from >= 0 {
			if next[from] >= 0 {
				return nil, fmt.Errorf("evolomino: an arrow already leaves %s; arrows do not branch", cellName(g, from))
			}
			for c, n := range next {
				if n == to {
					return nil, fmt.Errorf("evolomino: an arrow already enters %s from %s; arrows do not merge", cellName(g, to), cellName(g, c))
				}
			}
			next[from] = to
		}
	default:
		return nil, fmt.Errorf("evolomino: %s is not a cell or an edge between two cells of the %dx%d board", puzzle.PointName(at), g.Cols, g.Rows)
	}
	prev := make([]int, g.Cells())
	for c := range prev {
		prev[c] = -1
	}
	for c, n := range next {
		if n >= 0 {
			prev[n] = c
		}
	}
	arrows, err := chain(g, next, prev)
	if err != nil {
		return nil, err
	}
	return NewPuzzle(g, cells, arrows)
}
