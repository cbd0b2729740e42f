package main

// The setter's editor page ("?<pid>_edit/<cols>/<rows>/<body>"): a board
// of any genre with an editor (input_edit.go), built through the genre's
// WithGiven one clue at a time (ui_edit_model.go). It draws with the play
// page's renderer and reads the pointer and the keyboard through the same
// listeners and Gesture, so touch (tap, long press to remove) works as in
// play. Every edit is one History entry; the URL follows the board and the
// session is saved per genre (storage_edit.go), so a reload keeps both.

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

type editPage struct {
	app.Compo

	// Query is the edit link query ("sudoku_edit/9/9/...").
	Query string

	// loaded is the Query the page was opened with. Edits change the URL
	// quietly but not Query (the shell would set it back on its next
	// render and so reopen the old board), so only a navigation elsewhere
	// makes Query differ from it.
	loaded string
	start  editState
	st     editState
	hist   History
	genre  puzzle.Genre
	tools  []EditTool
	tool   int
	cursor Cursor
	// typed is the value being typed at typedAt, so digits accumulate.
	typed    string
	typedAt  grid.Point
	symmetry bool
	message  string
	errorMsg bool
	shareURL string
	// newCols and newRows are the resize fields as typed.
	newCols, newRows string

	ana editAnalysis

	geo      Geometry
	gesture  Gesture
	pressSeq int
	// A drag tool's gesture: the cell the pointer was last in, and
	// whether the drag has placed anything (its edits are one entry).
	dragFrom            Cursor
	dragging, dragMoved bool
	stopKeys            func()
	stopPtr             func()
	stopHide            func()
	saveDue             bool
}

func (c *editPage) OnMount(ctx app.Context) {
	c.stopKeys = listenKeys(func(ev KeyEvent) bool {
		if c.st.p == nil {
			return false
		}
		ctx.Dispatch(func(ctx app.Context) { c.onKey(ctx, ev) })
		return c.keyCaptured(ev)
	})
	c.stopPtr = listenPointer("board", func(r RawPointer) {
		ctx.Dispatch(func(ctx app.Context) { c.onPointer(ctx, r) })
	})
	c.stopHide = onPageHide(func() { c.save() })
	c.load(ctx)
}

func (c *editPage) OnDismount() {
	for _, stop := range []func(){c.stopKeys, c.stopPtr, c.stopHide} {
		if stop != nil {
			stop()
		}
	}
	c.save()
	c.ana.stop()
}

func (c *editPage) OnUpdate(ctx app.Context) {
	if c.Query != c.loaded {
		c.load(ctx)
	}
}

func (c *editPage) OnResize(ctx app.Context) { c.redraw(ctx) }

// load opens the board of Query, with the genre's saved session when it
// leads to this very board.
func (c *editPage) load(ctx app.Context) {
	c.loaded = c.Query
	c.message, c.errorMsg, c.shareURL = "", false, ""
	c.ana.reset()
	p, err := decodeEditQuery(c.Query)
	if err != nil {
		c.st, c.genre = editState{}, nil
		c.setError("This board cannot be opened in the editor. " + friendlyError(err))
		return
	}
	c.genre = p.Genre()
	c.start, c.st, c.hist = editState{p}, editState{p}, History{}
	if d, ok := theSaves().LoadDraft(c.genre.Name()); ok {
		if sp, err := decodeEditQuery(d.Start); err == nil {
			h, cur, _ := Restore(editState{sp}, d.Moves, d.Pos)
			if es, ok := cur.(editState); ok && es.p.Link() == p.Link() {
				c.start, c.st, c.hist = editState{sp}, es, h
			}
		}
	}
	c.afterChange(ctx, false)
	ctx.Page().SetTitle("Set a " + c.genre.Title() + " · Pencilbox")
	// The board starts in view wherever the last page was scrolled (the
	// home page's Create sits far down).
	ctx.Defer(func(app.Context) { revealBoard("board") })
}

func (c *editPage) setError(m string) { c.message, c.errorMsg = m, true }
func (c *editPage) setNote(m string)  { c.message, c.errorMsg = m, false }

// afterChange derives what the board shows from the current state; saved
// says an edit was made (the URL and the save follow it).
func (c *editPage) afterChange(ctx app.Context, edited bool) {
	p := c.st.p
	c.tools = EditToolsFor(p)
	if c.tool >= len(c.tools) {
		c.tool = 0
	}
	cols, rows := p.Size()
	c.newCols, c.newRows = strconv.Itoa(cols), strconv.Itoa(rows)
	dc, dr := c.room()
	c.cursor = c.cursor.Step(0, 0, dc, dr)
	if edited {
		setQueryQuietly("/?" + editQuery(p))
		c.save()
		c.shareURL = ""
	}
	c.analyse(ctx)
	c.redraw(ctx)
}

// save writes the session (best effort: the board is in the URL anyway).
func (c *editPage) save() {
	if c.st.p == nil || c.genre == nil {
		return
	}
	if err := theSaves().SaveDraft(c.genre.Name(), EditDraft{Start: editQuery(c.start.p), Moves: c.hist.Moves, Pos: c.hist.Pos}); err != nil {
		c.setError(SaveProblem(err))
	}
}

// room is the display's size in cells: the canvas, the pointer and the
// cursor cover it all, Survo's sums beside the board included (the
// styled display narrows its grid to the puzzle for drawing only).
func (c *editPage) room() (cols, rows int) {
	d := c.st.Layout()
	return d.Cols, d.Rows
}

// display is the board's display list, styled as the play page styles it.
func (c *editPage) display() puzzle.Display {
	d := c.st.Layout()
	if st, ok := InputFor(c.st.p).(DisplayStyler); ok {
		d = st.Style(d)
	}
	return d
}

// edit applies one edit move as a new history entry, or extends the
// last entry when cont (typing the next digit of a number).
func (c *editPage) edit(ctx app.Context, move string, cont bool) bool {
	next, err := c.st.Apply(move)
	if err != nil {
		c.setError(friendlyError(err))
		c.redraw(ctx)
		return false
	}
	c.st = next.(editState)
	if cont {
		c.hist.Push(Continue(move))
	} else {
		c.hist.Push(move)
	}
	c.setNote("")
	c.afterChange(ctx, true)
	return true
}

// place sets the given at a point (the current tool's clue).
func (c *editPage) place(ctx app.Context, at grid.Point, value string) {
	if editGivenAt(c.st.p, at) == value {
		return
	}
	c.typed = ""
	c.edit(ctx, givenMove(at, value), false)
}

// typeValue types a key's value at the cursor: digits accumulate into a
// number where the genre takes it.
func (c *editPage) typeValue(ctx app.Context, v string) {
	at := c.cursor.Point()
	if c.typed != "" && c.typedAt == at && v != "?" && c.typed != "?" {
		if _, err := c.st.Apply(givenMove(at, c.typed+v)); err == nil {
			c.typed += v
			c.edit(ctx, givenMove(at, c.typed), true)
			return
		}
	}
	if editGivenAt(c.st.p, at) == v {
		c.typed, c.typedAt = v, at
		return
	}
	if c.edit(ctx, givenMove(at, v), false) {
		c.typed, c.typedAt = v, at
	}
}

func (c *editPage) undo(ctx app.Context) {
	if !c.hist.Undo() {
		return
	}
	c.replay(ctx)
}

func (c *editPage) redo(ctx app.Context) {
	if _, ok := c.hist.Redo(); !ok {
		return
	}
	c.replay(ctx)
}

func (c *editPage) replay(ctx app.Context) {
	s, err := Replay(c.start, c.hist.Moves[:c.hist.Pos])
	if err != nil {
		c.setError(friendlyError(err))
		return
	}
	c.st = s.(editState)
	c.typed = ""
	c.setNote("")
	c.afterChange(ctx, true)
}

// resize makes the board cols x rows, keeping the clues that fit.
func (c *editPage) resize(ctx app.Context) {
	cols, err1 := strconv.Atoi(strings.TrimSpace(c.newCols))
	rows, err2 := strconv.Atoi(strings.TrimSpace(c.newRows))
	if err1 != nil || err2 != nil {
		c.setError("Type the new width and height as numbers.")
		return
	}
	if oc, or := c.st.p.Size(); oc == cols && or == rows {
		return
	}
	c.edit(ctx, "size="+strconv.Itoa(cols)+","+strconv.Itoa(rows), false)
}

// playThis opens the board on the play page.
func (c *editPage) playThis(ctx app.Context) {
	link, err := playable(c.st.p)
	if err != nil {
		c.setError("This board cannot be played yet: " + friendlyError(err))
		return
	}
	c.save()
	ctx.Navigate("/?" + link)
}

// share copies the board's puzz.link-compatible link.
func (c *editPage) share(ctx app.Context) {
	u := locationOrigin() + "/?" + c.st.p.Link().String()
	copyText(u, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if ok {
				c.shareURL = ""
				c.setNote("Link copied to the clipboard.")
				return
			}
			c.shareURL = u
			c.setNote("Copy this link to share the board:")
			ctx.Defer(func(app.Context) { selectInput("share-link") })
		})
	})
}

func (c *editPage) redraw(ctx app.Context) { ctx.Defer(func(app.Context) { c.draw() }) }

func (c *editPage) draw() {
	if c.st.p == nil {
		return
	}
	d := c.display()
	w, h := boardRoom("board")
	if w <= 0 {
		w = 360
	}
	dc, dr := c.room()
	c.geo = FitGeometry(dc, dr, w, max(h-140, 300))
	cur := c.cursor
	ov := Overlay{Cursor: &cur}
	if c.symmetry {
		ov.Hints = symmetryGaps(c.st.p)
	}
	d, ov = c.ana.decorate(d, ov)
	bw, bh := c.geo.Size()
	drawBoard("board", bw, bh, Build(d, c.geo, ov))
	setData("board", "geometry", strconv.FormatFloat(c.geo.Cell, 'f', -1, 64)+" "+strconv.FormatFloat(c.geo.Margin, 'f', -1, 64))
	// The cursor's lattice point, for end-to-end tests and debugging.
	setData("board", "cursor", cur.Point().String())
}

func (c *editPage) currentTool() (EditTool, bool) {
	if c.tool < len(c.tools) {
		return c.tools[c.tool], true
	}
	return EditTool{}, false
}

// onPointer: a tap or click selects a cell (typed tools) or steps the
// clue under it through the tool's values (the others); the right button
// or a long press removes the clue under it.
func (c *editPage) onPointer(ctx app.Context, r RawPointer) {
	if c.st.p == nil {
		ctx.PreventUpdate()
		return
	}
	c.gesture.Geo = c.geo
	evs := c.gesture.Feed(r)
	if r.Phase == PointerDown && c.gesture.Pending() {
		c.pressSeq++
		seq := c.pressSeq
		time.AfterFunc(LongPressDelay, func() {
			ctx.Dispatch(func(ctx app.Context) {
				if c.pressSeq == seq {
					c.pointerEvents(ctx, c.gesture.LongPress())
				}
			})
		})
	}
	c.pointerEvents(ctx, evs)
}

func (c *editPage) pointerEvents(ctx app.Context, evs []PointerEvent) {
	t, ok := c.currentTool()
	if !ok {
		return
	}
	dc, dr := c.room()
	for _, ev := range evs {
		ev.Cols, ev.Rows = dc, dr
		if t.Drag && c.dragDraw(ctx, t, ev) {
			continue
		}
		if ev.Phase != PointerDown {
			continue
		}
		if !ev.Inside() {
			continue
		}
		at := ev.NearestCell().Point()
		if t.Target == targetEdge {
			edge, dist := ev.NearestEdge()
			if dist > 0.7 {
				continue
			}
			at = edge
		} else {
			c.cursor = ev.NearestCell()
			c.typed = ""
		}
		switch {
		case ev.Button == ButtonSecondary:
			c.place(ctx, at, "")
		case t.Cycle != nil:
			c.place(ctx, at, nextInCycle(t.Cycle(at), editGivenAt(c.st.p, at)))
		}
	}
	c.redraw(ctx)
}

// dragDraw runs a drag tool's gesture: from the cell pressed, each step
// into a neighbouring cell places the edge crossed, pointing the way the
// drag goes; the whole drag is one undo step. It reports whether the
// event was a drag's (a press that never moves stays a tap).
func (c *editPage) dragDraw(ctx app.Context, t EditTool, ev PointerEvent) bool {
	switch ev.Phase {
	case PointerDown:
		c.dragFrom, c.dragging, c.dragMoved = ev.NearestCell(), true, false
		return false
	case PointerMove:
		if !c.dragging {
			return true
		}
		to := ev.NearestCell()
		if to == c.dragFrom {
			return true
		}
		if at, v, ok := dragValue(t, c.dragFrom, to); ok {
			if !c.dragMoved {
				c.hist.BeginGroup()
				c.dragMoved = true
			}
			if editGivenAt(c.st.p, at) != v {
				c.edit(ctx, givenMove(at, v), false)
			}
		}
		c.dragFrom = to
		return true
	default:
		if c.dragMoved {
			c.hist.EndGroup()
		}
		c.dragging, c.dragMoved = false, false
		return true
	}
}

// keyCaptured says which keys the editor takes from the browser.
func (c *editPage) keyCaptured(ev KeyEvent) bool {
	if CommonKey(ev).Kind == ActUndo || CommonKey(ev).Kind == ActRedo {
		return true
	}
	if ev.Ctrl || ev.Meta || ev.Alt {
		return false
	}
	if _, _, ok := arrowDir(ev.Key); ok {
		return true
	}
	switch ev.Key {
	case "Backspace", "Delete", " ":
		return true
	}
	t, _ := c.currentTool()
	_, ok := typedKey(t, ev.Key)
	return ok
}

// onKey: arrows move the cursor, Shift+arrow steps the clue on that side
// of the cursor (edge tools), digits and letters type the cursor's clue,
// Space steps it (tools that cycle), Backspace and Delete remove it.
func (c *editPage) onKey(ctx app.Context, ev KeyEvent) {
	switch CommonKey(ev).Kind {
	case ActUndo:
		c.undo(ctx)
		return
	case ActRedo:
		c.redo(ctx)
		return
	}
	if ev.Ctrl || ev.Meta || ev.Alt {
		return
	}
	t, _ := c.currentTool()
	dc, dr := c.room()
	if edge, dy, dx, ok := EdgeKey(ev, c.cursor); ok {
		if ev.Shift && t.Target == targetEdge {
			c.place(ctx, edge, nextInCycle(t.Cycle(edge), editGivenAt(c.st.p, edge)))
			return
		}
		c.cursor = c.cursor.Step(dy, dx, dc, dr)
		c.typed = ""
		c.redraw(ctx)
		return
	}
	at := c.cursor.Point()
	switch ev.Key {
	case "Backspace", "Delete":
		c.place(ctx, at, "")
		return
	case " ":
		if t.Cycle != nil && t.Target == targetCell {
			c.place(ctx, at, nextInCycle(t.Cycle(at), editGivenAt(c.st.p, at)))
		}
		return
	}
	if v, ok := typedKey(t, ev.Key); ok {
		if t.Letters {
			v = strings.ToUpper(v)
		}
		c.typeValue(ctx, v)
	}
}
