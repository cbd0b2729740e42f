//go:build !(js && wasm)

package main

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

const timeoutForTests = 30 * time.Second

func TestRenderCommand(t *testing.T) {
	g, _ := puzzle.ByName("sudoku")
	var out, errs bytes.Buffer
	if code := runCommand([]string{"render", "--solution", "--cell", "24", g.Example()}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	root, texts := svgTexts(t, out.Bytes())
	if root["width"] == "" || !strings.Contains(root["viewBox"], " ") {
		t.Errorf("root %v", root)
	}
	if len(texts) != 16 {
		t.Errorf("a solved 4x4 Sudoku shows %d numbers: %q", len(texts), texts)
	}

	// PNG to a file, its format read from the name.
	file := filepath.Join(t.TempDir(), "board.png")
	out.Reset()
	if code := runCommand([]string{"render", "-o", file, "--example", "hashi"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := png.Decode(f); err != nil {
		t.Fatalf("-o board.png is not a PNG: %v", err)
	}
	if out.Len() != 0 {
		t.Errorf("with -o, stdout got %d bytes", out.Len())
	}
}

func TestRenderCommandRefuses(t *testing.T) {
	// 4x4 Sudoku links (puzz.link's number body: a digit is a given, g..z
	// skip 1..20 cells): a lone 1 has many solutions; with 1 2 in row 1
	// and 3, 4 in column 3, r1c3 has no digit left.
	several, none := "sudoku/4/4/1u", "sudoku/4/4/12j3i4k"
	for _, l := range []string{several, none} {
		if _, err := puzzle.Decode(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	for _, c := range []struct {
		args []string
		code int
		say  string
	}{
		{[]string{"render", "--solution", several}, 2, "more than one solution"},
		{[]string{"render", "--solution", none}, 2, "no solution"},
		{[]string{"render", "nope/1/1/x"}, 2, "unknown"},
		{[]string{"render", "--format", "gif", several}, 2, "svg or png"},
		{[]string{"render", "--cell", "2", several}, 2, "--cell"},
		{[]string{"render", "--example", "chess"}, 2, "no genre"},
		{[]string{"render"}, 2, "exactly one"},
	} {
		var out, errs bytes.Buffer
		code := runCommand(c.args, &out, &errs)
		if code != c.code || !strings.Contains(errs.String(), c.say) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", c.args, code, errs.String(), c.code, c.say)
		}
		if out.Len() != 0 {
			t.Errorf("%q wrote %d bytes to stdout", c.args, out.Len())
		}
	}
	// Without --solution the same puzzles draw.
	var out, errs bytes.Buffer
	if code := runCommand([]string{"render", several}, &out, &errs); code != 0 {
		t.Errorf("puzzle with several solutions, no --solution: exit %d %s", code, errs.String())
	}
}

// TestRenderExamplesCommitted: assets/render holds each genre's example
// as `make render-examples` writes it now.
func TestRenderExamplesCommitted(t *testing.T) {
	for _, name := range puzzle.Names() {
		want, err := os.ReadFile(filepath.Join("..", "assets", "render", name+".svg"))
		if err != nil {
			t.Errorf("%s: %v (run make render-examples)", name, err)
			continue
		}
		var out, errs bytes.Buffer
		if code := runCommand([]string{"render", "--example", name}, &out, &errs); code != 0 {
			t.Fatalf("%s: exit %d %s", name, code, errs.String())
		}
		if !bytes.Equal(out.Bytes(), want) {
			t.Errorf("assets/render/%s.svg is out of date: run make render-examples", name)
		}
	}
}
