package main

import (
	"math"
	"strconv"

	"pencilbox/solver/meta"
)

// The lab's plot of best cost against evaluations is drawn with the board
// renderer's own operations (Op, drawn by drawBoard on a canvas) rather than
// a plotting library: nothing kept up for Go in WASM draws on a canvas
// without pulling a JavaScript charting bundle into an app that must work
// offline from a static host, while the renderer already draws lines and
// text sharply at any pixel ratio in the theme's colours (light and dark
// follow the CSS), which is all a step plot needs. plotOps is pure Go, so it
// is tested natively.

// plotSeries is one solver's curve.
type plotSeries struct {
	Name   string
	Points []meta.Point // improvements of the best cost
	Evals  int          // evaluations done so far (the curve runs flat up to here)
}

// plotOps lays out the plot in a w x h CSS-pixel canvas: a logarithmic
// evaluation axis from 1 to budget, a linear cost axis from 0 to the largest
// cost seen, and one step line per series in palette colour i+1 with its
// name in the legend.
func plotOps(series []plotSeries, budget int, w, h float64) []Op {
	const left, right, top, bottom = 46.0, 12.0, 26.0, 34.0
	pw, ph := w-left-right, h-top-bottom
	if pw < 20 || ph < 20 {
		return nil
	}
	budget = max(budget, 10)
	maxCost := 1.0
	for _, s := range series {
		for _, p := range s.Points {
			if p.Best > maxCost && p.Best < 1e12 {
				maxCost = p.Best
			}
		}
	}
	maxCost = niceCeil(maxCost)
	lmax := math.Log10(float64(budget))
	x := func(e int) float64 {
		if e < 1 {
			e = 1
		}
		return left + pw*math.Log10(float64(e))/lmax
	}
	y := func(c float64) float64 { return top + ph*(1-math.Min(c, maxCost)/maxCost) }

	ops := []Op{{Kind: OpRect, Color: RoleBoard, X0: 0, Y0: 0, W: w, H: h}}
	// Grid and labels: every decade of evaluations, four steps of cost.
	for d := 0; float64(d) <= lmax+1e-9; d++ {
		e := int(math.Pow(10, float64(d)))
		gx := x(e)
		ops = append(ops, Op{Kind: OpLine, Color: RoleGrid, X0: gx, Y0: top, X1: gx, Y1: top + ph, W: 1, Alpha: 0.5},
			Op{Kind: OpText, Color: RoleMarks, X0: gx, Y0: top + ph + 12, Size: 11, Text: evalLabel(e)})
	}
	for k := 0; k <= 4; k++ {
		c := maxCost * float64(k) / 4
		gy := y(c)
		ops = append(ops, Op{Kind: OpLine, Color: RoleGrid, X0: left, Y0: gy, X1: left + pw, Y1: gy, W: 1, Alpha: 0.5},
			Op{Kind: OpText, Color: RoleMarks, X0: left - 20, Y0: gy, Size: 11, Text: costLabel(c)})
	}
	ops = append(ops,
		Op{Kind: OpLine, Color: RoleClue, X0: left, Y0: top + ph, X1: left + pw, Y1: top + ph, W: 1.5},
		Op{Kind: OpLine, Color: RoleClue, X0: left, Y0: top, X1: left, Y1: top + ph, W: 1.5},
		Op{Kind: OpText, Color: RoleMarks, X0: left + pw/2, Y0: h - 8, Size: 11, Text: "evaluations (log scale)"},
		Op{Kind: OpText, Color: RoleMarks, X0: left + 30, Y0: 10, Size: 11, Text: "best cost"},
	)
	// Legend across the top, right of the axis title.
	lx := left + 80
	for i, s := range series {
		role := PaletteRole(i + 1)
		ops = append(ops, Op{Kind: OpLine, Color: role, X0: lx, Y0: 10, X1: lx + 14, Y1: 10, W: 3, Round: true},
			Op{Kind: OpText, Color: RoleClue, X0: lx + 18 + 3.3*float64(len(s.Name)), Y0: 10, Size: 11, Text: s.Name})
		lx += 30 + 6.6*float64(len(s.Name))
	}
	// Step lines: flat at each best cost until the next improvement, then
	// down; the last level runs on to the evaluations done.
	for i, s := range series {
		role := PaletteRole(i + 1)
		for k, p := range s.Points {
			end := s.Evals
			if k+1 < len(s.Points) {
				end = s.Points[k+1].Evals
			}
			end = max(end, p.Evals)
			ops = append(ops, Op{Kind: OpLine, Color: role, X0: x(p.Evals), Y0: y(p.Best), X1: x(end), Y1: y(p.Best), W: 2.5, Round: true})
			if k+1 < len(s.Points) {
				n := s.Points[k+1]
				ops = append(ops, Op{Kind: OpLine, Color: role, X0: x(n.Evals), Y0: y(p.Best), X1: x(n.Evals), Y1: y(n.Best), W: 2.5, Round: true})
			}
		}
		if len(s.Points) > 0 && s.Points[len(s.Points)-1].Best <= 0 {
			last := s.Points[len(s.Points)-1]
			ops = append(ops, Op{Kind: OpCircle, Color: role, X0: x(last.Evals), Y0: y(0), R: 4})
		}
	}
	return ops
}

// niceCeil rounds up to 1, 2 or 5 times a power of ten.
func niceCeil(v float64) float64 {
	if v <= 1 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if v <= m*p {
			return m * p
		}
	}
	return 10 * p
}

func evalLabel(e int) string {
	switch {
	case e >= 1000000:
		return strconv.Itoa(e/1000000) + "M"
	case e >= 1000:
		return strconv.Itoa(e/1000) + "k"
	}
	return strconv.Itoa(e)
}

func costLabel(c float64) string {
	if c == math.Trunc(c) {
		return strconv.FormatFloat(c, 'f', 0, 64)
	}
	return strconv.FormatFloat(c, 'f', 1, 64)
}
