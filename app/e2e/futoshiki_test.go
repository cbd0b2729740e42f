//go:build !(js && wasm)

package e2e

// Futoshiki end to end: a link opens, the solution typed with real key
// events solves it; screenshots in light, dark and phone layouts. The hint
// and a new puzzle are in TestHintAndGenerate (hint_generate_test.go). The
// helpers for "number in a cell" genres (Futoshiki, Survo:
// answer texts are rows of space-separated numbers) live here too.

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/solver/futoshiki"
	"pencilbox/solver/puzzle"
)

// futoshikiShotLink is a 6x6 with eleven signs (generated at medium, seed 6),
// so the screenshots show signs in both directions.
const futoshikiShotLink = "futoshiki/6/6/h6h33z2g5g3j0090b00006i2i3006022"

// numFixture is a puzzle whose answer text is rows of space-separated
// numbers ('.' empty), with its unique solution from the Go solver.
type numFixture struct {
	link                  string
	cols, rows            int
	givens, solution      []int // row by row, 0 = empty
	givenText, solvedText string
}

func numberFixture(t *testing.T, link string) numFixture {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses the fixture %q: %v", link, err)
	}
	f := numFixture{link: puzzle.LinkOf(p), givenText: p.NewState().Answer().String()}
	f.cols, f.rows = p.Size()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := p.(puzzle.Solver).Solve(ctx, 2)
	if r.Status != puzzle.Unique || r.Answer == nil {
		t.Fatalf("e2e: fixture %q: the Go solver says %v, want a unique solution", link, r.Status)
	}
	f.solvedText = r.Answer.String()
	f.givens, f.solution = answerNumbers(t, f.givenText), answerNumbers(t, f.solvedText)
	if len(f.givens) != f.cols*f.rows || len(f.solution) != f.cols*f.rows {
		t.Fatalf("e2e: fixture %q: answers of %d and %d numbers, want %d", link, len(f.givens), len(f.solution), f.cols*f.rows)
	}
	return f
}

// answerNumbers reads an answer text of space-separated numbers.
func answerNumbers(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, tok := range strings.Fields(s) {
		if tok == "." {
			out = append(out, 0)
			continue
		}
		v, err := strconv.Atoi(tok)
		if err != nil {
			t.Fatalf("e2e: answer text %q: %v", s, err)
		}
		out = append(out, v)
	}
	return out
}

// latticeXY is the page position of doubled-lattice point (y, x) of the
// board, from the canvas's data-geometry ("cell margin").
func latticeXY(tb *tab, y, x float64) (float64, float64) {
	tb.t.Helper()
	var r []float64
	tb.must(tb.waitJS("canvas#board with data-geometry", `(() => {
		const b = document.querySelector('canvas#board');
		if (!b || !b.dataset.geometry) return null;
		const [cell, margin] = b.dataset.geometry.split(' ').map(Number);
		const r = b.getBoundingClientRect();
		return [r.left, r.top, cell, margin];
	})()`, 10*time.Second, &r))
	return r[0] + r[3] + x*r[2]/2, r[1] + r[3] + y*r[2]/2
}

// numTyper types numbers into cells with real events: one click on r1c1,
// then arrow keys and digit keys.
type numTyper struct {
	tb      *tab
	cols    int
	cur     int // selected cell
	clicked bool
}

func (ty *numTyper) moveTo(i int) {
	tb := ty.tb
	tb.t.Helper()
	if !ty.clicked {
		x, y := latticeXY(tb, 1, 1)
		tb.run("click r1c1", chromedp.MouseClickXY(x, y))
		ty.clicked, ty.cur = true, 0
	}
	var keys strings.Builder
	r0, c0, r1, c1 := ty.cur/ty.cols, ty.cur%ty.cols, i/ty.cols, i%ty.cols
	for ; r0 < r1; r0++ {
		keys.WriteString(kb.ArrowDown)
	}
	for ; r0 > r1; r0-- {
		keys.WriteString(kb.ArrowUp)
	}
	for ; c0 < c1; c0++ {
		keys.WriteString(kb.ArrowRight)
	}
	for ; c0 > c1; c0-- {
		keys.WriteString(kb.ArrowLeft)
	}
	if keys.Len() > 0 {
		tb.key(keys.String())
	}
	ty.cur = i
}

// put types number v (all its digits) into cell i.
func (ty *numTyper) put(i, v int) {
	ty.tb.t.Helper()
	ty.moveTo(i)
	ty.tb.key(strconv.Itoa(v))
}

// playSolution types every missing number of f and waits for "Solved".
func playSolution(t *testing.T, tb *tab, f numFixture) {
	t.Helper()
	ty := &numTyper{tb: tb, cols: f.cols}
	for i, g := range f.givens {
		if g == 0 {
			ty.put(i, f.solution[i])
		}
	}
	tb.waitAnswer(f.solvedText, 5*time.Second, "after typing the solution")
	if _, err := tb.waitText("status", 10*time.Second, `contains "Solved"`, func(s string) bool {
		return strings.Contains(s, "Solved")
	}); err != nil {
		t.Error(err)
	}
}

// genreShots saves the page of link in light, dark and phone layouts after
// prepare has put something on the board.
func genreShots(t *testing.T, genre, link string, prepare func(tb *tab)) {
	t.Helper()
	tb := newTab(t, 90*time.Second)
	tb.run("desktop size", chromedp.EmulateViewport(1280, 900), colorScheme("light"))
	tb.open("/?" + link)
	tb.waitBoard()
	prepare(tb)
	saveShot(t, tb, genre+"-light.png")
	tb.run("dark scheme", colorScheme("dark"))
	saveShot(t, tb, genre+"-dark.png")
	tb.run("phone", colorScheme("light"), chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	// The rules card shows the genre's example solved by the worker.
	if err := tb.waitJS("the solved example beside the rules", `!!document.querySelector('canvas#example')`, 20*time.Second, nil); err != nil {
		t.Error(err)
	}
	saveShot(t, tb, genre+"-phone.png")
	tb.run("phone dark", colorScheme("dark"))
	saveShot(t, tb, genre+"-phone-dark.png")
	tb.noCrash(genre + " screenshots")
}

var futoshikiHintWords = regexp.MustCompile(`(?i)single|sign|chain|pair|only|must|forced|larger|smaller|bound`)

func TestFutoshikiPlays(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, futoshiki.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	if got := tb.link(); got != f.link {
		t.Errorf("data-link = %q, want %q", got, f.link)
	}
	checkNewOptions(t, tb, "futoshiki")
	if n := len(tb.options("select#new-size")); n == 0 {
		t.Fatal("no sizes offered")
	}
	// Pencil marks as in Sudoku: two marks in the first empty cell, then the
	// digit over them.
	first := -1
	for i, g := range f.givens {
		if g == 0 {
			first = i
			break
		}
	}
	ty := &numTyper{tb: tb, cols: f.cols}
	ty.moveTo(first)
	tb.key("p")
	tb.key("12")
	tb.key("p")
	if tb.answer() != f.givenText {
		t.Errorf("pencil marks changed data-answer: %q", tb.answer())
	}
	playSolution(t, tb, f)
	// The solved moment offers the next puzzle; Restart (pressed twice)
	// empties the board instead, then Next puzzle deals a new one.
	if _, err := tb.waitText("solved-box", 5*time.Second, "the solved card", func(s string) bool {
		return strings.Contains(s, "solved in") && strings.Contains(s, "Next puzzle")
	}); err != nil {
		t.Error(err)
	}
	tb.click("#btn-restart")
	tb.click("#btn-restart")
	tb.waitAnswer(f.givenText, 5*time.Second, "after Restart")
	playSolution(t, tb, f)
	link := tb.attr("canvas#board", "data-link")
	tb.click("#btn-next")
	tb.must(tb.waitJS("a new puzzle after Next puzzle",
		`(() => { const b = document.querySelector('canvas#board'); return b && b.getAttribute('data-link') !== `+strconv.Quote(link)+` && (b.getAttribute('data-answer') || '') !== '' })()`,
		30*time.Second, nil))
	tb.noCrash("futoshiki play")
}

func TestFutoshikiScreenshots(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, futoshikiShotLink)
	genreShots(t, "futoshiki", f.link, func(tb *tab) {
		ty := &numTyper{tb: tb, cols: f.cols}
		n := 0
		for i, g := range f.givens {
			if g == 0 && n < 8 {
				ty.put(i, f.solution[i])
				n++
			}
		}
		// Marks in the next empty cells, and a hint.
		tb.key("p")
		marked := 0
		for i, g := range f.givens {
			if g == 0 && marked < 3 && i > ty.cur {
				ty.moveTo(i)
				tb.key("1346"[:2+marked])
				marked++
			}
		}
		tb.key("p")
		tb.click("#btn-hint")
		tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	})
}

// checkSolveReload plays the rest of the toolbar for a number genre: a
// repeated number makes Check report a mistake, the board survives a
// reload (saved progress), Solve fills the board and says so, and Undo
// takes the answer back.
func checkSolveReload(t *testing.T, tb *tab, f numFixture) {
	t.Helper()
	at, v := -1, 0
	for i, g := range f.givens {
		if g == 0 {
			continue
		}
		row := i / f.cols
		for j := row * f.cols; j < (row+1)*f.cols; j++ {
			if f.givens[j] == 0 && at < 0 {
				at, v = j, g
			}
		}
	}
	if at < 0 {
		t.Fatal("e2e: no empty cell beside a given")
	}
	ty := &numTyper{tb: tb, cols: f.cols}
	ty.put(at, v)
	want := append([]int(nil), f.givens...)
	want[at] = v
	waitNumbers(t, tb, want, "a repeated number")
	tb.click("#btn-check")
	if msg, err := tb.waitText("message", 5*time.Second, "a mistake reported", func(s string) bool {
		return strings.Contains(strings.ToLower(s), "mistake")
	}); err != nil {
		t.Error(err)
	} else {
		t.Logf("check: %s", msg)
	}
	// Undo takes the mistake away, and the Check's words with it; Redo
	// brings the number back without them.
	tb.click("#btn-undo")
	if _, err := tb.waitText("message", 5*time.Second, "the Check message gone after Undo", func(s string) bool {
		return !strings.Contains(strings.ToLower(s), "mistake")
	}); err != nil {
		t.Error(err)
	}
	tb.click("#btn-redo")
	waitNumbers(t, tb, want, "after Redo")
	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	waitNumbers(t, tb, want, "after a reload")
	tb.click("#btn-solve")
	tb.waitAnswer(f.solvedText, 20*time.Second, "after Solve")
	if _, err := tb.waitText("status", 5*time.Second, "says the solver solved it", func(s string) bool {
		return strings.Contains(s, "Solved by the solver")
	}); err != nil {
		t.Error(err)
	}
	tb.click("#btn-undo")
	waitNumbers(t, tb, want, "Undo after Solve")
}

func TestFutoshikiCheckSolveReload(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, futoshikiShotLink)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	checkSolveReload(t, tb, f)
	tb.noCrash("futoshiki check, solve, reload")
}

// genState describes the generation controls, for failure messages.
func genState(tb *tab) string {
	var st string
	tb.eval(`(() => { const g = document.getElementById('gen-progress'); const n = document.getElementById('btn-new');
		return 'progress ' + (g ? (g.hidden ? 'hidden' : 'shown ' + g.value + '/' + g.max) : 'absent') +
		', New ' + (n ? (n.disabled ? 'disabled' : 'enabled') : 'absent') +
		', status "' + ((document.getElementById('status') || {}).textContent || '') + '"' +
		', message "' + ((document.getElementById('message') || {}).textContent || '') + '"' })()`, &st)
	return st
}
