package main

import (
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Input mapping is pure Go: a key press, a pad button or a tap becomes an
// Action (usually a move text) here, and the page only executes actions. So
// every rule of the pinned keyboard contract is tested natively, and a new
// genre adds an Input without touching the page.

// Cursor is the selected cell, 0-based.
type Cursor struct{ Y, X int }

// Point is the cursor's cell on the doubled lattice.
func (c Cursor) Point() grid.Point { return grid.Point{Y: 2*c.Y + 1, X: 2*c.X + 1} }

// KeyEvent is the part of a DOM KeyboardEvent the mapping needs.
type KeyEvent struct {
	Key, Code              string
	Ctrl, Meta, Shift, Alt bool
}

// ActionKind says what an Action asks the page to do.
type ActionKind int

const (
	ActNone   ActionKind = iota
	ActMove              // apply Move and record it
	ActStep              // move the cursor by DY, DX (clamped)
	ActSelect            // put the cursor on At
	ActUndo
	ActRedo
	ActPencil // toggle pencil mode
)

// Action is one thing the page does in answer to input.
type Action struct {
	Kind   ActionKind
	Move   string
	DY, DX int
	At     Cursor
}

// PadKey is one on-screen button: Digit 0 is the eraser (drawn with the
// eraser icon, full width). Other keys are free for the genre: Digit is
// whatever its Press understands (a symbol, or a mode number such as
// "paint walls"), Label the text shown, ID the DOM id ("pad-<something>";
// the pinned ones are pad-1..pad-N and pad-erase). On shows the key
// pressed, for mode keys of an Input that keeps a mode (a pointer-receiver
// Input may change its own fields in Press and return ActNone).
type PadKey struct {
	Digit int
	Label string
	ID    string
	On    bool
}

// Input is how a genre is played. Only the genre-specific part lives here;
// undo, redo, pencil toggling and cursor keys are common (CommonKey).
type Input interface {
	// Pad lists the on-screen buttons, eraser last.
	Pad() []PadKey
	// Key maps a key press with the cursor at cur; d is the position's
	// display list, which tells what the cursor cell holds.
	Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action
	// Press maps an on-screen button.
	Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action
}

// inputs holds each genre's Input constructor, filled by RegisterInput from
// the init of app/input_<genre>.go. A registered genre without one is shown
// read-only with a message, and its home card says "coming soon".
var inputs = map[string]func(p puzzle.Puzzle) Input{}

// RegisterInput makes genre (its puzzle.Genre Name, e.g. "sudoku")
// playable: f builds the Input for one puzzle of that genre (it may read
// the puzzle's size, symbols or islands; it is called once per opened
// puzzle). Call it from init in app/input_<genre>.go. Registering a genre
// twice is a programming error and panics at start-up, like
// puzzle.Register.
func RegisterInput(genre string, f func(puzzle.Puzzle) Input) {
	if f == nil {
		panic("app: RegisterInput(" + genre + ") with a nil constructor")
	}
	if _, dup := inputs[genre]; dup {
		panic("app: input registered twice for genre " + genre)
	}
	inputs[genre] = f
}

// RegisterInputOf is RegisterInput for an Input built from the genre's own
// puzzle type P; a puzzle of another type gets no Input.
func RegisterInputOf[P puzzle.Puzzle](genre string, f func(P) Input) {
	RegisterInput(genre, func(p puzzle.Puzzle) Input {
		if gp, ok := p.(P); ok {
			return f(gp)
		}
		return nil
	})
}

// HasInput reports whether genre has a registered Input.
func HasInput(genre string) bool { _, ok := inputs[genre]; return ok }

// InputFor returns p's Input, or nil when its genre cannot be played yet.
func InputFor(p puzzle.Puzzle) Input {
	if f, ok := inputs[p.Genre().Name()]; ok {
		return f(p)
	}
	return nil
}

// InputHelp is an optional interface of an Input: Controls is the one
// paragraph under "How to play" that explains the controls (keys, taps,
// drags). Inputs without it get the cell-genre text.
type InputHelp interface {
	Controls() string
}

// MapKey is the whole keyboard mapping of the page: the common keys first
// (undo, redo, pencil, arrows), then the genre's Key. Shift+arrow is left
// to the genre, so edge genres can use it (see EdgeKey); when the genre
// does nothing with it, it moves the cursor like a plain arrow.
//
// Keyboard play on edges and lines, the convention for edge genres: the
// cursor always sits on a cell; Shift+arrow acts on the side of the cursor
// cell in that direction (Slitherlink: toggle the line on that edge; Hashi
// and Flow: draw or extend towards the neighbour), and the genre's own
// letter keys (e.g. "x" for a cross) act on the cell or, with EdgeKey, on a
// side. EdgeKey maps the arrow to the edge point.
func MapKey(in Input, ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	act := CommonKey(ev)
	if act.Kind == ActNone && in != nil {
		act = in.Key(ev, cur, pencil, d)
	}
	if act.Kind == ActNone && ev.Shift && !ev.Ctrl && !ev.Meta && !ev.Alt {
		if dy, dx, ok := arrowDir(ev.Key); ok {
			act = Action{Kind: ActStep, DY: dy, DX: dx}
		}
	}
	return act
}

func arrowDir(key string) (dy, dx int, ok bool) {
	switch key {
	case "ArrowUp":
		return -1, 0, true
	case "ArrowDown":
		return 1, 0, true
	case "ArrowLeft":
		return 0, -1, true
	case "ArrowRight":
		return 0, 1, true
	}
	return 0, 0, false
}

// EdgeKey maps an arrow key to the side of the cursor cell in that
// direction (a lattice edge point) and the neighbouring cell's direction
// (dy, dx); ok is false for other keys. The edge may be on the board's
// outline: genres check their own bounds.
func EdgeKey(ev KeyEvent, cur Cursor) (edge grid.Point, dy, dx int, ok bool) {
	dy, dx, ok = arrowDir(ev.Key)
	if !ok {
		return grid.Point{}, 0, 0, false
	}
	p := cur.Point()
	return grid.Point{Y: p.Y + dy, X: p.X + dx}, dy, dx, true
}

// CommonKey maps the keys every genre shares (pinned: arrows, p, Ctrl+Z,
// Ctrl+Y, Ctrl+Shift+Z; Cmd works like Ctrl for Mac users). Shift+arrow is
// not common: MapKey offers it to the genre first.
func CommonKey(ev KeyEvent) Action {
	mod := ev.Ctrl || ev.Meta
	switch {
	case mod && !ev.Alt && strings.EqualFold(ev.Key, "z") && ev.Shift:
		return Action{Kind: ActRedo}
	case mod && !ev.Alt && strings.EqualFold(ev.Key, "z"):
		return Action{Kind: ActUndo}
	case mod && !ev.Alt && strings.EqualFold(ev.Key, "y"):
		return Action{Kind: ActRedo}
	case mod || ev.Alt:
		return Action{} // leave browser shortcuts alone
	}
	if _, _, arrow := arrowDir(ev.Key); arrow && ev.Shift {
		return Action{}
	}
	switch ev.Key {
	case "ArrowUp":
		return Action{Kind: ActStep, DY: -1}
	case "ArrowDown":
		return Action{Kind: ActStep, DY: 1}
	case "ArrowLeft":
		return Action{Kind: ActStep, DX: -1}
	case "ArrowRight":
		return Action{Kind: ActStep, DX: 1}
	case "p", "P":
		return Action{Kind: ActPencil}
	}
	return Action{}
}

// Step moves a cursor by (dy, dx), staying on a cols x rows board.
func (c Cursor) Step(dy, dx, cols, rows int) Cursor {
	return Cursor{Y: clampInt(c.Y+dy, 0, rows-1), X: clampInt(c.X+dx, 0, cols-1)}
}

func clampInt(v, lo, hi int) int { return max(lo, min(v, hi)) }

// MarkInput is an Input with pencil marks: only such genres get the
// Pencil button and the P key (elsewhere they would do nothing).
type MarkInput interface {
	Input
	PencilMarks()
}

// CellInput plays genres where the player writes a symbol in a cell, with
// optional pencil marks: Sudoku now, Futoshiki and Survo later. Its moves are
// the pinned cell moves "Y,X=D" (D 0 clears) and "Y,X~D" (D 0 clears marks).
type CellInput struct {
	Symbols int // symbols 1..Symbols, shown 1-9 then A-G
}

// SymbolLabel is how symbol d is written: 1-9, then A, B, ... (16x16
// Sudoku's convention, also the benchmark files').
func SymbolLabel(d int) string {
	if d >= 1 && d <= 9 {
		return strconv.Itoa(d)
	}
	if d >= 10 && d <= 35 {
		return string(rune('A' + d - 10))
	}
	return "?"
}

func (CellInput) PencilMarks() {}

func (in CellInput) Pad() []PadKey {
	keys := make([]PadKey, 0, in.Symbols+1)
	for d := 1; d <= in.Symbols; d++ {
		keys = append(keys, PadKey{Digit: d, Label: SymbolLabel(d), ID: "pad-" + strconv.Itoa(d)})
	}
	return append(keys, PadKey{Digit: 0, Label: "Erase", ID: "pad-erase"})
}

// keyDigit reads the symbol a key names: 1-9, a-g/A-G for 10-16 (only on
// boards that have them, so letters stay free for shortcuts elsewhere), and
// the digit row by code so Shift+digit (a pencil mark) works on any layout.
func (in CellInput) keyDigit(ev KeyEvent) (int, bool) {
	if strings.HasPrefix(ev.Code, "Digit") || strings.HasPrefix(ev.Code, "Numpad") {
		if d, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(ev.Code, "Digit"), "Numpad")); err == nil {
			if d <= in.Symbols {
				return d, true
			}
			return 0, false
		}
	}
	if len(ev.Key) != 1 {
		return 0, false
	}
	c := ev.Key[0]
	d := -1
	switch {
	case c >= '0' && c <= '9':
		d = int(c - '0')
	case c >= 'a' && c <= 'z':
		d = int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		d = int(c-'A') + 10
	}
	if d < 0 || d > in.Symbols || (d >= 10 && d > 16) {
		return 0, false
	}
	return d, true
}

func (in CellInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	switch ev.Key {
	case "Backspace", "Delete":
		return in.erase(cur, d)
	}
	dg, ok := in.keyDigit(ev)
	if !ok {
		return Action{}
	}
	if dg == 0 {
		return in.erase(cur, d)
	}
	return in.enter(dg, cur, pencil != ev.Shift, d)
}

func (in CellInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	if k.Digit == 0 {
		return in.erase(cur, d)
	}
	if k.Digit > in.Symbols {
		return Action{}
	}
	return in.enter(k.Digit, cur, pencil, d)
}

func (in CellInput) enter(dg int, cur Cursor, mark bool, d puzzle.Display) Action {
	c := cellAt(d, cur.Point())
	switch {
	case c.clue:
		return Action{} // givens never change; saying nothing beats an error per key
	case mark && c.number != "":
		return Action{} // a mark under a digit would be invisible
	case !mark && c.number == SymbolLabel(dg):
		return Action{} // same digit again: nothing to record
	}
	op := "="
	if mark {
		op = "~"
	}
	return Action{Kind: ActMove, Move: cellMove(cur, op, dg)}
}

// erase clears the digit if there is one, else the pencil marks.
func (in CellInput) erase(cur Cursor, d puzzle.Display) Action {
	c := cellAt(d, cur.Point())
	switch {
	case c.clue:
		return Action{}
	case c.number != "":
		return Action{Kind: ActMove, Move: cellMove(cur, "=", 0)}
	case c.marks != "":
		return Action{Kind: ActMove, Move: cellMove(cur, "~", 0)}
	}
	return Action{}
}

func cellMove(cur Cursor, op string, d int) string {
	return strconv.Itoa(cur.Y) + "," + strconv.Itoa(cur.X) + op + strconv.Itoa(d)
}

// cellContent is what the display list shows at one lattice point.
type cellContent struct {
	clue          bool
	number, marks string
}

func cellAt(d puzzle.Display, p grid.Point) cellContent {
	var c cellContent
	for _, it := range d.Items {
		if it.At != p {
			continue
		}
		switch it.Kind {
		case puzzle.Clue:
			c.clue = true
		case puzzle.Number:
			c.number = it.Text
		case puzzle.Marks:
			c.marks = it.Text
		}
	}
	return c
}
