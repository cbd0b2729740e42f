package urlcodec

import (
	"reflect"
	"testing"

	"pencilbox/solver/grid"
)

func TestReadClues(t *testing.T) {
	g := grid.Grid{Cols: 3, Rows: 2}
	clues, err := ReadClues(g, []string{". - ?", "3 12 0"})
	if err != nil || !reflect.DeepEqual(clues, []int{Empty, Empty, Unknown, 3, 12, 0}) {
		t.Fatalf("clues %v, err %v", clues, err)
	}
	if _, err := ReadClues(g, []string{"1 2 3", "4 x 6"}); err == nil || err.Error() != `clue "x" at r2c2 is not '.', '?' or a number` {
		t.Fatalf("a bad token: %v", err)
	}
	if _, err := ReadClues(g, []string{"1 2 3"}); err == nil || err.Error() != "clues: 1 rows, want 2" {
		t.Fatalf("a missing row: %v", err)
	}
}
