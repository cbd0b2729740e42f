package main

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// puzzlePage plays one puzzle of any genre: it knows the genre only through
// the puzzle contracts (Check, State.Apply, Layout), the genre's Input and
// the worker. Everything it keeps is derived from the link and the move
// history, which is also what it saves.
type puzzlePage struct {
	app.Compo

	// Query is a link query to open; when empty, Genre names a genre whose
	// page resumes the last unfinished puzzle or deals a new one.
	Query string
	Genre string

	loaded string // Query+"|"+Genre of the current load
	epoch  int    // bumped on every load: stale worker answers are dropped
	// pageCtx is the page's own context (OnMount's): worker answers are
	// dispatched through it, because go-app drops a dispatch whose element
	// is gone, and the button that asked may be (Solve turns into Stop).
	pageCtx app.Context

	p      puzzle.Puzzle
	genre  puzzle.Genre
	link   string
	in     Input
	start  puzzle.State
	st     puzzle.State
	disp   puzzle.Display
	hist   History
	cursor Cursor
	pencil bool

	errs    []grid.Point
	hint    *protocol.Hint
	message string
	msgAt   time.Time
	solved  bool

	elapsed  time.Duration
	lastTick time.Time
	ticks    int

	// keepSave: this puzzle's save is unreadable and could not be copied
	// aside, so the page must not overwrite it. saveErr is the last save's
	// failure: shown when it starts, and again whenever a move has cleared
	// the message, without hiding other messages at every autosave.
	keepSave bool
	saveErr  error

	gen struct {
		active      bool
		auto        bool // dealing the first puzzle of a genre page
		done, total int
		phase       string
	}
	busy    string    // "hint" or "solve" while the worker works on it
	busyAt  time.Time // when it started (the Stop button shows the time)
	busyRun int       // bumped per request and by Stop: a stopped request's answer is dropped
	longer  bool      // the last Solve ran out of time: offer "Keep trying"

	newSize, newLevel string
	shareURL          string
	imp               importField

	geo       Geometry
	example   *puzzle.Display // the genre's example, solved, for the rules card
	gesture   Gesture         // the pointer gesture in progress (input_pointer.go)
	drag      *Drag           // its genre state, nil between gestures
	watch     watchView       // "watch the solver" replay (ui_watch.go)
	pressSeq  int             // identifies the touch a long-press timer belongs to
	stopKeys  func()
	stopPtr   func()
	stopHide  func()
	stopTheme func()
	stopTimer chan struct{}
}

// pendingNotice survives one navigation: a message for the page that the
// navigation opens (e.g. "no expert puzzle found, here is a hard one").
var pendingNotice string

func (c *puzzlePage) OnMount(ctx app.Context) {
	c.pageCtx = ctx
	c.stopKeys = listenKeys(func(ev KeyEvent) bool {
		if c.in == nil && c.p == nil {
			return false
		}
		ctx.Dispatch(func(ctx app.Context) { c.onKey(ctx, ev) })
		return keyCaptured(ev)
	})
	c.stopPtr = listenPointer("board", func(r RawPointer) {
		ctx.Dispatch(func(ctx app.Context) { c.onPointer(ctx, r) })
	})
	// The clock is saved when the tab hides or the page unloads, so a reload
	// shows the time played up to the reload, not up to the last autosave.
	c.stopHide = onPageHide(func() {
		c.accrue(time.Now())
		c.save(ctx)
	})
	c.stopTheme = onThemeChange(func() { ctx.Dispatch(func(ctx app.Context) { c.redraw(ctx) }) })
	workerHub.sink = func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			c.gen.active, c.busy = false, ""
			c.setMessage(msg)
			c.msgAt = time.Now()
		})
	}
	stop := make(chan struct{})
	c.stopTimer = stop
	c.lastTick = time.Now()
	ctx.Async(func() {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				ctx.Dispatch(func(ctx app.Context) { c.tick(ctx) })
			}
		}
	})
	c.load(ctx)
}

func (c *puzzlePage) OnDismount() {
	if c.stopKeys != nil {
		c.stopKeys()
	}
	if c.stopTheme != nil {
		c.stopTheme()
	}
	if c.stopPtr != nil {
		c.stopPtr()
	}
	if c.stopHide != nil {
		c.stopHide()
	}
	if c.stopTimer != nil {
		close(c.stopTimer)
		c.stopTimer = nil
	}
	workerHub.sink = nil
	c.abandonWork()
}

// abandonWork stops the worker's job for the puzzle being left: its answer
// would be dropped anyway, and a Solve given minutes (Keep trying) would
// hold up every request of the next page.
func (c *puzzlePage) abandonWork() {
	if c.busy != "" || c.gen.active {
		c.busy, c.gen.active = "", false
		c.busyRun++
		theWorker().Cancel()
	}
}

func (c *puzzlePage) OnUpdate(ctx app.Context) {
	if c.Query+"|"+c.Genre != c.loaded {
		c.load(ctx)
	}
}

func (c *puzzlePage) OnResize(ctx app.Context) { c.redraw(ctx) }

// load (re)starts the page for Query/Genre.
func (c *puzzlePage) load(ctx app.Context) {
	if c.p != nil && c.link != "" {
		c.save(ctx) // the timer of the puzzle we leave
	}
	c.abandonWork()
	c.loaded = c.Query + "|" + c.Genre
	c.epoch++
	c.p, c.genre, c.link, c.in, c.start, c.st = nil, nil, "", nil, nil, nil
	c.disp, c.hist, c.cursor, c.pencil = puzzle.Display{}, History{}, Cursor{}, false
	c.errs, c.hint, c.solved, c.elapsed, c.busy, c.shareURL, c.longer = nil, nil, false, 0, "", "", false
	c.keepSave, c.saveErr = false, nil
	c.gen.active, c.gen.auto = false, false
	c.example = nil
	c.gesture, c.drag = Gesture{}, nil
	c.endWatch()
	c.message, pendingNotice = pendingNotice, ""

	if c.Query == "" {
		g, ok := puzzle.ByName(c.Genre)
		if !ok {
			c.setMessage("Unknown puzzle genre.")
			return
		}
		c.genre = g
		c.initNewOptions(0, 0)
		if last := theSaves().LastPuzzle(g.Name()); last != "" && c.unfinished(last) {
			replaceURL("/?" + last)
			return
		}
		c.startGenerate(ctx, true)
		return
	}

	p, err := puzzle.Decode(c.Query)
	if err != nil {
		c.setMessage("This puzzle link cannot be opened. " + friendlyError(err))
		if l, perr := parseLinkGenre(c.Query); perr == nil {
			c.genre = l
			c.initNewOptions(0, 0)
		}
		return
	}
	c.open(ctx, p)
}

// parseLinkGenre finds the genre a broken link was meant for, so the page
// can still offer "new puzzle" of that genre.
func parseLinkGenre(q string) (puzzle.Genre, error) {
	id, _, _ := strings.Cut(q, "/")
	if g, ok := puzzle.ByID(id); ok {
		return g, nil
	}
	return nil, errUnknownGenre
}

var errUnknownGenre = &textError{"app: this genre is not in Pencilbox"}

type textError struct{ s string }

func (e *textError) Error() string { return e.s }

// unfinished reports whether the saved game of link is still to be solved.
func (c *puzzlePage) unfinished(link string) bool {
	p, err := puzzle.Decode(link)
	if err != nil {
		return false
	}
	prog, ok := theSaves().Peek(puzzle.LinkOf(p), p.NewState())
	if !ok {
		return false
	}
	_, st, _ := Restore(p.NewState(), prog.Moves, prog.Pos)
	return len(p.Check(st.Answer())) > 0
}

// open shows puzzle p with its saved progress.
func (c *puzzlePage) open(ctx app.Context, p puzzle.Puzzle) {
	// Loading may repair the save or copy an unreadable one aside; either
	// way the player is told, after any notice the navigation brought.
	ld := theSaves().Load(puzzle.LinkOf(p), p.NewState())
	c.keepSave = ld.Keep
	if ld.Notice != "" {
		c.setMessage(strings.TrimSpace(c.message + " " + ld.Notice))
	}
	c.setPuzzle(p, ld.Progress)
	cols, rows := p.Size()
	theSaves().SetLastPuzzle(c.genre.Name(), c.link)
	c.loadExample(ctx)
	ctx.Page().SetTitle(c.genre.Title() + " " + sizeLabel(cols, rows) + " · Pencilbox")
	c.refresh(ctx, false)
}

// setPuzzle is the part of open that needs no browser: the page state for
// p with a saved game replayed (tests drive it directly).
func (c *puzzlePage) setPuzzle(p puzzle.Puzzle, prog Progress) {
	c.p, c.genre = p, p.Genre()
	c.link = puzzle.LinkOf(p)
	c.in = InputFor(p)
	c.start = p.NewState()
	cols, rows := p.Size()
	c.initNewOptions(cols, rows)
	h, st, dropped := Restore(c.start, prog.Moves, prog.Pos)
	if dropped {
		c.setMessage("Some saved moves no longer fit this puzzle; they were dropped.")
	}
	c.hist, c.st = h, st
	c.disp = st.Layout()
	c.solved = len(p.Check(st.Answer())) == 0
	c.elapsed = time.Duration(prog.MS) * time.Millisecond
	c.cursor = Cursor{} // top-left, where keyboard players expect to start
	if c.in == nil {
		c.setMessage(c.genre.Title() + " can be viewed but not played yet.")
	}
}

func sizeLabel(cols, rows int) string { return strconv.Itoa(cols) + "×" + strconv.Itoa(rows) }

// initNewOptions fills the new-puzzle selects with the genre's sizes and
// levels, preferring the current puzzle's size.
func (c *puzzlePage) initNewOptions(cols, rows int) {
	if c.genre == nil {
		return
	}
	sizes := generator.Sizes(c.genre)
	if c.newSize == "" && len(sizes) > 0 {
		c.newSize = sizeOption(sizes[0][0], sizes[0][1])
	}
	for _, s := range sizes {
		if s[0] == cols && s[1] == rows {
			c.newSize = sizeOption(cols, rows)
		}
	}
	if levels := generator.Levels(c.genre); c.newLevel == "" && len(levels) > 0 {
		c.newLevel = levels[0].Name
	}
}

func (c *puzzlePage) setMessage(m string) { c.message = m }

// refresh derives everything shown from the current state; moved says a
// move was just made (hint and check marks are then stale).
func (c *puzzlePage) refresh(ctx app.Context, moved bool) {
	if c.st == nil {
		return
	}
	c.disp = c.st.Layout()
	if moved {
		c.errs, c.hint = nil, nil
		c.endWatch()
	}
	was := c.solved
	c.solved = len(c.p.Check(c.st.Answer())) == 0
	if c.solved && !was && moved {
		c.setMessage("")
	}
	c.redraw(ctx)
}

// redraw draws the board once the DOM holds the canvas.
func (c *puzzlePage) redraw(ctx app.Context) {
	ctx.Defer(func(app.Context) { c.draw() })
}

func (c *puzzlePage) draw() {
	if c.st == nil {
		return
	}
	w, h := boardRoom("board")
	if w <= 0 {
		w = 360
	}
	// The display may be larger than the puzzle (Survo's sums stand in an
	// extra column and row), so the canvas is sized from the display.
	cols, rows := c.disp.Cols, c.disp.Rows
	if cols <= 0 || rows <= 0 {
		cols, rows = c.p.Size()
	}
	// Leave room for the toolbar under the board on short screens, but
	// never shrink below a playable size.
	maxH := max(h-140, 300)
	c.geo = FitGeometry(cols, rows, w, maxH)
	ov := Overlay{Errors: c.errs, Related: true, Pencil: c.pencil}
	if r, ok := c.in.(RelatedInput); ok {
		ov.Related = r.Related()
	}
	if c.in != nil {
		cur := c.cursor
		ov.Cursor = &cur
	}
	if c.hint != nil {
		for _, p := range c.hint.At {
			ov.Hints = append(ov.Hints, grid.Point{Y: p.Y, X: p.X})
		}
	}
	disp := c.disp
	if s, ok := c.in.(DisplayStyler); ok {
		disp = s.Style(disp)
	}
	if f, ok := c.watchFrame(); ok { // the solver's search replaces the board for a while
		disp, ov = f, Overlay{}
	}
	bw, bh := c.geo.Size()
	drawBoard("board", bw, bh, Build(disp, c.geo, ov))
	// data-geometry = "cell margin" in CSS pixels: lattice point (y,x) is at
	// (margin + x*cell/2, margin + y*cell/2) from the canvas's top-left, so
	// end-to-end tests can tap edges and drag paths precisely.
	setData("board", "geometry", strconv.FormatFloat(c.geo.Cell, 'f', -1, 64)+" "+strconv.FormatFloat(c.geo.Margin, 'f', -1, 64))
	if c.example != nil {
		eg := FitGeometry(c.example.Cols, c.example.Rows, 150, 150)
		ew, eh := eg.Size()
		drawBoard("example", ew, eh, Build(*c.example, eg, Overlay{}))
	}
}

// RelatedInput is an optional interface of an Input: Related false turns
// off the shading of the cursor's row, column and same-symbol cells, which
// helps in Latin-square genres and only clutters loop and bridge boards.
type RelatedInput interface{ Related() bool }

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
	}
	return len(ev.Key) == 1 && (ev.Key[0] >= '0' && ev.Key[0] <= '9' || ev.Key[0] >= 'a' && ev.Key[0] <= 'g' || ev.Key[0] >= 'A' && ev.Key[0] <= 'G')
}

func (c *puzzlePage) onKey(ctx app.Context, ev KeyEvent) {
	if c.st == nil {
		return
	}
	if ev.Key == "Escape" {
		c.errs, c.hint = nil, nil
		c.redraw(ctx)
		return
	}
	c.do(ctx, MapKey(c.in, ev, c.cursor, c.pencil, c.disp))
}

// onPointer runs one raw pointer event of the board through the gesture
// filter and the genre (input_pointer.go). A gesture is one history group,
// so all the moves of a drag undo together.
func (c *puzzlePage) onPointer(ctx app.Context, r RawPointer) {
	if c.st == nil || c.in == nil {
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

// pointerEvents hands gesture events to the genre and executes its
// actions through the page's do.
func (c *puzzlePage) pointerEvents(ctx app.Context, evs []PointerEvent) {
	cur := c.cursor
	changed := runPointer(evs, pointerTarget{
		in: c.in, hist: &c.hist, drag: &c.drag, cursor: &c.cursor,
		position: func() (puzzle.State, puzzle.Display) { return c.st, c.disp },
		do:       func(a Action) { c.do(ctx, a) },
	})
	// A tap on a display cell outside the puzzle (Survo's sums) selects
	// nothing: the cursor stays where it was.
	if cols, rows := c.p.Size(); c.cursor.Y >= rows || c.cursor.X >= cols {
		c.cursor = cur
	}
	if changed || cur != c.cursor {
		c.redraw(ctx)
	} else {
		ctx.PreventUpdate()
	}
}

// do executes an input Action.
func (c *puzzlePage) do(ctx app.Context, a Action) {
	if c.st == nil {
		return
	}
	cols, rows := c.p.Size()
	if a.Kind != ActNone {
		c.endWatch() // playing brings the player's board back
	}
	switch a.Kind {
	case ActMove:
		c.play(ctx, a.Move)
	case ActStep:
		c.cursor = c.cursor.Step(a.DY, a.DX, cols, rows)
		c.redraw(ctx)
	case ActSelect:
		c.cursor = a.At.Step(0, 0, cols, rows)
		c.redraw(ctx)
	case ActUndo:
		c.undo(ctx)
	case ActRedo:
		c.redo(ctx)
	case ActPencil:
		if _, ok := c.in.(MarkInput); ok {
			c.pencil = !c.pencil
			c.redraw(ctx)
		}
	}
}

// play applies and records one move (or several joined by MoveSep, which
// then undo together).
func (c *puzzlePage) play(ctx app.Context, move string) {
	next, err := ApplyEntry(c.st, move)
	if err != nil {
		c.setMessage(friendlyError(err))
		return
	}
	c.st = next
	c.hist.Push(move)
	if c.message != "" && !c.gen.active {
		c.setMessage("")
	}
	c.refresh(ctx, true)
	c.save(ctx)
}

func (c *puzzlePage) undo(ctx app.Context) {
	if !c.hist.Undo() {
		return
	}
	st, err := Replay(c.start, c.hist.Applied())
	if err != nil { // cannot happen: every recorded move applied once
		c.setMessage(friendlyError(err))
	}
	c.st = st
	c.refresh(ctx, true)
	c.save(ctx)
}

func (c *puzzlePage) redo(ctx app.Context) {
	m, ok := c.hist.Redo()
	if !ok {
		return
	}
	next, err := ApplyEntry(c.st, m)
	if err != nil {
		c.hist.Undo()
		c.setMessage(friendlyError(err))
		return
	}
	c.st = next
	c.refresh(ctx, true)
	c.save(ctx)
}

func (c *puzzlePage) save(ctx app.Context) {
	if c.link == "" || c.keepSave {
		return
	}
	err := theSaves().Save(c.link, c.hist, c.elapsed.Milliseconds())
	switch {
	case err != nil && (c.message == "" || c.saveErr == nil || SaveProblem(err) != SaveProblem(c.saveErr)):
		c.setMessage(SaveProblem(err))
	case err == nil && c.saveErr != nil && c.message == SaveProblem(c.saveErr):
		c.setMessage("") // saving works again
	}
	c.saveErr = err
}

// tick advances the clock while a puzzle is being played in a visible tab,
// and saves it every few seconds (moves and hiding the tab save too).
func (c *puzzlePage) tick(ctx app.Context) {
	if !c.accrue(time.Now()) {
		if c.busy == "" { // otherwise the Stop button's clock moves on
			ctx.PreventUpdate()
		}
		return
	}
	c.ticks++
	if c.ticks%5 == 0 {
		c.save(ctx)
	}
}

// accrue adds the time since the last tick to the clock when it counts as
// play: a puzzle is open and unsolved, the tab is visible, and the gap is
// short (a long gap means the tab slept: that time was not play).
func (c *puzzlePage) accrue(now time.Time) bool {
	d := now.Sub(c.lastTick)
	c.lastTick = now
	if c.st == nil || c.solved || documentHidden() || d > 5*time.Second || d < 0 {
		return false
	}
	c.elapsed += d
	return true
}

func (c *puzzlePage) check(ctx app.Context) {
	if c.st == nil {
		return
	}
	marks, text, solved := checkReport(c.genre.Name(), c.p.Check(c.st.Answer()))
	c.errs = marks
	c.solved = solved
	c.setMessage(text)
	c.redraw(ctx)
}

// request sends one job to the worker; answers for an older load are
// dropped so a slow hint never lands on the next puzzle.
func (c *puzzlePage) request(ctx app.Context, req protocol.Request, onProgress func(app.Context, protocol.Progress), onDone func(app.Context, protocol.Response)) {
	epoch := c.epoch
	if c.pageCtx.Src() != nil {
		ctx = c.pageCtx
	}
	var prog func(protocol.Progress)
	if onProgress != nil {
		prog = func(p protocol.Progress) {
			ctx.Dispatch(func(ctx app.Context) {
				if c.epoch == epoch {
					onProgress(ctx, p)
				}
			})
		}
	}
	theWorker().Call(req, prog, func(r protocol.Response) {
		ctx.Dispatch(func(ctx app.Context) {
			if c.epoch == epoch {
				onDone(ctx, r)
			}
		})
	})
}

// workerError shows a failed request, unless the crash notice the worker
// client just sent explains it better.
func (c *puzzlePage) workerError(what, err string) {
	if time.Since(c.msgAt) < 3*time.Second {
		return
	}
	c.setMessage(what + ": " + friendlyText(err))
}

func (c *puzzlePage) askHint(ctx app.Context) {
	if c.st == nil || c.busy != "" {
		return
	}
	run := c.startBusy("hint")
	c.hint = nil
	c.request(ctx, protocol.Request{Op: protocol.OpHint, Genre: c.genre.Name(), Puzzle: c.link,
		Params: protocol.Params{Moves: c.hist.Applied()}}, nil,
		func(ctx app.Context, r protocol.Response) {
			if run != c.busyRun {
				return // stopped
			}
			c.busy = ""
			switch {
			case !r.OK:
				c.workerError("No hint", r.Error)
			case r.Result == nil || r.Result.Hint == nil:
				c.setMessage("No hint is available for this position.")
			default:
				h := *r.Result.Hint
				c.hint = &h
				c.setMessage("")
			}
			c.redraw(ctx)
		})
}

func (c *puzzlePage) applyHint(ctx app.Context) {
	if c.hint == nil || c.hint.Move == "" {
		return
	}
	c.play(ctx, c.hint.Move)
}

// A first Solve gets the worker's usual minute; when that is not enough
// (a few 17x17 and 18x18 Evolomino boards need minutes in WASM) the player
// may give it keepTryingTimeout, and can stop either run at any time.
const (
	solveTimeout      = time.Minute
	keepTryingTimeout = 10 * time.Minute
)

func (c *puzzlePage) solve(ctx app.Context) {
	c.solveFor(ctx, debugSolveTimeout(solveTimeout))
}

func (c *puzzlePage) keepTrying(ctx app.Context) {
	c.solveFor(ctx, keepTryingTimeout)
}

// startBusy marks op as running and returns its run number.
func (c *puzzlePage) startBusy(op string) int {
	c.busy, c.busyAt, c.longer = op, time.Now(), false
	c.busyRun++
	return c.busyRun
}

// stopWork is the Stop button: the worker is replaced (Go in WASM cannot
// be interrupted), the board and its history stay as they are.
func (c *puzzlePage) stopWork(ctx app.Context) {
	what := c.busy
	if what == "" {
		return
	}
	gen := c.gen.active
	c.abandonWork()
	switch {
	case gen:
		c.setMessage("Stopped; the new puzzle was cancelled too.")
	case what == "hint":
		c.setMessage("Hint stopped.")
	default:
		c.setMessage("Solving stopped.")
	}
}

func (c *puzzlePage) solveFor(ctx app.Context, timeout time.Duration) {
	if c.st == nil || c.busy != "" {
		return
	}
	run := c.startBusy("solve")
	c.setMessage("")
	c.request(ctx, protocol.Request{Op: protocol.OpSolve, Genre: c.genre.Name(), Puzzle: c.link,
		Params: protocol.Params{TimeoutMS: int(timeout / time.Millisecond)}}, nil,
		func(ctx app.Context, r protocol.Response) {
			if run != c.busyRun {
				return // stopped
			}
			c.busy = ""
			if !r.OK {
				c.workerError("Could not solve", r.Error)
				return
			}
			res := r.Result
			if res == nil {
				c.setMessage("The solver sent no answer.")
				return
			}
			note := ""
			switch res.Status {
			case puzzle.None:
				c.setMessage("This puzzle has no solution.")
				return
			case puzzle.Unknown:
				if res.Answer == "" {
					c.setMessage("The solver found no answer in " + spanText(timeout) + ".")
					c.longer = timeout < keepTryingTimeout
					return
				}
				note = "Here is an answer; whether it is the only one was not settled in " + spanText(timeout) + "."
			case puzzle.Multiple:
				note = "This puzzle has more than one solution; here is one of them."
			}
			// Trust nothing from outside: the rules accept the answer before
			// it reaches the board.
			a, err := c.p.ParseAnswer(res.Answer)
			if err != nil {
				c.setMessage("The solver's answer is unreadable: " + friendlyError(err))
				return
			}
			if err := puzzle.Verify(c.p, puzzle.Result{Status: puzzle.Found, Answer: a}); err != nil {
				c.setMessage("The solver's answer was rejected: " + friendlyError(err))
				return
			}
			c.play(ctx, puzzle.SetAnswerMove+a.String())
			if note != "" {
				c.setMessage(note)
			}
		})
}

// startGenerate asks the worker for a new puzzle; auto marks the first
// puzzle of a genre page, which replaces the URL instead of adding a
// history entry.
func (c *puzzlePage) startGenerate(ctx app.Context, auto bool) {
	if c.genre == nil || c.gen.active {
		return
	}
	if len(generator.Sizes(c.genre)) == 0 {
		// No generator for this genre yet: the genre page deals the
		// example instead of reporting a worker error.
		if auto {
			c.openExample(ctx)
		} else {
			c.setMessage("Generating " + c.genre.Title() + " puzzles is not available yet.")
		}
		return
	}
	cols, rows, _ := parseSize(c.newSize)
	level := c.newLevel
	c.gen.active, c.gen.auto = true, auto
	c.gen.done, c.gen.total, c.gen.phase = 0, 0, "starting"
	if !auto {
		c.setMessage("")
	}
	c.request(ctx, protocol.Request{Op: protocol.OpGenerate, Genre: c.genre.Name(),
		Params: protocol.Params{Cols: cols, Rows: rows, Level: level, Seed: rand.Uint64(), Symmetric: true}},
		func(ctx app.Context, p protocol.Progress) {
			if c.gen.active {
				c.gen.done, c.gen.total, c.gen.phase = p.Done, p.Total, p.Phase
			}
		},
		func(ctx app.Context, r protocol.Response) {
			if !c.gen.active {
				return // cancelled: the message is already shown
			}
			c.gen.active = false
			if !r.OK || r.Result == nil {
				c.workerError("Could not make a new puzzle", r.Error)
				if auto {
					c.openExample(ctx)
				}
				return
			}
			p, err := puzzle.Decode(r.Result.Puzzle)
			if err != nil {
				c.setMessage("The new puzzle is unreadable: " + friendlyError(err))
				return
			}
			if level != "" && r.Result.Level != "" && r.Result.Level != level {
				pendingNotice = "No " + level + " puzzle turned up at this size; here is a " + r.Result.Level + " one."
			}
			target := "/?" + puzzle.LinkOf(p)
			if auto {
				replaceURL(target)
				return
			}
			ctx.Navigate(target)
		})
}

// openExample shows the genre's built-in example when no puzzle can be
// dealt (worker unavailable).
func (c *puzzlePage) openExample(ctx app.Context) {
	p, err := puzzle.Decode(c.genre.Example())
	if err != nil {
		return
	}
	msg := c.message
	c.open(ctx, p)
	if msg != "" {
		c.setMessage(msg + " Here is the example puzzle instead.")
	}
}

func (c *puzzlePage) cancelGenerate(ctx app.Context) {
	if !c.gen.active {
		return
	}
	c.gen.active = false
	theWorker().Cancel()
	c.setMessage("New puzzle cancelled.")
	if c.gen.auto && c.st == nil {
		c.openExample(ctx)
	}
}

func (c *puzzlePage) share(ctx app.Context) {
	if c.link == "" {
		return
	}
	u := locationOrigin() + "/?" + c.link
	copyText(u, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if ok {
				c.shareURL = ""
				c.setMessage("Link copied to the clipboard.")
				return
			}
			c.shareURL = u
			c.setMessage("Copy this link to share the puzzle:")
			ctx.Defer(func(app.Context) { selectInput("share-link") })
		})
	})
}

// loadExample asks the worker to solve the genre's small example, shown
// solved beside the rules (GENRE.md: rules and a solved example). The
// answer is checked by the rules like every solver answer.
func (c *puzzlePage) loadExample(ctx app.Context) {
	ex, err := puzzle.Decode(c.genre.Example())
	if err != nil {
		return
	}
	c.request(ctx, protocol.Request{Op: protocol.OpSolve, Genre: c.genre.Name(), Puzzle: puzzle.LinkOf(ex)}, nil,
		func(ctx app.Context, r protocol.Response) {
			if !r.OK || r.Result == nil {
				return // the rules text stands alone
			}
			a, err := ex.ParseAnswer(r.Result.Answer)
			if err != nil || puzzle.Verify(ex, puzzle.Result{Status: puzzle.Found, Answer: a}) != nil {
				return
			}
			st, err := ex.NewState().Apply(puzzle.SetAnswerMove + a.String())
			if err != nil {
				return
			}
			d := st.Layout()
			c.example = &d
			c.redraw(ctx)
		})
}

// revealed reports whether the last move put a whole answer on the board
// (the Solve button), so the completion line does not congratulate the
// player for it; it survives reloads because it is read from the history.
func (c *puzzlePage) revealed() bool {
	return c.hist.Pos > 0 && strings.HasPrefix(c.hist.Moves[c.hist.Pos-1], puzzle.SetAnswerMove)
}
