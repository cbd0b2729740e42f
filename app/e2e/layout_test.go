//go:build !(js && wasm)

package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// boxJS is the page-relative rectangle of the element matching a selector,
// rounded to whole pixels, or null.
func boxJS(sel string) string {
	return `(() => { const e = document.querySelector(` + strconv.Quote(sel) + `); if (!e) return null;
		const r = e.getBoundingClientRect();
		return [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)]; })()`
}

// boardInViewJS: the board's top is below the sticky top bar and in the
// upper third of the window.
const boardInViewJS = `(() => { const b = document.querySelector('canvas#board'), bar = document.querySelector('.topbar');
	if (!b || !bar) return false;
	const top = b.getBoundingClientRect().top;
	return top >= bar.getBoundingClientRect().bottom && top < innerHeight / 3; })()`

// The controls stay where they are when Check, Hint and Solve put words
// on the page (a second press where Check was must land on Check), and New brings
// the new board into view wherever the page was scrolled; on a desktop
// (light) and on a 375x740 touch phone (dark).
func TestControlsStayAndBoardInView(t *testing.T) {
	needEnv(t)
	const link = "sudoku/9/9/35h2g1i2h9h6g4g65m83h9461m29g4i8h5p31j9g4h65i"
	for _, phone := range []bool{false, true} {
		name := "desktop"
		if phone {
			name = "phone"
		}
		t.Run(name, func(t *testing.T) {
			tb := newTab(t, testDeadline)
			if phone {
				// The phone also covers touch and the dark scheme.
				tb.run("phone", chromedp.EmulateViewport(375, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch), colorScheme("dark"))
			} else {
				tb.run("desktop", chromedp.EmulateViewport(1280, 800))
			}
			tb.open("/?" + link)
			tb.waitBoard()
			where := func() (out [3][4]int) {
				for i, sel := range []string{"#btn-undo", "#btn-check", "#btn-hint"} {
					var box []int
					tb.must(tb.eval(boxJS(sel), &box))
					copy(out[i][:], box)
				}
				return out
			}
			before := where()
			tb.click("#btn-check")
			tb.waitText("message", 5*time.Second, "Check's words", func(s string) bool { return s != "" })
			if after := where(); after != before {
				t.Errorf("Check moved the controls: %v, then %v", before, after)
			}
			tb.click("#btn-hint")
			tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
			if after := where(); after != before {
				t.Errorf("a hint moved the controls: %v, then %v", before, after)
			}
			tb.click("#btn-solve")
			tb.waitText("status", 30*time.Second, "Solve's words", func(s string) bool { return s != "" })
			if after := where(); after != before {
				t.Errorf("Solve moved the controls: %v, then %v", before, after)
			}
			// Scrolled to the bottom, New must bring its board into view.
			tb.must(tb.eval(`window.scrollTo(0, document.body.scrollHeight), true`, nil))
			old := tb.attr("canvas#board", "data-link")
			tb.click("#btn-new")
			tb.must(tb.waitJS("a new board", `(() => { const b = document.querySelector('canvas#board');
				return b && b.getAttribute('data-link') !== `+strconv.Quote(old)+` && (b.getAttribute('data-answer') || '') !== ''; })()`, 30*time.Second, nil))
			tb.must(tb.waitJS("the new board in view below the top bar", boardInViewJS, 5*time.Second, nil))
			tb.noCrash("layout " + name)
		})
	}
}
