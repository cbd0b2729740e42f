package main

import (
	"testing"

	"pencilbox/solver/evolomino"
)

// The example (o given square, # shaded) and its solution:
//
//	o . . . o .      o o o . o o
//	# . . . . .      # . . . . .
//	. . . # . .      o o o # o o
//	. . # . . .  ->  . o # . o .
//	o . o . . .      o . o . . o
//	. . . . . .      o . o . o o
//	. . . . # o      . . o . # o
const evolominoEx = "evolmino/6/7/i6900910k00005zz1p0008222o"

// marks is the position as rows of o (square, given or not), x (cross),
// # (shaded) and . (empty).
func (r *rig) marks() string {
	s := r.st.(*evolomino.State)
	g := s.P.G
	var b []byte
	for c, m := range s.Marks {
		if c > 0 && c%g.Cols == 0 {
			b = append(b, '/')
		}
		switch {
		case s.P.Cells[c] == evolomino.Shaded:
			b = append(b, '#')
		case m == evolomino.Square:
			b = append(b, 'o')
		case m == evolomino.NoSquare:
			b = append(b, 'x')
		default:
			b = append(b, '.')
		}
	}
	return string(b)
}

func (r *rig) wantMarks(want, what string) {
	r.t.Helper()
	if got := r.marks(); got != want {
		r.t.Errorf("%s:\n  got  %s\n  want %s", what, got, want)
	}
	r.noErrors(what)
}

const evFresh = "o...o./#...../...#../..#.../o.o.../....../....#o"

func TestEvolominoTapsAndKeys(t *testing.T) {
	r := newRig(t, evolominoEx)
	r.tap(1.4, 3.3, false) // r1c2: a square
	r.wantMarks("oo..o./#...../...#../..#.../o.o.../....../....#o", "a tap")
	r.tap(1, 3, false)
	r.wantMarks(evFresh, "a second tap")
	r.tap(1, 3, true) // right-click: a cross
	r.wantMarks("ox..o./#...../...#../..#.../o.o.../....../....#o", "right-click")
	r.tap(1, 3, false) // a tap on a cross: a square
	r.wantMarks("oo..o./#...../...#../..#.../o.o.../....../....#o", "a tap on a cross")
	r.longPress(1, 3) // long press on a square: a cross
	r.wantMarks("ox..o./#...../...#../..#.../o.o.../....../....#o", "long press")
	n := len(r.hist.Moves)
	r.tap(1, 1, false) // the given square
	r.tap(3, 1, true)  // the shaded cell
	if len(r.hist.Moves) != n {
		t.Errorf("taps on fixed cells recorded %q", r.hist.Moves[n:])
	}
	// Keyboard: space toggles the square, x and period the cross.
	r.cursor = Cursor{1, 1}
	r.key(" ", false)
	r.wantMarks("ox..o./#o..../...#../..#.../o.o.../....../....#o", "space")
	r.key("x", false)
	r.wantMarks("ox..o./#x..../...#../..#.../o.o.../....../....#o", "x on a square")
	r.key(".", false)
	r.wantMarks("ox..o./#...../...#../..#.../o.o.../....../....#o", "period on a cross")
	r.key("ArrowUp", false)
	r.key("Backspace", false)
	r.wantMarks(evFresh, "Backspace on the cross")
	// Cross mode: taps put crosses.
	r.press("pad-cross")
	r.tap(13, 1, false)
	r.wantMarks(evFresh[:len(evFresh)-6]+"x...#o", "a tap in Cross mode")
}

func TestEvolominoDragPaints(t *testing.T) {
	r := newRig(t, evolominoEx)
	// Row 3 from r3c1 to r3c6 passes the shaded r3c4.
	r.stroke(false, centre(2, 0), centre(2, 5))
	r.wantMarks("o...o./#...../ooo#oo/..#.../o.o.../....../....#o", "a drag along row 3")
	if len(r.hist.Moves) != 1 {
		t.Errorf("history %q: want the drag as one entry", r.hist.Moves)
	}
	// A drag starting on a square erases squares.
	r.stroke(false, centre(2, 1), centre(2, 2))
	r.wantMarks("o...o./#...../o..#oo/..#.../o.o.../....../....#o", "an erasing drag")
	r.do(Action{Kind: ActUndo})
	r.wantMarks("o...o./#...../ooo#oo/..#.../o.o.../....../....#o", "undo of the erasing drag")
	// A right-button drag paints crosses.
	r.stroke(true, centre(5, 0), centre(5, 2))
	r.wantMarks("o...o./#...../ooo#oo/..#.../o.o.../xxx.../....#o", "a right drag")
}

// Clicking the solution's squares solves the example.
func TestEvolominoClickSolution(t *testing.T) {
	r := newRig(t, evolominoEx)
	sol := []string{"ooo.oo", "#.....", "ooo#oo", ".o#.o.", "o.o..o", "o.o.oo", "..o.#o"}
	fresh := []string{"o...o.", "#.....", "...#..", "..#...", "o.o...", "......", "....#o"}
	for y, row := range sol {
		for x := range row {
			if row[x] == 'o' && fresh[y][x] != 'o' {
				r.tap(float64(2*y+1), float64(2*x+1), false)
			}
		}
	}
	r.noErrors("clicking the solution")
	if v := r.p.Check(r.st.Answer()); len(v) > 0 {
		t.Errorf("the clicked solution breaks the rules: %v", v)
	}
}
