package main

import (
	"math"
	"testing"

	"pencilbox/solver/grid"
)

func finger(ph Phase, id int, x, y float64) RawPointer {
	return RawPointer{Phase: ph, ID: id, Touch: true, PX: x, PY: y, CX: x + 10, CY: y + 100}
}

// One finger is the genre's; a second one turns the touch into a pinch
// that cancels the genre's gesture and zooms until every finger is up.
func TestFingersPinch(t *testing.T) {
	var f Fingers
	if v, _, _ := f.Feed(finger(PointerDown, 1, 50, 50), true); v != FingerGesture {
		t.Fatalf("first finger down: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerMove, 1, 52, 50), true); v != FingerGesture {
		t.Fatalf("first finger moves: %v", v)
	}
	v, p, cancel := f.Feed(finger(PointerDown, 2, 150, 50), true)
	if v != FingerPinchStart || cancel.Phase != PointerCancel || cancel.ID != 1 || cancel.PX != 52 {
		t.Fatalf("second finger: %v, cancel %+v", v, cancel)
	}
	if p.Scale != 1 || p.PX != 101 || p.PY != 50 || p.CX != 111 || p.CY != 150 {
		t.Fatalf("pinch start %+v", p)
	}
	// Spread to twice the distance, the midpoint moved 30 px right.
	f.Feed(finger(PointerMove, 1, 32, 50), true)
	v, p, _ = f.Feed(finger(PointerMove, 2, 230, 50), true)
	if v != FingerPinchMove || math.Abs(p.Scale-198.0/98) > 1e-9 || p.CX != 141 {
		t.Fatalf("pinch move: %v %+v", v, p)
	}
	// One finger lifts: the other does not start drawing.
	if v, _, _ := f.Feed(finger(PointerUp, 1, 32, 50), true); v != FingerIgnore {
		t.Fatalf("first finger up mid-pinch: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerMove, 2, 200, 60), true); v != FingerIgnore {
		t.Fatalf("the finger left over moves: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerUp, 2, 200, 60), true); v != FingerPinchEnd || f.Pinching() {
		t.Fatalf("last finger up: %v, pinching %v", v, f.Pinching())
	}
	// Then one finger plays again.
	if v, _, _ := f.Feed(finger(PointerDown, 3, 10, 10), true); v != FingerGesture {
		t.Fatalf("a new touch after the pinch: %v", v)
	}
}

// A board that cannot zoom ignores a second finger: the first plays on.
func TestFingersNoPinch(t *testing.T) {
	var f Fingers
	f.Feed(finger(PointerDown, 1, 50, 50), false)
	if v, _, _ := f.Feed(finger(PointerDown, 2, 90, 50), false); v != FingerIgnore {
		t.Fatalf("second finger on a fitted board: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerMove, 2, 95, 50), false); v != FingerIgnore {
		t.Fatalf("second finger moves: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerMove, 1, 60, 50), false); v != FingerGesture {
		t.Fatalf("first finger moves: %v", v)
	}
	if v, _, _ := f.Feed(finger(PointerUp, 1, 60, 50), false); v != FingerGesture {
		t.Fatalf("first finger up: %v", v)
	}
	// Mouse events always go to the genre.
	if v, _, _ := f.Feed(RawPointer{Phase: PointerDown, PX: 1, PY: 1}, true); v != FingerGesture {
		t.Fatalf("mouse down: %v", v)
	}
}

// A drag at any zoom reaches the genre in lattice units of the geometry
// drawn: the same side of the same cell, whatever the cell size.
func TestGestureAtZoom(t *testing.T) {
	fit := phoneFit20()
	for _, cell := range []float64{0, 28, 44, 72} {
		g := (Zoom{Cell: cell}).Geometry(fit)
		ges := Gesture{Geo: g}
		// The right side of r20c20, between its corners.
		x, y := g.XY(grid.Point{Y: 39, X: 40})
		evs := ges.Feed(RawPointer{Phase: PointerDown, PX: x - 1, PY: y + 2})
		if len(evs) != 1 {
			t.Fatalf("cell %v: %d events", g.Cell, len(evs))
		}
		if p, d := evs[0].NearestEdge(); p != (grid.Point{Y: 39, X: 40}) || d > 0.2 {
			t.Errorf("cell %v: nearest side %v at %v, want (39,40)", g.Cell, p, d)
		}
	}
}
