package main

import (
	"math"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Pointer input (mouse, pen, touch) for genres played on edges, paths and
// regions. Like keys, it is pure Go: the page turns DOM pointer events into
// PointerEvents in lattice coordinates (Gesture below does that, including
// the long-press rule), asks the genre's PointerInput for Actions and
// executes them. A genre that does not implement PointerInput gets the
// default: a tap selects the cell under it.
//
// A gesture (down, moves, up) is one undo step: the page opens a history
// group on the down and closes it on the up (History.BeginGroup), so a
// genre returns plain single moves and never thinks about undo.

// Phase is where a pointer event sits in its gesture.
type Phase uint8

const (
	PointerDown   Phase = iota // the gesture starts (first contact, button pressed)
	PointerMove                // the pointer moved while down
	PointerUp                  // the gesture ended normally
	PointerCancel              // the browser took the gesture away (the moves made stay)
)

// Button is which button (or its touch equivalent) drives the gesture.
type Button uint8

const (
	ButtonPrimary   Button = iota // left mouse button, pen, a finger
	ButtonSecondary               // right mouse button, or a long press on touch
)

// PointerEvent is one pointer event in lattice coordinates: cell (y,x) has
// its centre at (2y+1, 2x+1), its corners at even/even points and its
// sides at the points with one odd coordinate (package grid's doubled
// lattice), so Y and X run from 0 to 2*Rows and 2*Cols on the board.
type PointerEvent struct {
	Phase      Phase
	Y, X       float64 // position on the doubled lattice; may lie outside the board
	Button     Button
	LongPress  bool // secondary because a touch was held still LongPressDelay
	Touch      bool // from a finger (pointerType "touch"): genres may widen tolerances
	Shift      bool // modifier keys held (mouse users' alternatives)
	Ctrl       bool // Ctrl or Cmd
	Cols, Rows int  // board size, for the helpers' clamping
}

// Inside reports whether the event lies on the board.
func (e PointerEvent) Inside() bool {
	return e.Y >= 0 && e.X >= 0 && e.Y <= float64(2*e.Rows) && e.X <= float64(2*e.Cols)
}

// Cell is the cell under the event; ok is false outside the board.
func (e PointerEvent) Cell() (c Cursor, ok bool) {
	cy, cx := int(math.Floor(e.Y/2)), int(math.Floor(e.X/2))
	if e.Y < 0 || e.X < 0 || cy >= e.Rows || cx >= e.Cols {
		return Cursor{}, false
	}
	return Cursor{Y: cy, X: cx}, true
}

// NearestCell is the cell under the event, clamped to the board (a drag
// that leaves the board keeps its last row or column).
func (e PointerEvent) NearestCell() Cursor {
	return Cursor{Y: clampInt(int(math.Floor(e.Y/2)), 0, e.Rows-1), X: clampInt(int(math.Floor(e.X/2)), 0, e.Cols-1)}
}

// NearestEdge is the cell side nearest to the event (a point with exactly
// one odd coordinate), and its distance in lattice units (0..1; a cell is 2
// units wide, so 1 means the event is at a cell centre and the choice is a
// guess: genres may ignore events farther than, say, 0.6).
func (e PointerEvent) NearestEdge() (p grid.Point, dist float64) {
	c := e.NearestCell()
	fy, fx := e.Y-float64(2*c.Y), e.X-float64(2*c.X) // 0..2 inside the cell
	fy, fx = math.Max(0, math.Min(2, fy)), math.Max(0, math.Min(2, fx))
	top, bottom, left, right := fy, 2-fy, fx, 2-fx
	cy, cx := 2*c.Y+1, 2*c.X+1
	p, dist = grid.Point{Y: cy - 1, X: cx}, top
	if bottom < dist {
		p, dist = grid.Point{Y: cy + 1, X: cx}, bottom
	}
	if left < dist {
		p, dist = grid.Point{Y: cy, X: cx - 1}, left
	}
	if right < dist {
		p, dist = grid.Point{Y: cy, X: cx + 1}, right
	}
	return p, dist
}

// NearestVertex is the cell corner nearest to the event (even/even),
// clamped to the board, and its distance in lattice units.
func (e PointerEvent) NearestVertex() (p grid.Point, dist float64) {
	vy := clampInt(int(math.Round(e.Y/2)), 0, e.Rows)
	vx := clampInt(int(math.Round(e.X/2)), 0, e.Cols)
	p = grid.Point{Y: 2 * vy, X: 2 * vx}
	return p, math.Hypot(e.Y-float64(p.Y), e.X-float64(p.X))
}

// Nearest is the nearest lattice point of any kind, clamped to the board.
func (e PointerEvent) Nearest() grid.Point {
	return grid.Point{
		Y: clampInt(int(math.Round(e.Y)), 0, 2*e.Rows),
		X: clampInt(int(math.Round(e.X)), 0, 2*e.Cols),
	}
}

// Drag is the state of one gesture, created by the page on the down and
// handed to every event of the gesture; the genre may read and write it.
type Drag struct {
	Start PointerEvent // the down event
	Prev  PointerEvent // the event before the current one (== Start on the down)
	// Paint is the genre's "what this drag does", decided on the down and
	// repeated along the path: e.g. Nurikabe's first cell turned "wall",
	// so every cell the drag crosses becomes a wall. Free-form text.
	Paint string
	// Value is a free number for the genre (a colour, a region size, the
	// island a Hashi bridge starts from).
	Value int
	// From is a free lattice point: the last cell a path went through,
	// the island a bridge starts from.
	From grid.Point
	// Seen records points the gesture already handled, so a drag that
	// wiggles inside a cell does not toggle it back and forth.
	Seen map[grid.Point]bool
	// Moves counts the moves the gesture has made so far (set by the page).
	Moves int
}

// Mark records p as handled and reports whether it was new.
func (d *Drag) Mark(p grid.Point) bool {
	if d.Seen == nil {
		d.Seen = map[grid.Point]bool{}
	}
	if d.Seen[p] {
		return false
	}
	d.Seen[p] = true
	return true
}

// PointerInput is the optional interface of an Input played with the
// pointer beyond tapping cells. Pointer is called for every event of a
// gesture with the same drag; st and d are the current position (after the
// actions of the previous events). It returns the actions to execute, in
// order: any number of ActMove (all of a gesture's moves form one undo
// step), ActSelect to move the keyboard cursor, or nothing. The page has
// already put the cursor on the cell under a down event inside the board.
type PointerInput interface {
	Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action
}

// Long press: a touch held still this long becomes a secondary gesture, the
// touch stand-in for the right mouse button.
const (
	LongPressDelay = 500 * time.Millisecond
	// longPressSlop is how far (CSS pixels) a finger may wander and still
	// count as held still; beyond it the touch is a primary drag.
	longPressSlop = 8.0
)

// RawPointer is a DOM pointer event, as much as Gesture needs.
type RawPointer struct {
	Phase       Phase
	PX, PY      float64 // offset in the canvas, CSS pixels
	CX, CY      float64 // position in the window (clientX/Y): a pinch's fingers, as the canvas moves under them
	ID          int     // pointerId: tells two fingers apart (Fingers)
	Touch       bool    // pointerType == "touch"
	Secondary   bool    // button 2 (mouse right button), on the down
	Shift, Ctrl bool
}

// Gesture turns raw pointer events into the PointerEvents a genre sees.
// Mouse and pen events pass straight through. A touch down is held back
// until the finger moves (a primary drag from where it went down), lifts (a
// primary tap) or stays still for LongPressDelay (the page then calls
// LongPress: a secondary gesture with LongPress set), so a genre never
// sees a gesture change button halfway.
type Gesture struct {
	Geo     Geometry
	active  bool
	pending bool // a touch down not yet given to the genre
	down    RawPointer
	button  Button
	long    bool
}

// Active reports whether a gesture is in progress (down seen, no up yet).
func (g *Gesture) Active() bool { return g.active }

// Pending reports whether a touch is waiting for the long-press decision;
// the page starts its LongPressDelay timer when Feed leaves it pending.
func (g *Gesture) Pending() bool { return g.pending }

// Feed takes one raw event and returns the events to hand to the genre
// (zero, one or two: a held-back down followed by the current event).
func (g *Gesture) Feed(r RawPointer) []PointerEvent {
	switch r.Phase {
	case PointerDown:
		g.active, g.long, g.down = true, false, r
		g.button = ButtonPrimary
		if r.Secondary {
			g.button = ButtonSecondary
		}
		if r.Touch && !r.Secondary {
			g.pending = true
			return nil
		}
		g.pending = false
		return []PointerEvent{g.event(r, PointerDown)}
	case PointerMove:
		if !g.active {
			return nil // hover: not a gesture
		}
		if g.pending {
			if math.Hypot(r.PX-g.down.PX, r.PY-g.down.PY) < longPressSlop {
				return nil // still "held still"
			}
			g.pending = false
			return []PointerEvent{g.event(g.down, PointerDown), g.event(r, PointerMove)}
		}
		return []PointerEvent{g.event(r, PointerMove)}
	case PointerUp, PointerCancel:
		if !g.active {
			return nil
		}
		g.active = false
		if g.pending {
			g.pending = false
			if r.Phase == PointerCancel {
				return nil // the genre never saw this gesture
			}
			return []PointerEvent{g.event(g.down, PointerDown), g.event(r, PointerUp)}
		}
		return []PointerEvent{g.event(r, r.Phase)}
	}
	return nil
}

// LongPress is called when the page's timer fires LongPressDelay after a
// pending touch down; it returns the secondary down (or nothing when the
// touch has since moved or lifted).
func (g *Gesture) LongPress() []PointerEvent {
	if !g.active || !g.pending {
		return nil
	}
	g.pending, g.button, g.long = false, ButtonSecondary, true
	return []PointerEvent{g.event(g.down, PointerDown)}
}

func (g *Gesture) event(r RawPointer, ph Phase) PointerEvent {
	y, x := g.Geo.Lattice(r.PX, r.PY)
	return PointerEvent{
		Phase: ph, Y: y, X: x, Button: g.button, LongPress: g.long, Touch: r.Touch,
		Shift: r.Shift, Ctrl: r.Ctrl, Cols: g.Geo.Cols, Rows: g.Geo.Rows,
	}
}

// Lattice maps a canvas pixel to doubled-lattice coordinates (the inverse
// of XY, without rounding).
func (g Geometry) Lattice(px, py float64) (y, x float64) {
	if g.Cell <= 0 {
		return -1, -1
	}
	return (py - g.Margin) / (g.Cell / 2), (px - g.Margin) / (g.Cell / 2)
}

// defaultPointer is the pointer handling of an Input without PointerInput:
// the page's cursor move on the down is all there is.
func pointerActions(in Input, ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	if pi, ok := in.(PointerInput); ok {
		return pi.Pointer(ev, drag, st, d)
	}
	return nil
}

// pointerTarget is what runPointer drives: the page's input, history,
// gesture state and cursor, and how it executes actions. Tests drive it
// with a plain state instead of a page.
type pointerTarget struct {
	in       Input
	hist     *History
	drag     **Drag
	cursor   *Cursor
	position func() (puzzle.State, puzzle.Display) // the current position
	do       func(Action)                          // executes one action (moves via History.Push)
}

// runPointer is the page's pointer logic without the browser: a down opens
// a Drag and a history group and puts the cursor on the cell under it;
// every event goes to the genre; an up or cancel closes both. It reports
// whether any action ran.
func runPointer(evs []PointerEvent, t pointerTarget) (changed bool) {
	for _, ev := range evs {
		if ev.Phase == PointerDown {
			if *t.drag != nil { // a down without an up (a lost event): close the old gesture
				t.hist.EndGroup()
			}
			*t.drag = &Drag{Start: ev, Prev: ev}
			t.hist.BeginGroup()
			if cur, ok := ev.Cell(); ok {
				*t.cursor = cur
			}
		}
		d := *t.drag
		if d == nil {
			continue
		}
		st, disp := t.position()
		for _, a := range pointerActions(t.in, ev, d, st, disp) {
			if a.Kind == ActNone {
				continue
			}
			if a.Kind == ActMove {
				d.Moves++
			}
			t.do(a)
			changed = true
		}
		d.Prev = ev
		if ev.Phase == PointerUp || ev.Phase == PointerCancel {
			t.hist.EndGroup()
			*t.drag = nil
		}
	}
	return changed
}
