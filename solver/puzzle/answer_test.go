package puzzle

import (
	"errors"
	"strings"
	"testing"

	"pencilbox/solver/grid"
)

type digitsAnswer struct{ vals []int }

func (d digitsAnswer) String() string {
	var b strings.Builder
	for _, v := range d.vals {
		b.WriteByte(byte('0' + v))
	}
	return b.String()
}

type textAnswer string

func (t textAnswer) String() string { return string(t) }

func TestAnswerAs(t *testing.T) {
	fit := func(d digitsAnswer) ([]int, bool) { return d.vals, len(d.vals) == 3 }
	parsed := 0
	parse := func(s string) ([]int, error) {
		parsed++
		if len(s) != 3 {
			return nil, errors.New("toy: want 3 digits")
		}
		out := make([]int, 3)
		for i := range s {
			out[i] = int(s[i] - '0')
		}
		return out, nil
	}
	own := digitsAnswer{[]int{1, 2, 3}}
	if v, err := AnswerAs("toy", own, fit, parse); err != nil || parsed != 0 || v[2] != 3 {
		t.Fatalf("own type: %v %v, parsed %d", v, err, parsed)
	}
	if v, err := AnswerAs("toy", &own, fit, parse); err != nil || parsed != 0 || v[0] != 1 {
		t.Fatalf("pointer to own type: %v %v, parsed %d", v, err, parsed)
	}
	if v, err := AnswerAs("toy", textAnswer("321"), fit, parse); err != nil || parsed != 1 || v[0] != 3 {
		t.Fatalf("another type goes through its text: %v %v", v, err)
	}
	if _, err := AnswerAs("toy", digitsAnswer{[]int{1}}, fit, parse); err == nil {
		t.Fatal("an own answer that does not fit was accepted without its text being read")
	}
	for _, a := range []Answer{nil, (*digitsAnswer)(nil)} {
		if _, err := AnswerAs("toy", a, fit, parse); err == nil || err.Error() != "toy: no answer" {
			t.Fatalf("%#v: %v", a, err)
		}
	}
}

func TestEmptyCells(t *testing.T) {
	g := grid.Grid{Cols: 2, Rows: 2}
	if v := EmptyCells("toy", g, []uint8{1, 2, 3, 4}); v != nil {
		t.Fatalf("a full board: %v", v)
	}
	v := EmptyCells("toy", g, []int{1, 0, 3, 4})
	if len(v) != 1 || !v[0].Incomplete || v[0].Msg != "toy: 1 cell is empty" || v[0].At[0] != g.CellPoint(1) {
		t.Fatalf("one empty cell: %+v", v)
	}
	v = EmptyCells("toy", g, []int{0, 0, 3, 0})
	if len(v) != 1 || v[0].Msg != "toy: 3 cells are empty" || len(v[0].At) != 3 {
		t.Fatalf("three empty cells: %+v", v)
	}
}
