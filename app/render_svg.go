package main

import (
	"io"
	"math"

	"pencilbox/app/svg"
)

// The SVG backend: the drawing operations of render.go written as SVG
// elements, one element per operation in drawing order, in the units of
// the canvas (CSS pixels). Pure Go, so the command writes files natively
// and the page makes its downloads in WASM from the same code.

// WriteSVG writes ops, drawn on a board of geometry g, as a standalone
// SVG document coloured by pal. title, when set, becomes the document's
// <title> (what a screen reader or an image viewer names it).
func WriteSVG(w io.Writer, ops []Op, g Geometry, pal Palette, title string) error {
	width, height := g.Size()
	s := svg.New(w, width, height,
		svg.A("font-family", pal.Font),
		svg.A("text-anchor", "middle"),
	)
	if title != "" {
		s.Element("title", title)
	}
	for _, op := range ops {
		writeOp(s, op, pal)
	}
	return s.Close()
}

// opacity is the op's opacity attribute, none when opaque.
func opacity(op Op, pal Palette) []svg.Attr {
	a := op.Alpha
	if op.Tint {
		a = pal.Tint
	}
	if a > 0 && a < 1 {
		return []svg.Attr{svg.N("opacity", a)}
	}
	return nil
}

func writeOp(s *svg.Writer, op Op, pal Palette) {
	colour := pal.Colour(op.Color)
	switch op.Kind {
	case OpRect:
		s.Empty("rect", append([]svg.Attr{
			svg.N("x", op.X0), svg.N("y", op.Y0), svg.N("width", op.W), svg.N("height", op.H),
			svg.A("fill", colour),
		}, opacity(op, pal)...)...)
	case OpStrokeRect:
		attrs := []svg.Attr{
			svg.N("x", op.X0), svg.N("y", op.Y0), svg.N("width", op.W), svg.N("height", op.H),
			svg.A("fill", "none"), svg.A("stroke", colour), svg.N("stroke-width", op.R),
			svg.A("stroke-linejoin", "round"),
		}
		if op.Dashed {
			attrs = append(attrs, svg.A("stroke-dasharray", svg.Num(op.R*2)+" "+svg.Num(op.R*1.5)))
		}
		s.Empty("rect", append(attrs, opacity(op, pal)...)...)
	case OpLine:
		attrs := []svg.Attr{
			svg.N("x1", op.X0), svg.N("y1", op.Y0), svg.N("x2", op.X1), svg.N("y2", op.Y1),
			svg.A("stroke", colour), svg.N("stroke-width", op.W),
		}
		if op.Round { // butt, SVG's default, otherwise
			attrs = append(attrs, svg.A("stroke-linecap", "round"))
		}
		s.Empty("line", append(attrs, opacity(op, pal)...)...)
	case OpCircle:
		attrs := []svg.Attr{svg.N("cx", op.X0), svg.N("cy", op.Y0), svg.N("r", op.R)}
		if op.W > 0 {
			attrs = append(attrs, svg.A("fill", "none"), svg.A("stroke", colour), svg.N("stroke-width", op.W))
		} else {
			attrs = append(attrs, svg.A("fill", colour))
		}
		s.Empty("circle", append(attrs, opacity(op, pal)...)...)
	case OpArrowHead:
		tri, ok := arrowHead(op)
		if !ok {
			return
		}
		s.Empty("polygon", append([]svg.Attr{svg.A("points", svg.Points(tri[:]...)), svg.A("fill", colour)}, opacity(op, pal)...)...)
	case OpText:
		if op.Text == "" {
			return
		}
		attrs := []svg.Attr{
			svg.N("x", op.X0), svg.N("y", textBaseline(op)),
			svg.N("font-size", op.Size), svg.A("fill", colour),
		}
		if op.Bold {
			attrs = append(attrs, svg.A("font-weight", "bold"))
		}
		s.Element("text", op.Text, append(attrs, opacity(op, pal)...)...)
	}
}

// arrowHead is the triangle of an OpArrowHead as x,y pairs: the tip at
// X1,Y1, the base R back along the shaft and 1.2 R wide (render_js.go
// draws the same triangle).
func arrowHead(op Op) (tri [6]float64, ok bool) {
	dx, dy := op.X1-op.X0, op.Y1-op.Y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return tri, false
	}
	ux, uy := dx/l, dy/l
	bx, by := op.X1-ux*op.R, op.Y1-uy*op.R
	return [6]float64{
		op.X1, op.Y1,
		bx - uy*op.R*0.6, by + ux*op.R*0.6,
		bx + uy*op.R*0.6, by - ux*op.R*0.6,
	}, true
}

// textBaseline is where a text op's baseline goes so its digits are
// centred on Y0: a digit stands about 0.72 em above the baseline in
// common sans-serif fonts. A baseline rather than SVG's
// dominant-baseline, which some viewers and converters ignore.
func textBaseline(op Op) float64 { return op.Y0 + op.Size*0.36 }
