//go:build !(js && wasm)

package e2e

// Solve's time limit and the ways out of it: while the worker solves, the
// Solve button is a Stop button, and Stop leaves the board and its moves as
// they were; a Solve that runs out of time says so and offers "Keep
// trying", which solves again with minutes to spare. The boards are public
// Evolomino instances (read in place; the test skips without them): one
// that takes minutes in WASM and one the solver settles in about a second
// but not within its first 256 search nodes, so a Solve given 1 ms (the
// pencilboxDebug.solveTimeoutMS hook) runs out of time every time.

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

// benchPuzzle is the named instance of a public benchmark set.
func benchPuzzle(t *testing.T, genre, file, name string) puzzle.Puzzle {
	t.Helper()
	set, err := benchset.ReadFile(benchsettest.SetFile(t, genre, file))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Name == name {
			p, err := in.Decode(genre)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return p
		}
	}
	t.Fatalf("%s is not in %s", name, file)
	return nil
}

// setSolveTimeout sets the first Solve's deadline through the debug hook.
func setSolveTimeout(tb *tab, ms int) {
	var ok bool
	tb.must(tb.waitJS("window.pencilboxDebug", `!!window.pencilboxDebug`, 10*time.Second, &ok))
	tb.must(tb.eval(`(window.pencilboxDebug.solveTimeoutMS = `+strconv.Itoa(ms)+`, true)`, &ok))
}

func TestSolveStopKeepsTheBoard(t *testing.T) {
	needEnv(t)
	// The slowest public board: its first answer takes about 20 s in WASM
	// (evo_17x17_02, which this test used, now takes 2.5 s: too short to
	// click Stop in).
	p := benchPuzzle(t, "evolomino", "evolomino.txt", "evo_15x15_41")
	link := puzzle.LinkOf(p)
	given := strings.Split(p.NewState().Answer().String(), "\n")
	tb := newTab(t, testDeadline)
	tb.open("/?" + link)
	tb.waitBoard()
	// One move of the player's first, on the first empty cell.
	y, x := -1, -1
	for r := range given {
		if i := strings.IndexByte(given[r], '.'); i >= 0 {
			y, x = r, i
			break
		}
	}
	tapAt(tb, float64(2*y+1), float64(2*x+1), false)
	row := []byte(given[y])
	row[x] = 'o'
	given[y] = string(row)
	played := strings.Join(given, "\n")
	tb.waitAnswer(played, 5*time.Second, "after a click on an empty cell")

	tb.click("#btn-solve")
	var shown bool
	tb.must(tb.waitJS("the Stop button", `!!document.querySelector('#btn-stop')`, 10*time.Second, &shown))
	var disabled bool
	tb.must(tb.eval(`document.querySelector('#btn-hint').disabled`, &disabled))
	if !disabled {
		t.Errorf("Hint is enabled while Solve runs")
	}
	// From its second second on the button shows how long Solve has run
	// (the page redraws once a second).
	if _, err := tb.waitText("btn-stop", 5*time.Second, "shows the time", func(s string) bool {
		return strings.Contains(s, "0:0")
	}); err != nil {
		t.Error(err)
	}
	saveShot(t, tb, "solve-running.png")
	tb.click("#btn-stop")
	if _, err := tb.waitText("message", 5*time.Second, "says solving stopped", func(s string) bool {
		return strings.Contains(s, "Solving stopped")
	}); err != nil {
		t.Error(err)
	}
	tb.must(tb.waitJS("the Solve button back", `(() => { const b = document.querySelector('#btn-solve'); return !!b && !b.disabled && !document.querySelector('#btn-stop') })()`, 5*time.Second, &shown))
	if got := tb.answer(); got != played {
		t.Errorf("after Stop data-answer\n  got  %q\n  want %q (the player's move kept)", got, played)
	}
	if got := tb.link(); got != link {
		t.Errorf("after Stop data-link = %q, want %q", got, link)
	}
	// The fresh worker serves the next Solve (here one given 1 ms).
	setSolveTimeout(tb, 1)
	tb.click("#btn-solve")
	if msg, err := tb.waitText("message", 30*time.Second, "the fresh worker's answer", func(s string) bool {
		return strings.Contains(s, "no answer in 1 ms")
	}); err != nil {
		t.Error(err)
	} else {
		t.Logf("message: %q", msg)
	}
	tb.noCrash("solve, stop, solve again")
}

func TestSolveKeepTrying(t *testing.T) {
	needEnv(t)
	p := benchPuzzle(t, "evolomino", "evolomino.txt", "evo_14x14_01")
	f := evolominoFixture(t, puzzle.LinkOf(p))
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	setSolveTimeout(tb, 1)
	tb.click("#btn-solve")
	msg, err := tb.waitText("message", 30*time.Second, "says the solver ran out of time", func(s string) bool {
		return strings.Contains(s, "no answer in 1 ms")
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("message: %q", msg)
	if got := tb.answer(); got != f.givenText {
		t.Errorf("after a Solve that ran out of time data-answer\n  got  %q\n  want the givens %q", got, f.givenText)
	}
	label := tb.text("btn-longer")
	if !strings.Contains(label, "Keep trying") || !strings.Contains(label, "10 minutes") {
		t.Errorf("#btn-longer reads %q, want Keep trying (up to 10 minutes)", label)
	}
	saveShot(t, tb, "solve-out-of-time.png")
	tb.click("#btn-longer")
	defer func() { t.Logf("message %q, status %q", tb.text("message"), tb.text("status")) }()
	tb.waitAnswer(f.solvedText, 40*time.Second, "after Keep trying")
	if _, err := tb.waitText("status", 5*time.Second, "says the solver solved it", func(s string) bool {
		return strings.Contains(s, "Solved by the solver")
	}); err != nil {
		t.Error(err)
	}
	var gone bool
	tb.must(tb.eval(`!document.querySelector('#btn-longer')`, &gone))
	if !gone {
		t.Errorf("Keep trying is still offered after the answer")
	}
	tb.noCrash("solve out of time, keep trying")
}
