package main

import (
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// An empty 25x25 board: 625 empty cells are 31 runs of 20 and one of 5.
var empty25 = "sudoku/25/25/" + strings.Repeat("z", 31) + "k"

func TestSudoku25TypesTwoDigitNumbers(t *testing.T) {
	p, err := puzzle.Decode(empty25)
	if err != nil {
		t.Fatal(err)
	}
	in, ok := InputFor(p).(bigSudokuInput)
	if !ok {
		t.Fatalf("25x25 input = %T", InputFor(p))
	}
	if pad := in.Pad(); len(pad) != 26 || pad[24].Label != "25" {
		t.Fatalf("pad %v", pad)
	}
	clock := time.Unix(1e9, 0)
	in.now = func() time.Time { return clock }
	st := p.NewState()
	do := func(a Action) {
		t.Helper()
		if a.Kind != ActMove {
			t.Fatalf("action %+v", a)
		}
		if st, err = ApplyEntry(st, a.Move); err != nil {
			t.Fatalf("%q: %v", a.Move, err)
		}
	}
	// Mark 1 in a peer of r1c1 (same row) and in a cell sharing no unit
	// with it: typing 1 clears only the peer's; turning the 1 into 12
	// gives that one back and leaves the other alone.
	do(Action{Kind: ActMove, Move: "0,7~1"})
	do(Action{Kind: ActMove, Move: "7,7~1"})
	key := func(k string) Action {
		return in.Key(KeyEvent{Key: k, Code: "Digit" + k}, Cursor{0, 0}, false, st.Layout())
	}
	do(key("1"))
	clock = clock.Add(300 * time.Millisecond)
	do(key("2"))
	s := st.(*sudoku.State)
	if s.Values[0] != 12 || s.Marks[7] != 1<<1 || s.Marks[7*25+7] != 1<<1 {
		t.Fatalf("after 1, 2: value %d, marks %b %b", s.Values[0], s.Marks[7], s.Marks[7*25+7])
	}
	// A third digit cannot make 126: it starts a new number.
	clock = clock.Add(300 * time.Millisecond)
	do(key("6"))
	if v := st.(*sudoku.State).Values[0]; v != 6 {
		t.Fatalf("after 1, 2, 6: %d, want 6", v)
	}
	if !strings.Contains(in.Controls(), "1-25") {
		t.Errorf("controls %q", in.Controls())
	}
}
