package main

import (
	"encoding/xml"
	"io"
	"net/url"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// The lab page's "Save the plot" link holds the canvas plot's own layout
// as a well-formed SVG document naming every series.
func TestPlotSVGLink(t *testing.T) {
	if plotSVGLink(nil, 2000) != "" {
		t.Error("a link to an empty plot")
	}
	series := []plotSeries{
		{Name: "aco", Points: []meta.Point{{Evals: 1, Best: 40}, {Evals: 900, Best: 0}}, Evals: 900},
		{Name: "a<b&c", Points: []meta.Point{{Evals: 1, Best: 35}}, Evals: 2000},
	}
	href := plotSVGLink(series, 2000)
	const prefix = "data:image/svg+xml;charset=utf-8,"
	if !strings.HasPrefix(href, prefix) {
		t.Fatalf("link %.60q", href)
	}
	doc, err := url.PathUnescape(strings.TrimPrefix(href, prefix))
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(strings.NewReader(doc))
	var texts []string
	lines := 0
	for {
		tok, err := d.Token()
		if err != nil {
			if err != io.EOF {
				t.Fatalf("not well-formed: %v\n%s", err, doc)
			}
			break
		}
		switch v := tok.(type) {
		case xml.StartElement:
			if v.Name.Local == "line" {
				lines++
			}
		case xml.CharData:
			texts = append(texts, string(v))
		}
	}
	all := strings.Join(texts, "|")
	for _, want := range []string{"aco", "a<b&c", "evaluations (log scale)"} {
		if !strings.Contains(all, want) {
			t.Errorf("SVG text lacks %q: %s", want, all)
		}
	}
	if ops := plotOps(series, 2000, 640, 300); lines != countKind(ops, OpLine) {
		t.Errorf("%d SVG lines, %d canvas lines: the two drawings differ", lines, countKind(ops, OpLine))
	}
}

func countKind(ops []Op, k OpKind) int {
	n := 0
	for _, op := range ops {
		if op.Kind == k {
			n++
		}
	}
	return n
}

// After a run the page offers its plot as an SVG file; before, or while
// running, it does not.
func TestLabPagePlotLink(t *testing.T) {
	p, err := puzzle.Decode(sample9)
	if err != nil {
		t.Fatal(err)
	}
	c := &labPage{Query: sample9, p: p, link: puzzle.LinkOf(p), budget: 2000, seed: 1, shown: -1,
		picked: map[string]bool{"aco": true}}
	if html := app.HTMLString(c); strings.Contains(html, "data:image/svg+xml") {
		t.Error("a plot link before any run")
	}
	c.series = []plotSeries{{Name: "aco", Points: []meta.Point{{Evals: 1, Best: 9}, {Evals: 50, Best: 0}}, Evals: 50}}
	c.result = &meta.LabResult{Runs: []meta.LabRun{{Result: meta.Result{Solver: "aco", Evals: 50, Solved: true}}}}
	c.running = true
	if html := app.HTMLString(c); strings.Contains(html, "data:image/svg+xml") {
		t.Error("a plot link while running")
	}
	c.running = false
	html := app.HTMLString(c)
	if !strings.Contains(html, `id="lab-plot-svg"`) || !strings.Contains(html, "data:image/svg+xml") || !strings.Contains(html, `download="lab-plot.svg"`) {
		t.Errorf("no plot link after the run")
	}
}
