package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

func TestParseRoute(t *testing.T) {
	cases := map[string]route{
		"":                         {Kind: pageHome},
		"sudoku":                   {Kind: pageGenre, Genre: "sudoku"},
		"sudoku/":                  {Kind: pageGenre, Genre: "sudoku"},
		"sudoku/9/9/abc":           {Kind: pagePuzzle, Query: "sudoku/9/9/abc"},
		"sudoku%2F4%2F4%2F1k3h4k2": {Kind: pagePuzzle, Query: "sudoku/4/4/1k3h4k2"},
		"template":                 {Kind: pagePuzzle, Query: "template"}, // registered but not listed
		"garbage":                  {Kind: pagePuzzle, Query: "garbage"},  // the decoder explains
	}
	for q, want := range cases {
		if got := parseRoute(q); got != want {
			t.Errorf("parseRoute(%q) = %+v, want %+v", q, got, want)
		}
	}
	// Genres move from "coming soon" to live as they gain an Input; the
	// route follows whichever they are today.
	for _, c := range catalogue {
		want := route{Kind: pageSoon, Genre: c.Name}
		if catalogueLive(c.Name) {
			want.Kind = pageGenre
		}
		if got := parseRoute(c.Name); got != want {
			t.Errorf("parseRoute(%q) = %+v, want %+v", c.Name, got, want)
		}
		// Every URL id the genre reads names it too ("?bridges").
		g, _ := puzzle.ByName(c.Name)
		for _, id := range g.IDs() {
			if got := parseRoute(id); got != want {
				t.Errorf("parseRoute(%q) = %+v, want %+v", id, got, want)
			}
		}
	}
	long := strings.Repeat("a", maxQuery+1)
	if r := parseRoute(long); r.Kind != pagePuzzle {
		t.Fatalf("oversized query routed to %+v", r.Kind)
	}
}

func TestCatalogue(t *testing.T) {
	if len(catalogue) != 9 {
		t.Fatalf("%d genres on the home page, want 9", len(catalogue))
	}
	names := "sudoku futoshiki hashi nurikabe slitherlink fillomino evolomino flow survo"
	for i, n := range strings.Fields(names) {
		if catalogue[i].Name != n {
			t.Errorf("card %d is %q, want %q (DESIGN.md names)", i, catalogue[i].Name, n)
		}
	}
	// One title per genre: the card says what the genre's page says.
	for _, c := range catalogue {
		if g, _ := puzzle.ByName(c.Name); c.Title != g.Title() || c.Blurb == "" || !strings.HasPrefix(c.Glyph, "<svg") {
			t.Errorf("card %s: title %q (genre says %q), blurb %q", c.Name, c.Title, g.Title(), c.Blurb)
		}
	}
	if !catalogueLive("sudoku") || catalogueLive("nosuchgenre") {
		t.Fatal("live genres follow the registry")
	}
	allLive := true
	for _, c := range catalogue {
		allLive = allLive && catalogueLive(c.Name)
	}
	if lead := homeLead(); allLive && !strings.HasPrefix(lead, "Nine classic pencil puzzles. ") ||
		!allLive && !strings.HasPrefix(lead, "Sudoku") {
		t.Errorf("home lead %q does not say what is live (all live: %v)", lead, allLive)
	}
	// Registered (the command links it) but without an Input: not live, so
	// the server's prerender and the browser agree.
	if _, ok := inputs["futoshiki"]; !ok && catalogueLive("futoshiki") {
		t.Fatal("a genre without an Input is listed as live")
	}
}

func TestImportLink(t *testing.T) {
	for in, want := range map[string]string{
		"https://puzz.link/p?sudoku/4/4/1k3h4k2":        "sudoku/4/4/1k3h4k2",
		"  http://localhost:8000/?sudoku/4/4/1k3h4k2/ ": "sudoku/4/4/1k3h4k2",
		"sudoku/4/4/1k3h4k2":                            "sudoku/4/4/1k3h4k2",
	} {
		got, err := importLink(in)
		if err != nil || got != want {
			t.Errorf("importLink(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "hello", "https://puzz.link/p?sudoku/5/5/", "https://puzz.link/p?nosuchgenre/5/5/abc", "sudoku/9/9/<script>"} {
		if got, err := importLink(bad); err == nil {
			t.Errorf("importLink(%q) accepted as %q", bad, got)
		}
	}
}

func TestFormatClock(t *testing.T) {
	for d, want := range map[time.Duration]string{0: "0:00", 59 * time.Second: "0:59", 61500 * time.Millisecond: "1:01", 3723 * time.Second: "1:02:03", -time.Second: "0:00"} {
		if got := formatClock(d); got != want {
			t.Errorf("formatClock(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestSpanText(t *testing.T) {
	for d, want := range map[time.Duration]string{time.Millisecond: "1 ms", 45 * time.Second: "45 s", time.Minute: "1 minute",
		10 * time.Minute: "10 minutes", 90 * time.Second: "90 s"} {
		if got := spanText(d); got != want {
			t.Errorf("spanText(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestCheckReport(t *testing.T) {
	if _, text, solved := checkReport("sudoku", nil, nil); !solved || !strings.Contains(text, "Solved") {
		t.Fatalf("no violations: %q %v", text, solved)
	}
	gap := puzzle.Violation{Rule: "empty", Msg: "sudoku: r1c1 is empty", At: []grid.Point{{Y: 1, X: 1}}, Incomplete: true}
	if marks, text, solved := checkReport("sudoku", []puzzle.Violation{gap}, nil); solved || len(marks) != 0 || !strings.Contains(text, "No mistakes") {
		t.Fatalf("only gaps: %v %q %v", marks, text, solved)
	}
	// One wrong 7 against a given 7 breaks a row and a column rule: one
	// mistake, not two.
	given := func(p grid.Point) bool { return p == grid.Point{Y: 5, X: 1} || p == grid.Point{Y: 1, X: 3} }
	wrong, clue := grid.Point{Y: 5, X: 3}, grid.Point{Y: 5, X: 1}
	row := puzzle.Violation{Rule: "row", Msg: "sudoku: row 3 has two 7s", At: []grid.Point{wrong, clue}}
	col := puzzle.Violation{Rule: "column", Msg: "sudoku: column 2 has two 7s", At: []grid.Point{wrong, {Y: 1, X: 3}}}
	marks, text, solved := checkReport("sudoku", []puzzle.Violation{gap, row}, given)
	if solved || len(marks) != 2 || marks[0] != clue || text != "1 mistake: Row 3 has two 7s" {
		t.Fatalf("mistake: %v %q %v", marks, text, solved)
	}
	if _, text, _ := checkReport("sudoku", []puzzle.Violation{row, col}, given); text != "1 mistake: Row 3 has two 7s; Column 2 has two 7s" {
		t.Errorf("one digit, two rules: %q", text)
	}
	// Another wrong digit elsewhere is a second mistake.
	far := puzzle.Violation{Rule: "box", Msg: "sudoku: box 9 has two 2s", At: []grid.Point{{Y: 17, X: 17}, {Y: 15, X: 15}}}
	if _, text, _ := checkReport("sudoku", []puzzle.Violation{row, col, far}, given); !strings.HasPrefix(text, "2 mistakes: ") {
		t.Errorf("two digits: %q", text)
	}
	// Breaks at clues (a line genre) count one each.
	at := puzzle.Violation{Rule: "clue", Msg: "slitherlink: r1c1 has 3 sides on the loop, not 2", At: []grid.Point{{Y: 1, X: 1}}}
	clues := func(grid.Point) bool { return true }
	if _, text, _ := checkReport("slitherlink", []puzzle.Violation{at}, clues); text != "1 mistake: R1c1 has 3 sides on the loop, not 2" {
		t.Errorf("clue break: %q", text)
	}
	if _, text, _ := checkReport("slitherlink", []puzzle.Violation{at, at}, clues); !strings.HasPrefix(text, "2 mistakes: ") {
		t.Errorf("two clue breaks: %q", text)
	}
}

func TestKeyCaptured(t *testing.T) {
	for _, ev := range []KeyEvent{{Key: "ArrowUp"}, {Key: "5"}, {Key: "Backspace"}, {Key: "z", Ctrl: true}, {Key: "b"}, {Key: " "}, {Key: "."}} {
		if !keyCaptured(ev) {
			t.Errorf("%+v not captured", ev)
		}
	}
	for _, ev := range []KeyEvent{{Key: "Tab"}, {Key: "r", Ctrl: true}, {Key: "F5"}, {Key: "x"}, {Key: "c", Ctrl: true}} {
		if keyCaptured(ev) {
			t.Errorf("%+v captured; the browser should have it", ev)
		}
	}
}

func TestFriendlyError(t *testing.T) {
	for in, want := range map[string]string{
		`sudoku: urlcodec: bad number "%%z" at position 0`:             `Bad number "%%z" at position 0.`,
		"sudoku: size 7x7 is not supported (4x4, 6x6, 9x9 or 16x16)":   "Size 7x7 is not supported (4x4, 6x6, 9x9 or 16x16).",
		`puzzle: unknown or unsupported genre "x"`:                     `Unknown or unsupported genre "x".`,
		"urlcodec: not a puzzle link (expected ?genre/cols/rows/body)": "Not a puzzle link (expected ?genre/cols/rows/body).",
		"sudoku: r1c1 has the clue 12, outside 1..9":                   "r1c1 has the clue 12, outside 1..9.",
		"Already: a sentence.":                                         "Already: a sentence.",
		"generator: no unique nurikabe found at 20x20":                 "No unique nurikabe found at 20x20.",
		"app: saved progress is unreadable":                            "Saved progress is unreadable.",
		"r3c5: the island is too big":                                  "r3c5: the island is too big.",
	} {
		if got := friendlyError(errors.New(in)); got != want {
			t.Errorf("friendlyError(%q) = %q, want %q", in, got, want)
		}
	}
}
