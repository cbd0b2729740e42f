package main

// The editor's live analysis: after every edit the board's link goes to
// the analysis worker (analysis_client.go: a second worker, debounced,
// stale answers dropped), and each stage it finishes updates what the
// page shows: the status and the facts first, then for several solutions
// where two differ, for none the clues that conflict (or the rule they
// break), for one the grade, the steps and the redundant clues, each with
// the time it took. Input never waits for it: the page only ever reads
// the last report it was sent.

import (
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/analysis"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// editAnalysis is what the page shows about the board being set.
type editAnalysis struct {
	link   string // the board the report is about ("" none yet)
	status string // one line: the board's state
	detail string // grade, steps, redundant clues, timings
	bad    bool   // the status is a problem (not a puzzle, no solution)
	rep    *analysis.Report
	// determined is what the clues force, drawn as a player's entries:
	// the items of the report's solution at its fact points.
	determined []puzzle.Item
	// factsMS is the time from the request leaving (after the debounce)
	// to the status and facts arriving; data-facts-ms on the board.
	factsMS float64
}

func (a *editAnalysis) reset() { *a = editAnalysis{} }
func (a *editAnalysis) stop()  { theAnalysis().Stop() }

// analyse is the single place the page asks for an analysis of the board.
func (c *editPage) analyse(ctx app.Context) {
	a := &c.ana
	link, err := playable(c.st.p) // the canonical link, as reports name it
	if err != nil {
		// A draft its genre refuses: say why without asking the worker.
		theAnalysis().Stop()
		*a = editAnalysis{link: c.st.p.Link().String(), status: "Not a puzzle yet: " + friendlyError(err), bad: true}
		return
	}
	if a.link != link {
		a.status = "Analysing…"
		a.rep = nil
		a.detail = ""
		a.bad = false
		a.factsMS = 0
		a.link = link
	}
	theAnalysis().Analyze(link, func(m protocol.Analysis) {
		ctx.Dispatch(func(ctx app.Context) {
			if c.ana.link != link {
				return // a report on a board since changed
			}
			c.ana.take(m)
			c.ana.determined = determinedItems(c.st.p, c.ana.rep)
			c.redraw(ctx)
		})
	})
}

// take reads one analysis message into what the page shows.
func (a *editAnalysis) take(m protocol.Analysis) {
	if m.Error != "" {
		a.status, a.bad = "Analysis failed: "+friendlyText(m.Error), true
		return
	}
	r := m.Report
	a.rep = &r
	if _, ok := r.Millis[analysis.StageFacts]; ok && a.factsMS == 0 {
		a.factsMS = float64(m.Elapsed.Microseconds()) / 1000
	}
	a.bad = false
	switch r.Status {
	case puzzle.Unique:
		a.status = "Unique solution."
	case puzzle.Multiple:
		a.status = "Several solutions: the cells where two differ are marked."
	case puzzle.None:
		a.status, a.bad = "No solution.", true
		switch {
		case r.Rule != nil:
			a.status += " " + friendlyText(r.Rule.Msg)
		case len(r.Conflict) > 0:
			a.status += " The marked clues cannot all hold."
		}
	default:
		a.status = "Not settled yet."
	}
	if r.Facts != nil && r.Open != nil {
		a.status += " " + strconv.Itoa(*r.Facts) + " determined, " + strconv.Itoa(*r.Open) + " open."
	}
	var parts []string
	if r.Grade != nil {
		parts = append(parts, "Grade: "+title(*r.Grade)+".")
	}
	if r.Steps != nil {
		parts = append(parts, strconv.Itoa(*r.Steps)+" steps.")
	}
	if _, ok := r.Millis[analysis.StageRedundant]; ok {
		switch n := len(r.Redundant); n {
		case 0:
			parts = append(parts, "No clue is redundant.")
		case 1:
			parts = append(parts, "1 redundant clue (marked).")
		default:
			parts = append(parts, strconv.Itoa(n)+" redundant clues (marked).")
		}
	}
	if len(r.Notes) > 0 {
		parts = append(parts, r.Notes...)
	}
	parts = append(parts, timings(r.Millis, m.Elapsed))
	a.detail = strings.Join(parts, " ")
}

// timings says how long each stage took, and the whole wait.
func timings(ms map[string]float64, elapsed time.Duration) string {
	var out []string
	for _, s := range []string{analysis.StageStatus, analysis.StageFacts, analysis.StageDiffer, analysis.StageConflict,
		analysis.StageGrade, analysis.StageSteps, analysis.StageRedundant} {
		if v, ok := ms[s]; ok {
			out = append(out, s+" "+strconv.FormatFloat(v, 'f', 0, 64)+" ms")
		}
	}
	return "Took " + strings.Join(out, ", ") + " (" + strconv.FormatInt(elapsed.Milliseconds(), 10) + " ms in all)."
}

// decorate draws the report on the board: open places shaded, the places
// where two solutions differ and the conflicting clues marked as errors,
// the redundant clues highlighted. Nothing when the report is about
// another board.
func (a *editAnalysis) decorate(d puzzle.Display, ov Overlay) (puzzle.Display, Overlay) {
	r := a.rep
	if r == nil || r.Link != a.link {
		return d, ov
	}
	items := append([]puzzle.Item(nil), d.Items...)
	items = append(items, a.determined...)
	for _, p := range r.OpenPoints {
		items = append(items, puzzle.Item{Kind: puzzle.Highlight, At: gridPoint(p)})
	}
	for _, c := range r.Redundant {
		items = append(items, puzzle.Item{Kind: puzzle.Highlight, At: gridPoint(c.At)})
	}
	d.Items = items
	for _, p := range r.Differ {
		ov.Errors = append(ov.Errors, gridPoint(p))
	}
	for _, c := range r.Conflict {
		ov.Errors = append(ov.Errors, gridPoint(c.At))
	}
	if r.Rule != nil {
		for _, p := range r.Rule.At {
			ov.Errors = append(ov.Errors, gridPoint(p))
		}
	}
	return d, ov
}

// reportLink is the link the shown report is about ("" none).
func (a *editAnalysis) reportLink() string {
	if a.rep == nil {
		return ""
	}
	return a.rep.Link
}

// marks counts the places the report marks as differing or conflicting.
func (a *editAnalysis) marks() int {
	if a.rep == nil {
		return 0
	}
	n := len(a.rep.Differ) + len(a.rep.Conflict)
	if a.rep.Rule != nil {
		n += len(a.rep.Rule.At)
	}
	return n
}

// statusData is the board's data-analysis attribute: the status name once
// reported ("pending" before), for end-to-end tests.
func (a *editAnalysis) statusData() string {
	switch {
	case a.rep != nil && a.rep.Link == a.link:
		return a.rep.Status.String()
	case a.bad:
		return "draft"
	}
	return "pending"
}

func gridPoint(p analysis.Point) grid.Point { return grid.Point{Y: p.Y, X: p.X} }

// determinedItems is what the clues force on board p: the items of the
// report's solution (the first of two for several) at the fact points,
// drawn as entries (never as clues) under the analysis's marks. Lines
// count by the edge they cross.
func determinedItems(p puzzle.Puzzle, r *analysis.Report) []puzzle.Item {
	if r == nil || r.Answer == nil || len(r.FactPoints) == 0 || r.Link != p.Link().String() {
		return nil
	}
	ans, err := p.ParseAnswer(*r.Answer)
	if err != nil {
		return nil
	}
	st, err := p.NewState().Apply(puzzle.SetAnswerMove + ans.String())
	if err != nil {
		return nil
	}
	facts := map[grid.Point]bool{}
	for _, f := range r.FactPoints {
		facts[gridPoint(f)] = true
	}
	var out []puzzle.Item
	for _, it := range st.Layout().Items {
		switch it.Kind {
		case puzzle.Fill, puzzle.Number, puzzle.Dot:
			if facts[it.At] {
				out = append(out, it)
			}
		case puzzle.Line:
			if facts[it.At] || facts[grid.Point{Y: (it.At.Y + it.To.Y) / 2, X: (it.At.X + it.To.X) / 2}] {
				out = append(out, it)
			}
		}
	}
	return out
}
