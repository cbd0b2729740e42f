package sudoku

import (
	"strconv"
	"strings"

	"pencilbox/solver/digits"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// State is an immutable play position: the shared digit board (Values,
// Marks; see package digits for the move texts) of one puzzle.
type State struct {
	P *Puzzle
	digits.Board
}

// NewState is the board with only the givens.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State { return &State{P: p, Board: digits.Start(p.rules())} }

// Answer is the board as entered so far.
func (s *State) Answer() puzzle.Answer {
	return Answer{Geo: s.P.Geo, Values: append([]uint8(nil), s.Values...)}
}

// Apply takes the move texts of package digits.
func (s *State) Apply(move string) (puzzle.State, error) {
	b, err := s.Board.Apply(s.P.rules(), move)
	if err != nil {
		return nil, err
	}
	return &State{P: s.P, Board: b}, nil
}

// rules tells the digit board about Sudoku: a digit leaves the pencil
// marks of every peer (row, column and box).
func (p *Puzzle) rules() digits.Rules {
	return digits.Rules{
		Genre: "sudoku", N: p.Geo.N, Givens: p.Givens,
		Peers:       func(c int) []int { return p.Geo.Peers[c] },
		ParseAnswer: func(text string) ([]uint8, error) { return parseCells(p.Geo, text) },
	}
}

// Layout draws box borders as walls (the outline included), givens as
// clues, entries as numbers and, in empty cells, the pencil marks.
func (s *State) Layout() puzzle.Display {
	geo := s.P.Geo
	n := geo.N
	d := puzzle.Display{Cols: n, Rows: n, GridLines: true}
	for y := 0; y < n; y++ {
		for x := 0; x <= n; x += geo.BoxW {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2*y + 1, X: 2 * x}})
		}
	}
	for y := 0; y <= n; y += geo.BoxH {
		for x := 0; x < n; x++ {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Wall, At: grid.Point{Y: 2 * y, X: 2*x + 1}})
		}
	}
	g := s.P.grid()
	for c, v := range s.Values {
		at := g.CellPoint(c)
		switch {
		case s.P.Givens[c] != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: geo.Label(int(s.P.Givens[c])), Value: int(s.P.Givens[c])})
		case v != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Number, At: at, Text: geo.Label(int(v)), Value: int(v)})
		case s.Marks[c] != 0:
			if txt := marksText(n, s.Marks[c]); txt != "" {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Marks, At: at, Text: txt, Value: n})
			}
		}
	}
	return d
}

// marksText writes pencil marks as the renderer reads them: one character
// per mark up to 16x16 ("2AG"), numbers and spaces on 25x25 ("3 12 25 ";
// the trailing space keeps a single mark 12 from reading as 1 and 2).
func marksText(n int, m uint32) string {
	var b strings.Builder
	for dg := 1; dg <= n; dg++ {
		if m&(1<<dg) == 0 {
			continue
		}
		if n > 16 {
			b.WriteString(strconv.Itoa(dg))
			b.WriteByte(' ')
		} else {
			b.WriteByte(DigitRune(dg))
		}
	}
	return b.String()
}
