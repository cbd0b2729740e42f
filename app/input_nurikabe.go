package main

import (
	"math"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Nurikabe is played on the cells (issue 3's conventions): a click or tap
// cycles a cell empty, wall, dot, empty; a right-click or long press puts a
// dot (or takes it away); a drag paints what its first cell became on every
// cell it passes (one undo step), so a stroke shades or dots a whole run.
// A drag that starts on a number paints dots: the island drawn out of its
// number. On the keyboard space toggles the wall and period the dot of the
// cursor cell. A Dot mode (pad key or d) makes taps and drags put dots, for
// touch screens without a second button.
//
// The moves are the genre's "Y,X#" (wall), "Y,X." (dot) and "Y,X_"
// (clear). What a cell holds is read from the display list (a Fill is a
// wall, a Dot a dot, a Clue a number), so keys, pad and pointer decide
// from what the player sees.
func init() {
	RegisterInput("nurikabe", func(p puzzle.Puzzle) Input {
		cols, rows := p.Size()
		return &nurikabeInput{cols: cols, rows: rows}
	})
}

// Cell marks as moves write them.
const (
	nkEmpty byte = '_'
	nkWall  byte = '#'
	nkDot   byte = '.'
	nkClue  byte = 'n' // a number: never changed by input
)

// cellReach is how far (lattice units, Chebyshev, from the centre; a cell
// is 2 wide) a dragging pointer must come into a cell to paint it: a path
// that grazes the corner of a cell on its way diagonally does not paint
// it. Fingers are less precise, so they get the whole cell but a little.
const (
	cellReach      = 0.8
	cellReachTouch = 0.95
)

type nurikabeInput struct {
	cols, rows int
	dots       bool // Dot mode: primary taps and drags put dots
}

var _ PointerInput = (*nurikabeInput)(nil)

func (in *nurikabeInput) Controls() string {
	return "Click or tap a cell to shade it (wall); again for a dot (island, not wall); a third time clears it. " +
		"Right-click or long-press puts a dot, or takes it away. Drag to paint: every cell the drag passes " +
		"gets what the first cell became (a drag from a number paints dots, drawing its island). The Dot key " +
		"(or d) switches taps and drags to dots. Keyboard: the arrows move the cursor, space toggles the wall, " +
		"period (.) toggles the dot, Backspace clears the cell. Ctrl+Z undoes, Ctrl+Y redoes."
}

// Related: no row, column or same-number shading around the cursor (it
// means nothing for islands).
func (in *nurikabeInput) Related() bool { return false }

func (in *nurikabeInput) Pad() []PadKey {
	return []PadKey{
		{Digit: 1, Label: "Wall", ID: "pad-wall", On: !in.dots},
		{Digit: 2, Label: "Dot", ID: "pad-dot", On: in.dots},
		{Digit: 0, Label: "Erase", ID: "pad-erase"},
	}
}

func (in *nurikabeInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	switch k.Digit {
	case 0:
		return in.set(cur, nkEmpty, d)
	case 1, 2:
		in.dots = k.Digit == 2
	}
	return Action{}
}

func (in *nurikabeInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case " ", "Spacebar", "#":
		return in.toggle(cur, nkWall, d)
	case ".", "Decimal":
		return in.toggle(cur, nkDot, d)
	case "d", "D":
		in.dots = !in.dots
		return Action{}
	case "Backspace", "Delete", "0":
		return in.set(cur, nkEmpty, d)
	}
	return Action{}
}

// toggle gives the cursor cell mark m, or clears it when it holds m.
func (in *nurikabeInput) toggle(cur Cursor, m byte, d puzzle.Display) Action {
	if nurikabeCell(d, cur.Point()) == m {
		m = nkEmpty
	}
	return in.set(cur, m, d)
}

// set is the move giving the cursor cell mark m; nothing for a number, a
// cell off the board or one that holds m already (a no-op move would be
// an empty undo step).
func (in *nurikabeInput) set(cur Cursor, m byte, d puzzle.Display) Action {
	if cur.Y < 0 || cur.X < 0 || cur.Y >= in.rows || cur.X >= in.cols {
		return Action{}
	}
	if old := nurikabeCell(d, cur.Point()); old == nkClue || old == m {
		return Action{}
	}
	return Action{Kind: ActMove, Move: nurikabeMove(cur, m)}
}

// Pointer: the down changes its cell at once (primary: empty, wall, dot,
// empty; secondary or Dot mode: dot on or off) and keeps the result as the
// drag's paint; every cell the pointer then enters gets that paint. A
// down on a number changes nothing and paints dots. Each cell is handled
// once per gesture, so wiggling across a border changes nothing more.
func (in *nurikabeInput) Pointer(ev PointerEvent, drag *Drag, st puzzle.State, d puzzle.Display) []Action {
	switch ev.Phase {
	case PointerDown:
		c, ok := ev.Cell()
		if !ok {
			drag.Paint = "" // from outside the board: paints nothing
			return nil
		}
		drag.From = c.Point()
		drag.Mark(drag.From)
		old := nurikabeCell(d, drag.From)
		if old == nkClue {
			drag.Paint = string(nkDot)
			return nil
		}
		m := in.next(old, ev.Button)
		drag.Paint = string(m)
		return []Action{{Kind: ActMove, Move: nurikabeMove(c, m)}}
	case PointerMove:
		if len(drag.Paint) != 1 {
			return nil
		}
		c, ok := in.reached(ev)
		if !ok || c.Point() == drag.From {
			return nil
		}
		marks := nurikabeCells(d)
		var acts []Action
		for _, p := range cellPath(drag.From, c.Point()) {
			if !drag.Mark(p) {
				continue
			}
			if old := marks.at(p); old == nkClue || old == drag.Paint[0] {
				continue
			}
			acts = append(acts, Action{Kind: ActMove, Move: nurikabeMove(Cursor{Y: p.Y / 2, X: p.X / 2}, drag.Paint[0])})
		}
		drag.From = c.Point()
		return acts
	}
	return nil
}

// next is what a tap makes of a cell holding old.
func (in *nurikabeInput) next(old byte, b Button) byte {
	if b == ButtonSecondary || in.dots {
		if old == nkDot {
			return nkEmpty
		}
		return nkDot
	}
	switch old {
	case nkEmpty:
		return nkWall
	case nkWall:
		return nkDot
	}
	return nkEmpty
}

// reached is the cell a dragging pointer is well inside, if any.
func (in *nurikabeInput) reached(ev PointerEvent) (Cursor, bool) {
	c, ok := ev.Cell()
	if !ok {
		return Cursor{}, false
	}
	reach := cellReach
	if ev.Touch {
		reach = cellReachTouch
	}
	p := c.Point()
	if math.Max(math.Abs(ev.Y-float64(p.Y)), math.Abs(ev.X-float64(p.X))) > reach {
		return Cursor{}, false
	}
	return c, true
}

// cellPath lists the cells (lattice centres) after a up to b, stepping to
// side neighbours only, along the longer axis first: a fast pointer skips
// cells between two events, and the player meant the cells between.
func cellPath(a, b grid.Point) []grid.Point {
	var out []grid.Point
	step := func(p *int, to int, vertical bool, other *int) {
		for *p != to {
			if to < *p {
				*p -= 2
			} else {
				*p += 2
			}
			if vertical {
				out = append(out, grid.Point{Y: *p, X: *other})
			} else {
				out = append(out, grid.Point{Y: *other, X: *p})
			}
		}
	}
	y, x := a.Y, a.X
	if absInt(b.Y-a.Y) > absInt(b.X-a.X) {
		step(&y, b.Y, true, &x)
		step(&x, b.X, false, &y)
	} else {
		step(&x, b.X, false, &y)
		step(&y, b.Y, true, &x)
	}
	return out
}

// nurikabeMarks holds what the marked cells show; other cells are empty.
type nurikabeMarks map[grid.Point]byte

func (m nurikabeMarks) at(p grid.Point) byte {
	if v, ok := m[p]; ok {
		return v
	}
	return nkEmpty
}

// nurikabeCells reads every cell's mark from the display list.
func nurikabeCells(d puzzle.Display) nurikabeMarks {
	m := nurikabeMarks{}
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Clue:
			m[it.At] = nkClue
		case puzzle.Fill:
			if m[it.At] != nkClue {
				m[it.At] = nkWall
			}
		case puzzle.Dot:
			if m[it.At] != nkClue {
				m[it.At] = nkDot
			}
		}
	}
	return m
}

// nurikabeCell is the mark of the cell at lattice centre p.
func nurikabeCell(d puzzle.Display, p grid.Point) byte {
	m := nkEmpty
	for _, it := range d.Items {
		if it.At != p {
			continue
		}
		switch it.Kind {
		case puzzle.Clue:
			return nkClue
		case puzzle.Fill:
			m = nkWall
		case puzzle.Dot:
			m = nkDot
		}
	}
	return m
}

func nurikabeMove(c Cursor, m byte) string {
	return strconv.Itoa(c.Y) + "," + strconv.Itoa(c.X) + string(m)
}
