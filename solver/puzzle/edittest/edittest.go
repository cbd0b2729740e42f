// Package edittest checks a genre's setter contract (puzzle.Editable and
// puzzle.Clued) the same way for every genre: a puzzle built clue by clue
// from a blank board is the puzzle its link describes, in any order; taking
// every clue away gives the blank board back; refused clues say why.
package edittest

import (
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Decode reads link with genre g's decoder, failing the test on error.
func Decode(t testing.TB, g puzzle.Genre, link string) puzzle.Clued {
	t.Helper()
	l, err := urlcodec.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.Decode(l)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	c, ok := p.(puzzle.Clued)
	if !ok {
		t.Fatalf("%s: %T is not puzzle.Clued", link, p)
	}
	return c
}

// Build places givens one by one on the blank board of the size given,
// failing the test at the first refusal.
func Build(t testing.TB, g puzzle.Editable, cols, rows int, givens []puzzle.Given) puzzle.Clued {
	t.Helper()
	b, err := g.Blank(cols, rows)
	if err != nil {
		t.Fatalf("Blank(%d, %d): %v", cols, rows, err)
	}
	return BuildOn(t, b.(puzzle.Clued), givens)
}

// Build places givens one by one on start, failing the test at the first
// refusal.
func BuildOn(t testing.TB, start puzzle.Clued, givens []puzzle.Given) puzzle.Clued {
	t.Helper()
	cur := start
	for _, gv := range givens {
		next, err := cur.WithGiven(gv)
		if err != nil {
			t.Fatalf("placing %+v on %s: %v", gv, cur.Link(), err)
		}
		cur = next.(puzzle.Clued)
	}
	return cur
}

// RoundTrip checks the contract on link, a puzzle of genre g that uses
// every kind of clue the genre has (its Example, usually), building it
// from g's Blank board.
func RoundTrip(t *testing.T, g puzzle.Editable, link string) {
	t.Helper()
	p := Decode(t, g, link)
	cols, rows := p.Size()
	blank, err := g.Blank(cols, rows)
	if err != nil {
		t.Fatalf("Blank(%d, %d): %v", cols, rows, err)
	}
	RoundTripOn(t, g, link, blank.(puzzle.Clued))
}

// RoundTripOn is RoundTrip from another empty board (a rule variant's).
func RoundTripOn(t *testing.T, g puzzle.Genre, link string, blank puzzle.Clued) {
	t.Helper()
	p := Decode(t, g, link)
	want := p.Link().String()
	givens := p.GivenList()
	if len(givens) == 0 {
		t.Fatalf("%s lists no givens", link)
	}
	for i := 1; i < len(givens); i++ {
		a, b := givens[i-1].At, givens[i].At
		if a.Y > b.Y || a.Y == b.Y && a.X >= b.X {
			t.Fatalf("givens are not in position order: %v then %v", a, b)
		}
	}
	built := BuildOn(t, blank, givens)
	if got := built.Link().String(); got != want {
		t.Fatalf("built clue by clue: %s, want %s", got, want)
	}
	reversed := make([]puzzle.Given, len(givens))
	for i, gv := range givens {
		reversed[len(givens)-1-i] = gv
	}
	if got := BuildOn(t, blank, reversed).Link().String(); got != want {
		t.Fatalf("built in reverse: %s, want %s", got, want)
	}
	if got := built.GivenList(); !same(got, givens) {
		t.Fatalf("the built puzzle lists %v, want %v", got, givens)
	}
	cur := p
	for _, gv := range givens {
		next, err := cur.WithGiven(puzzle.Given{At: gv.At})
		if err != nil {
			t.Fatalf("removing %+v: %v", gv, err)
		}
		if cur.Link().String() == next.Link().String() {
			t.Fatalf("removing %+v changed nothing", gv)
		}
		cur = next.(puzzle.Clued)
	}
	if got := cur.Link().String(); got != blank.Link().String() {
		t.Fatalf("every clue removed: %s, want the blank %s", got, blank.Link())
	}
	if len(cur.GivenList()) != 0 {
		t.Fatalf("every clue removed, still lists %v", cur.GivenList())
	}
	if p.Link().String() != want {
		t.Fatal("WithGiven changed its receiver")
	}
	// Placing a given that is already there changes nothing.
	again, err := p.WithGiven(givens[0])
	if err != nil || again.Link().String() != want {
		t.Fatalf("placing %+v again: %v, %v", givens[0], again, err)
	}
}

// Refused checks that each given is refused on p with a message that
// names the genre and contains the fragment.
func Refused(t *testing.T, p puzzle.Clued, genre string, cases map[puzzle.Given]string) {
	t.Helper()
	for gv, frag := range cases {
		q, err := p.WithGiven(gv)
		if err == nil {
			t.Errorf("%+v was accepted: %s", gv, q.Link())
			continue
		}
		if msg := err.Error(); !strings.HasPrefix(msg, genre+": ") || !strings.Contains(msg, frag) {
			t.Errorf("%+v: %q, want a %s message with %q", gv, msg, genre, frag)
		}
	}
}

func same(a, b []puzzle.Given) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FuzzDraft fuzzes a genre's draft decoder (decode, the genre's DecodeDraft)
// from seeds: whatever it accepts must re-read to the same link, and its
// givens and board layout must not panic.
func FuzzDraft(f *testing.F, decode func(urlcodec.Link) (puzzle.Puzzle, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := urlcodec.Parse(s)
		if err != nil {
			return
		}
		p, err := decode(l)
		if err != nil {
			return
		}
		again, err := decode(p.Link())
		if err != nil || again.Link() != p.Link() {
			t.Fatalf("%s: re-read %v, %v", p.Link(), again, err)
		}
		if c, ok := p.(puzzle.Clued); ok {
			c.GivenList()
		}
		p.NewState().Layout()
	})
}
