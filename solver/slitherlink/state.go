package slitherlink

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Edge marks of the play state.
const (
	Unset uint8 = iota // nothing entered
	On                 // a loop edge
	Off                // crossed out: "no line here"
)

// State is an immutable play position: one mark per edge (geometry.go
// numbering). Apply copies; nothing writes into an existing State.
type State struct {
	P     *Puzzle
	Edges []uint8
}

// NewState is the empty board.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State {
	return &State{P: p, Edges: make([]uint8, p.geo.numEdges())}
}

// Answer is the loop edges entered so far (crosses are no line).
func (s *State) Answer() puzzle.Answer {
	line := make([]bool, len(s.Edges))
	for e, m := range s.Edges {
		line[e] = m == On
	}
	return Answer{P: s.P, Line: line}
}

// Apply understands these moves. Edges are named by their point on the
// doubled lattice, Y,X with exactly one of the two odd: (2y, 2x+1) is the
// top side of cell (y,x), (2y+1, 2x) its left side.
//
//	"Y,X=1"   put a line on the edge
//	"Y,X=x"   cross the edge out (no line)
//	"Y,X=0"   clear the edge
//	"Y,X~1"   toggle a line (line -> clear, anything else -> line)
//	"Y,X~x"   toggle a cross (cross -> clear, anything else -> cross)
//	"=TEXT"   put a whole answer (benchmark form) on the board: its loop
//	          edges become lines, every other edge is cleared
//
// Several edge moves joined by ';' are one step (a drag along edges); the
// step fails as a whole if any part fails.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		a, err := s.P.ParseAnswer(text)
		if err != nil {
			return nil, err
		}
		ns := &State{P: s.P, Edges: make([]uint8, len(s.Edges))}
		for e, on := range a.(Answer).Line {
			if on {
				ns.Edges[e] = On
			}
		}
		return ns, nil
	}
	ns := &State{P: s.P, Edges: append([]uint8(nil), s.Edges...)}
	for _, part := range strings.Split(move, ";") {
		if err := ns.applyEdge(part); err != nil {
			return nil, err
		}
	}
	return ns, nil
}

// applyEdge applies one "Y,X=1" style part in place.
func (s *State) applyEdge(part string) error {
	op := strings.IndexAny(part, "=~")
	if op < 0 || op+2 != len(part) {
		return fmt.Errorf("slitherlink: cannot read the move %q (want Y,X=1, Y,X=x, Y,X=0, Y,X~1 or Y,X~x)", urlcodec.Clip(part))
	}
	ys, xs, ok := strings.Cut(part[:op], ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || err1 != nil || err2 != nil {
		return fmt.Errorf("slitherlink: cannot read the edge in %q", urlcodec.Clip(part))
	}
	e, ok := s.P.geo.pointEdge(grid.Point{Y: y, X: x})
	if !ok {
		return fmt.Errorf("slitherlink: %d,%d is not an edge of the %dx%d board", y, x, s.P.G.Cols, s.P.G.Rows)
	}
	var mark uint8
	switch part[op+1] {
	case '1':
		mark = On
	case 'x':
		mark = Off
	case '0':
		mark = Unset
	default:
		return fmt.Errorf("slitherlink: unknown edge mark %q in %q (1 line, x cross, 0 clear)", part[op+1], urlcodec.Clip(part))
	}
	if part[op] == '~' {
		if mark == Unset {
			return fmt.Errorf("slitherlink: %q toggles nothing (use ~1 or ~x)", urlcodec.Clip(part))
		}
		if s.Edges[e] == mark {
			mark = Unset
		}
	}
	s.Edges[e] = mark
	return nil
}

// EdgeMove is the move that sets the edge at lattice point at to mark.
func EdgeMove(at grid.Point, mark uint8) string {
	return fmt.Sprintf("%d,%d=%c", at.Y, at.X, "01x"[mark])
}

// Layout draws the dots, the clues, the lines (vertex to vertex) and the
// crosses (on the edge point); no grid lines, as on paper.
func (s *State) Layout() puzzle.Display {
	p := s.P
	geo := p.geo
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows, Vertices: true}
	for c, v := range p.Clues {
		if v == urlcodec.Empty {
			continue
		}
		lines := 0
		for _, e := range geo.cellEdges[c] {
			if s.Edges[e] == On {
				lines++
			}
		}
		d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: p.G.CellPoint(c), Text: clueText(v), Value: v,
			Met: v != urlcodec.Unknown && lines == v})
	}
	for e, m := range s.Edges {
		switch m {
		case On:
			vs := geo.edgeVerts[e]
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Line, At: geo.vertexPoint(int(vs[0])), To: geo.vertexPoint(int(vs[1])), Value: 1})
		case Off:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Cross, At: geo.edgePoint(e)})
		}
	}
	return d
}
