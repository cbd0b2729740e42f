package main

import (
	"encoding/json"
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
	stage       string // protocol.Stage*: what the worker is doing now
	attempt     int    // which try (from 1); later tries explain a slower bar
	// making is the puzzle being made, for the words beside the bar.
	making genAsk

	// The selects' values belong to a genre (forGenre): the next puzzle of
	// the same genre comes at the size and level just chosen, another
	// genre starts from the choice remembered for it (storage), else from
	// its own first ones.
	forGenre    string
	size, level string
	symmetric   bool // a rotationally symmetric clue layout, where the genre offers one
}

// genAsk is one generation's request as the player chose it.
type genAsk struct {
	genre      string // title, e.g. "Sudoku"
	cols, rows int
	level      string
}

// reset forgets the generation of the page being left but keeps the
// choices for the next puzzle.
func (g *genState) reset() {
	*g = genState{forGenre: g.forGenre, size: g.size, level: g.level, symmetric: g.symmetric}
}

func (g *genState) begin(auto bool, ask genAsk) {
	g.active, g.auto, g.making = true, auto, ask
	g.done, g.total, g.stage, g.attempt = 0, 0, "", 1
}

func (g *genState) progress(p protocol.Progress) {
	if !g.active {
		return
	}
	g.done, g.total, g.stage = p.Done, p.Total, p.Phase
	var step protocol.GenStep
	if json.Unmarshal(p.Data, &step) == nil && step.Attempt > 0 {
		g.attempt = step.Attempt
	}
}

// text is the line beside the bar: what is made and what is being done.
func (g *genState) text() string {
	return makingText(g.making.genre, g.making.level, g.making.cols, g.making.rows, g.stage, g.attempt)
}

// options fills the selects with genre's sizes and levels, preferring the
// size of the puzzle on show (cols x rows; 0 x 0 when there is none).
func (g *genState) options(genre puzzle.Genre, cols, rows int) {
	if genre == nil {
		return
	}
	sizes := generator.Sizes(genre)
	levels := generator.Levels(genre)
	if g.forGenre != genre.Name() {
		g.forGenre, g.size, g.level = genre.Name(), "", ""
		saved := theSaves().NewChoice(genre.Name())
		if c, r, ok := parseSize(saved.Size); ok && offersSize(sizes, c, r) {
			g.size = saved.Size
		}
		if offersLevel(levels, saved.Level) {
			g.level = saved.Level
		}
		g.symmetric = saved.Symmetric && generator.OffersSymmetry(genre)
	}
	if g.size == "" && len(sizes) > 0 {
		g.size = sizeOption(sizes[0][0], sizes[0][1])
	}
	if offersSize(sizes, cols, rows) {
		g.size = sizeOption(cols, rows)
	}
	if g.level == "" && len(levels) > 0 {
		g.level = levels[0].Name
	}
	g.fitLevel(genre)
}

// sizeLevels is the levels offered at the chosen size (a genre may
// withhold a level where its rules make it impossible, e.g. a 4x4 Sudoku
// is always easy).
func (g *genState) sizeLevels(genre puzzle.Genre) []generator.Level {
	c, r, ok := parseSize(g.size)
	if !ok || genre == nil {
		return generator.Levels(genre)
	}
	return generator.LevelsAt(genre, c, r)
}

// fitLevel keeps the chosen level when the chosen size offers it, and
// otherwise takes the hardest offered level below it (or the easiest).
func (g *genState) fitLevel(genre puzzle.Genre) {
	at := g.sizeLevels(genre)
	if len(at) == 0 || offersLevel(at, g.level) {
		return
	}
	pick := at[0].Name
	for _, l := range generator.Levels(genre) {
		if l.Name == g.level {
			break
		}
		if offersLevel(at, l.Name) {
			pick = l.Name
		}
	}
	g.level = pick
}

// remember stores the card's choice, so it outlives the page.
func (g *genState) remember() {
	if g.forGenre != "" {
		theSaves().SetNewChoice(g.forGenre, NewChoice{Size: g.size, Level: g.level, Symmetric: g.symmetric})
	}
}

func offersSize(sizes [][2]int, cols, rows int) bool {
	for _, s := range sizes {
		if s[0] == cols && s[1] == rows {
			return true
		}
	}
	return false
}

func offersLevel(levels []generator.Level, name string) bool {
	for _, l := range levels {
		if l.Name == name {
			return true
		}
	}
	return false
}

// pendingNotice survives one navigation: a message for the page that the
// navigation opens (e.g. "no expert puzzle found, here is a hard one").
var pendingNotice string

// pendingLevel is the level of the puzzle a generation just opened, for
// its page's chip (one navigation, like pendingNotice).
var pendingLevel struct{ link, level string }

// takeLevel returns the level generated for link, if that is the puzzle
// the last generation made, and forgets it.
func takeLevel(link string) (string, bool) {
	l := pendingLevel
	pendingLevel.link, pendingLevel.level = "", ""
	return l.level, l.link == link && l.link != ""
}

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
	c.gen.remember()
	c.gen.begin(auto, genAsk{genre: genre.Title(), cols: cols, rows: rows, level: level})
	if !auto {
		c.setMessage("")
	}
	dropped := c.putAhead()
	c.request(ctx, protocol.Request{Op: protocol.OpGenerate, Genre: genre.Name(),
		Params: protocol.Params{Cols: cols, Rows: rows, Level: level, Seed: rand.Uint64(),
			Symmetric: c.gen.symmetric && generator.OffersSymmetry(genre)}},
		func(ctx app.Context, p protocol.Progress) { c.gen.progress(p) },
		func(ctx app.Context, r protocol.Response) {
			if !c.gen.active {
				return // cancelled: the message is already shown
			}
			c.gen.active = false
			if !r.OK {
				c.askAgain(ctx, dropped) // the puzzle on show stays
			}
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
	// The generator graded the puzzle: the page it opens shows that level
	// instead of grading it again.
	pendingLevel.link, pendingLevel.level = puzzle.LinkOf(p), r.Result.Level
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
	// The worker is replaced (Go in WASM cannot be interrupted); the board,
	// its history and its clock were never touched, so the old puzzle
	// simply goes on.
	theWorker().Cancel()
	c.regrade(ctx)
	c.setMessage("New puzzle cancelled.")
	if c.gen.auto && c.play.st == nil {
		c.openExample(ctx)
	}
}
