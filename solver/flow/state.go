package flow

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// State is an immutable play position: one path per colour (index 0
// unused), each a list of cells starting at one of the colour's dots, or
// nil when nothing is drawn. Paths never share a cell.
type State struct {
	P     *Puzzle
	Paths [][]int
}

// NewState is the board with no paths drawn.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State { return &State{P: p, Paths: make([][]int, p.Colours()+1)} }

// Cells is the colour of every cell: drawn paths and the dots.
func (s *State) Cells() []int {
	cells := append([]int(nil), s.P.Dots...)
	for k, path := range s.Paths {
		for _, c := range path {
			cells[c] = k
		}
	}
	return cells
}

// Answer is the board as drawn, with its paths.
func (s *State) Answer() puzzle.Answer {
	paths := make([][]int, len(s.Paths))
	for k, path := range s.Paths {
		paths[k] = append([]int(nil), path...)
	}
	return Answer{P: s.P, Cells: s.Cells(), Paths: paths}
}

func (s *State) clone() *State {
	ns := &State{P: s.P, Paths: make([][]int, len(s.Paths))}
	copy(ns.Paths, s.Paths) // paths are never written in place
	return ns
}

// Apply understands these moves (colours are 1..K, cells 0-based Y,X):
//
//	"p K Y,X Y,X ..."  set colour K's path: it starts at one of K's dots
//	                   and steps to adjacent cells; it may stop anywhere
//	                   and ends at the other dot when complete. Other
//	                   colours' paths that it crosses are cut just before
//	                   the crossing (their part from their dot stays).
//	"x K"              clear colour K's path
//	"e K Y,X ..."      extend colour K's path (it must have one, at least
//	                   its dot) by these cells, as "p" with the path so far
//	                   plus them: same rules, same cuts
//	"t K N"            trim colour K's path to its first N cells (N >= 1)
//	"=TEXT"            put a whole answer (benchmark text form) on the board
//
// "e" and "t" keep the play history short: a drag records one small move
// per cell instead of the whole path again and again.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	if strings.HasPrefix(move, puzzle.SetAnswerMove) {
		cells, err := p.parseCells(move[len(puzzle.SetAnswerMove):])
		if err != nil {
			return nil, err
		}
		for c, k := range p.Dots {
			if k != 0 && cells[c] != k {
				return nil, fmt.Errorf("flow: the answer covers the dot at %s with another colour", p.cellName(c))
			}
		}
		read := p
		if len(p.Hidden) > 0 {
			read = p.withEnds(p.tookOf(cells))
		}
		ns := &State{P: p, Paths: read.pathsOf(cells)}
		drawn := ns.Cells()
		for c, k := range cells {
			if drawn[c] != k {
				return nil, fmt.Errorf("flow: the %s cells of the answer do not form a line from a %s dot", p.Labels[k], p.Labels[k])
			}
		}
		return ns, nil
	}
	f := strings.Fields(move)
	if len(f) >= 2 && (f[0] == "e" || f[0] == "t") {
		return s.applyRelative(f, move)
	}
	if len(f) < 2 || (f[0] != "p" && f[0] != "x") {
		return nil, fmt.Errorf("flow: cannot read the move %q", urlcodec.Clip(move))
	}
	k, err := strconv.Atoi(f[1])
	if err != nil || k < 1 || k > p.Colours() {
		return nil, fmt.Errorf("flow: %q is not a colour 1..%d", urlcodec.Clip(f[1]), p.Colours())
	}
	ns := s.clone()
	if f[0] == "x" {
		if len(f) != 2 {
			return nil, fmt.Errorf("flow: cannot read the move %q", urlcodec.Clip(move))
		}
		ns.Paths[k] = nil
		return ns, nil
	}
	if len(f)-2 > p.G.Cells() {
		return nil, fmt.Errorf("flow: the path is longer than the board")
	}
	path := make([]int, 0, len(f)-2)
	seen := map[int]bool{}
	for i, t := range f[2:] {
		yx := strings.Split(t, ",")
		if len(yx) != 2 {
			return nil, fmt.Errorf("flow: cannot read the cell %q", urlcodec.Clip(t))
		}
		y, e1 := strconv.Atoi(yx[0])
		x, e2 := strconv.Atoi(yx[1])
		if e1 != nil || e2 != nil || !p.G.In(y, x) {
			return nil, fmt.Errorf("flow: cell %q is off the %dx%d board", urlcodec.Clip(t), p.G.Cols, p.G.Rows)
		}
		c := p.G.Cell(y, x)
		switch {
		case seen[c]:
			return nil, fmt.Errorf("flow: the path visits %s twice", p.cellName(c))
		case i == 0 && !p.IsEnd(k, c):
			return nil, fmt.Errorf("flow: a %s path must start at a %s dot, not at %s", p.Labels[k], p.Labels[k], p.cellName(c))
		case i > 0 && p.IsHidden(c) && (i != len(f)-3 || !p.Open(k)):
			return nil, fmt.Errorf("flow: the %s path cannot pass or end at the ? dot at %s", p.Labels[k], p.cellName(c))
		case i > 0 && !p.adjacent(path[i-1], c):
			return nil, fmt.Errorf("flow: %s and %s are not neighbours", p.cellName(path[i-1]), p.cellName(c))
		case i > 0 && p.Dots[c] != 0 && p.Dots[c] != k:
			return nil, fmt.Errorf("flow: the %s path cannot pass the %s dot at %s", p.Labels[k], p.Labels[p.Dots[c]], p.cellName(c))
		case i > 0 && p.Dots[c] == k && i != len(f)-3:
			return nil, fmt.Errorf("flow: the %s path must end at its second dot", p.Labels[k])
		}
		seen[c] = true
		path = append(path, c)
	}
	if len(path) == 0 {
		ns.Paths[k] = nil
		return ns, nil
	}
	ns.Paths[k] = path
	for j := 1; j <= p.Colours(); j++ {
		if j == k {
			continue
		}
		for i, c := range ns.Paths[j] {
			if seen[c] {
				if i == 0 {
					ns.Paths[j] = nil
				} else {
					ns.Paths[j] = ns.Paths[j][:i:i]
				}
				break
			}
		}
	}
	return ns, nil
}

// applyRelative handles "e" and "t" by rewriting them as the "p" move of
// the resulting path.
func (s *State) applyRelative(f []string, move string) (*State, error) {
	p := s.P
	k, err := strconv.Atoi(f[1])
	if err != nil || k < 1 || k > p.Colours() {
		return nil, fmt.Errorf("flow: %q is not a colour 1..%d", urlcodec.Clip(f[1]), p.Colours())
	}
	path := s.Paths[k]
	switch f[0] {
	case "e":
		if len(path) == 0 {
			return nil, fmt.Errorf("flow: the %s line cannot be extended: it has not started", p.Labels[k])
		}
		if len(f) < 3 || len(f)-2 > p.G.Cells() {
			return nil, fmt.Errorf("flow: cannot read the move %q", urlcodec.Clip(move))
		}
		return s.apply(Move(p, k, path) + " " + strings.Join(f[2:], " "))
	default: // "t"
		n, err := strconv.Atoi(f[len(f)-1])
		if len(f) != 3 || err != nil || n < 1 || n > len(path) {
			return nil, fmt.Errorf("flow: cannot trim the %s line as %q asks (it has %d cells)", p.Labels[k], urlcodec.Clip(move), len(path))
		}
		ns := s.clone()
		ns.Paths[k] = path[:n:n]
		return ns, nil
	}
}

// Move writes the move that sets colour k's path.
func Move(p *Puzzle, k int, path []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "p %d", k)
	for _, c := range path {
		y, x := p.G.YX(c)
		fmt.Fprintf(&b, " %d,%d", y, x)
	}
	return b.String()
}

// Layout draws each dot as a Circle (Value = colour, Text = its label, so
// colour is never the only cue), each path step as a Line between cell
// centres (Text = the colour as a decimal palette index, Value 1: a single
// stroke, since the renderer reads Value 2 as a double line), and a Fill
// under every cell of a joined pair (Value = colour) so completed pairs
// show as done.
func (s *State) Layout() puzzle.Display {
	p := s.P
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows, GridLines: true}
	for k, path := range s.Paths {
		if p.Joins(k, path) {
			for _, c := range path {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: p.G.CellPoint(c), Value: k})
			}
		}
	}
	for k, path := range s.Paths {
		for i := 1; i < len(path); i++ {
			d.Items = append(d.Items, pathLine(p, path[i-1], path[i], k))
		}
	}
	var cells []int
	if len(p.Hidden) > 0 {
		cells = s.Cells()
	}
	for c, k := range p.Dots {
		switch {
		case k != 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Circle, At: p.G.CellPoint(c), Text: p.Labels[k], Value: k})
		case p.IsHidden(c):
			// A '?' keeps its mark and takes the colour of the line
			// that reaches it (white until then).
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Circle, At: p.G.CellPoint(c), Text: "?", Value: cells[c]})
		}
	}
	return d
}

// pathLine is one step of colour k's path from cell a to cell b.
func pathLine(p *Puzzle, a, b, k int) puzzle.Item {
	return puzzle.Item{Kind: puzzle.Line, At: p.G.CellPoint(a), To: p.G.CellPoint(b), Text: strconv.Itoa(k), Value: 1}
}
