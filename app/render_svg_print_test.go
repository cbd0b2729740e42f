package main

import (
	"strconv"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// uiRoles are the colours of the page's overlays and themes, which an
// export never shows.
var uiRoles = []Role{RoleError, RoleErrorBg, RoleHint, RoleCursor, RoleCursorBg, RoleRelatedBg, RoleSameBg}

// TestPrintPalette: the print palette is greys on white and names none
// of the UI's roles; every export of every genre's example, puzzle and
// solution, uses only roles it names.
func TestPrintPalette(t *testing.T) {
	pal := PrintPalette()
	for role, c := range pal.Colours {
		if len(c) != 7 || c[0] != '#' || c[1:3] != c[3:5] || c[3:5] != c[5:7] {
			t.Errorf("%s is %q, not a grey", role, c)
		}
		if _, err := strconv.ParseUint(c[1:], 16, 32); err != nil {
			t.Errorf("%s is %q, not hex", role, c)
		}
	}
	if pal.Colour(RoleBoard) != "#ffffff" {
		t.Errorf("board is %s, not white", pal.Colour(RoleBoard))
	}
	for _, r := range uiRoles {
		if _, ok := pal.Colours[r]; ok {
			t.Errorf("print palette names UI role %s", r)
		}
	}
	for _, name := range puzzle.Names() {
		p := examplePuzzle(t, name)
		r, err := puzzle.Solve(t.Context(), p, 2)
		if err != nil || r.Answer == nil {
			t.Fatalf("%s example does not solve: %v", name, err)
		}
		for _, answer := range []puzzle.Answer{nil, r.Answer} {
			d, cols, rows, err := ExportDisplay(p, answer)
			if err != nil {
				t.Fatal(err)
			}
			ops, _ := ExportOps(d, cols, rows, 30)
			for _, op := range ops {
				if _, ok := pal.Colours[op.Color]; !ok {
					t.Errorf("%s: an exported op uses role %s, which the print palette does not name", name, op.Color)
				}
				if op.Kind == OpText && strings.Contains(op.Text, "\n") {
					t.Errorf("%s: text %q keeps a caption", name, op.Text)
				}
			}
		}
	}
}

// TestExportDropsOverlays: errors, hints, the cursor and the player's
// notes in a display never reach an export.
func TestExportDropsOverlays(t *testing.T) {
	p := examplePuzzle(t, "sudoku")
	d, cols, rows, err := ExportDisplay(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range d.Items {
		switch it.Kind {
		case puzzle.Error, puzzle.Highlight, puzzle.Cursor, puzzle.Marks, puzzle.Dot, puzzle.Cross:
			t.Errorf("export display keeps %+v", it)
		}
	}
	// The same drawing with overlays added by hand shows they would be
	// drawn in UI colours, so the filter is what keeps them out.
	noisy := d
	noisy.Items = append(append([]puzzle.Item(nil), d.Items...),
		puzzle.Item{Kind: puzzle.Error, At: d.Items[0].At}, puzzle.Item{Kind: puzzle.Cursor, At: d.Items[0].At})
	ops, _ := ExportOps(noisy, cols, rows, 30)
	ui := 0
	for _, op := range ops {
		for _, r := range uiRoles {
			if op.Color == r {
				ui++
			}
		}
	}
	if ui == 0 {
		t.Fatal("error and cursor items drew no UI colours: the test shows nothing")
	}
}
