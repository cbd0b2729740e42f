package main

import (
	"math"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// A 20x20 Slitherlink on a 375x740 phone: about 355 px of room.
func phoneFit20() Geometry { return FitGeometry(20, 20, 355, 600) }

func TestZoomSteps(t *testing.T) {
	fit := phoneFit20()
	if fit.Cell >= MinPlayCell || !Zoomable(fit) {
		t.Fatalf("20x20 in 355 px fits at %v px: the case zoom is for", fit.Cell)
	}
	var z Zoom
	if z.Zoomed(fit) || z.CanZoomOut(fit) || !z.CanZoomIn(fit) {
		t.Fatalf("fitted: zoomed %v, out %v, in %v", z.Zoomed(fit), z.CanZoomOut(fit), z.CanZoomIn(fit))
	}
	z = z.In(fit)
	if g := z.Geometry(fit); g.Cell < MinPlayCell || g.Cell != math.Floor(g.Cell) {
		t.Fatalf("one zoom in: %v px cells, want whole pixels >= %d", g.Cell, MinPlayCell)
	}
	prev := z.Geometry(fit).Cell
	for i := 0; i < 20; i++ {
		z = z.In(fit)
		c := z.Geometry(fit).Cell
		if c < prev || c > MaxZoomCell {
			t.Fatalf("zoom in went from %v to %v px", prev, c)
		}
		prev = c
	}
	if prev != maxCell(fit) || z.CanZoomIn(fit) {
		t.Fatalf("zooming in stops at %v px (can go on: %v), want %v", prev, z.CanZoomIn(fit), maxCell(fit))
	}
	for i := 0; i < 20 && z.Zoomed(fit); i++ {
		z = z.Out(fit)
	}
	if z.Zoomed(fit) || z.Geometry(fit) != fit {
		t.Fatalf("zooming out never came back to the fitted board: %+v", z.Geometry(fit))
	}
	// A board that fits comfortably offers no zoom, whatever is asked.
	big := FitGeometry(9, 9, 355, 600)
	if Zoomable(big) || (Zoom{Cell: 60}).Geometry(big) != big || (Zoom{}).In(big) != (Zoom{}) {
		t.Errorf("9x9 at %v px is zoomable or zooms", big.Cell)
	}
}

func TestPinched(t *testing.T) {
	fit := phoneFit20()
	if z := Pinched(fit, fit.Cell, 2); z.Geometry(fit).Cell != 2*fit.Cell {
		t.Errorf("spread twice as far: %v px, want %v", z.Geometry(fit).Cell, 2*fit.Cell)
	}
	if z := Pinched(fit, 40, 0.3); z.Zoomed(fit) {
		t.Errorf("pinched below the fit: %+v, want fitted", z)
	}
	if z := Pinched(fit, 40, 10); z.Geometry(fit).Cell != MaxZoomCell {
		t.Errorf("spread ten times: %v px, want the %d px cap", z.Geometry(fit).Cell, MaxZoomCell)
	}
	if z := Pinched(fit, 40, math.NaN()); z.Zoomed(fit) {
		t.Errorf("a NaN spread zoomed: %+v", z)
	}
}

// Input maps to the right lattice point at every zoom: the pixel of a
// point maps back to it through CellAt, NearestPoint and Lattice.
func TestZoomedGeometryRoundTrip(t *testing.T) {
	fit := phoneFit20()
	for _, cell := range []float64{0, 28, 35, 44, 55, 72} {
		g := (Zoom{Cell: cell}).Geometry(fit)
		for _, p := range []grid.Point{{Y: 0, X: 1}, {Y: 39, X: 40}, {Y: 40, X: 39}, {Y: 21, X: 22}, {Y: 40, X: 40}} {
			x, y := g.XY(p)
			if got := g.NearestPoint(x+0.2*g.Cell/2, y-0.2*g.Cell/2); got != p {
				t.Errorf("cell %v: near %v maps to %v", g.Cell, p, got)
			}
			if ly, lx := g.Lattice(x, y); math.Abs(ly-float64(p.Y)) > 1e-9 || math.Abs(lx-float64(p.X)) > 1e-9 {
				t.Errorf("cell %v: %v maps to lattice (%v,%v)", g.Cell, p, ly, lx)
			}
		}
		x, y := g.XY(grid.Point{Y: 39, X: 39})
		if c, ok := g.CellAt(x, y); !ok || c != (Cursor{Y: 19, X: 19}) {
			t.Errorf("cell %v: the far corner cell maps to %v %v", g.Cell, c, ok)
		}
	}
}

func TestScrollAnchorAndShow(t *testing.T) {
	fit := phoneFit20()
	g := (Zoom{Cell: 40}).Geometry(fit)
	w, h := g.Size()
	view := Scroll{W: 355, H: fit.Cell*20 + 2*fit.Margin}
	// The pinch's board point stays under the fingers.
	s := view.Anchor(g, 20, 20, 100, 120)
	if x, y := g.XY(grid.Point{Y: 20, X: 20}); math.Abs(x-s.X-100) > 1e-9 || math.Abs(y-s.Y-120) > 1e-9 {
		t.Errorf("anchored centre shows at (%v,%v), want (100,120)", x-s.X, y-s.Y)
	}
	if ly, lx := (Scroll{X: s.X, Y: s.Y, W: 200, H: 240}).Centre(g); math.Abs(ly-20) > 1e-9 || math.Abs(lx-20) > 1e-9 {
		t.Errorf("centre of the view is (%v,%v), want (20,20)", ly, lx)
	}
	// Offsets stay within what the content allows: the far corner is
	// reachable, and never beyond.
	far := view.Anchor(g, 40, 40, 0, 0)
	if far.X != w-view.W || far.Y != h-view.H {
		t.Errorf("far corner scroll (%v,%v), want (%v,%v)", far.X, far.Y, w-view.W, h-view.H)
	}
	if x, _ := g.XY(grid.Point{Y: 40, X: 40}); x-far.X > view.W {
		t.Errorf("the far corner is off the view at the farthest scroll")
	}
	// The keyboard cursor: a cell out of view is brought in, by the least
	// scroll; a cell in view leaves the scroll alone.
	s = view.Show(g, Cursor{Y: 19, X: 19})
	cx, cy := g.XY(grid.Point{Y: 39, X: 39})
	if cx-s.X > view.W || cy-s.Y > view.H || cx-s.X < 0 || cy-s.Y < 0 {
		t.Errorf("cursor r20c20 at (%v,%v) of a %vx%v view", cx-s.X, cy-s.Y, view.W, view.H)
	}
	if again := s.Show(g, Cursor{Y: 18, X: 18}); again != s {
		t.Errorf("a cursor already in view scrolled from %+v to %+v", s, again)
	}
	if back := s.Show(g, Cursor{}); back.X != 0 || back.Y != 0 {
		t.Errorf("cursor r1c1 scrolled to %+v, want the origin", back)
	}
}

// Nothing drawn on the outer sides or corners reaches past the canvas:
// crosses on outer sides, error rings on corner dots, walls.
func TestOuterMarksNotClipped(t *testing.T) {
	for _, cell := range []float64{17, 28, 40, 72} {
		g := CellGeometry(3, 3, cell)
		d := puzzle.Display{Cols: 3, Rows: 3, Vertices: true, Items: []puzzle.Item{
			{Kind: puzzle.Cross, At: grid.Point{Y: 0, X: 1}},
			{Kind: puzzle.Cross, At: grid.Point{Y: 5, X: 6}},
			{Kind: puzzle.Wall, At: grid.Point{Y: 6, X: 5}},
			{Kind: puzzle.Error, At: grid.Point{Y: 0, X: 0}},
			{Kind: puzzle.Error, At: grid.Point{Y: 0, X: 3}},
		}}
		w, h := g.Size()
		for _, op := range Build(d, g, Overlay{}) {
			x0, y0, x1, y1 := opBounds(op)
			if x0 < 0 || y0 < 0 || x1 > w || y1 > h {
				t.Errorf("cell %v: %+v reaches (%.1f,%.1f)-(%.1f,%.1f) of a %vx%v canvas", cell, op, x0, y0, x1, y1, w, h)
			}
		}
	}
}

// opBounds is the area an op paints (strokes with round caps included).
func opBounds(op Op) (x0, y0, x1, y1 float64) {
	switch op.Kind {
	case OpRect, OpStrokeRect:
		return op.X0, op.Y0, op.X0 + op.W, op.Y0 + op.H
	case OpLine:
		r := op.W / 2
		return math.Min(op.X0, op.X1) - r, math.Min(op.Y0, op.Y1) - r, math.Max(op.X0, op.X1) + r, math.Max(op.Y0, op.Y1) + r
	case OpCircle:
		r := op.R + op.W/2
		return op.X0 - r, op.Y0 - r, op.X0 + r, op.Y0 + r
	}
	return op.X0, op.Y0, op.X0, op.Y0
}

// The largest boards: fitted on a phone without overflowing the room, and
// zoomed no larger than a canvas browsers allocate.
func TestZoomLargestBoard(t *testing.T) {
	fit := FitGeometry(64, 64, 355, 600)
	if w, _ := fit.Size(); w > 355 {
		t.Fatalf("64x64 fitted is %v px wide in 355 px: the canvas would be shrunk by CSS", w)
	}
	z := Zoom{}
	for i := 0; i < 30; i++ {
		z = z.In(fit)
	}
	g := z.Geometry(fit)
	if w, h := g.Size(); w > maxCanvasSide || h > maxCanvasSide || g.Cell < MinPlayCell {
		t.Errorf("64x64 zoomed all the way: %v px cells, %vx%v canvas", g.Cell, w, h)
	}
	if z.CanZoomIn(fit) {
		t.Errorf("zoom in still offered at %v px", g.Cell)
	}
	if p := Pinched(fit, g.Cell, 3); p.Geometry(fit).Cell != g.Cell {
		t.Errorf("a pinch went past the largest cell: %v", p.Geometry(fit).Cell)
	}
}
