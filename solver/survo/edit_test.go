package survo

import (
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/edittest"
)

func TestEditRoundTrip(t *testing.T) {
	edittest.RoundTrip(t, Genre{}, Genre{}.Example())
}

func TestEditRefuses(t *testing.T) {
	p := edittest.Decode(t, Genre{}, Genre{}.Example()) // 4x3: numbers 1..12, sums up to 78
	edittest.Refused(t, p, "survo", map[puzzle.Given]string{
		{At: grid.Point{Y: 1, X: 1}, Value: "13"}: "not a number; they are 1 to 12",
		{At: grid.Point{Y: 1, X: 9}, Value: "79"}: "not a row sum; they are 1 to 78",
		{At: grid.Point{Y: 7, X: 1}, Value: "x"}:  "not a column sum",
		{At: grid.Point{Y: 7, X: 9}, Value: "1"}:  "not a cell or a sum's place",
		{At: grid.Point{Y: 1, X: 8}, Value: "1"}:  "not a cell or a sum's place",
		{At: grid.Point{Y: 1, X: 1}, Value: "6"}:  "6 is given twice",
	})
}

// Sums written one at a time pass through drafts: the editor reads their
// links back, the strict decoder refuses them, and the missing sums are
// not drawn.
func TestEditDraft(t *testing.T) {
	blank, err := Genre{}.Blank(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	half := edittest.BuildOn(t, blank.(puzzle.Clued), []puzzle.Given{{At: grid.Point{Y: 1, X: 5}, Value: "3"}})
	for _, d := range []puzzle.Puzzle{blank, half} {
		l := d.Link()
		if _, err := (Genre{}).Decode(l); err == nil {
			t.Errorf("Decode accepted the draft %s", l)
		}
		back, err := Genre{}.DecodeDraft(l)
		if err != nil || back.Link() != l {
			t.Errorf("DecodeDraft(%s) = %v, %v", l, back, err)
		}
	}
	clues := 0
	for _, it := range half.NewState().Layout().Items {
		if it.Kind == puzzle.Clue {
			clues++
		}
	}
	if clues != 1 {
		t.Fatalf("a draft with one sum draws %d clues", clues)
	}
	// 1 2 / 3 4: rows 3 and 7, columns 4 and 6 make a strict puzzle.
	whole := edittest.BuildOn(t, half, []puzzle.Given{
		{At: grid.Point{Y: 3, X: 5}, Value: "7"}, {At: grid.Point{Y: 5, X: 1}, Value: "4"}, {At: grid.Point{Y: 5, X: 3}, Value: "6"},
	})
	if _, err := (Genre{}).Decode(whole.Link()); err != nil {
		t.Fatalf("%s: %v", whole.Link(), err)
	}
}

func FuzzDecodeDraft(f *testing.F) {
	edittest.FuzzDraft(f, Genre{}.DecodeDraft, exampleLink, "survo/2/2/", "survo/2/2/3", "survo/2/2/3737", "survo/3/3/-1e.", "survo/2/2/0000")
}
