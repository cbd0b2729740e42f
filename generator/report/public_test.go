package report

import (
	"reflect"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
)

func TestPublic(t *testing.T) {
	set, err := benchset.ReadFile("testdata/nurikabe/tiny.txt")
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	rows := Public(set, func(s string) { notes = append(notes, s) })
	if len(rows) != 2 {
		t.Fatalf("%d rows, want 3x3 and 5x5", len(rows))
	}
	small, big := rows[0], rows[1]
	if small.Size != "3x3" || small.N != 1 || small.OK != 0 || small.Failed != 1 {
		t.Errorf("3x3 row %+v, want 1 undecodable", small)
	}
	if big.Size != "5x5" || big.Genre != "nurikabe" || big.Set != "tiny" || big.Level != "public" || big.N != 2 || big.OK != 2 || big.Duplicates != 1 {
		t.Errorf("5x5 row %+v, want 2 decoded, 1 duplicate", big)
	}
	if big.GivensRatio != 4.0/25 || !reflect.DeepEqual(big.ClueShare, map[string]float64{"2": 0.75, "3": 0.25}) {
		t.Errorf("5x5 figures: givens %v, clues %v", big.GivensRatio, big.ClueShare)
	}
	if len(notes) != 2 || !strings.Contains(notes[0], "duplicate: tiny tiny_2 is tiny_1") || !strings.Contains(notes[1], "failed: tiny tiny_3") {
		t.Errorf("notes %q", notes)
	}
}

// The recorded solution reaches the genre's figures.
func TestPublicSolution(t *testing.T) {
	set, err := benchset.ReadFile("testdata/flow/tiny.txt")
	if err != nil {
		t.Fatal(err)
	}
	rows := Public(set, nil)
	if want := map[string]float64{"paths": 2, "mean_len": 3}; len(rows) != 1 || !reflect.DeepEqual(rows[0].Extra, want) {
		t.Errorf("rows %+v, want extra %v", rows, want)
	}
}
