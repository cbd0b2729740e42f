package main

import (
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// example4 is the Sudoku genre's 4x4 example: givens 1.../..3./.4../...2.
func example4(t *testing.T) puzzle.Puzzle {
	t.Helper()
	p, err := puzzle.Decode(sudoku.Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestHistoryUndoRedoBranch(t *testing.T) {
	var h History
	if h.CanUndo() || h.CanRedo() || h.Undo() {
		t.Fatal("empty history claims it can move")
	}
	h.Push("a")
	h.Push("b")
	h.Push("c")
	if !h.Undo() || !h.Undo() {
		t.Fatal("undo failed")
	}
	if got := h.Applied(); !reflect.DeepEqual(got, []string{"a"}) {
		t.Fatalf("applied after two undos = %v", got)
	}
	if m, ok := h.Redo(); !ok || m != "b" {
		t.Fatalf("redo = %q %v, want b", m, ok)
	}
	// A new move after an undo cuts off the redo branch ("c").
	h.Push("d")
	if h.CanRedo() {
		t.Fatal("redo branch survived a new move")
	}
	if !reflect.DeepEqual(h.Moves, []string{"a", "b", "d"}) || h.Pos != 3 {
		t.Fatalf("history = %v pos %d", h.Moves, h.Pos)
	}
	// Applied is a copy: changing it must not change the history.
	ap := h.Applied()
	ap[0] = "x"
	if h.Moves[0] != "a" {
		t.Fatal("Applied aliases the history")
	}
}

func TestHistoryPushDoesNotClobberSharedBacking(t *testing.T) {
	// Push after Undo must not write into a slice a save still holds.
	var h History
	h.Push("a")
	h.Push("b")
	saved := h.Moves
	h.Undo()
	h.Push("z")
	if saved[1] != "b" {
		t.Fatalf("earlier moves slice changed to %v", saved)
	}
}

func TestReplayAndRestore(t *testing.T) {
	p := example4(t)
	start := p.NewState()
	moves := []string{"0,1=2", "0,2=3", "0,3=4"}
	st, err := Replay(start, moves)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Answer().String(); got[:4] != "1234" {
		t.Fatalf("row 1 after replay = %q", got[:4])
	}
	if _, err := Replay(start, []string{"0,1=2", "nonsense"}); err == nil {
		t.Fatal("replay accepted a bad move")
	}

	// Restore at an inner position keeps the redo branch.
	h, cur, dropped := Restore(start, moves, 2)
	if dropped || h.Pos != 2 || len(h.Moves) != 3 {
		t.Fatalf("restore: %+v dropped=%v", h, dropped)
	}
	want, _ := Replay(start, moves[:2])
	if cur.Answer().String() != want.Answer().String() {
		t.Fatalf("restored state %q, want %q", cur.Answer(), want.Answer())
	}

	// A bad move truncates the history there; the position is clamped.
	h, cur, dropped = Restore(start, []string{"0,1=2", "0,0=4", "0,3=4"}, 3)
	if !dropped || len(h.Moves) != 1 || h.Pos != 1 {
		t.Fatalf("restore with a move on a given: %+v dropped=%v", h, dropped)
	}
	if cur.Answer().String()[:4] != "12.." {
		t.Fatalf("restored state %q", cur.Answer())
	}
	// Out-of-range positions are clamped, never a panic.
	if h, _, _ := Restore(start, moves, 99); h.Pos != 3 {
		t.Fatalf("pos 99 restored as %d", h.Pos)
	}
	if h, cur, _ := Restore(start, moves, -5); h.Pos != 0 || cur.Answer().String() != start.Answer().String() {
		t.Fatalf("pos -5 restored as %d", h.Pos)
	}
}
