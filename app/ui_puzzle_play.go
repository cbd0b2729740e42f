package main

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// playState is the puzzle being played: everything derived from the link
// and the move history (which is also what is saved), the clock, the save
// status and the gesture in progress. A load starts from the zero value
// and opening a puzzle builds it afresh (set), so nothing of the previous
// puzzle can survive into the next.
type playState struct {
	// genre is set even without a puzzle: a genre page still dealing its
	// first one, or a broken link whose genre is known.
	genre  puzzle.Genre
	p      puzzle.Puzzle
	link   string
	in     Input
	start  puzzle.State
	st     puzzle.State
	disp   puzzle.Display
	hist   History
	cursor Cursor
	pencil bool
	errs   []grid.Point // Check's marks, until the next move
	solved bool

	example *puzzle.Display // the genre's example, solved, for the rules card
	gesture Gesture         // the pointer gesture in progress (input_pointer.go)
	zoom    boardZoom       // zoom and pan of this puzzle's board (ui_puzzle_zoom.go)
	drag    *Drag           // its genre state, nil between gestures

	elapsed time.Duration
	ticks   int

	// level is the chip beside the title: the level the generator gave
	// the puzzle, or the worker's grade of it; "" while unsettled, and for
	// good when the grade cannot be settled (no chip beats a wrong one).
	// gradeRun numbers the grade requests: only the latest may answer.
	level    string
	grading  bool
	gradeRun int

	// keepSave: this puzzle's save is unreadable and could not be copied
	// aside, so the page must not overwrite it. saveErr is the last save's
	// failure: shown when it starts, and again whenever a move has cleared
	// the message, without hiding other messages at every autosave.
	keepSave bool
	saveErr  error
}

func (s *playState) reset() { *s = playState{} }

// set starts p from scratch with a saved game replayed; dropped says some
// saved moves no longer applied.
func (s *playState) set(p puzzle.Puzzle, prog Progress) (dropped bool) {
	*s = playState{p: p, genre: p.Genre(), link: puzzle.LinkOf(p), in: InputFor(p), start: p.NewState()}
	s.hist, s.st, dropped = Restore(s.start, prog.Moves, prog.Pos)
	s.disp = s.st.Layout()
	s.solved = len(p.Check(s.st.Answer())) == 0
	s.elapsed = time.Duration(prog.MS) * time.Millisecond
	return dropped
}

// liveMistakes is what "Show mistakes as I play" marks: Check's marks
// when Check was pressed, else the rule breaks of the board as it stands
// (gaps are not mistakes), none once solved.
func (s *playState) liveMistakes() []grid.Point {
	if s.errs != nil || s.solved || s.st == nil {
		return s.errs
	}
	var at []grid.Point
	for _, v := range s.p.Check(s.st.Answer()) {
		if !v.Incomplete {
			at = append(at, v.At...)
		}
	}
	return at
}

// restart takes the board back to its empty start and the clock to zero;
// the puzzle, its level and its example stay. The history goes too (a
// restart is asked for twice on the page, so it is not undone).
func (s *playState) restart() {
	s.hist, s.st, _ = Restore(s.start, nil, 0)
	s.errs, s.pencil, s.elapsed, s.ticks, s.solved = nil, false, 0, 0, false
	s.cursor = Cursor{} // back where a fresh page starts
	s.relayout()
}

// relayout derives the display and the solved flag from the state and
// reports whether the board has just become solved.
func (s *playState) relayout() (nowSolved bool) {
	s.disp = s.st.Layout()
	was := s.solved
	s.solved = len(s.p.Check(s.st.Answer())) == 0
	return s.solved && !was
}

// apply plays one history entry (one move, or several joined by MoveSep,
// which then undo together) and records it.
func (s *playState) apply(move string) error {
	next, err := ApplyEntry(s.st, move)
	if err != nil {
		return err
	}
	s.st = next
	s.hist.Push(move)
	return nil
}

// undo steps back one entry; it reports whether there was one.
func (s *playState) undo() (bool, error) {
	if !s.hist.Undo() {
		return false, nil
	}
	st, err := Replay(s.start, s.hist.Applied())
	s.st = st // err cannot happen: every recorded move applied once
	return true, err
}

// redo plays the next entry again; it reports whether there was one.
func (s *playState) redo() (bool, error) {
	m, ok := s.hist.Redo()
	if !ok {
		return false, nil
	}
	next, err := ApplyEntry(s.st, m)
	if err != nil {
		s.hist.Undo()
		return false, err
	}
	s.st = next
	return true, nil
}

// revealed reports whether the last move put a whole answer on the board
// (the Solve button), so the completion line does not congratulate the
// player for it; it survives reloads because it is read from the history.
func (s *playState) revealed() bool {
	return s.hist.Pos > 0 && strings.HasPrefix(s.hist.Moves[s.hist.Pos-1], puzzle.SetAnswerMove)
}

// keyCaptured says which keys the page takes from the browser.
func keyCaptured(ev KeyEvent) bool {
	if CommonKey(ev).Kind != ActNone {
		return true
	}
	if ev.Ctrl || ev.Meta || ev.Alt {
		return false
	}
	switch ev.Key {
	case "Backspace", "Delete", "Escape", " ", ".":
		return true // space and period: Nurikabe's wall and dot (space would scroll the page)
	case "+", "=", "-":
		return true // zoom (ui_puzzle_zoom.go)
	}
	return len(ev.Key) == 1 && (ev.Key[0] >= '0' && ev.Key[0] <= '9' || ev.Key[0] >= 'a' && ev.Key[0] <= 'g' || ev.Key[0] >= 'A' && ev.Key[0] <= 'G')
}

func (c *puzzlePage) onKey(ctx app.Context, ev KeyEvent) {
	if c.play.st == nil {
		return
	}
	if ev.Key == "Escape" {
		c.play.errs, c.note.hint = nil, nil
		c.redraw(ctx)
		return
	}
	act := MapKey(c.play.in, ev, c.play.cursor, c.play.pencil, c.play.disp)
	if act.Kind == ActNone && c.zoomKey(ctx, ev) {
		return
	}
	if act.Kind == ActStep || act.Kind == ActSelect {
		c.play.zoom.showCursor = true // a zoomed board scrolls to the cursor
	}
	c.do(ctx, act)
}

// onPointer runs one raw pointer event of the board through the gesture
// filter and the genre (input_pointer.go). A gesture is one history group,
// so all the moves of a drag undo together.
func (c *puzzlePage) onPointer(ctx app.Context, r RawPointer) {
	s := &c.play
	if s.st == nil || s.in == nil {
		ctx.PreventUpdate()
		return
	}
	switch v, p, cancel := s.zoom.fingers.Feed(r, s.zoom.buttons()); v {
	case FingerIgnore, FingerPinchEnd:
		ctx.PreventUpdate()
		return
	case FingerPinchStart:
		c.pressSeq++ // no long press either
		if cancel.Phase == PointerCancel {
			c.pointerEvents(ctx, s.gesture.Feed(cancel))
		}
		c.pinchStart(p)
		return
	case FingerPinchMove:
		c.pinchMove(ctx, p)
		return
	}
	s.gesture.Geo = c.geo
	evs := s.gesture.Feed(r)
	if r.Phase == PointerDown && s.gesture.Pending() {
		c.pressSeq++
		seq := c.pressSeq
		time.AfterFunc(LongPressDelay, func() {
			ctx.Dispatch(func(ctx app.Context) {
				if c.pressSeq == seq {
					c.pointerEvents(ctx, c.play.gesture.LongPress())
				}
			})
		})
	}
	c.pointerEvents(ctx, evs)
}

// pointerEvents hands gesture events to the genre and executes its
// actions through the page's do.
func (c *puzzlePage) pointerEvents(ctx app.Context, evs []PointerEvent) {
	s := &c.play
	cur := s.cursor
	changed := runPointer(evs, pointerTarget{
		in: s.in, hist: &s.hist, drag: &s.drag, cursor: &s.cursor,
		position: func() (puzzle.State, puzzle.Display) { return c.play.st, c.play.disp },
		do:       func(a Action) { c.do(ctx, a) },
	})
	// A tap on a display cell outside the puzzle (Survo's sums) selects
	// nothing: the cursor stays where it was.
	if cols, rows := s.p.Size(); s.cursor.Y >= rows || s.cursor.X >= cols {
		s.cursor = cur
	}
	if changed || cur != s.cursor {
		c.redraw(ctx)
	} else {
		ctx.PreventUpdate()
	}
}

// do executes an input Action.
func (c *puzzlePage) do(ctx app.Context, a Action) {
	s := &c.play
	if s.st == nil {
		return
	}
	cols, rows := s.p.Size()
	if a.Kind != ActNone {
		c.endWatch() // playing brings the player's board back
		c.restartAsked = false
	}
	switch a.Kind {
	case ActMove:
		c.playMove(ctx, a.Move)
	case ActStep:
		s.cursor = s.cursor.Step(a.DY, a.DX, cols, rows)
		c.redraw(ctx)
	case ActSelect:
		s.cursor = a.At.Step(0, 0, cols, rows)
		c.redraw(ctx)
	case ActUndo:
		c.historyStep(ctx, s.undo)
	case ActRedo:
		c.historyStep(ctx, s.redo)
	case ActPencil:
		if _, ok := s.in.(MarkInput); ok {
			s.pencil = !s.pencil
			c.redraw(ctx)
		}
	}
}

// playMove applies and records one history entry.
func (c *puzzlePage) playMove(ctx app.Context, move string) {
	if err := c.play.apply(move); err != nil {
		c.setMessage(friendlyError(err))
		return
	}
	if c.note.text != "" && !c.gen.active {
		c.setMessage("")
	}
	c.refresh(ctx, true)
	c.save(ctx)
}

// historyStep runs Undo or Redo and shows the board it leads to.
func (c *puzzlePage) historyStep(ctx app.Context, step func() (bool, error)) {
	moved, err := step()
	if err != nil {
		c.setMessage(friendlyError(err))
	}
	if moved {
		// Like a move, Undo and Redo make a Check's or a hint's words
		// stale along with their marks.
		if c.note.text != "" && !c.gen.active {
			c.setMessage("")
		}
		c.refresh(ctx, true)
		c.save(ctx)
	}
}

func (c *puzzlePage) save(ctx app.Context) {
	s := &c.play
	if s.link == "" || s.keepSave {
		return
	}
	err := theSaves().Save(s.link, s.hist, s.elapsed.Milliseconds())
	switch {
	case err != nil && (c.note.text == "" || s.saveErr == nil || SaveProblem(err) != SaveProblem(s.saveErr)):
		c.setMessage(SaveProblem(err))
	case err == nil && s.saveErr != nil && c.note.text == SaveProblem(s.saveErr):
		c.setMessage("") // saving works again
	}
	s.saveErr = err
}

// tick advances the clock while a puzzle is being played in a visible tab,
// and saves it every few seconds (moves and hiding the tab save too).
func (c *puzzlePage) tick(ctx app.Context) {
	if !c.accrue(time.Now()) {
		if c.busy.idle() { // otherwise the Stop button's clock moves on
			ctx.PreventUpdate()
		}
		return
	}
	c.play.ticks++
	if c.play.ticks%5 == 0 {
		c.save(ctx)
	}
}

// accrue adds the time since the last tick to the clock when it counts as
// play: a puzzle is open and unsolved, the tab is visible, and the gap is
// short (a long gap means the tab slept: that time was not play).
func (c *puzzlePage) accrue(now time.Time) bool {
	d := now.Sub(c.lastTick)
	c.lastTick = now
	// Making a new puzzle is not play: the clock waits for it, and goes
	// on from where it was if the player cancels.
	if c.play.st == nil || c.play.solved || c.gen.active || documentHidden() || d > 5*time.Second || d < 0 {
		return false
	}
	c.play.elapsed += d
	return true
}

// givenAt says whether a lattice point shows a given of p on the empty
// board (a clue, a circle, a given square): not the player's to fix.
func givenAt(p puzzle.Puzzle) func(grid.Point) bool {
	at := map[grid.Point]bool{}
	for _, it := range p.NewState().Layout().Items {
		switch it.Kind {
		case puzzle.Clue, puzzle.Circle, puzzle.Fill:
			at[it.At] = true
		}
	}
	return func(q grid.Point) bool { return at[q] }
}

// restart clears the board and the clock on the second press of Restart
// (the first asks).
func (c *puzzlePage) restart(ctx app.Context) {
	if c.play.st == nil {
		return
	}
	if !c.restartAsked {
		c.restartAsked = true
		return
	}
	c.restartAsked = false
	c.endWatch()
	c.play.restart()
	c.note.hint = nil
	c.setMessage("Restarted: the board is empty and the clock at 0:00.")
	c.save(ctx)
	c.redraw(ctx)
}

func (c *puzzlePage) check(ctx app.Context) {
	s := &c.play
	if s.st == nil {
		return
	}
	marks, text, solved := checkReport(s.genre.Name(), s.p.Check(s.st.Answer()), givenAt(s.p))
	s.errs = marks
	s.solved = solved
	c.setMessage(text)
	c.a11y.announceMessage("Check: "+text, text) // said once, by the board's live region
	c.redraw(ctx)
}
