package main

import (
	"math"
	"strings"

	"pencilbox/solver/puzzle"
)

// Exported images (SVG, PNG, the page's Print) are the board as a
// newspaper prints it: black on white, no cursor, no hint or error
// marks, no theme. They come from the same Build as the screen, so one
// drawing description serves every output; only the colours (a fixed
// Palette instead of the page's CSS) and the items kept differ.

// Palette resolves the colour roles of drawing operations outside the
// page's CSS: the SVG and PNG backends and the page's print canvas.
type Palette struct {
	Colours map[Role]string // CSS hex colours by role
	Tint    float64         // opacity of palette fills (RoleTint)
	Font    string          // CSS font-family list for text
}

// Colour is r's colour; a role the palette does not name is drawn in
// black, which on white is never invisible.
func (p Palette) Colour(r Role) string {
	if c, ok := p.Colours[r]; ok {
		return c
	}
	return "#000000"
}

// exportFont names fonts with the digit widths Build assumes
// (digitWidth), common on every system that opens an SVG.
const exportFont = `"Helvetica Neue", Helvetica, Arial, "DejaVu Sans", sans-serif`

// PrintPalette is black on white. Colours that mean something on screen
// become shades of grey: coloured paths and dots are black with white
// letters (Build letters every coloured dot, so colour is never the only
// cue), palette fills a light grey. The UI's roles (cursor, errors,
// hints, row shading) are absent on purpose: an export never draws them
// (ExportOps drops the items that would).
func PrintPalette() Palette {
	c := map[Role]string{
		RoleBoard:   "#ffffff",
		RoleGrid:    "#8c8c8c",
		RoleWall:    "#000000",
		RoleClue:    "#000000",
		RoleClueMet: "#000000",
		RoleNumber:  "#000000",
		RoleMarks:   "#555555",
		RoleFill:    "#000000",
		RoleLine:    "#000000",
		RoleCross:   "#555555",
	}
	for v := 1; v <= PaletteSize; v++ {
		c[PaletteRole(v)] = "#000000"
		c[PaletteInkRole(v)] = "#ffffff"
	}
	return Palette{Colours: c, Tint: 0.15, Font: exportFont}
}

// DefaultExportCell is the side of a cell in exported images, in CSS
// pixels (SVG user units; PNG pixels).
const DefaultExportCell = 40

// MaxExportCell bounds --cell: a 64x64 board at this size is already an
// 8192-pixel PNG.
const MaxExportCell = 128

// ExportGeometry places a cols x rows board with cells of the given side
// and the screen's margin rule (room for the thick outer walls).
func ExportGeometry(cols, rows int, cell float64) Geometry {
	cols, rows = max(cols, 1), max(rows, 1)
	return Geometry{Cols: cols, Rows: rows, Cell: cell, Margin: math.Max(math.Round(cell*0.125), 3)}
}

// ExportDisplay is the display list of p as printed: the puzzle alone,
// or with its answer when answer is not nil (an answer the genre's
// checker has accepted: callers go through puzzle.Solve or
// puzzle.Verify). The genre's display styling (DisplayStyler) narrows
// the grid as on screen (Survo's sums become labels), but the items are
// the layout's own: styling of items is a screen preference (Flow's
// "hide the letters"), and a print needs the letters that stand in for
// colour. Dropped: overlay items (errors, hints, the cursor), the
// player's notes (pencil marks, dots, crosses: a solution is the answer,
// not how one got there), and captions, the second line of a clue, which
// track progress during play (Survo's "still needs").
//
// cols x rows is the board to draw, the whole display (which may be
// larger than the puzzle: Survo's sums), as the page sizes its canvas.
func ExportDisplay(p puzzle.Puzzle, answer puzzle.Answer) (d puzzle.Display, cols, rows int, err error) {
	st := p.NewState()
	if answer != nil {
		if st, err = st.Apply(puzzle.SetAnswerMove + answer.String()); err != nil {
			return puzzle.Display{}, 0, 0, err
		}
	}
	d = st.Layout()
	cols, rows = d.Cols, d.Rows
	if cols <= 0 || rows <= 0 {
		cols, rows = p.Size()
	}
	if in := InputFor(p); in != nil {
		if s, ok := in.(DisplayStyler); ok {
			styled := s.Style(d)
			d.Cols, d.Rows = styled.Cols, styled.Rows
		}
	}
	items := make([]puzzle.Item, 0, len(d.Items))
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Error, puzzle.Highlight, puzzle.Cursor, puzzle.Marks, puzzle.Dot, puzzle.Cross:
			continue
		case puzzle.Clue:
			it.Text, _, _ = strings.Cut(it.Text, "\n")
		}
		items = append(items, it)
	}
	d.Items = items
	return d, cols, rows, nil
}

// ExportOps draws a display for export on a cols x rows board (from
// ExportDisplay) with no overlay.
func ExportOps(d puzzle.Display, cols, rows int, cell float64) (ops []Op, g Geometry) {
	g = ExportGeometry(cols, rows, cell)
	return Build(d, g, Overlay{}), g
}

// exportTitle names an exported image: genre, size, and whether it is
// the solution ("Sudoku 9×9, solution").
func exportTitle(p puzzle.Puzzle, solution bool) string {
	t := p.Genre().Title() + " " + sizeLabel(p.Size())
	if solution {
		t += ", solution"
	}
	return t
}
