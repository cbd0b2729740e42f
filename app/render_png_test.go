//go:build !js

package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strconv"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// ink is how dark a pixel is: 0 white, 255 black.
func ink(c color.Color) int {
	r, g, b, _ := c.RGBA()
	return 255 - int((r+g+b)/3>>8)
}

// TestPNGEveryGenre: each genre's example, as puzzle and solution, is a
// PNG of the board's size in whole pixels, white at the corner, drawn in
// greys only (the print palette), and the solution puts more ink on the
// board than the puzzle.
func TestPNGEveryGenre(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		t.Run(name, func(t *testing.T) {
			inks := [2]int{}
			for i, solution := range []bool{false, true} {
				var b bytes.Buffer
				if _, err := renderLink(&b, g.Example(), "png", 30, solution, timeoutForTests); err != nil {
					t.Fatal(err)
				}
				img, err := png.Decode(&b)
				if err != nil {
					t.Fatalf("PNG does not decode: %v", err)
				}
				p := examplePuzzle(t, name)
				d, cols, rows, _ := ExportDisplay(p, nil)
				_, geo := ExportOps(d, cols, rows, 30)
				w, h := geo.Size()
				if got := img.Bounds(); got != image.Rect(0, 0, int(math.Ceil(w)), int(math.Ceil(h))) {
					t.Fatalf("PNG is %v, want %vx%v", got, w, h)
				}
				if ink(img.At(0, 0)) != 0 {
					t.Errorf("corner pixel is %v, not white", img.At(0, 0))
				}
				for y := 0; y < img.Bounds().Dy(); y++ {
					for x := 0; x < img.Bounds().Dx(); x++ {
						r, g, b, _ := img.At(x, y).RGBA()
						if r>>8 != g>>8 || g>>8 != b>>8 {
							t.Fatalf("pixel %d,%d is coloured: %v", x, y, img.At(x, y))
						}
						inks[i] += ink(img.At(x, y))
					}
				}
			}
			if inks[1] <= inks[0] {
				t.Errorf("solution ink %d <= puzzle ink %d", inks[1], inks[0])
			}
		})
	}
}

// TestRasterShapes checks the rasteriser's geometry on single shapes: a
// ring leaves its centre white, a round cap covers past the segment's
// end, text puts ink around its centre and not far from it.
func TestRasterShapes(t *testing.T) {
	g := Geometry{Cols: 2, Rows: 1, Cell: 50, Margin: 0}
	pal := PrintPalette()
	at := func(ops []Op, x, y int) int {
		t.Helper()
		img, err := RasterOps(append([]Op{{Kind: OpRect, Color: RoleBoard, W: 100, H: 50}}, ops...), g, pal)
		if err != nil {
			t.Fatal(err)
		}
		return ink(img.At(x, y))
	}
	ring := []Op{{Kind: OpCircle, Color: RoleClue, X0: 25, Y0: 25, R: 15, W: 4}}
	if v := at(ring, 25, 25); v != 0 {
		t.Errorf("ring centre ink %d", v)
	}
	if v := at(ring, 40, 25); v < 200 {
		t.Errorf("ring stroke ink %d", v)
	}
	disc := []Op{{Kind: OpCircle, Color: RoleClue, X0: 25, Y0: 25, R: 15}}
	if v := at(disc, 25, 25); v < 250 {
		t.Errorf("disc centre ink %d", v)
	}
	round := []Op{{Kind: OpLine, Color: RoleLine, X0: 20, Y0: 25, X1: 80, Y1: 25, W: 10, Round: true}}
	butt := round[0]
	butt.Round = false
	if v := at(round, 17, 25); v < 200 {
		t.Errorf("round cap ink %d past the end", v)
	}
	if v := at([]Op{butt}, 17, 25); v != 0 {
		t.Errorf("butt cap ink %d past the end", v)
	}
	if v := at(round, 50, 25); v < 250 {
		t.Errorf("line middle ink %d", v)
	}
	// A line drawn the other way round is the same line: its caps add to
	// it rather than cancel.
	back := []Op{{Kind: OpLine, Color: RoleLine, X0: 80, Y0: 25, X1: 20, Y1: 25, W: 10, Round: true}}
	if v := at(back, 22, 25); v < 250 {
		t.Errorf("reversed line ink %d where its cap overlaps it", v)
	}
	text := Op{Kind: OpText, Color: RoleClue, X0: 25, Y0: 25, Size: 30, Bold: true, Text: "8"}
	img, err := RasterOps([]Op{{Kind: OpRect, Color: RoleBoard, W: 100, H: 50}, text}, g, pal)
	if err != nil {
		t.Fatal(err)
	}
	var sum, sx, sy float64
	for y := 0; y < 50; y++ {
		for x := 0; x < 100; x++ {
			v := float64(ink(img.At(x, y)))
			sum += v
			sx += v * float64(x)
			sy += v * float64(y)
		}
	}
	if sum == 0 {
		t.Fatal("text drew nothing")
	}
	if cx, cy := sx/sum, sy/sum; math.Abs(cx-25) > 2 || math.Abs(cy-25) > 3 {
		t.Errorf("an 8 centred at 25,25 has its ink centred at %.1f,%.1f", cx, cy)
	}
}

func TestParseHex(t *testing.T) {
	for s, want := range map[string]color.NRGBA{
		"#ffffff": {255, 255, 255, 255}, "#8c8c8c": {140, 140, 140, 255}, "#abc": {0xaa, 0xbb, 0xcc, 255},
		"rgb(1,2,3)": {0, 0, 0, 255}, "": {0, 0, 0, 255},
	} {
		if got := parseHex(s); got != want {
			t.Errorf("parseHex(%q) = %v, want %v", s, got, want)
		}
	}
}

// BenchmarkPNGLargeBoard draws a 64x64 board (the largest the grid
// genres accept) with a clue in every third cell and a loop segment in
// every cell, at the default cell size: a 2,570-pixel square PNG.
func BenchmarkPNGLargeBoard(b *testing.B) {
	d := puzzle.Display{Cols: 64, Rows: 64, GridLines: true}
	for y := 0; y < 64; y++ {
		for x := 0; x < 64; x++ {
			at := grid.Point{Y: 2*y + 1, X: 2*x + 1}
			if (x+y)%3 == 0 {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue, At: at, Text: strconv.Itoa((x*y)%20 + 1)})
			}
			if x+1 < 64 {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Line, At: at, To: grid.Point{Y: at.Y, X: at.X + 2}, Value: 1})
			}
		}
	}
	ops, g := ExportOps(d, 64, 64, DefaultExportCell)
	b.ResetTimer()
	for b.Loop() {
		if err := WritePNG(io.Discard, ops, g, PrintPalette()); err != nil {
			b.Fatal(err)
		}
	}
}
