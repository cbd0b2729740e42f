package report

import (
	"reflect"
	"testing"

	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

func decode(t *testing.T, link string) puzzle.Puzzle {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("%s: %v", link, err)
	}
	return p
}

// The genres' own examples, counted by hand from their links.
func TestMeasure(t *testing.T) {
	for _, tc := range []struct {
		link   string
		cells  int
		givens int
		clues  map[int]int
		extra  []puzzle.Stat
	}{
		// Clues 2 at r1c4, r3c2, r4c1 and 3 at r3c4.
		{"nurikabe/5/5/i2m2g3g2o", 25, 4, map[int]int{2: 3, 3: 1}, nil},
		// Seven islands (3 2 3 1 1 2 2); each is a Circle and a Clue at one point, counted once.
		{"hashi/5/5/3i2k3h1l1g2g2", 25, 7, map[int]int{1: 2, 2: 3, 3: 2}, []puzzle.Stat{{Name: "islands", Value: 7}}},
		// Three digits (2, 3, 2) and three signs, which are not cells.
		{"futoshiki/4/4/g2j3m2g00900092", 16, 3, map[int]int{2: 2, 3: 1}, []puzzle.Stat{{Name: "signs", Value: 3}}},
		// Twelve lettered dots, six paths over all 25 cells (Flow Free).
		{"arukone/5/5/21k6h3g2g1g54g635h4", 25, 12, map[int]int{}, []puzzle.Stat{{Name: "paths", Value: 6}, {Name: "mean_len", Value: 25.0 / 6}}},
		// Row and column sums lie outside the board: only the two givens count.
		{"survo/4/3/-1e-12-1e-1b-10a-19g6h8k3g", 12, 3, map[int]int{6: 1, 8: 1, 3: 1}, nil},
	} {
		f := Measure(decode(t, tc.link), nil)
		if f.Cells != tc.cells || f.Givens != tc.givens || !reflect.DeepEqual(f.Clues, tc.clues) || !reflect.DeepEqual(f.Extra, tc.extra) {
			t.Errorf("%s: got %+v, want cells %d givens %d clues %v extra %v", tc.link, f, tc.cells, tc.givens, tc.clues, tc.extra)
		}
	}
}

// A Numberlink board may leave cells empty: its mean path length comes
// only with a solution.
func TestMeasureNumberlinkNeedsSolution(t *testing.T) {
	p := decode(t, "numlin/3/3/1g1h2g2")
	if f := Measure(p, nil); len(f.Extra) != 1 || f.Extra[0].Name != "paths" {
		t.Errorf("without a solution: %+v, want paths only", f.Extra)
	}
	sol, err := p.ParseAnswer("1 1 1\n. . .\n2 2 2")
	if err != nil {
		t.Fatal(err)
	}
	want := []puzzle.Stat{{Name: "paths", Value: 2}, {Name: "mean_len", Value: 3}}
	if f := Measure(p, sol); !reflect.DeepEqual(f.Extra, want) {
		t.Errorf("with the solution: %+v, want %+v", f.Extra, want)
	}
}

func TestAggregate(t *testing.T) {
	var r Row
	r.aggregate([]Figures{
		{Cells: 8, Givens: 2, Clues: map[int]int{1: 1, 2: 1}, Extra: []puzzle.Stat{{Name: "signs", Value: 4}}},
		{Cells: 8, Givens: 6, Clues: map[int]int{1: 2}, Extra: []puzzle.Stat{{Name: "signs", Value: 6}}},
	})
	if r.GivensRatio != 0.5 {
		t.Errorf("givens ratio %v, want 0.5", r.GivensRatio)
	}
	if want := map[string]float64{"1": 0.75, "2": 0.25}; !reflect.DeepEqual(r.ClueShare, want) {
		t.Errorf("clue share %v, want %v", r.ClueShare, want)
	}
	if want := map[string]float64{"signs": 5}; !reflect.DeepEqual(r.Extra, want) {
		t.Errorf("extra %v, want %v", r.Extra, want)
	}
}

func TestCompactShare(t *testing.T) {
	for _, tc := range []struct {
		share map[string]float64
		want  string
	}{
		{nil, "-"},
		{map[string]float64{"2": 0.25, "1": 0.75}, "1=75% 2=25%"},
		// Six values fit; a seventh folds the tail into "6+".
		{map[string]float64{"1": .1, "2": .1, "3": .1, "4": .1, "5": .1, "6": .5}, "1=10% 2=10% 3=10% 4=10% 5=10% 6=50%"},
		{map[string]float64{"1": .1, "2": .1, "3": .1, "4": .1, "5": .1, "6": .3, "10": .2}, "1=10% 2=10% 3=10% 4=10% 5=10% 6+=50%"},
	} {
		if got := compactShare(tc.share); got != tc.want {
			t.Errorf("compactShare(%v) = %q, want %q", tc.share, got, tc.want)
		}
	}
}
