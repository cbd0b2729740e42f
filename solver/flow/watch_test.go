package flow

import (
	"context"
	"testing"

	"pencilbox/solver/puzzle"
)

func TestFrameLayout(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
	full, err := p.Start().Apply("=" + exampleSolution)
	if err != nil {
		t.Fatal(err)
	}
	cells := full.Answer().(Answer).Cells
	count := func(d puzzle.Display) (lines, circles, fills int) {
		for _, it := range d.Items {
			switch it.Kind {
			case puzzle.Line:
				lines++
				if it.Value != 1 || it.Text == "" {
					t.Errorf("frame line %+v: want the colour in Text, one stroke", it)
				}
			case puzzle.Circle:
				circles++
			case puzzle.Fill:
				fills++
			}
		}
		return
	}
	if l, c, f := count(p.FrameLayout(cells, true)); l != 25-6 || c != 12 || f != 25 {
		t.Errorf("solution frame: %d lines, %d circles, %d fills", l, c, f)
	}
	if l, c, f := count(p.FrameLayout(p.Dots, false)); l != 1 || c != 12 || f != 0 { // E's dots are neighbours
		t.Errorf("root frame: %d lines, %d circles, %d fills", l, c, f)
	}
	if d := p.FrameLayout(cells[:3], false); len(d.Items) != 0 {
		t.Errorf("a short colouring drew %d items", len(d.Items))
	}
	r := p.Watch(context.Background(), func(int64, bool, func() puzzle.Display) {})
	if r.Answer == nil || len(p.Check(r.Answer)) != 0 {
		t.Errorf("Watch answered %v %v", r.Status, r.Answer)
	}
}
