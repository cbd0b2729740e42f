//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"hash/crc32"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// newServer wraps the go-app handler with what a real deployment needs
// and go-app lacks: puzz.link's "/p?..." path and compression (neither
// go-app nor http.FileServer compresses; gzip makes the wasm files about
// 4x smaller on the wire).
func newServer(h http.Handler) *gzipHandler {
	return newGzipHandler(redirectP(h))
}

// redirectP sends puzz.link's "/p?<query>" to "/?<query>", so swapping the
// host of a puzz.link link is enough to open it here.
func redirectP(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/p" || r.URL.Path == "/p/" {
			target := "/"
			if r.URL.RawQuery != "" {
				target += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, target, http.StatusFound)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// compressibleTypes are the media types worth compressing (images other
// than SVG are compressed already).
var compressibleTypes = map[string]bool{
	"application/wasm":          true,
	"application/javascript":    true,
	"text/javascript":           true,
	"text/html":                 true,
	"text/css":                  true,
	"application/json":          true,
	"application/manifest+json": true,
	"image/svg+xml":             true,
	"text/plain":                true,
	"text/xml":                  true,
	"application/xml":           true,
}

func compressible(contentType string) bool {
	mt, _, _ := strings.Cut(contentType, ";")
	return compressibleTypes[strings.ToLower(strings.TrimSpace(mt))]
}

// acceptsGzip reads Accept-Encoding: gzip (or *) with a non-zero quality.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != "gzip" && name != "*" {
			continue
		}
		if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				continue
			}
		}
		return true
	}
	return false
}

// gzipHandler compresses whole responses. It buffers the response (our
// largest is app.wasm, a few MB), which lets it set Content-Length and
// keep the compressed bytes: the same wasm file is compressed once, not on
// every request. Range requests and non-200 answers pass through as they
// are.
type gzipHandler struct {
	next http.Handler

	mu    sync.Mutex
	cache map[gzipKey][]byte
	size  int
}

type gzipKey struct {
	path string
	n    int
	sum  uint32
}

// maxGzipCache bounds the kept compressed bodies; past it the cache
// starts over (a rebuild leaves stale entries behind).
const maxGzipCache = 64 << 20

func newGzipHandler(next http.Handler) *gzipHandler {
	return &gzipHandler{next: next, cache: map[gzipKey][]byte{}}
}

func (g *gzipHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet || r.Header.Get("Range") != "" {
		g.next.ServeHTTP(w, r)
		return
	}
	rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
	g.next.ServeHTTP(rec, r)
	h := w.Header()
	for k, v := range rec.header {
		h[k] = v
	}
	body := rec.body.Bytes()
	ct := h.Get("Content-Type")
	if ct == "" && rec.code == http.StatusOK && len(body) > 0 {
		ct = http.DetectContentType(body)
		h.Set("Content-Type", ct)
	}
	if !compressible(ct) {
		w.WriteHeader(rec.code)
		w.Write(body)
		return
	}
	h.Add("Vary", "Accept-Encoding")
	if rec.code != http.StatusOK || h.Get("Content-Encoding") != "" || len(body) < 256 || !acceptsGzip(r) {
		w.WriteHeader(rec.code)
		w.Write(body)
		return
	}
	gz := g.compress(r.URL.Path, body)
	h.Set("Content-Encoding", "gzip")
	h.Set("Content-Length", strconv.Itoa(len(gz)))
	h.Del("Accept-Ranges")
	w.WriteHeader(http.StatusOK)
	w.Write(gz)
}

func (g *gzipHandler) compress(path string, body []byte) []byte {
	key := gzipKey{path, len(body), crc32.ChecksumIEEE(body)}
	g.mu.Lock()
	gz, ok := g.cache[key]
	g.mu.Unlock()
	if ok {
		return gz
	}
	var buf bytes.Buffer
	buf.Grow(len(body) / 3)
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(body)
	zw.Close()
	gz = buf.Bytes()
	g.mu.Lock()
	if g.size+len(gz) > maxGzipCache {
		g.cache, g.size = map[gzipKey][]byte{}, 0
	}
	g.cache[key] = gz
	g.size += len(gz)
	g.mu.Unlock()
	return gz
}

// warm compresses the given paths ahead of the first visitor, so the
// first page load does not wait for app.wasm to be compressed.
func (g *gzipHandler) warm(paths ...string) {
	for _, p := range paths {
		r, err := http.NewRequest(http.MethodGet, p, nil)
		if err != nil {
			continue
		}
		r.Header.Set("Accept-Encoding", "gzip")
		g.ServeHTTP(&bufferedResponse{header: http.Header{}, code: http.StatusOK}, r)
	}
}

// bufferedResponse collects a response in memory.
type bufferedResponse struct {
	header http.Header
	code   int
	body   bytes.Buffer
	wrote  bool
}

func (b *bufferedResponse) Header() http.Header { return b.header }

func (b *bufferedResponse) WriteHeader(code int) {
	if !b.wrote {
		b.code, b.wrote = code, true
	}
}

func (b *bufferedResponse) Write(p []byte) (int, error) {
	b.wrote = true
	return b.body.Write(p)
}
