package main

import (
	"strings"
	"testing"
	"time"

	"pencilbox/solver/fillomino"
)

// The example:
//
//	. 1 . . .        6 1 3 3 4
//	. . 3 4 .        6 6 3 4 4
//	2 . . 5 .   ->   2 6 6 5 4
//	. 4 . . .        2 4 6 5 5
//	. . . . .        4 4 4 5 5
const fillominoEx = "fillomino/5/5/g1k34g2h5h4n"

func (r *rig) fillState() *fillomino.State { return r.st.(*fillomino.State) }

// value is the number in cell (y, x).
func (r *rig) value(y, x int) int {
	s := r.fillState()
	return s.Values[s.P.G.Cell(y, x)]
}

// playerBorders lists the player's borders as lattice points "y,x".
func (r *rig) playerBorders() string {
	s := r.fillState()
	var out []string
	for e, on := range s.Borders {
		if on {
			out = append(out, pointText(s.P.EdgePoint(e)))
		}
	}
	return strings.Join(out, " ")
}

func (r *rig) noErrors(what string) {
	r.t.Helper()
	if len(r.errs) > 0 {
		r.t.Errorf("%s: moves failed: %q", what, r.errs)
		r.errs = nil
	}
}

func TestFillominoMultiDigitTyping(t *testing.T) {
	r := newRig(t, fillominoEx)
	in := r.in.(*fillominoInput)
	clock := time.Unix(0, 0)
	in.now = func() time.Time { return clock }
	r.tap(1, 1, false) // r1c1
	r.key("1", false)
	r.key("2", false)
	if v := r.value(0, 0); v != 12 {
		t.Errorf("1 then 2 typed at once: %d, want 12", v)
	}
	if n := len(r.hist.Moves); n != 2 {
		t.Errorf("history %q: want one entry per keystroke", r.hist.Moves)
	}
	r.key("Backspace", false)
	if v := r.value(0, 0); v != 1 {
		t.Errorf("Backspace while typing: %d, want 1", v)
	}
	clock = clock.Add(2 * time.Second)
	r.key("3", false) // after a pause: a new number
	if v := r.value(0, 0); v != 3 {
		t.Errorf("a digit after a pause: %d, want 3", v)
	}
	r.key("9", false)
	r.key("9", false) // 39 fits on 25 cells? no: 399 > 25, 39 > 25: a new number 9
	if v := r.value(0, 0); v != 9 {
		t.Errorf("digits past the board's size: %d, want 9 (a new number)", v)
	}
	r.key("ArrowRight", false) // onto the given 1: digits change nothing
	r.key("5", false)
	if v := r.value(0, 1); v != 1 {
		t.Errorf("typing on a given changed it to %d", v)
	}
	r.key("ArrowLeft", false)
	r.key("Delete", false)
	if v := r.value(0, 0); v != 0 {
		t.Errorf("Delete left %d", v)
	}
	// The pad types the same way.
	r.press("pad-2")
	r.press("pad-2")
	if v := r.value(0, 0); v != 22 {
		t.Errorf("pad 2, 2: %d, want 22", v)
	}
	r.press("pad-erase")
	if v := r.value(0, 0); v != 0 {
		t.Errorf("pad erase left %d", v)
	}
	r.noErrors("typing")
}

// An undo between two digits ends the number: the next digit is new.
func TestFillominoUndoEndsTyping(t *testing.T) {
	r := newRig(t, fillominoEx)
	r.tap(1, 1, false)
	r.key("1", false)
	r.key("z", false) // not a digit: nothing
	r.do(Action{Kind: ActUndo})
	r.key("2", false)
	if v := r.value(0, 0); v != 2 {
		t.Errorf("after an undo: %d, want 2", v)
	}
}

func TestFillominoDragFills(t *testing.T) {
	r := newRig(t, fillominoEx)
	// From the given 3 at r2c3 down through r3c3 and r4c3: one step.
	r.stroke(false, centre(1, 2), centre(3, 2))
	if r.value(2, 2) != 3 || r.value(3, 2) != 3 {
		t.Errorf("drag from the 3: r3c3=%d r4c3=%d, want 3 3", r.value(2, 2), r.value(3, 2))
	}
	if len(r.hist.Moves) != 1 {
		t.Errorf("history %q: want the drag as one entry", r.hist.Moves)
	}
	// A drag over a given skips it; from an empty cell paints nothing.
	r.stroke(false, centre(2, 0), centre(2, 4)) // from the 2 at r3c1 over the 5 at r3c4
	if r.value(2, 1) != 2 || r.value(2, 2) != 2 || r.value(2, 3) != 5 || r.value(2, 4) != 2 {
		t.Errorf("drag along row 3: %v", r.fillState().Values[10:15])
	}
	r.stroke(false, centre(4, 0), centre(4, 4))
	if len(r.hist.Moves) != 2 {
		t.Errorf("a drag from an empty cell recorded something: %q", r.hist.Moves)
	}
	r.do(Action{Kind: ActUndo})
	if r.value(2, 1) != 0 || r.value(2, 2) != 3 {
		t.Errorf("one undo did not take the whole row drag back: %v", r.fillState().Values[10:15])
	}
	r.noErrors("drags")
}

func TestFillominoBorders(t *testing.T) {
	r := newRig(t, fillominoEx)
	r.tap(1, 2, true) // right-click on the side between r1c1 and r1c2
	if got := r.playerBorders(); got != "1,2" {
		t.Errorf("right-click on a side: borders %q", got)
	}
	r.tap(1.1, 1.9, true)
	if got := r.playerBorders(); got != "" {
		t.Errorf("second right-click: borders %q", got)
	}
	r.tap(1, 1, true) // the middle of a cell: no side is meant
	r.tap(0, 1, true) // the outline is no border
	if got := r.playerBorders(); got != "" {
		t.Errorf("taps off any inner side: borders %q", got)
	}
	// A right-button drag from dot (2,0) to dot (2,6): three sides.
	r.stroke(true, [2]float64{2, 0}, [2]float64{2, 6})
	if got := r.playerBorders(); got != "2,1 2,3 2,5" {
		t.Errorf("right drag: borders %q", got)
	}
	// Shift+arrow toggles the side of the cursor cell.
	r.cursor = Cursor{0, 0}
	r.key("ArrowRight", true)
	r.key("ArrowDown", true) // already there: off
	if got := r.playerBorders(); got != "1,2 2,3 2,5" {
		t.Errorf("Shift+arrows: borders %q", got)
	}
	r.key("ArrowUp", true) // the outline: nothing, the cursor moves
	// Border mode: a plain drag draws; a drag starting on a border erases.
	r.press("pad-border")
	if !r.padOn("pad-border") {
		t.Error("pad-border not shown on in Border mode")
	}
	r.stroke(false, [2]float64{2, 2}, [2]float64{2, 6})
	if got := r.playerBorders(); got != "1,2" {
		t.Errorf("Border mode drag from a border: borders %q", got)
	}
	r.press("pad-border")
	r.stroke(false, [2]float64{2, 2}, [2]float64{2, 6}) // a plain drag between dots: no number, nothing
	if got := r.playerBorders(); got != "1,2" {
		t.Errorf("plain drag out of Border mode: borders %q", got)
	}
	r.longPress(3, 4) // a finger held near the side r2c2|r2c3
	if got := r.playerBorders(); got != "1,2 3,4" {
		t.Errorf("long press: borders %q", got)
	}
	r.noErrors("borders")
}

// Typing the whole solution with keys solves the example.
func TestFillominoTypeSolution(t *testing.T) {
	r := newRig(t, fillominoEx)
	sol := [][]int{{6, 1, 3, 3, 4}, {6, 6, 3, 4, 4}, {2, 6, 6, 5, 4}, {2, 4, 6, 5, 5}, {4, 4, 4, 5, 5}}
	for y, row := range sol {
		for x, v := range row {
			r.do(Action{Kind: ActSelect, At: Cursor{y, x}})
			r.key(string(rune('0'+v)), false)
			r.key("Enter", false)
		}
	}
	r.noErrors("typing the solution")
	if v := r.p.Check(r.st.Answer()); len(v) > 0 {
		t.Errorf("the typed solution breaks the rules: %v", v)
	}
}
