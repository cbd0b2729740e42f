package main

import (
	"fmt"
	"strings"
	"testing"

	"pencilbox/solver/hashi"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// The example: islands 3 at r1c1, 2 at r1c5, 3 at r3c1, 1 at r3c4, 1 at
// r5c1, 2 at r5c3, 2 at r5c5.
const hashiEx = "hashi/5/5/3i2k3h1l1g2g2"

// bridges lists the marks of a hashi position, "A-B=k" (k 1, 2 or x).
func (r *rig) bridges() string {
	s := r.st.(*hashi.State)
	var out []string
	for b, m := range s.Marks {
		if m == 0 {
			continue
		}
		k := fmt.Sprint(m)
		if m == hashi.NoBridge {
			k = "x"
		}
		mv := newHashiInput(s.P).bridgeMove(b, "="+k)
		out = append(out, mv)
	}
	return strings.Join(out, " ")
}

func (r *rig) wantBridges(want, what string) {
	r.t.Helper()
	if got := r.bridges(); got != want {
		r.t.Errorf("%s: bridges %q, want %q", what, got, want)
	}
	if len(r.errs) > 0 {
		r.t.Errorf("%s: moves failed: %q", what, r.errs)
		r.errs = nil
	}
}

// cell is the lattice centre of cell (y, x) as stroke points.
func cell(y, x int) [2]float64 { return [2]float64{float64(2*y + 1), float64(2*x + 1)} }

func TestHashiDrags(t *testing.T) {
	r := newRig(t, hashiEx)
	r.stroke(false, cell(0, 0), cell(0, 4))
	r.wantBridges("0,0-0,4=1", "drag r1c1 to r1c5")
	r.stroke(false, cell(0, 4), cell(0, 0)) // either way round
	r.wantBridges("0,0-0,4=2", "drag back")
	// Released a cell short: the drag still means the island it points at.
	r.stroke(false, cell(0, 0), [2]float64{1.2, 3.1})
	r.wantBridges("", "short drag (third time clears)")
	// A drag running on through islands does every pair once, one step;
	// wiggling back over a pair does not undo it.
	r.stroke(false, cell(4, 0), cell(4, 2), cell(4, 1), cell(4, 2), cell(4, 4))
	r.wantBridges("4,0-4,2=1 4,2-4,4=1", "drag through three islands")
	if len(r.hist.Moves) != 4 {
		t.Errorf("history %q, want the long drag as one entry", r.hist.Moves)
	}
	// A drag from an island that ends in no direction (back on the island)
	// or towards the edge of the board does nothing.
	r.stroke(false, cell(0, 0), [2]float64{1.5, 0.2})
	r.stroke(false, cell(2, 0), [2]float64{5, -0.5}, cell(2, 0))
	r.wantBridges("4,0-4,2=1 4,2-4,4=1", "drags going nowhere")
	// A diagonal drag onto another island is not a bridge.
	r.stroke(false, cell(2, 3), cell(4, 4))
	r.wantBridges("4,0-4,2=1 4,2-4,4=1", "diagonal drag")
	// The right button marks.
	r.stroke(true, cell(2, 0), cell(2, 3))
	r.wantBridges("2,0-2,3=x 4,0-4,2=1 4,2-4,4=1", "right-button drag")
	if len(r.errs) > 0 {
		t.Error(r.errs)
	}
}

func TestHashiTaps(t *testing.T) {
	r := newRig(t, hashiEx)
	r.tap(3.2, 1.1, false) // water r2c1, between r1c1 and r3c1
	r.wantBridges("0,0-2,0=1", "tap on water")
	r.tap(2.6, 0.9, false)
	r.wantBridges("0,0-2,0=2", "second tap")
	r.tap(5, 9, false) // r3c5: on the way from r1c5 down to r5c5
	r.wantBridges("0,0-2,0=2 0,4-4,4=1", "tap on the right column")
	r.tap(3, 5, true)  // right-click r2c3: nothing passes over it
	r.tap(1, 1, false) // a tap on an island does nothing
	r.wantBridges("0,0-2,0=2 0,4-4,4=1", "taps on nothing")
	r.tap(1, 5, true) // right-click on r1c3, the way r1c1-r1c5
	r.wantBridges("0,0-0,4=x 0,0-2,0=2 0,4-4,4=1", "right-click on water")
	r.longPress(3, 1) // long press on the double bridge: the mark replaces it
	r.wantBridges("0,0-0,4=x 0,0-2,0=x 0,4-4,4=1", "long press")
	// Erase on an island clears all its ways.
	r.cursor = Cursor{0, 0}
	r.press("pad-erase")
	r.wantBridges("0,4-4,4=1", "erase r1c1")
	if got := r.hist.Moves[len(r.hist.Moves)-1]; strings.Count(got, MoveSep) != 1 {
		t.Errorf("erase entry %q, want two moves in one step", got)
	}
}

// Two ways crossing on one water cell: a tap picks the drawn one, else
// the one whose line it is nearer to; neighbouring islands have no water,
// so a tap on their shared side is the tap on their bridge.
func TestHashiCrossingAndNeighbourTaps(t *testing.T) {
	E := urlcodec.Empty
	// r1c2=1, r2c1=2, r2c3=2, r3c2=1, r3c3=2: r2c1-r2c3 and r1c2-r3c2
	// cross on r2c2; r2c3 and r3c3 are neighbours.
	p, err := hashi.NewPuzzle(3, 3, []int{E, 1, E, 2, E, 2, E, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, puzzle.LinkOf(p))
	r.tap(3.1, 2.5, false) // r2c2 near its horizontal line
	r.wantBridges("1,0-1,2=1", "tap near the across line")
	r.tap(2.6, 3, false) // now the drawn one wins anywhere in the cell
	r.wantBridges("1,0-1,2=2", "tap on the crossing cell")
	r.tap(3, 3.4, false)
	r.wantBridges("", "third tap")
	r.tap(2.2, 3.1, false) // nearer the down line
	r.wantBridges("0,1-2,1=1", "tap near the down line")
	r.tap(4.1, 5.2, false) // the side between r2c3 and r3c3
	r.wantBridges("0,1-2,1=1 1,2-2,2=1", "tap between neighbours")
	r.stroke(false, cell(2, 2), cell(1, 2))
	r.wantBridges("0,1-2,1=1 1,2-2,2=2", "drag between neighbours")
}

func TestHashiKeys(t *testing.T) {
	r := newRig(t, hashiEx)
	r.cursor = Cursor{0, 0}
	r.key("ArrowRight", true)
	r.key("ArrowDown", true)
	r.key("ArrowDown", true)
	r.wantBridges("0,0-0,4=1 0,0-2,0=2", "Shift+arrows on r1c1")
	r.key("ArrowUp", true) // no island above: the cursor steps (and stays at the top)
	if r.cursor != (Cursor{0, 0}) {
		t.Errorf("cursor %v", r.cursor)
	}
	r.key("x", false)
	if !r.padOn("pad-nobridge") {
		t.Error("x did not switch to No bridge mode")
	}
	r.key("ArrowRight", true)
	r.wantBridges("0,0-0,4=x 0,0-2,0=2", "Shift+arrow in No bridge mode")
	r.press("pad-bridge")
	// From water Shift+arrow jumps to the next island.
	r.cursor = Cursor{3, 3}
	r.key("ArrowUp", true)
	if r.cursor != (Cursor{2, 3}) {
		t.Errorf("Shift+Up from r4c4: cursor %v, want the island r3c4", r.cursor)
	}
	r.key("ArrowLeft", true)
	r.wantBridges("0,0-0,4=x 0,0-2,0=2 2,0-2,3=1", "Shift+Left from r3c4")
	r.key("Backspace", false)
	r.wantBridges("0,0-0,4=x 0,0-2,0=2", "Backspace on r3c4")
}

// The example solved by drags alone.
func TestHashiDrawTheSolution(t *testing.T) {
	r := newRig(t, hashiEx)
	r.stroke(false, cell(0, 4), cell(0, 0), cell(2, 0), cell(2, 3))
	r.stroke(false, cell(2, 0), cell(0, 0))
	r.stroke(false, cell(0, 4), cell(4, 4), cell(4, 2), cell(4, 0))
	if v := r.p.Check(r.st.Answer()); len(v) > 0 || len(r.errs) > 0 {
		t.Fatalf("not solved: %v %q\n%s", v, r.errs, r.st.Answer())
	}
	if len(r.hist.Moves) != 3 {
		t.Errorf("history %q, want three drags", r.hist.Moves)
	}
}
