//go:build !(js && wasm)

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// labHashi is a 10x10 Hashiwokakero made by our generator (seed 3): random
// search has no chance on it (about 10^9 constructions), so a lab run with
// a big budget lasts seconds, long enough to cancel.
const labHashi = "hashi/10/10/k3g2g3h4g2k1h2g5g2q4h5h2t2v3g6k1j2g4j3g4"

// labRows is the number of result rows in #lab-table.
const labRowsJS = `document.querySelectorAll('#lab-table tbody tr').length`

// setSolvers ticks exactly the named solvers' boxes, with real clicks.
func setSolvers(tb *tab, names ...string) {
	tb.t.Helper()
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	for _, n := range []string{"aco", "aco-tuned", "ga", "ga-tuned", "sa", "sa-tuned", "backtrack", "random"} {
		var checked bool
		tb.must(tb.eval(`document.getElementById('lab-s-`+n+`').checked`, &checked))
		if checked != want[n] {
			tb.click("#lab-s-" + n)
		}
	}
}

// The solver lab from a puzzle page: open it by its link, race two solvers
// with a small budget, see the plot and the table, put a solver's best
// construction on the lab's board; then start a long run on a hard puzzle,
// cancel it and run again on the restarted worker.
func TestLab(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, 2*testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	tb.click("#link-lab")
	var ok bool
	tb.must(tb.waitJS("the lab page", `!!document.getElementById('lab-run')`, loadWait, &ok))
	var url string
	tb.must(tb.eval(`location.search`, &url))
	if url != "?lab/"+f.link {
		t.Errorf("lab address %q, want ?lab/%s", url, f.link)
	}

	setSolvers(tb, "aco", "random")
	tb.selectOption("#lab-budget", "2000")
	start := time.Now()
	tb.click("#lab-run")
	var rows int
	tb.must(tb.waitJS("two result rows", labRowsJS+` === 2 ? 2 : 0`, 60*time.Second, &rows))
	t.Logf("2 solvers x 2000 evaluations in %v (incl. polling)", time.Since(start).Round(time.Millisecond))
	series, _ := strconv.Atoi(tb.attr("#lab-plot", "data-series"))
	points, _ := strconv.Atoi(tb.attr("#lab-plot", "data-points"))
	if series != 2 || points < 2 {
		t.Errorf("plot: %d series with %d points, want 2 series", series, points)
	}
	if s := tb.text("lab-status"); !strings.HasPrefix(s, "Done") {
		t.Errorf("#lab-status %q after the run", s)
	}
	if s := tb.text("lab-exact"); !strings.Contains(s, "Exact solver") {
		t.Errorf("#lab-exact %q", s)
	}
	// ACO solves this 9x9 easily: its best construction is the solution.
	var solver string
	tb.must(tb.eval(`document.querySelector('#lab-table tbody tr').getAttribute('data-solver')`, &solver))
	if solver != "aco" {
		t.Fatalf("first row is %q", solver)
	}
	tb.click("#lab-show-0")
	var shown string
	tb.must(tb.waitJS("the best construction on the lab board",
		`(() => { const a = document.getElementById('lab-board').getAttribute('data-answer') || ''; return a.includes('.') ? '' : a })()`,
		10*time.Second, &shown))
	if shown != f.solution {
		t.Errorf("lab board shows\n  %s\nwant the solution\n  %s", shown, f.solution)
	}
	saveShot(t, tb, "lab-sudoku")

	// A long run on a hard puzzle, cancelled midway.
	if _, err := puzzle.Decode(labHashi); err != nil {
		t.Fatal(err)
	}
	tb.open("/?lab/" + labHashi)
	tb.must(tb.waitJS("the hashi lab page", `!!document.getElementById('lab-run')`, loadWait, &ok))
	setSolvers(tb, "sa", "backtrack", "random")
	tb.selectOption("#lab-budget", "200000")
	tb.click("#lab-run")
	var prog float64
	tb.must(tb.waitJS("lab progress", `(() => { const p = document.getElementById('lab-progress'); return p && p.value > 0 ? p.value : 0 })()`,
		30*time.Second, &prog))
	if s := tb.text("lab-status"); !strings.HasPrefix(s, "Running") {
		t.Errorf("#lab-status %q while running", s)
	}
	tb.click("#lab-cancel")
	if _, err := tb.waitText("lab-status", 10*time.Second, "Cancelled.", func(s string) bool { return s == "Cancelled." }); err != nil {
		t.Fatal(err)
	}
	var rowsAfter int
	tb.must(tb.eval(labRowsJS, &rowsAfter))
	if rowsAfter != 0 {
		t.Errorf("%d result rows after cancelling", rowsAfter)
	}
	// The restarted worker serves the next run.
	setSolvers(tb, "random")
	tb.selectOption("#lab-budget", "2000")
	tb.click("#lab-run")
	tb.must(tb.waitJS("one result row after the restart", labRowsJS+` === 1 ? 1 : 0`, 60*time.Second, &rows))
	tb.noCrash("lab")
}
