package main

import (
	"cmp"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// The board in words, for screen readers. The canvas is a picture; beside
// it the page keeps an ARIA grid with one cell per display cell
// (a11y_grid.go), whose text comes from here. Like the canvas renderer and
// package textgrid it reads only the display list, so every genre is
// described without knowing the genre: "given 7", "circle 3", "shaded",
// "line up and right", "wall below", "less than right". A genre may give
// those drawn things its own names (a11y_terms.go): a Hashi circle is an
// "island 3" with a "bridge up", a Flow circle an "endpoint A", an
// Evolomino fill a "square", a Slitherlink side line the "loop".

// cellSide is one of the four sides of a cell, in reading order of the words.
type cellSide int

const (
	sideUp cellSide = iota
	sideDown
	sideLeft
	sideRight
)

var cellSides = [4]struct {
	dy, dx int
	out    string // a line leaving the centre that way
	at     string // something on that side
}{
	{-1, 0, "up", "above"},
	{1, 0, "down", "below"},
	{0, -1, "left", "left"},
	{0, 1, "right", "right"},
}

// cellFacts is everything the display list puts in or around one cell.
type cellFacts struct {
	given, number string // clue text, player text
	circle        bool   // the clue or text is circled
	circleText    string // a circle's own text (Flow's letters)
	met           bool
	marks         string
	fill          int // -1 none
	lineColour    int // palette colour of a line through the centre, 0 none
	dot, cross    bool
	out           [4]int    // line count leaving the centre each way
	arrowOut      int       // side+1 of an arrow leaving the centre, 0 none
	arrowIn       int       // side+1 an arrowhead comes from, 0 none
	walls         [4]bool   // walls on the sides (not the board's outline)
	edgeLine      [4]int    // lines along the sides (count)
	crosses       [4]bool   // crosses on the sides
	signs         [4]string // relation signs on the sides
	sideText      [4]string // other text on a side
}

// boardFacts indexes a display list by cell, once per position: reading it
// per cell would cost cells x items (64x64 boards have thousands of both).
type boardFacts struct {
	d      puzzle.Display
	t      a11yTerms // the genre's names for what is drawn
	cells  []cellFacts
	colour map[int]string // palette value -> the label of its circles
}

func newBoardFacts(d puzzle.Display, t a11yTerms) *boardFacts {
	b := &boardFacts{d: d, t: t.withDefaults(), cells: make([]cellFacts, max(d.Rows*d.Cols, 0)), colour: map[int]string{}}
	for i := range b.cells {
		b.cells[i].fill = -1
	}
	for _, it := range d.Items {
		if it.Kind == puzzle.Circle && it.Value > 0 && strings.TrimSpace(it.Text) != "" {
			// A Flow '?' dot takes its line's colour: the colour keeps
			// the name of its numbered dot when it has one.
			if old, ok := b.colour[it.Value]; !ok || old == "?" {
				b.colour[it.Value] = it.Text
			}
		}
	}
	for _, it := range d.Items {
		b.add(it)
	}
	return b
}

// cell is the facts of the cell at lattice point p, nil outside the board.
func (b *boardFacts) cell(p grid.Point) *cellFacts {
	if !p.IsCell() || p.Y < 0 || p.X < 0 {
		return nil
	}
	y, x := p.Y/2, p.X/2
	if y >= b.d.Rows || x >= b.d.Cols {
		return nil
	}
	return &b.cells[y*b.d.Cols+x]
}

// onSide calls f for each cell that has edge point e on one of its sides,
// with that side.
func (b *boardFacts) onSide(e grid.Point, f func(c *cellFacts, s cellSide)) {
	if !e.IsEdge() {
		return
	}
	for s := sideUp; s <= sideRight; s++ {
		// The cell whose side s is e lies the other way from e.
		if c := b.cell(grid.Point{Y: e.Y - cellSides[s].dy, X: e.X - cellSides[s].dx}); c != nil {
			f(c, s)
		}
	}
}

// outline reports whether edge point e is on the board's outline.
func (b *boardFacts) outline(e grid.Point) bool {
	return e.Y == 0 || e.X == 0 || e.Y == 2*b.d.Rows || e.X == 2*b.d.Cols
}

func (b *boardFacts) add(it puzzle.Item) {
	switch it.Kind {
	case puzzle.Clue, puzzle.Number, puzzle.Circle, puzzle.Marks, puzzle.Fill, puzzle.Dot, puzzle.Cross:
		if c := b.cell(it.At); c != nil {
			c.addCellItem(it)
			return
		}
		if it.Kind == puzzle.Cross {
			b.onSide(it.At, func(c *cellFacts, s cellSide) { c.crosses[s] = true })
		} else if t := strings.TrimSpace(it.Text); t != "" && it.Kind != puzzle.Marks {
			b.onSide(it.At, func(c *cellFacts, s cellSide) { c.sideText[s] = t })
		}
	case puzzle.Wall:
		if !b.outline(it.At) {
			b.onSide(it.At, func(c *cellFacts, s cellSide) { c.walls[s] = true })
		}
	case puzzle.Relation:
		b.onSide(it.At, func(c *cellFacts, s cellSide) { c.signs[s] = it.Text })
	case puzzle.Line, puzzle.Arrow:
		b.addRun(it)
	}
}

func (c *cellFacts) addCellItem(it puzzle.Item) {
	switch it.Kind {
	case puzzle.Clue:
		c.given = it.Text
		c.met = c.met || it.Met
	case puzzle.Number:
		c.number = it.Text
	case puzzle.Circle:
		c.circle = true
		c.met = c.met || it.Met
		if t := strings.TrimSpace(it.Text); t != "" {
			c.circleText = t
		}
		if it.Value > 0 && c.fill < 0 {
			c.fill = it.Value
		}
	case puzzle.Marks:
		c.marks = it.Text
	case puzzle.Fill:
		c.fill = it.Value
	case puzzle.Dot:
		c.dot = true
	case puzzle.Cross:
		c.cross = true
	}
}

// addRun records a Line or Arrow: a straight run of lattice points. Where
// it leaves a cell's centre, that cell has a line going that way; where it
// runs along an edge (loops drawn between corner dots), the cells on both
// sides have a line on that side.
func (b *boardFacts) addRun(it puzzle.Item) {
	dy, dx := cmp.Compare(it.To.Y-it.At.Y, 0), cmp.Compare(it.To.X-it.At.X, 0)
	if (dy != 0) == (dx != 0) {
		return // a point or a diagonal: nothing a side can say
	}
	n := max(it.Value, 1)
	// A line whose text is a number is drawn in that palette colour
	// (Flow's paths before they are finished and filled).
	colour, _ := strconv.Atoi(it.Text)
	fwd, back := dirSide(dy, dx), dirSide(-dy, -dx)
	for p := it.At; p != it.To; p = (grid.Point{Y: p.Y + dy, X: p.X + dx}) {
		q := grid.Point{Y: p.Y + dy, X: p.X + dx}
		if c := b.cell(p); c != nil {
			c.out[fwd] = max(c.out[fwd], n)
			c.lineColour = max(c.lineColour, colour)
			if it.Kind == puzzle.Arrow && p == it.At {
				c.arrowOut = int(fwd) + 1
			}
		}
		if c := b.cell(q); c != nil {
			c.out[back] = max(c.out[back], n)
			c.lineColour = max(c.lineColour, colour)
			if it.Kind == puzzle.Arrow && q == it.To {
				c.arrowIn = int(back) + 1
			}
		}
		if q != it.To && q.IsEdge() && (q.Y%2 == 1) == (dy != 0) {
			// An edge between two cells side by side (odd row) runs
			// down; one between cells above each other runs across.
			b.onSide(q, func(c *cellFacts, s cellSide) { c.edgeLine[s] = max(c.edgeLine[s], n) })
		}
	}
}

func dirSide(dy, dx int) cellSide {
	switch {
	case dy < 0:
		return sideUp
	case dy > 0:
		return sideDown
	case dx < 0:
		return sideLeft
	}
	return sideRight
}

// words describes cell (y, x) without its name: "given 7", "4, pencil
// marks 1 3", "empty".
func (b *boardFacts) words(y, x int) string {
	c := &b.cells[y*b.d.Cols+x]
	t := &b.t
	var w []string
	switch {
	case c.given != "" && c.circle:
		w = append(w, t.circle+" "+clueWords(c.given))
	case c.given != "":
		w = append(w, t.given+" "+clueWords(c.given))
	case c.circle && c.circleText != "":
		w = append(w, t.circle+" "+c.circleText)
	case c.circle:
		w = append(w, t.circle)
	}
	if c.met && len(w) > 0 {
		w[len(w)-1] += ", met"
	}
	if c.number != "" {
		w = append(w, clueWords(c.number))
	}
	if m := markWords(c.marks); m != "" {
		w = append(w, "pencil marks "+m)
	}
	fill := c.fill
	if fill < 0 && c.lineColour > 0 {
		fill = c.lineColour
	}
	switch {
	case t.fills[fill] != "":
		w = append(w, t.fills[fill])
	case fill == 0:
		w = append(w, "shaded")
	case fill > 0 && !(c.circle && c.circleText == b.colour[fill]):
		name := b.colour[fill]
		if name == "" {
			name = PaletteLetter(fill)
		}
		w = append(w, "colour "+name)
	}
	if c.dot {
		w = append(w, t.dot)
	}
	if c.cross {
		w = append(w, t.crossed)
	}
	w = append(w, countedWords(t.line, c.out, func(s cellSide) string { return cellSides[s].out })...)
	if c.arrowOut > 0 && t.arrowOut {
		w = append(w, "arrow "+cellSides[c.arrowOut-1].out)
	}
	if c.arrowIn > 0 {
		w = append(w, t.arrowhead+" from "+cellSides[c.arrowIn-1].at)
	}
	w = append(w, sideWords("wall", c.walls)...)
	w = append(w, countedWords(t.edgeLine, c.edgeLine, func(s cellSide) string { return cellSides[s].at })...)
	w = append(w, sideWords(t.sideCross, c.crosses)...)
	for s := sideUp; s <= sideRight; s++ {
		if r := relationWords(c.signs[s], s); r != "" {
			w = append(w, r)
		}
		if c.sideText[s] != "" {
			w = append(w, t.given+" "+clueWords(c.sideText[s])+" "+cellSides[s].at)
		}
	}
	if len(w) == 0 {
		return "empty"
	}
	return strings.Join(w, ", ")
}

// clueWords reads a cell text; a second line (a sum's remainder, written
// small under it) comes in brackets.
func clueWords(t string) string {
	first, rest, ok := strings.Cut(t, "\n")
	if !ok {
		return t
	}
	return first + " (" + strings.ReplaceAll(rest, "\n", " ") + ")"
}

// markWords spells pencil marks one by one: "13" is 1 and 3, while text
// with spaces ("12 5 ") is a list of numbers.
func markWords(t string) string {
	if strings.Contains(t, " ") {
		return strings.Join(strings.Fields(t), " ")
	}
	var b strings.Builder
	for _, r := range t {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// sideWords is "wall below and right" for the sides that have one.
func sideWords(what string, on [4]bool) []string {
	var names []string
	for s := sideUp; s <= sideRight; s++ {
		if on[s] {
			names = append(names, cellSides[s].at)
		}
	}
	if len(names) == 0 {
		return nil
	}
	return []string{what + " " + andList(names)}
}

// countedWords is "line up and right, double line left": the directions
// with a count, single lines first.
func countedWords(what string, n [4]int, name func(cellSide) string) []string {
	var out []string
	for count := 1; count <= 4; count++ {
		var names []string
		for s := sideUp; s <= sideRight; s++ {
			if n[s] == count || count == 4 && n[s] > 4 {
				names = append(names, name(s))
			}
		}
		if len(names) == 0 {
			continue
		}
		prefix := ""
		switch count {
		case 1:
		case 2:
			prefix = "double "
		case 3:
			prefix = "triple "
		default:
			prefix = "multiple "
		}
		out = append(out, prefix+what+" "+andList(names))
	}
	return out
}

// relationWords reads a sign on side s from this cell's point of view: a
// "<" on the right side says this cell is less than the one to its right.
func relationWords(sign string, s cellSide) string {
	var less bool
	switch sign {
	case "<", "^":
		less = true
	case ">", "v":
	default:
		return ""
	}
	// The sign reads from the first cell (left, above) to the second.
	first := s == sideRight || s == sideDown
	if less == first {
		return "less than " + cellSides[s].at
	}
	return "greater than " + cellSides[s].at
}

func andList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// cellName is how the grid names cell (y, x), 0-based: "r3c5".
func cellName(y, x int) string { return "r" + strconv.Itoa(y+1) + "c" + strconv.Itoa(x+1) }

// cellWords describes cell (y, x) of d with its name: "r3c5: given 7".
// For a whole board use boardWords, which reads the list once.
func cellWords(d puzzle.Display, y, x int) string {
	if y < 0 || x < 0 || y >= d.Rows || x >= d.Cols {
		return cellName(y, x) + ": off the board"
	}
	return cellName(y, x) + ": " + newBoardFacts(d, a11yTerms{}).words(y, x)
}

// boardWords describes every cell of d in reading order, in the genre's
// terms t, without names and without Check's or a hint's marks (see
// markedWords): the board's content, which is what a move changes.
func boardWords(d puzzle.Display, t a11yTerms) []string {
	b := newBoardFacts(d, t)
	out := make([]string, len(b.cells))
	for y := 0; y < d.Rows; y++ {
		for x := 0; x < d.Cols; x++ {
			out[y*d.Cols+x] = b.words(y, x)
		}
	}
	return out
}

// markedWords adds the page's marks to a cell's words: Check's mistakes
// and the cells a hint points at (the canvas draws both over the board).
func markedWords(words string, flagged, hinted bool) string {
	if flagged {
		words += ", flagged by Check"
	}
	if hinted {
		words += ", hint"
	}
	return words
}

// changeWords is what the live region says after the board changed from
// old to new (boardWords of the same board): the changed cells, the one
// under the cursor first; when more than three changed at once (a long
// bridge, a Solve, a Restart), the cursor's cell and a count of the
// others. "" when nothing changed.
func changeWords(old, new []string, cols int, cur Cursor) string {
	if len(old) != len(new) || cols <= 0 {
		return ""
	}
	var changed []int
	at := cur.Y*cols + cur.X
	if at >= 0 && at < len(new) && old[at] != new[at] {
		changed = append(changed, at)
	}
	for i := range new {
		if i != at && old[i] != new[i] {
			changed = append(changed, i)
		}
	}
	say := func(c int) string { return cellName(c/cols, c%cols) + ": " + new[c] }
	switch {
	case len(changed) == 0:
		return ""
	case len(changed) > 3 && changed[0] == at:
		// A bridge across the board, a Solve: the cursor's cell says
		// what happened there, the rest is a count.
		return say(at) + "; and " + strconv.Itoa(len(changed)-1) + " more cells changed"
	case len(changed) > 3:
		return strconv.Itoa(len(changed)) + " cells changed"
	}
	parts := make([]string, len(changed))
	for i, c := range changed {
		parts[i] = say(c)
	}
	return strings.Join(parts, "; ")
}
