//go:build !(js && wasm)

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"pencilbox/solver/benchset"
)

// staticFiles are copied from web/ into DIR/web: GenerateStaticWebsite
// writes the pages and go-app's scripts but leaves web/ empty.
var staticFiles = []string{
	"web/app.wasm",
	"web/worker.wasm",
	"web/worker.js",
	"web/styles.css",
	"web/icons/icon-192.png",
	"web/icons/icon-512.png",
	"web/icons/icon.svg",
}

// runStatic writes the static site into DIR. With DIR the repository
// root (`make static`) the files are already in web/ and only go-app's
// generated files are written (index.html, committed, must not change),
// with the precompressed copies (.br, .gz; ignored by git).
func runStatic(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("static", "static DIR", stderr)
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(rest) != 1 {
		fs.Usage()
		return 2
	}
	if err := writeStatic(".", rest[0], stderr); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "static site written to %s\n", rest[0])
	return 0
}

// writeStatic generates the site of the repository at root into dir.
// Into another directory every file must be there to be copied; into the
// root itself a missing wasm build is only a warning, so index.html can be
// regenerated without building the wasm files (`go run ./app static .`).
func writeStatic(root, dir string, warn io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	same, err := sameDir(root, dir)
	if err != nil {
		return err
	}
	for _, f := range staticFiles {
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			if !same {
				return fmt.Errorf("pencilbox: %s is missing (run `make wasm` first): %w", f, err)
			}
			fmt.Fprintf(warn, "pencilbox: warning: %s is missing; the site will not run until `make wasm`\n", f)
		}
	}
	h, err := newAppHandler(root)
	if err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, h); err != nil {
		return fmt.Errorf("pencilbox: generating the static site: %w", err)
	}
	// go-app writes attributes in map order: sort them so index.html is
	// the same on every run.
	index := filepath.Join(dir, "index.html")
	page, err := os.ReadFile(index)
	if err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	if err := os.WriteFile(index, []byte(sitePage(string(page))), 0o644); err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	if !same {
		for _, f := range staticFiles {
			if err := copyFile(filepath.Join(root, f), filepath.Join(dir, f)); err != nil {
				return err
			}
		}
	}
	return writePrecompressed(dir, append(append([]string{"index.html"}, generatedFiles...), staticFiles...))
}

// generatedFiles are what GenerateStaticWebsite writes besides index.html:
// go-app's files, the ones `pencilbox serve` serves (goAppFiles).
var generatedFiles = []string{"app.js", "app-worker.js", "manifest.webmanifest", "wasm_exec.js", "app.css"}

// writePrecompressed writes NAME.br and NAME.gz beside each compressible
// file, the same bytes `pencilbox serve` sends, so a static host that can
// serve precompressed files (nginx gzip_static/brotli_static, Caddy's
// file_server precompressed, ...) sends 2 MB of app.wasm instead of 11.
// A copy that would not pay is not written, and a stale one is removed.
// Missing files are skipped: writeStatic has already said which.
func writePrecompressed(dir string, files []string) error {
	for _, f := range files {
		if !compressibleTypes[strings.ToLower(filepath.Ext(f))] {
			continue
		}
		name := filepath.Join(dir, filepath.FromSlash(f))
		data, err := os.ReadFile(name)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return fmt.Errorf("pencilbox: %w", err)
		}
		gz, br := precompress(data)
		for _, c := range []struct {
			ext  string
			body []byte
		}{{".gz", gz}, {".br", br}} {
			if c.body == nil {
				if err := os.Remove(name + c.ext); err != nil && !os.IsNotExist(err) {
					return fmt.Errorf("pencilbox: %w", err)
				}
				continue
			}
			if err := os.WriteFile(name+c.ext, c.body, 0o644); err != nil {
				return fmt.Errorf("pencilbox: %w", err)
			}
		}
	}
	return nil
}

func sameDir(a, b string) (bool, error) {
	sa, err := os.Stat(a)
	if err != nil {
		return false, fmt.Errorf("pencilbox: %w", err)
	}
	sb, err := os.Stat(b)
	if err != nil {
		return false, fmt.Errorf("pencilbox: %w", err)
	}
	return os.SameFile(sa, sb), nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	out, err := os.Create(dst)
	if err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("pencilbox: copying %s: %w", src, err)
	}
	if err := out.Close(); err != nil {
		return fmt.Errorf("pencilbox: %w", err)
	}
	return nil
}
