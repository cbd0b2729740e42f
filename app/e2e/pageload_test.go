//go:build !(js && wasm)

package e2e

// Page-load figures for BENCHMARKS.md, logged and never asserted (timings on
// a shared 2-core machine are not a pass/fail matter): the time from
// navigation start to an interactive board (data-answer set and pixels on
// the canvas), and the bytes the page transferred (encoded, i.e. after any
// compression), on a cold profile and on a warm reload.
//
// Known gap: requests the service worker makes to precache (it fetches
// app.wasm and worker.wasm again on the first visit unless the HTTP cache
// answers) belong to the service worker's own target and are not counted.

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
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

// measureLoad runs nav and reports ms to interactive and bytes transferred
// until then and until the network settled (the worker's WASM may follow
// the board).
func measureLoad(t *testing.T, tb *tab, nl *netLog, what string, nav chromedp.Action) {
	t.Helper()
	nl.reset()
	tb.run(what, nav)
	var at float64
	if err := tb.waitJS("an interactive board", `window.__interactiveAt || 0`, loadWait, &at); err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	atReady, _ := nl.summary()
	time.Sleep(1500 * time.Millisecond) // let the worker and the service worker's fetches land
	total, files := nl.summary()
	t.Logf("FIGURE page load %s: %.0f ms to interactive board; %s transferred by then, %s after 1.5 s (%s)",
		what, at, mb(atReady), mb(total), files)
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
	link := env.server.url + "?" + f.link
	for run := 1; run <= 2; run++ {
		tb := newTab(t, testDeadline)
		nl := newNetLog()
		chromedp.ListenTarget(tb.ctx, nl.on)
		tb.run("install the readiness probe", chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(readyProbeJS).Do(ctx)
			return err
		}))
		measureLoad(t, tb, nl, fmt.Sprintf("cold #%d", run), chromedp.Navigate(link))
		if run == 2 {
			// Warm: same profile, HTTP cache and service worker in place.
			measureLoad(t, tb, nl, "warm reload", chromedp.Reload())
		}
	}
}
