// Command icongen draws Pencilbox's icons (a pencil across a 3x3 grid)
// into a directory: icon-192.png, icon-512.png and icon.svg. The PNGs and
// the SVG come from the same shape description, so they match; the
// outputs are committed in web/icons and `make icons` redraws them.
//
// The PNGs are full-bleed (usable as maskable icons: the drawing stays in
// the central 80%); the SVG, used as the favicon, has rounded corners.
package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// Shapes in unit coordinates (0..1, y down).
const (
	boardLo, boardHi = 0.22, 0.78 // the grid square
	borderW          = 0.022      // outer border of the grid
	lineW            = 0.010      // inner lines
	pencilW          = 0.052      // half width of the pencil
	tipX, tipY       = 0.30, 0.70 // graphite point
	coneLen          = 0.10
	leadLen          = 0.035
	bodyLen          = 0.36
	ferruleLen       = 0.05
	eraserLen        = 0.06
)

var (
	background = color.NRGBA{0x2f, 0x5d, 0x8a, 0xff}
	paper      = color.NRGBA{0xfb, 0xf8, 0xf0, 0xff}
	ink        = color.NRGBA{0x22, 0x2a, 0x35, 0xff}
	lead       = color.NRGBA{0x33, 0x33, 0x33, 0xff}
	wood       = color.NRGBA{0xe8, 0xc9, 0x9a, 0xff}
	body       = color.NRGBA{0xf2, 0xb6, 0x32, 0xff}
	bodyShade  = color.NRGBA{0xd9, 0x9a, 0x1c, 0xff}
	ferrule    = color.NRGBA{0xb8, 0xbc, 0xc4, 0xff}
	eraser     = color.NRGBA{0xe8, 0x8a, 0x9a, 0xff}
)

// colorAt is the icon at unit point (x, y): later shapes paint over
// earlier ones.
func colorAt(x, y float64) color.NRGBA {
	c := background
	if x >= boardLo && x <= boardHi && y >= boardLo && y <= boardHi {
		c = paper
		if x < boardLo+borderW || x > boardHi-borderW || y < boardLo+borderW || y > boardHi-borderW {
			c = ink
		}
		step := (boardHi - boardLo) / 3
		for i := 1; i <= 2; i++ {
			at := boardLo + float64(i)*step
			if math.Abs(x-at) < lineW/2 || math.Abs(y-at) < lineW/2 {
				c = ink
			}
		}
	}
	// Pencil axis towards the top right: s along it from the point, t across.
	dx, dy := x-tipX, y-tipY
	s := (dx - dy) / math.Sqrt2
	t := (dx + dy) / math.Sqrt2
	at := math.Abs(t)
	switch {
	case s < 0:
	case s < coneLen:
		if at <= pencilW*s/coneLen {
			c = wood
			if s < leadLen {
				c = lead
			}
		}
	case s < coneLen+bodyLen:
		if at <= pencilW {
			c = body
			if t > pencilW/3 {
				c = bodyShade
			}
		}
	case s < coneLen+bodyLen+ferruleLen:
		if at <= pencilW {
			c = ferrule
		}
	case s < coneLen+bodyLen+ferruleLen+eraserLen:
		if at <= pencilW {
			c = eraser
		}
	}
	return c
}

// render supersamples 4x4 points per pixel.
func render(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	const ss = 4
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b int
			for sy := 0; sy < ss; sy++ {
				for sx := 0; sx < ss; sx++ {
					c := colorAt((float64(px)+(float64(sx)+0.5)/ss)/float64(size),
						(float64(py)+(float64(sy)+0.5)/ss)/float64(size))
					r += int(c.R)
					g += int(c.G)
					b += int(c.B)
				}
			}
			n := ss * ss
			img.SetNRGBA(px, py, color.NRGBA{uint8(r / n), uint8(g / n), uint8(b / n), 0xff})
		}
	}
	return img
}

func hex(c color.NRGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// svg draws the same shapes at 512 units.
func svg() []byte {
	const u = 512.0
	var b bytes.Buffer
	f := func(v float64) string { return fmt.Sprintf("%.1f", v*u) }
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">`+"\n")
	fmt.Fprintf(&b, `<rect width="512" height="512" rx="92" fill="%s"/>`+"\n", hex(background))
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(boardLo), f(boardLo), f(boardHi-boardLo), f(boardHi-boardLo), hex(paper))
	step := (boardHi - boardLo) / 3
	for i := 1; i <= 2; i++ {
		at := boardLo + float64(i)*step
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(at-lineW/2), f(boardLo), f(lineW), f(boardHi-boardLo), hex(ink))
		fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(boardLo), f(at-lineW/2), f(boardHi-boardLo), f(lineW), hex(ink))
	}
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
		f(boardLo+borderW/2), f(boardLo+borderW/2), f(boardHi-boardLo-borderW), f(boardHi-boardLo-borderW), hex(ink), f(borderW))
	// The pencil in its own frame: x along the axis from the point, y across.
	fmt.Fprintf(&b, `<g transform="translate(%s %s) rotate(-45)">`+"\n", f(tipX), f(tipY))
	x0 := coneLen
	fmt.Fprintf(&b, `<polygon points="0,0 %s,%s %s,%s" fill="%s"/>`+"\n", f(coneLen), f(-pencilW), f(coneLen), f(pencilW), hex(wood))
	fmt.Fprintf(&b, `<polygon points="0,0 %s,%s %s,%s" fill="%s"/>`+"\n", f(leadLen), f(-pencilW*leadLen/coneLen), f(leadLen), f(pencilW*leadLen/coneLen), hex(lead))
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(x0), f(-pencilW), f(bodyLen), f(2*pencilW), hex(body))
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(x0), f(pencilW/3), f(bodyLen), f(pencilW*2/3), hex(bodyShade))
	x0 += bodyLen
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(x0), f(-pencilW), f(ferruleLen), f(2*pencilW), hex(ferrule))
	x0 += ferruleLen
	fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", f(x0), f(-pencilW), f(eraserLen), f(2*pencilW), hex(eraser))
	b.WriteString("</g>\n</svg>\n")
	return b.Bytes()
}

func main() {
	dir := "web/icons"
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "icongen:", err)
		os.Exit(1)
	}
	for _, size := range []int{192, 512} {
		var buf bytes.Buffer
		if err := png.Encode(&buf, render(size)); err != nil {
			fmt.Fprintln(os.Stderr, "icongen:", err)
			os.Exit(1)
		}
		name := filepath.Join(dir, fmt.Sprintf("icon-%d.png", size))
		if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "icongen:", err)
			os.Exit(1)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "icon.svg"), svg(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "icongen:", err)
		os.Exit(1)
	}
}
