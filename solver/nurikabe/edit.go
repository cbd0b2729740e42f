package nurikabe

// The setter's contract (puzzle.Editable, puzzle.Clued): a number
// 1..cells or "?" on a cell.
//
// A setter starts from a board with no numbers, which Decode refuses (no
// islands: nothing could solve it). Blank and WithGiven therefore build
// puzzles without that one check, and DecodeDraft reads their links back
// for the editor; such a draft is only drawn and linked, never solved
// (the analysis decodes the link strictly and reports Decode's message).

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Blank is the board with no numbers.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	clues := make([]int, g.Cells())
	for c := range clues {
		clues[c] = NoClue
	}
	return &Puzzle{G: g, Clues: clues}, nil
}

// DecodeDraft is Decode for the editor: it also accepts a board with no
// numbers.
func (Genre) DecodeDraft(l urlcodec.Link) (puzzle.Puzzle, error) {
	if err := checkSize(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: l.Cols, Rows: l.Rows}
	clues, _, err := urlcodec.DecodeNumber16(l.Body, g.Cells())
	if err != nil {
		return nil, fmt.Errorf("nurikabe: %v", err)
	}
	blank, _ := Genre{}.Blank(l.Cols, l.Rows)
	p := blank.(*Puzzle)
	for c, v := range clues {
		if v != NoClue {
			if err := p.checkClue(c, v); err != nil {
				return nil, err
			}
		}
	}
	p.Clues = clues
	return p, nil
}

// GivenList lists the numbers in cell order.
func (p *Puzzle) GivenList() []puzzle.Given {
	return puzzle.CellGivens(p.G, len(p.Clues), func(c int) string { return puzzle.NumberText(p.Clues[c], NoClue, AnySize) })
}

// WithGiven places, changes or removes one number.
func (p *Puzzle) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) {
	c, err := puzzle.GivenCell("nurikabe", p.G, g.At)
	if err != nil {
		return nil, err
	}
	v := NoClue
	if g.Value != "" {
		if v, err = puzzle.GivenNumber("nurikabe", g.Value, 1, p.G.Cells(), true, AnySize); err != nil {
			return nil, err
		}
	}
	q := *p
	q.Clues = append([]int(nil), p.Clues...)
	q.Clues[c] = v
	return &q, nil
}

func (p *Puzzle) checkClue(c, v int) error {
	if v != AnySize && (v < 1 || v > p.G.Cells()) {
		y, x := p.G.YX(c)
		return fmt.Errorf("nurikabe: clue %d at r%dc%d is not an island size for a %dx%d board", v, y+1, x+1, p.G.Cols, p.G.Rows)
	}
	return nil
}
