// Package textgrid draws a display list (puzzle.Display) as plain text, one
// character column per lattice point, for terminals and logs: `pencilbox
// solve --grid` prints every genre's answer this way without knowing the
// genre, as the canvas renderer draws it.
//
// Cells show their text (a clue, a digit, a circled island's number), '#'
// when shaded, '.' when empty or dotted; a Flow cell on a coloured path
// shows its colour's letter in lower case (the end dots in upper case).
// Edges show walls ('|', '-'), lines crossing them ('-', '|', '=' and 'H'
// for doubles), signs ('<', '^'), arrows and crosses ('x'); corners show
// '+' where walls or lines meet. A row of edges with nothing on it is left
// out, so a plain grid stays compact.
package textgrid

import (
	"cmp"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// line counts the lines running through a lattice point by direction.
type line struct{ across, down int }

// Draw returns d as text, rows ending in newlines.
func Draw(d puzzle.Display) string {
	h, w := 2*d.Rows+1, 2*d.Cols+1
	text := map[grid.Point]string{}
	walls := map[grid.Point]bool{}
	lines := map[grid.Point]line{}
	colour := map[int]string{} // Flow: colour value to its dots' label
	fills := map[grid.Point]int{}
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Circle:
			if it.Value > 0 && it.Text != "" {
				colour[it.Value] = it.Text
			}
		}
	}
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Wall:
			walls[it.At] = true
		case puzzle.Clue, puzzle.Number, puzzle.Relation, puzzle.Circle:
			if it.Text != "" {
				text[it.At] = it.Text
			}
		case puzzle.Fill:
			fills[it.At] = it.Value
		case puzzle.Dot:
			if _, ok := text[it.At]; !ok {
				text[it.At] = "."
			}
		case puzzle.Cross:
			text[it.At] = "x"
		case puzzle.Line:
			walk(it.At, it.To, func(p grid.Point, across bool) {
				l := lines[p]
				n := max(it.Value, 1)
				if across {
					l.across = max(l.across, n)
				} else {
					l.down = max(l.down, n)
				}
				lines[p] = l
			})
		case puzzle.Arrow:
			glyph := arrowGlyph(it.At, it.To)
			walk(it.At, it.To, func(p grid.Point, _ bool) {
				if !p.IsCell() {
					text[p] = glyph
				}
			})
		}
	}
	// Cells are as wide as their widest text.
	cw := 1
	for p, s := range text {
		if p.IsCell() {
			cw = max(cw, len(s))
		}
	}
	var b strings.Builder
	for y := 0; y < h; y++ {
		var row strings.Builder
		blank := true
		for x := 0; x < w; x++ {
			p := grid.Point{Y: y, X: x}
			width := 1
			if x%2 == 1 {
				width = cw
			}
			s := point(p, d, text, walls, lines, fills, colour)
			if s != " " {
				blank = false
			}
			row.WriteString(pad(s, width, p.IsCell() || y%2 == 0))
		}
		if blank && y%2 == 0 {
			continue
		}
		b.WriteString(strings.TrimRight(row.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// point is what one lattice point shows.
func point(p grid.Point, d puzzle.Display, text map[grid.Point]string, walls map[grid.Point]bool,
	lines map[grid.Point]line, fills map[grid.Point]int, colour map[int]string) string {
	if s, ok := text[p]; ok {
		return s
	}
	l := lines[p]
	switch {
	case p.IsCell():
		if v, ok := fills[p]; ok {
			if c, ok := colour[v]; ok {
				return strings.ToLower(c)
			}
			return "#"
		}
		if s := lineGlyph(l); s != "" {
			return s
		}
		return "."
	case p.Y%2 == 0 && p.X%2 == 0: // a corner
		if l.across+l.down > 0 || walls[step(p, 0, -1)] || walls[step(p, 0, 1)] || walls[step(p, -1, 0)] || walls[step(p, 1, 0)] {
			return "+"
		}
		if d.Vertices {
			return "."
		}
		return " "
	}
	if s := lineGlyph(l); s != "" {
		return s
	}
	if walls[p] {
		if p.Y%2 == 0 {
			return "-"
		}
		return "|"
	}
	return " "
}

func lineGlyph(l line) string {
	switch {
	case l.across == 1:
		return "-"
	case l.across > 1:
		return "="
	case l.down == 1:
		return "|"
	case l.down > 1:
		return "H"
	}
	return ""
}

// pad widens s to width: cells and horizontal edges repeat a line or wall
// glyph across the width, other text is centred.
func pad(s string, width int, stretch bool) string {
	if len(s) >= width {
		return s
	}
	if stretch && (s == "-" || s == "=") {
		return strings.Repeat(s, width)
	}
	left := (width - len(s)) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", width-len(s)-left)
}

// walk calls f for every lattice point from a to b (a straight run), with
// whether the run goes across.
func walk(a, b grid.Point, f func(grid.Point, bool)) {
	dy, dx := cmp.Compare(b.Y-a.Y, 0), cmp.Compare(b.X-a.X, 0)
	if dy != 0 && dx != 0 {
		return // not a straight run: nothing the lattice can show
	}
	for p := a; ; p = step(p, dy, dx) {
		f(p, dx != 0)
		if p == b {
			return
		}
	}
}

func arrowGlyph(a, b grid.Point) string {
	switch {
	case b.X > a.X:
		return ">"
	case b.X < a.X:
		return "<"
	case b.Y < a.Y:
		return "^"
	}
	return "v"
}

func step(p grid.Point, dy, dx int) grid.Point { return grid.Point{Y: p.Y + dy, X: p.X + dx} }
