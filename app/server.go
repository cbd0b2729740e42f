//go:build !(js && wasm)

package main

import (
	"bytes"
	"maps"
	"net/http"
	"regexp"
	"runtime/debug"
	"slices"
	"sync/atomic"
	"time"
)

// site is what `pencilbox serve` answers: the public files and puzz.link's
// "/p?..." redirect, GET and HEAD only, each file compressed once.
//
// It used to wrap go-app's handler, which hands every path under /web/ to
// a file server on the working directory before cleaning it: "/web/../go.mod"
// and "/web/..%2f.git/config" came back 200, "/web/" listed a directory,
// and each spelling of app.wasm was compressed afresh. Now go-app only
// renders its files once, at start-up (loadAssets), and every request is
// answered from the allowlist that built.
type site struct {
	assets map[string]*asset
	made   atomic.Int64 // compressions so far (see asset.encoded)
}

// newSite reads the public files of the repository at root; goApp is the
// go-app handler (newAppHandler) that renders the page and its scripts.
func newSite(root string, goApp http.Handler) (*site, error) {
	assets, err := loadAssets(root, goApp)
	if err != nil {
		return nil, err
	}
	return &site{assets: assets}, nil
}

// warm compresses every file ahead of the first visitor, smallest first
// (the page's files are ready at once, the wasm builds take seconds); a
// request that comes first waits for its own file only.
func (s *site) warm() {
	all := slices.SortedFunc(maps.Values(s.assets), func(a, b *asset) int { return len(a.raw) - len(b.raw) })
	for _, a := range all {
		a.encoded(&s.made)
	}
	// Compressing app.wasm leaves about 100 MB of encoder state behind;
	// give it back now rather than whenever the scavenger gets to it.
	debug.FreeOSMemory()
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	setSecurityHeaders(w.Header())
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p, ok := cleanPath(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	if p == "/p" || p == "/p.html" {
		redirectP(w, r)
		return
	}
	a := s.assets[p]
	if a == nil {
		http.NotFound(w, r)
		return
	}
	if p == pagePath && r.URL.RawQuery != "" {
		a = s.pageFor(r, a)
	}
	s.serveAsset(w, r, a)
}

// pageFor is the page with the meta of the link a request opens: a shared
// puzzle's preview names its genre and size and links to itself. It is
// made per request (a few kilobytes, compressed in about a millisecond);
// nothing is cached, so no query can fill the server's memory.
func (s *site) pageFor(r *http.Request, page *asset) *asset {
	raw := r.URL.RawQuery
	m := metaOf(parseRoute(raw))
	var pageURL, imageURL string
	if base := requestBase(r); base != "" {
		imageURL = base + appIconLarge
		if len(raw) <= maxPreviewQuery {
			pageURL = base + "/?" + raw
		}
	}
	html := string(page.raw)
	if r := parseRoute(raw); r.Kind == pagePuzzle || r.Kind == pageGenre || r.Kind == pageLab {
		html = loadingMain(html)
	}
	return newAsset("/index.html", []byte(withMeta(html, m, pageURL, imageURL)))
}

// maxPreviewQuery bounds the query copied into og:url; a longer link
// previews without its own URL.
const maxPreviewQuery = 4096

// hostName is what requestBase accepts as a Host: a name or an address
// with an optional port; anything else is not echoed into the page.
var hostName = regexp.MustCompile(`^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$`)

// requestBase is the scheme and host the request came to, "" when the
// Host header is not a plain host name.
func requestBase(r *http.Request) string {
	if !hostName.MatchString(r.Host) {
		return ""
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// redirectP sends puzz.link's "/p?<query>" (and "/p.html?<query>") to
// "/?<query>", so swapping the host of a puzz.link link is enough to open
// it here. The target is always a path on this host starting "/?" (or
// "/"): whatever the query holds, it cannot name another site.
func redirectP(w http.ResponseWriter, r *http.Request) {
	target := "/"
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	w.Header().Set("Location", target)
	w.WriteHeader(http.StatusFound)
}

// serveAsset sends one file in the encoding the client prefers. Each
// encoding is its own representation with its own ETag, so conditional
// and range requests (http.ServeContent handles both, and HEAD) refer to
// the bytes actually sent.
func (s *site) serveAsset(w http.ResponseWriter, r *http.Request, a *asset) {
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	// Revalidate every time: URLs stay the same across builds, and the
	// ETag makes an unchanged file a 304. Offline, the service worker
	// answers instead.
	h.Set("Cache-Control", "no-cache")
	body, tag := a.raw, a.tag
	if a.compress {
		h.Add("Vary", "Accept-Encoding")
		if ae := r.Header.Get("Accept-Encoding"); ae != "" {
			gz, br := a.encoded(&s.made)
			switch pickEncoding(ae, br != nil, gz != nil) {
			case "br":
				body, tag = br, tag+".br"
				w = &encodingWriter{w, "br"}
			case "gzip":
				body, tag = gz, tag+".gz"
				w = &encodingWriter{w, "gzip"}
			}
		}
	}
	h.Set("ETag", `"`+tag+`"`)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// encodingWriter adds Content-Encoding as the headers go out, after
// http.ServeContent has set Content-Length: ServeContent leaves the length
// out when the encoding is already set (it cannot know the body is
// encoded already), and the response would go out chunked.
type encodingWriter struct {
	http.ResponseWriter
	enc string
}

func (e *encodingWriter) WriteHeader(code int) {
	if code == http.StatusOK || code == http.StatusPartialContent {
		e.Header().Set("Content-Encoding", e.enc)
	}
	e.ResponseWriter.WriteHeader(code)
}

func (e *encodingWriter) Unwrap() http.ResponseWriter { return e.ResponseWriter }
