package main

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/survo"
)

// Survo is played by typing numbers 1..Cols*Rows into cells. Numbers above
// 9 need more than one key, so digits typed into the same cell in quick
// succession build one number: "1" then "2" within typeAhead enters 12.
// Every keystroke shows at once (the "1" is on the board while the player
// types the "2"); the second digit replaces the provisional 1 by 12 and
// gives back the pencil marks 1 that entering the 1 had cleared, so typing
// 12 never costs the player their marks of 1. Enter, an arrow key, another
// cell or a pause ends the number. The later digits continue the first
// one's history entry (History.Push, Continue), so a number is one undo
// step: Undo after typing 13 empties the cell, as the player typed one
// number, not a 1 and then a 13. The pad lists every number; the page
// fades the ones already on the board (Spent), so the bright keys are the
// pool still to place.
func init() {
	RegisterInput("survo", func(p puzzle.Puzzle) Input {
		cols, rows := p.Size()
		return &survoInput{n: cols * rows, cols: cols, rows: rows, now: time.Now}
	})
}

// Style narrows the display's grid to the puzzle (DisplayStyler): the
// column and row of sums the layout adds lie beyond it, so the renderer
// draws them as labels, without grid boxes and in the regular weight,
// outside the thick frame, instead of as one more row and column of cells.
func (in *survoInput) Style(d puzzle.Display) puzzle.Display {
	if d.Cols == in.cols+1 && d.Rows == in.rows+1 {
		d.Cols, d.Rows = in.cols, in.rows
	}
	return d
}

// typeAhead is how long after a digit the next one still extends the same
// number (the "about a second").
const typeAhead = time.Second

type survoInput struct {
	n          int              // largest number: Cols*Rows
	cols, rows int              // the puzzle's grid (the display adds the sums)
	now        func() time.Time // the clock (tests set it)

	// peers, when set, lists the cells whose pencil marks a number placed
	// at a cell clears (Sudoku: its row, column and box); nil means every
	// cell (Survo places each number once).
	peers func(at Cursor) []Cursor

	// pend is the number being typed, nil when none. The next digit
	// extends it only in the same cell, mode and typeAhead, and only while
	// the board still shows it (an undo in between ends it).
	pend *survoPending
}

type survoPending struct {
	at   Cursor
	mark bool // typing a pencil mark, not a number
	val  int  // the number typed so far
	on   bool // mark mode: whether mark val is now present in the cell
	// restore lists the cells whose pencil mark val entering val cleared
	// (the State removes a placed number from every cell's marks); they get
	// it back when val turns out to be the first digits of a longer number.
	restore []Cursor
	last    time.Time
	// entry: the typing already made a history entry, which the next
	// digits continue; false when the first digit was already on the
	// board (no move), so the second one starts the entry.
	entry bool
}

func (in *survoInput) Controls() string {
	return "Tap a cell or use the arrow keys, then type its number: digits typed quickly one after another make one number " +
		"(1 then 2 is 12); Enter or a move ends it, Backspace takes back the last digit or clears the cell. " +
		"The pad lists every number, the ones already on the board faded, so the bright keys are the numbers left. " +
		"Beside each row and under each column stands its sum, and below it, small, what the line still needs. " +
		"P switches pencil marks (Shift+digit also writes one). Ctrl+Z undoes a whole number, Ctrl+Y redoes."
}

func (in *survoInput) Pad() []PadKey {
	keys := make([]PadKey, 0, in.n+1)
	for v := 1; v <= in.n; v++ {
		keys = append(keys, PadKey{Digit: v, Label: strconv.Itoa(v), ID: "pad-" + strconv.Itoa(v)})
	}
	return append(keys, PadKey{Digit: 0, Label: "Erase", ID: "pad-erase"})
}

// Spent marks the pad keys of the numbers already on the board (PoolInput).
func (in *survoInput) Spent(st puzzle.State) map[int]bool {
	s, ok := st.(*survo.State)
	if !ok {
		return nil
	}
	used := map[int]bool{}
	for _, v := range s.Values {
		if v > 0 {
			used[v] = true
		}
	}
	return used
}

func (*survoInput) PencilMarks() {}

func (in *survoInput) Press(k PadKey, cur Cursor, pencil bool, d puzzle.Display) Action {
	in.pend = nil // a pad key is a whole number
	if k.Digit == 0 {
		return survoErase(cur, d)
	}
	if k.Digit < 0 || k.Digit > in.n {
		return Action{}
	}
	c := cellAt(d, cur.Point())
	switch {
	case c.clue, pencil && c.number != "":
		return Action{}
	case pencil:
		return Action{Kind: ActMove, Move: cellMove(cur, "~", k.Digit)}
	case c.number == strconv.Itoa(k.Digit):
		return Action{}
	}
	return Action{Kind: ActMove, Move: cellMove(cur, "=", k.Digit)}
}

func (in *survoInput) Key(ev KeyEvent, cur Cursor, pencil bool, d puzzle.Display) Action {
	if ev.Ctrl || ev.Meta || ev.Alt {
		return Action{}
	}
	now := in.now()
	p := in.pend
	if p != nil && (p.at != cur || now.Sub(p.last) > typeAhead || !p.shown(d)) {
		p, in.pend = nil, nil
	}
	switch ev.Key {
	case "Enter":
		in.pend = nil
		return Action{}
	case "Backspace", "Delete":
		if p != nil && ev.Key == "Backspace" {
			return in.backspace(p, d, now)
		}
		in.pend = nil
		return survoErase(cur, d)
	}
	dg, ok := keyDecimal(ev)
	if !ok {
		return Action{}
	}
	mark := pencil != ev.Shift
	if p != nil && p.mark == mark {
		if v := p.val*10 + dg; v <= in.n {
			return in.extend(p, v, d, now)
		}
	}
	// A new number.
	in.pend = nil
	if dg == 0 {
		return survoErase(cur, d)
	}
	c := cellAt(d, cur.Point())
	if c.clue || mark && c.number != "" {
		return Action{}
	}
	np := &survoPending{at: cur, mark: mark, val: dg, last: now, entry: true}
	in.pend = np
	if mark {
		np.on = !hasMark(c.marks, dg)
		return Action{Kind: ActMove, Move: cellMove(cur, "~", dg)}
	}
	if c.number == strconv.Itoa(dg) {
		np.entry = false
		return Action{} // already there; the next digit may still extend it
	}
	np.restore = in.clearedBy(cur, d, dg)
	return Action{Kind: ActMove, Move: cellMove(cur, "=", dg)}
}

// extend turns the pending number into v (its digits plus one more).
func (in *survoInput) extend(p *survoPending, v int, d puzzle.Display, now time.Time) Action {
	moves := in.replace(p, v, d)
	p.last = now
	return p.action(moves)
}

// action is the history entry of moves: a continuation of the entry the
// typing began, or that entry itself.
func (p *survoPending) action(moves []string) Action {
	m := strings.Join(moves, MoveSep)
	if p.entry {
		m = Continue(m)
	}
	p.entry = true
	return Action{Kind: ActMove, Move: m}
}

// backspace takes the last digit off the pending number (clearing the cell,
// or the mark, when it was the only one).
func (in *survoInput) backspace(p *survoPending, d puzzle.Display, now time.Time) Action {
	moves := in.replace(p, p.val/10, d)
	p.last = now
	if p.val == 0 {
		in.pend = nil
	}
	return p.action(moves)
}

// replace lists the moves that change the pending entry from p.val to v
// (v 0: remove it) and updates p; they go on the board as one history
// entry.
func (in *survoInput) replace(p *survoPending, v int, d puzzle.Display) []string {
	var moves []string
	if p.mark {
		if p.on != hasMark(cellAt(d, p.at.Point()).marks, p.val) {
			// cannot happen (shown checked it); never toggle blindly
			return nil
		}
		moves = append(moves, cellMove(p.at, "~", p.val)) // take the provisional toggle back
		if v > 0 {
			// v differs from p.val, so the cell's marks of v are as they
			// were before the typing began: the toggle flips that.
			p.on = !hasMark(cellAt(d, p.at.Point()).marks, v)
			moves = append(moves, cellMove(p.at, "~", v))
		}
		p.val = v
		return moves
	}
	restore := p.restore
	p.restore = nil
	if v > 0 {
		p.restore = in.clearedBy(p.at, d, v) // what entering v clears now
	}
	moves = append(moves, cellMove(p.at, "=", v))
	for _, c := range restore { // the provisional number leaves the marks
		moves = append(moves, cellMove(c, "~", p.val))
	}
	p.val = v
	return moves
}

// shown reports whether the board still shows the pending entry, i.e.
// nothing (undo, a hint, the solver) changed the cell since it was typed.
func (p *survoPending) shown(d puzzle.Display) bool {
	c := cellAt(d, p.at.Point())
	if p.mark {
		return c.number == "" && hasMark(c.marks, p.val) == p.on
	}
	return c.number == strconv.Itoa(p.val)
}

// survoErase clears a number, else the pencil marks (givens never change).
func survoErase(cur Cursor, d puzzle.Display) Action {
	return CellInput{}.erase(cur, d)
}

// keyDecimal reads a digit key 0-9: by code, so Shift+digit (a pencil
// mark) works on every keyboard layout, else by the key's character.
func keyDecimal(ev KeyEvent) (int, bool) {
	for _, pre := range []string{"Digit", "Numpad"} {
		if s, ok := strings.CutPrefix(ev.Code, pre); ok && len(s) == 1 && s[0] >= '0' && s[0] <= '9' {
			return int(s[0] - '0'), true
		}
	}
	if len(ev.Key) == 1 && ev.Key[0] >= '0' && ev.Key[0] <= '9' {
		return int(ev.Key[0] - '0'), true
	}
	return 0, false
}

// hasMark reports whether a Marks text lists v.
func hasMark(text string, v int) bool {
	for _, m := range markTokens(text) {
		if m.value == v {
			return true
		}
	}
	return false
}

// clearedBy lists the cells whose pencil mark v entering v at at clears.
func (in *survoInput) clearedBy(at Cursor, d puzzle.Display, v int) []Cursor {
	all := cellsWithMark(d, v)
	if in.peers == nil {
		return all
	}
	peers := in.peers(at)
	return slices.DeleteFunc(all, func(c Cursor) bool { return !slices.Contains(peers, c) })
}

// cellsWithMark lists the cells whose pencil marks hold v.
func cellsWithMark(d puzzle.Display, v int) []Cursor {
	var out []Cursor
	for _, it := range d.Items {
		if it.Kind == puzzle.Marks && it.At.IsCell() && hasMark(it.Text, v) {
			out = append(out, Cursor{Y: it.At.Y / 2, X: it.At.X / 2})
		}
	}
	return out
}
