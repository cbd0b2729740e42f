package sudoku

// The setter's contract (puzzle.Editable, puzzle.Clued): a given is a
// digit 1..N written in decimal ("12" on 16x16, drawn as C) on a cell.

import (
	"fmt"

	"pencilbox/solver/puzzle"
)

// Blank is the empty square board of a supported side.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if cols != rows {
		return nil, fmt.Errorf("sudoku: the board must be square, not %dx%d", cols, rows)
	}
	geo, err := GeometryOf(cols)
	if err != nil {
		return nil, err
	}
	return NewPuzzle(geo, make([]uint8, cols*rows))
}

// GivenList lists the given digits in cell order.
func (p *Puzzle) GivenList() []puzzle.Given {
	return puzzle.CellGivens(p.grid(), len(p.Givens), func(c int) string { return puzzle.NumberText(int(p.Givens[c]), 0, -1) })
}

// WithGiven sets or clears one digit; a digit that repeats in a row,
// column or box is refused with the rule it breaks.
func (p *Puzzle) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) {
	c, err := puzzle.GivenCell("sudoku", p.grid(), g.At)
	if err != nil {
		return nil, err
	}
	v := 0
	if g.Value != "" {
		if v, err = puzzle.GivenNumber("sudoku", g.Value, 1, p.Geo.N, false, 0); err != nil {
			return nil, err
		}
	}
	givens := append([]uint8(nil), p.Givens...)
	givens[c] = uint8(v)
	return NewPuzzle(p.Geo, givens)
}
