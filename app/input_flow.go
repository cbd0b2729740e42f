package main

import (
	"math"
	"strconv"
	"strings"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

// Flow Free and Numberlink are played by drawing lines (issue 5's
// conventions, those of the Flow Free app): a drag from a dot starts that
// colour's line afresh from the dot; a drag from a line's loose end (or
// any cell of a line) goes on from there; dragging back over the line
// shortens it; running into another colour's line cuts that line, and it
// grows back if the drag backs off again before the finger lifts (the cut
// only stays when the gesture ends). A tap on a line or on a dot with a
// line clears that colour; a right-click or long press clears the line
// under the pointer, and a secondary drag clears every line it crosses.
//
// On the keyboard the cursor picks a colour (a dot or a cell of its line)
// and Shift+arrow steers that colour's loose end one cell (back along the
// line shortens it); Backspace clears the colour. The cursor itself stays
// where the player put it: Key returns one Action, and the loose end is
// always visible as the end of the line.
//
// Moves are the genre's "p K Y,X ..." (set colour K's whole path, from one
// of its dots) and "x K" (clear); a drag makes several, one undo step.
func init() {
	RegisterInputOf("flow", func(p *flow.Puzzle) Input { return &flowInput{p: p} })
}

type flowInput struct {
	p *flow.Puzzle

	// The gesture in progress (reset on every down).
	k     int     // colour being drawn, 0 when the gesture draws nothing
	path  []int   // the line as the drag wants it, from one of k's dots
	orig  [][]int // every colour's line when the gesture began
	tap   int     // colour under the down (a tap there clears it)
	erase bool    // a secondary gesture: clears the lines it touches
}

func (in *flowInput) Controls() string {
	key := "Letters"
	if in.p.Rules == flow.Numberlink {
		key = "Numbers"
	}
	return "Drag from a dot to draw its line cell by cell, or drag on from a line's loose end; drag back along a line " +
		"to shorten it. Crossing another line cuts it (it grows back if you back off before letting go). Tap a line or " +
		"its dot to clear it; right-click or long-press also clears, and a right-button drag clears every line it " +
		"crosses. A joined pair is tinted in its colour. Keyboard: put the cursor on a dot or a line with the arrow " +
		"keys, then Shift+arrow steers that colour's loose end (towards the line shortens it); Backspace clears the " +
		"colour. " + key + " and Colour only (or L) show or hide the labels on the dots. Ctrl+Z undoes, Ctrl+Y redoes." +
		in.hiddenControls()
}

// hiddenControls explains '?' dots, on puzzles that have them.
func (in *flowInput) hiddenControls() string {
	if len(in.p.Hidden) == 0 {
		return ""
	}
	return " A ? dot hides its number: it is the end of a line, joined to the dot of a number shown only once (draw " +
		"that line from the number into the ?), or, when no such number is left, to another ? dot (drag from one ? to another)."
}

// hiddenColour is the colour a drag from the '?' dot at c draws when no
// line reaches it yet: a pair of '?' dots without a line, else the one
// number shown once whose line is still open; 0 when that is not clear
// (the player then draws from the number's dot instead).
func (in *flowInput) hiddenColour(paths [][]int) int {
	single := 0
	for k := 1; k <= in.p.Colours(); k++ {
		if !in.p.Open(k) || len(paths[k]) >= 2 {
			continue
		}
		if in.p.Ends[k][0] < 0 {
			return k
		}
		if single != 0 {
			return 0
		}
		single = k
	}
	return single
}

// colourAt is flowColourAt, and for a '?' dot no line reaches the colour
// a drag from it draws.
func (in *flowInput) colourAt(paths [][]int, c int) int {
	k := flowColourAt(in.p, paths, c)
	if k == 0 && in.p.IsHidden(c) {
		k = in.hiddenColour(paths)
	}
	return k
}

// flowHideLabels is the player's choice to draw the dots by colour alone
// (the Letters key or L). The letters are on by default, so colour is never
// the only cue; the choice holds for the session, across puzzles.
var flowHideLabels bool

func (in *flowInput) Pad() []PadKey {
	label := "Letters"
	if in.p.Rules == flow.Numberlink {
		label = "Numbers"
	}
	// Two mode keys, like the other line genres' pads (and their row
	// layout): labels on, or colour alone.
	return []PadKey{
		{Digit: 1, Label: label, ID: "pad-letters", On: !flowHideLabels},
		{Digit: 2, Label: "Colour only", ID: "pad-colour", On: flowHideLabels},
		{Digit: 0, Label: "Clear line", ID: "pad-erase"},
	}
}

// Press: the eraser clears the colour under the cursor; Letters and
// Colour only switch the labels on the dots.
func (in *flowInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch k.Digit {
	case 0:
		return in.clear(cur, d)
	case 1, 2:
		flowHideLabels = k.Digit == 2
		return Action{Kind: ActSelect, At: cur} // nothing to record; the page redraws
	}
	return Action{}
}

// Style hides the dots' labels when the player asked for colour alone
// (DisplayStyler). A blank label draws nothing; an empty one would make the
// renderer letter the dot itself.
func (in *flowInput) Style(d puzzle.Display) puzzle.Display {
	if !flowHideLabels {
		return d
	}
	items := append([]puzzle.Item(nil), d.Items...)
	for i, it := range items {
		// A '?' keeps its mark: it says the dot's number is hidden, not
		// which colour it is.
		if it.Kind == puzzle.Circle && it.Value > 0 && it.Text != "?" {
			items[i].Text = " "
		}
	}
	d.Items = items
	return d
}

func (in *flowInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case "Backspace", "Delete":
		return in.clear(cur, d)
	case "l", "L":
		flowHideLabels = !flowHideLabels
		return Action{Kind: ActSelect, At: cur}
	}
	if !ev.Shift {
		return Action{}
	}
	_, dy, dx, ok := EdgeKey(ev, cur)
	g := in.p.G
	if !ok || !g.In(cur.Y, cur.X) {
		return Action{}
	}
	paths := flowPaths(in.p, d)
	c := g.Cell(cur.Y, cur.X)
	k := in.colourAt(paths, c)
	if k == 0 {
		return Action{} // an empty cell: Shift+arrow just moves the cursor
	}
	path := paths[k]
	if len(path) < 2 {
		if !in.p.IsEnd(k, c) {
			return Action{}
		}
		path = []int{c} // a fresh line from the dot under the cursor
	}
	head := path[len(path)-1]
	hy, hx := g.YX(head)
	ny, nx := hy+dy, hx+dx
	// Swallow keys that cannot act (off the board, into a dot of another
	// colour, on from a finished line): moving the cursor instead would
	// be a surprise in the middle of steering.
	stay := Action{Kind: ActSelect, At: cur}
	if !g.In(ny, nx) {
		return stay
	}
	n := g.Cell(ny, nx)
	var next []int
	switch {
	case len(path) >= 2 && n == path[len(path)-2]:
		next = path[:len(path)-1]
	case flowComplete(in.p, k, path), !in.enterable(k, path, n):
		return stay
	default:
		next = append(append([]int(nil), path...), n)
	}
	return Action{Kind: ActMove, Move: flowChange(in.p, k, paths[k], next)}
}

// clear removes the line of the colour under the cursor.
func (in *flowInput) clear(cur Cursor, d puzzle.Display) Action {
	g := in.p.G
	if !g.In(cur.Y, cur.X) {
		return Action{}
	}
	paths := flowPaths(in.p, d)
	k := flowColourAt(in.p, paths, g.Cell(cur.Y, cur.X))
	if k == 0 || len(paths[k]) < 2 {
		return Action{}
	}
	return Action{Kind: ActMove, Move: "x " + strconv.Itoa(k)}
}

// Pointer: see the type's comment. The drag's line lives in the Input
// (in.path) and every event that changes it emits the moves that bring the
// board to "the lines at the down, with k's line replaced by the drag's
// and the lines it crosses cut before the crossing".
func (in *flowInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	s, ok := st.(*flow.State)
	if !ok {
		return nil
	}
	g := in.p.G
	switch ev.Phase {
	case PointerDown:
		in.k, in.path, in.tap, in.erase = 0, nil, 0, ev.Button == ButtonSecondary
		in.orig = append([][]int(nil), s.Paths...)
		cur, ok := ev.Cell()
		if !ok {
			return nil
		}
		c := g.Cell(cur.Y, cur.X)
		k := flowColourAt(in.p, s.Paths, c)
		in.tap = k
		if k == 0 && !in.erase && in.p.IsHidden(c) {
			k = in.hiddenColour(s.Paths)
		}
		if in.erase {
			drag.Mark(cur.Point())
			return in.clearColour(s, k)
		}
		if k == 0 {
			return nil
		}
		in.k = k
		if in.p.Dots[c] == k || in.p.IsHidden(c) {
			in.path = []int{c} // from a dot: the line starts afresh
		} else {
			path := s.Paths[k]
			for i, pc := range path {
				if pc == c {
					in.path = append([]int(nil), path[:i+1]...)
				}
			}
		}
		return nil
	case PointerMove:
		if in.erase {
			cur, ok := ev.Cell()
			if !ok || !drag.Mark(cur.Point()) {
				return nil
			}
			return in.clearColour(s, flowColourAt(in.p, s.Paths, g.Cell(cur.Y, cur.X)))
		}
		if in.k == 0 || len(in.path) == 0 {
			return nil
		}
		// Walk the segment from the previous event in steps shorter than
		// half a cell, so a fast flick still enters every cell in order.
		py, px := drag.Prev.Y, drag.Prev.X
		steps := int(math.Ceil(math.Hypot(ev.Y-py, ev.X-px) / 0.5))
		for i := 1; i <= steps; i++ {
			f := float64(i) / float64(steps)
			e := ev
			e.Y, e.X = py+f*(ev.Y-py), px+f*(ev.X-px)
			in.step(e.NearestCell())
		}
		return in.sync(s)
	case PointerUp, PointerCancel:
		defer func() { in.k, in.path, in.orig, in.erase = 0, nil, nil, false }()
		if ev.Phase == PointerUp && !in.erase && drag.Moves == 0 && in.tap > 0 && len(s.Paths[in.tap]) >= 2 {
			if cur, ok := ev.Cell(); ok && cur == drag.Start.NearestCell() {
				return []Action{{Kind: ActMove, Move: "x " + strconv.Itoa(in.tap)}}
			}
		}
	}
	return nil
}

func (in *flowInput) clearColour(s *flow.State, k int) []Action {
	if k == 0 || len(s.Paths[k]) < 2 {
		return nil
	}
	return []Action{{Kind: ActMove, Move: "x " + strconv.Itoa(k)}}
}

// step moves the drag's line to cell (the cell under the pointer): back
// over the line shortens it to there, a neighbour of the loose end
// extends it, a diagonal neighbour goes round the corner through whichever
// side cell can be entered, anything else waits for the pointer to come
// nearer.
func (in *flowInput) step(cur Cursor) {
	g := in.p.G
	c := g.Cell(cur.Y, cur.X)
	last := in.path[len(in.path)-1]
	if c == last {
		return
	}
	for i, pc := range in.path {
		if pc == c {
			in.path = in.path[:i+1]
			return
		}
	}
	ly, lx := g.YX(last)
	dy, dx := cur.Y-ly, cur.X-lx
	if absInt(dy)+absInt(dx) == 2 && absInt(dy) == 1 {
		for _, mid := range []int{g.Cell(ly, cur.X), g.Cell(cur.Y, lx)} {
			if in.enterable(in.k, in.path, mid) && !flowComplete(in.p, in.k, in.path) {
				in.path = append(in.path, mid)
				in.step(cur)
				return
			}
		}
		return
	}
	if absInt(dy)+absInt(dx) != 1 || flowComplete(in.p, in.k, in.path) || !in.enterable(in.k, in.path, c) {
		return
	}
	in.path = append(in.path, c)
}

// enterable reports whether colour k's line may step into cell n: not a
// dot of another colour, not the dot it started from.
func (in *flowInput) enterable(k int, path []int, n int) bool {
	if in.p.Dots[n] != 0 || in.p.IsHidden(n) {
		if !in.p.CanEnd(k, path[0], n) {
			return false
		}
	}
	for _, pc := range path {
		if pc == n {
			return false
		}
	}
	return true
}

// sync returns the moves that make the board show the drag's line over
// the lines as they were at the down: k's line first (the state cuts what
// it crosses), then every other line put back as it was, cut only where
// the drag's line still crosses it.
func (in *flowInput) sync(s *flow.State) []Action {
	on := map[int]bool{}
	for _, c := range in.path {
		on[c] = true
	}
	var acts []Action
	if !flowEqual(flowNorm(s.Paths[in.k]), flowNorm(in.path)) {
		acts = append(acts, Action{Kind: ActMove, Move: flowChange(in.p, in.k, s.Paths[in.k], in.path)})
	}
	for j := 1; j < len(s.Paths) && j < len(in.orig); j++ {
		if j == in.k {
			continue
		}
		now := flowCut(s.Paths[j], on) // after k's move
		if w := flowCut(in.orig[j], on); !flowEqual(flowNorm(now), flowNorm(w)) {
			acts = append(acts, Action{Kind: ActMove, Move: flowChange(in.p, j, now, w)})
		}
	}
	return acts
}

// flowChange is the shortest move that turns colour k's line from path
// old into path new: extend ("e") or trim ("t") when one is the start of
// the other, else set it whole ("p") or clear it ("x"). A drag makes one
// move per event and all of them are saved, so restating a long line at
// every cell would make a long drag's history grow with the square of its
// length.
func flowChange(p *flow.Puzzle, k int, old, new []int) string {
	ks := strconv.Itoa(k)
	switch {
	case len(new) < 2:
		return "x " + ks
	case len(old) > 0 && len(new) > len(old) && flowEqual(new[:len(old)], old):
		var b strings.Builder
		b.WriteString("e " + ks)
		for _, c := range new[len(old):] {
			y, x := p.G.YX(c)
			b.WriteString(" " + strconv.Itoa(y) + "," + strconv.Itoa(x))
		}
		return b.String()
	case len(new) < len(old) && flowEqual(old[:len(new)], new):
		return "t " + ks + " " + strconv.Itoa(len(new))
	}
	return flow.Move(p, k, new)
}

// flowCut is path cut before its first cell in on (as the state cuts a
// crossed line).
func flowCut(path []int, on map[int]bool) []int {
	for i, c := range path {
		if on[c] {
			return path[:i]
		}
	}
	return path
}

// flowNorm treats a line of one cell (just its dot) as no line: both
// draw the same.
func flowNorm(path []int) []int {
	if len(path) < 2 {
		return nil
	}
	return path
}

func flowEqual(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// flowComplete reports whether path joins k's two ends.
func flowComplete(p *flow.Puzzle, k int, path []int) bool { return p.Joins(k, path) }

// flowColourAt is the colour of cell c: its dot's, or the line through it.
func flowColourAt(p *flow.Puzzle, paths [][]int, c int) int {
	if k := p.Dots[c]; k != 0 {
		return k
	}
	for k, path := range paths {
		if len(path) < 2 {
			continue
		}
		for _, pc := range path {
			if pc == c {
				return k
			}
		}
	}
	return 0
}

// flowPaths reads the lines back from the display list (Key and Press get
// the display, not the state): flow's Layout writes each colour's steps
// in order from its first cell, as Lines whose Text is the colour.
func flowPaths(p *flow.Puzzle, d puzzle.Display) [][]int {
	paths := make([][]int, p.Colours()+1)
	for _, it := range d.Items {
		if it.Kind != puzzle.Line {
			continue
		}
		k, err := strconv.Atoi(it.Text)
		if err != nil || k < 1 || k > p.Colours() {
			continue
		}
		a, okA := p.G.PointCell(it.At)
		b, okB := p.G.PointCell(it.To)
		if !okA || !okB {
			continue
		}
		if len(paths[k]) == 0 {
			paths[k] = []int{a}
		}
		if paths[k][len(paths[k])-1] != a {
			continue // not a chain: not a line this input drew
		}
		paths[k] = append(paths[k], b)
	}
	return paths
}
