package sudoku

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Answer is a (possibly partial) board: N*N digits, 0 for empty.
type Answer struct {
	Geo    *Geometry
	Values []uint8
}

// String is the benchmark `solution` form: N*N characters, 1-9 then A-G (on to P for 25x25),
// '.' for an empty cell.
func (a Answer) String() string {
	b := make([]byte, len(a.Values))
	for i, v := range a.Values {
		if v == 0 || int(v) > MaxN {
			b[i] = '.'
		} else {
			b[i] = DigitRune(int(v))
		}
	}
	return string(b)
}

// ParseAnswer reads the benchmark solution text (length N*N, 1-9, A-P and
// '.' for an empty cell; lower-case letters are accepted too).
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	vals, err := parseCells(p.Geo, text)
	if err != nil {
		return nil, err
	}
	return Answer{Geo: p.Geo, Values: vals}, nil
}

func parseCells(geo *Geometry, text string) ([]uint8, error) {
	n := geo.N
	if len(text) != n*n {
		return nil, fmt.Errorf("sudoku: an answer for %dx%d has %d characters, not %d", n, n, n*n, len(text))
	}
	vals := make([]uint8, n*n)
	for i := 0; i < len(text); i++ {
		ch := text[i]
		if ch == '.' || ch == '0' {
			continue
		}
		d := RuneDigit(ch)
		if d < 1 || d > n {
			return nil, fmt.Errorf("sudoku: character %q at r%dc%d is not a digit 1..%d or '.'", ch, i/n+1, i%n+1, n)
		}
		vals[i] = uint8(d)
	}
	return vals, nil
}

// answerValues gets the digits out of any puzzle.Answer of this puzzle's
// size (ours directly, anything else through its text form).
func (p *Puzzle) answerValues(a puzzle.Answer) ([]uint8, error) {
	return puzzle.AnswerAs("sudoku", a, func(v Answer) ([]uint8, bool) { return v.Values, len(v.Values) == len(p.Givens) },
		func(s string) ([]uint8, error) { return parseCells(p.Geo, s) })
}

// Check returns nil exactly when a fills every cell, keeps every given and
// repeats no digit in a row, column or box. Empty cells give one
// Incomplete violation; each repeated digit in a unit gives one violation
// pointing at the cells that hold it.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	vals, err := p.answerValues(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	g := p.grid()
	n := p.Geo.N
	var out []puzzle.Violation
	for c, v := range vals {
		if gv := p.Givens[c]; gv != 0 && v != gv {
			out = append(out, puzzle.Violation{
				Rule: "given",
				Msg:  fmt.Sprintf("sudoku: r%dc%d must keep its given %s", c/n+1, c%n+1, labelOf(n, int(gv))),
				At:   []grid.Point{g.CellPoint(c)},
			})
		}
		if int(v) > n {
			out = append(out, puzzle.Violation{
				Rule: "digit",
				Msg:  fmt.Sprintf("sudoku: r%dc%d holds %d, outside 1..%d", c/n+1, c%n+1, v, n),
				At:   []grid.Point{g.CellPoint(c)},
			})
		}
	}
	out = append(out, unitRepeats(p.Geo, vals, false)...)
	out = append(out, puzzle.EmptyCells("sudoku", g, vals)...)
	return out
}

var countWords = []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// unitRepeats lists every digit that appears more than once in a unit, in
// unit order (rows, columns, boxes) then digit order. firstOnly stops at the
// first, for the decoder's error.
func unitRepeats(geo *Geometry, vals []uint8, firstOnly bool) []puzzle.Violation {
	n := geo.N
	g := grid.Grid{Cols: n, Rows: n}
	var out []puzzle.Violation
	var count [MaxN + 1]int
	for u, cells := range geo.Units {
		count = [MaxN + 1]int{}
		for _, c := range cells {
			if v := vals[c]; v >= 1 && int(v) <= MaxN {
				count[v]++
			}
		}
		for d := 1; d <= n; d++ {
			if count[d] < 2 {
				continue
			}
			var at []grid.Point
			for _, c := range cells {
				if int(vals[c]) == d {
					at = append(at, g.CellPoint(c))
				}
			}
			kind, idx := "row", u+1
			switch {
			case u >= 2*n:
				kind, idx = "box", u-2*n+1
			case u >= n:
				kind, idx = "column", u-n+1
			}
			times := fmt.Sprint(count[d])
			if count[d] < len(countWords) {
				times = countWords[count[d]]
			}
			plural := "s"
			if d > 9 && n <= 16 {
				plural = "'s"
			}
			out = append(out, puzzle.Violation{
				Rule: kind,
				Msg:  fmt.Sprintf("sudoku: %s %d has %s %s%s", kind, idx, times, labelOf(n, d), plural),
				At:   at,
			})
			if firstOnly {
				return out
			}
		}
	}
	return out
}
