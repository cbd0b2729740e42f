//go:build !(js && wasm)

package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// watchProgressJS records, from inside the page, whether
// progress#gen-progress was ever visible and which values it showed: a
// generation can finish in a few milliseconds, faster than polling over the
// DevTools connection, so a MutationObserver and a 5 ms timer watch instead.
const watchProgressJS = `(() => {
	const seen = window.__genSeen = {visible: false, values: []};
	const rec = () => {
		const p = document.getElementById('gen-progress');
		if (!p) return;
		const cs = getComputedStyle(p);
		const vis = !p.hidden && p.offsetParent !== null && cs.visibility !== 'hidden' && cs.display !== 'none' && p.getBoundingClientRect().width > 0;
		if (!vis) return;
		seen.visible = true;
		const v = p.hasAttribute('value') ? p.value + '/' + p.max : 'indeterminate';
		if (seen.values[seen.values.length - 1] !== v) seen.values.push(v);
	};
	new MutationObserver(rec).observe(document.documentElement, {subtree: true, childList: true, attributes: true});
	clearInterval(window.__genTimer);
	window.__genTimer = setInterval(rec, 5);
	return true;
})()`

type progressSeen struct {
	Visible bool     `json:"visible"`
	Values  []string `json:"values"`
}

// pickLevel selects the wanted level in select#new-level when offered, else
// the last one (levels are listed easiest first), and returns it.
func pickLevel(tb *tab, want string) string {
	tb.t.Helper()
	opts := tb.options("select#new-level")
	if len(opts) == 0 {
		tb.t.Fatal("e2e: select#new-level has no options")
	}
	level := opts[len(opts)-1]
	if slices.Contains(opts, want) {
		level = want
	}
	tb.selectOption("select#new-level", level)
	return level
}

// waitNewLink waits until data-link differs from old and returns it.
func waitNewLink(tb *tab, old string, d time.Duration) string {
	tb.t.Helper()
	return waitNewLinkOr(tb, old, d, func() string { return "" })
}

// waitNewLinkOr is waitNewLink whose failure also says state().
func waitNewLinkOr(tb *tab, old string, d time.Duration, state func() string) string {
	tb.t.Helper()
	var l string
	err := tb.waitJS("a new data-link", fmt.Sprintf(
		`(() => { const b = document.querySelector('canvas#board'); const l = b ? (b.getAttribute('data-link') || '') : ''; return l !== %s ? l : '' })()`,
		jsString(old)), d, &l)
	if err != nil {
		tb.t.Fatalf("e2e: generating: %v; #message %q %s", err, tb.text("message"), state())
	}
	return l
}

// New puzzle: choose a level, press #btn-new, see the progress bar, end on
// a new puzzle whose link is in the board, the address bar and decodes to a
// unique puzzle in Go.
func TestGenerateWithProgress(t *testing.T) {
	needEnv(t)
	tb := newTab(t, testDeadline)
	tb.open("/?sudoku")
	tb.waitBoard()
	oldLink := tb.link()
	var oldURL string
	tb.must(tb.eval(`location.href`, &oldURL))
	// go-app renders once a frame, so a puzzle made within a frame never
	// shows the bar (9x9 medium takes about 1 ms natively): 16x16 hard
	// takes 40-250 ms natively, several frames in WASM.
	tb.selectOption("select#new-size", "16x16")
	level := pickLevel(tb, "hard")
	var ok bool
	tb.must(tb.eval(watchProgressJS, &ok))
	start := time.Now()
	tb.click("#btn-new")
	newLink := waitNewLink(tb, oldLink, 40*time.Second)
	took := time.Since(start)
	var seen progressSeen
	tb.must(tb.eval(`window.__genSeen`, &seen))
	t.Logf("level %s: %s -> %s in %v (incl. polling); progress seen: %+v", level, oldLink, newLink, took.Round(time.Millisecond), seen)
	if !seen.Visible {
		t.Errorf("progress#gen-progress was never visible during generation")
	}
	var url string
	tb.must(tb.eval(`location.href`, &url))
	if url == oldURL || !strings.HasSuffix(url, "?"+newLink) {
		t.Errorf("address after generating = %q, want it to end in ?%s (was %q)", url, newLink, oldURL)
	}
	// data-answer can lag data-link by one render.
	time.Sleep(100 * time.Millisecond)
	checkGenerated(t, newLink, tb.answer())
	tb.noCrash("generate")
}

// Killing the worker in the middle of a generation: the UI says the worker
// restarted, keeps the board (and its progress) and the next hint works.
func TestKillWorkerMidGeneration(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	c := newCursor(tb, f.n)
	first := strings.IndexByte(f.givens, '.')
	c.put(first, f.solution[first])
	keptAnswer, keptLink := tb.answer(), tb.link()

	var hook bool
	tb.must(tb.waitJS("window.pencilboxDebug.killWorker", `!!(window.pencilboxDebug && window.pencilboxDebug.killWorker)`, 10*time.Second, &hook))
	// The largest board at the slowest level gives the most time to catch
	// the generation running (a 9x9 expert one can finish in under 10 ms).
	tb.selectOption("select#new-size", "16x16")
	pickLevel(tb, "expert")
	var ok bool
	tb.must(tb.eval(watchProgressJS, &ok))
	tb.click("#btn-new")
	var res struct {
		Seen   bool   `json:"seen"`
		Link   string `json:"link"`
		Waited float64
	}
	tb.must(tb.eval(`(async () => {
		const t0 = performance.now();
		while (performance.now() - t0 < 5000 && !window.__genSeen.visible) await new Promise(r => setTimeout(r, 5));
		const link = document.querySelector('canvas#board').getAttribute('data-link');
		window.pencilboxDebug.killWorker();
		return {seen: window.__genSeen.visible, link, Waited: performance.now() - t0};
	})()`, &res))
	t.Logf("killed the worker %.0f ms after the click; progress visible: %v", res.Waited, res.Seen)
	if !res.Seen {
		t.Errorf("progress#gen-progress never became visible within 5 s of #btn-new")
	}
	if res.Link != keptLink {
		t.Fatalf("generation finished (link %q) before the worker could be killed: nothing was tested", res.Link)
	}
	msg, err := tb.waitText("message", 10*time.Second, "mentions the restarted worker", func(s string) bool {
		return strings.Contains(strings.ToLower(s), "restart")
	})
	if err != nil {
		t.Error(err)
	} else {
		t.Logf("message: %q", msg)
	}
	time.Sleep(200 * time.Millisecond)
	if got := tb.link(); got != keptLink {
		t.Errorf("after the crash data-link = %q, want the kept %q", got, keptLink)
	}
	if got := tb.answer(); got != keptAnswer {
		t.Errorf("after the crash data-answer\n  got  %q\n  want %q (board kept)", got, keptAnswer)
	}
	// The restarted worker serves the next request.
	before := tb.text("hint-text")
	tb.click("#btn-hint")
	hint, err := tb.waitText("hint-text", 20*time.Second, "a fresh hint", func(s string) bool { return s != "" && s != before })
	if err != nil {
		t.Error(err)
	} else {
		t.Logf("hint after restart: %q", hint)
	}
	tb.noCrash("kill worker")
}
