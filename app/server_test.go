//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func get(t *testing.T, h http.Handler, path string, header ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		r.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	var rd io.Reader = resp.Body
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	}
	b, err := io.ReadAll(rd)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRedirectP(t *testing.T) {
	h := redirectP(http.NotFoundHandler())
	for path, want := range map[string]string{
		"/p?sudoku/4/4/1k3h4k2": "/?sudoku/4/4/1k3h4k2",
		"/p/?sudoku/9/9/abc":    "/?sudoku/9/9/abc",
		"/p":                    "/",
	} {
		resp := get(t, h, path)
		if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != want {
			t.Errorf("%s: %d to %q, want 302 to %q", path, resp.StatusCode, resp.Header.Get("Location"), want)
		}
	}
	if resp := get(t, h, "/play"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("/play redirected: %d", resp.StatusCode)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for header, want := range map[string]bool{
		"":                    false,
		"gzip":                true,
		"br, gzip, deflate":   true,
		"gzip;q=0":            false,
		"gzip; q=0, br":       false,
		"gzip;q=0.5":          true,
		"*":                   true,
		"deflate, br":         false,
		"GZIP":                true,
		"identity;q=1, *;q=0": false,
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		r.Header.Set("Accept-Encoding", header)
		if got := acceptsGzip(r); got != want {
			t.Errorf("Accept-Encoding %q: %v, want %v", header, got, want)
		}
	}
}

func TestGzipHandler(t *testing.T) {
	js := bytes.Repeat([]byte("console.log('pencilbox');\n"), 400)
	calls := 0
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		switch r.URL.Path {
		case "/a.js":
			w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
			w.Header().Set("Content-Length", "10400")
			w.Write(js)
		case "/tiny.css":
			w.Header().Set("Content-Type", "text/css")
			w.Write([]byte("a{}"))
		case "/i.png":
			w.Header().Set("Content-Type", "image/png")
			w.Write(bytes.Repeat([]byte{0}, 1000))
		case "/missing.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.WriteHeader(http.StatusNotFound)
			w.Write(js)
		}
	})
	g := newGzipHandler(inner)

	resp := get(t, g, "/a.js", "Accept-Encoding", "gzip")
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Vary") != "Accept-Encoding" {
		t.Fatalf("not compressed: %v", resp.Header)
	}
	raw, _ := io.ReadAll(resp.Body)
	if resp.Header.Get("Content-Length") != itoa(len(raw)) || len(raw) >= len(js)/4 {
		t.Fatalf("Content-Length %s for %d compressed bytes of %d", resp.Header.Get("Content-Length"), len(raw), len(js))
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	if back, _ := io.ReadAll(zr); !bytes.Equal(back, js) {
		t.Fatal("compressed body does not decompress to the original")
	}
	// The second request is served from the cache of compressed bodies.
	g.ServeHTTP(httptest.NewRecorder(), func() *http.Request {
		r := httptest.NewRequest(http.MethodGet, "/a.js", nil)
		r.Header.Set("Accept-Encoding", "gzip")
		return r
	}())
	if len(g.cache) != 1 {
		t.Fatalf("%d cache entries after two requests for one file", len(g.cache))
	}

	plain := get(t, g, "/a.js")
	if plain.Header.Get("Content-Encoding") != "" || plain.Header.Get("Vary") != "Accept-Encoding" || !bytes.Equal(body(t, plain), js) {
		t.Fatalf("without Accept-Encoding: %v", plain.Header)
	}
	ranged := get(t, g, "/a.js", "Accept-Encoding", "gzip", "Range", "bytes=0-9")
	if ranged.Header.Get("Content-Encoding") != "" {
		t.Fatal("a range request was compressed")
	}
	for _, path := range []string{"/tiny.css", "/i.png", "/missing.js"} {
		resp := get(t, g, path, "Accept-Encoding", "gzip")
		if resp.Header.Get("Content-Encoding") != "" {
			t.Errorf("%s compressed", path)
		}
	}
	if resp := get(t, g, "/missing.js", "Accept-Encoding", "gzip"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("status lost: %d", resp.StatusCode)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestServiceWorkerTemplate(t *testing.T) {
	for _, want := range []string{
		`request.mode === "navigate"`,
		`caches.match("/")`,
		`Response.redirect("/" + url.search, 302)`,
		"{{.Version}}",
		"{{.ResourcesToCache}}",
	} {
		if !strings.Contains(serviceWorkerTemplate, want) {
			t.Errorf("service worker template lacks %q", want)
		}
	}
}

// repoRoot runs the test from the repository root, where serve runs.
func repoRoot(t *testing.T) {
	t.Helper()
	t.Chdir("..")
	if _, err := os.Stat("web/worker.js"); err != nil {
		t.Fatalf("not at the repository root: %v", err)
	}
}

func TestAppHandler(t *testing.T) {
	repoRoot(t)
	h, err := newAppHandler(".")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(h)

	page := get(t, srv, "/?sudoku/4/4/1k3h4k2", "Accept-Encoding", "gzip")
	if page.StatusCode != http.StatusOK || page.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("page: %d %v", page.StatusCode, page.Header)
	}
	html := string(body(t, page))
	for _, want := range []string{"/manifest.webmanifest", appIconSVG, "/web/styles.css", "/app.js"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if etag := page.Header.Get("ETag"); etag != `"`+h.Version+`"` || len(h.Version) < 16 {
		t.Fatalf("ETag %q, version %q", etag, h.Version)
	}
	if resp := get(t, srv, "/", "If-None-Match", `"`+h.Version+`"`); resp.StatusCode != http.StatusNotModified {
		t.Fatalf("If-None-Match with the version: %d", resp.StatusCode)
	}

	sw := string(body(t, get(t, srv, "/app-worker.js", "Accept-Encoding", "gzip")))
	for _, want := range []string{`request.mode === "navigate"`, `"/web/worker.wasm"`, `"/web/worker.js"`, `"/web/icons/icon-192.png"`, h.Version} {
		if !strings.Contains(sw, want) {
			t.Errorf("app-worker.js lacks %q", want)
		}
	}
	if strings.Contains(sw, "https://") {
		t.Error("app-worker.js precaches a remote URL (one failed fetch leaves the offline cache empty)")
	}

	var manifest struct {
		Name  string `json:"name"`
		Icons []struct {
			Src, Sizes string
		} `json:"icons"`
	}
	if err := json.Unmarshal(body(t, get(t, srv, "/manifest.webmanifest")), &manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.Name != "Pencilbox" || len(manifest.Icons) < 3 {
		t.Fatalf("manifest %+v", manifest)
	}
	for _, ic := range manifest.Icons {
		if !strings.HasPrefix(ic.Src, "/web/icons/") {
			t.Errorf("manifest icon %q is not local", ic.Src)
		}
		if resp := get(t, srv, ic.Src); resp.StatusCode != http.StatusOK {
			t.Errorf("icon %s: %d", ic.Src, resp.StatusCode)
		}
	}
	if resp := get(t, srv, "/web/worker.js", "Accept-Encoding", "gzip"); resp.StatusCode != http.StatusOK ||
		!strings.Contains(string(body(t, resp)), `importScripts("../wasm_exec.js")`) {
		t.Fatalf("/web/worker.js: %d", resp.StatusCode)
	}
	if resp := get(t, srv, "/wasm_exec.js"); resp.StatusCode != http.StatusOK {
		t.Fatalf("/wasm_exec.js: %d", resp.StatusCode)
	}
	if resp := get(t, srv, "/p?sudoku/4/4/1k3h4k2"); resp.StatusCode != http.StatusFound {
		t.Fatalf("/p not redirected: %d", resp.StatusCode)
	}
}

// fakeRoot makes a repository-like directory with stand-ins for the wasm
// builds (the real ones may not be built when native tests run) and the
// real web files.
func fakeRoot(t *testing.T, wasm string) string {
	t.Helper()
	root := t.TempDir()
	for _, f := range staticFiles {
		src := filepath.Join("..", f)
		if strings.HasSuffix(f, ".wasm") {
			os.MkdirAll(filepath.Join(root, "web"), 0o755)
			if err := os.WriteFile(filepath.Join(root, f), []byte(wasm+f), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := copyFile(src, filepath.Join(root, f)); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestStaticSite(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := writeStatic(fakeRoot(t, "build one"), a, io.Discard); err != nil {
		t.Fatal(err)
	}
	if err := writeStatic(fakeRoot(t, "build two"), b, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, f := range append([]string{"index.html", "app.js", "app-worker.js", "manifest.webmanifest", "wasm_exec.js", "app.css"}, staticFiles...) {
		if _, err := os.Stat(filepath.Join(a, f)); err != nil {
			t.Errorf("static site lacks %s", f)
		}
	}
	read := func(dir, f string) string {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	// The version lives in app.js and app-worker.js (ignored by git) ...
	if read(a, "app-worker.js") == read(b, "app-worker.js") {
		t.Error("two builds share a service worker: the version does not follow the wasm files")
	}
	// ... and never in index.html, which is committed.
	if read(a, "index.html") != read(b, "index.html") {
		t.Fatal("index.html depends on the build; keep build-specific values out of it")
	}
	// Another directory needs every file; a root without wasm builds fails clearly.
	bare := fakeRoot(t, "bare")
	os.Remove(filepath.Join(bare, "web", "app.wasm"))
	if err := writeStatic(bare, t.TempDir(), io.Discard); err == nil || !strings.Contains(err.Error(), "web/app.wasm is missing") {
		t.Fatalf("missing app.wasm: %v", err)
	}
	committed, err := os.ReadFile("../index.html")
	if err != nil {
		t.Fatalf("the committed index.html: %v", err)
	}
	if string(committed) != read(a, "index.html") {
		t.Fatal("`make static` would change the committed index.html: run `make static` (or `go run ./app static .`) and commit index.html")
	}
}
