//go:build !(js && wasm)

package e2e

// Page helpers speak the pinned DOM contract: canvas#board carries
// data-answer (the State.Answer text) and data-link (the canonical link
// query); everything else is found by id.

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// loadWait bounds how long the app may take to boot (download and compile
// app.wasm, then render); generous because two cores are shared.
const loadWait = 30 * time.Second

// open navigates to a URL (absolute, or a path+query on the shared server).
func (tb *tab) open(url string) {
	tb.t.Helper()
	if !strings.HasPrefix(url, "http") {
		url = env.server.url + strings.TrimPrefix(url, "/")
	}
	tb.run("navigate to "+url, chromedp.Navigate(url))
}

// waitBoard waits until canvas#board has a data-answer and returns it.
func (tb *tab) waitBoard() string {
	tb.t.Helper()
	var a string
	tb.must(tb.waitJS("canvas#board with a data-answer attribute",
		`(() => { const b = document.querySelector('canvas#board'); return b ? (b.getAttribute('data-answer') || '') : '' })()`,
		loadWait, &a))
	return a
}

// answer is the current data-answer ("" when there is no board).
func (tb *tab) answer() string {
	tb.t.Helper()
	return tb.attr("canvas#board", "data-answer")
}

// link is the current data-link of the board.
func (tb *tab) link() string {
	tb.t.Helper()
	return tb.attr("canvas#board", "data-link")
}

// attr reads an attribute of the first element matching a CSS selector
// ("" when missing).
func (tb *tab) attr(sel, name string) string {
	tb.t.Helper()
	var s string
	tb.must(tb.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? (e.getAttribute(%q) || '') : '' })()`, sel, name), &s))
	return s
}

// text is the textContent of the element with this id ("" when missing).
func (tb *tab) text(id string) string {
	tb.t.Helper()
	var s string
	tb.must(tb.eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e ? e.textContent.trim() : '' })()`, id), &s))
	return s
}

// waitText waits until the element with this id has text for which ok
// holds, and returns it.
func (tb *tab) waitText(id string, d time.Duration, what string, ok func(string) bool) (string, error) {
	deadline := time.Now().Add(d)
	last := ""
	for {
		var s string
		err := tb.eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e ? e.textContent.trim() : '' })()`, id), &s)
		if err == nil {
			last = s
			if ok(s) {
				return s, nil
			}
		}
		if tb.ctx.Err() != nil || time.Now().After(deadline) {
			return last, fmt.Errorf("#%s: %s not within %v (text now %q)", id, what, d, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// waitAnswer waits until data-answer equals want.
func (tb *tab) waitAnswer(want string, d time.Duration, what string) {
	tb.t.Helper()
	deadline := time.Now().Add(d)
	for {
		got := tb.answer()
		if got == want {
			return
		}
		if tb.ctx.Err() != nil || time.Now().After(deadline) {
			tb.t.Fatalf("e2e: %s: data-answer\n  got  %q\n  want %q", what, got, want)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// click clicks an element with a real mouse event, failing within 10 s when
// it is missing or never visible (chromedp.Click alone would wait for the
// whole test deadline).
func (tb *tab) click(sel string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, chromedp.Click(sel, chromedp.ByQuery, chromedp.NodeVisible)); err != nil {
		tb.t.Fatalf("e2e: click %s: %v (missing or not visible?)", sel, err)
	}
}

// key sends real key events (keyDown/char/keyUp per rune) to the page.
func (tb *tab) key(keys string, mods ...input.Modifier) {
	tb.t.Helper()
	var opts []chromedp.KeyOption
	if len(mods) > 0 {
		opts = append(opts, chromedp.KeyModifiers(mods...))
	}
	tb.run(fmt.Sprintf("key %q", keys), chromedp.KeyEvent(keys, opts...))
}

// selectOption picks a value in a <select> and fires input and change the
// way a user's choice does (go-app listens to either).
func (tb *tab) selectOption(sel, value string) {
	tb.t.Helper()
	var ok bool
	tb.must(tb.eval(fmt.Sprintf(`(() => {
		const s = document.querySelector(%q);
		if (!s) return false;
		s.value = %q;
		if (s.value !== %q) return false;
		s.dispatchEvent(new Event('input', {bubbles: true}));
		s.dispatchEvent(new Event('change', {bubbles: true}));
		return true;
	})()`, sel, value, value), &ok))
	if !ok {
		tb.t.Fatalf("e2e: %s has no option %q", sel, value)
	}
}

// options lists the option values of a <select>.
func (tb *tab) options(sel string) []string {
	tb.t.Helper()
	var vals []string
	tb.must(tb.eval(fmt.Sprintf(`(() => { const s = document.querySelector(%q); return s ? Array.from(s.options).map(o => o.value) : [] })()`, sel), &vals))
	return vals
}

// noCrash fails the test when the console shows the Go program died.
func (tb *tab) noCrash(when string) {
	tb.t.Helper()
	if c := tb.crashes(); len(c) > 0 {
		tb.t.Errorf("e2e: %s: the page crashed:\n  %s", when, strings.Join(c, "\n  "))
	}
}

// cursor drives cell selection with real input: a click on the canvas at
// the computed centre of a cell, then arrow keys. Where a click lands depends
// on the renderer's margins, which the contract does not pin, so the cursor
// learns the selected cell from the data-answer change its first keystroke
// causes, and moves by arrow keys from there (relative moves inside the
// board mean the same whether arrows wrap or stop at the edges).
type cursor struct {
	tb  *tab
	n   int
	cur int // selected cell index, -1 unknown
	// clickHit records whether the click selected the intended cell.
	clickHit bool
}

func newCursor(tb *tab, n int) *cursor { return &cursor{tb: tb, n: n, cur: -1} }

// cellCenter is the page position of cell idx, taking the canvas as the
// board (no margin).
func (c *cursor) cellCenter(idx int) (float64, float64) {
	c.tb.t.Helper()
	var r []float64
	c.tb.must(c.tb.eval(`(() => { const b = document.querySelector('canvas#board'); const r = b.getBoundingClientRect(); return [r.left, r.top, r.width, r.height] })()`, &r))
	if len(r) != 4 || r[2] <= 0 || r[3] <= 0 {
		c.tb.t.Fatalf("e2e: canvas#board has no size on screen: %v", r)
	}
	row, col := idx/c.n, idx%c.n
	return r[0] + (float64(col)+0.5)*r[2]/float64(c.n), r[1] + (float64(row)+0.5)*r[3]/float64(c.n)
}

// diff lists the cells where two answer texts differ.
func diff(a, b string) []int {
	var out []int
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			out = append(out, i)
		}
	}
	return out
}

// put enters digit d (answer-text form) at cell idx with real events and
// checks that exactly that cell changed.
func (c *cursor) put(idx int, d byte) {
	tb := c.tb
	tb.t.Helper()
	if c.cur < 0 {
		if c.locate(idx, d) {
			return
		}
	}
	before := tb.answer()
	c.moveTo(idx)
	tb.key(keyFor(d))
	after := c.settle(before)
	if len(after) != len(before) || idx >= len(after) {
		tb.t.Fatalf("e2e: data-answer changed length while typing: %q -> %q", before, after)
	}
	if after[idx] != d {
		tb.t.Fatalf("e2e: typed %q at r%dc%d after arrow keys, but data-answer changed at cells %v (r%dc%d is %q)\n  before %q\n  after  %q",
			keyFor(d), idx/c.n+1, idx%c.n+1, diff(before, after), idx/c.n+1, idx%c.n+1, after[idx], before, after)
	}
	if ch := diff(before, after); len(ch) != 1 {
		tb.t.Fatalf("e2e: typing one digit at r%dc%d changed cells %v", idx/c.n+1, idx%c.n+1, ch)
	}
}

// moveTo moves the selection to cell idx with arrow keys (the selection
// must be known).
func (c *cursor) moveTo(idx int) {
	c.tb.t.Helper()
	if c.cur < 0 {
		c.tb.t.Fatal("e2e: cursor.moveTo before the selection is known")
	}
	var arrows strings.Builder
	r0, c0, r1, c1 := c.cur/c.n, c.cur%c.n, idx/c.n, idx%c.n
	for ; r0 < r1; r0++ {
		arrows.WriteString(kb.ArrowDown)
	}
	for ; r0 > r1; r0-- {
		arrows.WriteString(kb.ArrowUp)
	}
	for ; c0 < c1; c0++ {
		arrows.WriteString(kb.ArrowRight)
	}
	for ; c0 > c1; c0-- {
		arrows.WriteString(kb.ArrowLeft)
	}
	if arrows.Len() > 0 {
		c.tb.key(arrows.String())
	}
	c.cur = idx
}

// settle waits briefly for data-answer to move away from before (the UI
// updates the attribute on its next render) and returns it.
func (c *cursor) settle(before string) string {
	deadline := time.Now().Add(2 * time.Second)
	for {
		a := c.tb.answer()
		if a != before || time.Now().After(deadline) {
			return a
		}
		time.Sleep(15 * time.Millisecond)
	}
}

// locate clicks cell target and types d, probing with arrow keys until a
// keystroke changes the board (a given does not change); the changed cell is
// the selection. It reports whether d already landed on target.
func (c *cursor) locate(target int, d byte) bool {
	tb := c.tb
	tb.t.Helper()
	x, y := c.cellCenter(target)
	tb.run("click the board", chromedp.MouseClickXY(x, y))
	for probe := 0; probe < 12; probe++ {
		before := tb.answer()
		tb.key(keyFor(d))
		after := c.settle(before)
		ch := diff(before, after)
		switch {
		case len(ch) == 1:
			c.cur = ch[0]
			c.clickHit = probe == 0 && ch[0] == target
			if ch[0] == target {
				return true
			}
			tb.key(kb.Backspace)
			tb.waitAnswer(before, 2*time.Second, "Backspace after a probe digit")
			return false
		case len(ch) > 1:
			tb.t.Fatalf("e2e: one keystroke changed cells %v", ch)
		}
		if probe%2 == 0 {
			tb.key(kb.ArrowRight)
		} else {
			tb.key(kb.ArrowDown)
		}
	}
	tb.t.Fatalf("e2e: clicked the board at (%.0f,%.0f) and typed digits with arrow moves between: data-answer never changed (no selection, or keys not handled)", x, y)
	return false
}
