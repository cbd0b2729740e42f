// Package plot lays out the solver lab's charts (convergence steps,
// grouped bars, box plots) as a list of marks and writes them as SVG.
// One layout serves both outputs that show them: the lab's report writes
// the SVG files, and the lab page draws the same marks on its canvas in
// the theme's colours (app/ui_lab_plot.go), so the page and the report
// cannot drift apart. It is pure Go with no browser code and knows nothing
// of puzzles.
package plot

import (
	"math"
	"strconv"
)

// Kind is what a mark draws.
type Kind int

const (
	Line   Kind = iota // from (X0, Y0) to (X1, Y1), W wide
	Rect               // filled, corner (X0, Y0), W x H
	Circle             // filled, centre (X0, Y0), radius R
	Text               // centred on (X0, Y0), Size px
)

// Ink is a mark's colour by meaning; the output maps it to a colour.
type Ink int

const (
	Background Ink = iota
	Grid
	Axis
	Label
	series0 // Series(0) and on
)

// Series is the ink of series i (0-based), cycling through the palette.
func Series(i int) Ink { return series0 + Ink(max(i, 0)) }

// SeriesIndex is the series an ink draws, or −1 for the frame's inks.
func (k Ink) SeriesIndex() int {
	if k < series0 {
		return -1
	}
	return int(k - series0)
}

// Mark is one drawing operation in user units (CSS pixels at natural size).
type Mark struct {
	Kind           Kind
	Ink            Ink
	X0, Y0, X1, Y1 float64
	W, H, R        float64 // line width or rectangle size; circle radius
	Alpha          float64 // 0 means opaque
	Round          bool    // round line caps
	Text           string
	Size           float64 // font size
}

// Figure is a laid-out chart.
type Figure struct {
	W, H  float64
	Title string // the SVG's accessible title
	Marks []Mark
}

func (f *Figure) line(k Ink, x0, y0, x1, y1, w float64) {
	f.Marks = append(f.Marks, Mark{Kind: Line, Ink: k, X0: x0, Y0: y0, X1: x1, Y1: y1, W: w})
}

func (f *Figure) text(k Ink, x, y, size float64, s string) {
	f.Marks = append(f.Marks, Mark{Kind: Text, Ink: k, X0: x, Y0: y, Size: size, Text: s})
}

// frame is a plot area inside margins.
type frame struct{ left, top, w, h float64 }

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

// EvalLabel writes 20000 as "20k" and 2000000 as "2M".
func EvalLabel(e int) string {
	switch {
	case e >= 1000000:
		return strconv.Itoa(e/1000000) + "M"
	case e >= 1000:
		return strconv.Itoa(e/1000) + "k"
	}
	return strconv.Itoa(e)
}

// CostLabel writes a cost with no decimals when it is whole, else one.
func CostLabel(c float64) string {
	if c == math.Trunc(c) {
		return strconv.FormatFloat(c, 'f', 0, 64)
	}
	return strconv.FormatFloat(c, 'f', 1, 64)
}

// legendWidth is the room one legend entry takes.
func legendWidth(name string) float64 { return 30 + 6.6*float64(len(name)) }

// legendRows is how many rows the legend needs from x0 to maxX.
func legendRows(names []string, x0, maxX float64) int {
	rows, x := 1, x0
	for _, n := range names {
		if x > x0 && x+legendWidth(n)-12 > maxX {
			rows++
			x = x0
		}
		x += legendWidth(n)
	}
	return rows
}

// legend lays out the series names left to right from x at height y,
// wrapping to a new row 16 px lower before maxX.
func (f *Figure) legend(names []string, x0, y, maxX float64) {
	x := x0
	for i, n := range names {
		if x > x0 && x+legendWidth(n)-12 > maxX {
			x, y = x0, y+16
		}
		f.Marks = append(f.Marks, Mark{Kind: Line, Ink: Series(i), X0: x, Y0: y, X1: x + 14, Y1: y, W: 3, Round: true})
		f.text(Label, x+18+3.3*float64(len(n)), y, 11, n)
		x += legendWidth(n)
	}
}

// Step is a point of a convergence curve: the best cost after Evals
// evaluations.
type Step struct {
	Evals int
	Cost  float64
}

// StepSeries is one solver's curve: its improvements of the best cost, and
// the evaluations done so far (the curve runs flat up to there).
type StepSeries struct {
	Name   string
	Points []Step
	Evals  int
}

// Steps lays out convergence curves in a w x h box: a logarithmic
// evaluation axis from 1 to budget, a linear cost axis from 0 to the
// largest cost seen, one step line per series (flat at each best cost until
// the next improvement) and a dot where a series reaches cost 0. It is
// nil when the box is too small to hold a plot.
func Steps(series []StepSeries, budget int, w, h float64, title string) *Figure {
	const left, right, bottom = 46.0, 12.0, 34.0
	names := make([]string, len(series))
	for i, s := range series {
		names[i] = s.Name
	}
	top := 26 + 16*float64(legendRows(names, left+80, w-right)-1)
	fr := frame{left, top, w - left - right, h - top - bottom}
	if fr.w < 20 || fr.h < 20 {
		return nil
	}
	budget = max(budget, 10)
	maxCost := 1.0
	for _, s := range series {
		for _, p := range s.Points {
			if p.Cost > maxCost && p.Cost < 1e12 {
				maxCost = p.Cost
			}
		}
	}
	maxCost = niceCeil(maxCost)
	lmax := math.Log10(float64(budget))
	x := func(e int) float64 {
		if e < 1 {
			e = 1
		}
		return fr.left + fr.w*math.Log10(float64(e))/lmax
	}
	y := func(c float64) float64 { return fr.top + fr.h*(1-math.Min(c, maxCost)/maxCost) }
	f := &Figure{W: w, H: h, Title: title}
	f.Marks = append(f.Marks, Mark{Kind: Rect, Ink: Background, W: w, H: h})
	for d := 0; float64(d) <= lmax+1e-9; d++ {
		e := int(math.Pow(10, float64(d)))
		gx := x(e)
		f.Marks = append(f.Marks, Mark{Kind: Line, Ink: Grid, X0: gx, Y0: fr.top, X1: gx, Y1: fr.top + fr.h, W: 1, Alpha: 0.5})
		f.text(Label, gx, fr.top+fr.h+12, 11, EvalLabel(e))
	}
	for k := 0; k <= 4; k++ {
		c := maxCost * float64(k) / 4
		gy := y(c)
		f.Marks = append(f.Marks, Mark{Kind: Line, Ink: Grid, X0: fr.left, Y0: gy, X1: fr.left + fr.w, Y1: gy, W: 1, Alpha: 0.5})
		f.text(Label, fr.left-20, gy, 11, CostLabel(c))
	}
	f.line(Axis, fr.left, fr.top+fr.h, fr.left+fr.w, fr.top+fr.h, 1.5)
	f.line(Axis, fr.left, fr.top, fr.left, fr.top+fr.h, 1.5)
	f.text(Label, fr.left+fr.w/2, h-8, 11, "evaluations (log scale)")
	f.text(Label, fr.left+30, 10, 11, "best cost")
	f.legend(names, fr.left+80, 10, w-right)
	for i, s := range series {
		ink := Series(i)
		for k, p := range s.Points {
			end := s.Evals
			if k+1 < len(s.Points) {
				end = s.Points[k+1].Evals
			}
			end = max(end, p.Evals)
			f.Marks = append(f.Marks, Mark{Kind: Line, Ink: ink, X0: x(p.Evals), Y0: y(p.Cost), X1: x(end), Y1: y(p.Cost), W: 2.5, Round: true})
			if k+1 < len(s.Points) {
				n := s.Points[k+1]
				f.Marks = append(f.Marks, Mark{Kind: Line, Ink: ink, X0: x(n.Evals), Y0: y(p.Cost), X1: x(n.Evals), Y1: y(n.Cost), W: 2.5, Round: true})
			}
		}
		if len(s.Points) > 0 && s.Points[len(s.Points)-1].Cost <= 0 {
			last := s.Points[len(s.Points)-1]
			f.Marks = append(f.Marks, Mark{Kind: Circle, Ink: ink, X0: x(last.Evals), Y0: y(0), R: 4})
		}
	}
	return f
}

// Bars lays out grouped bars: one group per entry of groups (on the x
// axis), one bar per series in each, values[g][s] on a linear axis from 0
// to top (the largest value, rounded up, when top <= 0). NaN values leave
// a gap.
func Bars(groups, series []string, values [][]float64, top float64, yLabel string, w, h float64, title string) *Figure {
	const left, right, bottom = 46.0, 12.0, 34.0
	topM := 26 + 16*float64(legendRows(series, left+130, w-right)-1)
	fr := frame{left, topM, w - left - right, h - topM - bottom}
	if fr.w < 20 || fr.h < 20 || len(groups) == 0 || len(series) == 0 {
		return nil
	}
	if top <= 0 {
		top = 0
		for _, row := range values {
			for _, v := range row {
				if !math.IsNaN(v) && !math.IsInf(v, 0) {
					top = math.Max(top, v)
				}
			}
		}
		top = niceCeil(top)
	}
	y := func(v float64) float64 { return fr.top + fr.h*(1-math.Max(0, math.Min(v, top))/top) }
	f := &Figure{W: w, H: h, Title: title}
	f.Marks = append(f.Marks, Mark{Kind: Rect, Ink: Background, W: w, H: h})
	for k := 0; k <= 4; k++ {
		v := top * float64(k) / 4
		f.Marks = append(f.Marks, Mark{Kind: Line, Ink: Grid, X0: fr.left, Y0: y(v), X1: fr.left + fr.w, Y1: y(v), W: 1, Alpha: 0.5})
		f.text(Label, fr.left-20, y(v), 11, strconv.FormatFloat(v, 'g', 3, 64))
	}
	gw := fr.w / float64(len(groups))
	bw := gw * 0.8 / float64(len(series))
	for g, name := range groups {
		gx := fr.left + gw*float64(g) + gw*0.1
		for s := range series {
			if g >= len(values) || s >= len(values[g]) || math.IsNaN(values[g][s]) {
				continue
			}
			v := values[g][s]
			f.Marks = append(f.Marks, Mark{Kind: Rect, Ink: Series(s), X0: gx + bw*float64(s), Y0: y(v),
				W: math.Max(bw-1, 1), H: fr.top + fr.h - y(v)})
		}
		f.text(Label, fr.left+gw*(float64(g)+0.5), fr.top+fr.h+12, 11, name)
	}
	f.line(Axis, fr.left, fr.top+fr.h, fr.left+fr.w, fr.top+fr.h, 1.5)
	f.line(Axis, fr.left, fr.top, fr.left, fr.top+fr.h, 1.5)
	f.text(Label, fr.left+50, 10, 11, yLabel)
	f.legend(series, fr.left+130, 10, w-right)
	return f
}

// Quartiles are a sample's five-number summary.
type Quartiles struct{ Min, Q1, Median, Q3, Max float64 }

// Summary is the five-number summary of a sample (linear interpolation
// between order statistics); ok is false for an empty sample.
func Summary(sample []float64) (q Quartiles, ok bool) {
	var v []float64
	for _, x := range sample {
		if !math.IsNaN(x) {
			v = append(v, x)
		}
	}
	if len(v) == 0 {
		return q, false
	}
	sortFloats(v)
	at := func(p float64) float64 {
		i := p * float64(len(v)-1)
		lo := int(math.Floor(i))
		hi := min(lo+1, len(v)-1)
		return v[lo] + (v[hi]-v[lo])*(i-float64(lo))
	}
	return Quartiles{v[0], at(0.25), at(0.5), at(0.75), v[len(v)-1]}, true
}

// Boxes lays out one box plot per series (whiskers from the smallest to
// the largest value, the box from the lower to the upper quartile, a bar
// at the median) on a linear axis from 0.
func Boxes(series []string, samples [][]float64, yLabel string, w, h float64, title string) *Figure {
	const left, right, top, bottom = 46.0, 12.0, 26.0, 34.0
	fr := frame{left, top, w - left - right, h - top - bottom}
	if fr.w < 20 || fr.h < 20 || len(series) == 0 {
		return nil
	}
	qs := make([]Quartiles, len(series))
	has := make([]bool, len(series))
	hi := 1.0
	for i := range series {
		if i < len(samples) {
			qs[i], has[i] = Summary(samples[i])
		}
		if has[i] && qs[i].Max < 1e12 {
			hi = math.Max(hi, qs[i].Max)
		}
	}
	hi = niceCeil(hi)
	y := func(v float64) float64 { return fr.top + fr.h*(1-math.Max(0, math.Min(v, hi))/hi) }
	f := &Figure{W: w, H: h, Title: title}
	f.Marks = append(f.Marks, Mark{Kind: Rect, Ink: Background, W: w, H: h})
	for k := 0; k <= 4; k++ {
		v := hi * float64(k) / 4
		f.Marks = append(f.Marks, Mark{Kind: Line, Ink: Grid, X0: fr.left, Y0: y(v), X1: fr.left + fr.w, Y1: y(v), W: 1, Alpha: 0.5})
		f.text(Label, fr.left-20, y(v), 11, CostLabel(v))
	}
	sw := fr.w / float64(len(series))
	for i, name := range series {
		cx := fr.left + sw*(float64(i)+0.5)
		f.text(Label, cx, fr.top+fr.h+12, 10, name)
		if !has[i] {
			continue
		}
		q, ink, bw := qs[i], Series(i), math.Min(sw*0.6, 40)
		f.line(ink, cx, y(q.Min), cx, y(q.Q1), 1.5)
		f.line(ink, cx, y(q.Q3), cx, y(q.Max), 1.5)
		f.line(ink, cx-bw/4, y(q.Min), cx+bw/4, y(q.Min), 1.5)
		f.line(ink, cx-bw/4, y(q.Max), cx+bw/4, y(q.Max), 1.5)
		f.Marks = append(f.Marks, Mark{Kind: Rect, Ink: ink, X0: cx - bw/2, Y0: y(q.Q3), W: bw, H: math.Max(y(q.Q1)-y(q.Q3), 1), Alpha: 0.45})
		f.line(Label, cx-bw/2, y(q.Median), cx+bw/2, y(q.Median), 2)
	}
	f.line(Axis, fr.left, fr.top+fr.h, fr.left+fr.w, fr.top+fr.h, 1.5)
	f.line(Axis, fr.left, fr.top, fr.left, fr.top+fr.h, 1.5)
	f.text(Label, fr.left+40, 10, 11, yLabel)
	return f
}
