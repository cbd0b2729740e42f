//go:build !(js && wasm)

package main

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
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

// body reads a response body, undoing its Content-Encoding.
func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	var rd io.Reader = resp.Body
	switch resp.Header.Get("Content-Encoding") {
	case "gzip":
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	case "br":
		rd = brotli.NewReader(resp.Body)
	}
	b, err := io.ReadAll(rd)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRedirectP(t *testing.T) {
	s := &site{assets: map[string]*asset{}}
	for path, want := range map[string]string{
		"/p?sudoku/4/4/1k3h4k2":      "/?sudoku/4/4/1k3h4k2",
		"/p/?sudoku/9/9/abc":         "/?sudoku/9/9/abc",
		"/p.html?sudoku/9/9/abc":     "/?sudoku/9/9/abc",
		"/p":                         "/",
		"/p.html":                    "/",
		"/web/../p?x":                "/?x",
		"/p?//evil.example/":         "/?//evil.example/",
		"/p?%2F%2Fevil.example":      "/?%2F%2Fevil.example",
		"/p?a=http://evil.example/x": "/?a=http://evil.example/x",
	} {
		resp := get(t, s, path)
		if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != want {
			t.Errorf("%s: %d to %q, want 302 to %q", path, resp.StatusCode, resp.Header.Get("Location"), want)
		}
		// Whatever the query, the target is a path on this host.
		if loc := resp.Header.Get("Location"); !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") {
			t.Errorf("%s: redirect to %q leaves the site", path, loc)
		}
		if resp.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("%s: a redirect without the security headers", path)
		}
	}
	for _, path := range []string{"/play", "/p.htm", "/pp", "/p/x"} {
		if resp := get(t, s, path); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, resp.StatusCode)
		}
	}
}

func TestServiceWorkerTemplate(t *testing.T) {
	for _, want := range []string{
		`request.mode === "navigate"`,
		`caches.match("/")`,
		`Response.redirect("/" + url.search, 302)`,
		`url.pathname === "/p.html"`,
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
	srv, err := newSite(".", h)
	if err != nil {
		t.Fatal(err)
	}

	page := get(t, srv, "/", "Accept-Encoding", "gzip")
	if page.StatusCode != http.StatusOK || page.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("page: %d %v", page.StatusCode, page.Header)
	}
	html := string(body(t, page))
	for _, want := range []string{"/manifest.webmanifest", appIconSVG, "/web/styles.css", "/app.js"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	// The page is the committed index.html: serve and a static host agree.
	if committed, err := os.ReadFile("index.html"); err != nil || string(committed) != html {
		t.Errorf("the served page differs from index.html (%v): run `make static` and commit index.html", err)
	}
	etag := page.Header.Get("ETag")
	if len(etag) < 16 {
		t.Fatalf("ETag %q", etag)
	}
	if resp := get(t, srv, "/", "Accept-Encoding", "gzip", "If-None-Match", etag); resp.StatusCode != http.StatusNotModified {
		t.Fatalf("If-None-Match with the ETag: %d", resp.StatusCode)
	}

	// A puzzle link's page previews as that puzzle, with absolute og:url
	// and og:image on the host it was asked of; the rest is index.html.
	shared := string(body(t, get(t, srv, "/?sudoku/4/4/1k3h4k2", "Accept-Encoding", "gzip")))
	for _, want := range []string{
		"<title>Sudoku 4×4 · Pencilbox</title>",
		`<meta content="Sudoku 4×4 · Pencilbox" property="og:title">`,
		`<meta content="http://example.com/?sudoku/4/4/1k3h4k2" property="og:url">`,
		`<meta content="http://example.com` + appIconLarge + `" property="og:image">`,
		`content="A 4×4 Sudoku puzzle, shared from Pencilbox`,
	} {
		if !strings.Contains(shared, want) {
			t.Errorf("shared puzzle's page lacks %s", want)
		}
	}
	// Its main content is the loading card, not the home page; the rest
	// is index.html.
	if !strings.Contains(shared, "Loading puzzle…") || strings.Contains(shared, `id="genre-sudoku"`) {
		t.Error("a shared puzzle's page shows the home page until the app runs")
	}
	if _, tail, _ := strings.Cut(shared, "</main>"); !strings.HasSuffix(html, tail) {
		t.Error("the shared puzzle's page differs from index.html after its main content")
	}
	// A Host that is not a host name is not echoed; a bad link gets the
	// site's words.
	r := httptest.NewRequest(http.MethodGet, "/?nonsense/1/1/x", nil)
	r.Host = `evil.example"><script>`
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, r)
	if b := w.Body.String(); strings.Contains(b, "evil") || strings.Contains(b, "og:url") || !strings.Contains(b, "<title>Puzzle · Pencilbox</title>") {
		t.Errorf("bad host or link: %s", b[:min(len(b), 1200)])
	}
	if strings.Contains(html, `content="https://"`) {
		t.Error("the site page still has a bare https:// og tag")
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
	// Precompressed copies beside the compressible files, the bytes serve
	// sends; none for the PNGs, none for the tiny stand-in wasm files.
	for _, f := range []string{"index.html", "app.js", "app-worker.js", "wasm_exec.js", "web/styles.css", "web/worker.js"} {
		orig := read(a, f)
		gz, err := gzip.NewReader(strings.NewReader(read(a, f+".gz")))
		if err != nil {
			t.Fatalf("%s.gz: %v", f, err)
		}
		for enc, rd := range map[string]io.Reader{"gz": gz, "br": brotli.NewReader(strings.NewReader(read(a, f+".br")))} {
			if back, err := io.ReadAll(rd); err != nil || string(back) != orig {
				t.Errorf("%s.%s does not decompress to %s (%v)", f, enc, f, err)
			}
		}
	}
	for _, f := range []string{"web/icons/icon-192.png", "web/app.wasm"} {
		if _, err := os.Stat(filepath.Join(a, f+".br")); err == nil {
			t.Errorf("%s.br written: nothing to gain", f)
		}
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

// README.md tells static hosts which headers to set: the same as serve's.
func TestReadmeHasPolicy(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range securityHeaders {
		if line := kv[0] + ": " + kv[1] + "\n"; !strings.Contains(string(readme), line) {
			t.Errorf("README.md lacks the line %q", line)
		}
	}
}

// The policy allows no inline script, so the page may have none: every
// <script> loads a file, and no element has an on... handler attribute.
// go-app writes the page; an upgrade that inlines a script fails here
// (then hash it into script-src) rather than in a browser.
func TestPageHasNoInlineScript(t *testing.T) {
	s := siteOf(t, hostileRoot(t))
	page := string(s.assets[pagePath].raw)
	scripts := strings.Count(page, "<script")
	// Deferred, or plain for web/theme.js, which must run before the
	// first paint; a file either way.
	if scripts == 0 || strings.Count(page, "<script defer src=")+strings.Count(page, "<script src=") != scripts {
		t.Errorf("the page has %d scripts, not all of them files:\n%s", scripts, page)
	}
	for _, bad := range []string{" onload=", " onclick=", " onerror=", "javascript:", "<style"} {
		if strings.Contains(strings.ToLower(page), bad) {
			t.Errorf("the page contains %q", bad)
		}
	}
}

// The page is rendered once, at start-up, and served for every query.
// That holds because go-app prerenders the home page whatever the query
// (the shell reads the query only in the browser): check it, so a change
// there shows up here and not as a wrong first paint.
func TestPageSameForEveryQuery(t *testing.T) {
	h, err := newAppHandler(hostileRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	render := func(target string) string {
		rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
		return sortAttributes(rec.body.String())
	}
	home := render("/")
	for _, q := range []string{"/?sudoku", "/?sudoku/4/4/1k3h4k2", "/?lab/sudoku/4/4/1k3h4k2", "/?nonsense"} {
		if render(q) != home {
			t.Errorf("go-app renders %s unlike /: serving one page for every query is wrong now", q)
		}
	}
}
