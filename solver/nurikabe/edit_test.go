package nurikabe

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
	"pencilbox/solver/urlcodec"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
	edittest.RoundTrip(t, Genre{}, "nurikabe/3/3/.m9") // a '?' and the largest number
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example())
	edittest.Refused(t, p, "nurikabe", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "26"}: `clues are 1 to 25 or "?"`,
		{At: grid.Point{Y: 1, X: 1}, Value: "0"}:  `clues are 1 to 25 or "?"`,
		{At: grid.Point{Y: 2, X: 1}, Value: "1"}:  "not a cell",
	})
}

// The blank board and any board its setter empties again are drafts: the
// editor reads their links back, the strict decoder still refuses them.
func TestEditDraft(t *testing.T) {
	blank, err := Genre{}.Blank(4, 3)
	if err != nil {
		t.Fatal(err)
	}
	l := blank.Link()
	if _, err := (Genre{}).Decode(l); err == nil {
		t.Fatal("Decode accepted a board with no numbers")
	}
	d, err := Genre{}.DecodeDraft(l)
	if err != nil || d.Link() != l {
		t.Fatalf("DecodeDraft(%s) = %v, %v", l, d, err)
	}
	for _, bad := range []string{"nurikabe/2/2/-1g", "nurikabe/0/2/"} {
		bl, err := urlcodec.Parse(bad)
		if err != nil {
			continue
		}
		if _, err := (Genre{}).DecodeDraft(bl); err == nil {
			t.Errorf("DecodeDraft accepted %s", bad)
		}
	}
}

func FuzzDecodeDraft(f *testing.F) {
	edittest.FuzzDraft(f, Genre{}.DecodeDraft, "nurikabe/5/5/i2m2g3g2o", "nurikabe/3/3/", "nurikabe/2/2/-1g", "nurikabe/3/3/.m9")
}
