//go:build !(js && wasm)

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
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
	// Several links: each block names its link.
	want := "link sudoku/4/4/1k3h4k2\nstatus unique\n1324423124133142\n\n" +
		"link https://puzz.link/p?sudoku/4/4/1\nstatus multiple\n"
	if !strings.HasPrefix(out, want) {
		t.Fatalf("output:\n%s\nwant it to start with:\n%s", out, want)
	}
	records := strings.Split(strings.TrimSuffix(out, "\n"), "\n\n")
	if len(records) != 3 || records[2] != "link nonsense\nerror urlcodec: "+strings.SplitN(records[2], "error urlcodec: ", 2)[1] {
		t.Fatalf("records %q", records)
	}
	if lines := strings.Split(records[1], "\n"); len(lines) != 3 || len(lines[2]) != 16 {
		t.Fatalf("multiple: %q (the first answer found should follow the status)", records[1])
	}
	// One link: no label, as before.
	if _, out, _ := run(t, "solve", "sudoku/4/4/1k3h4k2"); out != "status unique\n1324423124133142\n\n" {
		t.Errorf("one link: %q", out)
	}
}

// --grid draws the answer; with --json it is an added key.
func TestSolveGrid(t *testing.T) {
	code, out, _ := run(t, "solve", "--grid", "sudoku/4/4/1k3h4k2")
	want := "status unique\n" +
		"+-+-+-+-+\n" +
		"|1 3|2 4|\n" +
		"+   +   +\n" +
		"|4 2|3 1|\n" +
		"+-+-+-+-+\n" +
		"|2 4|1 3|\n" +
		"+   +   +\n" +
		"|3 1|4 2|\n" +
		"+-+-+-+-+\n\n"
	if code != 0 || out != want {
		t.Errorf("exit %d:\n%s\nwant\n%s", code, out, want)
	}
	_, out, _ = run(t, "solve", "--grid", "--json", "sudoku/4/4/1k3h4k2")
	r := decodeLines(t, out, "grid", "answer")[0]
	if r["grid"] != strings.TrimPrefix(strings.TrimSuffix(want, "\n"), "status unique\n") || r["answer"] != "1324423124133142" {
		t.Errorf("json: %v", r)
	}
	if _, out, _ := run(t, "solve", "--json", "sudoku/4/4/1k3h4k2"); strings.Contains(out, "grid") {
		t.Errorf("a plain --json line has a grid: %s", out)
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
		// Text mode prints the full link, at the default host.
		if !strings.HasPrefix(l, "http://127.0.0.1:8000/?sudoku/4/4/") {
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
	if _, other, _ := run(t, "generate", "sudoku", "--size", "4x4", "--seed", "7", "--host", "https://example.org/pb/"); strings.TrimSpace(other) != strings.Replace(links[0], "http://127.0.0.1:8000/", "https://example.org/pb/", 1) {
		t.Fatalf("--host: %q, default host: %q", other, links[0])
	}
	for _, bad := range [][]string{
		{"generate", "nosuch"},
		{"generate", "sudoku", "--size", "nine"},
		{"generate", "sudoku", "--count", "0"},
		{"generate", "sudoku", "--host", "example.org"},
		{"generate", "sudoku", "--host", "http://example.org/?x"},
		{"generate"},
	} {
		if c, _, e := run(t, bad...); c != 2 || !strings.Contains(e, "pencilbox") && !strings.Contains(e, "usage") {
			t.Errorf("%q: exit %d, stderr %q", bad, c, e)
		}
	}
	if c, _, e := run(t, "generate", "sudoku", "--size", "5x5", "--seed", "1"); c != 1 || !strings.Contains(e, "generator:") {
		t.Errorf("5x5: exit %d, stderr %q", c, e)
	}
	_, _, help := run(t, "generate", "--help")
	for _, want := range []string{"pencilbox genres", "-any-level", "-host", "-json", "3  a puzzle came out at another level"} {
		if !strings.Contains(help, want) {
			t.Errorf("generate --help lacks %q:\n%s", want, help)
		}
	}
}

// decodeLines reads one JSON object per line into maps, checking that
// each has every key of keys.
func decodeLines(t *testing.T, out string, keys ...string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		for _, k := range keys {
			if _, ok := m[k]; !ok {
				t.Errorf("%s lacks %q", l, k)
			}
		}
		recs = append(recs, m)
	}
	return recs
}

func TestGenerateJSON(t *testing.T) {
	code, out, errOut := run(t, "generate", "--json", "sudoku", "--size", "4x4", "--seed", "7", "--count", "2", "--host", "https://example.org")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	recs := decodeLines(t, out, "link", "genre", "size", "level", "grade", "givens", "ms", "seed")
	if len(recs) != 2 {
		t.Fatalf("want one line per puzzle:\n%s", out)
	}
	_, text, _ := run(t, "generate", "sudoku", "--size", "4x4", "--seed", "7", "--count", "2", "--host", "https://example.org")
	for i, r := range recs {
		link, _ := r["link"].(string)
		if want := strings.Split(strings.TrimSpace(text), "\n")[i]; link != want {
			t.Errorf("JSON link %q, text link %q", link, want)
		}
		query, ok := strings.CutPrefix(link, "https://example.org/?sudoku/4/4/")
		if !ok {
			t.Fatalf("link %q", link)
		}
		// A 4x4 Sudoku link spells each given as a digit, each run of
		// empty cells as a letter.
		n := 0
		for _, c := range query {
			if c >= '1' && c <= '4' {
				n++
			}
		}
		if r["genre"] != "sudoku" || r["size"] != "4x4" || r["level"] != "easy" || r["grade"] != 0.0 ||
			r["givens"] != float64(n) || r["seed"] != float64(7+i) {
			t.Errorf("record %d: %v (want %d givens)", i, r, n)
		}
		if ms, _ := r["ms"].(float64); ms < 0 {
			t.Errorf("ms %v", r["ms"])
		}
	}
	// grade is the index of the level made: medium is the second.
	code, out, errOut = run(t, "generate", "sudoku", "--json", "--size", "6x6", "--level", "medium", "--seed", "2", "--any-level")
	if r := decodeLines(t, out, "level", "grade")[0]; code != 0 || r["level"] != "medium" || r["grade"] != 1.0 {
		t.Errorf("6x6 medium: exit %d, %v %s", code, r, errOut)
	}
	// givens reads the display list, so a genre whose givens are not Clue
	// items counts them too: Flow's endpoints come in pairs.
	_, out, _ = run(t, "generate", "flow", "--json", "--size", "5x5", "--seed", "1")
	if g, _ := decodeLines(t, out, "givens")[0]["givens"].(float64); g < 2 || int(g)%2 != 0 {
		t.Errorf("flow givens %v: %s", g, out)
	}
}

// A setter needs the level asked for: a level the genre withholds at a
// size is refused up front (a 4x4 Sudoku is always singles), with the
// levels that size offers; level names are case-blind.
func TestGenerateLevel(t *testing.T) {
	code, out, errOut := run(t, "generate", "sudoku", "--size", "4x4", "--level", "hard", "--seed", "1")
	if code != 1 || out != "" || !strings.Contains(errOut, "not offered at 4x4") || !strings.Contains(errOut, "levels there: easy") {
		t.Errorf("4x4 hard: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	code, out, errOut = run(t, "generate", "sudoku", "--json", "--size", "4x4", "--level", "EASY", "--seed", "1")
	if r := decodeLines(t, out, "level", "grade")[0]; code != 0 || r["level"] != "easy" || r["grade"] != 0.0 || errOut != "" {
		t.Errorf("4x4 EASY: exit %d, %v, stderr %q", code, r, errOut)
	}
}

// --symmetric asks for a clue layout that reads the same turned upside
// down; the record says so, plain runs keep their lines, and a genre
// without such layouts is refused.
func TestGenerateSymmetric(t *testing.T) {
	code, out, errOut := run(t, "generate", "sudoku", "--json", "--symmetric", "--seed", "5")
	r := decodeLines(t, out, "link", "symmetric")[0]
	if code != 0 || r["symmetric"] != true {
		t.Fatalf("exit %d, %v, %s", code, r, errOut)
	}
	p, err := puzzle.Decode(strings.TrimPrefix(r["link"].(string), defaultHost+"/?"))
	if err != nil {
		t.Fatal(err)
	}
	cells := p.NewState().Answer().String() // "." for each empty cell
	for i := range cells {
		if (cells[i] == '.') != (cells[len(cells)-1-i] == '.') {
			t.Fatalf("cell %d and its rotation differ: %s", i, cells)
		}
	}
	if _, out, _ := run(t, "generate", "sudoku", "--json", "--seed", "5"); strings.Contains(out, "symmetric") {
		t.Errorf("a plain run's record mentions symmetry: %s", out)
	}
	if code, _, errOut := run(t, "generate", "hashi", "--symmetric", "--seed", "5"); code != 1 || !strings.Contains(errOut, "no symmetric clue layouts") {
		t.Errorf("hashi --symmetric: exit %d, %q", code, errOut)
	}
}

func TestGenres(t *testing.T) {
	code, out, _ := run(t, "genres")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	names := puzzle.Names()
	if code != 0 || len(lines) != len(names) {
		t.Fatalf("exit %d, want a line per genre %v:\n%s", code, names, out)
	}
	for i, name := range names {
		if !strings.HasPrefix(lines[i], name+" ") {
			t.Errorf("line %d %q, want genre %s", i, lines[i], name)
		}
	}
	sudoku, _ := puzzle.ByName("sudoku")
	sudokuLine := lines[slices.Index(names, "sudoku")]
	first := generator.Sizes(sudoku)[0]
	for _, want := range []string{"Sudoku", "ids sudoku", fmt.Sprintf("sizes %dx%d ", first[0], first[1]), "levels " + generator.Levels(sudoku)[0].Name} {
		if !strings.Contains(sudokuLine, want) {
			t.Errorf("sudoku line %q lacks %q", sudokuLine, want)
		}
	}

	code, out, _ = run(t, "genres", "--json")
	recs := decodeLines(t, out, "genre", "ids", "sizes", "levels")
	if code != 0 || len(recs) != len(names) {
		t.Fatalf("exit %d, want a line per genre:\n%s", code, out)
	}
	for i, r := range recs {
		g, _ := puzzle.ByName(names[i])
		if r["genre"] != g.Name() || fmt.Sprint(r["ids"]) != fmt.Sprint(g.IDs()) {
			t.Errorf("%v, want genre %s ids %v", r, g.Name(), g.IDs())
		}
		var sizes, levels []string
		for _, s := range generator.Sizes(g) {
			sizes = append(sizes, fmt.Sprintf("%dx%d", s[0], s[1]))
		}
		for _, l := range generator.Levels(g) {
			levels = append(levels, l.Name)
		}
		if fmt.Sprint(r["sizes"]) != fmt.Sprint(sizes) || fmt.Sprint(r["levels"]) != fmt.Sprint(levels) {
			t.Errorf("%v, want sizes %v levels %v", r, sizes, levels)
		}
		if sym, _ := r["symmetric"].(bool); sym != generator.OffersSymmetry(g) {
			t.Errorf("%v: symmetric %v, want %v", r, sym, generator.OffersSymmetry(g))
		}
		if r["sizes"] == nil || r["levels"] == nil {
			t.Errorf("%v: lists are [] when empty, never null", r)
		}
	}
	// Every size and level genres lists is one generate accepts.
	for _, r := range recs {
		if r["genre"] != "sudoku" {
			continue
		}
		size, level := r["sizes"].([]any)[1].(string), r["levels"].([]any)[0].(string)
		if c, _, e := run(t, "generate", "sudoku", "--size", size, "--level", level, "--seed", "1"); c != 0 {
			t.Errorf("generate sudoku %s %s: exit %d %s", size, level, c, e)
		}
	}

	if c, _, e := run(t, "genres", "sudoku"); c != 2 || !strings.Contains(e, "usage: pencilbox genres") {
		t.Errorf("genres with an argument: exit %d, %q", c, e)
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
	// puzz.link's path and the older pzv.jp one (/p.html) both redirect.
	for _, path := range []string{"p?sudoku/4/4/1k3h4k2", "p.html?sudoku/4/4/1k3h4k2"} {
		resp, err := client.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/?sudoku/4/4/1k3h4k2" {
			t.Fatalf("/%s: %d %q", path, resp.StatusCode, resp.Header.Get("Location"))
		}
	}
	resp, err := client.Get(url + "?sudoku/4/4/1k3h4k2")
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
