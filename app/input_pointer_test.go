package main

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func TestLatticeCoordinates(t *testing.T) {
	g := Geometry{Cols: 4, Rows: 3, Cell: 40, Margin: 5}
	// Every lattice point maps back to itself through XY and Lattice.
	for y := 0; y <= 6; y++ {
		for x := 0; x <= 8; x++ {
			px, py := g.XY(grid.Point{Y: y, X: x})
			ly, lx := g.Lattice(px, py)
			if ly != float64(y) || lx != float64(x) {
				t.Fatalf("(%d,%d) -> pixel (%v,%v) -> lattice (%v,%v)", y, x, px, py, ly, lx)
			}
		}
	}
	// A pixel inside cell (1,2), near its right side.
	ly, lx := g.Lattice(5+2*40+37, 5+40+20)
	ev := PointerEvent{Y: ly, X: lx, Cols: 4, Rows: 3}
	if c, ok := ev.Cell(); !ok || c != (Cursor{1, 2}) {
		t.Errorf("Cell = %v %v, want (1,2)", c, ok)
	}
	if e, d := ev.NearestEdge(); e != (grid.Point{Y: 3, X: 6}) || d > 0.2 {
		t.Errorf("NearestEdge = %v (%.2f), want the right side (3,6)", e, d)
	}
	if v, _ := ev.NearestVertex(); v != (grid.Point{Y: 2, X: 6}) && v != (grid.Point{Y: 4, X: 6}) {
		t.Errorf("NearestVertex = %v, want a right corner of the cell", v)
	}
	if p := ev.Nearest(); p != (grid.Point{Y: 3, X: 6}) {
		t.Errorf("Nearest = %v, want (3,6)", p)
	}
}

func TestPointerHelpersClamp(t *testing.T) {
	out := PointerEvent{Y: -3, X: 20, Cols: 4, Rows: 3}
	if out.Inside() {
		t.Error("a point above the board is inside")
	}
	if _, ok := out.Cell(); ok {
		t.Error("Cell outside the board is ok")
	}
	if c := out.NearestCell(); c != (Cursor{0, 3}) {
		t.Errorf("NearestCell = %v, want top-right (0,3)", c)
	}
	if e, _ := out.NearestEdge(); e != (grid.Point{Y: 0, X: 7}) && e != (grid.Point{Y: 1, X: 8}) {
		t.Errorf("NearestEdge = %v, want an outer side of the top-right cell", e)
	}
	if v, _ := out.NearestVertex(); v != (grid.Point{Y: 0, X: 8}) {
		t.Errorf("NearestVertex = %v, want the top-right corner", v)
	}
	// The bottom-right corner point is on the board (Inside is inclusive).
	if !(PointerEvent{Y: 6, X: 8, Cols: 4, Rows: 3}).Inside() {
		t.Error("the far corner is not inside")
	}
}

func phases(evs []PointerEvent) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString([]string{"D", "M", "U", "C"}[e.Phase])
		if e.Button == ButtonSecondary {
			b.WriteString("2")
		}
		if e.LongPress {
			b.WriteString("L")
		}
	}
	return b.String()
}

func TestGestureMouse(t *testing.T) {
	g := Gesture{Geo: Geometry{Cols: 3, Rows: 3, Cell: 20, Margin: 0}}
	if got := phases(g.Feed(RawPointer{Phase: PointerMove, PX: 5, PY: 5})); got != "" {
		t.Errorf("hover gave %q", got)
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerDown, PX: 5, PY: 5, Secondary: true})); got != "D2" {
		t.Errorf("right down gave %q", got)
	}
	if !g.Active() || g.Pending() {
		t.Error("mouse down should be active and not pending")
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerMove, PX: 6, PY: 5})); got != "M2" {
		t.Errorf("right drag gave %q (a mouse drag has no slop)", got)
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerUp, PX: 6, PY: 5})); got != "U2" {
		t.Errorf("up gave %q", got)
	}
	if got := phases(g.LongPress()); got != "" {
		t.Errorf("a late long-press timer gave %q", got)
	}
}

func TestGestureTouch(t *testing.T) {
	geo := Geometry{Cols: 3, Rows: 3, Cell: 20, Margin: 0}
	// A tap: held back until the finger lifts, then down+up, primary.
	g := Gesture{Geo: geo}
	if got := phases(g.Feed(RawPointer{Phase: PointerDown, PX: 5, PY: 5, Touch: true})); got != "" || !g.Pending() {
		t.Errorf("touch down gave %q, pending %v", got, g.Pending())
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerMove, PX: 8, PY: 7, Touch: true})); got != "" {
		t.Errorf("a jitter inside the slop gave %q", got)
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerUp, PX: 8, PY: 7, Touch: true})); got != "DU" {
		t.Errorf("tap gave %q", got)
	}
	// A drag: the held-back down comes out at the start point with the first real move.
	g = Gesture{Geo: geo}
	g.Feed(RawPointer{Phase: PointerDown, PX: 5, PY: 5, Touch: true})
	evs := g.Feed(RawPointer{Phase: PointerMove, PX: 30, PY: 5, Touch: true})
	if got := phases(evs); got != "DM" || evs[0].X != 0.5 || evs[1].X != 3 {
		t.Errorf("touch drag gave %q %+v", got, evs)
	}
	if got := phases(g.LongPress()); got != "" {
		t.Errorf("long-press timer after a drag started gave %q", got)
	}
	// A long press: the timer fires while the finger is still; the gesture is secondary to the end.
	g = Gesture{Geo: geo}
	g.Feed(RawPointer{Phase: PointerDown, PX: 5, PY: 5, Touch: true})
	if got := phases(g.LongPress()); got != "D2L" {
		t.Errorf("long press gave %q", got)
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerMove, PX: 30, PY: 5, Touch: true})); got != "M2L" {
		t.Errorf("drag after long press gave %q", got)
	}
	if got := phases(g.Feed(RawPointer{Phase: PointerUp, PX: 30, PY: 5, Touch: true})); got != "U2L" {
		t.Errorf("up after long press gave %q", got)
	}
	// A cancelled pending touch never reaches the genre.
	g = Gesture{Geo: geo}
	g.Feed(RawPointer{Phase: PointerDown, PX: 5, PY: 5, Touch: true})
	if got := phases(g.Feed(RawPointer{Phase: PointerCancel, Touch: true})); got != "" || g.Active() {
		t.Errorf("cancel of a pending touch gave %q", got)
	}
}

func TestHistoryGroups(t *testing.T) {
	var h History
	h.Push("a")
	h.BeginGroup()
	h.EndGroup() // an empty group leaves nothing
	if len(h.Moves) != 1 {
		t.Fatalf("empty group made an entry: %q", h.Moves)
	}
	h.BeginGroup()
	h.Push("b")
	h.Push("c")
	h.Push("d")
	h.EndGroup()
	h.Push("e")
	if want := []string{"a", "b;c;d", "e"}; !reflect.DeepEqual(h.Moves, want) || h.Pos != 3 {
		t.Fatalf("moves %q pos %d, want %q", h.Moves, h.Pos, want)
	}
	if got := h.Applied(); !reflect.DeepEqual(got, []string{"a", "b", "c", "d", "e"}) {
		t.Errorf("Applied = %q, want single moves", got)
	}
	h.Undo()
	h.Undo()
	if got := h.Applied(); !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("two undos left %q, want the whole group undone", got)
	}
	if m, _ := h.Redo(); m != "b;c;d" {
		t.Errorf("redo gave %q", m)
	}
	// Undo inside an open group closes it: later moves start a new entry.
	h.BeginGroup()
	h.Push("f")
	h.Undo()
	h.Push("g")
	if want := []string{"a", "b;c;d", "g"}; !reflect.DeepEqual(h.Moves, want) {
		t.Errorf("moves %q, want %q", h.Moves, want)
	}
	if got := SplitEntry(puzzle.SetAnswerMove + "1;2"); len(got) != 1 {
		t.Errorf("an answer move was split: %q", got)
	}
}

// Compound entries replay and restore as one step, and a group whose
// second move fails leaves the state as before the group.
func TestCompoundEntriesReplay(t *testing.T) {
	p := example4(t)
	st, err := Replay(p.NewState(), []string{"0,1=2;0,2=3"})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Replay(p.NewState(), []string{"0,1=2", "0,2=3"})
	if st.Answer().String() != want.Answer().String() {
		t.Errorf("compound replay %s, want %s", st.Answer(), want.Answer())
	}
	before := p.NewState()
	if s, err := ApplyEntry(before, "0,1=2;0,0=4"); err == nil || s != before {
		t.Errorf("entry with a bad second move: err %v, state changed %v", err, s != before)
	}
	h, _, dropped := Restore(p.NewState(), []string{"0,1=2;0,2=3", "0,0=4;1,1=1"}, 2)
	if !dropped || !reflect.DeepEqual(h.Moves, []string{"0,1=2;0,2=3"}) || h.Pos != 1 {
		t.Errorf("restore kept %q pos %d dropped %v", h.Moves, h.Pos, dropped)
	}
}

// edgeState is a fake edge genre: a set of drawn edges, move "Y,X" toggles
// the edge at lattice point (Y,X), "Y,X+" draws it.
type edgeState struct{ on map[grid.Point]bool }

func (s edgeState) Apply(m string) (puzzle.State, error) {
	var p grid.Point
	draw := strings.HasSuffix(m, "+")
	if _, err := fmt.Sscanf(strings.TrimSuffix(m, "+"), "%d,%d", &p.Y, &p.X); err != nil || !p.IsEdge() {
		return nil, fmt.Errorf("fake: bad move %q", m)
	}
	next := edgeState{on: map[grid.Point]bool{}}
	for k := range s.on {
		next.on[k] = true
	}
	next.on[p] = draw || !s.on[p]
	if !next.on[p] {
		delete(next.on, p)
	}
	return next, nil
}
func (s edgeState) Answer() puzzle.Answer { return nil }
func (s edgeState) Layout() puzzle.Display {
	d := puzzle.Display{Cols: 3, Rows: 3}
	for p := range s.on {
		d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Wall, At: p})
	}
	return d
}

// edgeInput is a Slitherlink-like pointer mapping: a tap toggles the edge
// nearest to it; a drag draws every edge it passes close to, once.
type edgeInput struct{ CellInput }

func (edgeInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	e, dist := ev.NearestEdge()
	if dist > 0.6 || !drag.Mark(e) {
		return nil
	}
	switch ev.Phase {
	case PointerDown:
		return nil // decided at the up (tap) or at the first move (drag)
	case PointerMove:
		var acts []Action
		if drag.Moves == 0 { // the down's edge joins the drag
			s, _ := drag.Start.NearestEdge()
			acts = append(acts, Action{Kind: ActMove, Move: fmt.Sprintf("%d,%d+", s.Y, s.X)})
		}
		return append(acts, Action{Kind: ActMove, Move: fmt.Sprintf("%d,%d+", e.Y, e.X)})
	}
	return nil
}

func TestFakeGenreDragIsOneUndoStep(t *testing.T) {
	geo := Geometry{Cols: 3, Rows: 3, Cell: 20, Margin: 0}
	var (
		st     puzzle.State = edgeState{}
		hist   History
		drag   *Drag
		cursor Cursor
	)
	target := pointerTarget{
		in: edgeInput{}, hist: &hist, drag: &drag, cursor: &cursor,
		position: func() (puzzle.State, puzzle.Display) { return st, st.Layout() },
		do: func(a Action) {
			if a.Kind != ActMove {
				return
			}
			next, err := ApplyEntry(st, a.Move)
			if err != nil {
				t.Fatal(err)
			}
			st = next
			hist.Push(a.Move)
		},
	}
	g := Gesture{Geo: geo}
	// Drag along the top of row 1 (y pixel 20 = lattice 2) from x=2 to x=58.
	feed := func(r RawPointer) { runPointer(g.Feed(r), target) }
	feed(RawPointer{Phase: PointerDown, PX: 8, PY: 21})
	if cursor != (Cursor{1, 0}) {
		t.Errorf("cursor %v after the down, want (1,0)", cursor)
	}
	for x := 10.0; x <= 58; x += 4 {
		feed(RawPointer{Phase: PointerMove, PX: x, PY: 20})
	}
	feed(RawPointer{Phase: PointerUp, PX: 58, PY: 20})
	var got []string
	for p := range st.(edgeState).on {
		got = append(got, fmt.Sprint(p.Y, ",", p.X))
	}
	sort.Strings(got)
	if want := []string{"2,1", "2,3", "2,5"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("drawn edges %q, want %q", got, want)
	}
	if len(hist.Moves) != 1 || drag != nil || hist.Grouping() {
		t.Fatalf("history %q (group open %v, drag %v), want one entry", hist.Moves, hist.Grouping(), drag)
	}
	// The next gesture is a new undo step; undoing it leaves the first.
	feed(RawPointer{Phase: PointerDown, PX: 40, PY: 2})
	feed(RawPointer{Phase: PointerMove, PX: 40, PY: 30})
	feed(RawPointer{Phase: PointerUp, PX: 40, PY: 30})
	if len(hist.Moves) != 2 || len(st.(edgeState).on) != 5 {
		t.Fatalf("history %q, want two entries", hist.Moves)
	}
	hist.Undo()
	back, err := Replay(edgeState{}, hist.Applied())
	if err != nil || len(back.(edgeState).on) != 3 {
		t.Errorf("undo of the second drag gives %v (%v)", back, err)
	}
}
