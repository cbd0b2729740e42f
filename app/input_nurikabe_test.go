package main

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// The example: numbers 2 at r1c4, r3c2; 3 at r3c4; 2 at r4c1. Its
// solution:
//
//	# # # . .
//	# . # # #
//	# . # . #
//	. # . . #
//	. # # # #
const nurikabeEx = "nurikabe/5/5/i2m2g3g2o"

// cells lists the marked cells of a nurikabe position, "y,xM" sorted.
func (r *rig) cells() string {
	var out []string
	for p, m := range nurikabeCells(r.st.Layout()) {
		if m != nkClue {
			out = append(out, nurikabeMove(Cursor{Y: p.Y / 2, X: p.X / 2}, m))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func (r *rig) wantCells(want, what string) {
	r.t.Helper()
	if got := r.cells(); got != want {
		r.t.Errorf("%s: cells %q, want %q", what, got, want)
	}
	if len(r.errs) > 0 {
		r.t.Errorf("%s: moves failed: %q", what, r.errs)
		r.errs = nil
	}
}

// centre is the lattice centre of cell (y, x) as a pointer position.
func centre(y, x int) [2]float64 { return [2]float64{float64(2*y + 1), float64(2*x + 1)} }

func TestNurikabeTapsCycle(t *testing.T) {
	r := newRig(t, nurikabeEx)
	r.tap(1.3, 0.6, false)
	r.wantCells("0,0#", "one tap")
	if r.cursor != (Cursor{0, 0}) {
		t.Errorf("cursor %v after a tap on r1c1", r.cursor)
	}
	r.tap(1, 1, false)
	r.wantCells("0,0.", "second tap")
	r.tap(1.9, 0.1, false)
	r.wantCells("", "third tap")
	r.tap(1, 7, false) // the 2 at r1c4: numbers never change
	r.wantCells("", "tap on a number")
	r.tap(1, 1, true) // right-click: a dot
	r.wantCells("0,0.", "right-click")
	r.tap(1, 1, true) // again: the dot goes
	r.wantCells("", "second right-click")
	r.tap(1, 1, false)
	r.tap(1, 1, true) // right-click on a wall: a dot
	r.wantCells("0,0.", "right-click on a wall")
	r.longPress(3, 3) // a finger held on r2c2: a dot
	r.wantCells("0,0. 1,1.", "long press")
	r.raw(PointerDown, 3, 3, false, true) // a finger tap: the dot cycles on to empty
	r.raw(PointerUp, 3, 3, false, true)
	r.wantCells("0,0.", "finger tap on a dot")
	r.tap(-0.5, 3, false) // off the board
	r.wantCells("0,0.", "tap outside")
	if len(r.hist.Moves) != 9 {
		t.Errorf("history %q: want one entry per tap that changed something", r.hist.Moves)
	}
}

func TestNurikabeDragPaints(t *testing.T) {
	r := newRig(t, nurikabeEx)
	r.tap(1, 5, false) // r1c3 wall: the drag below turns it into a dot
	r.tap(1, 5, false)
	r.tap(1, 5, false)
	r.tap(1, 5, false)
	r.wantCells("0,2#", "taps")
	// From r1c1 (empty: the drag paints walls) right to r1c3, across the
	// 2 at r1c4, down the last column: every cell but the number.
	r.stroke(false, centre(0, 0), centre(0, 4), centre(4, 4))
	r.wantCells("0,0# 0,1# 0,2# 0,4# 1,4# 2,4# 3,4# 4,4#", "wall drag")
	if n := len(r.hist.Moves); n != 5 || strings.Count(r.hist.Moves[4], MoveSep) != 6 {
		t.Fatalf("history %q: want the drag as one entry of seven moves", r.hist.Moves)
	}
	// A drag that starts on a wall makes it a dot and dots the path, walls
	// included; wiggling back over r1c2 does not turn it back.
	r.stroke(false, centre(0, 1), centre(1, 1), centre(0, 1), centre(1, 1), centre(1, 2), centre(2, 2))
	r.wantCells("0,0# 0,1. 0,2# 0,4# 1,1. 1,2. 1,4# 2,2. 2,4# 3,4# 4,4#", "dot drag")
	r.do(Action{Kind: ActUndo})
	r.wantCells("0,0# 0,1# 0,2# 0,4# 1,4# 2,4# 3,4# 4,4#", "undo of the dot drag")
	r.do(Action{Kind: ActUndo})
	r.wantCells("0,2#", "undo of the wall drag")
	// A drag from a number paints dots and leaves the numbers alone.
	r.stroke(false, centre(2, 1), centre(2, 0), centre(4, 0))
	r.wantCells("0,2# 2,0. 4,0.", "drag from a number (r4c1 is the 2)")
	// A right-button drag paints dots.
	r.stroke(true, centre(4, 1), centre(4, 3))
	r.wantCells("0,2# 2,0. 4,0. 4,1. 4,2. 4,3.", "right-button drag")
	// A drag along row 2 that strays a little over the border into row 1
	// paints row 2 only.
	r.stroke(false, centre(1, 0), [2]float64{1.9, 2.5}, [2]float64{1.9, 3.5}, [2]float64{2.1, 5}, centre(1, 3))
	r.wantCells("0,2# 1,0# 1,1# 1,2# 1,3# 2,0. 4,0. 4,1. 4,2. 4,3.", "drag grazing a row")
	// A fast drag that skips cells paints the ones between.
	r.raw(PointerDown, 1, 1, false, false)
	r.raw(PointerMove, 9, 1, false, false)
	r.raw(PointerUp, 9, 1, false, false)
	r.wantCells("0,0# 0,2# 1,0# 1,1# 1,2# 1,3# 2,0# 4,0# 4,1. 4,2. 4,3.", "fast drag")
}

func TestNurikabeKeysAndPad(t *testing.T) {
	r := newRig(t, nurikabeEx)
	r.cursor = Cursor{1, 1}
	r.key(" ", false)
	r.wantCells("1,1#", "space")
	r.key(".", false)
	r.wantCells("1,1.", "period on a wall")
	r.key(".", false)
	r.wantCells("", "period on a dot")
	r.key(" ", false)
	r.key(" ", false)
	r.wantCells("", "space twice")
	r.key("ArrowRight", false)
	r.key(" ", false)
	r.key("Backspace", false)
	r.wantCells("", "Backspace")
	n := len(r.hist.Moves)
	r.key("Backspace", false) // nothing to clear: no step
	r.key("ArrowUp", false)
	r.key("ArrowRight", false) // r1c4, the number 2
	r.key(" ", false)
	r.key(".", false)
	if len(r.hist.Moves) != n || len(r.errs) > 0 {
		t.Errorf("keys on a number or an empty cell made steps: %q %q", r.hist.Moves[n:], r.errs)
	}
	r.key("ArrowLeft", true) // Shift+arrow moves like an arrow
	if r.cursor != (Cursor{0, 2}) {
		t.Errorf("cursor %v, want (0,2)", r.cursor)
	}
	// Dot mode from the pad: taps and drags put dots; d toggles it too.
	r.press("pad-dot")
	if !r.padOn("pad-dot") || r.padOn("pad-wall") {
		t.Error("the Dot key did not switch the pad to Dot mode")
	}
	r.tap(1, 1, false)
	r.stroke(false, centre(4, 4), centre(4, 2))
	r.wantCells("0,0. 4,2. 4,3. 4,4.", "Dot mode")
	r.key("d", false)
	if r.padOn("pad-dot") {
		t.Error("d did not leave Dot mode")
	}
	r.tap(1, 1, false)
	r.wantCells("4,2. 4,3. 4,4.", "Wall mode again: the dot cycles to empty")
	r.cursor = Cursor{4, 3}
	r.press("pad-erase")
	r.wantCells("4,2. 4,4.", "Erase")
}

// The example's solution, played by the pointer as a player would (one
// drag per run of walls in a row, taps elsewhere), is solved.
func TestNurikabePlayTheSolution(t *testing.T) {
	r := newRig(t, nurikabeEx)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	res := r.p.(puzzle.Solver).Solve(ctx, 2)
	if res.Status != puzzle.Unique {
		t.Fatalf("solver: %v", res.Status)
	}
	rows := strings.Split(res.Answer.String(), "\n")
	for y, row := range rows {
		toks := strings.Fields(row)
		for x := 0; x < len(toks); {
			if toks[x] != "#" {
				x++
				continue
			}
			end := x
			for end+1 < len(toks) && toks[end+1] == "#" {
				end++
			}
			if end == x {
				r.tap(float64(2*y+1), float64(2*x+1), false)
			} else {
				r.stroke(false, centre(y, x), centre(y, end))
			}
			x = end + 1
		}
	}
	if len(r.errs) > 0 {
		t.Fatal(r.errs)
	}
	if got := r.st.Answer().String(); got != res.Answer.String() {
		t.Fatalf("played\n%s\nwant\n%s", got, res.Answer)
	}
	if v := r.p.Check(r.st.Answer()); len(v) > 0 {
		t.Fatalf("the played board is not a solution: %v", v[0].Msg)
	}
}
