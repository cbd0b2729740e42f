package plot

import (
	"bytes"
	"encoding/xml"
	"io"
	"math"
	"strings"
	"testing"
)

// inside fails on a mark outside the figure.
func inside(t *testing.T, f *Figure) {
	t.Helper()
	for _, m := range f.Marks {
		for _, v := range []float64{m.X0, m.X1} {
			if v < 0 || v > f.W || math.IsNaN(v) {
				t.Errorf("mark outside %gx%g: %+v", f.W, f.H, m)
			}
		}
		for _, v := range []float64{m.Y0, m.Y1, m.Y0 + m.H} {
			if v < 0 || v > f.H || math.IsNaN(v) {
				t.Errorf("mark outside %gx%g: %+v", f.W, f.H, m)
			}
		}
	}
}

// svgTexts parses the figure's SVG and returns its texts and elements.
func svgTexts(t *testing.T, f *Figure) (string, map[string]int) {
	t.Helper()
	var b bytes.Buffer
	if err := f.WriteSVG(&b, Light); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(&b)
	var texts []string
	elems := map[string]int{}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		switch v := tok.(type) {
		case xml.StartElement:
			elems[v.Name.Local]++
		case xml.CharData:
			if s := strings.TrimSpace(string(v)); s != "" {
				texts = append(texts, s)
			}
		}
	}
	return strings.Join(texts, "|"), elems
}

func TestBars(t *testing.T) {
	f := Bars([]string{"hashi", "sudoku"}, []string{"aco", "sa", "random"},
		[][]float64{{0.3, 0, math.NaN()}, {1, 1, 0.5}}, 1, "mean solution rate", 640, 300, "rates")
	inside(t, f)
	bars := map[Ink][]float64{}
	for _, m := range f.Marks {
		if m.Kind == Rect && m.Ink != Background {
			bars[m.Ink] = append(bars[m.Ink], m.H)
		}
	}
	// NaN leaves a gap; a rate of 1 is twice as tall as 0.5 and the full axis.
	if len(bars[Series(0)]) != 2 || len(bars[Series(2)]) != 1 {
		t.Fatalf("bars per series %v", bars)
	}
	if h1, h5 := bars[Series(1)][1], bars[Series(2)][0]; math.Abs(h1-2*h5) > 1e-9 || math.Abs(h1-(300-26-34)) > 1e-9 {
		t.Errorf("bar heights %g and %g", h1, h5)
	}
	texts, _ := svgTexts(t, f)
	for _, want := range []string{"hashi", "sudoku", "random", "mean solution rate", "0.5"} {
		if !strings.Contains(texts, want) {
			t.Errorf("texts lack %q: %s", want, texts)
		}
	}
	if Bars(nil, []string{"a"}, nil, 1, "", 640, 300, "") != nil || Bars([]string{"g"}, []string{"a"}, nil, 1, "", 10, 10, "") != nil {
		t.Error("a chart of nothing, or in a 10x10 box")
	}
}

func TestBoxes(t *testing.T) {
	q, ok := Summary([]float64{4, 1, 3, 2, 5})
	if !ok || q != (Quartiles{1, 2, 3, 4, 5}) {
		t.Errorf("summary %+v", q)
	}
	if _, ok := Summary(nil); ok {
		t.Error("a summary of nothing")
	}
	f := Boxes([]string{"aco", "none"}, [][]float64{{0, 10, 20}, nil}, "best cost", 480, 300, "costs")
	inside(t, f)
	boxes := 0
	for _, m := range f.Marks {
		if m.Kind == Rect && m.Ink == Series(0) {
			boxes++
		}
		if m.Kind == Rect && m.Ink == Series(1) {
			t.Error("a box for an empty sample")
		}
	}
	if boxes != 1 {
		t.Errorf("%d boxes", boxes)
	}
	if texts, _ := svgTexts(t, f); !strings.Contains(texts, "none") || !strings.Contains(texts, "20") {
		t.Errorf("texts %s", texts)
	}
}

func TestStepsAndEscaping(t *testing.T) {
	series := []StepSeries{
		{Name: `a<b & "c"`, Points: []Step{{1, 40}, {10, 12}, {900, 0}}, Evals: 900},
		{Name: "random", Points: []Step{{1, 35}, {50, 20}}, Evals: 20000},
	}
	f := Steps(series, 20000, 600, 260, "curves & more")
	inside(t, f)
	texts, elems := svgTexts(t, f)
	if !strings.Contains(texts, `a<b & "c"`) || !strings.Contains(texts, "curves & more") || !strings.Contains(texts, "10k") {
		t.Errorf("texts %s", texts)
	}
	if elems["circle"] != 1 { // the series that reached cost 0
		t.Errorf("elements %v", elems)
	}
	// A long legend wraps and pushes the plot down instead of running off.
	many := make([]StepSeries, 12)
	for i := range many {
		many[i] = StepSeries{Name: "solver-number-" + string(rune('a'+i))}
	}
	inside(t, Steps(many, 1000, 400, 300, ""))
	if Steps(series, 100, 10, 10, "") != nil {
		t.Error("a plot in a 10x10 box")
	}
}
