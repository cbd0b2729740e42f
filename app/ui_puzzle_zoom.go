package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The page's side of zoom and pan (render_zoom.go has the geometry and
// input_pointer_zoom.go tells a pinch from a drag). The zoom belongs to
// the puzzle on show: it lives in playState, so a new puzzle starts fitted.
//
// Zoomed, the board's box (.board-wrap) keeps the fitted board's height
// and scrolls, and the canvas is drawn at the zoomed cell size; so the
// controls around the board never move, a mouse wheel or the scroll bars
// pan, and on touch two fingers pinch and pan while one finger still
// plays.

// boardZoom is the zoom state of the puzzle on show.
type boardZoom struct {
	Zoom
	fit     Geometry // the board fitted to the room at the last draw
	fingers Fingers
	// pinch is the pinch in progress: the cell size it started from and
	// the board point (doubled lattice) that stays under the fingers.
	pinch struct{ cell, ly, lx float64 }
	// scroll is where the box is scrolled after the next draw (the canvas
	// must have its new size first); showCursor asks the next draw to
	// bring the keyboard's cursor into view.
	scroll     *Scroll
	showCursor bool
	// rendered is what the last render showed, so a draw that finds the
	// fitted size changed (a resize, the first draw) renders again.
	rendered struct{ buttons, zoomed bool }
}

// buttons says whether the zoom buttons are offered: once the board has
// been fitted, and only when its fitted cells are small.
func (z *boardZoom) buttons() bool { return z.fit.Cols > 0 && Zoomable(z.fit) }

// zoomed says whether the board is drawn larger than fitted.
func (z *boardZoom) zoomed() bool { return z.fit.Cols > 0 && z.Zoomed(z.fit) }

// zoomBarRoom is the height the zoom bar takes under the board.
const zoomBarRoom = 52

// geometry fits a cols x rows board into w x h CSS pixels (less the zoom
// bar's room when it will show, so the bar stays in view with the board),
// records the fit and returns the geometry to draw with.
func (z *boardZoom) geometry(cols, rows int, w, h float64) Geometry {
	fit := FitGeometry(cols, rows, w, h)
	if Zoomable(fit) {
		fit = FitGeometry(cols, rows, w, h-zoomBarRoom)
	}
	z.fit = fit
	return z.Geometry(fit)
}

// boxHeight is the height of the board's box while zoomed: the fitted
// board's, so nothing below or beside the board moves.
func (z *boardZoom) boxHeight() float64 {
	_, h := z.fit.Size()
	return h
}

// afterDraw finishes a draw: the box is sized and scrolled to match the
// canvas just drawn, and a render follows when the zoom buttons or the
// box must change (the first draw of a small-celled board, a resize).
func (c *puzzlePage) afterDraw(ctx app.Context) {
	z := &c.play.zoom
	if c.play.st == nil {
		return
	}
	h := 0.0
	if z.zoomed() {
		h = z.boxHeight()
	}
	sizeBoardBox("board", h)
	if z.scroll != nil {
		scrollBoardBox("board", *z.scroll)
		z.scroll = nil
	}
	if z.showCursor && z.zoomed() {
		if _, _, s, ok := boardBox("board"); ok {
			scrollBoardBox("board", s.Show(c.geo, c.play.cursor))
		}
	}
	z.showCursor = false
	if z.rendered.buttons != z.buttons() || z.rendered.zoomed != z.zoomed() {
		ctx.Dispatch(func(ctx app.Context) { c.redraw(ctx) })
	}
}

// setZoom zooms to nz keeping the board point at the middle of the view
// in the middle (from the fitted board: its middle).
func (c *puzzlePage) setZoom(ctx app.Context, nz Zoom) {
	z := &c.play.zoom
	if c.play.st == nil || z.fit.Cols == 0 {
		return
	}
	g := nz.Geometry(z.fit)
	if _, _, s, ok := boardBox("board"); ok {
		ly, lx := float64(z.fit.Rows), float64(z.fit.Cols)
		if z.zoomed() {
			ly, lx = s.Centre(c.geo)
		} else {
			s.H = z.boxHeight()
		}
		ns := s.Anchor(g, ly, lx, s.W/2, s.H/2)
		z.scroll = &ns
	}
	z.Zoom = nz
	c.redraw(ctx)
}

// zoomKey runs the zoom keys the genre left unused: + (or =) and - step,
// 0 fits the board. It reports whether the key was one.
func (c *puzzlePage) zoomKey(ctx app.Context, ev KeyEvent) bool {
	z := &c.play.zoom
	if !z.buttons() || ev.Ctrl || ev.Meta || ev.Alt {
		return false
	}
	switch ev.Key {
	case "+", "=":
		c.setZoom(ctx, z.In(z.fit))
	case "-":
		c.setZoom(ctx, z.Out(z.fit))
	case "0":
		if !c.zeroFits() {
			return false
		}
		c.setZoom(ctx, Zoom{})
	default:
		return false
	}
	return true
}

// zeroFits says whether the 0 key fits the board: only in genres whose
// keys never use 0 (elsewhere it is a digit, or erases like Backspace,
// and a player typing 10 must not see the board jump). A list rather
// than a probe of the genre's keys: a probe would disturb a number being
// typed, and a genre may ignore 0 on one cell and use it on the next.
func (c *puzzlePage) zeroFits() bool {
	return c.play.genre != nil && zeroFreeGenres[c.play.genre.Name()]
}

// zeroFreeGenres are the genres played without the 0 key.
var zeroFreeGenres = map[string]bool{"slitherlink": true, "hashi": true, "flow": true}

// pinchStart remembers where a pinch began.
func (c *puzzlePage) pinchStart(p Pinch) {
	z := &c.play.zoom
	z.pinch.cell = c.geo.Cell
	z.pinch.ly, z.pinch.lx = c.geo.Lattice(p.PX, p.PY)
}

// pinchMove zooms to the fingers' spread and pans with their midpoint,
// keeping the board point they started on under them.
func (c *puzzlePage) pinchMove(ctx app.Context, p Pinch) {
	z := &c.play.zoom
	nz := Pinched(z.fit, z.pinch.cell, p.Scale)
	left, top, s, ok := boardBox("board")
	if !ok {
		ctx.PreventUpdate()
		return
	}
	if !z.zoomed() {
		s.H = z.boxHeight()
	}
	ns := s.Anchor(nz.Geometry(z.fit), z.pinch.ly, z.pinch.lx, p.CX-left, p.CY-top)
	if nz == z.Zoom {
		scrollBoardBox("board", ns) // a pan: the canvas stays as drawn
		ctx.PreventUpdate()
		return
	}
	z.Zoom, z.scroll = nz, &ns
	c.redraw(ctx)
}

// Zoom icons: a magnifier with a plus or a minus, and four corners for
// "fit" (ours, in the toolbar icons' style).
const (
	zoomInIcon  = `<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4M8 11h6M11 8v6"/>`
	zoomOutIcon = `<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4M8 11h6"/>`
	zoomFitIcon = `<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/>`
)

func zoomIcon(paths string) string {
	return `<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` + paths + `</svg>`
}

// renderZoom is the zoom bar under a small-celled board.
func (c *puzzlePage) renderZoom() app.UI {
	z := &c.play.zoom
	z.rendered.buttons, z.rendered.zoomed = z.buttons(), z.zoomed()
	if c.play.st == nil || !z.buttons() {
		return app.Text("")
	}
	fitKey := ""
	if c.zeroFits() {
		fitKey = " (0)"
	}
	zb := func(id, icon, label string, enabled bool, to func() Zoom) app.UI {
		return app.Button().ID(id).Type("button").Class("btn small").Title(label).Aria("label", label).
			Disabled(!enabled).Body(app.Raw(zoomIcon(icon))).
			OnClick(func(ctx app.Context, e app.Event) { c.setZoom(ctx, to()) })
	}
	return app.Div().ID("zoom-bar").Class("zoom-bar").Role("group").Aria("label", "Zoom").Body(
		// One line for fingers, one for a mouse; styles.css shows the one
		// that fits the device's pointer.
		app.Span().Class("zoom-help touch muted small").Text(zoomHelp(z.zoomed(), true)),
		app.Span().Class("zoom-help mouse muted small").Text(zoomHelp(z.zoomed(), false)),
		zb("btn-zoom-out", zoomOutIcon, "Zoom out (−)", z.CanZoomOut(z.fit), func() Zoom { return z.Out(z.fit) }),
		zb("btn-zoom-in", zoomInIcon, "Zoom in (+)", z.CanZoomIn(z.fit), func() Zoom { return z.In(z.fit) }),
		zb("btn-zoom-fit", zoomFitIcon, "Fit the board"+fitKey, z.zoomed(), func() Zoom { return Zoom{} }),
	)
}

// zoomHelp is the line beside the zoom buttons, for touch or a mouse.
func zoomHelp(zoomed, touch bool) string {
	switch {
	case zoomed && touch:
		return "Two fingers move and zoom the board."
	case zoomed:
		return "Scroll to move the board; + and - zoom."
	case touch:
		return "Small cells: pinch with two fingers, or zoom in here."
	}
	return "Small cells: zoom in here or with the + key."
}
