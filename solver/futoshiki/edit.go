package futoshiki

// The setter's contract (puzzle.Editable, puzzle.Clued): a digit 1..N on
// a cell, and a sign on the edge between two neighbours, written as the
// board draws it: "<" or ">" between columns, "^" (the upper cell is
// smaller) or "v" (it is larger) between rows.

import (
	"fmt"

	"pencilbox/solver/puzzle"
)

// Blank is the empty square board of a supported side.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if cols != rows {
		return nil, fmt.Errorf("futoshiki: the board must be square, not %dx%d", cols, rows)
	}
	n := cols
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("futoshiki: size %dx%d is not supported (3x3 to 9x9)", n, n)
	}
	return NewPuzzle(n, make([]uint8, n*n), make([]Rel, n*n), make([]Rel, n*n))
}

// GivenList lists the digits and signs in position order.
func (p *Puzzle) GivenList() []puzzle.Given {
	g := p.grid()
	out := puzzle.CellGivens(g, len(p.Givens), func(c int) string { return puzzle.NumberText(int(p.Givens[c]), 0, -1) })
	n := p.N
	for c := 0; c < n*n; c++ {
		if r := p.Right[c]; r != NoRel {
			out = append(out, puzzle.Given{At: g.Between(c, c+1), Value: [3]string{"", "<", ">"}[r]})
		}
		if r := p.Down[c]; r != NoRel {
			out = append(out, puzzle.Given{At: g.Between(c, c+n), Value: [3]string{"", "^", "v"}[r]})
		}
	}
	return puzzle.SortGivens(out)
}

// WithGiven sets or clears one digit or sign. A digit that repeats in a
// line, or a sign that contradicts two digits, is refused.
func (p *Puzzle) WithGiven(gv puzzle.Given) (puzzle.Puzzle, error) {
	n := p.N
	givens := append([]uint8(nil), p.Givens...)
	right, down := append([]Rel(nil), p.Right...), append([]Rel(nil), p.Down...)
	at := gv.At
	switch {
	case at.IsCell():
		c, err := puzzle.GivenCell("futoshiki", p.grid(), at)
		if err != nil {
			return nil, err
		}
		v := 0
		if gv.Value != "" {
			if v, err = puzzle.GivenNumber("futoshiki", gv.Value, 1, n, false, 0); err != nil {
				return nil, err
			}
		}
		givens[c] = uint8(v)
	case at.IsEdge() && at.Y >= 1 && at.X >= 1 && at.Y < 2*n && at.X < 2*n:
		rels, signs := right, [3]string{"", "<", ">"}
		c := (at.Y-1)/2*n + at.X/2 - 1 // the cell left of the edge
		if at.Y&1 == 0 {
			rels, signs = down, [3]string{"", "^", "v"}
			c = (at.Y/2-1)*n + (at.X-1)/2 // the cell above it
		}
		r := -1
		for k, s := range signs {
			if s == gv.Value {
				r = k
			}
		}
		if r < 0 {
			return nil, fmt.Errorf("futoshiki: %q is not a sign for %s; use %q or %q", gv.Value, puzzle.PointName(at), signs[1], signs[2])
		}
		rels[c] = Rel(r)
	default:
		return nil, fmt.Errorf("futoshiki: %s is not a cell or an edge between two cells of the %dx%d board", puzzle.PointName(at), n, n)
	}
	return NewPuzzle(n, givens, right, down)
}
