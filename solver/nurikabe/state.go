package nurikabe

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/puzzle"
)

// State is an immutable play position: Cells holds Empty, Wall or Dot per
// cell (numbered cells stay Empty). Apply copies.
type State struct {
	P     *Puzzle
	Cells []uint8
}

// NewState is the empty board.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State { return &State{P: p, Cells: make([]uint8, p.G.Cells())} }

// Answer is the board as entered so far.
func (s *State) Answer() puzzle.Answer {
	return Answer{P: s.P, Cells: append([]uint8(nil), s.Cells...)}
}

// Apply understands:
//
//	"Y,X#"  shade the cell at 0-based row Y, column X
//	"Y,X."  dot it (marked unshaded)
//	"Y,X_"  clear it
//	"=TEXT" put a whole answer (benchmark text form) on the board: walls,
//	        and dots on the other unnumbered cells
//
// Numbered cells cannot be shaded or dotted.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		cells, err := p.parseCells(text)
		if err != nil {
			return nil, err
		}
		for c, v := range cells {
			if p.Clues[c] != NoClue {
				if v == Wall {
					return nil, fmt.Errorf("nurikabe: the answer shades numbered cell %s", p.rc(c))
				}
				cells[c] = Empty
			}
		}
		return &State{P: p, Cells: cells}, nil
	}
	if len(move) < 4 {
		return nil, fmt.Errorf("nurikabe: bad move %q", move)
	}
	var v uint8
	switch move[len(move)-1] {
	case '#':
		v = Wall
	case '.':
		v = Dot
	case '_':
		v = Empty
	default:
		return nil, fmt.Errorf("nurikabe: bad move %q (expected Y,X followed by #, . or _)", move)
	}
	ys, xs, ok := strings.Cut(move[:len(move)-1], ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || err1 != nil || err2 != nil || !p.G.In(y, x) {
		return nil, fmt.Errorf("nurikabe: bad move %q", move)
	}
	c := p.G.Cell(y, x)
	if p.Clues[c] != NoClue && v != Empty {
		return nil, fmt.Errorf("nurikabe: %s is numbered and stays unshaded", p.rc(c))
	}
	ns := &State{P: p, Cells: append([]uint8(nil), s.Cells...)}
	ns.Cells[c] = v
	return ns, nil
}

// Layout draws walls as fills, dots, and the numbers.
func (s *State) Layout() puzzle.Display {
	p := s.P
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows, GridLines: true}
	for c, v := range s.Cells {
		at := p.G.CellPoint(c)
		switch {
		case p.Clues[c] != NoClue:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: ClueText(p.Clues[c])})
		case v == Wall:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at})
		case v == Dot:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Dot, At: at})
		}
	}
	return d
}
