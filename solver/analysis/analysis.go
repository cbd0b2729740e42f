// Package analysis tells a setter what the clues they placed amount to:
// whether the puzzle has no solution, one or several; which cells the
// clues already determine; for several, two solutions and where they
// differ; for none, a smallest set of clues that cannot all hold; for a
// unique puzzle, its grade, the number of human-style steps and the clues
// it could do without. It works on any genre through the contracts in
// solver/puzzle and degrades stage by stage, saying so in Notes, where a
// genre lacks a part (no facts, no grader, clues it cannot list).
//
// The stages run in the order a setter needs them: status and facts
// first (they answer "is it done?" and come within the editor's budget),
// then the slower ones. Each is timed and reported as soon as it is
// ready, and each stops at ctx's end, so a newer edit can supersede the
// analysis between stages (and between the solver calls of the long
// ones, see Options.Pause) without killing the process that runs it.
package analysis

import (
	"context"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Stage names, the keys of Report.Millis and what Analyze reports.
const (
	StageStatus    = "status"    // none / unique / multiple / unknown
	StageFacts     = "facts"     // determined against open
	StageDiffer    = "differ"    // multiple: two solutions and where they differ
	StageConflict  = "conflict"  // none: a minimal conflicting clue set, or the rule
	StageGrade     = "grade"     // unique: the generator's level
	StageSteps     = "steps"     // unique: human-style steps from the empty board
	StageRedundant = "redundant" // unique: clues whose removal keeps it unique
)

// StageOrder lists the stage names in the order they run (each analysis
// runs status and facts, then those its status calls for).
func StageOrder() []string {
	return []string{StageStatus, StageFacts, StageDiffer, StageConflict, StageGrade, StageSteps, StageRedundant}
}

// Point is a doubled-lattice position (see solver/grid), lower-case in
// JSON like the worker protocol's.
type Point struct {
	Y int `json:"y"`
	X int `json:"x"`
}

// Clue is a setter's given, as puzzle.Given, in JSON form.
type Clue struct {
	At    Point  `json:"at"`
	Value string `json:"value"`
}

// Rule is a rule of the genre that the clues break by themselves, as the
// genre's checker words it.
type Rule struct {
	Rule string  `json:"rule"`
	Msg  string  `json:"msg"`
	At   []Point `json:"at"`
}

// Report is everything Analyze found so far. Every key is always present
// in JSON: null means "not computed" (the stage did not run, does not
// apply to this status, or the genre cannot tell; Notes says which), so
// scripts can rely on the keys. Millis has a key per stage that ran.
type Report struct {
	Genre  string        `json:"genre"`
	Link   string        `json:"link"` // canonical, after '?'
	Status puzzle.Status `json:"status"`
	// Answer is a solution: the solution of a unique puzzle, the first of
	// two for a puzzle with several. Second differs from it; Differ lists
	// the lattice points where their boards differ (or, when the genre
	// cannot give a second solution, the open points, where some two
	// solutions differ; Notes says so).
	Answer *string `json:"answer"`
	Second *string `json:"second"`
	Differ []Point `json:"differ"`
	// Conflict is a set of clues that together admit no solution, each
	// needed (ConflictMinimal: every removal was proved to make the rest
	// solvable); Rule is a rule the clues break on their own.
	Conflict        []Clue `json:"conflict"`
	ConflictMinimal bool   `json:"conflict_minimal"`
	Rule            *Rule  `json:"rule"`
	// Facts and Open count the places the clues determine and those still
	// open; FactPoints and OpenPoints list them.
	Facts      *int    `json:"facts"`
	Open       *int    `json:"open"`
	FactPoints []Point `json:"fact_points"`
	OpenPoints []Point `json:"open_points"`
	// Grade is the name of the genre's level (as generation grades), and
	// Steps the number of hints the human-style solver takes from the
	// empty board to the solution.
	Grade *string `json:"grade"`
	Steps *int    `json:"steps"`
	// Redundant lists the clues each of which can go on its own with the
	// solution staying unique (not all of them at once).
	Redundant []Clue             `json:"redundant"`
	Millis    map[string]float64 `json:"millis"` // milliseconds, to the microsecond
	Notes     []string           `json:"notes"`
}

// Options tune an analysis.
type Options struct {
	// Pause runs between solver calls and stages. The browser's worker
	// yields to its event loop there, so a newer request can arrive and
	// cancel ctx; nil does nothing.
	Pause func()
	// DifferCap bounds the search for a second solution (0: differCap,
	// what the editor wants); tests lift it so a loaded machine cannot
	// turn "found" into "not found in time".
	DifferCap time.Duration
}

// Analyze runs the stages on p, a puzzle its genre's decoder accepts
// (puzzle.Decode, not an editor's draft), and calls report (if not nil) after each
// with the stage's name and the report so far (a copy the callee may
// keep). It returns the final report; once ctx ends, the stage running
// gives what it settled and no further stage starts.
func Analyze(ctx context.Context, p puzzle.Puzzle, opts Options, report func(stage string, r Report)) Report {
	a := &run{ctx: ctx, p: p, pause: opts.Pause, emit: report, differCap: opts.DifferCap}
	if a.differCap <= 0 {
		a.differCap = differCap
	}
	if a.pause == nil {
		a.pause = func() {}
	}
	if a.emit == nil {
		a.emit = func(string, Report) {}
	}
	a.r = Report{Genre: p.Genre().Name(), Link: puzzle.LinkOf(p), Millis: map[string]float64{}, Notes: []string{}}
	if c, ok := p.(puzzle.Clued); ok {
		a.clued = c
	}
	a.stage(StageStatus, a.status)
	a.stage(StageFacts, a.facts)
	switch a.r.Status {
	case puzzle.Multiple:
		a.stage(StageDiffer, a.differ)
	case puzzle.None:
		a.stage(StageConflict, a.conflict)
	case puzzle.Unique:
		a.stage(StageGrade, a.grade)
		a.stage(StageSteps, a.steps)
		a.stage(StageRedundant, a.redundant)
	}
	return a.r
}

// run is one analysis in progress.
type run struct {
	ctx   context.Context
	p     puzzle.Puzzle
	clued puzzle.Clued // nil when the genre cannot list its clues
	pause func()
	emit  func(string, Report)
	r     Report
	first puzzle.Answer // the status stage's solution

	differCap time.Duration
}

// stage runs one stage unless ctx has ended, times it and reports.
func (a *run) stage(name string, f func()) {
	a.pause()
	if puzzle.Expired(a.ctx) {
		return
	}
	start := time.Now()
	f()
	a.r.Millis[name] = float64(time.Since(start).Microseconds()) / 1000
	a.emit(name, a.r.clone())
}

func (a *run) note(s string) { a.r.Notes = append(a.r.Notes, s) }

// clone copies the report's maps and slices so a reported snapshot never
// changes under its reader.
func (r Report) clone() Report {
	c := r
	c.Millis = make(map[string]float64, len(r.Millis))
	for k, v := range r.Millis {
		c.Millis[k] = v
	}
	c.Notes = append([]string{}, r.Notes...)
	return c
}

func pointOf(p grid.Point) Point { return Point{Y: p.Y, X: p.X} }

func pointsOf(ps []grid.Point) []Point {
	out := make([]Point, len(ps))
	for i, p := range ps {
		out[i] = pointOf(p)
	}
	return out
}

func cluesOf(gs []puzzle.Given) []Clue {
	out := make([]Clue, len(gs))
	for i, g := range gs {
		out[i] = Clue{At: pointOf(g.At), Value: g.Value}
	}
	return out
}

func ptr[T any](v T) *T { return &v }
