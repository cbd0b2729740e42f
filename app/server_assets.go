//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
)

// The server's public files form an allowlist built once at start-up:
// the page, the files go-app generates, and the files under web/ whose
// extension is in publicTypes. Nothing else in the working directory can
// be reached, whatever the request says, because nothing else is looked
// up: there is no file server underneath.
//
// Holding them in memory (about 19 MB raw for both wasm builds, 5 MB more
// compressed) is what lets each be compressed once. The price: a rebuilt
// file is served after a restart, which the app's version (hashed from
// these files at start-up) already needed.

// publicTypes are the extensions a file under web/ may have to be served,
// with the media type it is served as. The types are ours, not the
// system's (/etc/mime.types made go.mod "audio/x-mod"); text types say
// their charset so a browser never guesses.
var publicTypes = map[string]string{
	".wasm":        "application/wasm",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".html":        "text/html; charset=utf-8",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".ico":         "image/x-icon",
}

// compressibleTypes are the extensions worth compressing; PNG is
// compressed already.
var compressibleTypes = map[string]bool{
	".wasm": true, ".js": true, ".css": true, ".html": true,
	".webmanifest": true, ".json": true, ".svg": true,
}

// goAppFiles are the files go-app's handler generates and the page or the
// service worker loads. go-app answers a few more paths that nothing of
// ours asks for, so they are left out: the aliases /goapp.js,
// /manifest.json, /app.wasm and /goapp.wasm, and /robots.txt, /sitemap.xml
// and /ads.txt, which go-app proxies by fetching them from whatever host
// the request's Host header names.
var goAppFiles = []string{"/app.js", "/app-worker.js", "/manifest.webmanifest", "/wasm_exec.js", "/app.css"}

// pagePath is the one page: every puzzle is a query on it (routes.go).
const pagePath = "/"

// asset is one public file with its compressed forms, made at most once.
type asset struct {
	ctype    string
	raw      []byte
	tag      string // hash of raw: the ETag, with a suffix per encoding
	compress bool

	once   sync.Once
	gz, br []byte
}

// encoded returns the compressed forms, compressing on the first call only;
// concurrent callers wait for that one (single flight). made counts the
// compressions, for the test that many spellings of a path cost one.
func (a *asset) encoded(made *atomic.Int64) (gz, br []byte) {
	if !a.compress {
		return nil, nil
	}
	a.once.Do(func() {
		made.Add(1)
		a.gz, a.br = precompress(a.raw)
	})
	return a.gz, a.br
}

func newAsset(name string, data []byte) *asset {
	ext := strings.ToLower(filepath.Ext(name))
	sum := sha256.Sum256(data)
	return &asset{
		ctype:    publicTypes[ext],
		raw:      data,
		tag:      hex.EncodeToString(sum[:10]),
		compress: compressibleTypes[ext],
	}
}

// loadAssets builds the allowlist: the page and go-app's files rendered by
// goApp (go-app's handler), and the public files under root/web.
func loadAssets(root string, goApp http.Handler) (map[string]*asset, error) {
	assets := map[string]*asset{}
	for _, p := range append([]string{pagePath}, goAppFiles...) {
		rec := &bufferedResponse{header: http.Header{}, code: http.StatusOK}
		goApp.ServeHTTP(rec, mustRequest(p))
		if rec.code != http.StatusOK {
			return nil, fmt.Errorf("pencilbox: go-app answered %d for %s", rec.code, p)
		}
		name, body := p, rec.body.Bytes()
		if p == pagePath {
			// The same bytes `pencilbox static` writes to index.html:
			// go-app writes attributes in map order.
			name, body = "/index.html", []byte(sitePage(string(body)))
		}
		assets[p] = newAsset(name, body)
	}
	web := filepath.Join(root, "web")
	err := filepath.WalkDir(web, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			if os.IsNotExist(err) && file == web {
				return filepath.SkipDir // no web/ yet: serve warns about it
			}
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && file != web {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		// Regular files only: a symbolic link could point anywhere.
		if !d.Type().IsRegular() || publicTypes[strings.ToLower(filepath.Ext(file))] == "" {
			return nil
		}
		rel, err := filepath.Rel(root, file)
		if err != nil {
			return err
		}
		p := "/" + filepath.ToSlash(rel)
		if clean, ok := cleanPath(p); !ok || clean != p {
			return nil // a name no request could reach
		}
		data, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		assets[p] = newAsset(p, data)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("pencilbox: reading the public files: %w", err)
	}
	return assets, nil
}

func mustRequest(p string) *http.Request {
	r, err := http.NewRequest(http.MethodGet, p, nil)
	if err != nil {
		panic(err)
	}
	return r
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
