package survo

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// The human-style rules, used for hints and to grade the generator's
// easiest level. Candidates are computed from the givens and entries
// (never from the player's pencil marks). The rules, easiest first:
//
//   - last cell: a line with one empty cell takes the remaining sum;
//   - only number: a cell with one candidate left;
//   - only place: an unused number that fits only one cell goes there;
//   - too large / too small: a number that cannot go into any empty cell of
//     a line (the other empty cells, holding distinct unused numbers, could
//     not make up the rest of the sum) is excluded from that line.

// Rule names a human rule.
type Rule int

const (
	LastCell Rule = iota
	OnlyNumber
	OnlyPlace
	Exclusion
)

var ruleNames = [...]string{"last cell", "only number", "only place", "too large or too small"}

func (r Rule) String() string { return ruleNames[r] }

// Step is one deduction: a placement (Cell >= 0) or eliminations.
type Step struct {
	Rule   Rule
	Cell   int
	Number int
	Elims  [][2]int // (cell, number)
	Cells  []int
	Text   string
}

// Human holds candidates and placed numbers.
type Human struct {
	P    *Puzzle
	Val  []int
	cand []bool // [c*(N+1)+v]
}

// NewHuman loads values (givens and entries, 0 empty). A number used
// twice is an error.
func NewHuman(p *Puzzle, values []int) (*Human, error) {
	n := p.Cells()
	h := &Human{P: p, Val: make([]int, n), cand: make([]bool, n*(n+1))}
	for c := 0; c < n; c++ {
		for v := 1; v <= n; v++ {
			h.cand[c*(n+1)+v] = true
		}
	}
	seen := make([]bool, n+1)
	for c, v := range values {
		if v == 0 {
			continue
		}
		if v < 0 || v > n || seen[v] {
			return nil, errors.New("survo: the board uses a number twice or out of range")
		}
		seen[v] = true
		h.place(c, v)
	}
	return h, nil
}

func (h *Human) place(c, v int) {
	n := h.P.Cells()
	h.Val[c] = v
	for q := 0; q < n; q++ {
		h.cand[q*(n+1)+v] = false
	}
	for w := 1; w <= n; w++ {
		h.cand[c*(n+1)+w] = w == v
	}
}

// Solved reports every cell filled.
func (h *Human) Solved() bool {
	for _, v := range h.Val {
		if v == 0 {
			return false
		}
	}
	return true
}

// Apply performs a step.
func (h *Human) Apply(s *Step) {
	if s.Cell >= 0 {
		h.place(s.Cell, s.Number)
		return
	}
	n1 := h.P.Cells() + 1
	for _, e := range s.Elims {
		h.cand[e[0]*n1+e[1]] = false
	}
}

// Grade applies the rules until solved or stuck.
func (h *Human) Grade() (solved bool, steps int) {
	for !h.Solved() {
		s, ok := h.Next()
		if !ok {
			return false, steps
		}
		h.Apply(s)
		steps++
	}
	return true, steps
}

type lineInfo struct {
	name  string
	cells []int
	sum   int
}

func (h *Human) lines() []lineInfo {
	p := h.P
	var out []lineInfo
	for r := 0; r < p.Rows; r++ {
		out = append(out, lineInfo{fmt.Sprintf("row %d", r+1), p.rowCells(r), p.RowSums[r]})
	}
	for c := 0; c < p.Cols; c++ {
		out = append(out, lineInfo{fmt.Sprintf("column %d", c+1), p.colCells(c), p.ColSums[c]})
	}
	return out
}

// Next finds the easiest applicable step.
func (h *Human) Next() (*Step, bool) {
	p := h.P
	n := p.Cells()
	lines := h.lines()
	// Last cell.
	for _, l := range lines {
		rem, empty := l.sum, -1
		k := 0
		for _, c := range l.cells {
			rem -= h.Val[c]
			if h.Val[c] == 0 {
				empty, k = c, k+1
			}
		}
		if k == 1 && rem >= 1 && rem <= n && h.cand[empty*(n+1)+rem] {
			return &Step{Rule: LastCell, Cell: empty, Number: rem, Cells: l.cells,
				Text: fmt.Sprintf("Last cell: %s has one empty cell, %s, which takes the remaining %d", l.name, p.cellName(empty), rem)}, true
		}
	}
	// Only number.
	for c, v := range h.Val {
		if v != 0 {
			continue
		}
		only, k := 0, 0
		for w := 1; w <= n && k < 2; w++ {
			if h.cand[c*(n+1)+w] {
				only, k = w, k+1
			}
		}
		if k == 1 {
			return &Step{Rule: OnlyNumber, Cell: c, Number: only, Cells: []int{c},
				Text: fmt.Sprintf("Only number: %d is the only number that fits %s", only, p.cellName(c))}, true
		}
	}
	// Only place.
	free := h.free()
	for _, v := range free {
		at, k := -1, 0
		for c, x := range h.Val {
			if x == 0 && h.cand[c*(n+1)+v] {
				at, k = c, k+1
			}
		}
		if k == 1 {
			return &Step{Rule: OnlyPlace, Cell: at, Number: v, Cells: []int{at},
				Text: fmt.Sprintf("Only place: %d fits only %s", v, p.cellName(at))}, true
		}
	}
	// Too large or too small for a whole line.
	f := poolFrame(free)
	for _, l := range lines {
		rem, k := l.sum, 0
		var empties []int
		for _, c := range l.cells {
			rem -= h.Val[c]
			if h.Val[c] == 0 {
				k++
				empties = append(empties, c)
			}
		}
		if k < 2 {
			continue
		}
		var large, small []string
		var elims [][2]int
		for _, v := range free {
			if f.fits(v, k, rem) {
				continue
			}
			hit := false
			for _, c := range empties {
				if h.cand[c*(n+1)+v] {
					elims = append(elims, [2]int{c, v})
					hit = true
				}
			}
			if hit {
				if v*k > rem { // above the line's average: too large
					large = append(large, fmt.Sprint(v))
				} else {
					small = append(small, fmt.Sprint(v))
				}
			}
		}
		if len(elims) > 0 {
			var parts []string
			if len(small) > 0 {
				parts = append(parts, listWords(small)+" too small")
			}
			if len(large) > 0 {
				parts = append(parts, listWords(large)+" too large")
			}
			return &Step{Rule: Exclusion, Cell: -1, Elims: elims, Cells: empties,
				Text: fmt.Sprintf("Too large or too small: %s has %d left for %d empty cells, so %s for any of them", l.name, rem, k, strings.Join(parts, ", and "))}, true
		}
	}
	return nil, false
}

func listWords(xs []string) string {
	s := strings.Join(xs, ", ")
	if len(xs) == 1 {
		return s + " is"
	}
	return s + " are"
}

// free lists the numbers not placed, ascending.
func (h *Human) free() []int {
	n := h.P.Cells()
	used := make([]bool, n+1)
	for _, v := range h.Val {
		used[v] = true
	}
	var out []int
	for v := 1; v <= n; v++ {
		if !used[v] {
			out = append(out, v)
		}
	}
	return out
}

// poolFrame builds the search's prefix sums over a pool of numbers, so the
// rules use exactly the bound the search uses.
func poolFrame(free []int) *frame {
	sort.Ints(free)
	m := len(free)
	f := &frame{free: free, lowPre: make([]int, m+1), highPre: make([]int, m+1)}
	for j := 1; j <= m; j++ {
		f.lowPre[j] = f.lowPre[j-1] + free[j-1]
		f.highPre[j] = f.highPre[j-1] + free[m-j]
	}
	return f
}
