package digits

import (
	"fmt"
	"strings"
	"testing"
)

// rules4 is a 4x4 board with a given 3 at r1c1 whose peers are the row.
func rules4() Rules {
	givens := make([]uint8, 16)
	givens[0] = 3
	return Rules{
		Genre: "toy", N: 4, Givens: givens,
		Peers: func(c int) []int { return []int{c / 4 * 4, c/4*4 + 1, c/4*4 + 2, c/4*4 + 3} },
		ParseAnswer: func(text string) ([]uint8, error) {
			if len(text) != 16 {
				return nil, fmt.Errorf("toy: want 16 digits")
			}
			v := make([]uint8, 16)
			for i := range text {
				v[i] = text[i] - '0'
			}
			return v, nil
		},
	}
}

func TestApply(t *testing.T) {
	r := rules4()
	b := Start(r)
	must := func(b Board, move string) Board {
		t.Helper()
		nb, err := b.Apply(r, move)
		if err != nil {
			t.Fatalf("%q: %v", move, err)
		}
		return nb
	}
	b1 := must(must(must(b, "0,1~2"), "0,2~2"), "1,0~2")
	b2 := must(b1, "0,3=2")
	if b2.Values[3] != 2 || b2.Marks[1] != 0 || b2.Marks[2] != 0 || b2.Marks[4] != 1<<2 {
		t.Fatalf("a 2 in row 1 must clear the row's 2 marks only: values %v marks %v", b2.Values, b2.Marks)
	}
	if b1.Marks[1] != 1<<2 || b1.Values[3] != 0 {
		t.Fatal("Apply changed the board it was called on")
	}
	if b3 := must(must(b2, "0,3=0"), "1,0~0"); b3.Values[3] != 0 || b3.Marks[4] != 0 {
		t.Fatalf("clearing: values %v marks %v", b3.Values, b3.Marks)
	}
	full := must(b1, "=3124"+"2413"+"1342"+"4231")
	if full.Values[15] != 1 || full.Marks[1] != 0 {
		t.Fatalf("whole answer: values %v marks %v", full.Values, full.Marks)
	}
}

func TestApplyRefuses(t *testing.T) {
	r := rules4()
	b := Start(r)
	for move, want := range map[string]string{
		"0,0=1":             "r1c1 is a given",
		"=1000000000000000": "changes the given at r1c1",
		"=12":               "want 16 digits",
		"4,0=1":             "off the 4x4 board",
		"0,1=5":             "outside 1..4",
		"0,1":               "cannot read",
		"a,1=1":             "cannot read",
		"0,1,2=1":           "cannot read",
		"0,1=x":             "cannot read",
	} {
		if _, err := b.Apply(r, move); err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "toy: ") {
			t.Errorf("%q: error %v, want one saying %q", move, err, want)
		}
	}
}
