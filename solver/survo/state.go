package survo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// State is an immutable play position: Values holds the numbers (givens
// included, 0 = empty) and Marks each cell's pencil candidates as a sorted
// list. Apply copies what it changes and never writes into a slice an
// existing State holds (inner mark lists are replaced, not edited).
type State struct {
	P      *Puzzle
	Values []int
	Marks  [][]int
}

// NewState is the board with only the givens.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State {
	return &State{P: p, Values: append([]int(nil), p.Givens...), Marks: make([][]int, len(p.Givens))}
}

// Answer is the board as entered so far.
func (s *State) Answer() puzzle.Answer {
	return Answer{Cols: s.P.Cols, Rows: s.P.Rows, Values: append([]int(nil), s.Values...)}
}

// Unused lists, ascending, the numbers not on the board yet (the pool the
// player picks from).
func (s *State) Unused() []int {
	n := s.P.Cells()
	used := make([]bool, n+1)
	for _, v := range s.Values {
		if v >= 1 && v <= n {
			used[v] = true
		}
	}
	var out []int
	for v := 1; v <= n; v++ {
		if !used[v] {
			out = append(out, v)
		}
	}
	return out
}

// Remaining is the part of a line's sum not covered by its numbers yet:
// rows first (top to bottom), then columns (left to right).
func (s *State) Remaining() []int {
	p := s.P
	out := make([]int, p.Rows+p.Cols)
	copy(out, p.RowSums)
	copy(out[p.Rows:], p.ColSums)
	for c, v := range s.Values {
		out[c/p.Cols] -= v
		out[p.Rows+c%p.Cols] -= v
	}
	return out
}

func (s *State) clone() *State {
	return &State{P: s.P, Values: append([]int(nil), s.Values...), Marks: append([][]int(nil), s.Marks...)}
}

// Apply understands:
//
//	"Y,X=V"  number V (1..Cols*Rows) at 0-based row Y, column X; V leaves
//	         every cell's pencil marks (each number is used once)
//	"Y,X=0"  clear the cell
//	"Y,X~V"  toggle pencil mark V
//	"Y,X~0"  clear all pencil marks of the cell
//	"=TEXT"  put a whole answer (benchmark text form) on the board
//
// Givens cannot be changed.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	n := p.Cells()
	if strings.HasPrefix(move, puzzle.SetAnswerMove) {
		vals, err := parseGrid(p.Cols, p.Rows, move[len(puzzle.SetAnswerMove):])
		if err != nil {
			return nil, err
		}
		ns := s.clone()
		for c, v := range vals {
			if g := p.Givens[c]; g != 0 {
				if v != g {
					return nil, fmt.Errorf("survo: the answer changes the given at %s", p.cellName(c))
				}
				continue
			}
			ns.Values[c] = v
			if v != 0 {
				ns.Marks[c] = nil
			}
		}
		return ns, nil
	}
	op := strings.IndexAny(move, "=~")
	if op < 0 {
		return nil, fmt.Errorf("survo: cannot read the move %q", urlcodec.Clip(move))
	}
	yx := strings.Split(move[:op], ",")
	if len(yx) != 2 {
		return nil, fmt.Errorf("survo: cannot read the move %q", urlcodec.Clip(move))
	}
	y, err1 := strconv.Atoi(yx[0])
	x, err2 := strconv.Atoi(yx[1])
	v, err3 := strconv.Atoi(move[op+1:])
	if err1 != nil || err2 != nil || err3 != nil {
		return nil, fmt.Errorf("survo: cannot read the move %q", urlcodec.Clip(move))
	}
	if y < 0 || y >= p.Rows || x < 0 || x >= p.Cols {
		return nil, fmt.Errorf("survo: cell %d,%d is off the board of %d columns and %d rows", y, x, p.Cols, p.Rows)
	}
	if v < 0 || v > n {
		return nil, fmt.Errorf("survo: %d is outside 1..%d", v, n)
	}
	c := y*p.Cols + x
	if p.Givens[c] != 0 {
		return nil, fmt.Errorf("survo: %s is a given and cannot change", p.cellName(c))
	}
	ns := s.clone()
	switch {
	case move[op] == '=' && v == 0:
		ns.Values[c] = 0
	case move[op] == '=':
		ns.Values[c] = v
		for q, m := range ns.Marks {
			if i, ok := slices.BinarySearch(m, v); ok {
				ns.Marks[q] = slices.Delete(slices.Clone(m), i, i+1)
			}
		}
	case v == 0:
		ns.Marks[c] = nil
	default:
		m := slices.Clone(ns.Marks[c])
		if i, ok := slices.BinarySearch(m, v); ok {
			m = slices.Delete(m, i, i+1)
		} else {
			m = slices.Insert(m, i, v)
		}
		ns.Marks[c] = m
	}
	return ns, nil
}

// Layout uses one extra column and row of lattice space for the sums: the
// display is (Cols+1) x (Rows+1) cells, row r's sum is a Clue at cell
// (r, Cols) and column c's at cell (Rows, c); the corner stays empty. A
// sum's Value is what is left of it after the numbers already in its line
// (the "remaining sum" players track); once the line holds a number, its
// Text has that too as a second line ("30\n12": the app writes it small
// under the sum) until the line is full and adds up. The puzzle's own
// cells are outlined by walls so the sums read as outside the grid; givens
// are Clue items, entries Number items, and pencil marks Marks items whose
// Text lists the candidates as decimals, each followed by a space ("3 12 ",
// "12 ": the space keeps one two-digit mark from reading as two one-digit
// ones), with Value 0 (written in reading order, no slot per number).
func (s *State) Layout() puzzle.Display {
	p := s.P
	d := puzzle.Display{Cols: p.Cols + 1, Rows: p.Rows + 1, GridLines: true}
	for y := 0; y < p.Rows; y++ {
		d.Items = append(d.Items,
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2*y + 1, X: 0}},
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2*y + 1, X: 2 * p.Cols}})
	}
	for x := 0; x < p.Cols; x++ {
		d.Items = append(d.Items,
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 0, X: 2*x + 1}},
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2 * p.Rows, X: 2*x + 1}})
	}
	rem := s.Remaining()
	empty := make([]int, p.Rows+p.Cols) // empty cells per row, then per column
	for c, v := range s.Values {
		if v == 0 {
			empty[c/p.Cols]++
			empty[p.Rows+c%p.Cols]++
		}
	}
	// A sum of 0 is one a setter has not written yet (edit.go's drafts).
	for r := 0; r < p.Rows; r++ {
		if p.RowSums[r] > 0 {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: grid.Point{Y: 2*r + 1, X: 2*p.Cols + 1}, Text: sumText(p.RowSums[r], rem[r], empty[r]), Value: rem[r]})
		}
	}
	for c := 0; c < p.Cols; c++ {
		if p.ColSums[c] > 0 {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: grid.Point{Y: 2*p.Rows + 1, X: 2*c + 1}, Text: sumText(p.ColSums[c], rem[p.Rows+c], empty[p.Rows+c]), Value: rem[p.Rows+c]})
		}
	}
	g := p.grid()
	for c, v := range s.Values {
		at := g.CellPoint(c)
		switch {
		case p.Givens[c] != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: strconv.Itoa(p.Givens[c]), Value: p.Givens[c]})
		case v != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Number, At: at, Text: strconv.Itoa(v), Value: v})
		case len(s.Marks[c]) > 0:
			txt := make([]string, len(s.Marks[c]))
			for i, m := range s.Marks[c] {
				txt[i] = strconv.Itoa(m)
			}
			// The trailing space makes the text a list of decimals even
			// with one mark: "12 " is twelve, "12" would be marks 1 and 2.
			// Value 0: no slot per number (up to 400 of them); the app
			// writes the marks in reading order, as large as they fit.
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Marks, At: at, Text: strings.Join(txt, " ") + " "})
		}
	}
	return d
}

// sumText is a sum's label: the sum, and once the line holds a number, a
// second line with what it still needs (the renderer writes it small under
// the sum; negative when the line already overshoots). A full line that
// adds up shows the sum alone: nothing left to track.
func sumText(sum, rem, empty int) string {
	if rem == sum || empty == 0 && rem == 0 {
		return strconv.Itoa(sum)
	}
	return strconv.Itoa(sum) + "\n" + strconv.Itoa(rem)
}
