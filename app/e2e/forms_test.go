//go:build !(js && wasm)

package e2e

// The puzz.link forms beyond the plain genres, end to end in one tab: a
// Numberlink link with a '?' dot played to "Solved" by real drags (the
// '?' line drawn from the '?'), the slither/f and fillomino/t variants
// named on the page, and a 25x25 Sudoku finished by typing two-digit
// numbers.

import (
	"strings"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

func TestPuzzlinkForms(t *testing.T) {
	needEnv(t)
	tb := newTab(t, testDeadline)

	// pzprjs's numlin example with its first 1 written '?'.
	f := flowFixtureOf(t, "numlin/5/5/.j2h3m1h2j3")
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of the ? link\n  got  %q\n  want %q", got, f.givenText)
	}
	for k := 1; k < len(f.paths); k++ {
		flowDrag(tb, f.cols, f.paths[k])
	}
	tb.waitAnswer(f.solvedText, 5*time.Second, "after drawing every line")
	flowWaitSolved(t, tb)
	if got := tb.link(); got != f.link {
		t.Errorf("data-link %q, want the link as given %q", got, f.link)
	}

	for _, c := range []struct{ link, words string }{
		{"slither/f/3/3/gdk", "every dot"},
		{"fillomino/t/4/4/g21o21h", "more than 3"},
	} {
		tb.open("/?" + c.link)
		tb.waitBoard()
		var ok bool
		tb.must(tb.waitJS(c.link+": the variant chip and title",
			`!!document.getElementById('variant-chip') && document.title.includes('(variant)')`, 10*time.Second, &ok))
		if got := tb.text("variant-rules"); !strings.Contains(got, c.words) {
			t.Errorf("%s: the rules say %q, want the variant (%q)", c.link, got, c.words)
		}
		if got := tb.link(); got != c.link {
			t.Errorf("data-link %q, want %q", got, c.link)
		}
	}

	// A full 25x25 grid (row r, column c holds ((r mod 5)*5 + r/5 + c)
	// mod 25 + 1) with three cells left: 12 and 25 in the first row, 6 in
	// the second.
	n := 25
	givens := make([]uint8, n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			givens[r*n+c] = uint8((r%5*5+r/5+c)%n + 1)
		}
	}
	open := map[int]int{11: 12, 24: 25, 25: 6}
	for i := range open {
		givens[i] = 0
	}
	geo, err := sudoku.GeometryOf(n)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sudoku.NewPuzzle(geo, givens)
	if err != nil {
		t.Fatal(err)
	}
	tb.open("/?" + puzzle.LinkOf(p))
	tb.waitBoard()
	var pad []string
	tb.must(tb.eval(`Array.from(document.querySelectorAll('.pad-key')).map(b => b.textContent.trim())`, &pad))
	if len(pad) != n+1 || pad[9] != "10" || pad[n-1] != "25" {
		t.Errorf("pad %q, want 1..25 and Erase", pad)
	}
	ty := &numTyper{tb: tb, cols: n}
	for _, i := range []int{11, 24, 25} {
		ty.put(i, open[i])
	}
	if _, err := tb.waitText("status", 10*time.Second, `contains "Solved"`, func(s string) bool {
		return strings.Contains(s, "Solved")
	}); err != nil {
		t.Errorf("%v (answer %q)", err, tb.answer())
	}
	tb.noCrash("puzz.link forms")
}
