package survo

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Answer is a (possibly partial) board: Cols*Rows numbers, 0 for empty.
type Answer struct {
	Cols, Rows int
	Values     []int
}

// String is the benchmark `solution:` form: one line per row, numbers
// separated by single spaces, '.' for an empty cell.
func (a Answer) String() string {
	var b strings.Builder
	for c, v := range a.Values {
		if c > 0 {
			if a.Cols > 0 && c%a.Cols == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		if v <= 0 {
			b.WriteByte('.')
		} else {
			b.WriteString(strconv.Itoa(v))
		}
	}
	return b.String()
}

// ParseAnswer reads the benchmark solution text: Cols*Rows
// whitespace-separated tokens, each a number or '.'.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	vals, err := parseGrid(p.Cols, p.Rows, text)
	if err != nil {
		return nil, err
	}
	return Answer{Cols: p.Cols, Rows: p.Rows, Values: vals}, nil
}

func parseGrid(cols, rows int, text string) ([]int, error) {
	toks := strings.Fields(text)
	n := cols * rows
	if len(toks) != n {
		return nil, fmt.Errorf("survo: a board of %d columns and %d rows needs %d cells, not %d", cols, rows, n, len(toks))
	}
	vals := make([]int, n)
	for c, t := range toks {
		if t == "." || t == "0" {
			continue
		}
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 || v > n {
			return nil, fmt.Errorf("survo: %q at r%dc%d is not a number 1..%d or '.'", urlcodec.Clip(t), c/cols+1, c%cols+1, n)
		}
		vals[c] = v
	}
	return vals, nil
}

func (p *Puzzle) answerValues(a puzzle.Answer) ([]int, error) {
	return puzzle.AnswerAs("survo", a, func(v Answer) ([]int, bool) { return v.Values, len(v.Values) == len(p.Givens) },
		func(s string) ([]int, error) { return parseGrid(p.Cols, p.Rows, s) })
}

// Check returns nil exactly when a holds every number 1..Cols*Rows once,
// keeps the givens and meets every row and column sum.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	vals, err := p.answerValues(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	g := p.grid()
	n := p.Cells()
	var out []puzzle.Violation
	where := make([][]grid.Point, n+1)
	for c, v := range vals {
		if gv := p.Givens[c]; gv != 0 && v != gv {
			out = append(out, puzzle.Violation{Rule: "given", Msg: fmt.Sprintf("survo: %s must keep its given %d", p.cellName(c), gv), At: []grid.Point{g.CellPoint(c)}})
		}
		switch {
		case v < 0 || v > n:
			out = append(out, puzzle.Violation{Rule: "number", Msg: fmt.Sprintf("survo: %s holds %d, outside 1..%d", p.cellName(c), v, n), At: []grid.Point{g.CellPoint(c)}})
		case v > 0:
			where[v] = append(where[v], g.CellPoint(c))
		}
	}
	for v, at := range where {
		if len(at) > 1 {
			out = append(out, puzzle.Violation{Rule: "repeat", Msg: fmt.Sprintf("survo: %d appears %d times", v, len(at)), At: at})
		}
	}
	out = append(out, p.sumViolations(vals, false)...)
	out = append(out, puzzle.EmptyCells("survo", g, vals)...)
	return out
}

// sumViolations reports each full line whose sum is wrong and each partly
// filled line whose numbers already exceed its sum. The violation points at
// the line's cells and at its sum outside the grid (column Cols or row Rows
// of the layout).
func (p *Puzzle) sumViolations(vals []int, firstOnly bool) []puzzle.Violation {
	var out []puzzle.Violation
	g := p.grid()
	line := func(kind string, idx, want int, cells []int, sumAt grid.Point) bool {
		sum, empty := 0, 0
		for _, c := range cells {
			if vals[c] == 0 {
				empty++
			}
			if vals[c] > 0 {
				sum += vals[c]
			}
		}
		var msg string
		switch {
		case empty == 0 && sum != want:
			msg = fmt.Sprintf("survo: %s %d adds up to %d, not %d", kind, idx+1, sum, want)
		case empty > 0 && sum >= want:
			msg = fmt.Sprintf("survo: %s %d already adds up to %d, but its sum is %d", kind, idx+1, sum, want)
		default:
			return false
		}
		at := make([]grid.Point, 0, len(cells)+1)
		for _, c := range cells {
			at = append(at, g.CellPoint(c))
		}
		out = append(out, puzzle.Violation{Rule: kind + " sum", Msg: msg, At: append(at, sumAt)})
		return firstOnly
	}
	for r := 0; r < p.Rows; r++ {
		if line("row", r, p.RowSums[r], p.rowCells(r), grid.Point{Y: 2*r + 1, X: 2*p.Cols + 1}) {
			return out
		}
	}
	for c := 0; c < p.Cols; c++ {
		if line("column", c, p.ColSums[c], p.colCells(c), grid.Point{Y: 2*p.Rows + 1, X: 2*c + 1}) {
			return out
		}
	}
	return out
}

func (p *Puzzle) rowCells(r int) []int {
	out := make([]int, p.Cols)
	for i := range out {
		out[i] = r*p.Cols + i
	}
	return out
}

func (p *Puzzle) colCells(c int) []int {
	out := make([]int, p.Rows)
	for i := range out {
		out[i] = i*p.Cols + c
	}
	return out
}
