package main

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"pencilbox/solver/futoshiki"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func TestFutoshikiInputIsSudokus(t *testing.T) {
	p, err := puzzle.Decode(futoshiki.Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	in, ok := InputFor(p).(CellInput)
	if !ok || in.Symbols != 4 || len(in.Pad()) != 5 {
		t.Fatalf("futoshiki input = %#v", InputFor(p))
	}
	st := p.NewState()
	var err2 error
	for _, m := range []string{"0,0~4", "0,0~1", "1,0~4"} {
		if st, err2 = st.Apply(m); err2 != nil {
			t.Fatal(err2)
		}
	}
	a := in.Key(KeyEvent{Key: "4", Code: "Digit4"}, Cursor{0, 3}, false, st.Layout())
	if a.Move != "0,3=4" {
		t.Fatalf("digit: %+v", a)
	}
	if st, err2 = st.Apply(a.Move); err2 != nil {
		t.Fatal(err2)
	}
	// Auto-clear: 4 leaves the marks of row 1 (and column 4), not row 2.
	var marks []string
	for _, it := range st.Layout().Items {
		if it.Kind == puzzle.Marks {
			marks = append(marks, fmt.Sprint(it.At)+"="+it.Text)
		}
	}
	if got := strings.Join(marks, " "); got != "(1,1)=1 (3,1)=4" {
		t.Errorf("marks after 4 at r1c4: %s", got)
	}
	// Shift+digit is a mark, the given is left alone.
	if a := in.Key(KeyEvent{Key: "$", Code: "Digit3", Shift: true}, Cursor{2, 2}, false, st.Layout()); a.Move != "2,2~3" {
		t.Errorf("Shift+3: %+v", a)
	}
	if a := in.Key(KeyEvent{Key: "1", Code: "Digit1"}, Cursor{0, 1}, false, st.Layout()); a.Kind != ActNone {
		t.Errorf("digit on the given r1c2: %+v", a)
	}
}

// Signs are flat chevrons pointing at the smaller cell, kept within a
// twelfth of a cell of their edge along the pointing direction, so they
// never run into the digits above and below.
func TestFutoshikiSignsDrawn(t *testing.T) {
	g := Geometry{Cols: 2, Rows: 2, Cell: 48, Margin: 6}
	for _, c := range []struct {
		text   string
		at     grid.Point
		dy, dx float64 // where the tip points
	}{
		{"<", grid.Point{Y: 1, X: 2}, 0, -1},
		{">", grid.Point{Y: 1, X: 2}, 0, 1},
		{"^", grid.Point{Y: 2, X: 1}, -1, 0},
		{"v", grid.Point{Y: 2, X: 1}, 1, 0},
	} {
		ops := relationOps(g, puzzle.Item{Kind: puzzle.Relation, At: c.at, Text: c.text})
		x, y := g.XY(c.at)
		if len(ops) != 2 || ops[0].X1 != ops[1].X1 || ops[0].Y1 != ops[1].Y1 {
			t.Fatalf("%s: %+v, want two strokes meeting at the tip", c.text, ops)
		}
		tip := (ops[0].X1-x)*c.dx + (ops[0].Y1-y)*c.dy
		for _, op := range ops {
			back := (op.X0-x)*c.dx + (op.Y0-y)*c.dy
			if tip <= 0 || back >= 0 || tip-back > g.Cell/6+1e-9 {
				t.Errorf("%s: tip %.2f, arm end %.2f along the pointing axis (cell %v)", c.text, tip, back, g.Cell)
			}
			if across := math.Abs((op.X0-x)*c.dy) + math.Abs((op.Y0-y)*c.dx); across < g.Cell/10 {
				t.Errorf("%s: arms only %.2f wide", c.text, across)
			}
		}
	}
}
