package main

import (
	"strconv"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func TestCommonKeys(t *testing.T) {
	cases := []struct {
		ev   KeyEvent
		want Action
	}{
		{KeyEvent{Key: "ArrowUp"}, Action{Kind: ActStep, DY: -1}},
		{KeyEvent{Key: "ArrowDown"}, Action{Kind: ActStep, DY: 1}},
		{KeyEvent{Key: "ArrowLeft"}, Action{Kind: ActStep, DX: -1}},
		{KeyEvent{Key: "ArrowRight"}, Action{Kind: ActStep, DX: 1}},
		{KeyEvent{Key: "p"}, Action{Kind: ActPencil}},
		{KeyEvent{Key: "P", Shift: true}, Action{Kind: ActPencil}},
		{KeyEvent{Key: "z", Ctrl: true}, Action{Kind: ActUndo}},
		{KeyEvent{Key: "z", Meta: true}, Action{Kind: ActUndo}},
		{KeyEvent{Key: "y", Ctrl: true}, Action{Kind: ActRedo}},
		{KeyEvent{Key: "Z", Ctrl: true, Shift: true}, Action{Kind: ActRedo}},
		{KeyEvent{Key: "p", Ctrl: true}, Action{}}, // Ctrl+P is the browser's print
		{KeyEvent{Key: "5"}, Action{}},             // digits are the genre's
	}
	for _, c := range cases {
		if got := CommonKey(c.ev); got != c.want {
			t.Errorf("%+v: got %+v, want %+v", c.ev, got, c.want)
		}
	}
}

func TestCursorStepClamps(t *testing.T) {
	c := Cursor{Y: 0, X: 8}
	if got := c.Step(-1, 1, 9, 9); got != (Cursor{0, 8}) {
		t.Fatalf("step off the corner = %+v", got)
	}
	if got := c.Step(3, -2, 9, 9); got != (Cursor{3, 6}) {
		t.Fatalf("step = %+v", got)
	}
}

// display of a 4x4 board: a clue at r1c1, a number at r1c2, marks at r1c3.
func sampleDisplay() puzzle.Display {
	return puzzle.Display{Cols: 4, Rows: 4, Items: []puzzle.Item{
		{Kind: puzzle.Clue, At: grid.Point{Y: 1, X: 1}, Text: "1"},
		{Kind: puzzle.Number, At: grid.Point{Y: 1, X: 3}, Text: "2"},
		{Kind: puzzle.Marks, At: grid.Point{Y: 1, X: 5}, Text: "34", Value: 4},
	}}
}

func TestCellInputKeys(t *testing.T) {
	in := CellInput{Symbols: 4}
	d := sampleDisplay()
	empty := Cursor{Y: 2, X: 2}
	cases := []struct {
		name   string
		ev     KeyEvent
		cur    Cursor
		pencil bool
		want   Action
	}{
		{"digit", KeyEvent{Key: "3", Code: "Digit3"}, empty, false, Action{Kind: ActMove, Move: "2,2=3"}},
		{"numpad", KeyEvent{Key: "4", Code: "Numpad4"}, empty, false, Action{Kind: ActMove, Move: "2,2=4"}},
		{"pencil mode", KeyEvent{Key: "3", Code: "Digit3"}, empty, true, Action{Kind: ActMove, Move: "2,2~3"}},
		{"shift digit marks", KeyEvent{Key: "#", Code: "Digit3", Shift: true}, empty, false, Action{Kind: ActMove, Move: "2,2~3"}},
		{"shift in pencil mode writes", KeyEvent{Key: "#", Code: "Digit3", Shift: true}, empty, true, Action{Kind: ActMove, Move: "2,2=3"}},
		{"digit above N", KeyEvent{Key: "5", Code: "Digit5"}, empty, false, Action{}},
		{"letter on a 4x4", KeyEvent{Key: "a", Code: "KeyA"}, empty, false, Action{}},
		{"given cell", KeyEvent{Key: "2", Code: "Digit2"}, Cursor{0, 0}, false, Action{}},
		{"same digit again", KeyEvent{Key: "2", Code: "Digit2"}, Cursor{0, 1}, false, Action{}},
		{"overwrite digit", KeyEvent{Key: "3", Code: "Digit3"}, Cursor{0, 1}, false, Action{Kind: ActMove, Move: "0,1=3"}},
		{"mark on a digit", KeyEvent{Key: "3", Code: "Digit3"}, Cursor{0, 1}, true, Action{}},
		{"backspace clears digit", KeyEvent{Key: "Backspace"}, Cursor{0, 1}, false, Action{Kind: ActMove, Move: "0,1=0"}},
		{"delete clears marks", KeyEvent{Key: "Delete"}, Cursor{0, 2}, false, Action{Kind: ActMove, Move: "0,2~0"}},
		{"zero clears", KeyEvent{Key: "0", Code: "Digit0"}, Cursor{0, 1}, false, Action{Kind: ActMove, Move: "0,1=0"}},
		{"erase empty", KeyEvent{Key: "Backspace"}, empty, false, Action{}},
		{"erase given", KeyEvent{Key: "Backspace"}, Cursor{0, 0}, false, Action{}},
		{"ctrl digit ignored", KeyEvent{Key: "3", Code: "Digit3", Ctrl: true}, empty, false, Action{}},
	}
	for _, c := range cases {
		if got := in.Key(c.ev, c.cur, c.pencil, d); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestCellInputLettersOn16(t *testing.T) {
	in := CellInput{Symbols: 16}
	var d puzzle.Display
	for key, want := range map[string]string{"a": "0,0=10", "G": "0,0=16", "9": "0,0=9"} {
		if got := in.Key(KeyEvent{Key: key}, Cursor{}, false, d); got.Move != want {
			t.Errorf("key %q: got %+v, want move %s", key, got, want)
		}
	}
	if got := in.Key(KeyEvent{Key: "h"}, Cursor{}, false, d); got.Kind != ActNone {
		t.Errorf("h on 16x16 = %+v", got)
	}
}

func TestPad(t *testing.T) {
	in := CellInput{Symbols: 16}
	keys := in.Pad()
	if len(keys) != 17 || keys[0].ID != "pad-1" || keys[9].Label != "A" || keys[15].Label != "G" || keys[15].ID != "pad-16" || keys[16].ID != "pad-erase" {
		t.Fatalf("pad = %+v", keys)
	}
	d := sampleDisplay()
	if got := in.Press(keys[2], Cursor{2, 2}, true, d); got.Move != "2,2~3" {
		t.Fatalf("pad 3 in pencil mode = %+v", got)
	}
	if got := in.Press(keys[16], Cursor{0, 1}, false, d); got.Move != "0,1=0" {
		t.Fatalf("pad erase = %+v", got)
	}
}

func TestInputForGenres(t *testing.T) {
	p := example4(t)
	in := InputFor(p)
	if in == nil || len(in.Pad()) != 5 {
		t.Fatalf("sudoku 4x4 input = %+v", in)
	}
	// Every move the input produces on a fresh board applies.
	st := p.NewState()
	d := st.Layout()
	for y := 0; y < 4; y++ {
		for x := 0; x < 4; x++ {
			for _, pencil := range []bool{false, true} {
				a := in.Key(KeyEvent{Key: "2", Code: "Digit2"}, Cursor{y, x}, pencil, d)
				if a.Kind != ActMove {
					continue
				}
				if _, err := st.Apply(a.Move); err != nil {
					t.Errorf("move %q from input does not apply: %v", a.Move, err)
				}
			}
		}
	}
}

// Shift+arrow goes to the genre first (edge genres use it), and moves the
// cursor when the genre has no use for it.
func TestMapKeyShiftArrow(t *testing.T) {
	ev := KeyEvent{Key: "ArrowLeft", Shift: true}
	if got := CommonKey(ev); got.Kind != ActNone {
		t.Errorf("CommonKey took Shift+arrow: %+v", got)
	}
	if got := MapKey(CellInput{Symbols: 9}, ev, Cursor{2, 2}, false, puzzle.Display{}); got != (Action{Kind: ActStep, DX: -1}) {
		t.Errorf("Sudoku Shift+Left = %+v, want a step left", got)
	}
	if got := MapKey(shiftEdges{}, ev, Cursor{2, 2}, false, puzzle.Display{}); got != (Action{Kind: ActMove, Move: "5,4"}) {
		t.Errorf("edge genre Shift+Left = %+v, want the left side (5,4)", got)
	}
	if got := MapKey(shiftEdges{}, KeyEvent{Key: "z", Ctrl: true}, Cursor{}, false, puzzle.Display{}); got.Kind != ActUndo {
		t.Errorf("the common keys come first: %+v", got)
	}
}

type shiftEdges struct{ CellInput }

func (shiftEdges) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if e, _, _, ok := EdgeKey(ev, cur); ok && ev.Shift {
		return Action{Kind: ActMove, Move: strconv.Itoa(e.Y) + "," + strconv.Itoa(e.X)}
	}
	return Action{}
}

func TestRegisterInput(t *testing.T) {
	if !HasInput("sudoku") {
		t.Fatal("sudoku has no input (app/input_sudoku.go)")
	}
	defer func() {
		if recover() == nil {
			t.Error("registering sudoku twice did not panic")
		}
	}()
	RegisterInput("sudoku", func(puzzle.Puzzle) Input { return CellInput{} })
}
