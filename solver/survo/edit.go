package survo

// The setter's contract (puzzle.Editable, puzzle.Clued): a given number
// 1..cells on a cell, and the sums beside the board as the board draws
// them: row r's sum on the point right of the row, (2r+1, 2*Cols+1), and
// column c's below it, (2*Rows+1, 2c+1).
//
// Decode demands every sum, and sums whose totals agree with 1..cells; a
// setter writes them one at a time. Blank and WithGiven therefore build
// drafts where a sum may be missing (0) and the totals may disagree, and
// DecodeDraft reads their links back for the editor. A draft is only
// drawn and linked, never solved: the analysis decodes the link strictly
// and reports Decode's message. WithGiven returns a strictly valid puzzle
// whenever the clues make one.

import (
	"fmt"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Blank is the board with no sums and no numbers.
func (Genre) Blank(cols, rows int) (puzzle.Puzzle, error) {
	return draft(cols, rows, make([]int, rows), make([]int, cols), make([]int, cols*rows))
}

// draft is NewPuzzle without the demands on the sums' totals and on
// givens that break a sum; sums are 0 (missing) or 1..the total of
// 1..cells, numbers 1..cells, none twice.
func draft(cols, rows int, rowSums, colSums, givens []int) (*Puzzle, error) {
	if err := sizeErr(cols, rows); err != nil {
		return nil, err
	}
	if p, err := NewPuzzle(cols, rows, rowSums, colSums, givens); err == nil {
		return p, nil
	}
	n := cols * rows
	total := n * (n + 1) / 2
	p := &Puzzle{Cols: cols, Rows: rows, RowSums: append([]int(nil), rowSums...), ColSums: append([]int(nil), colSums...), Givens: append([]int(nil), givens...)}
	for k, sums := range [2][]int{p.RowSums, p.ColSums} {
		for i, s := range sums {
			if s < 0 || s > total {
				return nil, fmt.Errorf("survo: %s %d has the sum %d; sums are 1 to %d", [2]string{"row", "column"}[k], i+1, s, total)
			}
		}
	}
	seen := make([]int, n+1)
	for c, v := range p.Givens {
		if v < 0 || v > n {
			return nil, fmt.Errorf("survo: %s has the clue %d, outside 1..%d", p.cellName(c), v, n)
		}
		if v == 0 {
			continue
		}
		if seen[v] != 0 {
			return nil, fmt.Errorf("survo: %d is given twice (%s and %s)", v, p.cellName(seen[v]-1), p.cellName(c))
		}
		seen[v] = c + 1
	}
	return p, nil
}

// DecodeDraft is Decode for the editor: it also accepts missing sums
// (written as 0 or left out) and totals that disagree.
func (Genre) DecodeDraft(l urlcodec.Link) (puzzle.Puzzle, error) {
	if err := sizeErr(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	if l.Flags != "" {
		return nil, fmt.Errorf("survo: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	n := l.Cols * l.Rows
	vals, rest, err := urlcodec.DecodeNumber16(l.Body, l.Rows+l.Cols+n)
	if err != nil {
		return nil, fmt.Errorf("survo: %v", err)
	}
	if rest != "" {
		return nil, fmt.Errorf("survo: unexpected text %q after the %d cells", urlcodec.Clip(rest), n)
	}
	for i, v := range vals {
		switch {
		case v == urlcodec.Empty:
			vals[i] = 0
		case v < 0:
			return nil, fmt.Errorf("survo: a '?' is not a Survo clue")
		}
	}
	return draft(l.Cols, l.Rows, vals[:l.Rows], vals[l.Rows:l.Rows+l.Cols], vals[l.Rows+l.Cols:])
}

// GivenList lists the numbers and sums in position order.
func (p *Puzzle) GivenList() []puzzle.Given {
	out := puzzle.CellGivens(p.grid(), len(p.Givens), func(c int) string { return puzzle.NumberText(p.Givens[c], 0, -1) })
	for r, s := range p.RowSums {
		if s > 0 {
			out = append(out, puzzle.Given{At: grid.Point{Y: 2*r + 1, X: 2*p.Cols + 1}, Value: strconv.Itoa(s)})
		}
	}
	for c, s := range p.ColSums {
		if s > 0 {
			out = append(out, puzzle.Given{At: grid.Point{Y: 2*p.Rows + 1, X: 2*c + 1}, Value: strconv.Itoa(s)})
		}
	}
	return puzzle.SortGivens(out)
}

// WithGiven sets or clears one number or sum.
func (p *Puzzle) WithGiven(gv puzzle.Given) (puzzle.Puzzle, error) {
	rowSums, colSums := append([]int(nil), p.RowSums...), append([]int(nil), p.ColSums...)
	givens := append([]int(nil), p.Givens...)
	n := p.Cells()
	at := gv.At
	read := func(what string, hi int) (int, error) {
		if gv.Value == "" {
			return 0, nil
		}
		v, err := puzzle.GivenNumber("survo", gv.Value, 1, hi, false, 0)
		if err != nil {
			return 0, fmt.Errorf("survo: %q is not a %s; they are 1 to %d", urlcodec.Clip(gv.Value), what, hi)
		}
		return v, nil
	}
	var err error
	switch {
	case at.X == 2*p.Cols+1 && at.Y&1 == 1 && at.Y < 2*p.Rows:
		rowSums[at.Y/2], err = read("row sum", n*(n+1)/2)
	case at.Y == 2*p.Rows+1 && at.X&1 == 1 && at.X < 2*p.Cols:
		colSums[at.X/2], err = read("column sum", n*(n+1)/2)
	default:
		var c int
		if c, err = puzzle.GivenCell("survo", p.grid(), at); err != nil {
			return nil, fmt.Errorf("survo: %s is not a cell or a sum's place beside the %dx%d board", puzzle.PointName(at), p.Cols, p.Rows)
		}
		givens[c], err = read("number", n)
	}
	if err != nil {
		return nil, err
	}
	return draft(p.Cols, p.Rows, rowSums, colSums, givens)
}
