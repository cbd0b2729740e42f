//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func TestPickEncoding(t *testing.T) {
	for _, c := range []struct {
		header string
		want   string
	}{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"}, // Chromium's
		{"br;q=1.0, gzip;q=0.8, *;q=0.1", "br"},
		{"gzip;q=1, br;q=0.5", "gzip"},
		{"gzip;q=0.5, br;q=0.5", "br"},
		{"br;q=0", ""},
		{"br;q=0, gzip", "gzip"},
		{"gzip; q=0, br;q=0", ""},
		{"gzip;q=0.001", "gzip"},
		{"*", "br"},
		{"*;q=0", ""},
		{"*;q=0, gzip", "gzip"},
		{"br;q=0, *", "gzip"},
		{"identity", ""},
		{"identity;q=1, *;q=0", ""},
		{"deflate", ""},
		{"GZIP", "gzip"},
		{"x-gzip", "gzip"},
		{"BR ; Q=0.7", "br"},
		{"br;q=2", ""},
		{"br;q=abc, gzip", "gzip"},
		{" , ,", ""},
	} {
		if got := pickEncoding(c.header, true, true); got != c.want {
			t.Errorf("Accept-Encoding %q: %q, want %q", c.header, got, c.want)
		}
	}
	if got := pickEncoding("br, gzip", false, true); got != "gzip" {
		t.Errorf("without a brotli body: %q", got)
	}
	if got := pickEncoding("br, gzip", false, false); got != "" {
		t.Errorf("without compressed bodies: %q", got)
	}
}

// siteOf builds the site of root without a server.
func siteOf(t *testing.T, root string) *site {
	t.Helper()
	h, err := newAppHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	s, err := newSite(root, h)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCompressedResponses(t *testing.T) {
	root := hostileRoot(t)
	s := siteOf(t, root)
	raw, err := os.ReadFile(filepath.Join(root, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	decoders := map[string]func(io.Reader) io.Reader{
		"br": func(r io.Reader) io.Reader { return brotli.NewReader(r) },
		"gzip": func(r io.Reader) io.Reader {
			zr, err := gzip.NewReader(r)
			if err != nil {
				t.Fatal(err)
			}
			return zr
		},
		"": func(r io.Reader) io.Reader { return r },
	}
	etags := map[string]string{}
	for ae, enc := range map[string]string{"br, gzip": "br", "gzip": "gzip", "": "", "identity": ""} {
		resp := get(t, s, "/web/app.wasm", "Accept-Encoding", ae)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != enc ||
			resp.Header.Get("Vary") != "Accept-Encoding" || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Fatalf("Accept-Encoding %q: %d %v", ae, resp.StatusCode, resp.Header)
		}
		wire, _ := io.ReadAll(resp.Body)
		if resp.Header.Get("Content-Length") != strconv.Itoa(len(wire)) {
			t.Errorf("%q: Content-Length %s for %d bytes", ae, resp.Header.Get("Content-Length"), len(wire))
		}
		if enc != "" && len(wire) > len(raw)/3 {
			t.Errorf("%s: %d of %d bytes", enc, len(wire), len(raw))
		}
		back, err := io.ReadAll(decoders[enc](bytes.NewReader(wire)))
		if err != nil || !bytes.Equal(back, raw) {
			t.Fatalf("%q: the body does not decode to app.wasm (%v)", ae, err)
		}
		etags[enc] = resp.Header.Get("ETag")

		// HEAD: the same headers, no body.
		r := httptest.NewRequest(http.MethodHead, "/web/app.wasm", nil)
		r.Header.Set("Accept-Encoding", ae)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != http.StatusOK || w.Body.Len() != 0 || w.Header().Get("Content-Length") != strconv.Itoa(len(wire)) ||
			w.Header().Get("Content-Encoding") != enc {
			t.Errorf("HEAD %q: %d, %d body bytes, %v", ae, w.Code, w.Body.Len(), w.Header())
		}

		// A range is a range of the bytes this encoding sends.
		part := get(t, s, "/web/app.wasm", "Accept-Encoding", ae, "Range", "bytes=100-199")
		pb, _ := io.ReadAll(part.Body)
		if part.StatusCode != http.StatusPartialContent || !bytes.Equal(pb, wire[100:200]) ||
			part.Header.Get("Content-Range") != "bytes 100-199/"+strconv.Itoa(len(wire)) {
			t.Errorf("Range with %q: %d %q, %d bytes", ae, part.StatusCode, part.Header.Get("Content-Range"), len(pb))
		}

		// Revalidation: the ETag of this encoding gives 304, with the
		// security headers.
		nm := get(t, s, "/web/app.wasm", "Accept-Encoding", ae, "If-None-Match", etags[enc])
		if nm.StatusCode != http.StatusNotModified || nm.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("If-None-Match %s with %q: %d %v", etags[enc], ae, nm.StatusCode, nm.Header)
		}
	}
	if etags["br"] == etags["gzip"] || etags["br"] == etags[""] || etags["gzip"] == etags[""] {
		t.Errorf("encodings share an ETag: %v", etags)
	}
	// A range with another encoding's ETag in If-Range gets the whole body.
	resp := get(t, s, "/web/app.wasm", "Accept-Encoding", "gzip", "Range", "bytes=0-9", "If-Range", etags["br"])
	if resp.StatusCode != http.StatusOK {
		t.Errorf("If-Range with the brotli ETag on a gzip answer: %d", resp.StatusCode)
	}

	// Images are compressed already; tiny files are not worth it.
	if resp := get(t, s, "/web/icons/icon-192.png", "Accept-Encoding", "br, gzip"); resp.Header.Get("Content-Encoding") != "" || resp.Header.Get("Vary") != "" {
		t.Errorf("a PNG compressed: %v", resp.Header)
	}
	small := get(t, s, "/web/worker.wasm", "Accept-Encoding", "br, gzip") // the stand-in is a few bytes
	if small.StatusCode != http.StatusOK || small.Header.Get("Content-Encoding") != "" {
		t.Errorf("a tiny file compressed: %v", small.Header)
	}
}

// discard is a ResponseWriter that keeps nothing, so a test can count
// what serving itself allocates.
type discard struct{ h http.Header }

func (d *discard) Header() http.Header         { return d.h }
func (d *discard) WriteHeader(int)             {}
func (d *discard) Write(p []byte) (int, error) { return len(p), nil }

// The audit's attack: 20 spellings of app.wasm cost 24 s of CPU and took
// the server from 115 to 456 MB, each spelling compressed afresh. Now the
// path is cleaned first, so every spelling is one file compressed once,
// and serving the compressed body again allocates next to nothing.
func TestSpellingsCompressOnce(t *testing.T) {
	root := hostileRoot(t)
	s := siteOf(t, root)
	spellings := []string{
		"/web/app.wasm", "/web/./app.wasm", "/web/././app.wasm", "/web//app.wasm", "//web/app.wasm",
		"/web/icons/../app.wasm", "/web/%2e/app.wasm", "/web/%2E/%2e/app.wasm", "/./web/app.wasm",
		"/x/../web/app.wasm", "/web/app.wasm/", "/web/app.wasm/.", "/web/%61pp.wasm", "/web/app%2ewasm",
		"/%77eb/app.wasm", "/web%2fapp.wasm", "/web/app.wasm?v=1", "/web/app.wasm?", "/web/./icons/../app.wasm",
		"/web/app.wasm?x=%2e%2e",
	}
	var first []byte
	for _, enc := range []string{"br", "gzip"} {
		for i, p := range spellings {
			resp := get(t, s, p, "Accept-Encoding", enc)
			b, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != enc {
				t.Fatalf("%s (%s): %d %v", p, enc, resp.StatusCode, resp.Header)
			}
			if i == 0 {
				first = b
			} else if !bytes.Equal(b, first) {
				t.Fatalf("%s (%s): another body than %s", p, enc, spellings[0])
			}
		}
	}
	if n := s.made.Load(); n != 1 {
		t.Fatalf("%d compressions for %d spellings of one file, want 1", n, len(spellings))
	}

	// TotalAlloc is process-wide: a server another test left warming up
	// (compressing app.wasm in the background) can allocate inside the
	// window. Serving from the cache allocates next to nothing every time,
	// so the least of three windows is this server's own figure.
	var alloc uint64 = math.MaxUint64
	var elapsed time.Duration
	for range 3 {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		start := time.Now()
		for _, p := range spellings {
			r := httptest.NewRequest(http.MethodGet, p, nil)
			r.Header.Set("Accept-Encoding", "br, gzip")
			s.ServeHTTP(&discard{http.Header{}}, r)
		}
		took := time.Since(start)
		runtime.ReadMemStats(&after)
		if a := after.TotalAlloc - before.TotalAlloc; a < alloc {
			alloc, elapsed = a, took
		}
	}
	t.Logf("%d spellings of app.wasm (%d KB brotli): %v, %d KB allocated, %d compression(s)",
		len(spellings), len(first)/1024, elapsed, alloc/1024, s.made.Load())
	if s.made.Load() != 1 || alloc > 1<<20 {
		t.Errorf("%d more compressions, %d bytes allocated for %d requests", s.made.Load()-1, alloc, len(spellings))
	}
}
