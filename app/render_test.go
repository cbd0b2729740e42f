package main

import (
	"math"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func TestGeometryLattice(t *testing.T) {
	g := Geometry{Cols: 9, Rows: 9, Cell: 40, Margin: 5}
	if w, h := g.Size(); w != 370 || h != 370 {
		t.Fatalf("size %v x %v", w, h)
	}
	cases := []struct {
		p    grid.Point
		x, y float64
	}{
		{grid.Point{Y: 0, X: 0}, 5, 5},       // top-left vertex
		{grid.Point{Y: 1, X: 1}, 25, 25},     // centre of r1c1
		{grid.Point{Y: 1, X: 2}, 45, 25},     // side between r1c1 and r1c2
		{grid.Point{Y: 17, X: 17}, 345, 345}, // centre of r9c9
		{grid.Point{Y: 18, X: 18}, 365, 365}, // bottom-right vertex
	}
	for _, c := range cases {
		if x, y := g.XY(c.p); x != c.x || y != c.y {
			t.Errorf("XY%v = %v,%v want %v,%v", c.p, x, y, c.x, c.y)
		}
	}
	for _, c := range []struct {
		x, y float64
		cur  Cursor
		ok   bool
	}{
		{5, 5, Cursor{0, 0}, true},
		{44.9, 6, Cursor{0, 0}, true},
		{45, 6, Cursor{0, 1}, true},
		{364.9, 364.9, Cursor{8, 8}, true},
		{365, 100, Cursor{}, false},
		{4, 100, Cursor{}, false},
		{100, -1, Cursor{}, false},
	} {
		cur, ok := g.CellAt(c.x, c.y)
		if ok != c.ok || (ok && cur != c.cur) {
			t.Errorf("CellAt(%v,%v) = %+v %v, want %+v %v", c.x, c.y, cur, ok, c.cur, c.ok)
		}
	}
	// Every cell centre maps back to its cell.
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			px, py := g.XY(Cursor{y, x}.Point())
			if cur, ok := g.CellAt(px, py); !ok || cur != (Cursor{y, x}) {
				t.Fatalf("centre of %d,%d maps to %+v", y, x, cur)
			}
		}
	}
	if p := g.NearestPoint(44, 6); p != (grid.Point{Y: 0, X: 2}) {
		t.Errorf("nearest to a top edge midpoint = %v", p)
	}
	if p := g.NearestPoint(-50, 999); p != (grid.Point{Y: 18, X: 0}) {
		t.Errorf("nearest clamps to %v", p)
	}
}

func TestFitGeometry(t *testing.T) {
	// 375-px phone: content about 355 px wide.
	g := FitGeometry(9, 9, 355, 700)
	w, h := g.Size()
	if w > 355 || h > 700 || g.Cell < 36 {
		t.Fatalf("9x9 in 355 px: cell %v size %vx%v", g.Cell, w, h)
	}
	if g.Cell != math.Floor(g.Cell) {
		t.Fatalf("cell %v is not whole pixels (blurry lines)", g.Cell)
	}
	// Height-bound: a wide box gives a board limited by its height.
	g = FitGeometry(16, 16, 2000, 400)
	if _, h := g.Size(); h > 400 {
		t.Fatalf("16x16 in 400 px high is %v high", h)
	}
	// Degenerate rooms never give a zero or negative cell.
	if g := FitGeometry(0, 0, 0, 0); g.Cell <= 0 || g.Cols != 1 {
		t.Fatalf("degenerate fit %+v", g)
	}
}

func findOps(ops []Op, pred func(Op) bool) []Op {
	var out []Op
	for _, op := range ops {
		if pred(op) {
			out = append(out, op)
		}
	}
	return out
}

func TestBuildPlacesItems(t *testing.T) {
	g := Geometry{Cols: 4, Rows: 4, Cell: 40, Margin: 5}
	d := puzzle.Display{Cols: 4, Rows: 4, GridLines: true, Items: []puzzle.Item{
		{Kind: puzzle.Wall, At: grid.Point{Y: 1, X: 4}}, // vertical side right of r1c2
		{Kind: puzzle.Wall, At: grid.Point{Y: 4, X: 1}}, // horizontal side under r2c1
		{Kind: puzzle.Clue, At: grid.Point{Y: 1, X: 1}, Text: "1"},
		{Kind: puzzle.Number, At: grid.Point{Y: 3, X: 3}, Text: "4"},
		{Kind: puzzle.Marks, At: grid.Point{Y: 5, X: 5}, Text: "14", Value: 4},
	}}
	ops := Build(d, g, Overlay{})
	if ops[0].Kind != OpRect || ops[0].Color != RoleBoard {
		t.Fatalf("first op %+v is not the board background", ops[0])
	}
	if n := len(findOps(ops, func(o Op) bool { return o.Color == RoleGrid })); n != 10 {
		t.Fatalf("%d grid lines for 4x4, want 10", n)
	}
	walls := findOps(ops, func(o Op) bool { return o.Color == RoleWall && o.Kind == OpLine })
	if len(walls) != 2 {
		t.Fatalf("walls %+v", walls)
	}
	if w := walls[0]; w.X0 != 85 || w.X1 != 85 || w.Y0 != 5 || w.Y1 != 45 {
		t.Errorf("vertical wall at %+v", w)
	}
	if w := walls[1]; w.Y0 != 85 || w.Y1 != 85 || w.X0 != 5 || w.X1 != 45 {
		t.Errorf("horizontal wall at %+v", w)
	}
	clue := findOps(ops, func(o Op) bool { return o.Kind == OpText && o.Color == RoleClue })
	if len(clue) != 1 || clue[0].X0 != 25 || clue[0].Y0 != 25 || !clue[0].Bold || clue[0].Text != "1" {
		t.Errorf("clue ops %+v", clue)
	}
	num := findOps(ops, func(o Op) bool { return o.Kind == OpText && o.Color == RoleNumber })
	if len(num) != 1 || num[0].X0 != 65 || num[0].Y0 != 65 || num[0].Bold {
		t.Errorf("number ops %+v", num)
	}
	// Marks 1 and 4 of a 2x2 sub-grid: top-left and bottom-right quarters.
	marks := findOps(ops, func(o Op) bool { return o.Color == RoleMarks })
	if len(marks) != 2 {
		t.Fatalf("marks %+v", marks)
	}
	if !(marks[0].X0 < 105 && marks[0].Y0 < 105 && marks[1].X0 > 105 && marks[1].Y0 > 105) {
		t.Errorf("marks 1 and 4 at %v,%v and %v,%v around centre 105,105", marks[0].X0, marks[0].Y0, marks[1].X0, marks[1].Y0)
	}
	// Text is drawn after walls, so walls never cover digits.
	lastWall, firstText := -1, -1
	for i, o := range ops {
		if o.Color == RoleWall {
			lastWall = i
		}
		if o.Kind == OpText && firstText < 0 {
			firstText = i
		}
	}
	if lastWall > firstText {
		t.Errorf("a wall (op %d) is drawn after text (op %d)", lastWall, firstText)
	}
}

func TestMarkGrid(t *testing.T) {
	for n, want := range map[int][2]int{4: {2, 2}, 6: {3, 2}, 9: {3, 3}, 16: {4, 4}, 1: {1, 1}} {
		if c, r := MarkGrid(n); c != want[0] || r != want[1] {
			t.Errorf("MarkGrid(%d) = %d,%d want %v", n, c, r, want)
		}
	}
}

func TestBuildOverlay(t *testing.T) {
	g := Geometry{Cols: 3, Rows: 3, Cell: 30, Margin: 4}
	d := puzzle.Display{Cols: 3, Rows: 3, Items: []puzzle.Item{
		{Kind: puzzle.Number, At: grid.Point{Y: 1, X: 1}, Text: "2"},
		{Kind: puzzle.Clue, At: grid.Point{Y: 5, X: 5}, Text: "2"},
		{Kind: puzzle.Clue, At: grid.Point{Y: 3, X: 5}, Text: "3"},
	}}
	ov := Overlay{Cursor: &Cursor{0, 0}, Errors: []grid.Point{{Y: 3, X: 3}, {Y: 2, X: 1}}, Hints: []grid.Point{{Y: 5, X: 1}}, Related: true}
	ops := Build(d, g, ov)
	count := func(r Role) int { return len(findOps(ops, func(o Op) bool { return o.Color == r })) }
	if n := count(RoleRelatedBg); n != 4 {
		t.Errorf("%d related cells, want 4 (row and column minus the cursor)", n)
	}
	if n := count(RoleSameBg); n != 1 {
		t.Errorf("%d same-digit cells, want 1 (the clue 2)", n)
	}
	if n := count(RoleHint); n != 1 {
		t.Errorf("%d hint cells", n)
	}
	if n := count(RoleErrorBg); n != 1 {
		t.Errorf("%d error cells, want 1", n)
	}
	// An error on an edge is a red stroke along that side.
	edge := findOps(ops, func(o Op) bool { return o.Color == RoleError && o.Kind == OpLine })
	if len(edge) != 1 || edge[0].Y0 != 34 || edge[0].Y1 != 34 || edge[0].X0 != 4 || edge[0].X1 != 34 {
		t.Errorf("edge error %+v", edge)
	}
	cur := findOps(ops, func(o Op) bool { return o.Kind == OpStrokeRect && o.Color == RoleCursor })
	if len(cur) != 1 || cur[0].X0 <= 4 || cur[0].X0+cur[0].W >= 34 || cur[0].Dashed {
		t.Errorf("cursor outline %+v should sit inside r1c1 (4..34), solid", cur)
	}
	// An error cell is outlined too (a tint alone is too faint), inside
	// where the cursor's outline would be, so both show on one cell.
	outl := findOps(ops, func(o Op) bool { return o.Kind == OpStrokeRect && o.Color == RoleError })
	if len(outl) != 1 || outl[0].X0 <= 34+cur[0].X0-4+cur[0].R/2 || outl[0].X0+outl[0].W >= 64-(cur[0].X0-4) {
		t.Errorf("error outline %+v should sit inside r2c2 (34..64), within the cursor's inset %v", outl, cur[0].X0-4)
	}
	ov.Pencil = true
	cur = findOps(Build(d, g, ov), func(o Op) bool { return o.Kind == OpStrokeRect && o.Color == RoleCursor })
	if len(cur) != 1 || !cur[0].Dashed {
		t.Errorf("pencil-mode cursor %+v is not dashed", cur)
	}
}

func TestBuildEveryKind(t *testing.T) {
	// Every item kind draws something and nothing panics, including items
	// on edges and vertices, so a new genre's layout cannot crash the page.
	g := Geometry{Cols: 3, Rows: 3, Cell: 30, Margin: 4}
	pts := []grid.Point{{Y: 1, X: 1}, {Y: 1, X: 2}, {Y: 2, X: 2}, {Y: 0, X: 1}}
	for k := puzzle.Wall; k <= puzzle.Relation; k++ {
		for _, p := range pts {
			it := puzzle.Item{Kind: k, At: p, To: grid.Point{Y: 1, X: 3}, Text: "<", Value: 2}
			if k == puzzle.Marks {
				it.Text = "12"
			}
			d := puzzle.Display{Cols: 3, Rows: 3, Vertices: true, Items: []puzzle.Item{it}}
			ops := Build(d, g, Overlay{})
			base := len(Build(puzzle.Display{Cols: 3, Rows: 3, Vertices: true}, g, Overlay{}))
			drawn := len(ops) > base
			// Walls only exist on edges; cursors only on cells; a Relation
			// on a cell is drawn as text.
			mayBeEmpty := (k == puzzle.Wall && !p.IsEdge()) || (k == puzzle.Cursor && !p.IsCell())
			if !drawn && !mayBeEmpty {
				t.Errorf("kind %d at %v draws nothing", k, p)
			}
			for _, o := range ops {
				if math.IsNaN(o.X0) || math.IsNaN(o.Y0) || math.IsNaN(o.X1) || math.IsNaN(o.Y1) {
					t.Fatalf("kind %d at %v gives NaN op %+v", k, p, o)
				}
			}
		}
	}
}

func TestSortedPoints(t *testing.T) {
	got := SortedPoints([]grid.Point{{Y: 3, X: 1}, {Y: 1, X: 5}, {Y: 3, X: 1}, {Y: 1, X: 1}})
	want := []grid.Point{{Y: 1, X: 1}, {Y: 1, X: 5}, {Y: 3, X: 1}}
	if len(got) != len(want) {
		t.Fatalf("got %v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// Pencil marks sit in a sub-grid slot fixed by their value: the keypad
// shape for 4, 6, 9 and 16 symbols, and decimal lists (Survo) too.
func TestMarksSlots(t *testing.T) {
	g := Geometry{Cols: 1, Rows: 1, Cell: 90, Margin: 0}
	slot := func(ops []Op, text string) (col, row int) {
		for _, op := range ops {
			if op.Text == text {
				return int(op.X0 / 30), int(op.Y0 / 30)
			}
		}
		t.Fatalf("mark %q not drawn in %+v", text, ops)
		return
	}
	cell := grid.Point{Y: 1, X: 1}
	ops := marksOps(g, puzzle.Item{Kind: puzzle.Marks, At: cell, Text: "159", Value: 9})
	for _, c := range []struct {
		text     string
		col, row int
	}{{"1", 0, 0}, {"5", 1, 1}, {"9", 2, 2}} {
		if col, row := slot(ops, c.text); col != c.col || row != c.row {
			t.Errorf("mark %s in slot (%d,%d), want (%d,%d)", c.text, col, row, c.col, c.row)
		}
	}
	// 4 symbols: 2x2, so 3 is bottom-left.
	ops = marksOps(g, puzzle.Item{Kind: puzzle.Marks, At: cell, Text: "3", Value: 4})
	if ops[0].X0 > 45 || ops[0].Y0 < 45 {
		t.Errorf("mark 3 of 4 at (%v,%v), want bottom-left", ops[0].X0, ops[0].Y0)
	}
	// 6 symbols: 3 columns x 2 rows, so 4 starts the second row.
	ops = marksOps(g, puzzle.Item{Kind: puzzle.Marks, At: cell, Text: "4", Value: 6})
	if ops[0].X0 > 30 || ops[0].Y0 < 45 {
		t.Errorf("mark 4 of 6 at (%v,%v), want second row, first column", ops[0].X0, ops[0].Y0)
	}
	// Decimal lists: "12" is one mark, in slot 12 of a 4x3 grid (last).
	ops = marksOps(g, puzzle.Item{Kind: puzzle.Marks, At: cell, Text: "2 12", Value: 12})
	if len(ops) != 2 || ops[1].Text != "12" || ops[1].X0 < 67 || ops[1].Y0 < 60 {
		t.Errorf("decimal marks drawn as %+v", ops)
	}
	// Readable on a 375 px phone: a 9x9 board's marks are at least 10 px.
	phone := FitGeometry(9, 9, 355, 700)
	ops = marksOps(phone, puzzle.Item{Kind: puzzle.Marks, At: cell, Text: "1", Value: 9})
	if ops[0].Size < 10 {
		t.Errorf("marks on a phone are %.1f px", ops[0].Size)
	}
}

func TestPalette(t *testing.T) {
	if PaletteRole(1) != "--pal-1" || PaletteRole(PaletteSize+1) != "--pal-1" || PaletteRole(12) != "--pal-12" {
		t.Errorf("palette roles %s %s %s", PaletteRole(1), PaletteRole(PaletteSize+1), PaletteRole(12))
	}
	if PaletteInkRole(3) != "--pal-3-ink" {
		t.Errorf("ink role %s", PaletteInkRole(3))
	}
	for v, want := range map[int]string{0: "", 1: "A", 26: "Z", 27: "AA"} {
		if got := PaletteLetter(v); got != want {
			t.Errorf("PaletteLetter(%d) = %q, want %q", v, got, want)
		}
	}
	g := Geometry{Cols: 2, Rows: 1, Cell: 40}
	d := puzzle.Display{Cols: 2, Rows: 1, Items: []puzzle.Item{
		{Kind: puzzle.Line, At: grid.Point{Y: 1, X: 1}, To: grid.Point{Y: 1, X: 3}, Text: "3"},
		{Kind: puzzle.Line, At: grid.Point{Y: 0, X: 0}, To: grid.Point{Y: 0, X: 2}, Value: 2},
		{Kind: puzzle.Circle, At: grid.Point{Y: 1, X: 1}, Value: 2},
		{Kind: puzzle.Fill, At: grid.Point{Y: 1, X: 3}, Value: 5},
	}}
	var colouredLine, doubles, letter, tint bool
	for _, op := range Build(d, g, Overlay{}) {
		switch {
		case op.Kind == OpLine && op.Color == "--pal-3":
			colouredLine = true
		case op.Kind == OpLine && op.Color == RoleLine:
			doubles = doubles || op.Y0 != 0 // offset strokes of the double line
		case op.Kind == OpText && op.Text == "B" && op.Color == "--pal-2-ink":
			letter = true
		case op.Kind == OpRect && op.Color == "--pal-5" && op.Alpha > 0 && op.Alpha < 1 && op.Tint:
			tint = true
		}
	}
	if !colouredLine || !doubles || !letter || !tint {
		t.Errorf("coloured line %v, double line %v, letter on circle %v, tinted fill %v", colouredLine, doubles, letter, tint)
	}
}

// A met clue and a met island ring are drawn in the dimmed clue colour.
func TestBuildDimsMetClues(t *testing.T) {
	g := Geometry{Cols: 2, Rows: 1, Cell: 40, Margin: 5}
	d := puzzle.Display{Cols: 2, Rows: 1, Items: []puzzle.Item{
		{Kind: puzzle.Clue, At: grid.Point{Y: 1, X: 1}, Text: "2", Met: true},
		{Kind: puzzle.Circle, At: grid.Point{Y: 1, X: 3}, Met: true},
		{Kind: puzzle.Clue, At: grid.Point{Y: 1, X: 3}, Text: "1"},
	}}
	ops := Build(d, g, Overlay{})
	dimText := findOps(ops, func(o Op) bool { return o.Kind == OpText && o.Color == RoleClueMet })
	if len(dimText) != 1 || dimText[0].Text != "2" {
		t.Errorf("dimmed texts %+v, want the met 2 only", dimText)
	}
	if rings := findOps(ops, func(o Op) bool { return o.Kind == OpCircle && o.Color == RoleClueMet }); len(rings) != 1 {
		t.Errorf("dimmed rings %+v, want one", rings)
	}
}

// Every clue and number in a cell has one size per board, fitted to the
// widest: a 7 beside a 12 is not a third larger, and one-character boards
// keep their big digits.
func TestBoardTextSize(t *testing.T) {
	g := Geometry{Cols: 3, Rows: 1, Cell: 60, Margin: 5}
	size := func(texts ...string) []float64 {
		d := puzzle.Display{Cols: 3, Rows: 1}
		for i, s := range texts {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Clue + puzzle.Kind(i%2), At: grid.Point{Y: 1, X: 2*i + 1}, Text: s})
		}
		var out []float64
		for _, op := range Build(d, g, Overlay{}) {
			if op.Kind == OpText {
				out = append(out, op.Size)
			}
		}
		return out
	}
	if s := size("7", "4"); s[0] != s[1] || s[0] < 0.6*g.Cell {
		t.Errorf("one-digit board: sizes %v in a %v px cell", s, g.Cell)
	}
	s := size("7", "12", "3")
	if s[0] != s[1] || s[1] != s[2] {
		t.Errorf("7, 12 and 3 drawn at %v, want one size", s)
	}
	if w := 2 * digitWidth * s[1]; w > 0.75*g.Cell {
		t.Errorf("two digits are about %.1f px wide in a %v px cell", w, g.Cell)
	}
	if s3 := size("100", "7"); s3[0] != s3[1] || 3*digitWidth*s3[0] > 0.75*g.Cell || s3[0] >= s[0] {
		t.Errorf("100 and 7 drawn at %v", s3)
	}
}
