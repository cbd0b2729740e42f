//go:build !(js && wasm)

package e2e

// Nurikabe end to end with real mouse, key and touch events: a drag that
// paints walls along a row (skipping a number) undone by one click on
// Undo, clicks cycling wall, dot, empty, a right-click dot, space and
// period on the cursor cell, the solution clicked and dragged in to
// "Solved", finger taps, a long press and a finger drag on an emulated
// phone; screenshots (the hint and a new puzzle are in
// TestHintAndGenerate). Pointer and touch helpers are in
// slitherlink_test.go.

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/solver/nurikabe"
	"pencilbox/solver/puzzle"
)

// shadeFixture is a Nurikabe puzzle with its solution's walls.
type shadeFixture struct {
	link                  string
	cols, rows            int
	givenText, solvedText string
	wall                  [][]bool // [row][col] in the solution
	clue                  [][]bool // [row][col] numbered
}

func nurikabeFixture(t *testing.T, link string) shadeFixture {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses %q: %v", link, err)
	}
	np := p.(*nurikabe.Puzzle)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := np.Solve(ctx, 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("e2e: %q: the Go solver says %v, want unique", link, r.Status)
	}
	f := shadeFixture{link: puzzle.LinkOf(p), givenText: p.NewState().Answer().String(), solvedText: r.Answer.String()}
	f.cols, f.rows = p.Size()
	walls := r.Answer.(nurikabe.Answer).Walls()
	for y := 0; y < f.rows; y++ {
		f.wall = append(f.wall, walls[y*f.cols:(y+1)*f.cols])
		row := make([]bool, f.cols)
		for x := range row {
			row[x] = np.Clues[y*f.cols+x] != nurikabe.NoClue
		}
		f.clue = append(f.clue, row)
	}
	return f
}

// cellAt is the lattice centre of cell (y, x) as a pointer point.
func cellAt(y, x int) [2]float64 { return [2]float64{float64(2*y + 1), float64(2*x + 1)} }

// shaded is the given text with the cells listed shaded ("y,x" 0-based).
func (f shadeFixture) shaded(cells ...[2]int) string {
	b := []byte(f.givenText)
	for _, c := range cells {
		b[2*(c[0]*f.cols+c[1])] = '#'
	}
	return string(b)
}

// playWalls shades the solution's walls of rows [from, to): a click for a
// lone wall, one drag for each run of walls in a row, some starting a
// little off centre.
func (f shadeFixture) playWalls(tb *tab, from, to int) {
	tb.t.Helper()
	for y := from; y < to; y++ {
		for x := 0; x < f.cols; {
			if !f.wall[y][x] {
				x++
				continue
			}
			end := x
			for end+1 < f.cols && f.wall[y][end+1] {
				end++
			}
			off := 0.3 * float64((x+y)%3-1)
			if end == x {
				tapAt(tb, float64(2*y+1)+off, float64(2*x+1)-off, false)
			} else {
				a, b := cellAt(y, x), cellAt(y, end)
				a[0] += off
				dragThrough(tb, false, a, b)
			}
			x = end + 1
		}
	}
}

// pressSpace presses the space bar the way a keyboard does: one keyDown
// carrying the text, so Chrome drops the keypress (and its page scroll)
// when the page cancels the keydown. (chromedp.KeyEvent sends a separate
// char event, which scrolls whatever the page does.)
func pressSpace(tb *tab) {
	tb.t.Helper()
	down := input.DispatchKeyEvent(input.KeyDown).WithKey(" ").WithCode("Space").WithText(" ").
		WithWindowsVirtualKeyCode(32).WithNativeVirtualKeyCode(32)
	up := input.DispatchKeyEvent(input.KeyUp).WithKey(" ").WithCode("Space").
		WithWindowsVirtualKeyCode(32).WithNativeVirtualKeyCode(32)
	tb.run("space", down, up)
}

var nurikabeHintWords = regexp.MustCompile(`(?i)wall|island|shade|unshaded|2x2`)

func TestNurikabePlays(t *testing.T) {
	needEnv(t)
	f := nurikabeFixture(t, nurikabe.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	if got := tb.link(); got != f.link {
		t.Errorf("data-link = %q, want %q", got, f.link)
	}
	checkNewOptions(t, tb, "nurikabe")
	var pad []string
	tb.must(tb.eval(`Array.from(document.querySelectorAll('.pad-key')).map(b => b.id)`, &pad))
	if strings.Join(pad, " ") != "pad-wall pad-dot pad-erase" {
		t.Errorf("pad keys %v", pad)
	}

	// A drag along the top row paints walls on every cell but the 2 at
	// r1c4; one click on Undo takes the whole drag back.
	dragThrough(tb, false, cellAt(0, 0), cellAt(0, 4))
	tb.waitAnswer(f.shaded([2]int{0, 0}, [2]int{0, 1}, [2]int{0, 2}, [2]int{0, 4}), 3*time.Second, "after a drag along row 1")
	if n := len(savedMoves(tb)); n != 1 {
		t.Errorf("the drag saved %d history entries, want 1", n)
	}
	tb.click("#btn-undo")
	tb.waitAnswer(f.givenText, 3*time.Second, "after one Undo of the drag")

	// Clicks cycle r5c5: wall, dot (saved, not in data-answer), empty.
	tapAt(tb, 9, 9, false)
	tb.waitAnswer(f.shaded([2]int{4, 4}), 3*time.Second, "after a click on r5c5")
	tapAt(tb, 9.4, 8.7, false)
	tb.waitAnswer(f.givenText, 3*time.Second, "after a second click on r5c5")
	waitSaved(t, tb, "4,4.", "second click: a dot")
	tapAt(tb, 8.6, 9.3, false)
	waitSaved(t, tb, "4,4_", "third click: empty")
	// A right-click puts a dot; a second one takes it away.
	tapAt(tb, 3, 3, true)
	waitSaved(t, tb, "1,1.", "right-click on r2c2")
	tapAt(tb, 3, 3, true)
	waitSaved(t, tb, "1,1_", "second right-click on r2c2")

	// Keyboard: space toggles the wall of the cursor cell, period the dot;
	// Backspace clears; arrows move. Check is pressed first: the click
	// selecting r2c2 must take the focus off it, or space would press
	// Check again.
	tb.click("#btn-check")
	tapAt(tb, 3, 3, false)
	tb.waitAnswer(f.shaded([2]int{1, 1}), 3*time.Second, "after a click on r2c2")
	pressSpace(tb)
	tb.waitAnswer(f.givenText, 3*time.Second, "after space on the wall")
	pressSpace(tb)
	tb.waitAnswer(f.shaded([2]int{1, 1}), 3*time.Second, "after space on r2c2")
	tb.key(".")
	tb.waitAnswer(f.givenText, 3*time.Second, "after period on the wall")
	waitSaved(t, tb, "1,1.", "period on the wall")
	tb.key(kb.ArrowRight)
	pressSpace(tb)
	tb.waitAnswer(f.shaded([2]int{1, 2}), 3*time.Second, "after ArrowRight, space")
	tb.key(kb.Backspace)
	tb.waitAnswer(f.givenText, 3*time.Second, "after Backspace on r2c3")
	var scrolled float64
	tb.must(tb.eval(`window.scrollY`, &scrolled))
	if scrolled != 0 {
		t.Errorf("space scrolled the page to %v", scrolled)
	}

	// The solution: clicks and row drags. The dot at r2c2 stays (a dot is
	// unshaded, as it should be).
	f.playWalls(tb, 0, f.rows)
	tb.waitAnswer(f.solvedText, 5*time.Second, "after playing the solution")
	waitSolved(t, tb)
	tb.noCrash("nurikabe play")
}

// The Dot key switches clicks and drags to dots; progress survives a
// reload; Solve and its Undo.
func TestNurikabeDotMode(t *testing.T) {
	needEnv(t)
	f := nurikabeFixture(t, nurikabe.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	tb.click("#pad-dot")
	if err := tb.waitJS("#pad-dot shown pressed", `document.querySelector('#pad-dot').getAttribute('aria-pressed') === 'true' && !document.querySelector('#pad-wall').hasAttribute('aria-pressed')`, 3*time.Second, nil); err != nil {
		t.Error(err)
	}
	dragThrough(tb, false, cellAt(4, 2), cellAt(4, 4))
	waitSaved(t, tb, "4,2.;4,3.;4,4.", "a drag in Dot mode")
	if got := tb.answer(); got != f.givenText {
		t.Errorf("dots changed data-answer: %q", got)
	}
	tb.click("#pad-wall")
	tapAt(tb, 9, 5, false) // r5c3: a dot cycles on to empty
	waitSaved(t, tb, "4,2_", "a click in Wall mode on a dot")

	// Saved progress: a wall and the dots survive a reload; Solve puts
	// the answer on, one Undo takes it back.
	tapAt(tb, 1, 1, false)
	board := f.shaded([2]int{0, 0})
	tb.waitAnswer(board, 3*time.Second, "after a click on r1c1")
	saved := strings.Join(savedMoves(tb), " ")
	tb.run("reload", chromedp.Reload())
	if got := tb.waitBoard(); got != board {
		t.Errorf("after a reload data-answer %q, want %q", got, board)
	}
	if got := strings.Join(savedMoves(tb), " "); got != saved {
		t.Errorf("after a reload saved moves %q, want %q", got, saved)
	}
	tb.click("#btn-solve")
	tb.waitAnswer(f.solvedText, 20*time.Second, "after Solve")
	if _, err := tb.waitText("status", 5*time.Second, "says the solver solved it", func(s string) bool {
		return strings.Contains(s, "Solved by the solver")
	}); err != nil {
		t.Error(err)
	}
	tb.click("#btn-undo")
	tb.waitAnswer(board, 3*time.Second, "Undo after Solve")
	tb.noCrash("nurikabe dot mode, reload, solve")
}

func TestNurikabeScreenshots(t *testing.T) {
	needEnv(t)
	f := nurikabeFixture(t, defaultSizeLink(t, "nurikabe", "medium"))
	genreShots(t, "nurikabe", f.link, func(tb *tab) {
		// The top half's walls (clicks and drags), a few dots by
		// right-click on island cells, then a hint.
		f.playWalls(tb, 0, f.rows/2)
		dots := 0
		for y := 0; y < f.rows/2 && dots < 8; y++ {
			for x := 0; x < f.cols && dots < 8; x++ {
				if !f.wall[y][x] && !f.clue[y][x] {
					tapAt(tb, float64(2*y+1), float64(2*x+1), true)
					dots++
				}
			}
		}
		tb.click("#btn-hint")
		tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	})
}

// A 2x2 wall and an island too big, checked: the mistakes must show on
// wall cells and on dots alike, in both schemes (screenshots to look at;
// the message counts them).
func TestNurikabeMistakeShots(t *testing.T) {
	needEnv(t)
	f := nurikabeFixture(t, nurikabe.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.run("desktop size", chromedp.EmulateViewport(1280, 900), colorScheme("light"))
	tb.open("/?" + f.link)
	tb.waitBoard()
	dragThrough(tb, false, cellAt(0, 0), cellAt(0, 1), cellAt(1, 1), cellAt(1, 0))
	// The 2 at r4c1 dotted into three cells and walled in.
	dragThrough(tb, true, cellAt(4, 0), cellAt(4, 1))
	for _, c := range [][2]int{{2, 0}, {3, 1}, {4, 2}} {
		tapAt(tb, float64(2*c[0]+1), float64(2*c[1]+1), false)
	}
	tb.click("#btn-check")
	if _, err := tb.waitText("message", 5*time.Second, "two mistakes reported", func(s string) bool {
		return strings.Contains(s, "2 mistakes")
	}); err != nil {
		t.Error(err)
	}
	saveShot(t, tb, "nurikabe-mistakes-light.png")
	tb.run("dark scheme", colorScheme("dark"))
	saveShot(t, tb, "nurikabe-mistakes-dark.png")
	tb.noCrash("nurikabe mistakes")
}

// On a phone: a finger tap shades, a long press dots, a finger drag
// paints walls along a row.
func TestNurikabeTouch(t *testing.T) {
	needEnv(t)
	f := nurikabeFixture(t, nurikabe.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.run("phone", chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	tb.open("/?" + f.link)
	tb.waitBoard()
	touchTap(tb, 1, 1, 0)
	tb.waitAnswer(f.shaded([2]int{0, 0}), 3*time.Second, "after a finger tap on r1c1")
	// Held well past LongPressDelay: the page's timer starts when it has
	// handled the touch, which lags on a loaded machine.
	touchTap(tb, 3, 3, 1500*time.Millisecond)
	waitSaved(t, tb, "1,1.", "long press on r2c2")
	touchDrag(tb, cellAt(4, 1), cellAt(4, 4))
	tb.waitAnswer(f.shaded([2]int{0, 0}, [2]int{4, 1}, [2]int{4, 2}, [2]int{4, 3}, [2]int{4, 4}), 3*time.Second, "after a finger drag along row 5")
	if got := savedMoves(tb); len(got) == 0 || got[len(got)-1] != "4,1#;4,2#;4,3#;4,4#" {
		t.Errorf("saved moves %q: want the finger drag as one entry", got)
	}
	tb.noCrash("nurikabe touch")
}
