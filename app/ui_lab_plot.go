package main

import (
	"bytes"
	"net/url"

	"pencilbox/solver/meta"
	"pencilbox/solver/meta/plot"
)

// The lab's plot of best cost against evaluations is laid out by
// solver/meta/plot, the same layout that writes the lab report's SVG
// figures, and drawn here with the board renderer's own operations (Op,
// drawn by drawBoard on a canvas) rather than a plotting library: nothing
// kept up for Go in WASM draws on a canvas without pulling a JavaScript
// charting bundle into an app that must work offline from a static host,
// while the renderer already draws lines and text sharply at any pixel
// ratio in the theme's colours (light and dark follow the CSS), which is
// all a step plot needs. The same figure is offered as an SVG file. It is
// all pure Go, so it is tested natively.

// plotSeries is one solver's curve.
type plotSeries struct {
	Name   string
	Points []meta.Point // improvements of the best cost
	Evals  int          // evaluations done so far (the curve runs flat up to here)
}

// plotFigure lays out the plot in a w x h box (nil when too small).
func plotFigure(series []plotSeries, budget int, w, h float64) *plot.Figure {
	ss := make([]plot.StepSeries, len(series))
	for i, s := range series {
		ss[i] = plot.StepSeries{Name: s.Name, Evals: s.Evals, Points: make([]plot.Step, len(s.Points))}
		for k, p := range s.Points {
			ss[i].Points[k] = plot.Step{Evals: p.Evals, Cost: p.Best}
		}
	}
	return plot.Steps(ss, budget, w, h, "Best cost against evaluations")
}

// plotOps lays out the plot in a w x h CSS-pixel canvas: a logarithmic
// evaluation axis from 1 to budget, a linear cost axis from 0 to the
// largest cost seen, and one step line per series in palette colour i+1
// with its name in the legend.
func plotOps(series []plotSeries, budget int, w, h float64) []Op {
	f := plotFigure(series, budget, w, h)
	if f == nil {
		return nil
	}
	ops := make([]Op, 0, len(f.Marks))
	for _, m := range f.Marks {
		op := Op{Color: inkRole(m.Ink), X0: m.X0, Y0: m.Y0, X1: m.X1, Y1: m.Y1, W: m.W, H: m.H, R: m.R,
			Alpha: m.Alpha, Round: m.Round, Text: m.Text, Size: m.Size}
		switch m.Kind {
		case plot.Line:
			op.Kind = OpLine
		case plot.Rect:
			op.Kind = OpRect
		case plot.Circle:
			op.Kind = OpCircle
		case plot.Text:
			op.Kind = OpText
		default:
			continue
		}
		ops = append(ops, op)
	}
	return ops
}

// inkRole is the theme colour of a plot ink.
func inkRole(k plot.Ink) Role {
	switch k {
	case plot.Background:
		return RoleBoard
	case plot.Grid:
		return RoleGrid
	case plot.Axis:
		return RoleClue
	case plot.Label:
		return RoleMarks
	}
	return PaletteRole(k.SeriesIndex() + 1)
}

// plotSVGLink is the plot as an SVG file in a data: address, for the
// page's "Save the plot" link (empty when there is nothing to save).
func plotSVGLink(series []plotSeries, budget int) string {
	f := plotFigure(series, budget, 640, 300)
	if f == nil || len(series) == 0 {
		return ""
	}
	var b bytes.Buffer
	if err := f.WriteSVG(&b, plot.Light); err != nil {
		return ""
	}
	return "data:image/svg+xml;charset=utf-8," + url.PathEscape(b.String())
}

func costLabel(c float64) string { return plot.CostLabel(c) }
