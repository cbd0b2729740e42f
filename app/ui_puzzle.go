package main

import (
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
// the worker. Its state comes in parts that each know how to start over
// (reset), so a load resets the parts instead of clearing fields one by
// one, and a field added to a part is cleared with it:
//   - play: the puzzle, its state and history, the clock and the save
//     status (ui_puzzle_play.go);
//   - busy: the Hint or Solve the worker runs, Stop and Keep trying, the
//     crash notice (ui_puzzle_busy.go);
//   - gen: the New puzzle card and the generation running
//     (ui_puzzle_generate.go);
//   - note: the message line, the hint on show, the share link;
//   - watch: the solver replay (ui_watch.go).
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

	play  playState
	busy  busyState
	gen   genState
	note  noteState
	watch watchView
	imp   importField
	a11y  a11yState // the board's ARIA grid and live region (a11y_grid.go)

	// restartAsked: Restart was pressed once and waits for the second
	// press; any play cancels it.
	restartAsked bool
	settings     Settings // the player's preferences (storage_settings.go)

	geo       Geometry  // the board's last drawn geometry
	lastTick  time.Time // the clock's last tick (accrue)
	pressSeq  int       // identifies the touch a long-press timer belongs to
	stopKeys  func()
	stopPtr   func()
	stopHide  func()
	stopTheme func()
	stopTimer chan struct{}
}

// noteState is what the page tells the player beside the board. A load
// starts it afresh, with any notice the navigation brought.
type noteState struct {
	text     string         // the message line
	hint     *protocol.Hint // the hint on show, until the next move
	shareURL string         // the link to copy by hand when the clipboard refused
}

func (c *puzzlePage) OnMount(ctx app.Context) {
	c.pageCtx = ctx
	c.settings = theSaves().Settings()
	c.stopKeys = listenKeys(func(ev KeyEvent) bool {
		if c.play.in == nil && c.play.p == nil {
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
		ctx.Dispatch(func(ctx app.Context) { c.workerCrashed(msg) })
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

func (c *puzzlePage) OnUpdate(ctx app.Context) {
	if c.Query+"|"+c.Genre != c.loaded {
		c.load(ctx)
	}
}

func (c *puzzlePage) OnResize(ctx app.Context) { c.redraw(ctx) }

// load (re)starts the page for Query/Genre: every part of its state
// starts over, so nothing of the puzzle left behind shows on the next.
func (c *puzzlePage) load(ctx app.Context) {
	if c.play.p != nil && c.play.link != "" {
		c.save(ctx) // the timer of the puzzle we leave
	}
	c.abandonWork()
	c.loaded = c.Query + "|" + c.Genre
	c.epoch++
	c.play.reset()
	c.busy.reset()
	c.gen.reset()
	c.note = noteState{text: takeNotice()}
	c.endWatch()

	if c.Query == "" {
		g, ok := puzzle.ByName(c.Genre)
		if !ok {
			c.setMessage("Unknown puzzle genre.")
			return
		}
		c.play.genre = g
		c.gen.options(g, 0, 0)
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
		if g, perr := parseLinkGenre(c.Query); perr == nil {
			c.play.genre = g
			c.gen.options(g, 0, 0)
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
	if ld.Notice != "" {
		c.setMessage(strings.TrimSpace(c.note.text + " " + ld.Notice))
	}
	c.setPuzzle(p, ld.Progress)
	c.play.keepSave = ld.Keep
	cols, rows := p.Size()
	theSaves().SetLastPuzzle(c.play.genre.Name(), c.play.link)
	c.loadExample(ctx)
	c.settleLevel(ctx)
	ctx.Page().SetTitle(puzzleTitle(p) + " " + sizeLabel(cols, rows) + " · Pencilbox")
	c.refresh(ctx, false)
	// A new puzzle (New, a shared link, Back) starts with its board in
	// view, below the sticky top bar, wherever the last page was scrolled.
	ctx.Defer(func(app.Context) { revealBoard("board") })
}

// setPuzzle is the part of open that needs no browser: the page state for
// p with a saved game replayed (tests drive it directly).
func (c *puzzlePage) setPuzzle(p puzzle.Puzzle, prog Progress) {
	dropped := c.play.set(p, prog)
	cols, rows := p.Size()
	c.gen.options(c.play.genre, cols, rows)
	if dropped {
		c.setMessage("Some saved moves no longer fit this puzzle; they were dropped.")
	}
	if c.play.in == nil {
		c.setMessage(c.play.genre.Title() + " can be viewed but not played yet.")
	}
}

func sizeLabel(cols, rows int) string { return strconv.Itoa(cols) + "×" + strconv.Itoa(rows) }

func (c *puzzlePage) setMessage(m string) { c.note.text = m }

// refresh derives everything shown from the current state; moved says a
// move was just made (hint and check marks are then stale).
func (c *puzzlePage) refresh(ctx app.Context, moved bool) {
	if c.play.st == nil {
		return
	}
	if moved {
		c.play.errs, c.note.hint = nil, nil
		c.endWatch()
	}
	if c.play.relayout() && moved {
		c.setMessage("")
	}
	c.redraw(ctx)
}

// redraw draws the board once the DOM holds the canvas.
func (c *puzzlePage) redraw(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) { c.draw(); c.afterDraw(ctx) })
}

func (c *puzzlePage) draw() {
	s := &c.play
	if s.st == nil {
		return
	}
	w, h := boardRoom("board")
	if w <= 0 {
		w = 360
	}
	// The display may be larger than the puzzle (Survo's sums stand in an
	// extra column and row), so the canvas is sized from the display.
	cols, rows := s.disp.Cols, s.disp.Rows
	if cols <= 0 || rows <= 0 {
		cols, rows = s.p.Size()
	}
	// Leave room for the toolbar under the board on short screens, but
	// never shrink below a playable size.
	maxH := max(h-140, 300)
	c.geo = s.zoom.geometry(cols, rows, w, maxH) // fitted, or zoomed (ui_puzzle_zoom.go)
	ov := Overlay{Errors: s.errs, Related: !c.settings.NoHighlight, Pencil: s.pencil}
	if r, ok := s.in.(RelatedInput); ok {
		ov.Related = ov.Related && r.Related()
	}
	if c.settings.ShowMistakes {
		ov.Errors = s.liveMistakes()
	}
	if s.in != nil {
		cur := s.cursor
		ov.Cursor = &cur
	}
	if c.note.hint != nil {
		for _, p := range c.note.hint.At {
			ov.Hints = append(ov.Hints, grid.Point{Y: p.Y, X: p.X})
		}
	}
	disp := s.disp
	if st, ok := s.in.(DisplayStyler); ok {
		disp = st.Style(disp)
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
	if ex := s.example; ex != nil {
		eg := FitGeometry(ex.Cols, ex.Rows, 150, 150)
		ew, eh := eg.Size()
		drawBoard("example", ew, eh, Build(*ex, eg, Overlay{}))
	}
}

// RelatedInput is an optional interface of an Input: Related false turns
// off the shading of the cursor's row, column and same-symbol cells, which
// helps in Latin-square genres and only clutters loop and bridge boards.
type RelatedInput interface{ Related() bool }

func (c *puzzlePage) share(ctx app.Context) {
	if c.play.link == "" {
		return
	}
	u := locationOrigin() + "/?" + c.play.link
	copyText(u, func(ok bool) {
		ctx.Dispatch(func(ctx app.Context) {
			if ok {
				c.note.shareURL = ""
				c.setMessage("Link copied to the clipboard.")
				return
			}
			c.note.shareURL = u
			c.setMessage("Copy this link to share the puzzle:")
			ctx.Defer(func(app.Context) { selectInput("share-link") })
		})
	})
}

// settleLevel finds the level for the chip of the puzzle just opened: the
// one its generator gave it when a generation opened it, else the
// worker's grade (a shared link or a saved game).
func (c *puzzlePage) settleLevel(ctx app.Context) {
	if level, ok := takeLevel(c.play.link); ok {
		c.play.level = level
		return
	}
	c.askGrade(ctx)
}

// askGrade asks the worker to grade the puzzle on show; a genre without
// levels has nothing to grade. An answer for another puzzle, or for an
// older request (the worker was replaced meanwhile), is dropped; a
// failure leaves the chip out.
func (c *puzzlePage) askGrade(ctx app.Context) {
	s := &c.play
	if s.p == nil || len(generator.Levels(s.genre)) == 0 {
		return
	}
	s.gradeRun++
	run, link := s.gradeRun, s.link
	s.grading = true
	c.request(ctx, protocol.Request{Op: protocol.OpGrade, Genre: s.genre.Name(), Puzzle: link}, nil,
		func(ctx app.Context, r protocol.Response) {
			if s.link != link || s.gradeRun != run {
				return
			}
			s.grading = false
			if r.OK && r.Result != nil {
				s.level = r.Result.Level
			}
		})
}

// regrade asks again for a grade that a worker restart (Cancel, Stop)
// threw away with everything else the worker was doing.
func (c *puzzlePage) regrade(ctx app.Context) {
	if c.play.grading {
		c.askGrade(ctx)
	}
}

// loadExample asks the worker to solve the genre's small example, shown
// solved beside the rules (GENRE.md: rules and a solved example). The
// answer is checked by the rules like every solver answer.
func (c *puzzlePage) loadExample(ctx app.Context) {
	g := c.play.genre
	ex, err := puzzle.Decode(g.Example())
	if err != nil {
		return
	}
	c.request(ctx, protocol.Request{Op: protocol.OpSolve, Genre: g.Name(), Puzzle: puzzle.LinkOf(ex)}, nil,
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
			// Drawn as the board is (Survo's sums as labels outside it).
			if st, ok := InputFor(ex).(DisplayStyler); ok {
				d = st.Style(d)
			}
			c.play.example = &d
			c.redraw(ctx)
		})
}
