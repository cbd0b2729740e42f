package main

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// Render of the puzzle page. Every text that comes from a puzzle or an
// error goes through Text(), which go-app inserts as a text node: puzzle
// text is never parsed as HTML.

func (c *puzzlePage) Render() app.UI {
	if c.play.genre == nil {
		return app.Div().Class("puzzle-page").Body(
			app.If(c.note.text == "", func() app.UI {
				return app.Div().Class("loading card").Body(app.Span().Class("spinner"), app.Text("Loading puzzle…"))
			}),
			app.P().ID("message").Class("message error").Aria("live", "polite").Text(c.note.text),
			c.imp.render(c.setMessage),
		)
	}
	return app.Div().Class("puzzle-page").Body(
		c.renderHead(),
		app.Div().Class("play").Body(
			app.Div().Class("board-col").Body(
				c.renderBoard(),
				c.renderZoom(),
			),
			// Messages live beside the board (under it on phones), so the
			// board never moves under a finger when one appears, and
			// after the toolbar and the pad, so neither moves either: a
			// second press where Check was still lands on Check.
			app.Div().Class("side").Body(
				c.renderToolbar(),
				c.renderPad(),
				app.P().ID("status").Class(c.statusClass()).Aria("live", "polite").Text(c.statusText()),
				c.renderSolved(),
				app.P().ID("message").Class(c.messageClass()).Aria("live", c.a11y.messageLive(c.note.text)).Text(c.note.text),
				app.If(c.busy.longer && c.busy.idle(), func() app.UI {
					return app.Button().ID("btn-longer").Type("button").Class("btn small").
						Text("Keep trying (up to " + spanText(keepTryingTimeout) + ")").
						OnClick(func(ctx app.Context, e app.Event) { c.keepTrying(ctx) })
				}),
				c.renderHint(),
				c.renderWatch(),
				c.renderNew(),
				c.renderShare(),
			),
		),
		app.Section().Class("rules card").Body(
			app.Div().Class("rules-text").Body(
				app.H2().Text("How to play"),
				app.P().Text(c.play.genre.Rules()),
				app.If(c.variant() != "", func() app.UI { return app.P().ID("variant-rules").Class("variant").Text(c.variant()) }),
				app.P().Class("muted small").Text(c.controlsText()),
				c.renderLevels(),
			),
			app.If(c.play.example != nil, func() app.UI {
				return app.Figure().Class("example").Body(
					app.Canvas().ID("example").Aria("label", "A solved example").Role("img"),
					app.FigCaption().Class("muted small").Text("A solved example"),
				)
			}),
		),
		c.imp.render(c.setMessage),
	)
}

// variant is the open puzzle's rule beyond its genre's (puzz.link's
// variant flags), "" for none: shown with the rules and by the title.
func (c *puzzlePage) variant() string {
	if c.play.p == nil {
		return ""
	}
	return puzzle.VariantOf(c.play.p)
}

// renderLevels says what each level asks of the player (GENRE.md: levels
// are defined by the rules a puzzle needs), folded away under the rules.
func (c *puzzlePage) renderLevels() app.UI {
	levels := generator.Levels(c.play.genre)
	if len(levels) == 0 {
		return app.Text("")
	}
	return app.Details().Class("levels small").Body(
		app.Summary().Text("Levels"),
		app.Dl().Body(app.Range(levels).Slice(func(i int) app.UI {
			return app.Div().Body(
				app.Dt().Text(title(levels[i].Name)),
				app.Dd().Text(levels[i].Description),
			)
		})),
	)
}

func (c *puzzlePage) renderHead() app.UI {
	size := ""
	if c.play.p != nil {
		size = sizeLabel(c.play.p.Size())
	}
	return app.Div().Class("page-head").Body(
		app.Div().Class("titles").Body(
			app.H1().Text(c.play.genre.Title()),
			app.If(size != "", func() app.UI { return app.Span().Class("chip").Text(size) }),
			app.If(c.variant() != "", func() app.UI {
				return app.Span().ID("variant-chip").Class("chip variant").Title(c.variant()).Text("Variant")
			}),
			app.If(c.play.level != "", func() app.UI {
				return app.Span().ID("level-chip").Class("chip level").Title("Level").Text(title(c.play.level))
			}),
		),
		app.Div().Class("timer").Title("Time played").Body(
			app.Raw(iconSVG("clock")),
			app.Span().ID("timer").Text(formatClock(c.play.elapsed)),
		),
	)
}

func (c *puzzlePage) statusText() string {
	if c.play.solved && c.play.revealed() {
		return "Solved by the solver. Undo to take the answer back."
	}
	if c.play.solved {
		return "Solved in " + formatClock(c.play.elapsed) + " — well done!"
	}
	return ""
}

func (c *puzzlePage) statusClass() string {
	if c.play.solved {
		return "status solved"
	}
	return "status"
}

func (c *puzzlePage) messageClass() string {
	if c.play.st == nil && !c.gen.active {
		return "message error"
	}
	return "message"
}

func (c *puzzlePage) controlsText() string {
	if c.play.in == nil {
		return ""
	}
	if h, ok := c.play.in.(InputHelp); ok {
		return h.Controls()
	}
	return "Tap a cell or use the arrow keys; type a digit or use the pad. P switches pencil marks (Shift+digit also writes one). Ctrl+Z undoes, Ctrl+Y redoes."
}

func (c *puzzlePage) renderBoard() app.UI {
	if c.play.st == nil {
		text := "Dealing a fresh puzzle…"
		if !c.gen.active {
			text = "No puzzle to show. Make a new one or open a link."
		}
		return app.Div().Class("board-wrap placeholder").Body(
			app.Div().Class("placeholder-inner").Body(
				app.If(c.gen.active, func() app.UI { return app.Span().Class("spinner") }),
				app.Span().Text(text),
			),
		)
	}
	// The canvas is the picture; screen readers get the same board as
	// a grid of cells beside it (a11y_grid.go).
	wrap := app.Div().Class("board-wrap")
	if c.play.zoom.zoomed() {
		wrap = wrap.Class("zoomed") // a scroll box (ui_puzzle_zoom.go)
	}
	return wrap.Body(
		append([]app.UI{
			app.Canvas().ID("board").
				DataSet("answer", c.play.st.Answer().String()).
				DataSet("link", c.play.link).
				Aria("hidden", "true"),
		}, c.renderGrid()...)...,
	)
}

// button builds a toolbar button with an icon and a label.
func button(id, icon, label string, disabled bool, onClick app.EventHandler) app.HTMLButton {
	return app.Button().ID(id).Class("btn").Type("button").Disabled(disabled).Title(label).
		Body(app.Raw(iconSVG(icon)), app.Span().Class("label").Text(label)).
		OnClick(onClick)
}

func (c *puzzlePage) renderToolbar() app.UI {
	playing := c.play.st != nil && c.play.in != nil
	_, marks := c.play.in.(MarkInput)
	pencil := button("btn-pencil", "pencil", "Pencil", !playing, func(ctx app.Context, e app.Event) {
		c.do(ctx, Action{Kind: ActPencil})
	}).Aria("pressed", strconv.FormatBool(c.play.pencil))
	if c.play.pencil {
		pencil = pencil.Class("on")
	}
	return app.Div().Class("toolbar").Body(
		app.Div().Class("tool-group").Body(
			button("btn-undo", "undo", "Undo", !playing || !c.play.hist.CanUndo(), func(ctx app.Context, e app.Event) { c.do(ctx, Action{Kind: ActUndo}) }),
			button("btn-redo", "redo", "Redo", !playing || !c.play.hist.CanRedo(), func(ctx app.Context, e app.Event) { c.do(ctx, Action{Kind: ActRedo}) }),
			app.If(marks, func() app.UI { return pencil }),
		),
		app.Div().Class("tool-group").Body(
			button("btn-check", "check", "Check", c.play.st == nil, func(ctx app.Context, e app.Event) { c.check(ctx) }),
			c.busyButton("hint", button("btn-hint", "hint", "Hint", c.play.st == nil || !c.busy.idle(), func(ctx app.Context, e app.Event) { c.askHint(ctx) })),
			c.busyButton("solve", button("btn-solve", "solve", "Solve", c.play.st == nil || !c.busy.idle(), func(ctx app.Context, e app.Event) { c.solve(ctx) })),
		),
	)
}

// busyButton is b, or the Stop button in its place while op runs (with
// the time it has run, from the second second on: a long Solve visibly
// works).
func (c *puzzlePage) busyButton(op string, b app.HTMLButton) app.UI {
	if c.busy.op != op {
		return b
	}
	label := "Stop"
	if d := time.Since(c.busy.at); d >= 2*time.Second {
		label += " " + formatClock(d)
	}
	return button("btn-stop", "stop", label, false, func(ctx app.Context, e app.Event) { c.stopWork(ctx) }).
		Title("Stop the " + op).Class("busy")
}

func (c *puzzlePage) renderPad() app.UI {
	if c.play.in == nil || c.play.st == nil {
		return app.Div().Class("pad empty")
	}
	keys := c.play.in.Pad()
	var spent map[int]bool
	if pi, ok := c.play.in.(PoolInput); ok {
		spent = pi.Spent(c.play.st)
	}
	cls := "pad n" + strconv.Itoa(len(keys)-1)
	if c.play.pencil {
		cls += " pencil"
	}
	return app.Div().Class(cls).Body(
		app.Range(keys).Slice(func(i int) app.UI {
			k := keys[i]
			if k.Digit == 0 {
				return app.Button().ID(k.ID).Type("button").Class("pad-key erase").Title("Erase").Aria("label", k.Label).
					Body(app.Raw(iconSVG("erase")), app.Span().Class("label").Text(k.Label)).
					OnClick(func(ctx app.Context, e app.Event) {
						c.do(ctx, c.play.in.Press(k, c.play.cursor, c.play.pencil, c.play.disp))
					})
			}
			b := app.Button().ID(k.ID).Type("button").Class("pad-key").Text(k.Label).
				OnClick(func(ctx app.Context, e app.Event) {
					// A tapped key gives the focus back, like a keyboard's
					// key: otherwise the next Enter (Survo's "number done")
					// would press this key again. Keyboard clicks (detail
					// 0) keep it, for players who Tab through the pad.
					if e.Get("detail").Int() > 0 {
						ctx.JSSrc().Call("blur")
					}
					c.do(ctx, c.play.in.Press(k, c.play.cursor, c.play.pencil, c.play.disp))
				})
			if len([]rune(k.Label)) > 2 { // a word (Fillomino's Border among digits): smaller text, so it fits its column
				b = b.Class("word")
			}
			if k.On { // a mode key that is on (plain keys carry no state)
				b = b.Class("on").Aria("pressed", "true")
			}
			if spent[k.Digit] {
				b = b.Class("spent").Title(k.Label + " is on the board")
			}
			return b
		}),
	)
}

// PoolInput is an optional interface of an Input whose symbols each go on
// the board once (Survo's 1..Cols*Rows): Spent names, by PadKey.Digit, the
// keys whose symbol st already uses. The pad draws them faded but still
// pressable, so the bright keys read as the pool of symbols left.
type PoolInput interface {
	Spent(st puzzle.State) map[int]bool
}

func (c *puzzlePage) renderHint() app.UI {
	text, move := "", ""
	if c.note.hint != nil {
		text, move = c.note.hint.Text, c.note.hint.Move
		if text == "" {
			text = c.note.hint.Technique
		}
	}
	cls := "hint-box card"
	if text == "" {
		cls += " empty"
	}
	return app.Div().Class(cls).Body(
		app.P().ID("hint-text").Aria("live", "polite").Text(text),
		app.If(move != "", func() app.UI {
			return app.Button().ID("btn-hint-apply").Type("button").Class("btn small primary").Text("Apply").
				OnClick(func(ctx app.Context, e app.Event) { c.applyHint(ctx) })
		}),
	)
}

func (c *puzzlePage) renderNew() app.UI {
	sizes := generator.Sizes(c.play.genre)
	levels := c.gen.sizeLevels(c.play.genre)
	if len(sizes) == 0 {
		if c.play.genre == nil {
			return app.Div().Class("new-box empty")
		}
		// A genre whose generator is not written yet: say so plainly
		// instead of offering controls that could only fail.
		return app.Div().ID("new-unavailable").Class("new-box card").Body(
			app.H2().Text("New puzzle"),
			app.P().Class("muted small").Text("Generating "+c.play.genre.Title()+" puzzles is not available yet. "+
				"Open a puzzle link (Import) or play the example."),
		)
	}
	progress := app.Progress().ID("gen-progress").Hidden(!c.gen.active).Aria("label", "New puzzle progress")
	if c.gen.total > 0 {
		progress = progress.Max(c.gen.total).Value(min(c.gen.done, c.gen.total))
	}
	return app.Div().Class("new-box card").Body(
		app.H2().Text("New puzzle"),
		app.Div().Class("new-row").Body(
			app.Select().ID("new-size").Aria("label", "Size").Disabled(c.gen.active).
				OnChange(func(ctx app.Context, e app.Event) {
					c.gen.size = ctx.JSSrc().Get("value").String()
					c.gen.fitLevel(c.play.genre)
					c.gen.remember()
				}).
				Body(app.Range(sizes).Slice(func(i int) app.UI {
					v := sizeOption(sizes[i][0], sizes[i][1])
					return app.Option().Value(v).Selected(v == c.gen.size).Text(sizeLabel(sizes[i][0], sizes[i][1]))
				})),
			app.Select().ID("new-level").Aria("label", "Level").Disabled(c.gen.active).
				OnChange(func(ctx app.Context, e app.Event) {
					c.gen.level = ctx.JSSrc().Get("value").String()
					c.gen.remember()
				}).
				Body(app.Range(levels).Slice(func(i int) app.UI {
					l := levels[i]
					return app.Option().Value(l.Name).Selected(l.Name == c.gen.level).Title(l.Description).Text(title(l.Name))
				})),
			app.Button().ID("btn-new").Type("button").Class("btn primary").Disabled(c.gen.active).
				Body(app.Raw(iconSVG("new")), app.Span().Class("label").Text("New")).
				OnClick(func(ctx app.Context, e app.Event) { c.startGenerate(ctx, false) }),
		),
		app.If(generator.OffersSymmetry(c.play.genre), func() app.UI {
			// A setter's tradition: clues placed so the board looks the
			// same turned upside down (a few more clues than a minimal set).
			return app.Label().Class("new-sym small").Title("Clues placed so the board looks the same turned upside down").Body(
				app.Input().ID("new-symmetric").Type("checkbox").Checked(c.gen.symmetric).Disabled(c.gen.active).
					OnChange(func(ctx app.Context, e app.Event) {
						c.gen.symmetric = ctx.JSSrc().Get("checked").Bool()
						c.gen.remember()
					}),
				app.Span().Text("Symmetric clues"),
			)
		}),
		app.Div().Class("gen-row").Hidden(!c.gen.active).Body(
			progress,
			app.Span().ID("gen-phase").Class("gen-phase muted small").Aria("live", "polite").Text(c.gen.text()),
			app.Button().ID("btn-cancel").Type("button").Class("btn small").Text("Cancel").
				OnClick(func(ctx app.Context, e app.Event) { c.cancelGenerate(ctx) }),
		),
	)
}

// renderSolved is the moment a player solves the puzzle themselves: the
// time, and the next puzzle of the same kind one press away.
func (c *puzzlePage) renderSolved() app.UI {
	if !c.play.solved || c.play.revealed() || c.play.st == nil {
		return app.Text("")
	}
	next := len(generator.Sizes(c.play.genre)) > 0
	what := c.play.genre.Title()
	if c.play.level != "" {
		what = title(c.play.level) + " " + what
	}
	return app.Div().ID("solved-box").Class("solved-box card").Body(
		app.P().Class("solved-time").Text(what+" solved in "+formatClock(c.play.elapsed)),
		app.Div().Class("solved-actions").Body(
			app.If(next, func() app.UI {
				return app.Button().ID("btn-next").Type("button").Class("btn primary").Disabled(c.gen.active).
					Text("Next puzzle").Title("A new puzzle at the size and level chosen below").
					OnClick(func(ctx app.Context, e app.Event) { c.startGenerate(ctx, false) })
			}),
			app.Button().ID("btn-share-solved").Type("button").Class("btn").Text("Share").
				OnClick(func(ctx app.Context, e app.Event) { c.share(ctx) }),
		),
	)
}

func (c *puzzlePage) renderShare() app.UI {
	restart := "Restart"
	if c.restartAsked {
		restart = "Clear all moves and the clock?"
	}
	return app.Div().Class("share-box").Body(
		button("btn-share", "share", "Share link", c.play.link == "", func(ctx app.Context, e app.Event) { c.share(ctx) }).Class("wide"),
		app.Button().ID("btn-restart").Type("button").Class("btn small wide").Disabled(c.play.st == nil || c.play.in == nil).
			Text(restart).Title("Start this puzzle again from an empty board").
			OnClick(func(ctx app.Context, e app.Event) { c.restart(ctx) }),
		c.renderEditButton(), // ui_edit_view.go
		app.If(c.play.p != nil && hasLab(c.play.p), func() app.UI {
			return app.A().ID("link-lab").Href(labLink(c.play.link)).Class("btn small wide").Text("Solver lab")
		}),
		app.If(c.note.shareURL != "", func() app.UI {
			return app.Input().ID("share-link").Type("text").ReadOnly(true).Value(c.note.shareURL).Aria("label", "Share link")
		}),
		c.renderSettings(),
	)
}

// renderSettings is the player's preferences, folded away: they hold for
// every puzzle and survive reloads.
func (c *puzzlePage) renderSettings() app.UI {
	toggle := func(id, label string, on bool, set func(bool)) app.UI {
		return app.Label().Class("setting").Body(
			app.Input().ID(id).Type("checkbox").Checked(on).
				OnChange(func(ctx app.Context, e app.Event) {
					set(ctx.JSSrc().Get("checked").Bool())
					theSaves().SetSettings(c.settings)
					c.redraw(ctx)
				}),
			app.Span().Text(label),
		)
	}
	return app.Details().ID("settings").Class("settings small").Body(
		app.Summary().Text("Settings"),
		toggle("set-mistakes", "Show mistakes as I play", c.settings.ShowMistakes, func(v bool) { c.settings.ShowMistakes = v }),
		toggle("set-highlight", "Highlight the row, column and same numbers", !c.settings.NoHighlight, func(v bool) { c.settings.NoHighlight = !v }),
		app.Label().Class("setting").Body(
			app.Span().Text("Theme"),
			app.Select().ID("set-theme").
				OnChange(func(ctx app.Context, e app.Event) {
					c.settings.Theme = validTheme(ctx.JSSrc().Get("value").String())
					theSaves().SetSettings(c.settings)
					applyTheme()
					c.redraw(ctx)
				}).
				Body(app.Range(Themes).Slice(func(i int) app.UI {
					th := Themes[i]
					return app.Option().Value(th.Value).Selected(th.Value == c.settings.Theme).Text(th.Label)
				})),
		),
	)
}
