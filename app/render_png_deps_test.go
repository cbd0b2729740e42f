//go:build !js

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestWASMLeavesOutRasteriser: the PNG backend and the Go fonts are for
// the command only; the page makes PNGs from a canvas. If app.wasm or
// worker.wasm came to depend on golang.org/x/image (a render_png.go
// without its build tag, an import from a shared file), they would grow
// by the fonts and the rasteriser for nothing.
func TestWASMLeavesOutRasteriser(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Fatalf("no go command to list the WASM builds' dependencies: %v", err)
		}
	}
	cmd := exec.Command(goTool, "list", "-deps", ".", "./worker")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 50 || !containsString(deps, "syscall/js") {
		t.Fatalf("go list gave %d packages without syscall/js: not the WASM builds", len(deps))
	}
	for _, d := range deps {
		if strings.HasPrefix(d, "golang.org/x/image") {
			t.Errorf("the WASM builds depend on %s", d)
		}
	}
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
