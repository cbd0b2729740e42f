package futoshiki

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// State is an immutable play position: Values holds N*N digits (givens
// included, 0 = empty) and Marks the pencil candidates (bit d = digit d).
// Apply copies; nothing ever writes into an existing State.
type State struct {
	P      *Puzzle
	Values []uint8
	Marks  []uint16
}

// NewState is the board with only the givens.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State {
	return &State{P: p, Values: append([]uint8(nil), p.Givens...), Marks: make([]uint16, len(p.Givens))}
}

// Answer is the board as entered so far.
func (s *State) Answer() puzzle.Answer {
	return Answer{N: s.P.N, Values: append([]uint8(nil), s.Values...)}
}

func (s *State) clone() *State {
	return &State{P: s.P, Values: append([]uint8(nil), s.Values...), Marks: append([]uint16(nil), s.Marks...)}
}

// Apply understands the same move texts as Sudoku:
//
//	"Y,X=D"  digit D (1..N) at 0-based row Y, column X; D leaves the pencil
//	         marks of the row and column (auto-clear)
//	"Y,X=0"  clear the cell's digit
//	"Y,X~D"  toggle pencil mark D
//	"Y,X~0"  clear all pencil marks of the cell
//	"=TEXT"  put a whole answer (benchmark text form) on the board
//
// Givens cannot be changed.
func (s *State) Apply(move string) (puzzle.State, error) {
	ns, err := s.apply(move)
	if err != nil {
		return nil, err
	}
	return ns, nil
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	n := p.N
	if strings.HasPrefix(move, puzzle.SetAnswerMove) {
		vals, err := parseGrid(n, move[len(puzzle.SetAnswerMove):])
		if err != nil {
			return nil, err
		}
		ns := s.clone()
		for c, v := range vals {
			if g := p.Givens[c]; g != 0 {
				if v != g {
					return nil, fmt.Errorf("futoshiki: the answer changes the given at %s", cellName(n, c))
				}
				continue
			}
			ns.Values[c] = v
			if v != 0 {
				ns.Marks[c] = 0
			}
		}
		return ns, nil
	}
	op := strings.IndexAny(move, "=~")
	if op < 0 {
		return nil, fmt.Errorf("futoshiki: cannot read the move %q", clip(move))
	}
	yx := strings.Split(move[:op], ",")
	if len(yx) != 2 {
		return nil, fmt.Errorf("futoshiki: cannot read the move %q", clip(move))
	}
	y, err1 := strconv.Atoi(yx[0])
	x, err2 := strconv.Atoi(yx[1])
	d, err3 := strconv.Atoi(move[op+1:])
	if err1 != nil || err2 != nil || err3 != nil {
		return nil, fmt.Errorf("futoshiki: cannot read the move %q", clip(move))
	}
	if y < 0 || y >= n || x < 0 || x >= n {
		return nil, fmt.Errorf("futoshiki: cell %d,%d is off the %dx%d board", y, x, n, n)
	}
	if d < 0 || d > n {
		return nil, fmt.Errorf("futoshiki: digit %d is outside 1..%d", d, n)
	}
	c := y*n + x
	if p.Givens[c] != 0 {
		return nil, fmt.Errorf("futoshiki: %s is a given and cannot change", cellName(n, c))
	}
	ns := s.clone()
	switch {
	case move[op] == '=' && d == 0:
		ns.Values[c] = 0
	case move[op] == '=':
		ns.Values[c] = uint8(d)
		for i := 0; i < n; i++ {
			ns.Marks[y*n+i] &^= 1 << d
			ns.Marks[i*n+x] &^= 1 << d
		}
	case d == 0:
		ns.Marks[c] = 0
	default:
		ns.Marks[c] ^= 1 << d
	}
	return ns, nil
}

// Layout draws the outline as walls, the signs as Relation items on the
// edge between their cells ("<" or ">" between columns, "^" when the upper
// cell is smaller and "v" when it is larger between rows), givens as
// clues, entries as numbers and, in empty cells, the pencil marks.
func (s *State) Layout() puzzle.Display {
	n := s.P.N
	d := puzzle.Display{Cols: n, Rows: n, GridLines: true}
	for i := 0; i < n; i++ {
		d.Items = append(d.Items,
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2*i + 1, X: 0}},
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2*i + 1, X: 2 * n}},
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 0, X: 2*i + 1}},
			puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2 * n, X: 2*i + 1}})
	}
	g := s.P.grid()
	for c := 0; c < n*n; c++ {
		if r := s.P.Right[c]; r != NoRel {
			t := "<"
			if r == Greater {
				t = ">"
			}
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Relation, At: g.Between(c, c+1), Text: t})
		}
		if r := s.P.Down[c]; r != NoRel {
			t := "^"
			if r == Greater {
				t = "v"
			}
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Relation, At: g.Between(c, c+n), Text: t})
		}
	}
	for c, v := range s.Values {
		at := g.CellPoint(c)
		switch {
		case s.P.Givens[c] != 0:
			gv := int(s.P.Givens[c])
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: strconv.Itoa(gv), Value: gv})
		case v != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Number, At: at, Text: strconv.Itoa(int(v)), Value: int(v)})
		case s.Marks[c] != 0:
			var txt []byte
			for dg := 1; dg <= n; dg++ {
				if s.Marks[c]&(1<<dg) != 0 {
					txt = append(txt, byte('0'+dg))
				}
			}
			if len(txt) > 0 {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Marks, At: at, Text: string(txt), Value: n})
			}
		}
	}
	return d
}
