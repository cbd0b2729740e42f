package main

import (
	"strconv"

	"pencilbox/solver/evolomino"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Evolomino is played on the cells (issue 4's conventions): a click or tap
// toggles a square; a right-click or long press toggles the "no square"
// cross; a drag paints what its first cell became on every cell it passes
// (one undo step). On the keyboard space toggles the square of the cursor
// cell, x or period the cross. A Cross mode (pad key) makes taps and drags
// put crosses, for touch screens without a second button.
//
// The moves are the genre's "Y,X=o" (square), "Y,X=x" (cross) and "Y,X=."
// (clear). What a cell holds is read from the display list (a Fill of
// value FillSquare is the player's square, FillGiven a given one,
// FillShaded a shaded cell, a Cross the cross), so keys, pad and pointer
// decide from what the player sees.
func init() {
	RegisterInput("evolomino", func(p puzzle.Puzzle) Input {
		cols, rows := p.Size()
		return &evolominoInput{cols: cols, rows: rows}
	})
}

// Cell contents as the input sees them; the first three are the moves'
// values.
const (
	evEmpty  byte = '.'
	evSquare byte = 'o'
	evCross  byte = 'x'
	evFixed  byte = '#' // a given square or a shaded cell: never changed
)

type evolominoInput struct {
	cols, rows int
	cross      bool // Cross mode: primary taps and drags put crosses
}

var (
	_ PointerInput = (*evolominoInput)(nil)
	_ InputHelp    = (*evolominoInput)(nil)
)

func (in *evolominoInput) Controls() string {
	return "Click or tap a white cell to draw a square there; again to remove it. Right-click or long-press marks " +
		"the cell with a cross (no square), or takes the cross away. Drag to paint: every cell the drag passes " +
		"gets what the first cell became. The Cross key switches taps and drags to crosses. " +
		"Keyboard: the arrows move the cursor, space toggles the square, x or period (.) the cross, " +
		"Backspace clears the cell. Ctrl+Z undoes, Ctrl+Y redoes."
}

// Related: no row, column or same-symbol shading (it means nothing here).
func (in *evolominoInput) Related() bool { return false }

func (in *evolominoInput) Pad() []PadKey {
	return []PadKey{
		{Digit: 1, Label: "Square", ID: "pad-square", On: !in.cross},
		{Digit: 2, Label: "Cross", ID: "pad-cross", On: in.cross},
		{Digit: 0, Label: "Erase", ID: "pad-erase"},
	}
}

func (in *evolominoInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch k.Digit {
	case 0:
		return in.set(cur, evEmpty, d)
	case 1, 2:
		in.cross = k.Digit == 2
	}
	return Action{}
}

func (in *evolominoInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case " ", "Spacebar", "o", "O":
		return in.toggle(cur, evSquare, d)
	case "x", "X", ".", "Decimal":
		return in.toggle(cur, evCross, d)
	case "Backspace", "Delete", "0":
		return in.set(cur, evEmpty, d)
	}
	return Action{}
}

// toggle gives the cursor cell m, or clears it when it holds m.
func (in *evolominoInput) toggle(cur Cursor, m byte, d puzzle.Display) Action {
	if evolominoCell(d, cur.Point()) == m {
		m = evEmpty
	}
	return in.set(cur, m, d)
}

// set is the move giving the cursor cell m; nothing for a fixed cell, a
// cell off the board or one that holds m already.
func (in *evolominoInput) set(cur Cursor, m byte, d puzzle.Display) Action {
	if cur.Y < 0 || cur.X < 0 || cur.Y >= in.rows || cur.X >= in.cols {
		return Action{}
	}
	if old := evolominoCell(d, cur.Point()); old == evFixed || old == m {
		return Action{}
	}
	return Action{Kind: ActMove, Move: evolominoMove(cur, m)}
}

// Pointer: the down toggles its cell at once (primary: the square;
// secondary or Cross mode: the cross) and keeps the result as the drag's
// paint; every cell the pointer then enters gets that paint. A down on a
// fixed cell paints nothing. Each cell is handled once per gesture.
func (in *evolominoInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	switch ev.Phase {
	case PointerDown:
		drag.Paint = ""
		c, ok := ev.Cell()
		if !ok {
			return nil
		}
		drag.From = c.Point()
		drag.Mark(drag.From)
		old := evolominoCell(d, drag.From)
		if old == evFixed {
			return nil
		}
		m := evSquare
		if ev.Button == ButtonSecondary || in.cross {
			m = evCross
		}
		if old == m {
			m = evEmpty
		}
		drag.Paint = string(m)
		return []Action{{Kind: ActMove, Move: evolominoMove(c, m)}}
	case PointerMove:
		if len(drag.Paint) != 1 {
			return nil
		}
		c, ok := (&nurikabeInput{}).reached(ev)
		if !ok || c.Point() == drag.From {
			return nil
		}
		var acts []Action
		for _, p := range cellPath(drag.From, c.Point()) {
			if !drag.Mark(p) {
				continue
			}
			if old := evolominoCell(d, p); old == evFixed || old == drag.Paint[0] {
				continue
			}
			acts = append(acts, Action{Kind: ActMove, Move: evolominoMove(Cursor{Y: p.Y / 2, X: p.X / 2}, drag.Paint[0])})
		}
		drag.From = c.Point()
		return acts
	}
	return nil
}

// evolominoCell reads what the cell at lattice centre p shows.
func evolominoCell(d puzzle.Display, p grid.Point) byte {
	m := evEmpty
	for _, it := range d.Items {
		if it.At != p {
			continue
		}
		switch it.Kind {
		case puzzle.Fill:
			if it.Value != evolomino.FillSquare {
				return evFixed
			}
			m = evSquare
		case puzzle.Cross:
			m = evCross
		}
	}
	return m
}

func evolominoMove(c Cursor, m byte) string {
	return strconv.Itoa(c.Y) + "," + strconv.Itoa(c.X) + "=" + string(m)
}
