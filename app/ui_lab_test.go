package main

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

func TestLabRoute(t *testing.T) {
	r := parseRoute("lab/" + sample9)
	if r.Kind != pageLab || r.Query != sample9 {
		t.Fatalf("route %+v", r)
	}
	if got := labLink(sample9); got != "/?lab/"+sample9 {
		t.Fatalf("labLink %q", got)
	}
}

// The lab page shows its controls, plot and board; after a run the table
// has a row per solver with a button that puts its best construction on
// the lab's board.
func TestLabPageRender(t *testing.T) {
	p, err := puzzle.Decode(sample9)
	if err != nil {
		t.Fatal(err)
	}
	c := &labPage{Query: sample9, p: p, link: puzzle.LinkOf(p), budget: 20000, seed: 1, shown: -1,
		picked: map[string]bool{"aco": true}}
	html := app.HTMLString(c)
	for _, want := range []string{`id="lab-page"`, `id="lab-run"`, `id="lab-cancel"`, `id="lab-budget"`, `id="lab-seed"`,
		`id="lab-plot"`, `id="lab-board"`, `id="lab-s-aco"`, `id="lab-s-backtrack"`, `id="lab-back"`, `value="200000"`} {
		if !strings.Contains(html, want) {
			t.Errorf("lab page lacks %s", want)
		}
	}
	if strings.Contains(html, `id="lab-table"`) {
		t.Error("a table before any run")
	}
	// A finished run: the Sudoku solution from the exact solver.
	r, _ := puzzle.Solve(t.Context(), p, 1)
	c.result = &meta.LabResult{Runs: []meta.LabRun{
		{Result: meta.Result{Solver: "aco", Best: 0, Evals: 120, Solved: true, SolvedAt: 120}, Answer: r.Answer.String(), MS: 12},
		{Result: meta.Result{Solver: "random", Best: 7, Evals: 20000}, Answer: strings.Repeat(".", 81), MS: 80},
	}, ExactMS: 0.4, ExactStatus: "found"}
	c.shown = 0
	html = app.HTMLString(c)
	for _, want := range []string{`id="lab-table"`, `data-solver="aco"`, `data-solver="random"`, `id="lab-show-1"`,
		`id="lab-exact"`, "20,000", `data-answer="` + r.Answer.String() + `"`} {
		if !strings.Contains(html, want) {
			t.Errorf("lab page after a run lacks %s", want)
		}
	}
}

func TestLabPageUnknownGenre(t *testing.T) {
	c := &labPage{message: "The solver lab is not available for X yet."}
	if html := app.HTMLString(c); !strings.Contains(html, `id="message"`) || !strings.Contains(html, "not available") {
		t.Errorf("no message: %s", html)
	}
}

func TestPlotOps(t *testing.T) {
	series := []plotSeries{
		{Name: "aco", Points: []meta.Point{{Evals: 1, Best: 40}, {Evals: 10, Best: 12}, {Evals: 900, Best: 0}}, Evals: 900},
		{Name: "random", Points: []meta.Point{{Evals: 1, Best: 35}, {Evals: 50, Best: 20}}, Evals: 20000},
	}
	ops := plotOps(series, 20000, 600, 260)
	lines := map[Role]int{}
	var texts []string
	for _, op := range ops {
		if op.Kind == OpLine {
			lines[op.Color]++
		}
		if op.Kind == OpText {
			texts = append(texts, op.Text)
		}
		if op.X0 < 0 || op.X0 > 600 || op.Y0 < 0 || op.Y0 > 260 {
			t.Errorf("op outside the canvas: %+v", op)
		}
	}
	// aco: 3 levels + 2 drops + legend; random: 2 levels + 1 drop + legend.
	if lines[PaletteRole(1)] != 6 || lines[PaletteRole(2)] != 4 {
		t.Errorf("series lines %v", lines)
	}
	joined := strings.Join(texts, " ")
	for _, want := range []string{"aco", "random", "10k", "50", "evaluations (log scale)"} {
		if !strings.Contains(joined, want) {
			t.Errorf("plot text lacks %q: %s", want, joined)
		}
	}
	if plotOps(series, 100, 10, 10) != nil {
		t.Error("a plot in a 10x10 canvas")
	}
}

func TestGroupDigits(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 200000: "200,000", -1234567: "-1,234,567"} {
		if got := groupDigits(n); got != want {
			t.Errorf("groupDigits(%d) = %q", n, got)
		}
	}
}

// Every solver the lab offers is explained in plain words on the page.
func TestLabSolversExplained(t *testing.T) {
	for _, name := range labSolvers {
		if len(labSolverInfo[name]) < 20 {
			t.Errorf("solver %s has no explanation", name)
		}
	}
	if len(labSolverInfo) != len(labSolvers) {
		t.Errorf("%d explanations for %d solvers", len(labSolverInfo), len(labSolvers))
	}
}
