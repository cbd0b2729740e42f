//go:build !(js && wasm)

package e2e

// Page-load figures for BENCHMARKS.md, logged and never asserted (timings on
// a shared 2-core machine are not a pass/fail matter): the time from
// navigation start to an interactive board (data-answer set and pixels on
// the canvas), and the bytes the page transferred (encoded, i.e. after any
// compression), on a cold profile and on a warm reload.
//
// The page's network events miss what the service worker fetches to
// precache (its own target), so the first visit is also counted on the wire
// by a small reverse proxy in front of the server.

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// readyProbeJS runs at document start on every load and stores in
// window.__interactiveAt the performance.now() (ms since navigation start)
// at which the board became interactive. It reads pixels only once
// data-answer is set, and only through a 2d context (asking for one on a
// canvas drawn otherwise returns null and would not disturb it).
const readyProbeJS = `(() => {
	const check = () => {
		const b = document.querySelector('canvas#board');
		if (b && b.getAttribute('data-answer') && b.width > 0 && b.height > 0) {
			const g = b.getContext('2d');
			if (!g) { window.__interactiveAt = performance.now(); return; }
			const d = g.getImageData(0, 0, b.width, b.height).data;
			for (let i = 3; i < d.length; i += 4 * 61) {
				if (d[i] !== 0) { window.__interactiveAt = performance.now(); return; }
			}
		}
		setTimeout(check, 10);
	};
	if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', check); else check();
})()`

// netLog sums encoded bytes per URL path from network events.
type netLog struct {
	mu    sync.Mutex
	urls  map[network.RequestID]string
	enc   map[network.RequestID]string // content-encoding
	bytes map[network.RequestID]float64
}

func newNetLog() *netLog {
	return &netLog{urls: map[network.RequestID]string{}, enc: map[network.RequestID]string{}, bytes: map[network.RequestID]float64{}}
}

func (n *netLog) on(ev any) {
	n.mu.Lock()
	defer n.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		n.urls[ev.RequestID] = ev.Request.URL
	case *network.EventResponseReceived:
		n.urls[ev.RequestID] = ev.Response.URL
		for k, v := range ev.Response.Headers {
			if strings.EqualFold(k, "content-encoding") {
				n.enc[ev.RequestID] = fmt.Sprint(v)
			}
		}
	case *network.EventLoadingFinished:
		n.bytes[ev.RequestID] += ev.EncodedDataLength
	}
}

func (n *netLog) reset() {
	n.mu.Lock()
	defer n.mu.Unlock()
	clear(n.urls)
	clear(n.enc)
	clear(n.bytes)
}

// summary is the total and the largest files with their encodings.
func (n *netLog) summary() (float64, string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	type file struct {
		name string
		b    float64
	}
	var total float64
	var files []file
	for id, b := range n.bytes {
		total += b
		name := n.urls[id]
		if u, err := url.Parse(name); err == nil {
			name = u.Path
		}
		if e := n.enc[id]; e != "" {
			name += " (" + e + ")"
		}
		files = append(files, file{name, b})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].b > files[j].b })
	var parts []string
	for i, f := range files {
		if i == 5 {
			parts = append(parts, fmt.Sprintf("+%d more", len(files)-5))
			break
		}
		parts = append(parts, fmt.Sprintf("%s %s", f.name, mb(f.b)))
	}
	return total, strings.Join(parts, ", ")
}

func mb(b float64) string {
	if b < 1e5 {
		return fmt.Sprintf("%.1f kB", b/1e3)
	}
	return fmt.Sprintf("%.2f MB", b/1e6)
}

// wireCounter is a reverse proxy in front of the server that counts the
// response body bytes it passes on, per path. Unlike the page's network
// events it also sees the service worker's precache requests, so its total
// is what a first visit really costs. Bodies pass through unchanged, gzip
// included.
type wireCounter struct {
	proxy *httputil.ReverseProxy
	mu    sync.Mutex
	paths map[string]int64
}

func newWireCounter(t *testing.T, upstream string) (*wireCounter, string) {
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	wc := &wireCounter{proxy: httputil.NewSingleHostReverseProxy(u), paths: map[string]int64{}}
	srv := httptest.NewServer(wc)
	t.Cleanup(srv.Close)
	return wc, srv.URL
}

func (wc *wireCounter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	wc.proxy.ServeHTTP(&countingWriter{ResponseWriter: w, wc: wc, path: r.URL.Path}, r)
}

func (wc *wireCounter) reset() {
	wc.mu.Lock()
	defer wc.mu.Unlock()
	clear(wc.paths)
}

func (wc *wireCounter) summary() (int64, string) {
	wc.mu.Lock()
	defer wc.mu.Unlock()
	var total int64
	var parts []string
	for p, b := range wc.paths {
		total += b
		if b > 1e5 {
			parts = append(parts, fmt.Sprintf("%s %s", p, mb(float64(b))))
		}
	}
	sort.Strings(parts)
	return total, strings.Join(parts, ", ")
}

type countingWriter struct {
	http.ResponseWriter
	wc   *wireCounter
	path string
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.ResponseWriter.Write(b)
	c.wc.mu.Lock()
	c.wc.paths[c.path] += int64(n)
	c.wc.mu.Unlock()
	return n, err
}

func (c *countingWriter) Flush() {
	if f, ok := c.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// measureLoad runs nav and reports ms to interactive and bytes transferred
// until then (page network events), and the bytes on the wire once the
// service worker finished precaching (wc, nil to skip).
func measureLoad(t *testing.T, tb *tab, nl *netLog, wc *wireCounter, what string, nav chromedp.Action) {
	t.Helper()
	nl.reset()
	if wc != nil {
		wc.reset()
	}
	tb.run(what, nav)
	var at float64
	if err := tb.waitJS("an interactive board", `window.__interactiveAt || 0`, loadWait, &at); err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	atReady, files := nl.summary()
	t.Logf("FIGURE page load %s: %.0f ms to interactive board; page transferred %s by then (%s)",
		what, at, mb(atReady), files)
	if wc == nil {
		return
	}
	// The first visit is complete when the service worker holds everything.
	if err := tb.waitJS("the service worker's precache", cachedWorkerJS, 20*time.Second, nil); err != nil {
		t.Logf("%s: %v", what, err)
	}
	time.Sleep(300 * time.Millisecond)
	wire, big := wc.summary()
	t.Logf("FIGURE first visit %s on the wire incl. service worker precache: %s (%s)", what, mb(float64(wire)), big)
}

func TestPageLoadFigures(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	for _, name := range []string{"app.wasm", "worker.wasm"} {
		if raw, err := os.ReadFile(filepath.Join(env.root, "web", name)); err == nil {
			var buf bytes.Buffer
			w, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
			w.Write(raw)
			w.Close()
			t.Logf("FIGURE size web/%s: %s raw, %s gzip", name, mb(float64(len(raw))), mb(float64(buf.Len())))
		}
	}
	wc, proxyURL := newWireCounter(t, env.server.url)
	link := proxyURL + "/?" + f.link
	for run := 1; run <= 2; run++ {
		tb := newFreshTab(t, testDeadline)
		nl := newNetLog()
		chromedp.ListenTarget(tb.ctx, nl.on)
		tb.run("install the readiness probe", chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(readyProbeJS).Do(ctx)
			return err
		}))
		measureLoad(t, tb, nl, wc, fmt.Sprintf("cold #%d", run), chromedp.Navigate(link))
		if run == 2 {
			// Warm: same profile, HTTP cache and service worker in place.
			measureLoad(t, tb, nl, nil, "warm reload", chromedp.Reload())
		}
	}
}
