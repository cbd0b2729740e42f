package main

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// The renderer is split in two. This file turns a display list (plus the
// page's overlays: cursor, errors, hint cells) into a flat list of drawing
// operations in CSS pixels, with colours named by role. render_js.go only
// executes those operations on a canvas 2D context. So every genre is drawn
// by one piece of code, and all of its geometry is tested natively.

// Geometry places the doubled lattice on the canvas: cell (y,x) covers
// [Margin + x*Cell, Margin + (x+1)*Cell) horizontally, likewise vertically.
type Geometry struct {
	Cols, Rows int
	Cell       float64 // side of a cell in CSS pixels
	Margin     float64 // space around the board (room for outer walls)
}

// FitGeometry picks the largest whole-pixel cell that fits a board of
// cols x rows into width x height CSS pixels, with a margin that scales
// with the cell (marginFor).
func FitGeometry(cols, rows int, width, height float64) Geometry {
	cols, rows = max(cols, 1), max(rows, 1)
	cell := math.Min(width/(float64(cols)+2*marginShare), height/(float64(rows)+2*marginShare))
	g := CellGeometry(cols, rows, cell)
	// The margin's rounding up may overshoot the room by a pixel or two.
	for w, h := g.Size(); g.Cell > minCell && (w > width || h > height); w, h = g.Size() {
		g = CellGeometry(cols, rows, g.Cell-1)
	}
	return g
}

// CellGeometry is the geometry of a cols x rows board drawn with cells of
// (about) cell CSS pixels: whole pixels, so grid lines stay sharp, and
// never under minCell.
func CellGeometry(cols, rows int, cell float64) Geometry {
	cols, rows = max(cols, 1), max(rows, 1)
	cell = math.Max(math.Floor(cell), minCell)
	return Geometry{Cols: cols, Rows: rows, Cell: cell, Margin: marginFor(cell)}
}

// minCell is the smallest cell ever drawn, however small the room: small
// enough that a 64x64 board still fits a phone (at 5 px cells), so the
// canvas is never shrunk by CSS (blurry, and taps would miss their cells);
// such a board is played zoomed in (render_zoom.go).
const minCell = 4

// marginShare is the margin around the board as a share of a cell. What
// reaches farthest out of the board is an error ring on a corner dot
// (radius 0.15 of a cell, Slitherlink) and a cross on an outer side
// (0.12 of a cell plus half its stroke); the margin holds both, so
// nothing on the outer edges is clipped.
const marginShare = 0.17

func marginFor(cell float64) float64 { return math.Max(math.Ceil(cell*marginShare), 3) }

// Size is the canvas size in CSS pixels.
func (g Geometry) Size() (w, h float64) {
	return 2*g.Margin + float64(g.Cols)*g.Cell, 2*g.Margin + float64(g.Rows)*g.Cell
}

// XY is the pixel position of a lattice point: vertices at cell corners,
// cells at centres, edges at the middle of a cell side.
func (g Geometry) XY(p grid.Point) (x, y float64) {
	return g.Margin + float64(p.X)*g.Cell/2, g.Margin + float64(p.Y)*g.Cell/2
}

// CellAt maps a pixel to the cell under it; ok is false outside the board.
func (g Geometry) CellAt(x, y float64) (c Cursor, ok bool) {
	fx, fy := (x-g.Margin)/g.Cell, (y-g.Margin)/g.Cell
	if fx < 0 || fy < 0 || fx >= float64(g.Cols) || fy >= float64(g.Rows) {
		return Cursor{}, false
	}
	return Cursor{Y: int(fy), X: int(fx)}, true
}

// NearestPoint maps a pixel to the nearest lattice point of any kind (for
// genres played on edges and vertices, e.g. Slitherlink), clamped to the
// board.
func (g Geometry) NearestPoint(x, y float64) grid.Point {
	px := int(math.Round((x - g.Margin) / (g.Cell / 2)))
	py := int(math.Round((y - g.Margin) / (g.Cell / 2)))
	return grid.Point{Y: clampInt(py, 0, 2*g.Rows), X: clampInt(px, 0, 2*g.Cols)}
}

// Role names a colour; the canvas resolves it from the CSS custom property
// of the same name, so the board follows the page's light and dark themes.
type Role string

const (
	RoleBoard     Role = "--board-bg"
	RoleGrid      Role = "--board-grid"
	RoleWall      Role = "--board-wall"
	RoleClue      Role = "--board-clue"
	RoleClueMet   Role = "--board-clue-met"
	RoleNumber    Role = "--board-number"
	RoleMarks     Role = "--board-marks"
	RoleFill      Role = "--board-fill"
	RoleLine      Role = "--board-line"
	RoleCross     Role = "--board-cross"
	RoleError     Role = "--board-error"
	RoleErrorBg   Role = "--board-error-bg"
	RoleHint      Role = "--board-hint-bg"
	RoleCursor    Role = "--board-cursor"
	RoleCursorBg  Role = "--board-cursor-bg"
	RoleRelatedBg Role = "--board-related-bg"
	RoleSameBg    Role = "--board-same-bg"
	// RoleTint is not a colour but the opacity of palette fills: a dark
	// board needs stronger tints than a white one to keep a square lighter
	// than a shaded cell (render_js reads it; fillAlpha when unset).
	RoleTint Role = "--board-tint"
)

// PaletteSize is the number of distinct palette colours (web/styles.css,
// one set per scheme): each 3:1 against the board, all at least ΔE2000
// 10 apart for normal vision, protanopia and deuteranopia, the first four
// farthest apart (palette_test.go measures it). Okabe and Ito's set could
// not be used as is: its yellow and sky blue are under 3:1 on white.
// Indices beyond it cycle; colour alone never carries meaning, so the
// renderer also writes a letter on a coloured circle that has no text
// (PaletteLetter).
const PaletteSize = 12

// PaletteRole is colour index v (1-based), cycling through the palette
// (CSS properties --pal-1..--pal-12, set for light and dark themes).
func PaletteRole(v int) Role {
	if v <= 0 {
		return RoleFill
	}
	return Role("--pal-" + strconv.Itoa((v-1)%PaletteSize+1))
}

// PaletteInkRole is the text colour that reads on palette colour v
// (--pal-N-ink: dark on light colours, white on dark ones).
func PaletteInkRole(v int) Role {
	if v <= 0 {
		return RoleClue
	}
	return Role("--pal-" + strconv.Itoa((v-1)%PaletteSize+1) + "-ink")
}

// PaletteLetter names colour index v by a letter (1 = A ... 26 = Z, then
// AA...), the colour-blind stand-in written on coloured circles.
func PaletteLetter(v int) string {
	if v <= 0 {
		return ""
	}
	s := ""
	for v > 0 {
		v--
		s = string(rune('A'+v%26)) + s
		v /= 26
	}
	return s
}

// fillAlpha is how strongly a palette Fill tints its cell: light enough
// that clues and lines on it stay readable.
const fillAlpha = 0.45

// OpKind is a drawing primitive.
type OpKind uint8

const (
	OpRect       OpKind = iota // filled rectangle X0,Y0 (corner) W x H
	OpLine                     // stroked segment X0,Y0 - X1,Y1, width W, round caps when Round
	OpText                     // text centred at X0,Y0, font size Size, Bold
	OpCircle                   // circle at X0,Y0 radius R: filled, or stroked with width W when W > 0
	OpStrokeRect               // rectangle outline, width W
	OpArrowHead                // filled triangle pointing from X0,Y0 to X1,Y1, size R
)

// Op is one drawing operation in CSS pixels.
type Op struct {
	Kind           OpKind
	Color          Role
	X0, Y0, X1, Y1 float64
	W, H, R        float64
	Size           float64
	Bold, Round    bool
	Dashed         bool    // stroke in dashes (the cursor in pencil mode)
	Alpha          float64 // opacity 0..1; 0 means opaque (the zero value draws as before)
	Tint           bool    // a palette fill: the theme's RoleTint opacity replaces Alpha
	Text           string
}

// Overlay is what the page adds on top of the genre's display list.
type Overlay struct {
	Cursor  *Cursor      // selected cell, nil when none
	Errors  []grid.Point // points of violations found by Check
	Hints   []grid.Point // cells of the current hint
	Related bool         // shade the cursor's row and column and the cells sharing its symbol
	Pencil  bool         // pencil mode: the cursor is dashed, so the mode shows on the board
}

// layer orders drawing: backgrounds, lattice, lines, symbols, text, cursor.
type layer int

const (
	layerBackground layer = iota
	layerHighlight
	layerGrid
	layerWall
	layerLine
	layerSymbol
	layerText
	layerCursor
	layerTop
	layerCount
)

// Build turns a display list and an overlay into drawing operations.
//
// The grid is the display's Cols x Rows from the top-left; the geometry
// may be larger. Cells beyond the grid are labels (Survo's sums, whose
// DisplayStyler narrows the grid to the puzzle): no grid lines, no row and
// column shading, and a clue there is written in the regular weight, so
// it reads as a note about the board rather than one more cell.
func Build(d puzzle.Display, g Geometry, ov Overlay) []Op {
	var layers [layerCount][]Op
	add := func(l layer, op Op) { layers[l] = append(layers[l], op) }
	w, h := g.Size()
	add(layerBackground, Op{Kind: OpRect, Color: RoleBoard, X0: 0, Y0: 0, W: w, H: h})
	cols, rows := gridSize(d, g)
	inGrid := func(p grid.Point) bool { return p.X <= 2*cols && p.Y <= 2*rows }
	textSize := boardTextSize(d, g)

	// Overlay highlights go under everything the genre draws.
	if c := ov.Cursor; c != nil {
		if ov.Related {
			for x := 0; x < cols; x++ {
				if x != c.X {
					add(layerHighlight, cellRect(g, Cursor{c.Y, x}, RoleRelatedBg))
				}
			}
			for y := 0; y < rows; y++ {
				if y != c.Y {
					add(layerHighlight, cellRect(g, Cursor{y, c.X}, RoleRelatedBg))
				}
			}
		}
		// Cells holding the same symbol as the cursor cell: the quickest
		// way to scan a digit in Sudoku-like genres (noise on loop and
		// bridge boards, which turn Related off).
		if txt := symbolAt(d, c.Point()); txt != "" && ov.Related {
			for _, it := range d.Items {
				if (it.Kind == puzzle.Clue || it.Kind == puzzle.Number) && it.Text == txt && it.At.IsCell() && it.At != c.Point() {
					add(layerHighlight, pointRect(g, it.At, RoleSameBg))
				}
			}
		}
		add(layerHighlight, cellRect(g, *c, RoleCursorBg))
	}
	for _, p := range ov.Hints {
		add(layerHighlight, pointRect(g, p, RoleHint))
	}
	for _, p := range ov.Errors {
		addError(add, g, p)
	}

	if d.GridLines {
		lw := math.Max(1, g.Cell/40)
		for x := 0; x <= cols; x++ {
			X, y0 := g.XY(grid.Point{Y: 0, X: 2 * x})
			_, y1 := g.XY(grid.Point{Y: 2 * rows, X: 2 * x})
			add(layerGrid, Op{Kind: OpLine, Color: RoleGrid, X0: X, Y0: y0, X1: X, Y1: y1, W: lw})
		}
		for y := 0; y <= rows; y++ {
			x0, Y := g.XY(grid.Point{Y: 2 * y, X: 0})
			x1, _ := g.XY(grid.Point{Y: 2 * y, X: 2 * cols})
			add(layerGrid, Op{Kind: OpLine, Color: RoleGrid, X0: x0, Y0: Y, X1: x1, Y1: Y, W: lw})
		}
	}
	if d.Vertices {
		for y := 0; y <= g.Rows; y++ {
			for x := 0; x <= g.Cols; x++ {
				X, Y := g.XY(grid.Point{Y: 2 * y, X: 2 * x})
				add(layerSymbol, Op{Kind: OpCircle, Color: RoleWall, X0: X, Y0: Y, R: math.Max(1.5, g.Cell/14)})
			}
		}
	}

	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Wall:
			if x0, y0, x1, y1, ok := edgeSegment(g, it.At); ok {
				add(layerWall, Op{Kind: OpLine, Color: RoleWall, X0: x0, Y0: y0, X1: x1, Y1: y1, W: wallWidth(g), Round: true})
			}
		case puzzle.Clue, puzzle.Number:
			role, bold := RoleClue, true
			switch {
			case it.Kind == puzzle.Number:
				role, bold = RoleNumber, false
			case it.Met:
				role = RoleClueMet
			}
			if !inGrid(it.At) {
				bold = false // a label
			}
			x, y := g.XY(it.At)
			// A second line ("30\n12") is a caption: the text moves up and
			// the caption is written small under it in the marks colour
			// (Survo: a line's sum and what it still needs).
			text, caption, two := strings.Cut(it.Text, "\n")
			size := textSize
			if !it.At.IsCell() {
				size = g.Cell * 0.4 // clues on edges or vertices sit between cells
				if len([]rune(text)) > 1 {
					size *= 0.75
				}
			}
			if two && it.At.IsCell() {
				size *= 0.85
				add(layerText, Op{Kind: OpText, Color: RoleMarks, X0: x, Y0: y + g.Cell*0.27, Size: g.Cell * 0.27, Bold: true, Text: caption})
				y -= g.Cell * 0.1
			}
			add(layerText, Op{Kind: OpText, Color: role, X0: x, Y0: y, Size: size, Bold: bold, Text: text})
		case puzzle.Marks:
			for _, op := range marksOps(g, it) {
				add(layerText, op)
			}
		case puzzle.Fill:
			if it.Value > 0 {
				op := pointRect(g, it.At, PaletteRole(it.Value))
				op.Alpha, op.Tint = fillAlpha, true
				add(layerBackground, op)
			} else {
				add(layerBackground, pointRect(g, it.At, RoleFill))
			}
		case puzzle.Line:
			x0, y0 := g.XY(it.At)
			x1, y1 := g.XY(it.To)
			lw := g.Cell * 0.12
			role := lineRole(it)
			if role != RoleLine {
				lw = g.Cell * 0.22 // coloured paths (Flow) are drawn bold, like the app genre's pipes
			}
			if it.Value >= 2 {
				// Two parallel strokes (a double bridge), offset across the line.
				nx, ny := normal(x0, y0, x1, y1, g.Cell*0.1)
				add(layerLine, Op{Kind: OpLine, Color: role, X0: x0 + nx, Y0: y0 + ny, X1: x1 + nx, Y1: y1 + ny, W: lw * 0.7, Round: true})
				add(layerLine, Op{Kind: OpLine, Color: role, X0: x0 - nx, Y0: y0 - ny, X1: x1 - nx, Y1: y1 - ny, W: lw * 0.7, Round: true})
			} else {
				add(layerLine, Op{Kind: OpLine, Color: role, X0: x0, Y0: y0, X1: x1, Y1: y1, W: lw, Round: true})
			}
		case puzzle.Arrow:
			x0, y0 := g.XY(it.At)
			x1, y1 := g.XY(it.To)
			// The shaft is as wide as a Line: a bent arrow (Evolomino) is
			// Lines then one Arrow, and must read as one stroke.
			add(layerLine, Op{Kind: OpLine, Color: RoleLine, X0: x0, Y0: y0, X1: x1, Y1: y1, W: g.Cell * 0.12, Round: true})
			add(layerLine, Op{Kind: OpArrowHead, Color: RoleLine, X0: x0, Y0: y0, X1: x1, Y1: y1, R: g.Cell * 0.22})
		case puzzle.Cross:
			x, y := g.XY(it.At)
			s := g.Cell * 0.12
			add(layerTop, Op{Kind: OpLine, Color: RoleCross, X0: x - s, Y0: y - s, X1: x + s, Y1: y + s, W: math.Max(1.5, g.Cell/24), Round: true})
			add(layerTop, Op{Kind: OpLine, Color: RoleCross, X0: x - s, Y0: y + s, X1: x + s, Y1: y - s, W: math.Max(1.5, g.Cell/24), Round: true})
		case puzzle.Dot:
			x, y := g.XY(it.At)
			add(layerTop, Op{Kind: OpCircle, Color: RoleCross, X0: x, Y0: y, R: g.Cell * 0.08})
		case puzzle.Circle:
			x, y := g.XY(it.At)
			r := g.Cell * 0.4
			if it.Value > 0 {
				add(layerSymbol, Op{Kind: OpCircle, Color: PaletteRole(it.Value), X0: x, Y0: y, R: r})
			} else {
				add(layerSymbol, Op{Kind: OpCircle, Color: RoleBoard, X0: x, Y0: y, R: r})
				ring := RoleClue
				if it.Met {
					ring = RoleClueMet
				}
				add(layerSymbol, Op{Kind: OpCircle, Color: ring, X0: x, Y0: y, R: r, W: math.Max(1.5, g.Cell/20)})
			}
			text, ink := it.Text, RoleClue
			if it.Value > 0 {
				ink = PaletteInkRole(it.Value)
				if text == "" {
					text = PaletteLetter(it.Value) // colour is never the only cue
				}
			}
			if text != "" {
				size := g.Cell * 0.5
				if len([]rune(text)) > 1 {
					size *= 0.75
				}
				add(layerText, Op{Kind: OpText, Color: ink, X0: x, Y0: y, Size: size, Bold: true, Text: text})
			}
		case puzzle.Relation:
			// Above the cursor: a sign is a clue and must never hide
			// under the cursor's outline.
			for _, op := range relationOps(g, it) {
				add(layerTop, op)
			}
		case puzzle.Error:
			addError(add, g, it.At)
		case puzzle.Highlight:
			add(layerHighlight, pointRect(g, it.At, RoleHint))
		case puzzle.Cursor:
			if it.At.IsCell() {
				add(layerCursor, cursorOutline(g, it.At))
			}
		}
	}
	if c := ov.Cursor; c != nil {
		op := cursorOutline(g, c.Point())
		op.Dashed = ov.Pencil
		add(layerCursor, op)
	}

	var ops []Op
	for _, l := range layers {
		ops = append(ops, l...)
	}
	return ops
}

// gridSize is the part of the geometry the display's grid covers (all of
// it when the display does not say).
func gridSize(d puzzle.Display, g Geometry) (cols, rows int) {
	cols, rows = g.Cols, g.Rows
	if d.Cols > 0 && d.Cols < cols {
		cols = d.Cols
	}
	if d.Rows > 0 && d.Rows < rows {
		rows = d.Rows
	}
	return cols, rows
}

// digitWidth is a bold digit's advance in ems in the widest common board
// font (DejaVu Sans Bold, Linux's system-ui: 0.70; Segoe UI and Roboto are
// narrower), so the widest text never crowds a grid line.
const digitWidth = 0.7

// boardTextSize is the font size of every clue and number in a cell: one
// size per board, the largest at which the widest of them (in characters,
// first line) fits in 0.72 of a cell, and never above 0.62 of a cell. One
// size, so a 7 beside a 12 looks like the same kind of thing (Survo drew
// one-digit numbers a third larger than two-digit ones); labels count
// too, and as Survo's sums bound the numbers in their lines, the size
// does not jump when the player types the board's first two-digit number.
func boardTextSize(d puzzle.Display, g Geometry) float64 {
	widest := 1
	for _, it := range d.Items {
		if (it.Kind == puzzle.Clue || it.Kind == puzzle.Number) && it.At.IsCell() {
			text, _, _ := strings.Cut(it.Text, "\n")
			widest = max(widest, len([]rune(text)))
		}
	}
	return g.Cell * math.Min(0.62, 0.72/(digitWidth*float64(widest)))
}

// lineRole is a Line's colour: the palette colour named by its Text (a
// decimal index, "3"), else the board's line colour.
func lineRole(it puzzle.Item) Role {
	if v, err := strconv.Atoi(it.Text); err == nil && v > 0 {
		return PaletteRole(v)
	}
	return RoleLine
}

func wallWidth(g Geometry) float64 { return math.Max(2, math.Round(g.Cell/14)) }

// cellRect fills one cell.
func cellRect(g Geometry, c Cursor, role Role) Op { return pointRect(g, c.Point(), role) }

// pointRect fills the area of any lattice point: a whole cell, a strip
// along an edge or a square around a vertex.
func pointRect(g Geometry, p grid.Point, role Role) Op {
	x, y := g.XY(p)
	hw, hh := g.Cell/2, g.Cell/2
	if p.X%2 == 0 {
		hw = g.Cell * 0.12
	}
	if p.Y%2 == 0 {
		hh = g.Cell * 0.12
	}
	return Op{Kind: OpRect, Color: role, X0: x - hw, Y0: y - hh, W: 2 * hw, H: 2 * hh}
}

// addError marks a violation: a tinted cell, or a red stroke along an edge.
func addError(add func(layer, Op), g Geometry, p grid.Point) {
	if p.IsEdge() {
		if x0, y0, x1, y1, ok := edgeSegment(g, p); ok {
			add(layerTop, Op{Kind: OpLine, Color: RoleError, X0: x0, Y0: y0, X1: x1, Y1: y1, W: wallWidth(g), Round: true})
			return
		}
	}
	if p.IsVertex() {
		x, y := g.XY(p)
		add(layerTop, Op{Kind: OpCircle, Color: RoleError, X0: x, Y0: y, R: g.Cell * 0.15})
		return
	}
	// A tint alone is too faint to see at 3:1 (and would drown the text
	// on it), so an error cell also gets an outline in the error colour,
	// inside the cursor's so both show on the same cell.
	add(layerHighlight, pointRect(g, p, RoleErrorBg))
	if p.IsCell() {
		op := cursorOutline(g, p)
		in := op.R + math.Max(1, g.Cell/40)
		op.Color, op.X0, op.Y0, op.W, op.H = RoleError, op.X0+in, op.Y0+in, op.W-2*in, op.H-2*in
		op.R = math.Max(1.5, op.R*0.75)
		add(layerCursor, op)
	}
}

// edgeSegment is the cell side an edge point stands for, vertex to vertex.
func edgeSegment(g Geometry, p grid.Point) (x0, y0, x1, y1 float64, ok bool) {
	switch {
	case p.Y%2 == 1 && p.X%2 == 0: // vertical side between (y, x-1) and (y, x)
		x0, y0 = g.XY(grid.Point{Y: p.Y - 1, X: p.X})
		x1, y1 = g.XY(grid.Point{Y: p.Y + 1, X: p.X})
		return x0, y0, x1, y1, true
	case p.Y%2 == 0 && p.X%2 == 1: // horizontal side
		x0, y0 = g.XY(grid.Point{Y: p.Y, X: p.X - 1})
		x1, y1 = g.XY(grid.Point{Y: p.Y, X: p.X + 1})
		return x0, y0, x1, y1, true
	}
	return 0, 0, 0, 0, false
}

func cursorOutline(g Geometry, p grid.Point) Op {
	x, y := g.XY(p)
	lw := math.Max(2, g.Cell/16)
	inset := lw/2 + math.Max(1, g.Cell/40)
	return Op{Kind: OpStrokeRect, Color: RoleCursor, X0: x - g.Cell/2 + inset, Y0: y - g.Cell/2 + inset, W: g.Cell - 2*inset, H: g.Cell - 2*inset, R: lw}
}

func normal(x0, y0, x1, y1, d float64) (nx, ny float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return 0, 0
	}
	return -dy / l * d, dx / l * d
}

// symbolAt is the clue or number text at p ("" when none).
func symbolAt(d puzzle.Display, p grid.Point) string {
	for _, it := range d.Items {
		if it.At == p && (it.Kind == puzzle.Clue || it.Kind == puzzle.Number) {
			return it.Text
		}
	}
	return ""
}

// MarkGrid is the sub-grid pencil marks use for a largest symbol n: the
// keypad shape people expect (3x3 for 9, 4x4 for 16, 3x2 for 6, 2x2 for 4).
func MarkGrid(n int) (cols, rows int) {
	if n <= 1 {
		return 1, 1
	}
	cols = int(math.Ceil(math.Sqrt(float64(n))))
	rows = (n + cols - 1) / cols
	return cols, rows
}

// markValue reads a mark character as its symbol number (1-9, A=10...).
func markValue(r rune) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r >= 'A' && r <= 'Z':
		return int(r-'A') + 10
	case r >= 'a' && r <= 'z':
		return int(r-'a') + 10
	}
	return 0
}

// marksOps places each candidate at its fixed slot of the sub-grid, so a
// digit is always found in the same corner of every cell.
func marksOps(g Geometry, it puzzle.Item) []Op {
	cx, cy := g.XY(it.At)
	left, top := cx-g.Cell/2, cy-g.Cell/2
	if it.Value <= 0 && strings.Contains(it.Text, " ") {
		return flowMarks(g, left, top, markTokens(it.Text))
	}
	if it.Value <= 0 {
		// No layout grid: write the text small along the top of the cell.
		return []Op{{Kind: OpText, Color: RoleMarks, X0: cx, Y0: top + g.Cell*0.22, Size: g.Cell * 0.24, Text: it.Text}}
	}
	cols, rows := MarkGrid(it.Value)
	pad := g.Cell * 0.04
	sw, sh := (g.Cell-2*pad)/float64(cols), (g.Cell-2*pad)/float64(rows)
	size := math.Min(sw, sh) * 0.92
	var ops []Op
	for _, m := range markTokens(it.Text) {
		i := m.value - 1
		if i < 0 || m.value > it.Value {
			continue
		}
		sz := size
		if len(m.text) > 1 {
			sz *= 0.8 // two-digit marks (Survo) share the same slot
		}
		x := left + pad + (float64(i%cols)+0.5)*sw
		y := top + pad + (float64(i/cols)+0.5)*sh
		ops = append(ops, Op{Kind: OpText, Color: RoleMarks, X0: x, Y0: y, Size: sz, Bold: true, Text: m.text})
	}
	return ops
}

// flowMarks writes a list of marks without fixed slots (Value 0 and
// decimals: Survo's candidates among up to 400 numbers, where a slot per
// number would be unreadably small) in reading order on a near-square
// grid from the top of the cell, as large as the longest mark allows.
func flowMarks(g Geometry, left, top float64, toks []markToken) []Op {
	n := len(toks)
	if n == 0 {
		return nil
	}
	cols := int(math.Ceil(math.Sqrt(float64(n))))
	rows := (n + cols - 1) / cols
	pad := g.Cell * 0.06
	sw := (g.Cell - 2*pad) / float64(cols)
	sh := math.Min((g.Cell-2*pad)/float64(rows), g.Cell*0.34)
	longest := 1
	for _, m := range toks {
		longest = max(longest, len(m.text))
	}
	size := math.Min(sh*0.85, sw/(0.62*float64(longest)))
	ops := make([]Op, 0, n)
	for i, m := range toks {
		x := left + pad + (float64(i%cols)+0.5)*sw
		y := top + pad + (float64(i/cols)+0.5)*sh
		ops = append(ops, Op{Kind: OpText, Color: RoleMarks, X0: x, Y0: y, Size: size, Bold: true, Text: m.text})
	}
	return ops
}

type markToken struct {
	text  string
	value int
}

// markTokens reads a Marks text: space-separated decimal numbers when it
// has a space (Survo's "3 12 14"), else one symbol per character
// ("1379", "2AG").
func markTokens(text string) []markToken {
	var out []markToken
	if strings.Contains(text, " ") {
		for _, f := range strings.Fields(text) {
			if v, err := strconv.Atoi(f); err == nil {
				out = append(out, markToken{f, v})
			}
		}
		return out
	}
	for _, r := range text {
		out = append(out, markToken{string(r), markValue(r)})
	}
	return out
}

// relationOps draws an inequality sign on an edge as a chevron.
func relationOps(g Geometry, it puzzle.Item) []Op {
	x, y := g.XY(it.At)
	// A flat chevron: 2h deep along the direction it points, 2s wide
	// across it, so a sign between rows keeps clear of the digits above
	// and below it even on a phone.
	s, h := g.Cell*0.13, g.Cell*0.08
	lw := math.Max(1.5, g.Cell/20)
	// Chevron tip direction: the sign points at the smaller cell.
	var tx, ty float64
	switch it.Text {
	case "<":
		tx = -1
	case ">":
		tx = 1
	case "^":
		ty = -1
	case "v", "V":
		ty = 1
	default:
		return []Op{{Kind: OpText, Color: RoleClue, X0: x, Y0: y, Size: g.Cell * 0.3, Text: it.Text}}
	}
	// Tip at (x + tx*h, y + ty*h); arms open backwards.
	px, py := x+tx*h, y+ty*h
	ax, ay := x-tx*h+ty*s, y-ty*h+tx*s
	bx, by := x-tx*h-ty*s, y-ty*h-tx*s
	return []Op{
		{Kind: OpLine, Color: RoleClue, X0: ax, Y0: ay, X1: px, Y1: py, W: lw, Round: true},
		{Kind: OpLine, Color: RoleClue, X0: bx, Y0: by, X1: px, Y1: py, W: lw, Round: true},
	}
}

// SortedPoints returns points in reading order without duplicates (for
// stable error overlays and tests).
func SortedPoints(ps []grid.Point) []grid.Point {
	out := append([]grid.Point(nil), ps...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Y != out[j].Y {
			return out[i].Y < out[j].Y
		}
		return out[i].X < out[j].X
	})
	j := 0
	for i, p := range out {
		if i == 0 || p != out[j-1] {
			out[j] = p
			j++
		}
	}
	return out[:j]
}
