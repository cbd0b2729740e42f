package main

import (
	"strconv"
	"time"

	"pencilbox/solver/fillomino"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Fillomino is played by writing numbers into cells (issue 4's
// conventions). Numbers have no upper limit of 9, so digits typed into the
// same cell in quick succession build one number, as in Survo: "1" then
// "2" within typeAhead is 12 (the 1 shows at once and the 2 replaces it).
// A drag from a numbered cell writes that number into every cell it
// passes (one undo step), which draws a region in one stroke. Borders
// between cells are drawing aids: a right-button (or long-press, or
// Shift, or Border mode) gesture toggles the border nearest to a tap or
// draws borders along a drag from dot to dot; Shift+arrow toggles the
// border on that side of the cursor cell. Borders between two different
// numbers appear by themselves (the genre's layout draws them).
//
// The moves are the genre's "Y,X=V" (V 0 clears) and "border Y,X=1|0" or
// "border Y,X" (toggle) on lattice edge points.
func init() {
	RegisterInputOf("fillomino", func(p *fillomino.Puzzle) Input {
		cols, rows := p.Size()
		return &fillominoInput{p: p, cols: cols, rows: rows, now: time.Now}
	})
}

type fillominoInput struct {
	p          *fillomino.Puzzle // nil only if a registry mix-up handed us another genre
	cols, rows int
	now        func() time.Time // the clock (tests set it)
	borders    bool             // Border mode: taps and drags draw borders

	// pend is the number being typed (nil when none): the next digit
	// extends it only in the same cell, within typeAhead, while the board
	// still shows it (an undo in between ends it).
	pend *fillPending
}

type fillPending struct {
	at   Cursor
	val  int
	last time.Time
}

var (
	_ PointerInput = (*fillominoInput)(nil)
	_ InputHelp    = (*fillominoInput)(nil)
)

func (in *fillominoInput) Controls() string {
	return "Tap a cell or use the arrow keys, then type its number: digits typed quickly one after another make one number " +
		"(1 then 2 is 12; the pad works the same way); Backspace takes back the last digit or clears the cell. " +
		"Drag from a numbered cell to write its number into every cell the drag passes. " +
		"Borders between different numbers appear by themselves; to draw your own, right-click (or long-press) " +
		"near the side of a cell, or drag with the right button (or Shift, or in Border mode) from dot to dot; " +
		"Shift+arrow toggles the border on that side of the cursor cell, b switches Border mode. Ctrl+Z undoes, Ctrl+Y redoes."
}

// Related: no row or column shading (regions, not lines, matter); the
// same-number shading is still useful, but the page ties both together.
func (in *fillominoInput) Related() bool { return false }

func (in *fillominoInput) maxValue() int { return in.cols * in.rows }

func (in *fillominoInput) Pad() []PadKey {
	keys := make([]PadKey, 0, 11)
	for v := 1; v <= min(9, in.maxValue()); v++ {
		keys = append(keys, PadKey{Digit: v, Label: strconv.Itoa(v), ID: "pad-" + strconv.Itoa(v)})
	}
	keys = append(keys, PadKey{Digit: -1, Label: "Border", ID: "pad-border", On: in.borders})
	return append(keys, PadKey{Digit: 0, Label: "Erase", ID: "pad-erase"})
}

func (in *fillominoInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch {
	case k.Digit == -1:
		in.borders = !in.borders
		in.pend = nil
		return Action{}
	case k.Digit == 0:
		in.pend = nil
		return in.clear(cur, d)
	case k.Digit >= 1 && k.Digit <= 9:
		return in.digit(k.Digit, cur, d)
	}
	return Action{}
}

func (in *fillominoInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	if ev.Shift {
		if e, _, _, ok := EdgeKey(ev, cur); ok {
			in.pend = nil
			if !in.inner(e) || fillWallKind(d, e) == fillomino.WallGiven {
				return Action{}
			}
			return Action{Kind: ActMove, Move: "border " + pointText(e)}
		}
	}
	switch ev.Key {
	case "Enter":
		in.pend = nil
		return Action{}
	case "b", "B":
		in.borders = !in.borders
		in.pend = nil
		return Action{}
	case "Backspace":
		if p := in.pending(cur, d); p != nil {
			p.val /= 10
			p.last = in.now()
			if p.val == 0 {
				in.pend = nil
			}
			return Action{Kind: ActMove, Move: cellMove(p.at, "=", p.val)}
		}
		return in.clear(cur, d)
	case "Delete":
		in.pend = nil
		return in.clear(cur, d)
	}
	dg, ok := keyDecimal(ev)
	if !ok {
		return Action{}
	}
	return in.digit(dg, cur, d)
}

// pending is the number being typed in cur, if it may still grow.
func (in *fillominoInput) pending(cur Cursor, d puzzle.Display) *fillPending {
	p := in.pend
	if p == nil || p.at != cur || in.now().Sub(p.last) > typeAhead || cellAt(d, cur.Point()).number != strconv.Itoa(p.val) {
		in.pend = nil
		return nil
	}
	return p
}

// digit types one decimal digit into cur: it extends the number being
// typed there when the result still fits on the board, else starts a new
// number (0 as a new number clears the cell).
func (in *fillominoInput) digit(dg int, cur Cursor, d puzzle.Display) Action {
	if p := in.pending(cur, d); p != nil {
		if v := p.val*10 + dg; v <= in.maxValue() {
			p.val, p.last = v, in.now()
			return Action{Kind: ActMove, Move: cellMove(cur, "=", v)}
		}
	}
	in.pend = nil
	if dg == 0 {
		return in.clear(cur, d)
	}
	if !in.onBoard(cur) || dg > in.maxValue() {
		return Action{}
	}
	c := cellAt(d, cur.Point())
	if c.clue {
		return Action{}
	}
	in.pend = &fillPending{at: cur, val: dg, last: in.now()}
	if c.number == strconv.Itoa(dg) {
		return Action{} // already there; the next digit may still extend it
	}
	return Action{Kind: ActMove, Move: cellMove(cur, "=", dg)}
}

// clear empties the cursor cell (nothing for a given or an empty cell).
func (in *fillominoInput) clear(cur Cursor, d puzzle.Display) Action {
	c := cellAt(d, cur.Point())
	if !in.onBoard(cur) || c.clue || c.number == "" {
		return Action{}
	}
	return Action{Kind: ActMove, Move: cellMove(cur, "=", 0)}
}

func (in *fillominoInput) onBoard(c Cursor) bool {
	return c.Y >= 0 && c.X >= 0 && c.Y < in.rows && c.X < in.cols
}

// inner reports whether e is a side between two cells (not the outline).
func (in *fillominoInput) inner(e grid.Point) bool {
	return e.IsEdge() && e.Y > 0 && e.X > 0 && e.Y < 2*in.rows && e.X < 2*in.cols
}

// Pointer: a border gesture (secondary button or long press, Shift, or
// Border mode) works like Slitherlink's lines: a tap toggles the nearest
// side, a drag from dot to dot sets (or, when its first side holds a
// border of the player's, erases) every side it passes. A primary drag
// from a numbered cell writes that number into every cell it enters;
// a primary tap only selects the cell (the page does that).
func (in *fillominoInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	if ev.Phase == PointerDown {
		drag.Paint, drag.Value = "", 0
		in.pend = nil
		if ev.Button == ButtonSecondary || ev.Shift || in.borders {
			drag.Paint = "border"
			if v, dist := ev.NearestVertex(); dist <= in.dotReach(ev) {
				drag.From, drag.Value = v, 1
			}
			return nil
		}
		c, ok := ev.Cell()
		if !ok {
			return nil
		}
		cc := cellAt(d, c.Point())
		text := cc.number
		if cc.clue {
			text = in.clueText(d, c.Point())
		}
		if v, err := strconv.Atoi(text); err == nil && v > 0 {
			drag.Paint, drag.Value, drag.From = "fill", v, c.Point()
			drag.Mark(drag.From)
		}
		return nil
	}
	switch drag.Paint {
	case "fill":
		if ev.Phase != PointerMove {
			return nil
		}
		return in.fillAlong(ev, drag, d)
	case "border", "border=1", "border=0":
		return in.borderGesture(ev, drag, st, d)
	}
	return nil
}

// clueText is the text of the Clue item at p ("?" clues have no number).
func (in *fillominoInput) clueText(d puzzle.Display, p grid.Point) string {
	for _, it := range d.Items {
		if it.Kind == puzzle.Clue && it.At == p {
			return it.Text
		}
	}
	return ""
}

// fillAlong writes the drag's number into each cell newly entered, with
// the cells a fast pointer skipped; givens are passed over.
func (in *fillominoInput) fillAlong(ev PointerEvent, drag *Drag, d puzzle.Display) []Action {
	c, ok := in.reached(ev)
	if !ok || c.Point() == drag.From {
		return nil
	}
	want := strconv.Itoa(drag.Value)
	var acts []Action
	for _, p := range cellPath(drag.From, c.Point()) {
		if !drag.Mark(p) {
			continue
		}
		cc := cellAt(d, p)
		if cc.clue || cc.number == want {
			continue
		}
		acts = append(acts, Action{Kind: ActMove, Move: cellMove(Cursor{Y: p.Y / 2, X: p.X / 2}, "=", drag.Value)})
	}
	drag.From = c.Point()
	return acts
}

// reached is the cell a dragging pointer is well inside (Nurikabe's rule:
// grazing a corner does not count).
func (in *fillominoInput) reached(ev PointerEvent) (Cursor, bool) {
	return (&nurikabeInput{}).reached(ev)
}

func (in *fillominoInput) dotReach(ev PointerEvent) float64 {
	if ev.Touch {
		return dotReachTouch
	}
	return dotReach
}

// borderGesture: drag.Value 1 means drag.From is the dot the path is at;
// drag.Paint becomes "border=1" or "border=0" at the first side drawn.
func (in *fillominoInput) borderGesture(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	switch ev.Phase {
	case PointerMove:
		v, dist := ev.NearestVertex()
		if dist > in.dotReach(ev) || drag.Value == 1 && v == drag.From {
			return nil
		}
		if drag.Value == 0 {
			drag.From, drag.Value = v, 1
			return nil
		}
		path := dotPath(drag.From, v)
		drag.From = v
		var acts []Action
		for _, e := range path {
			if !drag.Mark(e) || !in.inner(e) || fillWallKind(d, e) == fillomino.WallGiven {
				continue
			}
			on := in.playerBorder(st, e)
			if drag.Paint == "border" {
				drag.Paint = "border=1"
				if on {
					drag.Paint = "border=0"
				}
			}
			if on == (drag.Paint == "border=1") {
				continue
			}
			acts = append(acts, Action{Kind: ActMove, Move: "border " + pointText(e) + drag.Paint[len("border"):]})
		}
		return acts
	case PointerUp:
		if drag.Paint != "border" {
			return nil // a drag, not a tap
		}
		e, dist := drag.Start.NearestEdge()
		reach := tapReach
		if drag.Start.Touch {
			reach = tapReachTouch
		}
		if drag.Start.LongPress {
			reach = 1 // a long press is deliberate: the side nearest to the finger
		}
		if dist > reach || !in.inner(e) || fillWallKind(d, e) == fillomino.WallGiven {
			return nil
		}
		return []Action{{Kind: ActMove, Move: "border " + pointText(e)}}
	}
	return nil
}

// playerBorder reports whether the player has drawn a border at e (the
// display cannot tell: a border between different numbers hides it).
func (in *fillominoInput) playerBorder(st puzzle.State, e grid.Point) bool {
	s, ok := st.(*fillomino.State)
	if !ok || in.p == nil {
		return false
	}
	i, ok := in.p.PointEdge(e)
	return ok && i < len(s.Borders) && s.Borders[i]
}

// fillWallKind is the Wall value drawn at e (fillomino.WallGiven, ...), or
// -1 when there is none.
func fillWallKind(d puzzle.Display, e grid.Point) int {
	for _, it := range d.Items {
		if it.Kind == puzzle.Wall && it.At == e {
			return it.Value
		}
	}
	return -1
}

func pointText(p grid.Point) string {
	return strconv.Itoa(p.Y) + "," + strconv.Itoa(p.X)
}
