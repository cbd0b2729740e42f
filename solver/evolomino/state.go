package evolomino

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Marks of State.Marks.
const (
	Unmarked = 0
	Square   = 1
	NoSquare = 2 // the player's "no square here" cross
)

// State is an immutable play position: one mark per cell (givens count as
// squares and cannot change).
type State struct {
	P     *Puzzle
	Marks []uint8
}

// NewState is the board with only the givens.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State {
	m := make([]uint8, len(p.Cells))
	for c, k := range p.Cells {
		if k == Given {
			m[c] = Square
		}
	}
	return &State{P: p, Marks: m}
}

// Answer is the squares entered so far (crosses count as no square).
func (s *State) Answer() puzzle.Answer {
	sq := make([]bool, len(s.Marks))
	for c, m := range s.Marks {
		sq[c] = m == Square
	}
	return Answer{P: s.P, Squares: sq}
}

// Apply understands (0-based row Y, column X):
//
//	"Y,X=o"   a square in the cell
//	"Y,X=x"   the "no square" cross
//	"Y,X=."   clear the cell
//	"Y,X"     toggle a square (what a click does)
//	"=TEXT"   a whole answer (benchmark text form)
//
// Given squares and shaded cells cannot change.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		sq, err := p.parseSquares(text)
		if err != nil {
			return nil, err
		}
		ns := &State{P: p, Marks: append([]uint8(nil), s.Marks...)}
		for c, v := range sq {
			switch {
			case p.Cells[c] == Given:
				if !v {
					return nil, fmt.Errorf("evolomino: the answer removes the given square at %s", cellName(p.G, c))
				}
			case p.Cells[c] == Shaded:
				if v {
					return nil, fmt.Errorf("evolomino: the answer puts a square on the shaded cell %s", cellName(p.G, c))
				}
			case v:
				ns.Marks[c] = Square
			case ns.Marks[c] == Square:
				ns.Marks[c] = Unmarked
			}
		}
		return ns, nil
	}
	pos, val, hasVal := strings.Cut(move, "=")
	ys, xs, ok := strings.Cut(pos, ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || err1 != nil || err2 != nil {
		return nil, fmt.Errorf("evolomino: cannot read the move %q", urlcodec.Clip(move))
	}
	if !p.G.In(y, x) {
		return nil, fmt.Errorf("evolomino: cell %d,%d is off the %dx%d board", y, x, p.G.Cols, p.G.Rows)
	}
	c := p.G.Cell(y, x)
	switch p.Cells[c] {
	case Given:
		return nil, fmt.Errorf("evolomino: %s holds a given square and cannot change", cellName(p.G, c))
	case Shaded:
		return nil, fmt.Errorf("evolomino: %s is shaded and cannot change", cellName(p.G, c))
	}
	ns := &State{P: p, Marks: append([]uint8(nil), s.Marks...)}
	switch {
	case !hasVal:
		if ns.Marks[c] == Square {
			ns.Marks[c] = Unmarked
		} else {
			ns.Marks[c] = Square
		}
	case val == "o":
		ns.Marks[c] = Square
	case val == "x":
		ns.Marks[c] = NoSquare
	case val == ".":
		ns.Marks[c] = Unmarked
	default:
		return nil, fmt.Errorf("evolomino: %q is not o, x or . in the move %q", urlcodec.Clip(val), urlcodec.Clip(move))
	}
	return ns, nil
}

// Fill values in the layout.
const (
	FillShaded = 0 // a shaded cell: the board's plain fill colour
	FillSquare = 1 // a square the player drew (palette colour 1)
	FillGiven  = 2 // a pre-drawn square (palette colour 2)
)

// Layout draws shaded cells as Fill (Value FillShaded), squares as Fill
// (FillSquare, or FillGiven for pre-drawn ones), "no square" marks as
// Cross, and each arrow as in the paper's figures: a line through the
// centres of its cells (Line items) whose last segment is an Arrow item
// pointing at the head.
func (s *State) Layout() puzzle.Display {
	p := s.P
	g := p.G
	d := puzzle.Display{Cols: g.Cols, Rows: g.Rows, GridLines: true}
	for c, k := range p.Cells {
		at := g.CellPoint(c)
		switch {
		case k == Shaded:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at, Value: FillShaded})
		case k == Given:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at, Value: FillGiven})
		case s.Marks[c] == Square:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at, Value: FillSquare})
		case s.Marks[c] == NoSquare:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Cross, At: at})
		}
	}
	for _, ar := range p.Arrows {
		for i := 1; i < len(ar); i++ {
			kind := puzzle.Line
			if i == len(ar)-1 {
				kind = puzzle.Arrow
			}
			d.Items = append(d.Items, puzzle.Item{Kind: kind, At: g.CellPoint(ar[i-1]), To: g.CellPoint(ar[i]), Value: 1})
		}
	}
	return d
}

var (
	_ puzzle.Puzzle = (*Puzzle)(nil)
	_ puzzle.State  = (*State)(nil)
)
