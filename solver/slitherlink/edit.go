package slitherlink

// The setter's contract (puzzle.Editable, puzzle.Clued): a number 0..4 or
// "?" on a cell. WithGiven copies the puzzle and changes only its clues,
// so rule variants the puzzle carries stay as they are.

import (
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Blank is the board with no numbers.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	n := cols * rows
	if cols < 1 || rows < 1 {
		n = 0
	}
	clues := make([]int, n)
	for c := range clues {
		clues[c] = urlcodec.Empty
	}
	return NewPuzzle(cols, rows, clues)
}

// GivenList lists the numbers in cell order.
func (p *Puzzle) GivenList() []puzzle.Given {
	return puzzle.CellGivens(p.G, len(p.Clues), func(c int) string {
		return puzzle.NumberText(p.Clues[c], urlcodec.Empty, urlcodec.Unknown)
	})
}

// WithGiven places, changes or removes one number.
func (p *Puzzle) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) {
	c, err := puzzle.GivenCell("slitherlink", p.G, g.At)
	if err != nil {
		return nil, err
	}
	v := urlcodec.Empty
	if g.Value != "" {
		if v, err = puzzle.GivenNumber("slitherlink", g.Value, 0, 4, true, urlcodec.Unknown); err != nil {
			return nil, err
		}
	}
	q := *p
	q.Clues = append([]int(nil), p.Clues...)
	q.Clues[c] = v
	return &q, nil
}
