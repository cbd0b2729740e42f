package main

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// "Watch the solver" (issue 5; genre-free): the worker solves the puzzle
// and streams pictures of its search (protocol.OpWatch, display lists);
// the page replays them on the board at a steady pace, whatever speed
// they arrive at, and ends on the solver's answer. The player's own board
// is untouched: the frames only replace what the canvas draws, and the
// button (or any move, key or tap) brings the board back. Genres opt in by
// implementing protocol.Watcher; the button shows only for them.

// watchStep is how long each frame stays on the board.
const watchStep = 90 * time.Millisecond

type watchView struct {
	on     bool // the board shows the replay
	seq    int  // identifies the replay, so a stale one's frames are dropped
	frames []puzzle.Display
	nodes  []int64
	shown  int  // index of the frame on the board, -1 before the first
	done   bool // the worker has answered: no more frames
	end    string
	stop   chan struct{}
}

// canWatch reports whether the open puzzle's genre can show its search.
func (c *puzzlePage) canWatch() bool {
	if c.play.p == nil || c.play.st == nil {
		return false
	}
	_, ok := c.play.p.(protocol.Watcher)
	return ok
}

// watchFrame is the picture to draw instead of the board, if any.
func (c *puzzlePage) watchFrame() (puzzle.Display, bool) {
	w := &c.watch
	if !w.on || w.shown < 0 || w.shown >= len(w.frames) {
		return puzzle.Display{}, false
	}
	return w.frames[w.shown], true
}

func (c *puzzlePage) startWatch(ctx app.Context) {
	if !c.canWatch() || !c.busy.idle() {
		return
	}
	c.endWatch()
	seq := c.watch.seq + 1
	stop := make(chan struct{})
	c.watch = watchView{on: true, seq: seq, shown: -1, stop: stop}
	c.play.errs, c.note.hint = nil, nil
	c.busy.op = "watch"
	live := func() bool { return c.watch.on && c.watch.seq == seq }
	c.request(ctx, protocol.Request{Op: protocol.OpWatch, Genre: c.play.genre.Name(), Puzzle: c.play.link},
		func(ctx app.Context, p protocol.Progress) {
			ctx.PreventUpdate() // the ticker shows the frames
			if !live() {
				return
			}
			var f protocol.WatchFrame
			if json.Unmarshal(p.Data, &f) != nil {
				return
			}
			c.watch.frames = append(c.watch.frames, f.Display())
			c.watch.nodes = append(c.watch.nodes, f.Nodes)
		},
		func(ctx app.Context, r protocol.Response) {
			if c.busy.op == "watch" {
				c.busy.op = ""
			}
			if !live() {
				return
			}
			c.watch.done = true
			switch {
			case !r.OK:
				c.watch.end = "The solver stopped: " + r.Error
			case r.Result == nil:
				c.watch.end = "The solver sent no answer."
			case r.Result.Status == puzzle.None:
				c.watch.end = "The search ended: this puzzle has no solution."
			default:
				c.watch.end = "The solver's answer, after " + strconv.FormatInt(r.Result.Nodes, 10) + " search nodes. Your board is kept."
			}
		})
	ctx.Async(func() {
		t := time.NewTicker(watchStep)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				ctx.Dispatch(func(ctx app.Context) { c.watchTick(ctx, seq) })
			}
		}
	})
}

// watchTick shows the next frame, if one has arrived.
func (c *puzzlePage) watchTick(ctx app.Context, seq int) {
	w := &c.watch
	if !w.on || w.seq != seq || w.shown >= len(w.frames)-1 {
		if !w.done {
			ctx.PreventUpdate()
		}
		return
	}
	w.shown++
	c.redraw(ctx)
}

// endWatch stops the replay and gives the board back.
func (c *puzzlePage) endWatch() {
	w := &c.watch
	if w.stop != nil {
		close(w.stop)
	}
	*w = watchView{seq: w.seq}
}

func (c *puzzlePage) watchText() string {
	w := &c.watch
	switch {
	case !w.on:
		return ""
	case w.done && w.shown >= len(w.frames)-1:
		return w.end
	case w.shown < 0:
		return "Starting the solver…"
	}
	return "Search node " + strconv.FormatInt(w.nodes[w.shown], 10) + "…"
}

func (c *puzzlePage) renderWatch() app.UI {
	if !c.canWatch() {
		return app.Div().Class("watch-box empty")
	}
	label := "Watch the solver"
	if c.watch.on {
		label = "Back to my board"
	}
	return app.Div().Class("share-box watch-box").Body(
		app.Button().ID("btn-watch").Type("button").Class("btn small wide").
			Disabled(!c.watch.on && !c.busy.idle()).
			Aria("pressed", strconv.FormatBool(c.watch.on)).
			Title("Replay the solver's search on the board").
			Text(label).
			OnClick(func(ctx app.Context, e app.Event) {
				if c.watch.on {
					c.endWatch()
					c.redraw(ctx)
					return
				}
				c.startWatch(ctx)
			}),
		app.If(c.watch.on, func() app.UI {
			return app.P().ID("watch-text").Class("muted small").Aria("live", "polite").Text(c.watchText())
		}),
	)
}
