//go:build js && wasm

package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"
)

// drawBoard executes drawing operations on the canvas with the given id,
// sized w x h CSS pixels. The backing store is scaled by devicePixelRatio
// so lines and digits stay sharp on phones; colours come from the CSS
// custom properties named by each op's Role (read once per draw), so the
// board follows the light and dark themes.
// maxBackingPixels bounds a canvas's backing store (16 Mpx, iOS's limit).
const maxBackingPixels = 16_000_000

func drawBoard(id string, w, h float64, ops []Op) {
	// A drawing bug must never take the page down with it: the board
	// stays as it was and the console says why.
	defer func() {
		if r := recover(); r != nil {
			js.Global().Get("console").Call("error", "pencilbox: drawing the board failed:", fmt.Sprint(r))
		}
	}()
	el := dom.GetWindow().Document().GetElementByID(id)
	canvas, ok := el.(*dom.HTMLCanvasElement)
	if !ok || canvas == nil {
		return
	}
	dpr := js.Global().Get("devicePixelRatio").Float()
	if !(dpr >= 1) || dpr > 4 {
		dpr = math.Max(1, math.Min(dpr, 4))
		if math.IsNaN(dpr) {
			dpr = 1
		}
	}
	// A zoomed 64x64 board is a canvas of 4000 CSS pixels a side: at a
	// phone's ratio of 3 that is 144 million pixels, more than browsers
	// allocate (iOS stops at about 16.7 million). Such a canvas is drawn
	// at a lower ratio instead of not at all.
	if area := w * h * dpr * dpr; area > maxBackingPixels {
		dpr = math.Max(0.5, dpr*math.Sqrt(maxBackingPixels/area))
	}
	bw, bh := int(math.Round(w*dpr)), int(math.Round(h*dpr))
	if canvas.Width() != bw || canvas.Height() != bh {
		canvas.SetWidth(bw) // resizing also clears the canvas
		canvas.SetHeight(bh)
	}
	style := canvas.Style()
	style.SetProperty("width", strconv.FormatFloat(w, 'f', -1, 64)+"px", "")
	style.SetProperty("height", strconv.FormatFloat(h, 'f', -1, 64)+"px", "")

	ctx := canvas.GetContext2d()
	ctx.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	ctx.ClearRect(0, 0, w, h)

	computed := dom.GetWindow().GetComputedStyle(canvas, "")
	colours := map[Role]string{}
	colour := func(r Role) string {
		if c, ok := colours[r]; ok {
			return c
		}
		c := computed.GetPropertyValue(string(r))
		if c == "" {
			c = "#888"
		}
		colours[r] = c
		return c
	}
	tint := fillAlpha
	if a, err := strconv.ParseFloat(strings.TrimSpace(computed.GetPropertyValue(string(RoleTint))), 64); err == nil && a > 0 && a <= 1 {
		tint = a
	}
	family := computed.GetPropertyValue("--board-font")
	if family == "" {
		family = "system-ui, sans-serif"
	}
	ctx.SetTextAlign("center")
	ctx.SetTextBaseline("middle")

	for _, op := range ops {
		if op.Tint {
			ctx.Set("globalAlpha", tint)
		} else if op.Alpha > 0 && op.Alpha < 1 {
			ctx.Set("globalAlpha", op.Alpha)
		} else {
			ctx.Set("globalAlpha", 1)
		}
		switch op.Kind {
		case OpRect:
			ctx.SetFillStyle(colour(op.Color))
			ctx.FillRect(op.X0, op.Y0, op.W, op.H)
		case OpStrokeRect:
			ctx.SetStrokeStyle(colour(op.Color))
			ctx.Set("lineWidth", op.R)
			ctx.Set("lineJoin", "round")
			if op.Dashed {
				// dom's SetLineDash passes a []float64, which syscall/js
				// cannot convert; call the method with []any ourselves.
				ctx.Call("setLineDash", []any{op.R * 2, op.R * 1.5})
			}
			ctx.StrokeRect(op.X0, op.Y0, op.W, op.H)
			if op.Dashed {
				ctx.Call("setLineDash", []any{})
			}
		case OpLine:
			ctx.SetStrokeStyle(colour(op.Color))
			ctx.Set("lineWidth", op.W)
			if op.Round {
				ctx.SetLineCap("round")
			} else {
				ctx.SetLineCap("butt")
			}
			ctx.BeginPath()
			ctx.MoveTo(op.X0, op.Y0)
			ctx.LineTo(op.X1, op.Y1)
			ctx.Stroke()
		case OpCircle:
			ctx.BeginPath()
			ctx.Arc(op.X0, op.Y0, op.R, 0, 2*math.Pi, false)
			if op.W > 0 {
				ctx.SetStrokeStyle(colour(op.Color))
				ctx.Set("lineWidth", op.W)
				ctx.Stroke()
			} else {
				ctx.SetFillStyle(colour(op.Color))
				ctx.Fill()
			}
		case OpArrowHead:
			dx, dy := op.X1-op.X0, op.Y1-op.Y0
			l := math.Hypot(dx, dy)
			if l == 0 {
				continue
			}
			ux, uy := dx/l, dy/l
			bx, by := op.X1-ux*op.R, op.Y1-uy*op.R
			ctx.SetFillStyle(colour(op.Color))
			ctx.BeginPath()
			ctx.MoveTo(op.X1, op.Y1)
			ctx.LineTo(bx-uy*op.R*0.6, by+ux*op.R*0.6)
			ctx.LineTo(bx+uy*op.R*0.6, by-ux*op.R*0.6)
			ctx.ClosePath()
			ctx.Fill()
		case OpText:
			weight := "500"
			if op.Bold {
				weight = "700"
			}
			ctx.SetFont(weight + " " + strconv.FormatFloat(math.Round(op.Size*10)/10, 'f', -1, 64) + "px " + family)
			ctx.SetFillStyle(colour(op.Color))
			// Optical centring: digits sit a little high on the middle baseline.
			ctx.Call("fillText", op.Text, op.X0, op.Y0+op.Size*0.06)
		}
	}
}

// boardBox reads the scroll box around the canvas with the given id (its
// parent, which scrolls when the board is zoomed): where it is in the
// window and how it is scrolled.
func boardBox(id string) (left, top float64, s Scroll, ok bool) {
	el := js.Global().Get("document").Call("getElementById", id)
	if !el.Truthy() || !el.Get("parentElement").Truthy() {
		return 0, 0, Scroll{}, false
	}
	box := el.Get("parentElement")
	r := box.Call("getBoundingClientRect")
	s = Scroll{
		X: box.Get("scrollLeft").Float(), Y: box.Get("scrollTop").Float(),
		W: box.Get("clientWidth").Float(), H: box.Get("clientHeight").Float(),
	}
	return r.Get("left").Float(), r.Get("top").Float(), s, true
}

// scrollBoardBox scrolls the box around the canvas with the given id.
func scrollBoardBox(id string, s Scroll) {
	el := js.Global().Get("document").Call("getElementById", id)
	if !el.Truthy() || !el.Get("parentElement").Truthy() {
		return
	}
	box := el.Get("parentElement")
	box.Set("scrollLeft", s.X)
	box.Set("scrollTop", s.Y)
}

// sizeBoardBox fixes the height of the box around the canvas with the
// given id while the board is zoomed (0: the box follows the canvas).
func sizeBoardBox(id string, h float64) {
	el := js.Global().Get("document").Call("getElementById", id)
	if !el.Truthy() || !el.Get("parentElement").Truthy() {
		return
	}
	v := ""
	if h > 0 {
		v = strconv.FormatFloat(h, 'f', -1, 64) + "px"
	}
	el.Get("parentElement").Get("style").Call("setProperty", "height", v)
}

// applyTheme sets the page's colour theme again after the player chose
// one (web/theme.js reads the stored setting); the caller redraws the
// board, whose colours come from the theme.
func applyTheme() {
	if f := js.Global().Get("pencilboxApplyTheme"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
