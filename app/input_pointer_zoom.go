package main

import "math"

// Fingers sorts the board's pointers between the genre and the page. One
// finger (or the mouse, or a pen) is the genre's: it draws Slitherlink
// lines, Flow paths, Nurikabe walls, through Gesture as before. A second
// finger turns the touch into the page's pinch: the genre's gesture is
// cancelled (a touch is held back for the first few pixels, so usually
// the genre never saw it) and the two fingers zoom and pan the board
// until both are lifted. The canvas takes every touch itself
// (touch-action: none, so one finger never scrolls the page), which is why
// the page does its own two-finger zoom and pan.
type Fingers struct {
	down  map[int]RawPointer // touches on the board, by pointer id
	first int                // the genre's finger; -1 when none
	pinch bool               // two fingers are zooming (until all are up)
	ids   [2]int             // the pinching fingers
	dist  float64            // their distance at the start, client pixels
}

// Finger is what Feed decided about one event.
type Finger uint8

const (
	FingerGesture    Finger = iota // hand the event to Gesture (the genre's input)
	FingerIgnore                   // nothing to do
	FingerPinchStart               // a pinch starts: cancel the gesture in progress
	FingerPinchMove                // the pinch moved: zoom and pan
	FingerPinchEnd                 // the last finger of a pinch lifted
)

// Pinch is the state of a pinch for the page: how far the fingers have
// spread since the start (Scale, 1 at the start), where their midpoint is
// now in client pixels (CX, CY), and where it was on the canvas at the
// start (PX, PY, the board point that stays under the fingers).
type Pinch struct {
	Scale  float64
	CX, CY float64
	PX, PY float64
}

// Feed takes one raw pointer event; canPinch says whether the board can
// zoom (otherwise a second finger is ignored and the first one plays on).
// On FingerPinchStart, cancel is the event that ends the genre's gesture.
func (f *Fingers) Feed(r RawPointer, canPinch bool) (v Finger, p Pinch, cancel RawPointer) {
	if !r.Touch {
		return FingerGesture, Pinch{}, RawPointer{} // the mouse and pens draw only
	}
	if f.down == nil {
		f.down, f.first = map[int]RawPointer{}, -1
	}
	switch r.Phase {
	case PointerDown:
		switch {
		case len(f.down) == 0:
			f.down[r.ID], f.first, f.pinch = r, r.ID, false
			return FingerGesture, Pinch{}, RawPointer{}
		case f.pinch || len(f.down) >= 2 || !canPinch:
			f.down[r.ID] = r
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		var other RawPointer
		for id, o := range f.down {
			f.ids, other = [2]int{id, r.ID}, o
		}
		f.down[r.ID] = r
		f.pinch = true
		f.dist = math.Max(1, math.Hypot(r.CX-other.CX, r.CY-other.CY))
		cancel = other
		cancel.Phase = PointerCancel
		if f.first != other.ID {
			cancel = RawPointer{} // the genre's finger had already lifted
		}
		f.first = -1
		return FingerPinchStart, f.state(r, other, true), cancel
	case PointerMove:
		if _, ok := f.down[r.ID]; !ok {
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		f.down[r.ID] = r
		if !f.pinch {
			if r.ID == f.first {
				return FingerGesture, Pinch{}, RawPointer{}
			}
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		a, okA := f.down[f.ids[0]]
		b, okB := f.down[f.ids[1]]
		if !okA || !okB || (r.ID != f.ids[0] && r.ID != f.ids[1]) {
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		return FingerPinchMove, f.state(a, b, false), RawPointer{}
	case PointerUp, PointerCancel:
		if _, ok := f.down[r.ID]; !ok {
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		delete(f.down, r.ID)
		if f.pinch {
			if len(f.down) == 0 {
				f.pinch = false
				return FingerPinchEnd, Pinch{}, RawPointer{}
			}
			return FingerIgnore, Pinch{}, RawPointer{}
		}
		if r.ID == f.first {
			f.first = -1
			return FingerGesture, Pinch{}, RawPointer{}
		}
	}
	return FingerIgnore, Pinch{}, RawPointer{}
}

// Pinching reports whether two fingers are zooming (or one of them has
// yet to lift).
func (f *Fingers) Pinching() bool { return f.pinch }

func (f *Fingers) state(a, b RawPointer, start bool) Pinch {
	p := Pinch{
		Scale: math.Hypot(a.CX-b.CX, a.CY-b.CY) / f.dist,
		CX:    (a.CX + b.CX) / 2, CY: (a.CY + b.CY) / 2,
	}
	if start {
		p.Scale = 1
		p.PX, p.PY = (a.PX+b.PX)/2, (a.PY+b.PY)/2
	}
	return p
}
