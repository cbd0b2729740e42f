package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// labPage is the solver lab for one puzzle ("/?lab/<link query>"): pick
// J-POP solvers and a budget, race them in the worker one after another,
// watch the best cost fall on a live plot, and compare the final table with
// the exact solver's time. Each solver's best construction can be shown on
// the lab's own board. All work happens in the worker, so the page stays
// responsive; Cancel restarts the worker.
type labPage struct {
	app.Compo

	Query string // the puzzle's link query

	loaded string
	epoch  int // bumped per load and run: stale worker answers are dropped

	p       puzzle.Puzzle
	link    string
	message string

	picked  map[string]bool
	budget  int
	seed    uint64
	running bool
	started time.Time
	done    int
	total   int
	phase   string
	status  string
	series  []plotSeries
	result  *meta.LabResult
	shown   int // run shown on the board, −1 for none
}

// labSolvers are the solvers offered, in the paper's order.
var labSolvers = []string{"aco", "aco-tuned", "ga", "ga-tuned", "sa", "sa-tuned", "backtrack", "random"}

// labSolverInfo says in plain words what each solver does (the page's
// legend and each checkbox's title); "tuned" is the paper's parameter
// set found by automatic tuning (irace), against its defaults.
var labSolverInfo = map[string]string{
	"aco":       "Ant colony: simulated ants build boards choice by choice and leave a trail on the choices that gave low cost, so later ants prefer them.",
	"aco-tuned": "Ant colony with the paper's tuned settings.",
	"ga":        "Genetic algorithm: a population of boards is mixed and mutated, and the boards with the lowest cost survive.",
	"ga-tuned":  "Genetic algorithm with the paper's tuned settings.",
	"sa":        "Simulated annealing: one board changed a little at a time, taking a worse change less and less often as it cools.",
	"sa-tuned":  "Simulated annealing with the paper's tuned settings.",
	"backtrack": "Backtracking: fills cells in order and steps back when a rule breaks.",
	"random":    "Random: a fresh random board each time; the baseline the others should beat.",
}

// labBudgets are the evaluation budgets offered (the paper's is 200,000).
var labBudgets = []int{2000, 20000, 200000}

// labLink is the lab's address for a puzzle link query.
func labLink(link string) string { return "/?lab/" + link }

// hasLab says whether the lab can run on p's genre.
func hasLab(p puzzle.Puzzle) bool {
	_, ok := p.(meta.Simulable)
	return ok
}

func (c *labPage) OnMount(ctx app.Context) {
	workerHub.sink = func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			c.running = false
			c.message = msg
		})
	}
	c.load(ctx)
}

func (c *labPage) OnUpdate(ctx app.Context) {
	if c.Query != c.loaded {
		c.load(ctx)
	}
}

func (c *labPage) OnResize(ctx app.Context) { c.redraw(ctx) }

func (c *labPage) load(ctx app.Context) {
	c.loaded = c.Query
	c.epoch++
	c.p, c.link, c.message = nil, "", ""
	c.running, c.result, c.series, c.shown, c.status = false, nil, nil, -1, ""
	if c.picked == nil {
		c.picked = map[string]bool{"aco-tuned": true, "ga": true, "sa-tuned": true, "random": true}
		c.budget = 20000
		c.seed = 1
	}
	p, err := puzzle.Decode(c.Query)
	if err != nil {
		c.message = "This puzzle link cannot be opened. " + friendlyError(err)
		return
	}
	if !hasLab(p) {
		c.message = "The solver lab is not available for " + p.Genre().Title() + " yet."
		return
	}
	c.p, c.link = p, puzzle.LinkOf(p)
	c.redraw(ctx)
}

func (c *labPage) chosen() []string {
	var out []string
	for _, s := range labSolvers {
		if c.picked[s] {
			out = append(out, s)
		}
	}
	return out
}

func (c *labPage) run(ctx app.Context) {
	names := c.chosen()
	if c.p == nil || c.running || len(names) == 0 {
		if len(names) == 0 {
			c.message = "Pick at least one solver."
		}
		return
	}
	extra, _ := json.Marshal(meta.LabRequest{Solvers: names, Budget: c.budget, Exact: true})
	c.epoch++
	epoch := c.epoch
	c.running, c.result, c.shown, c.message = true, nil, -1, ""
	c.done, c.total, c.phase = 0, c.budget*len(names), names[0]
	c.started = time.Now()
	c.status = "Running " + names[0] + "…"
	c.series = make([]plotSeries, len(names))
	for i, n := range names {
		c.series[i] = plotSeries{Name: n}
	}
	req := protocol.Request{Op: protocol.OpLab, Genre: c.p.Genre().Name(), Puzzle: c.link,
		Params: protocol.Params{Seed: c.seed, Extra: extra}}
	theWorker().Call(req, func(pr protocol.Progress) {
		ctx.Dispatch(func(ctx app.Context) {
			if c.epoch != epoch {
				return
			}
			var lp meta.LabProgress
			if json.Unmarshal(pr.Data, &lp) != nil || lp.Index < 0 || lp.Index >= len(c.series) {
				return
			}
			s := &c.series[lp.Index]
			s.Points = append(s.Points, lp.Points...)
			s.Evals = lp.Evals
			c.done, c.total, c.phase = pr.Done, pr.Total, pr.Phase
			c.status = fmt.Sprintf("Running %s (%d of %d)…", lp.Solver, lp.Index+1, len(c.series))
			c.redraw(ctx)
		})
	}, func(r protocol.Response) {
		ctx.Dispatch(func(ctx app.Context) {
			if c.epoch != epoch {
				return
			}
			c.running = false
			if !r.OK || r.Result == nil {
				c.status = ""
				c.message = "The lab stopped: " + friendlyText(r.Error)
				return
			}
			var res meta.LabResult
			if err := json.Unmarshal(r.Result.Data, &res); err != nil {
				c.message = "The lab's result is unreadable: " + friendlyError(err)
				return
			}
			c.result = &res
			for i, run := range res.Runs {
				if i < len(c.series) {
					c.series[i].Points = run.Curve
					c.series[i].Evals = run.Evals
				}
			}
			c.done = c.total
			c.status = "Done in " + time.Since(c.started).Round(10*time.Millisecond).String() + "."
			c.redraw(ctx)
		})
	})
}

func (c *labPage) cancel(ctx app.Context) {
	if !c.running {
		return
	}
	c.epoch++ // the cancelled call's error answer is dropped
	theWorker().Cancel()
	c.running = false
	c.status = "Cancelled."
	c.redraw(ctx)
}

func (c *labPage) show(ctx app.Context, i int) {
	c.shown = i
	c.redraw(ctx)
}

// shownState is the puzzle with run i's best construction on the board.
func (c *labPage) shownState() (puzzle.State, string) {
	st := c.p.NewState()
	if c.result == nil || c.shown < 0 || c.shown >= len(c.result.Runs) {
		return st, ""
	}
	ans := c.result.Runs[c.shown].Answer
	if next, err := st.Apply(puzzle.SetAnswerMove + ans); err == nil {
		return next, ""
	}
	return st, "This solver's best construction cannot be shown on the board (it is not a complete answer)."
}

func (c *labPage) redraw(ctx app.Context) { ctx.Defer(func(app.Context) { c.draw() }) }

func (c *labPage) draw() {
	if c.p == nil {
		return
	}
	w, _ := boardRoom("lab-plot")
	if w <= 0 {
		w = 480
	}
	h := 260.0
	drawBoard("lab-plot", w, h, plotOps(c.series, c.budget, w, h))
	n, pts := 0, 0
	for _, s := range c.series {
		if len(s.Points) > 0 {
			n++
		}
		pts += len(s.Points)
	}
	setData("lab-plot", "series", strconv.Itoa(n))
	setData("lab-plot", "points", strconv.Itoa(pts))

	st, _ := c.shownState()
	d := st.Layout()
	cols, rows := d.Cols, d.Rows
	if cols <= 0 || rows <= 0 {
		cols, rows = c.p.Size()
	}
	bw, _ := boardRoom("lab-board")
	if bw <= 0 {
		bw = 300
	}
	g := FitGeometry(cols, rows, min(bw, 420), 420)
	gw, gh := g.Size()
	drawBoard("lab-board", gw, gh, Build(d, g, Overlay{}))
}

func (c *labPage) Render() app.UI {
	if c.p == nil {
		return app.Div().ID("lab-page").Class("lab-page").Body(
			app.H1().Text("Solver lab"),
			app.P().ID("message").Class("message error").Aria("live", "polite").Text(c.message),
			app.A().Href("/").Class("btn").Text("Back to all puzzles"),
		)
	}
	cols, rows := c.p.Size()
	return app.Div().ID("lab-page").Class("lab-page").Body(
		app.Div().Class("page-head").Body(
			app.Div().Class("titles").Body(
				app.H1().Text("Solver lab"),
				app.Span().Class("chip").Text(c.p.Genre().Title()+" "+sizeLabel(cols, rows)),
			),
			app.A().ID("lab-back").Href("/?"+c.link).Class("btn small").Text("Back to the puzzle"),
		),
		app.P().Class("muted small lab-intro").Text("Puzzle-solving programs race on this puzzle. The general-purpose "+
			"search methods below come from the J-POP study (\"Japanese Puzzles as Optimization Problems\", Lloyd, "+
			"Crossley, Sinclair and Amos): each builds whole boards and scores them by how many rules they break, "+
			"0 being a solution, within a budget of evaluations (boards scored). Each runs once with the seed "+
			"below; the plot shows the best score found against the evaluations used, and the exact solver "+
			"Pencilbox plays with is timed beside them."),
		c.renderSettings(),
		app.Details().Class("lab-legend small").Body(
			app.Summary().Text("What the solvers do"),
			app.Dl().Body(app.Range(labSolvers).Slice(func(i int) app.UI {
				return app.Div().Body(app.Dt().Text(labSolvers[i]), app.Dd().Text(labSolverInfo[labSolvers[i]]))
			})),
		),
		app.P().ID("message").Class("message").Aria("live", "polite").Text(c.message),
		app.Div().Class("lab-plot-wrap card").Style("margin", "10px 0").Body(
			app.Canvas().ID("lab-plot").Aria("label", "Best cost against evaluations").Role("img"),
			c.renderPlotLink(),
		),
		c.renderTable(),
		app.Div().Class("lab-board-wrap").Style("margin", "10px 0").Style("max-width", "440px").Body(
			app.Canvas().ID("lab-board").DataSet("answer", c.boardAnswer()).
				Aria("label", "Best construction of the chosen solver").Role("img"),
		),
	)
}

// renderPlotLink offers the finished plot as an SVG file, drawn by the
// same layout as the canvas and the lab report's figures.
func (c *labPage) renderPlotLink() app.UI {
	href := ""
	if c.result != nil && !c.running {
		href = plotSVGLink(c.series, c.budget)
	}
	if href == "" {
		return app.Span().ID("lab-plot-svg").Hidden(true)
	}
	return app.A().ID("lab-plot-svg").Class("btn small").Style("margin-top", "6px").Href(href).Attr("download", "lab-plot.svg").
		Text("Save the plot (SVG)")
}

func (c *labPage) boardAnswer() string {
	st, _ := c.shownState()
	return st.Answer().String()
}

func (c *labPage) renderSettings() app.UI {
	progress := app.Progress().ID("lab-progress").Aria("label", "Lab progress").Hidden(!c.running && c.result == nil)
	if c.total > 0 {
		progress = progress.Max(c.total).Value(min(c.done, c.total))
	}
	return app.Div().Class("lab-settings card").Body(
		// Layout styles are inline so the lab needs nothing from the shared
		// stylesheet beyond its cards and buttons.
		app.Div().Class("lab-solvers").Style("display", "flex").Style("flex-wrap", "wrap").Style("gap", "4px 14px").Body(
			app.Range(labSolvers).Slice(func(i int) app.UI {
				name := labSolvers[i]
				return app.Label().Class("lab-solver").Title(labSolverInfo[name]).Body(
					app.Input().Type("checkbox").ID("lab-s-"+name).Checked(c.picked[name]).Disabled(c.running).
						OnChange(func(ctx app.Context, e app.Event) {
							c.picked[name] = ctx.JSSrc().Get("checked").Bool()
						}),
					app.Span().Text(name),
				)
			}),
		),
		app.Div().Class("lab-row").Style("display", "flex").Style("flex-wrap", "wrap").Style("gap", "8px").
			Style("align-items", "center").Style("margin-top", "8px").Body(
			app.Label().Body(app.Span().Text("Budget "),
				app.Select().ID("lab-budget").Disabled(c.running).
					OnChange(func(ctx app.Context, e app.Event) {
						if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && v > 0 {
							c.budget = v
						}
					}).
					Body(app.Range(labBudgets).Slice(func(i int) app.UI {
						b := labBudgets[i]
						return app.Option().Value(strconv.Itoa(b)).Selected(b == c.budget).Text(groupDigits(b) + " evaluations")
					})),
			),
			app.Label().Body(app.Span().Text("Seed "),
				app.Input().Type("number").ID("lab-seed").Min(0).Value(strconv.FormatUint(c.seed, 10)).Disabled(c.running).
					OnChange(func(ctx app.Context, e app.Event) {
						if v, err := strconv.ParseUint(strings.TrimSpace(ctx.JSSrc().Get("value").String()), 10, 64); err == nil {
							c.seed = v
						}
					}),
			),
			app.Button().ID("lab-run").Type("button").Class("btn primary").Disabled(c.running).Text("Run").
				OnClick(func(ctx app.Context, e app.Event) { c.run(ctx) }),
			app.Button().ID("lab-cancel").Type("button").Class("btn").Hidden(!c.running).Text("Cancel").
				OnClick(func(ctx app.Context, e app.Event) { c.cancel(ctx) }),
		),
		app.Div().Class("lab-row").Style("display", "flex").Style("gap", "8px").Style("align-items", "center").
			Style("margin-top", "8px").Body(
			progress,
			app.Span().ID("lab-status").Class("muted small").Aria("live", "polite").Text(c.status),
		),
	)
}

func (c *labPage) renderTable() app.UI {
	if c.result == nil {
		return app.Div().ID("lab-results").Class("lab-results empty")
	}
	res := c.result
	exact := "Exact solver: " + fmt.Sprintf("%.1f ms", res.ExactMS)
	if res.ExactStatus != "" {
		exact += " (" + res.ExactStatus + ")"
	}
	return app.Div().ID("lab-results").Class("lab-results card").Body(
		app.Table().ID("lab-table").Style("width", "100%").Style("text-align", "left").Body(
			app.THead().Body(app.Tr().Body(
				app.Th().Text("Solver"), app.Th().Text("Best cost"), app.Th().Text("Evaluations"),
				app.Th().Text("Solved at"), app.Th().Text("Time"), app.Th().Text("Board"),
			)),
			app.TBody().Body(app.Range(res.Runs).Slice(func(i int) app.UI {
				r := res.Runs[i]
				solvedAt := "—"
				if r.Solved {
					solvedAt = groupDigits(r.SolvedAt)
				}
				label := "Show"
				if c.shown == i {
					label = "Shown"
				}
				return app.Tr().Class("lab-row-result").DataSet("solver", r.Solver).Body(
					app.Td().Body(app.Span().Class("lab-swatch").Style("background", "var("+string(PaletteRole(i+1))+")").
						Style("display", "inline-block").Style("width", "10px").Style("height", "10px").Style("margin-right", "6px"), app.Text(r.Solver)),
					app.Td().Text(costLabel(r.Best)),
					app.Td().Text(groupDigits(r.Evals)),
					app.Td().Text(solvedAt),
					app.Td().Text(fmt.Sprintf("%.0f ms", r.MS)),
					app.Td().Body(app.Button().ID("lab-show-"+strconv.Itoa(i)).Type("button").Class("btn small").Text(label).
						OnClick(func(ctx app.Context, e app.Event) { c.show(ctx, i) })),
				)
			})),
		),
		app.P().ID("lab-exact").Class("muted small").Text(exact),
	)
}

// groupDigits writes 200000 as "200,000".
func groupDigits(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}
