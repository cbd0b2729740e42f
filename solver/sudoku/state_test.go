package sudoku

import (
	"reflect"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func apply(t *testing.T, s puzzle.State, move string) *State {
	t.Helper()
	ns, err := s.Apply(move)
	if err != nil {
		t.Fatalf("Apply(%q): %v", move, err)
	}
	return ns.(*State)
}

func TestMoves(t *testing.T) {
	p := mustDecode(t, "sudoku/4/4/1k3h4k2") // givens r1c1=1 r2c3=3 r3c2=4 r4c4=2
	s0 := p.Start()
	// Pencil marks: toggle 2 and 4 in r1c2 and r2c1 (peers of r1c1), 2 in r4c1.
	s := apply(t, s0, "0,1~2")
	s = apply(t, s, "0,1~4")
	s = apply(t, s, "1,0~2")
	s = apply(t, s, "3,0~2")
	s = apply(t, s, "3,0~3")
	s = apply(t, s, "3,0~3") // toggles back off
	if s.Marks[1] != 1<<2|1<<4 || s.Marks[12] != 1<<2 {
		t.Fatalf("marks %v", s.Marks)
	}
	// Placing 2 in r2c2 clears 2 from the peers r1c2 and r2c1, not from r4c1.
	s1 := apply(t, s, "1,1=2")
	if s1.Values[5] != 2 || s1.Marks[1] != 1<<4 || s1.Marks[4] != 0 || s1.Marks[12] != 1<<2 {
		t.Fatalf("auto-clear: values %v marks %v", s1.Values, s1.Marks)
	}
	// The older states are untouched.
	if s.Values[5] != 0 || s.Marks[1] != 1<<2|1<<4 || s0.Marks[1] != 0 {
		t.Fatal("Apply changed an older state")
	}
	s2 := apply(t, s1, "1,1=0")
	if s2.Values[5] != 0 {
		t.Fatal("clearing a digit failed")
	}
	s3 := apply(t, s1, "0,1~0")
	if s3.Marks[1] != 0 {
		t.Fatal("clearing marks failed")
	}
	for _, bad := range []string{"", "x", "0,0=2", "0,0~3", "4,0=1", "0,-1=1", "0,1=5", "0,1=-1", "0,1~17", "a,b=1", "0,1", "0,1=", "1=1", "0,1,2=1", "=123", "=2" + strings.Repeat(".", 15)} {
		if _, err := s1.Apply(bad); err == nil {
			t.Errorf("Apply(%q) accepted", bad)
		} else if !strings.HasPrefix(err.Error(), "sudoku: ") {
			t.Errorf("Apply(%q) error %q lacks the package name", bad, err)
		}
	}
	// The Solve button's move: the whole answer at once.
	full := apply(t, s1, puzzle.SetAnswerMove+"1324423124133142")
	if v := p.Check(full.Answer()); v != nil {
		t.Fatalf("answer move: %+v", v)
	}
	// A partial answer text clears open cells it leaves empty.
	part := apply(t, full, puzzle.SetAnswerMove+"1.....3..4.....2")
	if part.Answer().String() != "1.....3..4.....2" {
		t.Fatalf("partial answer %q", part.Answer().String())
	}
}

func TestLayout(t *testing.T) {
	p := mustDecode(t, cspuzLink)
	s := p.Start()
	open := 0
	for p.Givens[open] != 0 {
		open++
	}
	y, x := open/9, open%9
	s = apply(t, s, moveText(y, x, '~', 3))
	s = apply(t, s, moveText(y, x, '~', 7))
	d := s.Layout()
	if d.Cols != 9 || d.Rows != 9 || !d.GridLines {
		t.Fatalf("display %dx%d lines %v", d.Cols, d.Rows, d.GridLines)
	}
	kinds := map[puzzle.Kind]int{}
	walls := map[grid.Point]bool{}
	for _, it := range d.Items {
		kinds[it.Kind]++
		switch it.Kind {
		case puzzle.Wall:
			if !it.At.IsEdge() {
				t.Fatalf("wall off an edge: %v", it.At)
			}
			walls[it.At] = true
		case puzzle.Marks:
			if it.Text != "37" || it.Value != 9 || it.At != (grid.Point{Y: 2*y + 1, X: 2*x + 1}) {
				t.Fatalf("marks item %+v", it)
			}
		case puzzle.Clue:
			if c, ok := (grid.Grid{Cols: 9, Rows: 9}).PointCell(it.At); !ok || string(DigitRune(int(p.Givens[c]))) != it.Text {
				t.Fatalf("clue item %+v", it)
			}
		}
	}
	// 4 vertical lines of 9 edges and 4 horizontal ones, outline included.
	if kinds[puzzle.Wall] != 72 || !walls[grid.Point{Y: 1, X: 6}] || walls[grid.Point{Y: 1, X: 4}] || !walls[grid.Point{Y: 6, X: 1}] {
		t.Fatalf("walls: %d", kinds[puzzle.Wall])
	}
	if kinds[puzzle.Clue] != countGivens(p) || kinds[puzzle.Marks] != 1 || kinds[puzzle.Number] != 0 {
		t.Fatalf("items %v", kinds)
	}
	s = apply(t, s, moveText(y, x, '=', 5))
	kinds = map[puzzle.Kind]int{}
	for _, it := range s.Layout().Items {
		kinds[it.Kind]++
	}
	if kinds[puzzle.Number] != 1 || kinds[puzzle.Marks] != 0 {
		t.Fatalf("after a digit: %v", kinds)
	}
	// 6x6 boxes are 3 wide and 2 tall: a wall between columns 3 and 4, and
	// between rows 2 and 3, but not between rows 3 and 4.
	s6 := mustDecode(t, "sudoku/6/6/1g2g3g4g5g6zk").Start().Layout()
	w6 := map[grid.Point]bool{}
	for _, it := range s6.Items {
		if it.Kind == puzzle.Wall {
			w6[it.At] = true
		}
	}
	if !w6[grid.Point{Y: 1, X: 6}] || !w6[grid.Point{Y: 4, X: 1}] || w6[grid.Point{Y: 6, X: 1}] || w6[grid.Point{Y: 1, X: 4}] {
		t.Fatalf("6x6 walls wrong: %v", w6)
	}
}

func moveText(y, x int, op byte, d int) string {
	return string(rune('0'+y)) + "," + string(rune('0'+x)) + string(op) + string(rune('0'+d))
}

func TestStateAnswerIsACopy(t *testing.T) {
	p := mustDecode(t, "sudoku/4/4/1k3h4k2")
	s := p.Start()
	a := s.Answer().(Answer)
	a.Values[1] = 2
	if s.Values[1] != 0 || !reflect.DeepEqual(p.Givens, p.Start().Values) {
		t.Fatal("Answer shares memory with the state")
	}
}
