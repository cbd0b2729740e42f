package main

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"pencilbox/app/svg"
	"pencilbox/solver/puzzle"
)

// svgTexts reads an SVG document with encoding/xml (failing the test if
// it is not well-formed) and returns the root's attributes and the text
// of every <text> element.
func svgTexts(t *testing.T, doc []byte) (root map[string]string, texts []string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	var cur *strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return root, texts
		}
		if err != nil {
			t.Fatalf("SVG not well-formed: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if tok.Name.Local == "svg" && root == nil {
				root = map[string]string{}
				for _, a := range tok.Attr {
					root[a.Name.Local] = a.Value
				}
			}
			if tok.Name.Local == "text" {
				cur = &strings.Builder{}
			}
		case xml.CharData:
			if cur != nil {
				cur.Write(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" && cur != nil {
				texts = append(texts, cur.String())
				cur = nil
			}
		}
	}
}

// clueTexts is every text a display gives as a clue or circled clue,
// caption lines apart.
func clueTexts(d puzzle.Display) []string {
	var out []string
	for _, it := range d.Items {
		if (it.Kind == puzzle.Clue || it.Kind == puzzle.Circle) && strings.TrimSpace(it.Text) != "" {
			for _, line := range strings.Split(it.Text, "\n") {
				out = append(out, line)
			}
		}
	}
	return out
}

// TestSVGEveryGenre: each genre's example, as puzzle and as solution,
// is a well-formed SVG of the board's size holding every clue's text,
// and the solution holds more ink than the puzzle.
func TestSVGEveryGenre(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		t.Run(name, func(t *testing.T) {
			p := examplePuzzle(t, name)
			d, cols, rows, err := ExportDisplay(p, nil)
			if err != nil {
				t.Fatal(err)
			}
			clues := clueTexts(d) // none for Evolomino, whose clues are shapes
			var doc bytes.Buffer
			ops, geo := ExportOps(d, cols, rows, 30)
			if err := WriteSVG(&doc, ops, geo, PrintPalette(), g.Title()); err != nil {
				t.Fatal(err)
			}
			root, texts := svgTexts(t, doc.Bytes())
			if n := countShapes(doc.String()); n != len(ops) {
				t.Errorf("%d shapes in the SVG for %d drawing operations", n, len(ops))
			}
			w, h := geo.Size()
			if root["width"] != svg.Num(w) || root["height"] != svg.Num(h) {
				t.Errorf("root size %sx%s, want %vx%v", root["width"], root["height"], w, h)
			}
			have := map[string]int{}
			for _, s := range texts {
				have[s]++
			}
			for _, c := range clues {
				if have[c] == 0 {
					t.Errorf("clue %q missing from the SVG texts %q", c, texts)
				}
				have[c]--
			}

			r, err := puzzle.Solve(t.Context(), p, 2)
			if err != nil || r.Answer == nil {
				t.Fatalf("example does not solve: %v %v", r.Status, err)
			}
			sd, scols, srows, err := ExportDisplay(p, r.Answer)
			if err != nil {
				t.Fatal(err)
			}
			sops, sgeo := ExportOps(sd, scols, srows, 30)
			var sol bytes.Buffer
			if err := WriteSVG(&sol, sops, sgeo, PrintPalette(), ""); err != nil {
				t.Fatal(err)
			}
			svgTexts(t, sol.Bytes())
			if len(sops) <= len(ops) {
				t.Errorf("solution draws %d operations, the puzzle %d: the answer is not on it", len(sops), len(ops))
			}
		})
	}
}

// countShapes counts the drawing elements of an SVG document.
func countShapes(doc string) int {
	n := 0
	for _, el := range []string{"<rect ", "<line ", "<circle ", "<polygon ", "<text "} {
		n += strings.Count(doc, el)
	}
	return n
}

// FuzzRenderSVG: any link the decoders accept draws as a well-formed SVG
// (the decoders are total; this holds the export to the same standard).
// The seed corpus is every genre's example plus testdata's.
func FuzzRenderSVG(f *testing.F) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		f.Add(g.Example())
	}
	f.Fuzz(func(t *testing.T, link string) {
		p, err := puzzle.Decode(link)
		if err != nil {
			return
		}
		if cols, rows := p.Size(); cols*rows > 400 {
			return // the fuzzer's time goes to odd inputs, not big boards
		}
		d, cols, rows, err := ExportDisplay(p, nil)
		if err != nil {
			t.Fatalf("%q decodes but does not lay out: %v", link, err)
		}
		ops, g := ExportOps(d, cols, rows, 12)
		var b bytes.Buffer
		if err := WriteSVG(&b, ops, g, PrintPalette(), exportTitle(p, false)); err != nil {
			t.Fatal(err)
		}
		svgTexts(t, b.Bytes())
	})
}
