package svg_test

import (
	"os"

	"pencilbox/app/svg"
)

// A plot-sized document: a group, a polyline from data, a label whose
// text needs escaping.
func ExampleWriter() {
	w := svg.New(os.Stdout, 120, 40)
	w.Start("g", svg.A("stroke", "#000"), svg.N("stroke-width", 1.5))
	w.Empty("polyline", svg.A("fill", "none"), svg.A("points", svg.Points(0, 40, 30, 12.345, 60, 20, 120, 0)))
	w.End()
	w.Element("text", "n < 10 & ok", svg.N("x", 60), svg.N("y", 38), svg.A("text-anchor", "middle"))
	if err := w.Close(); err != nil {
		panic(err)
	}
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
	// <g stroke="#000" stroke-width="1.5"><polyline fill="none" points="0,40 30,12.35 60,20 120,0"/></g>
	// <text x="60" y="38" text-anchor="middle">n &lt; 10 &amp; ok</text>
	// </svg>
}
