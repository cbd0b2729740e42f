package analysis

import (
	"fmt"
	"slices"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Where boards differ and which places are open, read from the display
// list every genre draws, so no genre needs code of its own for it.

// answerDiff lists the lattice points where the boards of answers a and b
// are drawn differently (b nil: the empty board), sorted.
func answerDiff(p puzzle.Puzzle, a, b puzzle.Answer) []Point {
	la, lb := drawn(p, a), drawn(p, b)
	var out []Point
	for pt, ka := range la {
		if !slices.Equal(ka, lb[pt]) {
			out = append(out, pt)
		}
	}
	for pt := range lb {
		if _, ok := la[pt]; !ok {
			out = append(out, pt)
		}
	}
	sortPoints(out)
	if out == nil {
		out = []Point{}
	}
	return out
}

// drawn is the board with answer a entered (nil: empty), as a sorted list
// of item descriptions per point. A line or arrow belongs to the points
// strictly between its ends (the edge of a Slitherlink segment, the cells
// a bridge crosses), or to its start when its ends touch.
func drawn(p puzzle.Puzzle, a puzzle.Answer) map[Point][]string {
	s := p.NewState()
	if a != nil {
		next, err := s.Apply(puzzle.SetAnswerMove + a.String())
		if err != nil {
			return map[Point][]string{}
		}
		s = next
	}
	out := map[Point][]string{}
	for _, it := range s.Layout().Items {
		switch it.Kind {
		case puzzle.Cursor, puzzle.Highlight, puzzle.Error:
			continue
		}
		key := fmt.Sprintf("%d|%d,%d|%s|%d", it.Kind, it.To.Y, it.To.X, it.Text, it.Value)
		for _, q := range itemPoints(it) {
			out[q] = append(out[q], key)
		}
	}
	for q := range out {
		slices.Sort(out[q])
	}
	return out
}

func itemPoints(it puzzle.Item) []Point {
	if it.Kind != puzzle.Line && it.Kind != puzzle.Arrow {
		return []Point{pointOf(it.At)}
	}
	dy, dx := sign(it.To.Y-it.At.Y), sign(it.To.X-it.At.X)
	steps := max(abs(it.To.Y-it.At.Y), abs(it.To.X-it.At.X))
	if steps < 2 || (dy != 0 && dx != 0 && abs(it.To.Y-it.At.Y) != abs(it.To.X-it.At.X)) {
		return []Point{pointOf(it.At)}
	}
	var out []Point
	for i := 1; i < steps; i++ {
		out = append(out, Point{Y: it.At.Y + i*dy, X: it.At.X + i*dx})
	}
	return out
}

// openPoints are the places of the kind the facts speak of (cells,
// edges) that hold no given and no fact. With no facts at all, the kind
// is the one an answer fills (first, entered on the empty board).
// It is nil when neither says what kind of place the genre's answer is
// made of.
func openPoints(p puzzle.Puzzle, first puzzle.Answer, fs []puzzle.Fact, determined map[Point]bool) []Point {
	kinds := map[int]bool{}
	for _, f := range fs {
		for _, q := range f.At {
			kinds[kindOf(pointOf(q))] = true
		}
	}
	if len(kinds) == 0 && first != nil {
		for _, q := range answerDiff(p, nil, first) {
			kinds[kindOf(q)] = true
		}
		if kinds[kindCell] {
			// A genre that fills cells may also draw lines between them
			// (Flow); its places are the cells.
			kinds = map[int]bool{kindCell: true}
		}
	}
	if len(kinds) == 0 {
		return nil
	}
	empty := p.NewState().Layout()
	given := map[Point]bool{}
	for _, it := range empty.Items {
		switch it.Kind {
		case puzzle.Clue, puzzle.Circle, puzzle.Fill:
			given[pointOf(it.At)] = true
		}
	}
	out := []Point{}
	for y := 0; y <= 2*empty.Rows; y++ {
		for x := 0; x <= 2*empty.Cols; x++ {
			q := Point{Y: y, X: x}
			if kinds[kindOf(q)] && !given[q] && !determined[q] {
				out = append(out, q)
			}
		}
	}
	return out
}

const (
	kindCell = iota
	kindEdge
	kindVertex
)

func kindOf(q Point) int {
	g := grid.Point{Y: q.Y, X: q.X}
	switch {
	case g.IsCell():
		return kindCell
	case g.IsVertex():
		return kindVertex
	}
	return kindEdge
}

func sortPoints(ps []Point) {
	slices.SortFunc(ps, func(a, b Point) int {
		if a.Y != b.Y {
			return a.Y - b.Y
		}
		return a.X - b.X
	})
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func abs(v int) int { return max(v, -v) }
