package main

// The editor's live analysis. The analysis itself (status, facts, grade,
// redundant clues) runs in a second worker that another change brings
// (app/analysis_client.go); until it lands, the editor says only what it
// can tell on its own thread without solving: whether the board is a
// puzzle its genre accepts at all.

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/puzzle"
)

// editAnalysis is what the page shows about the board being set.
type editAnalysis struct {
	status  string // one line: the board's state
	detail  string // grade, steps, redundant clues, timings
	bad     bool   // the status is a problem (not a puzzle, no solution)
	factsMS float64
}

func (a *editAnalysis) reset() { *a = editAnalysis{} }
func (a *editAnalysis) stop()  {}

// analyse is the single place the page asks for an analysis of the board.
// ANALYSIS HOOK: wire the analysis worker's Analyze(link, onStage) here.
func (c *editPage) analyse(ctx app.Context) {
	a := &c.ana
	if _, err := playable(c.st.p); err != nil {
		a.status, a.bad = "Not a puzzle yet: "+friendlyError(err), true
		return
	}
	a.status, a.bad = "A puzzle its genre accepts; open it with Play this to try it.", false
}

// decorate adds the analysis to the board's picture.
func (a *editAnalysis) decorate(d puzzle.Display, ov Overlay) (puzzle.Display, Overlay) { return d, ov }

func (a *editAnalysis) statusData() string {
	if a.bad {
		return "draft"
	}
	return "pending"
}

func (a *editAnalysis) reportLink() string { return "" }
func (a *editAnalysis) marks() int         { return 0 }
