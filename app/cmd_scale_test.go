//go:build !(js && wasm)

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
)

// `pencilbox scale` writes set files that `bench` reads, the same ones for
// the same seed, and adds the public sets' largest boards.
func TestScaleWritesSetsBenchReads(t *testing.T) {
	dir := t.TempDir()
	public := filepath.Join(dir, "public", "sudoku")
	if err := os.MkdirAll(public, 0o755); err != nil {
		t.Fatal(err)
	}
	sets := "a 4 1....3...2.....4 - \nb 9 " + strings.Repeat(".", 81) + " - \nc 9 " + strings.Repeat(".", 81) + " - \n"
	if err := os.WriteFile(filepath.Join(public, "mixed.txt"), []byte(sets), 0o644); err != nil {
		t.Fatal(err)
	}
	out1 := filepath.Join(dir, "one")
	code, out, errOut := run(t, "scale", "--out", out1, "--genre", "sudoku", "--count", "1", "--seed", "5", "--public", filepath.Join(dir, "public"), "--largest", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"scale_sudoku_generated.txt (1 boards)", "public_largest_mixed.txt (1 boards)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	gen := filepath.Join(out1, "sudoku", "scale_sudoku_generated.txt")
	s, err := benchset.ReadFile(gen)
	if err != nil || len(s.Instances) != 1 || s.Genre != "sudoku" || s.Instances[0].Size() != "16x16" {
		t.Fatalf("read back: %v %+v", err, s)
	}
	largest, err := benchset.ReadFile(filepath.Join(out1, "sudoku", "public_largest_mixed.txt"))
	if err != nil || len(largest.Instances) != 1 || largest.Instances[0].Cols != 9 {
		t.Fatalf("largest: %v %+v", err, largest)
	}
	out2 := filepath.Join(dir, "two")
	if code, _, errOut := run(t, "scale", "--out", out2, "--genre", "sudoku", "--count", "1", "--seed", "5"); code != 0 {
		t.Fatalf("second run: exit %d: %s", code, errOut)
	}
	a, _ := os.ReadFile(gen)
	b, _ := os.ReadFile(filepath.Join(out2, "sudoku", "scale_sudoku_generated.txt"))
	if string(a) != string(b) {
		t.Fatal("the same seed wrote different boards")
	}
	if code, _, _ := run(t, "scale", "extra"); code != 2 {
		t.Fatalf("a stray argument: exit %d, want 2", code)
	}
}
