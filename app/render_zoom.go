package main

import "math"

// Zoom and pan of the board, as pure geometry. A board whose cells would
// be drawn under MinPlayCell pixels at the fitted size (Slitherlink 20x20
// on a phone has 17 px cells and 9 px clues) can be zoomed: the canvas is
// then drawn again at the larger cell size (crisp, never a CSS-scaled
// bitmap) inside a scroll box as large as the fitted board, so the page
// around it does not move. Everything the page needs to decide (the next
// cell size, where to scroll to keep a point still or the cursor in view)
// is here and tested natively; the page only reads and sets scroll offsets.

const (
	// MinPlayCell is the smallest comfortable cell in CSS pixels: a
	// finger hits it and its clue is readable. Boards fitted below it
	// offer zoom, and the first zoom step reaches it.
	MinPlayCell = 28
	// MaxZoomCell bounds zooming in: a bigger cell shows too little of
	// the board at once to play on a phone.
	MaxZoomCell = 72
	// zoomStep is the factor of one press of zoom in or out.
	zoomStep = 1.25
	// maxCanvasSide bounds a zoomed canvas's side in CSS pixels, so a
	// 64x64 board zoomed in stays a canvas every browser will allocate
	// (drawBoard also lowers the pixel ratio of very large canvases).
	maxCanvasSide = 4096
)

// maxCell is the largest cell a zoom may draw fit's board with.
func maxCell(fit Geometry) float64 {
	side := float64(max(fit.Cols, fit.Rows)) + 2*marginShare
	return math.Min(MaxZoomCell, math.Floor(maxCanvasSide/side))
}

// Zoom is the board's zoom state: the cell size asked for, in CSS pixels;
// zero (or anything up to the fitted cell) means "fit the room".
type Zoom struct{ Cell float64 }

// Zoomable reports whether a board fitted as fit is small-celled enough
// to offer zoom (the page shows the zoom buttons only then).
func Zoomable(fit Geometry) bool { return fit.Cell < MinPlayCell }

// Geometry is the geometry to draw with: fit itself unless the board is
// zoomable and zoomed in beyond it.
func (z Zoom) Geometry(fit Geometry) Geometry {
	if !Zoomable(fit) || z.Cell <= fit.Cell {
		return fit
	}
	return CellGeometry(fit.Cols, fit.Rows, math.Min(z.Cell, maxCell(fit)))
}

// Zoomed reports whether z draws the board larger than fit.
func (z Zoom) Zoomed(fit Geometry) bool { return z.Geometry(fit).Cell > fit.Cell }

// In is one step closer: straight to MinPlayCell from a smaller cell,
// then zoomStep larger each time, up to MaxZoomCell (less on boards so
// large that the canvas would pass maxCanvasSide).
func (z Zoom) In(fit Geometry) Zoom {
	if !Zoomable(fit) {
		return Zoom{}
	}
	cur := z.Geometry(fit).Cell
	next := math.Max(math.Round(cur*zoomStep), MinPlayCell)
	return Zoom{Cell: math.Min(next, maxCell(fit))}
}

// Out is one step back; a step that would land under MinPlayCell lands on
// the fitted board instead (a size between the two helps nobody).
func (z Zoom) Out(fit Geometry) Zoom {
	next := math.Round(z.Geometry(fit).Cell / zoomStep)
	if next < MinPlayCell || next <= fit.Cell {
		return Zoom{}
	}
	return Zoom{Cell: next}
}

// CanZoomIn and CanZoomOut say whether the buttons would do anything.
func (z Zoom) CanZoomIn(fit Geometry) bool {
	return Zoomable(fit) && z.Geometry(fit).Cell < maxCell(fit)
}

func (z Zoom) CanZoomOut(fit Geometry) bool { return z.Zoomed(fit) }

// Pinched is the zoom after a pinch that began at a cell of startCell
// pixels and has since spread the fingers by scale (the distance between
// them now over at the start): whole pixels, between the fitted cell and
// the largest (maxCell).
func Pinched(fit Geometry, startCell, scale float64) Zoom {
	if !Zoomable(fit) || !(scale > 0) {
		return Zoom{}
	}
	cell := math.Round(startCell * scale)
	if cell <= fit.Cell {
		return Zoom{}
	}
	return Zoom{Cell: math.Min(cell, maxCell(fit))}
}

// Scroll is a scroll box's state: its offsets and its visible size, in
// CSS pixels (the board's canvas is its content, from the top-left).
type Scroll struct {
	X, Y float64 // scrollLeft, scrollTop
	W, H float64 // clientWidth, clientHeight
}

// Clamp keeps the offsets inside what a browser allows for a content of
// geometry g (a board smaller than the box does not scroll).
func (s Scroll) Clamp(g Geometry) Scroll {
	w, h := g.Size()
	s.X = math.Max(0, math.Min(s.X, w-s.W))
	s.Y = math.Max(0, math.Min(s.Y, h-s.H))
	return s
}

// Anchor scrolls so the lattice point (ly, lx) (doubled lattice, any
// fraction) of geometry g shows at (vx, vy) of the visible box: the pinch
// keeps the board point between the fingers under the fingers, and zoom
// buttons keep the middle of the view in the middle.
func (s Scroll) Anchor(g Geometry, ly, lx, vx, vy float64) Scroll {
	s.X = g.Margin + lx*g.Cell/2 - vx
	s.Y = g.Margin + ly*g.Cell/2 - vy
	return s.Clamp(g)
}

// Centre is the lattice point shown at the middle of the box in geometry g.
func (s Scroll) Centre(g Geometry) (ly, lx float64) {
	return g.Lattice(s.X+s.W/2, s.Y+s.H/2)
}

// Show scrolls as little as possible so cell c, with a quarter cell of
// the board around it, is in view: the keyboard cursor never walks off
// the visible part of a zoomed board.
func (s Scroll) Show(g Geometry, c Cursor) Scroll {
	pad := g.Cell / 4
	x0 := g.Margin + float64(c.X)*g.Cell - pad
	y0 := g.Margin + float64(c.Y)*g.Cell - pad
	x1, y1 := x0+g.Cell+2*pad, y0+g.Cell+2*pad
	s.X = showRange(s.X, s.W, x0, x1)
	s.Y = showRange(s.Y, s.H, y0, y1)
	return s.Clamp(g)
}

// showRange moves a window [off, off+size) the least so it covers
// [lo, hi), or starts at lo when it cannot.
func showRange(off, size, lo, hi float64) float64 {
	switch {
	case hi-lo >= size || lo < off:
		return lo
	case hi > off+size:
		return hi - size
	}
	return off
}
