//go:build !(js && wasm)

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// buildRevision is the source revision, set by the Makefile with
// -ldflags "-X main.buildRevision=...". It is one input of the version.
var buildRevision = "dev"

// servedFiles are the web/ files whose content decides the app version
// (besides the revision): when one changes, browsers must fetch again.
var servedFiles = []string{
	"web/app.wasm",
	"web/worker.wasm",
	"web/worker.js",
	"web/styles.css",
	"web/theme.js",
	"web/icons/icon-192.png",
	"web/icons/icon-512.png",
	"web/icons/icon.svg",
}

// Icons are local files: go-app's defaults are remote URLs, and one failed
// fetch during the service worker's install leaves the offline cache empty.
const (
	appIconSmall = "/web/icons/icon-192.png"
	appIconLarge = "/web/icons/icon-512.png"
	appIconSVG   = "/web/icons/icon.svg"
)

// newAppHandler is the one go-app configuration, shared by `pencilbox
// serve` and `pencilbox static` so the server and the static site behave
// alike. root is the directory holding web/ (the repository root); the
// version is computed from the files there.
func newAppHandler(root string) (*app.Handler, error) {
	version, err := appVersion(root)
	if err != nil {
		return nil, err
	}
	return &app.Handler{
		Name:         "Pencilbox",
		ShortName:    "Pencilbox",
		Title:        "Pencilbox",
		Description:  "Sudoku and other pencil puzzles that run on your device, offline too: play, get hints, generate new ones, share links.",
		LoadingLabel: "Loading the app… {progress}%",
		Icon: app.Icon{
			Default: appIconSmall,
			Large:   appIconLarge,
			// The icon keeps its drawing inside the central 80%, so it
			// can be cropped to any shape.
			Maskable: appIconLarge,
			SVG:      appIconSVG,
		},
		Styles: []string{"/web/styles.css"},
		// A plain (blocking) script: it sets the colour theme before the
		// first paint, so a player's dark or light choice never flashes
		// the other (web/theme.js). go-app precaches it like the styles.
		Scripts: []string{"/web/theme.js"},
		// The worker's files are not loaded by the page itself, so the
		// service worker would not precache them: list them, or solving
		// and generating would fail offline. The SVG icon is not in
		// go-app's list either.
		CacheableResources: []string{
			"/web/worker.js",
			"/web/worker.wasm",
			appIconSVG,
		},
		ServiceWorkerTemplate: serviceWorkerTemplate,
		Version:               version,
		// The loader's percentage divides the bytes of app.wasm read so
		// far by this; without it go-app takes Content-Length, which is
		// the compressed size when the server or host compresses (the
		// label ran past 400%).
		WasmContentLength: wasmSize(root),
	}, nil
}

// wasmSize is the size of root/web/app.wasm in bytes ("" when missing:
// go-app then falls back to Content-Length).
func wasmSize(root string) string {
	fi, err := os.Stat(filepath.Join(root, "web", "app.wasm"))
	if err != nil {
		return ""
	}
	return strconv.FormatInt(fi.Size(), 10)
}

// appVersion hashes the revision and the served files: the ETag of every
// response and the service worker's cache name. Missing files count as
// empty, so a server started before `make wasm` still runs (and says so).
func appVersion(root string) (string, error) {
	h := sha256.New()
	io.WriteString(h, buildRevision)
	for _, name := range servedFiles {
		fmt.Fprintf(h, "\x00%s\x00", name)
		f, err := os.Open(filepath.Join(root, filepath.FromSlash(name)))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("pencilbox: %w", err)
		}
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", fmt.Errorf("pencilbox: reading %s: %w", name, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:20], nil
}

// serviceWorkerTemplate is go-app's default service worker with one
// change. go-app answers from the cache with caches.match(request), query
// string included, and precaches "/" only, so a puzzle link
// "/?sudoku/9/9/..." would not open offline. Ours answers every page
// navigation to "/" from the cached root whatever the query, and turns
// puzz.link's "/p?..." and "/p.html?..." into "/?..." the way `pencilbox
// serve` does.
var serviceWorkerTemplate = mustReplace(app.DefaultAppWorkerJS,
	`async function fetchWithCache(request) {
  const cachedResponse = await caches.match(request);`,
	`async function fetchWithCache(request) {
  // Pencilbox: page navigations to "/" are answered from the cached root
  // whatever the query (every puzzle link is "/?<genre>/..."), and "/p?..."
  // and "/p.html?..." (puzz.link's paths) are redirected to "/?...".
  if (request.mode === "navigate" && request.method === "GET") {
    const url = new URL(request.url);
    if (url.origin === self.location.origin) {
      if (url.pathname === "/p" || url.pathname === "/p/" || url.pathname === "/p.html") {
        return Response.redirect("/" + url.search, 302);
      }
      if (url.pathname === "/") {
        const root = await caches.match("/");
        if (root) {
          return root;
        }
      }
    }
  }
  const cachedResponse = await caches.match(request);`)

// mustReplace replaces old, which must occur exactly once: if a go-app
// upgrade changes its template, the program stops at start-up instead of
// silently shipping a service worker without our rule.
func mustReplace(s, old, repl string) string {
	if n := strings.Count(s, old); n != 1 {
		panic(fmt.Sprintf("pencilbox: go-app's service worker template changed (%d matches of the fetch handler)", n))
	}
	return strings.Replace(s, old, repl, 1)
}
