//go:build !(js && wasm)

package e2e

// The Content-Security-Policy of `pencilbox serve` is only worth having if
// the app runs under it: a policy that blocks WebAssembly, the worker or
// go-app's style attributes would break the app, not protect it. This test
// plays under the real header and fails on any violation the page sees.

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// cspProbeJS runs before any script of every document the tab loads and
// records the policy violations the document reports.
const cspProbeJS = `(() => {
	window.__csp = [];
	document.addEventListener('securitypolicyviolation', e => {
		window.__csp.push(e.effectiveDirective + ' blocked ' + (e.blockedURI || '?') +
			' (' + (e.sourceFile || 'page') + ':' + e.lineNumber + ')');
	});
})()`

// The home page, a puzzle page with a hint from the worker, and the solver
// lab (go-app style attributes, the worker again) run with no violation,
// and the service worker installs; an inline script the page tries to add
// at the end is blocked and reported, which shows the probe listens and
// the policy is enforced.
func TestContentSecurityPolicy(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, 3*testDeadline)

	// Chromium also reports violations on its log (as "Refused to ...
	// because it violates the following Content Security Policy
	// directive"), which catches those of a document before the probe
	// could run.
	var mu sync.Mutex
	var logged []string
	chromedp.ListenTarget(tb.ctx, func(ev any) {
		if e, ok := ev.(*log.EventEntryAdded); ok && strings.Contains(e.Entry.Text, "Content Security Policy") {
			mu.Lock()
			logged = append(logged, e.Entry.Text)
			mu.Unlock()
		}
	})
	tb.run("install the violation probe", log.Enable(), chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(cspProbeJS).Do(ctx)
		return err
	}))
	violations := func(where string) {
		t.Helper()
		var seen []string
		tb.must(tb.eval(`window.__csp || []`, &seen))
		mu.Lock()
		seen = append(seen, logged...)
		logged = nil
		mu.Unlock()
		for _, l := range tb.consoleLines() {
			if strings.Contains(l, "Content Security Policy") {
				seen = append(seen, l)
			}
		}
		if len(seen) > 0 {
			t.Errorf("%s: policy violations:\n  %s", where, strings.Join(seen, "\n  "))
		}
	}

	tb.open("/")
	// go-app removes its loader once app.wasm runs.
	tb.must(tb.waitJS("app.wasm running on the home page", `!document.getElementById('app-wasm-loader') && !!document.querySelector('a#genre-sudoku')`, loadWait, nil))
	var policy string
	tb.must(tb.eval(`fetch('/').then(r => r.headers.get('Content-Security-Policy') || '')`, &policy))
	for _, want := range []string{"'wasm-unsafe-eval'", "frame-ancestors 'none'", "worker-src 'self'"} {
		if !strings.Contains(policy, want) {
			t.Fatalf("the page's Content-Security-Policy %q lacks %s: this test would prove nothing", policy, want)
		}
	}
	var active bool
	tb.must(tb.waitJS("the service worker active", `navigator.serviceWorker.ready.then(r => !!r.active)`, loadWait, &active))
	violations("home page")

	tb.open("/?" + f.link)
	tb.waitBoard()
	tb.click("#btn-hint")
	if _, err := tb.waitText("hint-text", 20*time.Second, "a hint from the worker", func(s string) bool { return s != "" }); err != nil {
		t.Fatal(err)
	}
	violations("puzzle page with a hint")

	tb.click("#link-lab")
	tb.must(tb.waitJS("the lab page", `!!document.getElementById('lab-run')`, loadWait, nil))
	setSolvers(tb, "random")
	tb.selectOption("#lab-budget", "2000")
	tb.click("#lab-run")
	tb.must(tb.waitJS("a lab result row", labRowsJS+` === 1 ? 1 : 0`, 60*time.Second, nil))
	var styled int
	tb.must(tb.eval(`document.querySelectorAll('[style]').length`, &styled))
	if styled == 0 {
		t.Error("the lab page has no style attribute: the style-src-attr part of the policy went untested")
	}
	violations("lab page")

	// The control: an inline script is refused, and the probe hears it.
	tb.must(tb.eval(`(() => { const s = document.createElement('script'); s.textContent = 'window.__inlineRan = true'; document.head.appendChild(s); return true })()`, nil))
	var blocked []string
	tb.must(tb.waitJS("the inline script reported", `window.__csp.length ? window.__csp : null`, 5*time.Second, &blocked))
	var ran bool
	tb.must(tb.eval(`!!window.__inlineRan`, &ran))
	if ran || !strings.Contains(strings.Join(blocked, " "), "script-src") {
		t.Errorf("an inline script ran (%v) or was reported as %q", ran, blocked)
	}
	tb.noCrash("content security policy")
}
