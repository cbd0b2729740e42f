//go:build !(js && wasm)

package e2e

// Slitherlink end to end with real mouse events: taps on the sides
// (positions from data-geometry), a right-click cross, a drag along the
// outline undone by one click on Undo, the whole loop tapped in to
// "Solved"; screenshots (the hint and a new puzzle are in
// TestHintAndGenerate). The pointer helpers
// (tap, right-click, drag on lattice points) are shared with Hashi.

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/slitherlink"
)

// mouse dispatches one mouse event at lattice point (y, x) of the board
// with button held (pressed, moved) or released.
func mouse(tb *tab, typ input.MouseType, y, x float64, button input.MouseButton) {
	tb.t.Helper()
	px, py := latticeXY(tb, y, x)
	buttons := int64(1)
	if button == input.Right {
		buttons = 2
	}
	p := input.DispatchMouseEvent(typ, px, py).WithButton(button).WithButtons(buttons).WithClickCount(1)
	if typ == input.MouseReleased {
		p = p.WithButtons(0)
	}
	tb.run("mouse "+string(typ), p)
}

// tapAt clicks lattice point (y, x) with the left or right button.
func tapAt(tb *tab, y, x float64, right bool) {
	tb.t.Helper()
	b := input.Left
	if right {
		b = input.Right
	}
	mouse(tb, input.MousePressed, y, x, b)
	mouse(tb, input.MouseReleased, y, x, b)
}

// dragThrough presses at the first lattice point, moves through the others
// in steps of a quarter of a lattice unit (an eighth of a cell) and
// releases at the last.
func dragThrough(tb *tab, right bool, pts ...[2]float64) {
	tb.t.Helper()
	b := input.Left
	if right {
		b = input.Right
	}
	mouse(tb, input.MousePressed, pts[0][0], pts[0][1], b)
	for i := 1; i < len(pts); i++ {
		a, c := pts[i-1], pts[i]
		n := int(math.Ceil(math.Hypot(c[0]-a[0], c[1]-a[1]) * 4))
		for k := 1; k <= n; k++ {
			f := float64(k) / float64(n)
			mouse(tb, input.MouseMoved, a[0]+f*(c[0]-a[0]), a[1]+f*(c[1]-a[1]), b)
		}
	}
	last := pts[len(pts)-1]
	mouse(tb, input.MouseReleased, last[0], last[1], b)
}

// savedMoves is the saved progress of the open puzzle (the pinned storage
// contract): what the page recorded, crosses included, which data-answer
// does not show.
func savedMoves(tb *tab) []string {
	tb.t.Helper()
	var raw string
	tb.must(tb.eval(`localStorage.getItem(`+jsString("pencilbox/progress/"+tb.link())+`) || ''`, &raw))
	var p struct {
		Moves []string `json:"moves"`
		Pos   int      `json:"pos"`
	}
	if raw == "" || json.Unmarshal([]byte(raw), &p) != nil {
		return nil
	}
	return p.Moves[:min(p.Pos, len(p.Moves))]
}

// waitSaved waits until the last saved move is want.
func waitSaved(t *testing.T, tb *tab, want, what string) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	var got []string
	for time.Now().Before(deadline) {
		if got = savedMoves(tb); len(got) > 0 && got[len(got)-1] == want {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Errorf("%s: saved moves %q, want the last to be %q", what, got, want)
}

// waitSolved waits for "Solved" in #status.
func waitSolved(t *testing.T, tb *tab) {
	t.Helper()
	if _, err := tb.waitText("status", 10*time.Second, `contains "Solved"`, func(s string) bool {
		return strings.Contains(s, "Solved")
	}); err != nil {
		t.Error(err)
	}
}

// loopFixture is a Slitherlink puzzle with its solution's sides, in loop
// order (dots) and as side points.
type loopFixture struct {
	link                  string
	rows                  int
	givenText, solvedText string
	dots                  []grid.Point // the loop's dots in order
	sides                 []grid.Point // the loop's sides
}

func slitherFixture(t *testing.T, link string) loopFixture {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses %q: %v", link, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := p.(puzzle.Solver).Solve(ctx, 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("e2e: %q: the Go solver says %v, want unique", link, r.Status)
	}
	st, err := p.NewState().Apply(puzzle.SetAnswerMove + r.Answer.String())
	if err != nil {
		t.Fatal(err)
	}
	f := loopFixture{link: puzzle.LinkOf(p), givenText: p.NewState().Answer().String(), solvedText: r.Answer.String()}
	_, f.rows = p.Size()
	adj := map[grid.Point][]grid.Point{}
	for _, it := range st.Layout().Items {
		if it.Kind == puzzle.Line {
			adj[it.At] = append(adj[it.At], it.To)
			adj[it.To] = append(adj[it.To], it.At)
			f.sides = append(f.sides, grid.Point{Y: (it.At.Y + it.To.Y) / 2, X: (it.At.X + it.To.X) / 2})
		}
	}
	start := f.sides[0]
	start.X -= start.X % 2 // a dot at an end of the first side
	start.Y -= start.Y % 2
	prev, cur := grid.Point{Y: -9}, start
	for len(f.dots) == 0 || cur != start {
		f.dots = append(f.dots, cur)
		nx := adj[cur][0]
		if nx == prev {
			nx = adj[cur][1]
		}
		prev, cur = cur, nx
		if len(f.dots) > len(adj) {
			t.Fatal("e2e: the solution is not one loop")
		}
	}
	return f
}

var slitherHintWords = regexp.MustCompile(`(?i)loop|line|side|corner|cross|clue`)

func TestSlitherlinkPlays(t *testing.T) {
	needEnv(t)
	f := slitherFixture(t, slitherlink.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	if got := tb.link(); got != f.link {
		t.Errorf("data-link = %q, want %q", got, f.link)
	}
	checkNewOptions(t, tb, "slitherlink")
	var pad []string
	tb.must(tb.eval(`Array.from(document.querySelectorAll('.pad-key')).map(b => b.id)`, &pad))
	if strings.Join(pad, " ") != "pad-line pad-cross pad-erase" {
		t.Errorf("pad keys %v", pad)
	}

	// A drag down the left outline, dot to dot: every cell is inside
	// (parity); one click on Undo takes the whole drag back.
	dragThrough(tb, false, [2]float64{0, 0}, [2]float64{float64(2 * f.rows), 0})
	allIn := strings.ReplaceAll(f.givenText, ".", "#")
	tb.waitAnswer(allIn, 3*time.Second, "after a drag down the left side")
	tb.click("#btn-undo")
	tb.waitAnswer(f.givenText, 3*time.Second, "after one Undo of the drag")

	// Keyboard: a click in r1c1's middle selects it (and draws nothing),
	// Shift+Left draws its left side (row 1 is then inside), Backspace
	// clears the cell's sides.
	tapAt(tb, 1, 1, false)
	tb.key(kb.ArrowLeft, input.ModifierShift)
	tb.waitAnswer("# # # #"+f.givenText[len("# # # #"):], 3*time.Second, "after Shift+Left on r1c1")
	tb.key(kb.Backspace)
	tb.waitAnswer(f.givenText, 3*time.Second, "after Backspace on r1c1")

	// A right-click crosses a side (data-answer shows lines only; the
	// saved moves show the cross); a tap on it then draws the line.
	s := f.sides[0]
	tapAt(tb, float64(s.Y)+0.15, float64(s.X)+0.1, true)
	waitSaved(t, tb, edgeText(s)+"~x", "right-click")

	// The whole loop, side by side, with left clicks a little off centre.
	for i, s := range f.sides {
		off := 0.2 * float64(i%3-1)
		tapAt(tb, float64(s.Y)+off, float64(s.X)-off, false)
	}
	tb.waitAnswer(f.solvedText, 5*time.Second, "after tapping the loop")
	waitSolved(t, tb)

	// The Cross key switches taps to crosses; a cross on a loop side
	// breaks the solution, Undo mends it.
	tb.click("#pad-cross")
	if err := tb.waitJS("#pad-cross shown pressed", `document.querySelector('#pad-cross').getAttribute('aria-pressed') === 'true' && !document.querySelector('#pad-line').hasAttribute('aria-pressed')`, 3*time.Second, nil); err != nil {
		t.Error(err)
	}
	tapAt(tb, float64(f.sides[1].Y), float64(f.sides[1].X), false)
	waitSaved(t, tb, edgeText(f.sides[1])+"~x", "tap in Cross mode")
	tb.click("#btn-undo")
	tb.waitAnswer(f.solvedText, 3*time.Second, "after undoing the cross")
	tb.noCrash("slitherlink play")
}

func edgeText(p grid.Point) string { return fmt.Sprintf("%d,%d", p.Y, p.X) }

// The loop drawn in one drag from dot to dot solves the puzzle too.
func TestSlitherlinkDrawLoop(t *testing.T) {
	needEnv(t)
	f := slitherFixture(t, slitherlink.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	pts := make([][2]float64, 0, len(f.dots)+1)
	for _, d := range append(f.dots, f.dots[0]) {
		pts = append(pts, [2]float64{float64(d.Y), float64(d.X)})
	}
	dragThrough(tb, false, pts...)
	tb.waitAnswer(f.solvedText, 5*time.Second, "after drawing the loop")
	waitSolved(t, tb)
	if n := len(savedMoves(tb)); n != 1 {
		t.Errorf("the drawn loop saved %d history entries, want 1", n)
	}
	tb.noCrash("slitherlink loop drag")
}

func TestSlitherlinkScreenshots(t *testing.T) {
	needEnv(t)
	f := slitherFixture(t, defaultSizeLink(t, "slitherlink", "easy"))
	genreShots(t, "slitherlink", f.link, func(tb *tab) {
		// Half the loop in one drag, a few crosses beside it, a hint.
		var pts [][2]float64
		for _, d := range f.dots[:len(f.dots)/2] {
			pts = append(pts, [2]float64{float64(d.Y), float64(d.X)})
		}
		dragThrough(tb, false, pts...)
		on := map[grid.Point]bool{}
		for _, s := range f.sides {
			on[s] = true
		}
		crossed := 0
		for y := 0; y <= 4 && crossed < 6; y += 2 {
			for x := 1; x < 20 && crossed < 6; x += 2 {
				if p := (grid.Point{Y: y, X: x}); !on[p] {
					tapAt(tb, float64(y), float64(x), true)
					crossed++
				}
			}
		}
		tb.click("#btn-hint")
		tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	})
}

// touch sends one touch event at lattice point (y, x) (TouchEnd has no
// points).
func touch(tb *tab, typ input.TouchType, y, x float64) {
	tb.t.Helper()
	var pts []*input.TouchPoint
	if typ != input.TouchEnd {
		px, py := latticeXY(tb, y, x)
		pts = []*input.TouchPoint{{X: px, Y: py, ID: 1}}
	}
	tb.run("touch "+string(typ), input.DispatchTouchEvent(typ, pts))
}

// touchTap lifts the finger at once; touchHold keeps it still past the
// long-press delay first.
func touchTap(tb *tab, y, x float64, hold time.Duration) {
	tb.t.Helper()
	touch(tb, input.TouchStart, y, x)
	time.Sleep(hold)
	touch(tb, input.TouchEnd, y, x)
}

// touchDrag moves a finger through the points in small steps.
func touchDrag(tb *tab, pts ...[2]float64) {
	tb.t.Helper()
	touch(tb, input.TouchStart, pts[0][0], pts[0][1])
	for i := 1; i < len(pts); i++ {
		a, c := pts[i-1], pts[i]
		n := int(math.Ceil(math.Hypot(c[0]-a[0], c[1]-a[1]) * 4))
		for k := 1; k <= n; k++ {
			f := float64(k) / float64(n)
			touch(tb, input.TouchMove, a[0]+f*(c[0]-a[0]), a[1]+f*(c[1]-a[1]))
		}
	}
	touch(tb, input.TouchEnd, 0, 0)
}

// On a phone: a finger tap draws a line, a long press crosses, a finger
// drag draws along the dots.
func TestSlitherlinkTouch(t *testing.T) {
	needEnv(t)
	f := slitherFixture(t, slitherlink.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.run("phone", chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	tb.open("/?" + f.link)
	tb.waitBoard()
	touchTap(tb, 1, 0.1, 0) // the left side of r1c1: row 1 inside
	tb.waitAnswer("# # # #"+f.givenText[len("# # # #"):], 3*time.Second, "after a finger tap on r1c1's left side")
	touchTap(tb, 0, 1, 700*time.Millisecond)
	waitSaved(t, tb, "0,1~x", "long press on r1c1's top")
	touchDrag(tb, [2]float64{2, 0}, [2]float64{8, 0})
	tb.waitAnswer(strings.ReplaceAll(f.givenText, ".", "#"), 3*time.Second, "after a finger drag down the left side")
	tb.noCrash("slitherlink touch")
}
