package fillomino

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// State is an immutable play position: Values holds one number per cell
// (givens included, 0 = empty) and Borders the player's own borders, one
// per inner border in puzz.link order (drawing aids only: Check ignores
// them, because the numbers alone decide the regions).
type State struct {
	P       *Puzzle
	Values  []int
	Borders []bool
}

// NewState is the board with only the givens.
func (p *Puzzle) NewState() puzzle.State { return p.Start() }

// Start is NewState with the concrete type.
func (p *Puzzle) Start() *State {
	vals := make([]int, len(p.Clues))
	for c, v := range p.Clues {
		vals[c] = max(v, 0)
	}
	return &State{P: p, Values: vals, Borders: make([]bool, len(p.Walls))}
}

// Answer is the numbers entered so far.
func (s *State) Answer() puzzle.Answer {
	return Answer{G: s.P.G, Values: append([]int(nil), s.Values...)}
}

func (s *State) clone() *State {
	return &State{P: s.P, Values: append([]int(nil), s.Values...), Borders: append([]bool(nil), s.Borders...)}
}

// Apply understands these moves (coordinates are 0-based; cells are "Y,X"
// as row, column; borders are points of the doubled lattice, where the
// border right of cell (y,x) is (2y+1, 2x+2) and the one below it is
// (2y+2, 2x+1)):
//
//	"Y,X=V"              number V (1, 2, ... any size) in cell Y,X; V=0 clears
//	"Y,X Y,X ...=V"      the same number in several cells (a drag); givens on
//	                     the way are skipped when they already hold V
//	"border Y,X ..."     toggle the player's border at each lattice point
//	"border Y,X ...=1"   set them (=0 clears them)
//	"=TEXT"              a whole answer (benchmark text form)
//
// Givens and given borders cannot be changed.
func (s *State) Apply(move string) (puzzle.State, error) {
	return puzzle.NextState(s.apply(move))
}

func (s *State) apply(move string) (*State, error) {
	p := s.P
	if text, ok := strings.CutPrefix(move, puzzle.SetAnswerMove); ok {
		vals, err := p.parseAnswer(text)
		if err != nil {
			return nil, err
		}
		ns := s.clone()
		for c, v := range vals {
			if cl := p.Clues[c]; cl > 0 {
				if v != cl && v != 0 {
					return nil, fmt.Errorf("fillomino: the answer changes the given at %s", cellName(p.G, c))
				}
				continue
			}
			ns.Values[c] = v
		}
		return ns, nil
	}
	if rest, ok := strings.CutPrefix(move, "border "); ok {
		return s.applyBorders(rest)
	}
	lhs, rhs, ok := strings.Cut(move, "=")
	if !ok {
		return nil, fmt.Errorf("fillomino: cannot read the move %q", urlcodec.Clip(move))
	}
	v, err := strconv.Atoi(rhs)
	if err != nil || v < 0 {
		return nil, fmt.Errorf("fillomino: %q is not a number", urlcodec.Clip(rhs))
	}
	if v > p.G.Cells() {
		return nil, fmt.Errorf("fillomino: %d is larger than the board (%d cells)", v, p.G.Cells())
	}
	cells, err := s.cells(lhs)
	if err != nil {
		return nil, err
	}
	ns := s.clone()
	for _, c := range cells {
		if cl := p.Clues[c]; cl > 0 {
			if cl == v && len(cells) > 1 {
				continue
			}
			return nil, fmt.Errorf("fillomino: %s is a given and cannot change", cellName(p.G, c))
		}
		ns.Values[c] = v
	}
	return ns, nil
}

// cells reads a space-separated list of "Y,X" cells.
func (s *State) cells(text string) ([]int, error) {
	fs := strings.Fields(text)
	if len(fs) == 0 {
		return nil, fmt.Errorf("fillomino: the move names no cell")
	}
	out := make([]int, 0, len(fs))
	for _, f := range fs {
		y, x, err := pair(f)
		if err != nil {
			return nil, err
		}
		if !s.P.G.In(y, x) {
			return nil, fmt.Errorf("fillomino: cell %d,%d is off the %dx%d board", y, x, s.P.G.Cols, s.P.G.Rows)
		}
		out = append(out, s.P.G.Cell(y, x))
	}
	return out, nil
}

func pair(f string) (int, int, error) {
	ys, xs, ok := strings.Cut(f, ",")
	y, err1 := strconv.Atoi(ys)
	x, err2 := strconv.Atoi(xs)
	if !ok || err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("fillomino: %q is not a position Y,X", urlcodec.Clip(f))
	}
	return y, x, nil
}

func (s *State) applyBorders(text string) (*State, error) {
	set := -1 // toggle
	if lhs, rhs, ok := strings.Cut(text, "="); ok {
		switch rhs {
		case "0":
			set = 0
		case "1":
			set = 1
		default:
			return nil, fmt.Errorf("fillomino: a border is set with =1 or cleared with =0, not =%s", urlcodec.Clip(rhs))
		}
		text = lhs
	}
	fs := strings.Fields(text)
	if len(fs) == 0 {
		return nil, fmt.Errorf("fillomino: the border move names no border")
	}
	ns := s.clone()
	for _, f := range fs {
		y, x, err := pair(f)
		if err != nil {
			return nil, err
		}
		e, ok := s.P.PointEdge(grid.Point{Y: y, X: x})
		if !ok {
			return nil, fmt.Errorf("fillomino: %d,%d is not a border between two cells", y, x)
		}
		if s.P.Walls[e] {
			return nil, fmt.Errorf("fillomino: the border at %d,%d is given and cannot change", y, x)
		}
		switch set {
		case -1:
			ns.Borders[e] = !ns.Borders[e]
		default:
			ns.Borders[e] = set == 1
		}
	}
	return ns, nil
}

// Wall item values in the layout, so a renderer may tell them apart.
const (
	WallGiven  = 0 // a given (bold) border of the puzzle
	WallNumber = 1 // between two different numbers: drawn automatically
	WallPlayer = 2 // drawn by the player
)

// Layout draws given borders, borders between different numbers and the
// player's borders as Wall items (Value WallGiven, WallNumber, WallPlayer),
// givens as clues ('?' for a '?' clue not yet filled) and entries as
// numbers.
func (s *State) Layout() puzzle.Display {
	p := s.P
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows, GridLines: true}
	for e := range p.edges {
		a, b := p.EdgeCells(e)
		kind := -1
		switch {
		case p.Walls[e]:
			kind = WallGiven
		case s.Values[a] > 0 && s.Values[b] > 0 && s.Values[a] != s.Values[b]:
			kind = WallNumber
		case s.Borders[e]:
			kind = WallPlayer
		}
		if kind >= 0 {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Wall, At: p.EdgePoint(e), Value: kind})
		}
	}
	for c, v := range s.Values {
		at := p.G.CellPoint(c)
		switch {
		case p.Clues[c] > 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: strconv.Itoa(p.Clues[c]), Value: p.Clues[c]})
		case v > 0:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Number, At: at, Text: strconv.Itoa(v), Value: v})
		case p.Clues[c] == Unknown:
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: "?"})
		}
	}
	return d
}
