//go:build !(js && wasm)

package e2e

// Zoom and pan of small-celled boards (app/ui_puzzle_zoom.go) with real
// input: on a 375x740 touch phone a 20x20 Slitherlink fits at under 28 px
// cells; two fingers pinch it larger, a finger drag on the zoomed board
// still draws the side it runs along, two fingers pan to the far corner
// and a finger draws there; the controls below the board never move. At
// 1280x800 the same board fits at 28 px or more (no zoom offered), and a
// 30x30 one is zoomed by the + key, panned by the mouse wheel, and its
// keyboard cursor scrolls into view.

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// slitherBlank is an n x n Slitherlink link with a 3 in each row's first
// cell: the zoom test draws sides, it never needs a solution.
func slitherBlank(n int) string {
	row := "3"
	for left := n - 1; left > 0; {
		k := min(left, 20) // g..z: runs of 1..20 empty cells
		row += string(rune('f' + k))
		left -= k
	}
	return "slither/" + strconv.Itoa(n) + "/" + strconv.Itoa(n) + "/" + strings.Repeat(row, n)
}

// boardCell is the board's drawn cell size (data-geometry).
func boardCell(tb *tab) float64 {
	tb.t.Helper()
	var c float64
	tb.must(tb.eval(`Number((document.querySelector('canvas#board').dataset.geometry || '0').split(' ')[0])`, &c))
	return c
}

// inBox says whether the client point (x, y) is inside the visible part
// of the board's scroll box, so a finger or click there lands on the board.
func inBox(tb *tab, x, y float64) bool {
	tb.t.Helper()
	var ok bool
	tb.must(tb.eval(`(() => { const r = document.querySelector('.board-wrap').getBoundingClientRect();
		return `+ftoa(x)+` >= r.left && `+ftoa(x)+` <= r.right && `+ftoa(y)+` >= r.top && `+ftoa(y)+` <= r.bottom; })()`, &ok))
	return ok
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// boxCentre is the middle of the board's box in client pixels.
func boxCentre(tb *tab) (x, y float64) {
	tb.t.Helper()
	var r []float64
	tb.must(tb.eval(`(() => { const r = document.querySelector('.board-wrap').getBoundingClientRect();
		return [r.left + r.width / 2, r.top + r.height / 2]; })()`, &r))
	return r[0], r[1]
}

// twoFingers sends a two-finger touch event at client points a and b.
func twoFingers(tb *tab, typ input.TouchType, a, b [2]float64) {
	tb.t.Helper()
	var pts []*input.TouchPoint
	if typ != input.TouchEnd {
		pts = []*input.TouchPoint{{X: a[0], Y: a[1], ID: 1}, {X: b[0], Y: b[1], ID: 2}}
	}
	tb.run("two fingers "+string(typ), input.DispatchTouchEvent(typ, pts))
}

// toolbarAt is where the first controls under or beside the board are.
func toolbarAt(tb *tab) [4]int {
	tb.t.Helper()
	var box []int
	tb.must(tb.eval(boxJS("#btn-undo"), &box))
	var out [4]int
	copy(out[:], box)
	return out
}

func TestZoomPhone(t *testing.T) {
	needEnv(t)
	tb := newTab(t, testDeadline)
	tb.run("phone", chromedp.EmulateViewport(375, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	tb.open("/?" + slitherBlank(20))
	tb.waitBoard()
	tb.must(tb.waitJS("the zoom bar", `!!document.querySelector('#zoom-bar #btn-zoom-in')`, 5*time.Second, nil))
	fit := boardCell(tb)
	if fit >= 28 {
		t.Fatalf("20x20 fits at %v px cells on a phone; the test needs a small-celled board", fit)
	}
	undo := toolbarAt(tb)

	// Pinch: two fingers 60 px apart spread to 160 px around the board's middle.
	mx, my := latticeXY(tb, 20, 20)
	twoFingers(tb, input.TouchStart, [2]float64{mx - 30, my}, [2]float64{mx + 30, my})
	for k := 1; k <= 10; k++ {
		d := 30 + float64(k)*5
		twoFingers(tb, input.TouchMove, [2]float64{mx - d, my}, [2]float64{mx + d, my})
	}
	twoFingers(tb, input.TouchEnd, [2]float64{}, [2]float64{})
	tb.must(tb.waitJS("cells of 28 px or more after the pinch", `Number(document.querySelector('canvas#board').dataset.geometry.split(' ')[0]) >= 28`, 5*time.Second, nil))
	if got := toolbarAt(tb); got != undo {
		t.Errorf("zooming moved Undo from %v to %v", undo, got)
	}
	if m := savedMoves(tb); len(m) != 0 {
		t.Errorf("the pinch made moves: %q", m)
	}
	// The board point under the fingers stayed about under them.
	if x, y := latticeXY(tb, 20, 20); !inBox(tb, x, y) {
		t.Errorf("the pinch's middle (r10c10's corner) left the view: at (%v,%v)", x, y)
	}

	// A finger drag on the zoomed board draws the side it runs along: the
	// left side of the cell at the middle, r10c11.
	touchDrag(tb, [2]float64{18, 20}, [2]float64{20, 20})
	waitSaved(t, tb, "19,20=1", "a finger drag down the left side of r10c11 at zoom")

	// Two fingers pan (without spreading) towards the far corner until it
	// is in view, then a finger draws r20c20's right side.
	for i := 0; i < 12; i++ {
		x, y := latticeXY(tb, 40, 40)
		if inBox(tb, x, y) && inBox(tb, x-20, y-20) {
			break
		}
		twoFingers(tb, input.TouchStart, [2]float64{mx - 40, my + 60}, [2]float64{mx + 40, my + 60})
		for k := 1; k <= 6; k++ {
			dy := float64(k) * 20
			twoFingers(tb, input.TouchMove, [2]float64{mx - 40 - dy, my + 60 - dy}, [2]float64{mx + 40 - dy, my + 60 - dy})
		}
		twoFingers(tb, input.TouchEnd, [2]float64{}, [2]float64{})
	}
	if x, y := latticeXY(tb, 40, 40); !inBox(tb, x, y) {
		t.Fatalf("two-finger pans never brought the far corner into view (at %v,%v)", x, y)
	}
	touchDrag(tb, [2]float64{38, 40}, [2]float64{40, 40})
	waitSaved(t, tb, "39,40=1", "a finger drag down the right side of r20c20 after panning")
	saveShot(t, tb, "zoom-phone.png")
	checkAxe(t, tb, axeSource(t), "a zoomed 20x20 Slitherlink (phone)") // the zoom bar and the scroll box
	if got := toolbarAt(tb); got != undo {
		t.Errorf("panning moved Undo from %v to %v", undo, got)
	}

	// Fit brings the whole board back.
	tb.click("#btn-zoom-fit")
	tb.must(tb.waitJS("the fitted board again", `Number(document.querySelector('canvas#board').dataset.geometry.split(' ')[0]) === `+ftoa(fit), 5*time.Second, nil))
	tb.noCrash("zoom on a phone")
}

func TestZoomDesktop(t *testing.T) {
	needEnv(t)
	tb := newTab(t, testDeadline)
	tb.run("desktop", chromedp.EmulateViewport(1280, 800))
	// 20x20 needs no zoom at this size.
	tb.open("/?" + slitherBlank(20))
	tb.waitBoard()
	if c := boardCell(tb); c < 28 {
		t.Errorf("20x20 at 1280x800 fits at %v px cells, under 28", c)
	}
	var bar bool
	tb.must(tb.eval(`!!document.getElementById('zoom-bar')`, &bar))
	if bar {
		t.Errorf("zoom offered for a board whose cells are 28 px or more")
	}

	tb.open("/?" + slitherBlank(30))
	tb.must(tb.waitJS("the 30x30 board", `(document.querySelector('canvas#board') || {}).dataset?.link?.includes('/30/30/') && !!document.getElementById('zoom-bar')`, loadWait, nil))
	fit := boardCell(tb)
	if fit >= 28 {
		t.Fatalf("30x30 fits at %v px: the test needs a small-celled board", fit)
	}
	tb.key("+")
	tb.must(tb.waitJS("cells of 28 px or more after +", `Number(document.querySelector('canvas#board').dataset.geometry.split(' ')[0]) >= 28`, 5*time.Second, nil))
	saveShot(t, tb, "zoom-desktop.png")

	// The keyboard cursor walks to the bottom row: the box scrolls with it.
	for i := 0; i < 29; i++ {
		tb.key(kb.ArrowDown)
	}
	tb.must(tb.waitJS("the cursor's cell r30c1 scrolled into view", `(() => {
		const b = document.querySelector('canvas#board'), box = b.parentElement.getBoundingClientRect();
		const [cell, margin] = b.dataset.geometry.split(' ').map(Number), r = b.getBoundingClientRect();
		const bottom = r.top + margin + 30 * cell;
		return box.top < r.top + margin + 29 * cell && bottom <= box.bottom && b.parentElement.scrollTop > 0; })()`, 5*time.Second, nil))

	// The mouse wheel pans to the far corner, and a click there draws.
	cx, cy := boxCentre(tb)
	for i := 0; i < 20; i++ {
		if x, y := latticeXY(tb, 60, 60); inBox(tb, x, y) && inBox(tb, x-20, y-20) {
			break
		}
		tb.run("wheel", input.DispatchMouseEvent(input.MouseWheel, cx, cy).WithDeltaX(200).WithDeltaY(200))
		time.Sleep(50 * time.Millisecond)
	}
	tapAt(tb, 59, 60, false)
	waitSaved(t, tb, "59,60~1", "a click on r30c30's right side after the wheel")
	tb.key("-")
	tb.key("-")
	tb.key("-")
	tb.key("0")
	tb.must(tb.waitJS("the fitted board after - and 0", `Number(document.querySelector('canvas#board').dataset.geometry.split(' ')[0]) === `+ftoa(fit), 5*time.Second, nil))
	tb.noCrash("zoom on a desktop")
}
