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
