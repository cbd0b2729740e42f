//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// TestWorkerUnderNode builds the worker for js/wasm and runs it in node
// with a harness that plays the browser's part (testdata/harness.js): the
// first message must be ready, requests sent after it are answered by id,
// progress comes before the answer, and a bad message gets an error
// instead of killing the worker.
func TestWorkerUnderNode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the worker and runs node")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	wasmDir := filepath.Join(runtime.GOROOT(), "lib", "wasm")
	if _, err := os.Stat(filepath.Join(wasmDir, "wasm_exec.js")); err != nil {
		t.Skip("no wasm_exec.js in GOROOT: ", err)
	}
	touchSources(t)
	wasm := filepath.Join(t.TempDir(), "worker.wasm")
	build := exec.Command("go", "build", "-o", wasm, ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the worker: %v\n%s", err, out)
	}
	reqs := []string{
		`{"id":1,"op":"solve","puzzle":"sudoku/4/4/1k3h4k2"}`,
		`{"id":2,"op":"generate","genre":"sudoku","params":{"cols":4,"rows":4,"seed":3}}`,
		`{"id":3,"op":"solve","puzzle":"sudoku/5/5/"}`,
		`not json`,
	}
	args := append([]string{"testdata/harness.js", wasmDir, wasm}, reqs[:3]...)
	out, err := exec.Command(node, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	var msgs []protocol.Response
	for _, l := range lines {
		var r protocol.Response
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %q is not a response: %v\n%s", l, err, out)
		}
		msgs = append(msgs, r)
	}
	if len(msgs) == 0 || !msgs[0].Ready {
		t.Fatalf("the first message is not ready:\n%s", out)
	}
	final := map[int]protocol.Response{}
	progressBeforeDone := false
	for _, m := range msgs[1:] {
		if m.Progress != nil {
			if _, done := final[m.ID]; done {
				t.Fatalf("progress for %d after its answer:\n%s", m.ID, out)
			}
			progressBeforeDone = progressBeforeDone || m.ID == 2
			continue
		}
		final[m.ID] = m
	}
	if r := final[1]; !r.OK || r.Result.Status != puzzle.Unique || r.Result.Answer != "1324423124133142" {
		t.Errorf("solve: %+v", r)
	}
	if r := final[2]; !r.OK || !strings.HasPrefix(r.Result.Puzzle, "sudoku/4/4/") || !progressBeforeDone {
		t.Errorf("generate: %+v (progress seen: %v)", r, progressBeforeDone)
	}
	if r := final[3]; r.OK || !strings.Contains(r.Error, "sudoku:") {
		t.Errorf("bad link: %+v", r)
	}

	// A message that is not JSON gets an error reply and the worker lives on.
	args = append([]string{"testdata/harness.js", wasmDir, wasm}, reqs[3], reqs[0])
	cmd := exec.Command(node, args...)
	out, _ = cmd.CombinedOutput()
	if !strings.Contains(string(out), `worker: bad request`) || !strings.Contains(string(out), `"answer":"1324423124133142"`) {
		t.Fatalf("bad message then solve:\n%s", out)
	}
}

// touchSources stats every Go file of the module. The worker is built by a
// child `go build`, whose inputs go test's result cache cannot see; files
// the test itself stats are part of the cache key, so a change anywhere
// in the module reruns this test.
func touchSources(t *testing.T) {
	t.Helper()
	filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".js")) {
			os.Stat(path)
		}
		return nil
	})
}
