package flow

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
	"pencilbox/solver/urlcodec"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	// A Numberlink board starts from its own empty board and keeps its rules.
	l, _ := urlcodec.Parse("numlin/4/4/")
	blank, err := Genre{}.DecodeDraft(l)
	if err != nil {
		t.Fatal(err)
	}
	edittest.RoundTripOn(t, Genre{}, "numlin/4/4/1g2j21h3i3", blank.(puzzle.Clued))
	// '?' dots: a number shown once ends at one (puzz.link's example).
	l5, _ := urlcodec.Parse("numlin/5/5/")
	blank5, err := Genre{}.DecodeDraft(l5)
	if err != nil {
		t.Fatal(err)
	}
	edittest.RoundTripOn(t, Genre{}, "numlin/5/5/.j2h3m1h2j3", blank5.(puzzle.Clued))
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	n := edittest.Decode(t, Genre{}, "numlin/4/4/1g2j21h3i3")
	edittest.Refused(t, p, "flow", map[puzzle.Given]string{
		{At: grid.Point{Y: 3, X: 3}, Value: "1"}:  "letters A-Z and a-z",
		{At: grid.Point{Y: 3, X: 3}, Value: "AB"}: "letters A-Z and a-z",
		{At: grid.Point{Y: 2, X: 3}, Value: "A"}:  "not a cell",
	})
	edittest.Refused(t, n, "flow", map[puzzle.Given]string{
		{At: grid.Point{Y: 3, X: 3}, Value: "A"}: "numbers 1 to 8",
		{At: grid.Point{Y: 3, X: 3}, Value: "9"}: "numbers 1 to 8",
		{At: grid.Point{Y: 3, X: 5}, Value: "1"}: "1 has 3 dots",
	})
}

// A lone dot and an empty board are drafts: linked and read back by
// DecodeDraft, refused by Decode, and drawn with the dot in place.
func TestEditDraft(t *testing.T) {
	blank, err := Genre{}.Blank(3, 3)
	if err != nil {
		t.Fatal(err)
	}
	one, err := blank.(puzzle.Clued).WithGiven(puzzle.Given{At: grid.Point{Y: 3, X: 3}, Value: "B"})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []puzzle.Puzzle{blank, one} {
		l := d.Link()
		if _, err := (Genre{}).Decode(l); err == nil {
			t.Errorf("Decode accepted the draft %s", l)
		}
		back, err := Genre{}.DecodeDraft(l)
		if err != nil || back.Link() != l {
			t.Errorf("DecodeDraft(%s) = %v, %v", l, back, err)
		}
	}
	items := one.NewState().Layout().Items
	found := false
	for _, it := range items {
		found = found || it.Kind == puzzle.Circle && it.At == (grid.Point{Y: 3, X: 3}) && it.Text == "B"
	}
	if !found {
		t.Fatalf("the lone dot is not drawn: %+v", items)
	}
	two, err := one.(puzzle.Clued).WithGiven(puzzle.Given{At: grid.Point{Y: 5, X: 5}, Value: "B"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Genre{}).Decode(two.Link()); err != nil {
		t.Fatalf("the finished pair %s: %v", two.Link(), err)
	}
}

func FuzzDecodeDraft(f *testing.F) {
	edittest.FuzzDraft(f, Genre{}.DecodeDraft, "arukone/5/5/21k6h3g2g1g54g635h4", "arukone/3/3/", "numlin/3/3/j2m", "arukone/e/3/3/1", "arukone/2/2/1111", "numlin/5/5/.j2h3m1h2j3", "arukone/3/3/.g.n")
}
