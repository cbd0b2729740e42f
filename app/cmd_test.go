//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = runCommand(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSolveText(t *testing.T) {
	code, out, _ := run(t, "solve", "sudoku/4/4/1k3h4k2", "https://puzz.link/p?sudoku/4/4/1", "nonsense")
	if code != 2 {
		t.Fatalf("exit %d, want 2 (one link is invalid input)", code)
	}
	want := "status unique\n1324423124133142\n\n" +
		"status multiple\n"
	if !strings.HasPrefix(out, want) {
		t.Fatalf("output:\n%s\nwant it to start with:\n%s", out, want)
	}
	records := strings.Split(strings.TrimSuffix(out, "\n"), "\n\n")
	if len(records) != 3 || !strings.HasPrefix(records[2], "error urlcodec: ") {
		t.Fatalf("records %q", records)
	}
	if lines := strings.Split(records[1], "\n"); len(lines) != 2 || len(lines[1]) != 16 {
		t.Fatalf("multiple: %q (the first answer found should follow the status)", records[1])
	}
}

func TestSolveJSON(t *testing.T) {
	code, out, _ := run(t, "solve", "--json", "--timeout", "10s", "sudoku/4/4/1k3h4k2", "sudoku/5/5/")
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want one line per link:\n%s", out)
	}
	var recs []map[string]any
	for _, l := range lines {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"link", "genre", "status", "answer", "ms", "error"} {
			if _, ok := m[k]; !ok {
				t.Errorf("%s lacks %q", l, k)
			}
		}
		recs = append(recs, m)
	}
	if recs[0]["status"] != "unique" || recs[0]["answer"] != "1324423124133142" || recs[0]["genre"] != "sudoku" || recs[0]["error"] != "" {
		t.Errorf("first: %v", recs[0])
	}
	if !strings.Contains(recs[1]["error"].(string), "sudoku: size 5x5 is not supported") {
		t.Errorf("second: %v", recs[1])
	}
}

// Scripts tell "out of time" from "invalid input" and "settled" by the
// exit status, which --help documents.
func TestSolveExitStatus(t *testing.T) {
	if code, out, _ := run(t, "solve", "--timeout", "1ns", "nurikabe/8/8/zzmdn9"); code != 3 || !strings.HasPrefix(out, "status unknown") {
		t.Errorf("an expired deadline: exit %d, want 3\n%s", code, out)
	}
	if code, _, _ := run(t, "solve", "sudoku/4/4/1k3h4k2", "sudoku/4/4/"); code != 0 {
		t.Errorf("a unique and a multiple puzzle: exit %d, want 0", code)
	}
	if code, _, _ := run(t, "solve", "--timeout", "1ns", "nurikabe/8/8/zzmdn9", "sudoku/x"); code != 2 {
		t.Errorf("invalid input beside an unknown: exit %d, want 2", code)
	}
	_, _, help := run(t, "solve", "--help")
	for _, want := range []string{"exit status:", "3  out of time"} {
		if !strings.Contains(help, want) {
			t.Errorf("solve --help lacks %q:\n%s", want, help)
		}
	}
}

func TestGenerate(t *testing.T) {
	code, out, errOut := run(t, "generate", "sudoku", "--size", "4x4", "--level", "easy", "--seed", "7", "--count", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	links := strings.Split(strings.TrimSpace(out), "\n")
	if len(links) != 2 || links[0] == links[1] {
		t.Fatalf("two different links expected:\n%s", out)
	}
	for _, l := range links {
		if !strings.HasPrefix(l, "sudoku/4/4/") {
			t.Fatalf("link %q", l)
		}
		if c, sol, _ := run(t, "solve", l); c != 0 || !strings.HasPrefix(sol, "status unique\n") {
			t.Fatalf("generated %s is not unique: %s", l, sol)
		}
	}
	// The seed reproduces the run; puzzle i uses seed S+i.
	if _, again, _ := run(t, "generate", "sudoku", "--size", "4x4", "--level", "easy", "--seed", "8"); strings.TrimSpace(again) != links[1] {
		t.Fatalf("seed 8 gave %q, the second puzzle of seed 7 was %q", again, links[1])
	}
	for _, bad := range [][]string{
		{"generate", "nosuch"},
		{"generate", "sudoku", "--size", "nine"},
		{"generate", "sudoku", "--count", "0"},
		{"generate"},
	} {
		if c, _, e := run(t, bad...); c != 2 || !strings.Contains(e, "pencilbox") && !strings.Contains(e, "usage") {
			t.Errorf("%q: exit %d, stderr %q", bad, c, e)
		}
	}
	if c, _, e := run(t, "generate", "sudoku", "--size", "5x5", "--seed", "1"); c != 1 || !strings.Contains(e, "generator:") {
		t.Errorf("5x5: exit %d, stderr %q", c, e)
	}
}

func TestBench(t *testing.T) {
	code, out, errOut := run(t, "bench", "testdata/sudoku/cli.txt")
	if code != 1 {
		t.Fatalf("exit %d (cli_liar must fail): %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if lines[len(lines)-1] != "3 solved, 1 failed" {
		t.Fatalf("last line %q:\n%s", lines[len(lines)-1], out)
	}
	for _, want := range []string{
		"ok   cli_unique 4x4 unique ",
		"ok   cli_open 4x4 multiple ",
		"ok   cli_clash 4x4 none ",
		"FAIL cli_liar 4x4 unique ",
		`error="status unique, but the file says multiple"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = run(t, "bench", "--json", "--sample", "1", "testdata/sudoku/cli.txt")
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[0], `"name":"cli_unique"`) || !strings.Contains(lines[1], `"solved":1`) {
		t.Fatalf("--json --sample 1: exit %d\n%s", code, out)
	}
}

func TestOtherCommands(t *testing.T) {
	if c, _, e := run(t, "lab"); c != 2 || !strings.Contains(e, "usage: pencilbox lab") {
		t.Errorf("lab without files: %d %q", c, e)
	}
	if c, _, e := run(t, "lab", "--solvers", "hill-climb", "testdata/sudoku/cli.txt"); c != 2 || !strings.Contains(e, "unknown solver") {
		t.Errorf("lab with an unknown solver: %d %q", c, e)
	}
	if c, _, e := run(t, "frobnicate"); c != 2 || !strings.Contains(e, `unknown command "frobnicate"`) {
		t.Errorf("unknown: %d %q", c, e)
	}
	if c, _, e := run(t); c != 2 || !strings.Contains(e, "usage: pencilbox") {
		t.Errorf("no command: %d %q", c, e)
	}
	if c, _, e := run(t, "static"); c != 2 || !strings.Contains(e, "usage: pencilbox static DIR") {
		t.Errorf("static without DIR: %d %q", c, e)
	}
}

// TestServe starts the real server on port 0 and reads the announced URL.
func TestServe(t *testing.T) {
	repoRoot(t)
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	var errOut bytes.Buffer
	go func() {
		done <- serve(ctx, []string{"--addr", "127.0.0.1:0"}, pw, &errOut)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "Pencilbox at ")
	if !ok || !strings.HasPrefix(url, "http://127.0.0.1:") || strings.HasSuffix(url, ":0/") || !strings.HasSuffix(url, "/") {
		t.Fatalf("announcement %q", line)
	}
	client := &http.Client{
		Timeout:       10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := client.Get(url + "p?sudoku/4/4/1k3h4k2")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/?sudoku/4/4/1k3h4k2" {
		t.Fatalf("/p: %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, err = client.Get(url + "?sudoku/4/4/1k3h4k2")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	// Go's client asks for gzip and decompresses transparently.
	if resp.StatusCode != http.StatusOK || !resp.Uncompressed {
		t.Fatalf("page: %d, compressed: %v", resp.StatusCode, resp.Uncompressed)
	}
	cancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("serve exited %d: %s", code, errOut.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	if c := runServe([]string{"--addr", "127.0.0.1:0", "extra"}, io.Discard, io.Discard); c != 2 {
		t.Fatalf("serve with an argument: exit %d", c)
	}
}

// The lab runs the J-POP design on a set file and prints the per-instance
// lines, the paper's tables and the search-space comparison.
func TestLabCommand(t *testing.T) {
	code, out, errOut := run(t, "lab", "--runs", "3", "--budget", "300", "--instances",
		"--solvers", "aco,sa-tuned,random,backtrack,prescient,sat", "testdata/sudoku/cli.txt")
	if code != 0 {
		t.Fatalf("lab: exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"cli_unique", "Table IV", "Table V", "Table VI", "Exact solver (sat)",
		"log10 search space", "The paper's findings"} {
		if !strings.Contains(out, want) {
			t.Errorf("lab output lacks %q:\n%s", want, out)
		}
	}
}
