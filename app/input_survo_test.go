package main

import (
	"fmt"
	"math"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/survo"
)

// survoPlay drives the Survo input on the paper's Figure 1 (4 columns, 3
// rows, numbers 1..12; givens 6 at r1c2, 8 at r2c1, 3 at r3c3) the way the
// page does: each action's move is applied with ApplyEntry and recorded,
// and the next key sees the new display.
type survoPlay struct {
	t     *testing.T
	in    *survoInput
	clock time.Time
	hist  History
	start puzzle.State
	st    puzzle.State
}

func newSurvoPlay(t *testing.T) *survoPlay {
	t.Helper()
	p, err := puzzle.Decode(survo.Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	sp := &survoPlay{t: t, clock: time.Unix(1e9, 0), start: p.NewState()}
	sp.st = sp.start
	in, ok := InputFor(p).(*survoInput)
	if !ok || in.n != 12 {
		t.Fatalf("survo input = %#v", InputFor(p))
	}
	in.now = func() time.Time { return sp.clock }
	sp.in = in
	return sp
}

// do applies an action's move (if any) and returns the move text.
func (sp *survoPlay) do(a Action) string {
	sp.t.Helper()
	switch a.Kind {
	case ActNone:
		return ""
	case ActMove:
	default:
		sp.t.Fatalf("unexpected action %+v", a)
	}
	next, err := ApplyEntry(sp.st, a.Move)
	if err != nil {
		sp.t.Fatalf("move %q does not apply: %v", a.Move, err)
	}
	sp.st = next
	sp.hist.Push(a.Move)
	return a.Move
}

func (sp *survoPlay) key(k string, cur Cursor, pencil bool) string {
	sp.t.Helper()
	ev := KeyEvent{Key: k}
	if len(k) == 1 && k[0] >= '0' && k[0] <= '9' {
		ev.Code = "Digit" + k
	}
	return sp.do(sp.in.Key(ev, cur, pencil, sp.st.Layout()))
}

func (sp *survoPlay) undo() {
	sp.t.Helper()
	if !sp.hist.Undo() {
		sp.t.Fatal("nothing to undo")
	}
	st, err := Replay(sp.start, sp.hist.Applied())
	if err != nil {
		sp.t.Fatal(err)
	}
	sp.st = st
}

func (sp *survoPlay) state() *survo.State { return sp.st.(*survo.State) }

func (sp *survoPlay) tick(d time.Duration) { sp.clock = sp.clock.Add(d) }

func TestSurvoMultiDigitEntry(t *testing.T) {
	sp := newSurvoPlay(t)
	a := Cursor{0, 0}
	// Pencil marks 1 in two other cells, and 12 in one of them.
	for _, m := range []string{"0,3~1", "2,0~1", "2,0~12"} {
		sp.do(Action{Kind: ActMove, Move: m})
	}
	if got := sp.key("1", a, false); got != "0,0=1" {
		t.Fatalf("first digit: %q", got)
	}
	if m := sp.state().Marks; len(m[3]) != 0 || fmt.Sprint(m[8]) != "[12]" {
		t.Fatalf("entering 1 should clear the marks 1: %v", m)
	}
	sp.tick(300 * time.Millisecond)
	if got := sp.key("2", a, false); got != Continue("0,0=12;0,3~1;2,0~1") {
		t.Fatalf("second digit: %q", got)
	}
	st := sp.state()
	if st.Values[0] != 12 || fmt.Sprint(st.Marks[3]) != "[1]" || fmt.Sprint(st.Marks[8]) != "[1]" {
		t.Fatalf("after typing 12: values %v marks %v (the marks 1 come back, 12 leaves)", st.Values, st.Marks)
	}
	if sp.hist.Pos != 4 || sp.hist.Moves[3] != "0,0=1;0,0=12;0,3~1;2,0~1" {
		t.Errorf("history %q at %d, want 4 entries (3 marks, then 12 typed as one)", sp.hist.Moves, sp.hist.Pos)
	}
	// A third digit would make 120 > 12: it starts a new number.
	sp.tick(300 * time.Millisecond)
	if got := sp.key("5", a, false); got != "0,0=5" {
		t.Fatalf("digit past the largest number: %q", got)
	}
	// A pause ends the number.
	sp.tick(typeAhead + 100*time.Millisecond)
	if got := sp.key("1", a, false); got != "0,0=1" {
		t.Fatalf("after a pause: %q", got)
	}
	// Enter ends it too.
	if got := sp.key("Enter", a, false); got != "" {
		t.Fatalf("Enter made a move %q", got)
	}
	if got := sp.key("1", a, false); got != "" {
		t.Fatalf("the same number again after Enter: %q, want nothing", got)
	}
	// ... yet typing the number the cell holds starts an entry: 1 then 0 is
	// 10 (the marks 1 stay cleared: that 1 was a finished number).
	if got := sp.key("0", a, false); got != "0,0=10" {
		t.Fatalf("1 then 0 on a cell showing 1: %q (its own entry: the 1 made none)", got)
	}
	// Another cell starts another number.
	if got := sp.key("2", Cursor{0, 2}, false); got != "0,2=2" {
		t.Fatalf("other cell: %q", got)
	}
	if sp.state().Values[0] != 10 || sp.state().Values[2] != 2 {
		t.Fatalf("values %v", sp.state().Values)
	}
}

func TestSurvoBackspaceEdits(t *testing.T) {
	sp := newSurvoPlay(t)
	a := Cursor{1, 1}
	sp.do(Action{Kind: ActMove, Move: "0,0~1"})
	sp.key("1", a, false)
	sp.key("1", a, false)
	if sp.state().Values[5] != 11 {
		t.Fatalf("typed 11: %v", sp.state().Values)
	}
	if got := sp.key("Backspace", a, false); got != Continue("1,1=1") {
		t.Fatalf("Backspace while typing: %q, want back to 1", got)
	}
	if got := sp.key("Backspace", a, false); got != Continue("1,1=0;0,0~1") {
		t.Fatalf("Backspace on the last digit: %q, want the cell cleared and mark 1 back", got)
	}
	if st := sp.state(); st.Values[5] != 0 || fmt.Sprint(st.Marks[0]) != "[1]" {
		t.Fatalf("values %v marks %v", st.Values, st.Marks)
	}
	// Not typing: Backspace clears the whole number.
	sp.key("9", a, false)
	sp.tick(2 * typeAhead)
	if got := sp.key("Backspace", a, false); got != "1,1=0" {
		t.Fatalf("Backspace after a pause: %q", got)
	}
	// Givens never change, and nothing happens on an empty cell.
	if got := sp.key("Backspace", Cursor{0, 1}, false); got != "" {
		t.Errorf("Backspace on a given: %q", got)
	}
	if got := sp.key("4", Cursor{0, 1}, false); got != "" {
		t.Errorf("digit on a given: %q", got)
	}
	if got := sp.key("Delete", a, false); got != "" {
		t.Errorf("Delete on an empty cell: %q", got)
	}
}

// An undo between two digits ends the number: the second digit must not
// "extend" a number that is no longer on the board.
func TestSurvoUndoEndsEntry(t *testing.T) {
	sp := newSurvoPlay(t)
	a := Cursor{0, 0}
	sp.key("1", a, false)
	sp.undo()
	if got := sp.key("2", a, false); got != "0,0=2" {
		t.Fatalf("digit after an undo: %q", got)
	}
}

// A number typed as several digits is one undo step: Undo after 12 empties
// the cell and gives back the marks 1 and 12 it had cleared, as a player
// who typed one number expects (it used to leave the 1); Redo brings 12
// back whole. Pencil marks typed as two digits undo the same way.
func TestSurvoUndoTakesTheWholeNumber(t *testing.T) {
	sp := newSurvoPlay(t)
	a := Cursor{0, 0}
	sp.do(Action{Kind: ActMove, Move: "0,3~1"})
	sp.do(Action{Kind: ActMove, Move: "1,1~12"})
	before := fmt.Sprint(sp.state().Values, sp.state().Marks)
	sp.key("1", a, false)
	sp.tick(300 * time.Millisecond)
	sp.key("2", a, false)
	if v := sp.state().Values[0]; v != 12 {
		t.Fatalf("typed 12, cell holds %d", v)
	}
	sp.undo()
	if got := fmt.Sprint(sp.state().Values, sp.state().Marks); got != before {
		t.Fatalf("after Undo: %s, want the board before typing: %s", got, before)
	}
	if m, ok := sp.hist.Redo(); !ok {
		t.Fatal("nothing to redo")
	} else if st, err := ApplyEntry(sp.st, m); err != nil || st.(*survo.State).Values[0] != 12 {
		t.Fatalf("Redo %q gives %v (%v), want 12", m, st.(*survo.State).Values, err)
	}
	// Marks: 1 then 2 in pencil mode, then Undo, leaves no mark.
	sp = newSurvoPlay(t)
	sp.key("1", a, true)
	sp.key("2", a, true)
	if m := sp.state().Marks[0]; fmt.Sprint(m) != "[12]" {
		t.Fatalf("marks %v", m)
	}
	sp.undo()
	if m := sp.state().Marks[0]; len(m) != 0 || sp.hist.Pos != 0 {
		t.Fatalf("after Undo: marks %v, history at %d", m, sp.hist.Pos)
	}
	// A continuation with nothing before it is an ordinary entry.
	var h History
	h.Push(Continue("0,0=5"))
	if h.Pos != 1 || h.Moves[0] != "0,0=5" {
		t.Fatalf("continuation on an empty history: %q", h.Moves)
	}
	// ... and one after an undo replaces the redo branch, leaving a
	// slice a save still holds as it was.
	h.Push("0,1=2")
	h.Undo()
	h.Push("0,2=1")
	saved := h.Moves
	h.Push(Continue("0,2=12"))
	if fmt.Sprint(h.Moves) != "[0,0=5 0,2=1;0,2=12]" || h.CanRedo() || fmt.Sprint(saved) != "[0,0=5 0,2=1]" {
		t.Fatalf("history %q (saved %q)", h.Moves, saved)
	}
	if got := SplitEntry(Continue("0,2=12;0,3~1")); fmt.Sprint(got) != "[0,2=12 0,3~1]" {
		t.Fatalf("SplitEntry of a continuation: %q", got)
	}
}

func TestSurvoPencilMarks(t *testing.T) {
	sp := newSurvoPlay(t)
	a := Cursor{0, 0}
	if got := sp.key("1", a, true); got != "0,0~1" {
		t.Fatalf("pencil 1: %q", got)
	}
	if got := sp.key("2", a, true); got != Continue("0,0~1;0,0~12") {
		t.Fatalf("pencil 12: %q", got)
	}
	if m := sp.state().Marks[0]; fmt.Sprint(m) != "[12]" {
		t.Fatalf("marks %v, want [12]", m)
	}
	// Shift+digit writes a mark outside pencil mode; a second one removes 1
	// again as the first digit of 11... which toggles 11 on.
	sp.tick(2 * typeAhead)
	ev := KeyEvent{Key: "!", Code: "Digit1", Shift: true}
	if got := sp.do(sp.in.Key(ev, a, false, sp.st.Layout())); got != "0,0~1" {
		t.Fatalf("Shift+1: %q", got)
	}
	if got := sp.do(sp.in.Key(ev, a, false, sp.st.Layout())); got != Continue("0,0~1;0,0~11") {
		t.Fatalf("Shift+1 twice: %q", got)
	}
	if m := sp.state().Marks[0]; fmt.Sprint(m) != "[11 12]" {
		t.Fatalf("marks %v, want [11 12]", m)
	}
	// Backspace takes the last mark digit back: 11 -> 1.
	if got := sp.key("Backspace", a, true); got != Continue("0,0~11;0,0~1") {
		t.Fatalf("Backspace in a mark: %q", got)
	}
	if m := sp.state().Marks[0]; fmt.Sprint(m) != "[1 12]" {
		t.Fatalf("marks %v, want [1 12]", m)
	}
	// A mark under a number would be invisible: nothing.
	sp.do(Action{Kind: ActMove, Move: "1,1=5"})
	if got := sp.key("3", Cursor{1, 1}, true); got != "" {
		t.Errorf("mark on a number: %q", got)
	}
	// The layout lists them as decimals that the renderer reads back.
	for _, it := range sp.st.Layout().Items {
		if it.Kind == puzzle.Marks && it.At == a.Point() {
			var vals []int
			for _, m := range markTokens(it.Text) {
				vals = append(vals, m.value)
			}
			if fmt.Sprint(vals) != "[1 12]" {
				t.Errorf("marks text %q reads as %v", it.Text, vals)
			}
		}
	}
}

func TestSurvoPadAndPool(t *testing.T) {
	sp := newSurvoPlay(t)
	keys := sp.in.Pad()
	if len(keys) != 13 || keys[0].ID != "pad-1" || keys[11].Label != "12" || keys[11].ID != "pad-12" || keys[12].ID != "pad-erase" || keys[12].Digit != 0 {
		t.Fatalf("pad = %+v", keys)
	}
	d := sp.st.Layout()
	if got := sp.do(sp.in.Press(keys[11], Cursor{0, 0}, false, d)); got != "0,0=12" {
		t.Fatalf("pad 12: %q", got)
	}
	if got := sp.do(sp.in.Press(keys[9], Cursor{0, 2}, true, sp.st.Layout())); got != "0,2~10" {
		t.Fatalf("pad 10 in pencil mode: %q", got)
	}
	if got := sp.do(sp.in.Press(keys[12], Cursor{0, 0}, false, sp.st.Layout())); got != "0,0=0" {
		t.Fatalf("pad erase: %q", got)
	}
	if got := sp.do(sp.in.Press(keys[3], Cursor{0, 1}, false, sp.st.Layout())); got != "" {
		t.Fatalf("pad on a given: %q", got)
	}
	sp.do(sp.in.Press(keys[0], Cursor{1, 1}, false, sp.st.Layout()))
	var pool PoolInput = sp.in
	spent := pool.Spent(sp.st)
	var used []int
	for v := 1; v <= 12; v++ {
		if spent[v] {
			used = append(used, v)
		}
	}
	if fmt.Sprint(used) != "[1 3 6 8]" {
		t.Errorf("spent keys %v, want the givens 3 6 8 and the entered 1", used)
	}
	if _, ok := InputFor(sp.st.(*survo.State).P).(InputHelp); !ok {
		t.Error("the survo input explains its controls")
	}
}

// Typing the whole solution with keys solves Figure 1, and each cell's
// number is one history step plus one for its extension.
func TestSurvoTypeSolution(t *testing.T) {
	sp := newSurvoPlay(t)
	sol := []int{12, 6, 2, 10, 8, 1, 5, 4, 7, 9, 3, 11}
	p := sp.state().P
	for c, v := range sol {
		if p.Givens[c] != 0 {
			continue
		}
		cur := Cursor{c / 4, c % 4}
		for _, r := range fmt.Sprint(v) {
			sp.key(string(r), cur, false)
			sp.tick(100 * time.Millisecond)
		}
	}
	if vs := p.Check(sp.st.Answer()); len(vs) != 0 {
		t.Fatalf("typed solution: %v\n%s", vs, sp.st.Answer())
	}
}

// The board draws the sums outside the grid with what each line still
// needs under them, and the marks as decimals in reading order.
func TestSurvoBoardOps(t *testing.T) {
	sp := newSurvoPlay(t)
	for _, m := range []string{"0,0=12", "0,3~3", "0,3~12"} {
		sp.do(Action{Kind: ActMove, Move: m})
	}
	d := sp.st.Layout()
	if d.Cols != 5 || d.Rows != 4 {
		t.Fatalf("display %dx%d, want the grid plus a column and a row of sums", d.Cols, d.Rows)
	}
	// As the page does: the canvas fits the whole display, the input's
	// Style narrows the grid to the puzzle.
	g := FitGeometry(d.Cols, d.Rows, 500, 400)
	var styler DisplayStyler = sp.in
	ops := Build(styler.Style(d), g, Overlay{Cursor: &Cursor{0, 0}, Related: true})
	textsIn := func(p grid.Point) []Op {
		x, y := g.XY(p)
		var out []Op
		for _, op := range ops {
			if op.Kind == OpText && math.Abs(op.X0-x) < g.Cell/2 && math.Abs(op.Y0-y) < g.Cell/2 {
				out = append(out, op)
			}
		}
		return out
	}
	// Row 1: sum 30, 12 and the given 6 in it: 12 left, small under the sum.
	sum := textsIn(grid.Point{Y: 1, X: 9})
	_, sy := g.XY(grid.Point{Y: 1, X: 9})
	if len(sum) != 2 || sum[0].Text != "12" || sum[0].Color != RoleMarks || sum[1].Text != "30" || sum[1].Color != RoleClue ||
		!(sum[1].Y0 < sy && sum[0].Y0 > sy) || sum[0].Size >= sum[1].Size || sum[1].Bold {
		t.Errorf("row 1 sum drawn as %+v (cell centre y %v), want a label: regular weight", sum, sy)
	}
	// The sums are labels, not cells: no grid line and no row or column
	// shading reaches them; the thick frame (walls) runs between.
	frameX, frameY := g.XY(grid.Point{Y: 8, X: 8})
	for _, op := range ops {
		switch {
		case op.Color == RoleGrid && (math.Max(op.X0, op.X1) > frameX+0.5 || math.Max(op.Y0, op.Y1) > frameY+0.5):
			t.Errorf("grid line %+v crosses the sums (frame at %v,%v)", op, frameX, frameY)
		case op.Color == RoleRelatedBg && (op.X0 >= frameX || op.Y0 >= frameY):
			t.Errorf("row/column shading %+v on a sum", op)
		}
	}
	if n := len(findOps(ops, func(o Op) bool { return o.Color == RoleWall && o.X0 == frameX && o.X1 == frameX })); n != 3 {
		t.Errorf("%d wall segments between the grid and the row sums, want 3", n)
	}
	// One size for one- and two-digit numbers (the given 6, the 12), and
	// two digits fit in a cell.
	six, twelve := textsIn(grid.Point{Y: 1, X: 3}), textsIn(grid.Point{Y: 1, X: 1})
	if len(six) != 1 || len(twelve) != 1 || six[0].Text != "6" || twelve[0].Text != "12" || six[0].Size != twelve[0].Size {
		t.Errorf("given 6 drawn as %+v, number 12 as %+v: want one size", six, twelve)
	} else if w := 2 * digitWidth * twelve[0].Size; w > 0.75*g.Cell {
		t.Errorf("12 is about %.1f px wide in a %.0f px cell", w, g.Cell)
	}
	// Column 3 (sum 10, the given 3 only): 7 left; column 4 untouched: 25.
	if c3 := textsIn(grid.Point{Y: 7, X: 5}); len(c3) != 2 || c3[0].Text != "7" {
		t.Errorf("column 3 sum drawn as %+v", c3)
	}
	if c4 := textsIn(grid.Point{Y: 7, X: 7}); len(c4) != 1 || c4[0].Text != "25" {
		t.Errorf("column 4 sum drawn as %+v", c4)
	}
	// Marks "3 12 " at r1c4: two marks side by side in the top half.
	cx, cy := g.XY(grid.Point{Y: 1, X: 7})
	marks := textsIn(grid.Point{Y: 1, X: 7})
	if len(marks) != 2 || marks[0].Text != "3" || marks[1].Text != "12" || marks[0].Y0 != marks[1].Y0 || marks[0].X0 >= marks[1].X0 || marks[0].Y0 >= cy || marks[0].Size < g.Cell*0.2 {
		t.Errorf("marks ops %+v (cell centre %v,%v, cell %v)", marks, cx, cy, g.Cell)
	}
}
