//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Two seeds of one genre at its smallest size: the table's columns, the
// row and the total line.
func TestGenerateReport(t *testing.T) {
	code, out, errOut := run(t, "generate", "--report", "--seeds", "2", "--sizes", "smallest", "--levels", "easy", "--recheck", "sudoku")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want header, row, total:\n%s", out)
	}
	if got := strings.Fields(lines[0]); strings.Join(got, " ") != "genre size level n ok p50 p95 max givens clues extra dup recheck" {
		t.Errorf("header %q", lines[0])
	}
	row := strings.Fields(lines[1])
	if strings.Join(row[:5], " ") != "sudoku 4x4 easy 2 100%" || !strings.Contains(lines[1], " 2 unique, 0 non-unique, 0 unsolvable, 0 unknown, 0 rejected, ") {
		t.Errorf("row %q", lines[1])
	}
	if !strings.HasPrefix(lines[2], "total: 2 puzzles asked, 2 made, 0 failed, 0 timed out, 0 duplicates; recheck: 2 unique, 0 non-unique") {
		t.Errorf("total %q", lines[2])
	}
}

// --json: one object per row with the documented keys; the total goes to
// stderr so stdout stays JSON.
func TestGenerateReportJSON(t *testing.T) {
	code, out, errOut := run(t, "generate", "--report", "--json", "--seeds", "5", "--seeds-of", "sudoku=2", "--sizes", "4x4", "--any-level", "sudoku")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var row map[string]any
	if err := json.Unmarshal([]byte(out), &row); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	for _, k := range []string{"genre", "size", "level", "n", "ok", "success_rate", "other_level", "failed", "timed_out",
		"p50_ms", "p95_ms", "max_ms", "givens_ratio", "clue_share", "extra", "levels", "duplicates"} {
		if _, ok := row[k]; !ok {
			t.Errorf("no key %q in %s", k, out)
		}
	}
	if row["level"] != "any" || row["ok"] != 2.0 || row["recheck"] != nil {
		t.Errorf("row %s", out)
	}
	if !strings.Contains(errOut, "total: 2 puzzles asked, 2 made") {
		t.Errorf("stderr %q", errOut)
	}
}

func TestGenerateReportPublic(t *testing.T) {
	code, out, errOut := run(t, "generate", "--report", "--public", "../generator/report/testdata/nurikabe/tiny.txt")
	if code != 0 || !strings.Contains(errOut, "duplicate: tiny tiny_2 is tiny_1 again") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "nurikabe  5x5   tiny   2  100%  -    -    -    0.160   2=75% 3=25%") {
		t.Errorf("public rows:\n%s", out)
	}
}

func TestGenerateReportInvalid(t *testing.T) {
	for _, args := range [][]string{
		{"--report", "nosuchgenre"},
		{"--report", "--sizes", "3x7", "sudoku"},
		{"--report", "--levels", "trivial", "sudoku"},
		{"--report", "--seeds", "0", "sudoku"},
		{"--report", "--public"},
		{"--report", "--seeds-of", "sudoku=0", "sudoku"},
		{"--report", "--seeds-of", "nosuch=3", "sudoku"},
	} {
		if code, _, _ := run(t, append([]string{"generate"}, args...)...); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
