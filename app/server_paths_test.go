//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// secret marks every file a request must never reach.
const secret = "SECRET-NOT-PUBLIC"

// hostileRoot is a repository-like directory: the public files (real web/
// files, a larger stand-in app.wasm) next to everything `serve` must keep
// to itself: source, module and git files, a dotfile, a file type that is
// not public and a symbolic link inside web/, and a file outside the root.
func hostileRoot(t *testing.T) string {
	t.Helper()
	root := fakeRoot(t, "hostile")
	// A compressible stand-in for app.wasm, big enough to need pacing.
	var wasm bytes.Buffer
	for i := 0; wasm.Len() < 600<<10; i++ {
		fmt.Fprintf(&wasm, "(func $f%d (param i32) (result i32) local.get 0 i32.const %d i32.add)\n", i, i*7919%1000)
	}
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("web/app.wasm", wasm.String())
	for _, f := range []string{
		"go.mod", "go.sum", "Makefile", ".git/config", ".git/HEAD", "app/cmd_serve.go", "app/x.go",
		"etc/passwd", "web/.secret.js", "web/.git/config", "web/notes.txt", "web/icons/.hidden.svg",
	} {
		write(f, secret+" "+f)
	}
	outside := filepath.Join(t.TempDir(), "outside.js")
	if err := os.WriteFile(outside, []byte(secret+" outside"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(root, "web", "link.js")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "go.mod"), filepath.Join(root, "web", "gomod.js")); err != nil {
		t.Fatal(err)
	}
	return root
}

// startSite serves root with the real server (newHTTPServer, as `serve`
// does) on a loopback port and returns its address.
func startSite(t *testing.T, root string, c serverConfig) (*site, string) {
	t.Helper()
	h, err := newAppHandler(root)
	if err != nil {
		t.Fatal(err)
	}
	s, err := newSite(root, h)
	if err != nil {
		t.Fatal(err)
	}
	return s, startServer(t, s, c, nil)
}

// startServer runs h on a loopback listener (wrapped by wrap, if given)
// until the test ends.
func startServer(t *testing.T, h http.Handler, c serverConfig, wrap func(net.Listener) net.Listener) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if wrap != nil {
		ln = wrap(ln)
	}
	srv := newHTTPServer(h, c)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return addr
}

// rawRequest sends one request exactly as written (no client cleans the
// path on the way) and reads the response.
func rawRequest(t *testing.T, addr, method, target string, header ...string) (*http.Response, []byte) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	var req strings.Builder
	fmt.Fprintf(&req, "%s %s HTTP/1.1\r\nHost: pencilbox.test\r\nConnection: close\r\n", method, target)
	for i := 0; i+1 < len(header); i += 2 {
		fmt.Fprintf(&req, "%s: %s\r\n", header[i], header[i+1])
	}
	req.WriteString("\r\n")
	if _, err := io.WriteString(conn, req.String()); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("%s %s: reading the body: %v", method, target, err)
	}
	return resp, b
}

// hostilePaths came from the audit of `serve` and their encodings: each
// reached a file outside web/ or listed a directory before.
var hostilePaths = []string{
	// Dot segments, plain and encoded, single and double.
	"/web/../go.mod",
	"/web/%2e%2e/go.mod",
	"/web/%2E%2E/go.mod",
	"/web/.%2e/go.mod",
	"/web/..%2fgo.mod",
	"/web/..%2F.git/config",
	"/web/..%2f.git/config",
	"/web/..%2fapp/cmd_serve.go",
	"/web/%2e%2e/%2e%2e/etc/passwd",
	"/web/..%2f..%2fetc/passwd",
	"/web/icons/../../go.mod",
	"/%2e%2e/go.mod",
	"/../go.mod",
	"/web/%252e%252e/go.mod",
	"/web/%252e%252e%252fgo.mod",
	"/web/%25252e%25252e/go.mod",
	// Backslashes, NUL, overlong UTF-8, odd characters.
	"/web/..%5cgo.mod",
	"/web/..%5c..%5cgo.mod",
	`/web/..\go.mod`,
	"/web/app.wasm%00",
	"/web/%00/../go.mod",
	"/web/app.wasm%00.png",
	"/web/%c0%ae%c0%ae/go.mod",
	"/web/%e0%80%ae%e0%80%ae/go.mod",
	"/web/..;/go.mod",
	"/web/app.wasm%20",
	// Slashes.
	"//go.mod",
	"/web//../go.mod",
	"///.git/config",
	// Files that are simply not public.
	"/go.mod",
	"/go.sum",
	"/.git/config",
	"/.git/HEAD",
	"/app/cmd_serve.go",
	"/app/x.go",
	"/Makefile",
	"/etc/passwd",
	"/web/.secret.js",
	"/web/.git/config",
	"/web/notes.txt",
	"/web/icons/.hidden.svg",
	"/web/link.js",
	"/web/gomod.js",
	"/WEB/APP.WASM",
	"/index.html",
	// go-app's proxies fetch from whatever the Host header names.
	"/robots.txt",
	"/sitemap.xml",
	"/ads.txt",
	// Directories: never a listing.
	"/web/",
	"/web",
	"/web/icons/",
	"/web/icons",
	"/web/..%2f.git/",
	"/.git/",
	"/app/",
	"/web/app.wasm/..",
	"/web/icons/..",
	// Absolute form.
	"http://pencilbox.test/web/../go.mod",
	"http://evil.example/web/%2e%2e/go.mod",
}

func TestHostilePaths(t *testing.T) {
	root := hostileRoot(t)
	_, addr := startSite(t, root, defaultServerConfig)
	check := func(method, target string, wantCode int) {
		t.Helper()
		resp, b := rawRequest(t, addr, method, target)
		if resp.StatusCode != wantCode {
			t.Errorf("%s %s: %d, want %d", method, target, resp.StatusCode, wantCode)
		}
		if bytes.Contains(b, []byte(secret)) || bytes.Contains(b, []byte("<a href")) || bytes.Contains(b, []byte("module ")) {
			t.Errorf("%s %s: leaked %q", method, target, b)
		}
		if resp.Header.Get("Content-Security-Policy") != contentSecurityPolicy || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s %s: no security headers: %v", method, target, resp.Header)
		}
	}
	for _, p := range hostilePaths {
		check("GET", p, http.StatusNotFound)
		check("HEAD", p, http.StatusNotFound)
	}
	for _, m := range []string{"POST", "PUT", "DELETE", "TRACE", "PATCH", "OPTIONS", "CONNECT", "FOOBAR"} {
		for _, p := range []string{"/", "/web/app.wasm", "/web/../go.mod"} {
			if m == "CONNECT" {
				p = "pencilbox.test:443"
			}
			resp, _ := rawRequest(t, addr, m, p)
			if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "GET, HEAD" {
				t.Errorf("%s %s: %d, Allow %q; want 405, Allow: GET, HEAD", m, p, resp.StatusCode, resp.Header.Get("Allow"))
			}
			if resp.Header.Get("Content-Security-Policy") == "" {
				t.Errorf("%s %s: no security headers", m, p)
			}
		}
	}
	if len(hostilePaths) < 30 {
		t.Fatalf("only %d hostile paths", len(hostilePaths))
	}
}

// The public files answer 200 with their own media type, under every
// spelling of their path.
func TestPublicPaths(t *testing.T) {
	root := hostileRoot(t)
	_, addr := startSite(t, root, defaultServerConfig)
	for _, c := range []struct{ path, ctype, file string }{
		{"/", "text/html; charset=utf-8", ""},
		{"/?sudoku/4/4/1k3h4k2", "text/html; charset=utf-8", ""},
		{"/app.js", "text/javascript; charset=utf-8", ""},
		{"/app-worker.js", "text/javascript; charset=utf-8", ""},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", ""},
		{"/app.css", "text/css; charset=utf-8", ""},
		{"/manifest.webmanifest", "application/manifest+json", ""},
		{"/web/app.wasm", "application/wasm", "web/app.wasm"},
		{"/web/worker.wasm", "application/wasm", "web/worker.wasm"},
		{"/web/worker.js", "text/javascript; charset=utf-8", "web/worker.js"},
		{"/web/styles.css", "text/css; charset=utf-8", "web/styles.css"},
		{"/web/icons/icon.svg", "image/svg+xml", "web/icons/icon.svg"},
		{"/web/icons/icon-192.png", "image/png", "web/icons/icon-192.png"},
		{"/web/icons/icon-512.png", "image/png", "web/icons/icon-512.png"},
		// Other spellings of one file.
		{"/web/./app.wasm", "application/wasm", "web/app.wasm"},
		{"/web/%2e/app.wasm", "application/wasm", "web/app.wasm"},
		{"/web//app.wasm", "application/wasm", "web/app.wasm"},
		{"/web/icons/../app.wasm", "application/wasm", "web/app.wasm"},
		{"/web/%61pp.wasm?v=2", "application/wasm", "web/app.wasm"},
		{"/web/app.wasm/", "application/wasm", "web/app.wasm"},
	} {
		resp, b := rawRequest(t, addr, "GET", c.path)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != c.ctype {
			t.Errorf("GET %s: %d %q, want 200 %q", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), c.ctype)
			continue
		}
		if c.file != "" {
			want, err := os.ReadFile(filepath.Join(root, c.file))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b, want) {
				t.Errorf("GET %s: %d bytes, not the %d of %s", c.path, len(b), len(want), c.file)
			}
		}
		if resp.Header.Get("Content-Security-Policy") != contentSecurityPolicy {
			t.Errorf("GET %s: no Content-Security-Policy", c.path)
		}
		head, hb := rawRequest(t, addr, "HEAD", c.path)
		if head.StatusCode != http.StatusOK || len(hb) != 0 || head.Header.Get("Content-Length") != fmt.Sprint(len(b)) {
			t.Errorf("HEAD %s: %d, Content-Length %q, %d body bytes; want 200, %d, none",
				c.path, head.StatusCode, head.Header.Get("Content-Length"), len(hb), len(b))
		}
	}
}

func TestCleanPath(t *testing.T) {
	for in, want := range map[string]string{
		"/":                       "/",
		"/web/./app.wasm":         "/web/app.wasm",
		"/web/app.wasm/":          "/web/app.wasm",
		"/web/../go.mod":          "/go.mod",
		"/../../x":                "/x",
		"//web//icons/":           "/web/icons",
		"/web/icons/icon-192.png": "/web/icons/icon-192.png",
	} {
		if got, ok := cleanPath(in); !ok || got != want {
			t.Errorf("cleanPath(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "web/app.wasm", "/web/%2e%2e/go.mod", `/web\app.wasm`, "/web/\x00", "/web/\xc0\xae", "/web/a b", "/web/;x", "/é"} {
		if got, ok := cleanPath(in); ok {
			t.Errorf("cleanPath(%q) = %q, accepted", in, got)
		}
	}
}
