package main

import (
	"fmt"
	"strings"
	"testing"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

// The Flow example (solution in rows):
//
//	B A A A A
//	B B F F A
//	C B B F A
//	C E D F F
//	C E D D D
//
// Colours: A=1 dots r1c2, r3c5; B=2 r1c1, r3c3; C=3 r3c1, r5c1;
// D=4 r4c3, r5c5; E=5 r4c2, r5c2; F=6 r2c3, r4c5.
const flowEx = "arukone/5/5/21k6h3g2g1g54g635h4"

// lines lists the drawn lines of a flow position, "K:y,x y,x ...".
func (r *rig) lines() string {
	s := r.st.(*flow.State)
	var out []string
	for k, path := range s.Paths {
		if len(path) < 2 {
			continue
		}
		var cells []string
		for _, c := range path {
			y, x := s.P.G.YX(c)
			cells = append(cells, fmt.Sprintf("%d,%d", y, x))
		}
		out = append(out, fmt.Sprintf("%d:%s", k, strings.Join(cells, " ")))
	}
	return strings.Join(out, " | ")
}

func (r *rig) wantLines(want, what string) {
	r.t.Helper()
	if got := r.lines(); got != want {
		r.t.Errorf("%s:\n  lines %q\n  want  %q", what, got, want)
	}
	if len(r.errs) > 0 {
		r.t.Errorf("%s: moves failed: %q", what, r.errs)
		r.errs = nil
	}
}

// cells turns "y,x" pairs into stroke points at cell centres.
func cells(yx ...int) [][2]float64 {
	var pts [][2]float64
	for i := 0; i+1 < len(yx); i += 2 {
		pts = append(pts, cell(yx[i], yx[i+1]))
	}
	return pts
}

const flowA = "1:0,1 0,2 0,3 0,4 1,4 2,4"

func TestFlowDragDrawsShortensAndUndoes(t *testing.T) {
	r := newRig(t, flowEx)
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	r.wantLines(flowA, "drag A from its dot to its other dot")
	if len(r.hist.Moves) != 1 {
		t.Errorf("history %q, want the drag as one entry", r.hist.Moves)
	}
	// Past the joined dot nothing more happens; back along the line
	// shortens it.
	r.stroke(false, cells(2, 4, 3, 4)...)
	r.wantLines("", "a drag from the end dot starts afresh (and F's dot blocks)")
	r.do(Action{Kind: ActUndo})
	r.wantLines(flowA, "undo")
	r.stroke(false, cells(0, 1, 0, 4, 0, 2)...)
	r.wantLines("1:0,1 0,2", "drag out and back")
	// From the loose end (or any cell of the line) the line goes on.
	r.stroke(false, cells(0, 2, 0, 3, 1, 3)...)
	r.wantLines("1:0,1 0,2 0,3 1,3", "drag on from the loose end")
	r.stroke(false, cells(0, 3, 0, 4)...)
	r.wantLines("1:0,1 0,2 0,3 0,4", "from a middle cell: cut there and go on")
	r.do(Action{Kind: ActUndo})
	r.wantLines("1:0,1 0,2 0,3 1,3", "one undo takes the whole drag back")
	r.stroke(false, cells(0, 2, 1, 2)...)
	r.wantLines("1:0,1 0,2", "grabbed in the middle, then into F's dot: cut where grabbed, F's dot blocks")
}

func TestFlowCrossingCutsAndHeals(t *testing.T) {
	r := newRig(t, flowEx)
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	// F crosses A at r2c5 and backs off before letting go: A is whole.
	r.stroke(false, cells(1, 2, 1, 4, 1, 3)...)
	r.wantLines(flowA+" | 6:1,2 1,3", "cross and back off")
	r.stroke(false, cells(1, 3, 1, 4)...)
	r.wantLines("1:0,1 0,2 0,3 0,4 | 6:1,2 1,3 1,4", "cross and let go: A is cut before r2c5")
	r.do(Action{Kind: ActUndo})
	r.wantLines(flowA+" | 6:1,2 1,3", "undo heals")
}

func TestFlowTapsAndSecondary(t *testing.T) {
	r := newRig(t, flowEx)
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	r.stroke(false, cells(3, 2, 4, 2, 4, 4)...)
	r.tap(3, 7, false) // r2c4: empty
	r.wantLines(flowA+" | 4:3,2 4,2 4,3 4,4", "tap on an empty cell")
	r.tap(1.4, 5.3, false) // r1c3, on A's line
	r.wantLines("4:3,2 4,2 4,3 4,4", "tap on A's line clears it")
	r.tap(7, 5, false) // r4c3: D's dot
	r.wantLines("", "tap on D's dot clears D")
	r.tap(7, 5, false)
	if len(r.hist.Moves) != 4 || len(r.errs) > 0 {
		t.Errorf("a tap on a dot without a line recorded something: %q %q", r.hist.Moves, r.errs)
	}
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	r.stroke(false, cells(3, 2, 4, 2, 4, 4)...)
	r.longPress(1, 7) // r1c4
	r.wantLines("4:3,2 4,2 4,3 4,4", "long press clears")
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	r.stroke(true, cells(0, 0, 0, 4, 4, 4)...) // right-button drag across both
	r.wantLines("", "secondary drag clears what it crosses")
}

func TestFlowDiagonalFlick(t *testing.T) {
	r := newRig(t, flowEx)
	// One move event from r1c2 straight to r2c1: r1c1 is B's dot, so the
	// line goes round through r2c2.
	r.raw(PointerDown, 1, 3, false, false)
	r.raw(PointerMove, 3, 1, false, false)
	r.raw(PointerUp, 3, 1, false, false)
	r.wantLines("1:0,1 1,1 1,0", "a diagonal jump")
}

func TestFlowKeyboard(t *testing.T) {
	r := newRig(t, flowEx)
	r.cursor = Cursor{0, 1}
	for _, k := range []string{"ArrowRight", "ArrowRight", "ArrowRight", "ArrowDown", "ArrowDown"} {
		r.key(k, true)
	}
	r.wantLines(flowA, "Shift+arrows from A's dot")
	if r.cursor != (Cursor{0, 1}) {
		t.Errorf("cursor moved to %v while steering", r.cursor)
	}
	r.key("ArrowDown", true) // on from a joined pair: swallowed
	r.wantLines(flowA, "past the joined dot")
	if r.cursor != (Cursor{0, 1}) {
		t.Errorf("a swallowed key moved the cursor to %v", r.cursor)
	}
	r.key("ArrowUp", true) // back along the line
	r.wantLines("1:0,1 0,2 0,3 0,4 1,4", "Shift+arrow back shortens")
	r.cursor = Cursor{2, 4} // A's other dot: steers the same loose end
	r.key("ArrowLeft", true)
	r.wantLines("1:0,1 0,2 0,3 0,4 1,4 1,3", "from the other dot")
	r.cursor = Cursor{1, 1} // empty: plain cursor step
	r.key("ArrowRight", true)
	if r.cursor != (Cursor{1, 2}) {
		t.Errorf("Shift+arrow on an empty cell: cursor %v, want r2c3", r.cursor)
	}
	r.cursor = Cursor{0, 3} // on the line
	r.key("Backspace", false)
	r.wantLines("", "Backspace clears the colour under the cursor")
	r.do(Action{Kind: ActUndo})
	r.cursor = Cursor{1, 3}
	r.press("pad-erase")
	r.wantLines("", "the pad's Clear line")
}

func TestFlowPlaysTheSolution(t *testing.T) {
	r := newRig(t, flowEx)
	for _, s := range [][]int{
		{0, 1, 0, 2, 0, 3, 0, 4, 1, 4, 2, 4},
		{2, 2, 2, 1, 1, 1, 1, 0, 0, 0},
		{2, 0, 3, 0, 4, 0},
		{3, 2, 4, 2, 4, 3, 4, 4},
		{4, 1, 3, 1},
		{3, 4, 3, 3, 2, 3, 1, 3, 1, 2},
	} {
		r.stroke(false, cells(s...)...)
	}
	if len(r.errs) > 0 {
		t.Fatal(r.errs)
	}
	// A drag saves one small move per cell ("e K Y,X"), not the whole
	// line again at every cell.
	for _, m := range r.hist.Moves {
		if n := strings.Count(m, MoveSep) + 1; len(m) > 12*n {
			t.Errorf("history entry %q: %d moves in %d characters", m, n, len(m))
		}
	}
	if v := r.p.Check(r.st.Answer()); len(v) != 0 {
		t.Errorf("the drawn solution does not check: %v\n%s", v, r.st.Answer())
	}
	// A joined pair shows as done: its cells are tinted in its colour.
	fills := 0
	for _, it := range r.st.Layout().Items {
		if it.Kind == puzzle.Fill && it.Value > 0 {
			fills++
		}
	}
	if fills != 25 {
		t.Errorf("%d tinted cells on the solved board, want 25", fills)
	}
}

// The keyboard reads the lines back from the display list: it must agree
// with the state for every line a drag can leave.
func TestFlowPathsFromDisplay(t *testing.T) {
	r := newRig(t, flowEx)
	r.stroke(false, cells(0, 1, 0, 4, 2, 4)...)
	r.stroke(false, cells(2, 2, 2, 1, 1, 1, 1, 0, 0, 0)...)
	r.stroke(false, cells(4, 4, 4, 2, 3, 2)...)
	s := r.st.(*flow.State)
	got := flowPaths(s.P, s.Layout())
	for k := 1; k <= s.P.Colours(); k++ {
		if !flowEqual(flowNorm(got[k]), flowNorm(s.Paths[k])) {
			t.Errorf("colour %d: display gives %v, state has %v", k, got[k], s.Paths[k])
		}
	}
	for _, it := range s.Layout().Items {
		if it.Kind == puzzle.Line && (it.Value != 1 || it.Text == "") {
			t.Errorf("line %+v: want the colour in Text and a single stroke", it)
		}
	}
}

func TestFlowLettersOption(t *testing.T) {
	r := newRig(t, flowEx)
	defer func() { flowHideLabels = false }()
	if !r.padOn("pad-letters") {
		t.Error("letters are not on by default")
	}
	st := r.in.(DisplayStyler)
	labels := func() string {
		var out []string
		for _, it := range st.Style(r.st.Layout()).Items {
			if it.Kind == puzzle.Circle {
				out = append(out, it.Text)
			}
		}
		return strings.Join(out, "")
	}
	if got := labels(); got != "BAFCBAEDFCED" {
		t.Errorf("labels %q", got)
	}
	r.press("pad-colour")
	if r.padOn("pad-letters") || !r.padOn("pad-colour") || strings.TrimSpace(labels()) != "" || len(labels()) != 12 {
		t.Errorf("after Letters: on=%v labels %q, want blanks (an empty label would be lettered)", r.padOn("pad-letters"), labels())
	}
	if d := r.st.Layout(); d.Items[len(d.Items)-1].Text == " " {
		t.Error("Style changed the layout in place")
	}
	r.key("l", false)
	if got := labels(); got != "BAFCBAEDFCED" || len(r.hist.Moves) != 0 {
		t.Errorf("L: labels %q, history %q", got, r.hist.Moves)
	}
}

// '?' dots: pzprjs's numlin example with its first 1 written '?' (the 1
// at r4c2 is shown once, so the ? at r1c1 is its other end).
func TestFlowHiddenDotDrawing(t *testing.T) {
	r := newRig(t, "numlin/5/5/.j2h3m1h2j3")
	// From the shown 1 into the '?': the line is joined and stops there.
	r.stroke(false, cells(3, 1, 2, 1, 1, 1, 0, 1, 0, 0, 0, 0)...)
	r.wantLines("1:3,1 2,1 1,1 0,1 0,0", "from the 1 into the ?")
	if !r.st.(*flow.State).P.Joins(1, r.st.(*flow.State).Paths[1]) {
		t.Error("the 1 line is not joined")
	}
	// A shown pair's line cannot end at the '?'.
	r.do(Action{Kind: ActUndo})
	r.stroke(false, cells(1, 0, 0, 0)...)
	r.wantLines("", "the 2 line stops short of the ?")
	// From the '?' itself: the only open colour, the 1, up to its dot.
	r.stroke(false, cells(0, 0, 0, 1, 1, 1, 2, 1, 3, 1)...)
	r.wantLines("1:0,0 0,1 1,1 2,1 3,1", "from the ? to the 1")
	if !strings.Contains(r.in.(*flowInput).Controls(), "? dot") {
		t.Error("the controls do not explain the ? dots")
	}
}

// A joined '?' dot takes its line's colour, and the colour keeps the name
// of its numbered dot for screen readers whichever dot is drawn first.
func TestFlowHiddenColourName(t *testing.T) {
	for _, link := range []string{"numlin/3/1/1g.", "numlin/3/1/.g1"} {
		p, err := puzzle.Decode(link)
		if err != nil {
			t.Fatal(err)
		}
		st, err := p.NewState().Apply("p 1 0,0 0,1 0,2")
		if err != nil {
			t.Fatal(err)
		}
		if got := newBoardFacts(st.Layout(), termsFor("flow")).colour[1]; got != "1" {
			t.Errorf("%s: colour 1 is named %q", link, got)
		}
	}
}
