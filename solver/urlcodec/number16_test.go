package urlcodec

import (
	"reflect"
	"testing"
)

func TestClueTokens(t *testing.T) {
	clues, bad := ClueTokens([]string{".", "-", "?", "3", "12"})
	if bad != -1 || !reflect.DeepEqual(clues, []int{Empty, Empty, Unknown, 3, 12}) {
		t.Fatalf("clues %v, bad %d", clues, bad)
	}
	if clues, bad := ClueTokens([]string{"1", "x", "2"}); clues != nil || bad != 1 {
		t.Fatalf("a bad token: clues %v, bad %d", clues, bad)
	}
}
