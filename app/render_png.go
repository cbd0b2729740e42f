//go:build !js

package main

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The PNG backend, native only: the drawing operations of render.go
// rasterised in pure Go, one CSS pixel to one image pixel. Shapes go
// through golang.org/x/image/vector (anti-aliased coverage, the same
// rasteriser the x/image fonts use), text through the Go fonts, which
// are embedded and need no system font. In the browser the page makes its
// PNG from a canvas instead (ui_export_js.go), so app.wasm never carries
// this code or the fonts (render_png_deps_test.go checks).

// WritePNG writes ops, drawn on a board of geometry g, as a PNG coloured
// by pal.
func WritePNG(w io.Writer, ops []Op, g Geometry, pal Palette) error {
	img, err := RasterOps(ops, g, pal)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}

// RasterOps draws ops into a new image of the board's size (rounded up
// to whole pixels).
func RasterOps(ops []Op, g Geometry, pal Palette) (*image.RGBA, error) {
	fw, fh := g.Size()
	w, h := int(math.Ceil(fw)), int(math.Ceil(fh))
	if w <= 0 || h <= 0 || w > 1<<14 || h > 1<<14 {
		return nil, fmt.Errorf("render: a %dx%d image is out of range", w, h)
	}
	r := &rasterizer{img: image.NewRGBA(image.Rect(0, 0, w, h)), pal: pal, colours: map[Role]color.NRGBA{}}
	for _, op := range ops {
		if err := r.op(op); err != nil {
			return nil, err
		}
	}
	return r.img, nil
}

type rasterizer struct {
	img     *image.RGBA
	pal     Palette
	colours map[Role]color.NRGBA
	z       vector.Rasterizer
}

// src is op's colour with its opacity.
func (r *rasterizer) src(op Op) *image.Uniform {
	c, ok := r.colours[op.Color]
	if !ok {
		c = parseHex(r.pal.Colour(op.Color))
		r.colours[op.Color] = c
	}
	a := op.Alpha
	if op.Tint {
		a = r.pal.Tint
	}
	if a > 0 && a < 1 {
		c.A = uint8(math.Round(float64(c.A) * a))
	}
	return image.NewUniform(c)
}

// outline collects the outlines of one shape; fill paints them all in one
// pass. The rasteriser adds up signed coverage and saturates it, so
// outlines of one orientation overlap without darkening where they meet
// (a line and its round caps), and a hole, oriented the other way,
// cancels what it covers (a ring is a circle minus a smaller one).
type outline struct {
	segs       [][]point
	minX, minY float64
	maxX, maxY float64
}

type point struct{ x, y float64 }

func newPath() *outline {
	return &outline{minX: math.Inf(1), minY: math.Inf(1), maxX: math.Inf(-1), maxY: math.Inf(-1)}
}

func (p *outline) poly(hole bool, pts ...point) {
	area := 0.0 // twice the signed area (shoelace)
	for i, q := range pts {
		n := pts[(i+1)%len(pts)]
		area += q.x*n.y - n.x*q.y
	}
	if (area < 0) != hole {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	for _, q := range pts {
		p.minX, p.minY = math.Min(p.minX, q.x), math.Min(p.minY, q.y)
		p.maxX, p.maxY = math.Max(p.maxX, q.x), math.Max(p.maxY, q.y)
	}
	p.segs = append(p.segs, pts)
}

// circle adds a circle as a polygon fine enough that its facets stay
// under a tenth of a pixel from the true arc.
func (p *outline) circle(cx, cy, rad float64, hole bool) {
	if rad <= 0 {
		return
	}
	n := max(12, int(math.Ceil(math.Pi/math.Acos(math.Max(-1, 1-0.1/rad)))))
	pts := make([]point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = point{cx + rad*math.Cos(a), cy + rad*math.Sin(a)}
	}
	p.poly(hole, pts...)
}

// rect adds an axis-aligned rectangle.
func (p *outline) rect(x, y, w, h float64, hole bool) {
	p.poly(hole, point{x, y}, point{x + w, y}, point{x + w, y + h}, point{x, y + h})
}

func (r *rasterizer) fill(p *outline, src *image.Uniform) {
	if len(p.segs) == 0 {
		return
	}
	box := image.Rect(int(math.Floor(p.minX))-1, int(math.Floor(p.minY))-1, int(math.Ceil(p.maxX))+1, int(math.Ceil(p.maxY))+1).
		Intersect(r.img.Bounds())
	if box.Empty() {
		return
	}
	// The rasteriser covers just the shape's box: drawing costs its area,
	// not the image's.
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, seg := range p.segs {
		r.z.MoveTo(float32(seg[0].x-ox), float32(seg[0].y-oy))
		for _, q := range seg[1:] {
			r.z.LineTo(float32(q.x-ox), float32(q.y-oy))
		}
		r.z.ClosePath()
	}
	r.z.DrawOp = draw.Over
	r.z.Draw(r.img, box, src, image.Point{})
}

func (r *rasterizer) op(op Op) error {
	p := newPath()
	switch op.Kind {
	case OpRect:
		p.rect(op.X0, op.Y0, op.W, op.H, false)
	case OpStrokeRect:
		// The outline as a frame: the outer rectangle minus the inner one
		// (square corners; dashes are for the cursor, never exported).
		hw := op.R / 2
		p.rect(op.X0-hw, op.Y0-hw, op.W+op.R, op.H+op.R, false)
		if op.W > op.R && op.H > op.R {
			p.rect(op.X0+hw, op.Y0+hw, op.W-op.R, op.H-op.R, true)
		}
	case OpLine:
		dx, dy := op.X1-op.X0, op.Y1-op.Y0
		l := math.Hypot(dx, dy)
		hw := op.W / 2
		if l > 0 {
			nx, ny := -dy/l*hw, dx/l*hw
			p.poly(false, point{op.X0 + nx, op.Y0 + ny}, point{op.X1 + nx, op.Y1 + ny}, point{op.X1 - nx, op.Y1 - ny}, point{op.X0 - nx, op.Y0 - ny})
		}
		if op.Round {
			// Each cap as its own circle: overlapping outlines of one
			// orientation add up, and coverage saturates at full.
			p.circle(op.X0, op.Y0, hw, false)
			p.circle(op.X1, op.Y1, hw, false)
		}
	case OpCircle:
		if op.W > 0 {
			p.circle(op.X0, op.Y0, op.R+op.W/2, false)
			p.circle(op.X0, op.Y0, math.Max(0, op.R-op.W/2), true)
		} else {
			p.circle(op.X0, op.Y0, op.R, false)
		}
	case OpArrowHead:
		tri, ok := arrowHead(op)
		if !ok {
			return nil
		}
		p.poly(false, point{tri[0], tri[1]}, point{tri[2], tri[3]}, point{tri[4], tri[5]})
	case OpText:
		return r.text(op)
	}
	r.fill(p, r.src(op))
	return nil
}

// text draws op's text centred on X0 with its digits centred on Y0 (the
// SVG backend's baseline rule), in Go Bold or Go Medium (the canvas's 700
// and 500 weights).
func (r *rasterizer) text(op Op) error {
	if op.Text == "" || op.Size <= 0 {
		return nil
	}
	face, err := goFace(op.Bold, op.Size)
	if err != nil {
		return err
	}
	d := font.Drawer{Dst: r.img, Src: r.src(op), Face: face}
	adv := d.MeasureString(op.Text)
	x := op.X0 - float64(adv)/64/2
	d.Dot = fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round(textBaseline(op) * 64))}
	d.DrawString(op.Text)
	return nil
}

var goFonts struct {
	sync.Mutex
	parsed map[bool]*opentype.Font
	faces  map[faceKey]font.Face
}

type faceKey struct {
	bold bool
	size float64
}

// goFace is the Go font face for a weight and pixel size, parsed once.
func goFace(bold bool, size float64) (font.Face, error) {
	goFonts.Lock()
	defer goFonts.Unlock()
	size = math.Round(size*4) / 4 // a few sizes per board, not one per op
	k := faceKey{bold, size}
	if f, ok := goFonts.faces[k]; ok {
		return f, nil
	}
	if goFonts.parsed == nil {
		goFonts.parsed = map[bool]*opentype.Font{}
		goFonts.faces = map[faceKey]font.Face{}
	}
	f, ok := goFonts.parsed[bold]
	if !ok {
		ttf := gomedium.TTF
		if bold {
			ttf = gobold.TTF
		}
		var err error
		if f, err = opentype.Parse(ttf); err != nil {
			return nil, fmt.Errorf("render: Go font: %w", err)
		}
		goFonts.parsed[bold] = f
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil, fmt.Errorf("render: Go font: %w", err)
	}
	goFonts.faces[k] = face
	return face, nil
}

// parseHex reads "#rgb" or "#rrggbb"; anything else is black.
func parseHex(s string) color.NRGBA {
	s = strings.TrimPrefix(strings.TrimSpace(s), "#")
	if len(s) == 3 {
		s = string([]byte{s[0], s[0], s[1], s[1], s[2], s[2]})
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if len(s) != 6 || err != nil {
		return color.NRGBA{A: 255}
	}
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 255}
}
