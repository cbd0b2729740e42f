package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// The board as an ARIA grid: a visually hidden copy of the canvas that a
// screen reader reads cell by cell (a11y.go has the words). The cell under
// the game's cursor is the grid's selected cell and the only one in the
// Tab order (roving tabindex); the page's key listener already moves the
// cursor on arrow keys, and the grid follows it, taking the focus along
// when the focus was in the grid. A screen reader moving the focus to a
// cell moves the cursor there. A live region beside it says what each
// move changed and what Check found.
//
// Cost: one element and one text node per cell. The words are read again
// only when the position or Check's marks change (the clock's tick every
// second reuses them), and each row is a component, so a cursor step
// re-renders the rows it touches; TestBoardGridCost in the e2e tests
// measures it.

// a11yState is the page's memory for the grid and the live region: the
// last reading of the board (to say what a move changed) and what the
// live region says.
type a11yState struct {
	link   string
	terms  a11yTerms    // the genre's words (a11y_terms.go), set before sync
	items  *puzzle.Item // the display read last, by identity: Layout makes a new list per position
	nItems int
	words  []string // boardWords of it

	marksKey [3]any   // Check's and the hint's marks the labels carry
	labels   []string // words with cell names and marks: the grid's text

	said    string // the live region's text
	pending string // said next instead of a board change (a Check result)
	flip    bool
	// quiet is a message line the live region says already (Check's
	// result): #message shows it without being a live region for it, so
	// a screen reader hears it once.
	quiet string
}

// announce queues text for the live region (said at the next render).
func (a *a11yState) announce(text string) { a.pending = text }

// announceMessage queues text for the live region that the message line
// shows too, as message; the line stays silent while it shows it.
func (a *a11yState) announceMessage(text, message string) {
	a.pending, a.quiet = text, message
}

// messageLive is the aria-live value of the message line showing text.
func (a *a11yState) messageLive(text string) string {
	if text != "" && text == a.quiet {
		return "off"
	}
	return "polite"
}

// sync reads the board if it changed since the last call and queues what
// changed for the live region (nothing on the first reading of a puzzle).
func (a *a11yState) sync(link string, d puzzle.Display, cur Cursor, errs []grid.Point, hint *protocol.Hint) {
	var first *puzzle.Item
	if len(d.Items) > 0 {
		first = &d.Items[0]
	}
	said := ""
	fresh := link != a.link || a.words == nil || len(a.words) != d.Rows*d.Cols
	if fresh || first != a.items || len(d.Items) != a.nItems {
		words := boardWords(d, a.terms)
		if !fresh {
			said = changeWords(a.words, words, d.Cols, cur)
		}
		a.link, a.items, a.nItems, a.words = link, first, len(d.Items), words
		a.labels = nil
	}
	var errFirst *grid.Point
	if len(errs) > 0 {
		errFirst = &errs[0]
	}
	key := [3]any{errFirst, len(errs), hint}
	if a.labels == nil || key != a.marksKey {
		a.marksKey = key
		a.labels = cellLabels(a.words, d.Cols, errs, hint)
	}
	if a.pending != "" {
		said, a.pending = a.pending, ""
	}
	if said != "" {
		// The same words twice in a row (two Checks) must still be
		// heard: a live region speaks only when its text changes.
		a.flip = !a.flip
		if a.flip {
			said += "\u00a0"
		}
		a.said = said
	}
}

// cellLabels is the grid's text: each cell's name, words and marks.
func cellLabels(words []string, cols int, errs []grid.Point, hint *protocol.Hint) []string {
	flagged, hinted := map[int]bool{}, map[int]bool{}
	index := func(p grid.Point) int {
		if !p.IsCell() || p.X/2 >= cols {
			return -1
		}
		return (p.Y/2)*cols + p.X/2
	}
	for _, p := range errs {
		flagged[index(p)] = true
	}
	if hint != nil {
		for _, p := range hint.At {
			hinted[index(grid.Point{Y: p.Y, X: p.X})] = true
		}
	}
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = cellName(i/cols, i%cols) + ": " + markedWords(w, flagged[i], hinted[i])
	}
	return out
}

// boardGrid renders the grid. Its exported fields are all go-app compares
// on a parent render, so an unchanged board costs a slice comparison.
type boardGrid struct {
	app.Compo

	Label              string
	Cols               int      // display columns (Survo's sums make more than the puzzle's)
	PlayCols, PlayRows int      // the cells the cursor can reach
	Labels             []string // reading order
	Sel                int      // index of the cursor's cell

	page *puzzlePage // set when the grid is made; go-app keeps the first instance
}

func (g *boardGrid) OnUpdate(ctx app.Context) {
	ctx.Defer(func(app.Context) { focusSelectedCell(boardGridID) })
}

const boardGridID = "board-grid"

func (g *boardGrid) Render() app.UI {
	cols := max(g.Cols, 1)
	rows := len(g.Labels) / cols
	return app.Div().ID(boardGridID).Class("sr-only").Role("grid").Aria("label", g.Label).
		On("focusin", g.onFocus).
		Body(app.Range(make([]struct{}, rows)).Slice(func(y int) app.UI {
			r := &boardGridRow{Base: y * cols, Labels: g.Labels[y*cols : (y+1)*cols], Sel: -1}
			if y < g.PlayRows {
				r.PlayCols = g.PlayCols
			}
			if g.Sel >= y*cols && g.Sel < (y+1)*cols {
				r.Sel = g.Sel - y*cols
			}
			return r
		}))
}

// boardGridRow is one row of the grid, a component of its own so that a
// cursor step re-renders the one or two rows it touches, not every cell
// of a 64x64 board.
type boardGridRow struct {
	app.Compo

	Base     int      // index of the row's first cell on the board
	Labels   []string // the row's cells
	PlayCols int      // how many of them the cursor can reach
	Sel      int      // the cursor's column in this row, -1 elsewhere
}

func (r *boardGridRow) Render() app.UI {
	return app.Div().Role("row").Body(app.Range(r.Labels).Slice(func(x int) app.UI {
		cell := app.Div().Role("gridcell").Text(r.Labels[x])
		if x < r.PlayCols {
			tab := -1
			if x == r.Sel {
				tab = 0
			}
			cell = cell.TabIndex(tab).Aria("selected", strconv.FormatBool(x == r.Sel)).DataSet("i", r.Base+x)
		}
		return cell
	}))
}

// onFocus moves the cursor to a cell the focus went to (a screen reader's
// navigation, Tab, a click).
func (g *boardGrid) onFocus(ctx app.Context, e app.Event) {
	// Most focus changes are the grid's own (focusSelectedCell after a
	// cursor step): nothing to do, and no page render either.
	v := e.Get("target").Get("dataset").Get("i")
	i, err := strconv.Atoi(v.String())
	if g.page == nil || !v.Truthy() || err != nil || i == g.Sel {
		ctx.PreventUpdate()
		return
	}
	cols := max(g.Cols, 1)
	g.page.play.zoom.showCursor = true // a zoomed board scrolls to the cell read
	g.page.do(ctx, Action{Kind: ActSelect, At: Cursor{Y: i / cols, X: i % cols}})
}

// renderGrid is the grid and the live region for the board on show.
func (c *puzzlePage) renderGrid() []app.UI {
	s := &c.play
	c.a11y.terms = termsFor(s.genre.Name())
	c.a11y.sync(s.link, s.disp, s.cursor, s.errs, c.note.hint)
	cols, rows := s.p.Size()
	sel := -1
	if s.in != nil {
		sel = s.cursor.Y*s.disp.Cols + s.cursor.X
	}
	return []app.UI{
		&boardGrid{
			Label: c.play.genre.Title() + " board, " + strconv.Itoa(cols) + " by " + strconv.Itoa(rows),
			Cols:  s.disp.Cols, PlayCols: cols, PlayRows: rows,
			Labels: c.a11y.labels, Sel: sel,
			page: c,
		},
		app.Div().ID("board-live").Class("sr-only").Aria("live", "polite").Aria("atomic", "true").Text(c.a11y.said),
	}
}
