package main

// Render of the editor page. Puzzle and error texts go through Text(),
// never HTML.

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/puzzle"
)

func (c *editPage) Render() app.UI {
	if c.st.p == nil {
		return app.Div().Class("puzzle-page edit-page").Body(
			app.P().ID("message").Class("message error").Aria("live", "polite").Text(c.message),
			app.A().Href("/").Class("btn primary").Text("Back to all puzzles"),
		)
	}
	cols, rows := c.st.p.Size()
	return app.Div().Class("puzzle-page edit-page").Body(
		app.Div().Class("page-head").Body(
			app.Div().Class("titles").Body(
				app.H1().Text("Set a "+c.genre.Title()),
				app.Span().Class("chip").Text(sizeLabel(cols, rows)),
				app.Span().Class("chip").Text("Editor"),
			),
		),
		app.Div().Class("play").Body(
			app.Div().Class("board-col").Body(
				app.Div().Class("board-wrap").Body(
					app.Canvas().ID("board").
						DataSet("link", c.st.p.Link().String()).
						DataSet("givens", strconv.Itoa(len(c.st.p.GivenList()))).
						DataSet("analysis", c.ana.statusData()).
						DataSet("facts-ms", strconv.FormatFloat(c.ana.factsMS, 'f', 1, 64)).
						DataSet("analysis-link", c.ana.reportLink()).
						DataSet("marks", strconv.Itoa(c.ana.marks())).
						Aria("label", "The board being set").Role("img"),
				),
			),
			app.Div().Class("side").Body(
				c.renderTools(),
				c.renderEditPad(),
				c.renderEditToolbar(),
				app.P().ID("edit-status").Class(c.statusClass()).Aria("live", "polite").Text(c.ana.status),
				app.P().ID("edit-detail").Class("muted small").Text(c.ana.detail),
				app.P().ID("message").Class(c.messageClass()).Aria("live", "polite").Text(c.message),
				c.renderEditShare(),
				c.renderResize(),
			),
		),
		app.Section().Class("rules card").Body(
			app.Div().Class("rules-text").Body(
				app.H2().Text("Setting a puzzle"),
				app.P().Text(c.genre.Rules()),
				app.P().Class("muted small").Text(editControlsText),
			),
		),
	)
}

const editControlsText = "Tap or click a cell and type, or use the pad. Tools that step (signs, borders, arrows, squares) " +
	"change with each tap; Shift+arrow steps the side of the selected cell. Right-click or a long press removes a clue, " +
	"as do Backspace and Delete. Ctrl+Z undoes, Ctrl+Y redoes. Symmetry marks the empty partner (turned 180°) of every clue."

func (c *editPage) statusClass() string {
	if c.ana.bad {
		return "status edit-status bad"
	}
	return "status edit-status"
}

func (c *editPage) messageClass() string {
	if c.errorMsg {
		return "message error"
	}
	return "message"
}

// renderTools is the palette, shown when a genre has several kinds of
// clue.
func (c *editPage) renderTools() app.UI {
	if len(c.tools) < 2 {
		return app.Div().Class("edit-tools empty")
	}
	return app.Div().Class("edit-tools tool-group").Aria("label", "Clue kind").Role("group").Body(
		app.Range(c.tools).Slice(func(i int) app.UI {
			t := c.tools[i]
			b := app.Button().ID("tool-"+t.ID).Type("button").Class("btn small").Text(t.Label).
				Aria("pressed", strconv.FormatBool(i == c.tool)).
				OnClick(func(ctx app.Context, e app.Event) {
					c.tool, c.typed = i, ""
					c.redraw(ctx)
				})
			if i == c.tool {
				b = b.Class("on")
			}
			return b
		}),
	)
}

// renderEditPad is the current tool's values, and the eraser.
func (c *editPage) renderEditPad() app.UI {
	t, ok := c.currentTool()
	if !ok || len(t.Pad) == 0 {
		return app.Div().Class("pad empty")
	}
	keys := t.Pad
	return app.Div().Class("pad edit-pad n"+strconv.Itoa(len(keys))).Body(
		app.Range(keys).Slice(func(i int) app.UI {
			v := keys[i]
			return app.Button().ID("pad-" + padID(v)).Type("button").Class("pad-key").Text(v).
				OnClick(func(ctx app.Context, e app.Event) {
					if e.Get("detail").Int() > 0 {
						ctx.JSSrc().Call("blur")
					}
					c.typeValue(ctx, v)
				})
		}),
		app.Button().ID("pad-erase").Type("button").Class("pad-key erase").Title("Remove").Aria("label", "Remove").
			Body(app.Raw(iconSVG("erase")), app.Span().Class("label").Text("Remove")).
			OnClick(func(ctx app.Context, e app.Event) { c.place(ctx, c.cursor.Point(), "") }),
	)
}

// padID keeps DOM ids plain: "?" becomes "q".
func padID(v string) string {
	if v == "?" {
		return "q"
	}
	return v
}

func (c *editPage) renderEditToolbar() app.UI {
	sym := app.Button().ID("btn-symmetry").Type("button").Class("btn").Title("Mark the partner of every clue, turned 180°").
		Aria("pressed", strconv.FormatBool(c.symmetry)).Text("Symmetry").
		OnClick(func(ctx app.Context, e app.Event) {
			c.symmetry = !c.symmetry
			c.redraw(ctx)
		})
	if c.symmetry {
		sym = sym.Class("on")
	}
	return app.Div().Class("toolbar").Body(
		app.Div().Class("tool-group").Body(
			button("btn-undo", "undo", "Undo", !c.hist.CanUndo(), func(ctx app.Context, e app.Event) { c.undo(ctx) }),
			button("btn-redo", "redo", "Redo", !c.hist.CanRedo(), func(ctx app.Context, e app.Event) { c.redo(ctx) }),
			sym,
		),
	)
}

func (c *editPage) renderEditShare() app.UI {
	return app.Div().Class("share-box").Body(
		app.Button().ID("btn-play-this").Type("button").Class("btn primary wide").Text("Play this").
			Title("Open this board on the play page").
			OnClick(func(ctx app.Context, e app.Event) { c.playThis(ctx) }),
		button("btn-share", "share", "Share link", false, func(ctx app.Context, e app.Event) { c.share(ctx) }).Class("wide"),
		app.If(c.shareURL != "", func() app.UI {
			return app.Input().ID("share-link").Type("text").ReadOnly(true).Value(c.shareURL).Aria("label", "Share link")
		}),
	)
}

// renderResize changes the board's size, keeping the clues that fit.
func (c *editPage) renderResize() app.UI {
	field := func(id, label string, v *string) app.UI {
		return app.Label().Class("edit-size").Body(
			app.Span().Text(label),
			app.Input().ID(id).Type("number").Min(1).Max(64).Value(*v).
				OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }),
		)
	}
	return app.Details().Class("edit-resize small").Body(
		app.Summary().Text("Board size"),
		app.Div().Class("edit-size-row").Body(
			field("edit-cols", "Width", &c.newCols),
			field("edit-rows", "Height", &c.newRows),
			app.Button().ID("btn-resize").Type("button").Class("btn small").Text("Resize").
				OnClick(func(ctx app.Context, e app.Event) { c.resize(ctx) }),
		),
	)
}

// editLink is the address of the editor for puzzle p (the play page's
// Edit button and the home page's Create).
func editLink(p puzzle.Puzzle) string { return "/?" + editQuery(p) }

// renderEditButton is the play page's way into the editor, starting from
// the puzzle on show (nothing for a genre without an editor).
func (c *puzzlePage) renderEditButton() app.UI {
	p, ok := c.play.p.(puzzle.Clued)
	if !ok || c.play.genre == nil || !HasEditTools(c.play.genre.Name()) {
		return app.Text("")
	}
	return app.A().ID("link-edit").Href(editLink(p)).Class("btn small wide").
		Title("Open this puzzle in the editor to change its clues").Text("Edit")
}

// createForm is the home page's "Create a puzzle": a genre and a size,
// then the editor on a blank board.
type createForm struct {
	genre      string
	cols, rows string
}

// createChoices lists the genres a setter can start from blank.
func createChoices() []catalogueItem {
	var out []catalogueItem
	for _, c := range catalogue {
		g, ok := puzzle.ByName(c.Name)
		if _, ed := g.(puzzle.Editable); ok && ed && HasEditTools(c.Name) && catalogueLive(c.Name) {
			out = append(out, c)
		}
	}
	return out
}

// defaultSize is the size a new board of a genre starts with: its
// generator's default, else its example's.
func defaultSize(name string) (cols, rows int) {
	g, ok := puzzle.ByName(name)
	if !ok {
		return 5, 5
	}
	if gg, ok := g.(puzzle.Generatable); ok && len(gg.Sizes()) > 0 {
		s := gg.Sizes()[0]
		return s[0], s[1]
	}
	if p, err := puzzle.Decode(g.Example()); err == nil {
		return p.Size()
	}
	return 5, 5
}

func (f *createForm) render(setMessage func(string)) app.UI {
	choices := createChoices()
	if len(choices) == 0 {
		return app.Text("")
	}
	if f.genre == "" {
		f.pick(choices[0].Name)
	}
	return app.Section().ID("create").Class("import card create").Body(
		app.H2().Text("Create a puzzle"),
		app.P().Class("muted").Text("Start from a blank board: place the clues, then play it or share its link."),
		app.Div().Class("import-row create-row").Body(
			app.Select().ID("create-genre").Aria("label", "Genre").
				OnChange(func(ctx app.Context, e app.Event) { f.pick(ctx.JSSrc().Get("value").String()) }).
				Body(app.Range(choices).Slice(func(i int) app.UI {
					o := app.Option().Value(choices[i].Name).Text(choices[i].Title)
					if choices[i].Name == f.genre { // only then: a prerendered selected="false" would select
						o = o.Selected(true)
					}
					return o
				})),
			app.Input().ID("create-cols").Type("number").Min(1).Max(64).Aria("label", "Width").Value(f.cols).
				OnInput(func(ctx app.Context, e app.Event) { f.cols = ctx.JSSrc().Get("value").String() }),
			app.Span().Class("muted").Text("×"),
			app.Input().ID("create-rows").Type("number").Min(1).Max(64).Aria("label", "Height").Value(f.rows).
				OnInput(func(ctx app.Context, e app.Event) { f.rows = ctx.JSSrc().Get("value").String() }),
			app.Button().ID("btn-create").Type("button").Class("btn primary").Text("Create").
				OnClick(func(ctx app.Context, e app.Event) {
					u, err := f.link()
					if err != nil {
						setMessage(friendlyError(err))
						return
					}
					setMessage("")
					ctx.Navigate(u)
				}),
		),
	)
}

func (f *createForm) pick(name string) {
	f.genre = name
	cols, rows := defaultSize(name)
	f.cols, f.rows = strconv.Itoa(cols), strconv.Itoa(rows)
}

// link is the editor's address for the blank board the form describes.
func (f *createForm) link() (string, error) {
	g, ok := puzzle.ByName(f.genre)
	eg, ed := g.(puzzle.Editable)
	if !ok || !ed {
		return "", errNotEditable
	}
	cols, err1 := strconv.Atoi(f.cols)
	rows, err2 := strconv.Atoi(f.rows)
	if err1 != nil || err2 != nil {
		return "", errBadSize
	}
	p, err := eg.Blank(cols, rows)
	if err != nil {
		return "", err
	}
	return editLink(p), nil
}

var errBadSize = &textError{"app: type the width and height as numbers"}
