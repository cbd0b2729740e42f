package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// busyState is the worker's job for the player's board: the Hint or
// Solve running (Stop stands in its button), the offer to keep trying a
// Solve that ran out of time, and the last crash notice.
type busyState struct {
	op     string    // "hint", "solve" or "watch" while the worker works on it
	at     time.Time // when it started (the Stop button shows the time)
	longer bool      // the last Solve ran out of time: offer "Keep trying"
	// run is bumped per request, by Stop and by reset, and never goes
	// back: an answer whose run is not the current one is dropped.
	run int
	// crashAt is when the worker client last said the worker crashed:
	// for a moment that notice explains failed requests better than
	// their own errors do.
	crashAt time.Time
}

// reset forgets the job of the puzzle being left; answers still on their
// way for it are dropped (run moves on). The crash time is the worker's,
// not the puzzle's, and stays.
func (b *busyState) reset() { *b = busyState{run: b.run + 1, crashAt: b.crashAt} }

func (b *busyState) idle() bool { return b.op == "" }

// start marks op as running and returns its run number.
func (b *busyState) start(op string) int {
	b.op, b.at, b.longer = op, time.Now(), false
	b.run++
	return b.run
}

// finish ends run and reports whether its answer is still wanted (false
// once Stop or a load has moved on).
func (b *busyState) finish(run int) bool {
	if run != b.run {
		return false
	}
	b.op = ""
	return true
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

// workerCrashed shows the worker client's notice (the worker died and was
// restarted, or cannot start); the board stays.
func (c *puzzlePage) workerCrashed(msg string) {
	c.gen.active, c.busy.op = false, ""
	c.setMessage(msg)
	c.busy.crashAt = time.Now()
}

// workerError shows a failed request, unless the crash notice the worker
// client just sent explains it better.
func (c *puzzlePage) workerError(what, err string) {
	if time.Since(c.busy.crashAt) < 3*time.Second {
		return
	}
	c.setMessage(what + ": " + friendlyText(err))
}

// abandonWork stops the worker's job for the puzzle being left: its answer
// would be dropped anyway, and a Solve given minutes (Keep trying) would
// hold up every request of the next page.
func (c *puzzlePage) abandonWork() {
	if !c.busy.idle() || c.gen.active {
		c.busy.op, c.gen.active = "", false
		c.busy.run++
		theWorker().Cancel()
	}
}

// stopWork is the Stop button: the worker is replaced (Go in WASM cannot
// be interrupted), the board and its history stay as they are.
func (c *puzzlePage) stopWork(ctx app.Context) {
	what := c.busy.op
	if what == "" {
		return
	}
	gen := c.gen.active
	c.abandonWork()
	c.regrade(ctx)
	switch {
	case gen:
		c.setMessage("Stopped; the new puzzle was cancelled too.")
	case what == "hint":
		c.setMessage("Hint stopped.")
	default:
		c.setMessage("Solving stopped.")
	}
}

// putAhead puts the player's request (Solve, Hint, New puzzle) before the
// puzzle's grade, which the page asks for on opening: the worker's jobs
// take turns only where they yield (Go in WASM has no preemption), and on a
// hard board the grade ran its full 20 s while a Solve given 1 ms waited
// behind it (the page said "no answer in 1 ms" after 20.5 s). A grade
// still running is dropped with the worker (replaced: ~0.5 s) and asked
// again by askAgain once the player's answer is in. It reports whether it
// dropped anything.
func (c *puzzlePage) putAhead() bool {
	if !c.play.grading {
		return false
	}
	c.play.gradeRun++ // the dropped grade's failure is not its answer
	theWorker().Cancel()
	return true
}

// askAgain asks for what putAhead dropped: the grade, and the solved
// example beside the rules if it had not arrived yet.
func (c *puzzlePage) askAgain(ctx app.Context, dropped bool) {
	if !dropped {
		return
	}
	if c.play.example == nil {
		c.loadExample(ctx) // first: a job runs to its end once started
	}
	c.regrade(ctx)
}

func (c *puzzlePage) askHint(ctx app.Context) {
	s := &c.play
	if s.st == nil || !c.busy.idle() {
		return
	}
	run := c.busy.start("hint")
	c.note.hint = nil
	dropped := c.putAhead()
	c.request(ctx, protocol.Request{Op: protocol.OpHint, Genre: s.genre.Name(), Puzzle: s.link,
		Params: protocol.Params{Moves: s.hist.Applied()}}, nil,
		func(ctx app.Context, r protocol.Response) {
			if !c.busy.finish(run) {
				return // stopped
			}
			c.askAgain(ctx, dropped)
			switch {
			case !r.OK:
				c.workerError("No hint", r.Error)
			case r.Result == nil || r.Result.Hint == nil:
				c.setMessage("No hint is available for this position.")
			default:
				h := *r.Result.Hint
				c.note.hint = &h
				c.setMessage("")
			}
			c.redraw(ctx)
		})
}

func (c *puzzlePage) applyHint(ctx app.Context) {
	if h := c.note.hint; h != nil && h.Move != "" {
		c.playMove(ctx, h.Move)
	}
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

func (c *puzzlePage) solveFor(ctx app.Context, timeout time.Duration) {
	s := &c.play
	if s.st == nil || !c.busy.idle() {
		return
	}
	run := c.busy.start("solve")
	c.setMessage("")
	dropped := c.putAhead()
	c.request(ctx, protocol.Request{Op: protocol.OpSolve, Genre: s.genre.Name(), Puzzle: s.link,
		Params: protocol.Params{TimeoutMS: int(timeout / time.Millisecond)}}, nil,
		func(ctx app.Context, r protocol.Response) {
			if !c.busy.finish(run) {
				return // stopped
			}
			c.askAgain(ctx, dropped)
			if !r.OK {
				c.workerError("Could not solve", r.Error)
				return
			}
			if r.Result == nil {
				c.setMessage("The solver sent no answer.")
				return
			}
			c.showSolution(ctx, *r.Result, timeout)
		})
}

// showSolution puts the solver's answer on the board, saying what the
// solver settled about other solutions.
func (c *puzzlePage) showSolution(ctx app.Context, res protocol.Result, timeout time.Duration) {
	note := ""
	switch res.Status {
	case puzzle.None:
		c.setMessage("This puzzle has no solution.")
		return
	case puzzle.Unknown:
		if res.Answer == "" {
			c.setMessage("The solver found no answer in " + spanText(timeout) + ".")
			c.busy.longer = timeout < keepTryingTimeout
			return
		}
		note = "Here is an answer; whether it is the only one was not settled in " + spanText(timeout) + "."
	case puzzle.Multiple:
		note = "This puzzle has more than one solution; here is one of them."
	}
	// Trust nothing from outside: the rules accept the answer before it
	// reaches the board.
	p := c.play.p
	a, err := p.ParseAnswer(res.Answer)
	if err != nil {
		c.setMessage("The solver's answer is unreadable: " + friendlyError(err))
		return
	}
	if err := puzzle.Verify(p, puzzle.Result{Status: puzzle.Found, Answer: a}); err != nil {
		c.setMessage("The solver's answer was rejected: " + friendlyError(err))
		return
	}
	c.playMove(ctx, puzzle.SetAnswerMove+a.String())
	if note != "" {
		c.setMessage(note)
	}
}
