package futoshiki

import (
	"strconv"

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
	return Answer{N: s.P.N, Values: append([]uint8(nil), s.Values...)}
}

// Apply takes the move texts of package digits.
func (s *State) Apply(move string) (puzzle.State, error) {
	b, err := s.Board.Apply(s.P.rules(), move)
	if err != nil {
		return nil, err
	}
	return &State{P: s.P, Board: b}, nil
}

// rules tells the digit board about Futoshiki: a digit leaves the pencil
// marks of its row and column.
func (p *Puzzle) rules() digits.Rules {
	n := p.N
	return digits.Rules{
		Genre: "futoshiki", N: n, Givens: p.Givens,
		Peers: func(c int) []int {
			peers := make([]int, 0, 2*n)
			for i := 0; i < n; i++ {
				peers = append(peers, c/n*n+i, i*n+c%n)
			}
			return peers
		},
		ParseAnswer: func(text string) ([]uint8, error) { return parseGrid(n, text) },
	}
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
