package main

import (
	"context"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// rig drives an Input with raw pointer events and keys the way the page
// does (Gesture, runPointer, MapKey, one history group per gesture) on a
// real genre State, so the tests see exactly what a player would.
type rig struct {
	t      *testing.T
	p      puzzle.Puzzle
	in     Input
	st     puzzle.State
	hist   History
	drag   *Drag
	cursor Cursor
	g      Gesture
	errs   []string // moves that failed to apply (the page would show them)
}

func newRig(t *testing.T, link string) *rig {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatal(err)
	}
	in := InputFor(p)
	if in == nil {
		t.Fatalf("no input for %s", link)
	}
	cols, rows := p.Size()
	return &rig{t: t, p: p, in: in, st: p.NewState(), g: Gesture{Geo: Geometry{Cols: cols, Rows: rows, Cell: 40, Margin: 10}}}
}

func (r *rig) do(a Action) {
	cols, rows := r.p.Size()
	switch a.Kind {
	case ActMove:
		next, err := ApplyEntry(r.st, a.Move)
		if err != nil {
			r.errs = append(r.errs, err.Error())
			return
		}
		r.st = next
		r.hist.Push(a.Move)
	case ActStep:
		r.cursor = r.cursor.Step(a.DY, a.DX, cols, rows)
	case ActSelect:
		r.cursor = a.At.Step(0, 0, cols, rows)
	case ActUndo:
		if r.hist.Undo() {
			r.replay()
		}
	}
}

func (r *rig) replay() {
	st, err := Replay(r.p.NewState(), r.hist.Applied())
	if err != nil {
		r.t.Fatal(err)
	}
	r.st = st
}

// raw feeds one pointer event at lattice point (y, x).
func (r *rig) raw(ph Phase, y, x float64, secondary, touch bool) {
	geo := r.g.Geo
	px, py := geo.Margin+x*geo.Cell/2, geo.Margin+y*geo.Cell/2
	evs := r.g.Feed(RawPointer{Phase: ph, PX: px, PY: py, Secondary: secondary && ph == PointerDown, Touch: touch})
	runPointer(evs, pointerTarget{
		in: r.in, hist: &r.hist, drag: &r.drag, cursor: &r.cursor,
		position: func() (puzzle.State, puzzle.Display) { return r.st, r.st.Layout() },
		do:       r.do,
	})
}

func (r *rig) tap(y, x float64, secondary bool) {
	r.raw(PointerDown, y, x, secondary, false)
	r.raw(PointerUp, y, x, secondary, false)
}

// longPress holds a finger still at (y, x) until the long press fires.
func (r *rig) longPress(y, x float64) {
	r.raw(PointerDown, y, x, false, true)
	runPointer(r.g.LongPress(), pointerTarget{
		in: r.in, hist: &r.hist, drag: &r.drag, cursor: &r.cursor,
		position: func() (puzzle.State, puzzle.Display) { return r.st, r.st.Layout() },
		do:       r.do,
	})
	r.raw(PointerUp, y, x, false, true)
}

// stroke presses at the first point, moves through the others in small
// steps (a quarter of a lattice unit) and releases at the last.
func (r *rig) stroke(secondary bool, pts ...[2]float64) {
	r.raw(PointerDown, pts[0][0], pts[0][1], secondary, false)
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		n := int(math.Ceil(math.Hypot(b[0]-a[0], b[1]-a[1]) * 4))
		for k := 1; k <= n; k++ {
			f := float64(k) / float64(n)
			r.raw(PointerMove, a[0]+f*(b[0]-a[0]), a[1]+f*(b[1]-a[1]), secondary, false)
		}
	}
	last := pts[len(pts)-1]
	r.raw(PointerUp, last[0], last[1], secondary, false)
}

func (r *rig) key(key string, shift bool) {
	r.do(MapKey(r.in, KeyEvent{Key: key, Shift: shift}, r.cursor, false, r.st.Layout()))
}

func (r *rig) press(id string) {
	for _, k := range r.in.Pad() {
		if k.ID == id {
			r.do(r.in.Press(k, r.cursor, false, r.st.Layout()))
			return
		}
	}
	r.t.Fatalf("no pad key %s", id)
}

func (r *rig) padOn(id string) bool {
	for _, k := range r.in.Pad() {
		if k.ID == id {
			return k.On
		}
	}
	r.t.Fatalf("no pad key %s", id)
	return false
}

// sides lists the marked sides of a slitherlink position, "y,x=m" sorted.
func (r *rig) sides() string {
	var out []string
	for e, m := range edgeMarks(r.st.Layout()) {
		out = append(out, edgeSet(e, m))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func (r *rig) wantSides(want, what string) {
	r.t.Helper()
	if got := r.sides(); got != want {
		r.t.Errorf("%s: sides %q, want %q", what, got, want)
	}
	if len(r.errs) > 0 {
		r.t.Errorf("%s: moves failed: %q", what, r.errs)
		r.errs = nil
	}
}

const slitherEx = "slither/4/4/dgdh2c7b"

func TestSlitherlinkTaps(t *testing.T) {
	r := newRig(t, slitherEx)
	r.tap(0.1, 1.2, false) // near the top side of r1c1
	r.wantSides("0,1=1", "tap on the top side")
	r.tap(0.9, 4, false) // near the side between r1c2 and r1c3
	r.wantSides("0,1=1 1,4=1", "tap on an inner side")
	r.tap(1, 1, false) // the middle of a cell: no side is meant
	r.wantSides("0,1=1 1,4=1", "tap in a cell's middle")
	r.tap(0.2, 1, false) // again: the line goes
	r.wantSides("1,4=1", "second tap")
	r.tap(8, 3.3, true) // right-click on the bottom outline
	r.wantSides("1,4=1 8,3=x", "right-click")
	r.tap(1, 4.2, true) // right-click on a line: a cross replaces it
	r.wantSides("1,4=x 8,3=x", "right-click on a line")
	r.longPress(7.9, 3)
	r.wantSides("1,4=x", "long press on a cross")
	if len(r.hist.Moves) != 6 {
		t.Errorf("history %q: want one entry per tap that changed something", r.hist.Moves)
	}
}

func TestSlitherlinkDragIsOneStep(t *testing.T) {
	r := newRig(t, slitherEx)
	r.tap(4.1, 3, true) // a cross the drag will draw over
	// From the top-left dot along the top to (0,4), then down to (4,4),
	// cutting the corner at (0,4) a little.
	r.stroke(false, [2]float64{0.1, -0.1}, [2]float64{0, 3.6}, [2]float64{0.5, 4}, [2]float64{4, 4})
	r.wantSides("0,1=1 0,3=1 1,4=1 3,4=1 4,3=x", "drag along edges")
	if n := len(r.hist.Moves); n != 2 || strings.Count(r.hist.Moves[1], MoveSep) != 3 {
		t.Fatalf("history %q: want the drag as one entry of four moves", r.hist.Moves)
	}
	// A drag through the middle of cells, away from the dots, draws
	// nothing; one that starts in a cell starts at the first dot it meets.
	r.stroke(false, [2]float64{1, 1}, [2]float64{1, 7}, [2]float64{5, 7})
	r.wantSides("0,1=1 0,3=1 1,4=1 3,4=1 4,3=x", "diagonal drag through cells")
	r.stroke(false, [2]float64{5, 7}, [2]float64{6, 8}, [2]float64{8, 8})
	r.wantSides("0,1=1 0,3=1 1,4=1 3,4=1 4,3=x 7,8=1", "drag from a cell's middle")
	r.do(Action{Kind: ActUndo})
	// A drag from a line erases lines only: the cross stays.
	r.stroke(false, [2]float64{0, 2}, [2]float64{0, 4}, [2]float64{4, 4}, [2]float64{4, 2})
	r.wantSides("0,1=1 4,3=x", "erasing drag")
	// Undo takes the erasing drag back in one step.
	r.do(Action{Kind: ActUndo})
	r.wantSides("0,1=1 0,3=1 1,4=1 3,4=1 4,3=x", "undo")
	// A right-button drag crosses; a fast drag skipping dots fills them in.
	r.raw(PointerDown, 8, 0, true, false)
	r.raw(PointerMove, 8, 6, true, false)
	r.raw(PointerUp, 8, 6, true, false)
	r.wantSides("0,1=1 0,3=1 1,4=1 3,4=1 4,3=x 8,1=x 8,3=x 8,5=x", "right-button drag")
}

func TestSlitherlinkKeysAndPad(t *testing.T) {
	r := newRig(t, slitherEx)
	r.cursor = Cursor{1, 1}
	r.key("ArrowUp", true)
	r.key("ArrowRight", true)
	r.wantSides("2,3=1 3,4=1", "Shift+arrows")
	if r.cursor != (Cursor{1, 1}) {
		t.Errorf("Shift+arrow moved the cursor to %v", r.cursor)
	}
	r.key("x", false)
	if !r.padOn("pad-cross") || r.padOn("pad-line") {
		t.Error("x did not switch the pad to Cross mode")
	}
	r.key("ArrowDown", true)
	r.key("ArrowRight", true)
	r.wantSides("2,3=1 3,4=x 4,3=x", "Shift+arrows in Cross mode")
	r.press("pad-line")
	r.key("ArrowLeft", true)
	r.wantSides("2,3=1 3,2=1 3,4=x 4,3=x", "Line mode from the pad")
	r.key("ArrowRight", false) // a plain arrow only moves
	r.wantSides("2,3=1 3,2=1 3,4=x 4,3=x", "plain arrow")
	if r.cursor != (Cursor{1, 2}) {
		t.Errorf("cursor %v, want (1,2)", r.cursor)
	}
	r.key("ArrowLeft", false)
	r.press("pad-erase")
	r.wantSides("", "Erase")
	if got := r.hist.Moves[len(r.hist.Moves)-1]; strings.Count(got, MoveSep) != 3 {
		t.Errorf("erase entry %q, want four moves in one step", got)
	}
	r.key("Backspace", false)
	if len(r.errs) > 0 || r.hist.Pos != len(r.hist.Moves) {
		t.Errorf("Backspace on an empty cell: %q", r.errs)
	}
	// Every Shift+arrow from every cell applies, on the outline too.
	cols, rows := r.p.Size()
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			for _, k := range []string{"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"} {
				a := r.in.Key(KeyEvent{Key: k, Shift: true}, Cursor{y, x}, false, r.st.Layout())
				if _, err := r.st.Apply(a.Move); a.Kind != ActMove || err != nil {
					t.Errorf("Shift+%s at (%d,%d): %+v %v", k, y, x, a, err)
				}
			}
		}
	}
}

// The example's loop, drawn as one drag from dot to dot, solves it.
func TestSlitherlinkDrawTheSolution(t *testing.T) {
	r := newRig(t, slitherEx)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	res := r.p.(puzzle.Solver).Solve(ctx, 2)
	if res.Status != puzzle.Unique {
		t.Fatalf("solver: %v", res.Status)
	}
	solved, err := r.st.Apply(puzzle.SetAnswerMove + res.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	loop := loopDots(t, solved.Layout())
	pts := make([][2]float64, 0, len(loop)+1)
	for _, v := range append(loop, loop[0]) {
		pts = append(pts, [2]float64{float64(v.Y), float64(v.X)})
	}
	r.stroke(false, pts...)
	if len(r.errs) > 0 {
		t.Fatal(r.errs)
	}
	if v := r.p.Check(r.st.Answer()); len(v) > 0 {
		t.Fatalf("the drawn loop is not a solution: %v\n%s", v[0].Msg, r.st.Answer())
	}
	if len(r.hist.Moves) != 1 {
		t.Errorf("the loop took %d history entries, want 1", len(r.hist.Moves))
	}
}

// loopDots orders the dots of the single loop drawn in d.
func loopDots(t *testing.T, d puzzle.Display) []grid.Point {
	t.Helper()
	adj := map[grid.Point][]grid.Point{}
	for _, it := range d.Items {
		if it.Kind == puzzle.Line {
			adj[it.At] = append(adj[it.At], it.To)
			adj[it.To] = append(adj[it.To], it.At)
		}
	}
	var start grid.Point
	for v := range adj {
		start = v
		break
	}
	loop := []grid.Point{start}
	prev, cur := start, adj[start][0]
	for cur != start {
		loop = append(loop, cur)
		nx := adj[cur][0]
		if nx == prev {
			nx = adj[cur][1]
		}
		prev, cur = cur, nx
		if len(loop) > len(adj) {
			t.Fatal("the solution is not one loop")
		}
	}
	return loop
}
