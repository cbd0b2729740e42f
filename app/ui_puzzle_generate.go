package main

import (
	"math/rand/v2"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// genState is the New puzzle card: the size and level chosen and the
// generation running, with its progress.
type genState struct {
	active      bool
	auto        bool // dealing the first puzzle of a genre page
	done, total int
	phase       string

	// The selects' values belong to a genre (forGenre): the next puzzle of
	// the same genre comes at the size and level just chosen, another
	// genre starts from its own first ones.
	forGenre    string
	size, level string
}

// reset forgets the generation of the page being left but keeps the
// choices for the next puzzle.
func (g *genState) reset() { *g = genState{forGenre: g.forGenre, size: g.size, level: g.level} }

func (g *genState) begin(auto bool) {
	g.active, g.auto = true, auto
	g.done, g.total, g.phase = 0, 0, "starting"
}

func (g *genState) progress(p protocol.Progress) {
	if g.active {
		g.done, g.total, g.phase = p.Done, p.Total, p.Phase
	}
}

// options fills the selects with genre's sizes and levels, preferring the
// size of the puzzle on show (cols x rows; 0 x 0 when there is none).
func (g *genState) options(genre puzzle.Genre, cols, rows int) {
	if genre == nil {
		return
	}
	if g.forGenre != genre.Name() {
		g.forGenre, g.size, g.level = genre.Name(), "", ""
	}
	sizes := generator.Sizes(genre)
	if g.size == "" && len(sizes) > 0 {
		g.size = sizeOption(sizes[0][0], sizes[0][1])
	}
	for _, s := range sizes {
		if s[0] == cols && s[1] == rows {
			g.size = sizeOption(cols, rows)
		}
	}
	if levels := generator.Levels(genre); g.level == "" && len(levels) > 0 {
		g.level = levels[0].Name
	}
}

// pendingNotice survives one navigation: a message for the page that the
// navigation opens (e.g. "no expert puzzle found, here is a hard one").
var pendingNotice string

// takeNotice returns the pending notice and clears it.
func takeNotice() string {
	n := pendingNotice
	pendingNotice = ""
	return n
}

// startGenerate asks the worker for a new puzzle; auto marks the first
// puzzle of a genre page, which replaces the URL instead of adding a
// history entry.
func (c *puzzlePage) startGenerate(ctx app.Context, auto bool) {
	genre := c.play.genre
	if genre == nil || c.gen.active {
		return
	}
	if len(generator.Sizes(genre)) == 0 {
		// No generator for this genre yet: the genre page deals the
		// example instead of reporting a worker error.
		if auto {
			c.openExample(ctx)
		} else {
			c.setMessage("Generating " + genre.Title() + " puzzles is not available yet.")
		}
		return
	}
	cols, rows, _ := parseSize(c.gen.size)
	level := c.gen.level
	c.gen.begin(auto)
	if !auto {
		c.setMessage("")
	}
	c.request(ctx, protocol.Request{Op: protocol.OpGenerate, Genre: genre.Name(),
		Params: protocol.Params{Cols: cols, Rows: rows, Level: level, Seed: rand.Uint64(), Symmetric: true}},
		func(ctx app.Context, p protocol.Progress) { c.gen.progress(p) },
		func(ctx app.Context, r protocol.Response) {
			if !c.gen.active {
				return // cancelled: the message is already shown
			}
			c.gen.active = false
			c.generated(ctx, r, level, auto)
		})
}

// generated opens the worker's new puzzle (a navigation, so Back returns
// to the puzzle before), or says why there is none.
func (c *puzzlePage) generated(ctx app.Context, r protocol.Response, level string, auto bool) {
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
}

// openExample shows the genre's built-in example when no puzzle can be
// dealt (worker unavailable).
func (c *puzzlePage) openExample(ctx app.Context) {
	p, err := puzzle.Decode(c.play.genre.Example())
	if err != nil {
		return
	}
	msg := c.note.text
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
	if c.gen.auto && c.play.st == nil {
		c.openExample(ctx)
	}
}
