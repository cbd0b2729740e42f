package main

import (
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Slitherlink is played on the sides of the cells (issue 3's conventions):
// a tap on a side toggles a line, a right-click or long press toggles a
// cross ("no line here"), a drag from dot to dot draws a line along every
// side it passes (one undo step), and on the keyboard Shift+arrow toggles
// the line on that side of the cursor cell. A Cross mode (pad key or x)
// makes taps, drags and Shift+arrow put crosses instead, for touch screens
// and keyboards without a second button.
//
// The moves are the genre's "Y,X=1|x|0" and "Y,X~1|~x" on lattice edge
// points; what an edge holds is read from the display list (a Line from
// dot to dot, a Cross on the edge point), so keys, pad and pointer all
// decide from what the player sees.
func init() {
	RegisterInput("slitherlink", func(p puzzle.Puzzle) Input {
		cols, rows := p.Size()
		return &slitherInput{cols: cols, rows: rows}
	})
}

// Edge marks as the input sees them (the genre's Unset, On, Off).
const (
	edgeEmpty byte = '0'
	edgeLine  byte = '1'
	edgeCross byte = 'x'
)

// Reach of pointer gestures, in lattice units (a cell is 2 wide): a tap
// farther than tapReach from every side is ambiguous (the middle of a
// cell) and does nothing; a drag reaches a dot when it comes within
// dotReach of it, so a pointer cutting diagonally through a cell (1.41
// from the corners) draws nothing. Fingers are less precise.
const (
	tapReach      = 0.6
	tapReachTouch = 0.8
	dotReach      = 0.7
	dotReachTouch = 0.8
)

type slitherInput struct {
	cols, rows int
	cross      bool // Cross mode: taps, drags and Shift+arrow put crosses
}

func (in *slitherInput) Controls() string {
	return "Click or tap the side of a cell, between two dots, to draw a line there; again to remove it. " +
		"Right-click or long-press a side to mark it with a cross (no line). Drag from dot to dot to draw " +
		"several lines in one go (a drag that starts on a line erases lines instead); a right-button drag " +
		"crosses sides. The Cross key (or x) switches taps, drags and keys to crosses. " +
		"Keyboard: the arrows move the cursor cell, Shift+arrow toggles the line on that side of it " +
		"(a cross in Cross mode), Backspace clears its four sides. Ctrl+Z undoes, Ctrl+Y redoes."
}

// Related: no row, column or same-clue shading around the cursor (it
// means nothing for a loop).
func (in *slitherInput) Related() bool { return false }

func (in *slitherInput) Pad() []PadKey {
	return []PadKey{
		{Digit: 1, Label: "Line", ID: "pad-line", On: !in.cross},
		{Digit: 2, Label: "Cross", ID: "pad-cross", On: in.cross},
		{Digit: 0, Label: "Erase", ID: "pad-erase"},
	}
}

func (in *slitherInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch k.Digit {
	case 0:
		return in.erase(cur, d)
	case 1, 2:
		in.cross = k.Digit == 2
	}
	return Action{}
}

func (in *slitherInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case "x", "X":
		in.cross = !in.cross
		return Action{}
	case "Backspace", "Delete":
		return in.erase(cur, d)
	}
	if !ev.Shift {
		return Action{}
	}
	e, _, _, ok := EdgeKey(ev, cur)
	if !ok || !in.onBoard(e) {
		return Action{}
	}
	return Action{Kind: ActMove, Move: edgeToggle(e, in.mark())}
}

// mark is what a primary tap or Shift+arrow puts on a side.
func (in *slitherInput) mark() byte {
	if in.cross {
		return edgeCross
	}
	return edgeLine
}

// erase clears the four sides of the cursor cell, as one step.
func (in *slitherInput) erase(cur Cursor, d puzzle.Display) Action {
	marks := edgeMarks(d)
	c := cur.Point()
	var moves []string
	for _, e := range []grid.Point{{Y: c.Y - 1, X: c.X}, {Y: c.Y, X: c.X + 1}, {Y: c.Y + 1, X: c.X}, {Y: c.Y, X: c.X - 1}} {
		if marks.at(e) != edgeEmpty && in.onBoard(e) {
			moves = append(moves, edgeSet(e, edgeEmpty))
		}
	}
	if len(moves) == 0 {
		return Action{}
	}
	return Action{Kind: ActMove, Move: strings.Join(moves, MoveSep)}
}

// Pointer: a tap toggles the side nearest to it (decided at the up, so a
// drag never toggles its first side); a drag walks from dot to dot and
// gives every side it passes the drag's paint, decided by its first side:
// a line (a cross for the right button or in Cross mode), or erasing when
// that side already holds it. Each side is touched once per gesture, so
// wiggling back and forth changes nothing more.
func (in *slitherInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	switch ev.Phase {
	case PointerDown:
		// drag.Value 1: drag.From is the dot the path is at. A press in
		// the middle of a cell is at no dot yet: the path starts at the
		// first dot the pointer reaches.
		drag.Value = 0
		if v, dist := ev.NearestVertex(); dist <= in.dotReach(ev) {
			drag.From, drag.Value = v, 1
		}
		return nil
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
		marks := edgeMarks(d)
		var acts []Action
		for _, e := range path {
			if !drag.Mark(e) {
				continue
			}
			cur := marks.at(e)
			if drag.Paint == "" {
				drag.Paint = in.paintFor(ev.Button, cur)
			}
			want, ok := paintMark(drag.Paint, cur)
			if !ok || want == cur {
				continue
			}
			marks[e] = want
			acts = append(acts, Action{Kind: ActMove, Move: edgeSet(e, want)})
		}
		return acts
	case PointerUp:
		if drag.Paint != "" {
			return nil // a drag, not a tap
		}
		e, dist := drag.Start.NearestEdge()
		reach := tapReach
		if drag.Start.Touch {
			reach = tapReachTouch
		}
		if dist > reach || !in.onBoard(e) {
			return nil
		}
		m := in.mark()
		if drag.Start.Button == ButtonSecondary {
			m = edgeCross
		}
		return []Action{{Kind: ActMove, Move: edgeToggle(e, m)}}
	}
	return nil
}

func (in *slitherInput) dotReach(ev PointerEvent) float64 {
	if ev.Touch {
		return dotReachTouch
	}
	return dotReach
}

// paintFor decides a drag's paint from its first side's mark: "1" draws
// lines, "x" crosses, "-1" and "-x" erase them.
func (in *slitherInput) paintFor(b Button, first byte) string {
	m := in.mark()
	if b == ButtonSecondary {
		m = edgeCross
	}
	if first == m {
		return "-" + string(m)
	}
	return string(m)
}

// paintMark is what paint does to a side holding cur; ok is false when it
// leaves the side alone (erasing lines skips crosses and vice versa).
func paintMark(paint string, cur byte) (byte, bool) {
	if erase, ok := strings.CutPrefix(paint, "-"); ok {
		if len(erase) == 1 && cur == erase[0] {
			return edgeEmpty, true
		}
		return cur, false
	}
	if len(paint) != 1 {
		return cur, false
	}
	return paint[0], true
}

// dotPath lists the sides from dot a to dot b (both even/even lattice
// points), first along the longer axis: a fast pointer may skip a dot or
// cut a corner between two events, and the player meant the dots between.
func dotPath(a, b grid.Point) []grid.Point {
	var out []grid.Point
	step := func(p *int, to int, other int, vertical bool) {
		for *p != to {
			d := 2
			if to < *p {
				d = -2
			}
			if vertical {
				out = append(out, grid.Point{Y: *p + d/2, X: other})
			} else {
				out = append(out, grid.Point{Y: other, X: *p + d/2})
			}
			*p += d
		}
	}
	y, x := a.Y, a.X
	if absInt(b.Y-a.Y) > absInt(b.X-a.X) {
		step(&y, b.Y, x, true)
		step(&x, b.X, y, false)
	} else {
		step(&x, b.X, y, false)
		step(&y, b.Y, x, true)
	}
	return out
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// onBoard reports whether e is a side of the board (one odd coordinate,
// inside the outline).
func (in *slitherInput) onBoard(e grid.Point) bool {
	return e.IsEdge() && e.Y >= 0 && e.X >= 0 && e.Y <= 2*in.rows && e.X <= 2*in.cols
}

// sideMarks holds the marked sides of a position; sides not in it are empty.
type sideMarks map[grid.Point]byte

func (m sideMarks) at(e grid.Point) byte {
	if v, ok := m[e]; ok {
		return v
	}
	return edgeEmpty
}

// edgeMarks reads every marked side from the display list: a Line joins
// two dots (its midpoint is the side), a Cross sits on the side.
func edgeMarks(d puzzle.Display) sideMarks {
	marks := sideMarks{}
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Line:
			marks[grid.Point{Y: (it.At.Y + it.To.Y) / 2, X: (it.At.X + it.To.X) / 2}] = edgeLine
		case puzzle.Cross:
			marks[it.At] = edgeCross
		}
	}
	return marks
}

// edgeSet is the move that gives side e the mark m; edgeToggle toggles a
// line or a cross on it.
func edgeSet(e grid.Point, m byte) string {
	return strconv.Itoa(e.Y) + "," + strconv.Itoa(e.X) + "=" + string(m)
}

func edgeToggle(e grid.Point, m byte) string {
	return strconv.Itoa(e.Y) + "," + strconv.Itoa(e.X) + "~" + string(m)
}
