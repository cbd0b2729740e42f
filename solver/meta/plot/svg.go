package plot

import (
	"bufio"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Palette maps inks to SVG colours (any CSS colour).
type Palette struct {
	Background, Grid, Axis, Label string
	Series                        []string // cycled
}

// Light is the light theme's colours (web/styles.css: the board and its
// --pal-1..12 palette, ordered so the first colours are farthest apart).
var Light = Palette{
	Background: "#ffffff", Grid: "#c8cdd9", Axis: "#1a1d26", Label: "#565c6e",
	Series: []string{"#ff5900", "#2898db", "#009b74", "#7c0e83", "#c40039", "#006bdb",
		"#812146", "#0000ef", "#904f7a", "#ff4371", "#005300", "#03a1a2"},
}

func (p Palette) colour(k Ink) string {
	switch k {
	case Background:
		return p.Background
	case Grid:
		return p.Grid
	case Axis:
		return p.Axis
	case Label:
		return p.Label
	}
	if len(p.Series) == 0 {
		return p.Axis
	}
	return p.Series[k.SeriesIndex()%len(p.Series)]
}

// num writes a coordinate with at most two decimals.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

// escape makes s safe as XML text or a double-quoted attribute value.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&apos;")
		default:
			// XML 1.0 allows no control characters but tab and newlines.
			if r < 0x20 && r != '\t' && r != '\n' && r != '\r' || r == 0xFFFE || r == 0xFFFF {
				b.WriteRune('\uFFFD')
				continue
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// WriteSVG writes the figure as a standalone SVG document in the palette's
// colours, with its title for screen readers.
func (f *Figure) WriteSVG(w io.Writer, p Palette) error {
	bw := bufio.NewWriter(w)
	ws := func(parts ...string) {
		for _, s := range parts {
			bw.WriteString(s)
		}
	}
	ws(`<?xml version="1.0" encoding="UTF-8"?>`, "\n",
		`<svg xmlns="http://www.w3.org/2000/svg" width="`, num(f.W), `" height="`, num(f.H),
		`" viewBox="0 0 `, num(f.W), " ", num(f.H), `" role="img" font-family="sans-serif">`, "\n")
	if f.Title != "" {
		ws("<title>", escape(f.Title), "</title>\n")
	}
	for _, m := range f.Marks {
		c := escape(p.colour(m.Ink))
		op := ""
		if m.Alpha > 0 && m.Alpha < 1 {
			op = ` opacity="` + num(m.Alpha) + `"`
		}
		switch m.Kind {
		case Line:
			cap := ""
			if m.Round {
				cap = ` stroke-linecap="round"`
			}
			ws(`<line x1="`, num(m.X0), `" y1="`, num(m.Y0), `" x2="`, num(m.X1), `" y2="`, num(m.Y1),
				`" stroke="`, c, `" stroke-width="`, num(m.W), `"`, cap, op, "/>\n")
		case Rect:
			ws(`<rect x="`, num(m.X0), `" y="`, num(m.Y0), `" width="`, num(m.W), `" height="`, num(m.H),
				`" fill="`, c, `"`, op, "/>\n")
		case Circle:
			ws(`<circle cx="`, num(m.X0), `" cy="`, num(m.Y0), `" r="`, num(m.R), `" fill="`, c, `"`, op, "/>\n")
		case Text:
			ws(`<text x="`, num(m.X0), `" y="`, num(m.Y0), `" font-size="`, num(m.Size),
				`" text-anchor="middle" dominant-baseline="central" fill="`, c, `"`, op, ">", escape(m.Text), "</text>\n")
		}
	}
	ws("</svg>\n")
	return bw.Flush()
}

func sortFloats(v []float64) { sort.Float64s(v) }
