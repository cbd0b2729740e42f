package sudoku

import (
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// benchset finds the line reader by type assertion: a signature that
// drifts must fail here rather than leave Sudoku sets unreadable.
var _ benchset.LineDecoder = Genre{}

func TestDecodeBenchmarkLine(t *testing.T) {
	set, err := benchset.Read(strings.NewReader("open 4 12.4341..1434.21 1234341221434321 unique=yes\nshort 4 123 - unique=yes\n"), "sudoku/t.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := set.Instances[0].Decode("sudoku")
	if err != nil || puzzle.LinkOf(p) != "sudoku/4/4/12g4341h1434g21" {
		t.Fatalf("%v %v", p, err)
	}
	if _, err := set.Instances[1].Decode("sudoku"); err == nil || !strings.HasPrefix(err.Error(), "sudoku: ") {
		t.Fatalf("three givens for 4x4: err = %v", err)
	}
}
