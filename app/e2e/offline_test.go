//go:build !(js && wasm)

package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// cachedWorkerJS says whether any cache of the service worker holds the
// worker's WASM, the last and largest file precached; before that, stopping
// the server would leave the offline app half there.
const cachedWorkerJS = `(async () => {
	if (!('caches' in window)) return false;
	for (const k of await caches.keys()) {
		const c = await caches.open(k);
		if (await c.match('/web/worker.wasm')) return true;
	}
	return false;
})()`

// After one visit the app works with the server gone: reload, another
// puzzle link (another query, another size), and generating.
func TestOffline(t *testing.T) {
	needEnv(t)
	srv, err := startServer(env.bin, env.root)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.stop()
	f := sharedFixture(t)
	ex := exampleFixture(t)
	tb := newFreshTab(t, 90*time.Second)
	tb.open(srv.url + "?" + f.link)
	tb.waitBoard()
	start := time.Now()
	if err := tb.waitJS("the service worker cache to hold /web/worker.wasm", cachedWorkerJS, 45*time.Second, nil); err != nil {
		var keys []string
		tb.eval(`(async () => { const out = []; for (const k of await caches.keys()) { const c = await caches.open(k); for (const r of await c.keys()) out.push(k + ' ' + new URL(r.url).pathname) } return out })()`, &keys)
		t.Fatalf("%v; cached: %q", err, keys)
	}
	t.Logf("worker.wasm cached %v after the board showed", time.Since(start).Round(time.Millisecond))

	srv.stop()
	if resp, err := http.Get(srv.url); err == nil {
		resp.Body.Close()
		t.Fatalf("server still answers at %s after stop", srv.url)
	}

	tb.run("reload with the server stopped", chromedp.Reload())
	if got := tb.waitBoard(); got != f.givens {
		t.Errorf("offline reload: data-answer\n  got  %q\n  want %q", got, f.givens)
	}
	tb.run("open another link with the server stopped", chromedp.Navigate(srv.url+"?"+ex.link))
	if got := tb.waitBoard(); got != ex.givens {
		t.Errorf("offline %s: data-answer\n  got  %q\n  want %q", ex.link, got, ex.givens)
	}
	oldLink := tb.link()
	tb.click("#btn-new")
	newLink := waitNewLink(tb, oldLink, 40*time.Second)
	t.Logf("generated offline: %s", newLink)
	time.Sleep(100 * time.Millisecond)
	checkGenerated(t, newLink, tb.answer())
	tb.noCrash("offline")
}

// `pencilbox static DIR` writes a site that a plain file server runs: a
// shared link opens there and the worker answers a hint.
func TestStaticSite(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	dir, err := os.MkdirTemp(env.tmp, "static-")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, env.bin, "static", dir)
	cmd.Dir = env.root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pencilbox static %s: %v\n%s", dir, err, out)
	}
	for _, p := range []string{"index.html", "web/app.wasm", "web/worker.wasm", "web/worker.js", "wasm_exec.js"} {
		if _, err := os.Stat(dir + "/" + p); err != nil {
			t.Errorf("static site lacks %s", p)
		}
	}
	ts := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer ts.Close()

	tb := newFreshTab(t, testDeadline)
	tb.open(ts.URL + "/?" + f.link)
	if got := tb.waitBoard(); got != f.givens {
		t.Errorf("static site: data-answer\n  got  %q\n  want %q", got, f.givens)
	}
	tb.click("#btn-hint")
	if hint, err := tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" }); err != nil {
		t.Errorf("static site, worker: %v", err)
	} else {
		t.Logf("hint: %q", hint)
	}
	tb.noCrash("static site")
}
