// Package template is the smallest complete genre: a codec, rules, play
// moves, a layout and a SAT model. It exists so the genre contracts are
// compiled and tested on every build and never rot; copy it to start a
// genre. It is registered under the name "template" but the app does not
// list it.
//
// Rules: shade some cells so that every numbered cell stays unshaded and
// has exactly that many shaded orthogonal neighbours.
package template

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres (at least 64).
const MaxSide = 64

type genre struct{}

func init() { puzzle.Register(genre{}) }

func (genre) Name() string    { return "template" }
func (genre) Title() string   { return "Template" }
func (genre) IDs() []string   { return []string{"template"} }
func (genre) Example() string { return "template/3/3/g2g1h0h" }
func (genre) Rules() string {
	return "Shade cells so that each number counts its shaded neighbours; numbered cells stay unshaded."
}

// Puzzle is a board of clues (urlcodec.Empty where there is none).
type Puzzle struct {
	G     grid.Grid
	Clues []int
}

func (genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	if l.Cols > MaxSide || l.Rows > MaxSide {
		return nil, fmt.Errorf("template: %dx%d is too large (at most %dx%d)", l.Cols, l.Rows, MaxSide, MaxSide)
	}
	g := grid.Grid{Cols: l.Cols, Rows: l.Rows}
	clues, _, err := urlcodec.DecodeNumber16(l.Body, g.Cells())
	if err != nil {
		return nil, err
	}
	for c, v := range clues {
		if v == urlcodec.Unknown || v > 4 {
			y, x := g.YX(c)
			return nil, fmt.Errorf("template: clue at r%dc%d must be 0 to 4", y+1, x+1)
		}
	}
	return &Puzzle{G: g, Clues: clues}, nil
}

func (p *Puzzle) Genre() puzzle.Genre    { return genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }
func (p *Puzzle) Link() urlcodec.Link {
	return urlcodec.Link{PID: "template", Cols: p.G.Cols, Rows: p.G.Rows, Body: urlcodec.EncodeNumber16(p.Clues)}
}

// Answer marks shaded cells; its text is one '#' or '.' per cell, row-major.
type Answer []bool

func (a Answer) String() string {
	var b strings.Builder
	for _, s := range a {
		if s {
			b.WriteByte('#')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	text = strings.Join(strings.Fields(text), "")
	if len(text) != p.G.Cells() {
		return nil, fmt.Errorf("template: answer has %d cells, want %d", len(text), p.G.Cells())
	}
	a := make(Answer, len(text))
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '#':
			a[i] = true
		case '.':
		default:
			return nil, fmt.Errorf("template: answer character %q is not '#' or '.'", text[i])
		}
	}
	return a, nil
}

func (p *Puzzle) Check(ans puzzle.Answer) []puzzle.Violation {
	a, ok := ans.(Answer)
	if !ok || len(a) != p.G.Cells() {
		return []puzzle.Violation{{Rule: "answer", Msg: "template: answer does not fit the board"}}
	}
	var out []puzzle.Violation
	var nb []int
	for c, clue := range p.Clues {
		if clue == urlcodec.Empty {
			continue
		}
		at := []grid.Point{p.G.CellPoint(c)}
		y, x := p.G.YX(c)
		if a[c] {
			out = append(out, puzzle.Violation{Rule: "shaded-clue", Msg: fmt.Sprintf("template: numbered cell r%dc%d is shaded", y+1, x+1), At: at})
			continue
		}
		n := 0
		for _, d := range p.G.Neighbours(nb[:0], c) {
			if a[d] {
				n++
			}
		}
		if n != clue {
			out = append(out, puzzle.Violation{Rule: "count", Msg: fmt.Sprintf("template: r%dc%d sees %d shaded cells, not %d", y+1, x+1, n, clue), At: at})
		}
	}
	return out
}

// State is the shading entered so far.
type State struct {
	p      *Puzzle
	shaded Answer
}

func (p *Puzzle) NewState() puzzle.State { return &State{p: p, shaded: make(Answer, p.G.Cells())} }

func (s *State) Answer() puzzle.Answer { return append(Answer(nil), s.shaded...) }

// Apply takes "Y,X" (toggle the cell's shading) or "=<answer text>".
func (s *State) Apply(move string) (puzzle.State, error) {
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		a, err := s.p.ParseAnswer(text)
		if err != nil {
			return nil, err
		}
		return &State{p: s.p, shaded: a.(Answer)}, nil
	}
	ys, xs, ok := strings.Cut(move, ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || err1 != nil || err2 != nil || !s.p.G.In(y, x) {
		return nil, fmt.Errorf("template: bad move %q", move)
	}
	next := &State{p: s.p, shaded: append(Answer(nil), s.shaded...)}
	c := s.p.G.Cell(y, x)
	next.shaded[c] = !next.shaded[c]
	return next, nil
}

func (s *State) Layout() puzzle.Display {
	d := puzzle.Display{Cols: s.p.G.Cols, Rows: s.p.G.Rows, GridLines: true}
	for c, clue := range s.p.Clues {
		at := s.p.G.CellPoint(c)
		if s.shaded[c] {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: at})
		}
		if clue != urlcodec.Empty {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: strconv.Itoa(clue)})
		}
	}
	return d
}
