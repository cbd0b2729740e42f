//go:build !(js && wasm)

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// The solver lab's Beam pipeline (app/labbeam) is a module of its own so
// that the browser's app.wasm and worker.wasm and the `pencilbox` command
// never carry Apache Beam: their dependency lists name no Beam package,
// and the main module requires none.
func TestNoBeamInAppOrWorker(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		goCmd = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	list := func(env []string, pkgs ...string) []string {
		t.Helper()
		cmd := exec.Command(goCmd, append([]string{"list", "-deps"}, pkgs...)...)
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %v %v: %v", env, pkgs, err)
		}
		return strings.Fields(string(out))
	}
	wasm := []string{"GOOS=js", "GOARCH=wasm"}
	for _, c := range []struct {
		env  []string
		pkgs []string
	}{
		{wasm, []string{"./app"}},
		{wasm, []string{"./app/worker"}},
		{nil, []string{"./app"}},
	} {
		deps := list(c.env, c.pkgs...)
		if len(deps) < 20 || !slices.Contains(deps, "pencilbox/solver/meta") {
			t.Fatalf("%v %v: implausible dependency list (%d packages)", c.env, c.pkgs, len(deps))
		}
		for _, d := range deps {
			if strings.Contains(d, "apache/beam") || strings.HasPrefix(d, "pencilbox/app/labbeam") {
				t.Errorf("%v %v depends on %s", c.env, c.pkgs, d)
			}
		}
	}
	mod, err := os.ReadFile(filepath.Join("..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(mod), "apache/beam") {
		t.Error("the main module's go.mod requires Beam")
	}
}
