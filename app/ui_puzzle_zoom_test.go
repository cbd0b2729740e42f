package main

import (
	"testing"

	"pencilbox/solver/puzzle"
)

// A small-celled board leaves room for the zoom bar under it, so the bar
// is in view with the board; other boards keep the whole room.
func TestZoomBarRoom(t *testing.T) {
	var z boardZoom
	g := z.geometry(30, 30, 704, 660)
	if _, h := g.Size(); !z.buttons() || h+zoomBarRoom > 660 {
		t.Errorf("30x30 in 704x660: %v px high with the bar (%v), buttons %v", h, zoomBarRoom, z.buttons())
	}
	var big boardZoom
	if g := big.geometry(9, 9, 704, 660); g != FitGeometry(9, 9, 704, 660) || big.buttons() {
		t.Errorf("9x9 lost room to a zoom bar it does not show: %+v", g)
	}
	// Zoomed, the board is drawn larger, the box keeps the fitted height.
	z.Zoom = z.In(z.fit)
	if !z.zoomed() || z.Geometry(z.fit).Cell < MinPlayCell {
		t.Fatalf("zoom in: %+v", z.Geometry(z.fit))
	}
	if _, h := z.fit.Size(); z.boxHeight() != h {
		t.Errorf("box %v px high, fitted board %v", z.boxHeight(), h)
	}
}

// The genres where 0 fits the board ignore 0 on every cell; the others
// use it somewhere (a digit, an eraser), so it stays theirs.
func TestZeroFreeGenres(t *testing.T) {
	for name := range zeroFreeGenres {
		g, ok := puzzle.ByName(name)
		if !ok {
			t.Fatalf("%s is not a genre", name)
		}
		p, err := puzzle.Decode(g.Example())
		if err != nil {
			t.Fatal(err)
		}
		in, d := InputFor(p), p.NewState().Layout()
		cols, rows := p.Size()
		for y := 0; y < rows; y++ {
			for x := 0; x < cols; x++ {
				if a := MapKey(in, KeyEvent{Key: "0"}, Cursor{Y: y, X: x}, false, d); a.Kind != ActNone {
					t.Errorf("%s uses 0 at r%dc%d (%+v): it cannot also fit the board", name, y+1, x+1, a)
				}
			}
		}
	}
}
