package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Colour maths for the palette test (palette_test.go). It lives in a test
// file on purpose: the app only names colours by role and lets the browser
// resolve them, so none of this belongs in app.wasm.
//
// Conventions: sRGB components are 0..1 floats; "linear" means the sRGB
// transfer function removed. Contrast is WCAG 2.x (relative luminance);
// colour difference is CIEDE2000 on CIELAB under D65; colour-vision
// deficiency is simulated with the Machado, Oliveira and Fernandes (2009)
// matrices for severity 1.0 (protanopia, deuteranopia), applied to linear
// RGB as their paper and colorspacious's "sRGB1+CVD" do.

type rgb struct{ R, G, B float64 }

// rgba is a CSS colour with its alpha (1 for hex colours).
type rgba struct {
	rgb
	A float64
}

// parseColour reads #rgb, #rrggbb, rgb(r, g, b) and rgba(r, g, b, a).
func parseColour(s string) (rgba, error) {
	s = strings.TrimSpace(s)
	if h, ok := strings.CutPrefix(s, "#"); ok {
		if len(h) == 3 {
			h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
		}
		if len(h) != 6 {
			return rgba{}, fmt.Errorf("colour %q: want #rgb or #rrggbb", s)
		}
		v, err := strconv.ParseUint(h, 16, 32)
		if err != nil {
			return rgba{}, fmt.Errorf("colour %q: %v", s, err)
		}
		return rgba{rgb{float64(v>>16&255) / 255, float64(v>>8&255) / 255, float64(v&255) / 255}, 1}, nil
	}
	for _, fn := range []string{"rgba(", "rgb("} {
		args, ok := strings.CutPrefix(s, fn)
		if !ok {
			continue
		}
		args, ok = strings.CutSuffix(args, ")")
		parts := strings.Split(args, ",")
		if !ok || len(parts) < 3 || len(parts) > 4 {
			return rgba{}, fmt.Errorf("colour %q: want %s r, g, b[, a])", s, fn)
		}
		var v [4]float64
		v[3] = 1
		for i, p := range parts {
			f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
			if err != nil {
				return rgba{}, fmt.Errorf("colour %q: %v", s, err)
			}
			v[i] = f
		}
		return rgba{rgb{v[0] / 255, v[1] / 255, v[2] / 255}, v[3]}, nil
	}
	return rgba{}, fmt.Errorf("colour %q: not a hex or rgb[a]() colour", s)
}

// over composites c on an opaque background the way browsers and the
// canvas do by default: a straight mix of the sRGB-encoded components.
func (c rgba) over(bg rgb) rgb {
	mix := func(f, b float64) float64 { return c.A*f + (1-c.A)*b }
	return rgb{mix(c.R, bg.R), mix(c.G, bg.G), mix(c.B, bg.B)}
}

func (c rgb) hex() string {
	b := func(f float64) int { return int(math.Round(math.Max(0, math.Min(1, f)) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", b(c.R), b(c.G), b(c.B))
}

func toLinear(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func fromLinear(v float64) float64 {
	v = math.Max(0, math.Min(1, v))
	if v <= 0.0031308 {
		return 12.92 * v
	}
	return 1.055*math.Pow(v, 1/2.4) - 0.055
}

func (c rgb) linear() [3]float64 { return [3]float64{toLinear(c.R), toLinear(c.G), toLinear(c.B)} }

// luminance is WCAG 2.x relative luminance.
func (c rgb) luminance() float64 {
	l := c.linear()
	return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
}

// contrast is the WCAG 2.x contrast ratio, 1..21.
func contrast(a, b rgb) float64 {
	la, lb := a.luminance(), b.luminance()
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// vision is how a colour is seen: normal, or through a CVD matrix.
type vision struct {
	Name string
	M    *[3][3]float64 // nil: normal vision
}

// Machado et al. 2009, Table 1, severity 1.0.
var (
	protanopia = [3][3]float64{
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	}
	deuteranopia = [3][3]float64{
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	}
	visions = []vision{{"normal", nil}, {"protan", &protanopia}, {"deutan", &deuteranopia}}
)

// seen is c as the vision perceives it (clamped to the sRGB gamut).
func (v vision) seen(c rgb) rgb {
	if v.M == nil {
		return c
	}
	l := c.linear()
	var o [3]float64
	for i := range o {
		o[i] = v.M[i][0]*l[0] + v.M[i][1]*l[1] + v.M[i][2]*l[2]
	}
	return rgb{fromLinear(o[0]), fromLinear(o[1]), fromLinear(o[2])}
}

type cielab struct{ L, A, B float64 }

// toLab converts sRGB (D65) to CIELAB.
func (c rgb) lab() cielab {
	l := c.linear()
	x := 0.4124564*l[0] + 0.3575761*l[1] + 0.1804375*l[2]
	y := 0.2126729*l[0] + 0.7151522*l[1] + 0.0721750*l[2]
	z := 0.0193339*l[0] + 0.1191920*l[1] + 0.9503041*l[2]
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x/0.95047), f(y), f(z/1.08883)
	return cielab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// deltaE2000 is the CIEDE2000 colour difference (kL = kC = kH = 1), after
// Sharma, Wu and Dalal (2005).
func deltaE2000(p, q cielab) float64 {
	const deg = math.Pi / 180
	c1, c2 := math.Hypot(p.A, p.B), math.Hypot(q.A, q.B)
	cbar := (c1 + c2) / 2
	c7 := math.Pow(cbar, 7)
	g := 0.5 * (1 - math.Sqrt(c7/(c7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p.A, (1+g)*q.A
	c1p, c2p := math.Hypot(a1, p.B), math.Hypot(a2, q.B)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p.B, a1), hue(q.B, a2)
	dL, dC := q.L-p.L, c2p-c1p
	var dh float64
	switch {
	case c1p*c2p == 0:
		dh = 0
	case math.Abs(h2-h1) <= 180:
		dh = h2 - h1
	case h2-h1 > 180:
		dh = h2 - h1 - 360
	default:
		dh = h2 - h1 + 360
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)
	lbar, cbarp := (p.L+q.L)/2, (c1p+c2p)/2
	var hbar float64
	switch {
	case c1p*c2p == 0:
		hbar = h1 + h2
	case math.Abs(h1-h2) <= 180:
		hbar = (h1 + h2) / 2
	case h1+h2 < 360:
		hbar = (h1 + h2 + 360) / 2
	default:
		hbar = (h1 + h2 - 360) / 2
	}
	t := 1 - 0.17*math.Cos((hbar-30)*deg) + 0.24*math.Cos(2*hbar*deg) + 0.32*math.Cos((3*hbar+6)*deg) - 0.20*math.Cos((4*hbar-63)*deg)
	dTheta := 30 * math.Exp(-math.Pow((hbar-275)/25, 2))
	c7p := math.Pow(cbarp, 7)
	rc := 2 * math.Sqrt(c7p/(c7p+math.Pow(25, 7)))
	l50 := (lbar - 50) * (lbar - 50)
	sl := 1 + 0.015*l50/math.Sqrt(20+l50)
	sc := 1 + 0.045*cbarp
	sh := 1 + 0.015*cbarp*t
	rt := -math.Sin(2*dTheta*deg) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}
