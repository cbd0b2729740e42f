package fillomino

// The setter's contract (puzzle.Editable, puzzle.Clued): a number
// 1..cells or "?" on a cell, and "wall" (a given border) on the edge
// between two cells. WithGiven copies the puzzle and changes only its
// clues and walls, so rule variants the puzzle carries stay as they are.

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// BorderGiven is the value of a given border.
const BorderGiven = "wall"

// Blank is the board with no numbers and no borders.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	return NewPuzzle(g, make([]int, g.Cells()), nil)
}

// GivenList lists the numbers and borders in position order.
func (p *Puzzle) GivenList() []puzzle.Given {
	out := puzzle.CellGivens(p.G, len(p.Clues), func(c int) string { return puzzle.NumberText(p.Clues[c], 0, Unknown) })
	for e, w := range p.Walls {
		if w {
			out = append(out, puzzle.Given{At: p.EdgePoint(e), Value: BorderGiven})
		}
	}
	return puzzle.SortGivens(out)
}

// WithGiven places, changes or removes one number or border.
func (p *Puzzle) WithGiven(gv puzzle.Given) (puzzle.Puzzle, error) {
	q := *p
	if e, ok := p.PointEdge(gv.At); ok {
		if gv.Value != "" && gv.Value != BorderGiven {
			return nil, fmt.Errorf("fillomino: %s takes a border (%q) or nothing, not %q", puzzle.PointName(gv.At), BorderGiven, gv.Value)
		}
		q.Walls = append([]bool(nil), p.Walls...)
		q.Walls[e] = gv.Value != ""
		return &q, nil
	}
	c, err := puzzle.GivenCell("fillomino", p.G, gv.At)
	if err != nil {
		return nil, fmt.Errorf("fillomino: %s is not a cell or an edge between two cells of the %dx%d board", puzzle.PointName(gv.At), p.G.Cols, p.G.Rows)
	}
	v := 0
	if gv.Value != "" {
		if v, err = puzzle.GivenNumber("fillomino", gv.Value, 1, p.G.Cells(), true, Unknown); err != nil {
			return nil, err
		}
	}
	q.Clues = append([]int(nil), p.Clues...)
	q.Clues[c] = v
	return &q, nil
}
