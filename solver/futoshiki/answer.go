package futoshiki

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Answer is a (possibly partial) board: N*N digits, 0 for empty.
type Answer struct {
	N      int
	Values []uint8
}

// String is the benchmark `solution:` form: N lines of N digits separated
// by spaces, '.' for an empty cell.
func (a Answer) String() string {
	var b strings.Builder
	for c, v := range a.Values {
		if c > 0 {
			if a.N > 0 && c%a.N == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		if v == 0 || v > 9 {
			b.WriteByte('.')
		} else {
			b.WriteByte('0' + v)
		}
	}
	return b.String()
}

// ParseAnswer reads the benchmark solution text: N*N whitespace-separated
// tokens (a digit or '.'), or N*N characters in one word.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	vals, err := parseGrid(p.N, text)
	if err != nil {
		return nil, err
	}
	return Answer{N: p.N, Values: vals}, nil
}

func parseGrid(n int, text string) ([]uint8, error) {
	toks := strings.Fields(text)
	if len(toks) == 1 && len(toks[0]) == n*n {
		w := toks[0]
		toks = make([]string, n*n)
		for i := range toks {
			toks[i] = w[i : i+1]
		}
	}
	if len(toks) != n*n {
		return nil, fmt.Errorf("futoshiki: a %dx%d board needs %d cells, not %d", n, n, n*n, len(toks))
	}
	vals := make([]uint8, n*n)
	for c, t := range toks {
		if t == "." || t == "0" {
			continue
		}
		if len(t) != 1 || t[0] < '1' || int(t[0]-'0') > n {
			return nil, fmt.Errorf("futoshiki: %q at %s is not a digit 1..%d or '.'", urlcodec.Clip(t), cellName(n, c), n)
		}
		vals[c] = t[0] - '0'
	}
	return vals, nil
}

func (p *Puzzle) answerValues(a puzzle.Answer) ([]uint8, error) {
	return puzzle.AnswerAs("futoshiki", a, func(v Answer) ([]uint8, bool) { return v.Values, len(v.Values) == len(p.Givens) },
		func(s string) ([]uint8, error) { return parseGrid(p.N, s) })
}

// Check returns nil exactly when a fills every cell with 1..N, keeps the
// givens, repeats no digit in a row or column and obeys every sign.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	vals, err := p.answerValues(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	g := p.grid()
	n := p.N
	var out []puzzle.Violation
	for c, v := range vals {
		if gv := p.Givens[c]; gv != 0 && v != gv {
			out = append(out, puzzle.Violation{Rule: "given", Msg: fmt.Sprintf("futoshiki: %s must keep its given %d", cellName(n, c), gv), At: []grid.Point{g.CellPoint(c)}})
		}
		if int(v) > n {
			out = append(out, puzzle.Violation{Rule: "digit", Msg: fmt.Sprintf("futoshiki: %s holds %d, outside 1..%d", cellName(n, c), v, n), At: []grid.Point{g.CellPoint(c)}})
		}
	}
	out = append(out, p.repeats(vals, false)...)
	out = append(out, p.broken(vals, false)...)
	out = append(out, puzzle.EmptyCells("futoshiki", g, vals)...)
	return out
}

var countWords = []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// repeats lists each digit that appears more than once in a row or column.
func (p *Puzzle) repeats(vals []uint8, firstOnly bool) []puzzle.Violation {
	n := p.N
	g := p.grid()
	var out []puzzle.Violation
	for u := 0; u < 2*n; u++ {
		cell := func(i int) int {
			if u < n {
				return u*n + i
			}
			return i*n + (u - n)
		}
		var count [10]int
		for i := 0; i < n; i++ {
			if v := vals[cell(i)]; v >= 1 && v <= 9 {
				count[v]++
			}
		}
		for d := 1; d <= n; d++ {
			if count[d] < 2 {
				continue
			}
			var at []grid.Point
			for i := 0; i < n; i++ {
				if int(vals[cell(i)]) == d {
					at = append(at, g.CellPoint(cell(i)))
				}
			}
			kind, idx := "row", u+1
			if u >= n {
				kind, idx = "column", u-n+1
			}
			out = append(out, puzzle.Violation{Rule: kind, Msg: fmt.Sprintf("futoshiki: %s %d has %s %ds", kind, idx, countWords[count[d]], d), At: at})
			if firstOnly {
				return out
			}
		}
	}
	return out
}

// broken lists each sign whose two cells are filled and disobey it; the
// violation points at both cells and the sign between them.
func (p *Puzzle) broken(vals []uint8, firstOnly bool) []puzzle.Violation {
	g := p.grid()
	var out []puzzle.Violation
	for _, pr := range p.pairs {
		lo, hi := pr[0], pr[1]
		if vals[lo] == 0 || vals[hi] == 0 || vals[lo] < vals[hi] {
			continue
		}
		out = append(out, puzzle.Violation{
			Rule: "sign",
			Msg:  fmt.Sprintf("futoshiki: %s (%d) must be less than %s (%d)", cellName(p.N, lo), vals[lo], cellName(p.N, hi), vals[hi]),
			At:   []grid.Point{g.CellPoint(lo), g.Between(lo, hi), g.CellPoint(hi)},
		})
		if firstOnly {
			return out
		}
	}
	return out
}
