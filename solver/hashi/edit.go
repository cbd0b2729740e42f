package hashi

// The setter's contract (puzzle.Editable, puzzle.Clued): an island is a
// number 1..8 or "?" on a cell.

import (
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Blank is the board of water.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	clues := make([]int, cols*rows)
	for c := range clues {
		clues[c] = urlcodec.Empty
	}
	if cols < 1 || rows < 1 {
		clues = nil
	}
	return NewPuzzle(cols, rows, clues)
}

// GivenList lists the islands in cell order.
func (p *Puzzle) GivenList() []puzzle.Given {
	return puzzle.CellGivens(p.G, len(p.Clues), func(c int) string {
		return puzzle.NumberText(p.Clues[c], urlcodec.Empty, urlcodec.Unknown)
	})
}

// WithGiven places, changes or removes one island.
func (p *Puzzle) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) {
	c, err := puzzle.GivenCell("hashi", p.G, g.At)
	if err != nil {
		return nil, err
	}
	v := urlcodec.Empty
	if g.Value != "" {
		if v, err = puzzle.GivenNumber("hashi", g.Value, 1, MaxClue, true, urlcodec.Unknown); err != nil {
			return nil, err
		}
	}
	clues := append([]int(nil), p.Clues...)
	clues[c] = v
	return NewPuzzle(p.G.Cols, p.G.Rows, clues)
}
