package survo

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"pencilbox/solver/puzzle"
)

// figure1 is the paper's Figure 1: 3 rows, 4 columns.
func figure1(t testing.TB) *Puzzle {
	givens := make([]int, 12)
	givens[1], givens[4], givens[10] = 6, 8, 3
	p, err := NewPuzzle(4, 3, []int{30, 18, 30}, []int{27, 16, 10, 25}, givens)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const figure1Answer = "12 6 2 10\n8 1 5 4\n7 9 3 11"

func TestFigure1Golden(t *testing.T) {
	p := figure1(t)
	ctx := context.Background()
	for name, solve := range map[string]func(context.Context, int) puzzle.Result{"search": p.Solve, "sat": p.SolveReference} {
		r := solve(ctx, 2)
		if err := puzzle.Verify(p, r); err != nil || r.Status != puzzle.Unique || r.Answer.String() != figure1Answer {
			t.Errorf("%s: %v %v\n%v", name, r.Status, err, r.Answer)
		}
	}
	if got := puzzle.LinkOf(p); got != exampleLink {
		t.Errorf("link %q, want %q", got, exampleLink)
	}
}

func TestDecodeRefuses(t *testing.T) {
	for link, want := range map[string]string{
		"?survo/21/3/": "larger than the 20x20 limit",
		"?survo/1/3/":  "too small",
		"?survo/x/4/3/-1e-12-1e-1b-10a-19g6h8k3g": "flags",
		"?survo/4/3/-1eg-1e-1b-10a-19g6h8k3g":     "row 2 has no sum",
		"?survo/4/3/-1e-12-1f-1b-10a-19g6h8k3g":   "row sums add up to 79",
		"?survo/4/3/-1e-12-1e-1b-10a-19g6h8k3g1":  "unexpected text",
		"?survo/4/3/-1e-12-1e-1b-10a-19g6h6k3g":   "6 is given twice",
		"?survo/4/3/-1e-12-1e-1b-10a-19g-0dh8k3g": "outside 1..12",
		"?survo/4/3/-1e-12-1e-1b-10a-19g.h8k3g":   "'?' clue",
		"?survo/4/3/-1e-12-1e-1b-10a-19cbag8k3g":  "row 1 already adds up to 33, but its sum is 30",
	} {
		_, err := puzzle.Decode(link)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "survo: ") {
			t.Errorf("%s: err = %v, want %q", link, err, want)
		}
	}
}

func TestCheckAndMoves(t *testing.T) {
	p := figure1(t)
	good, err := p.ParseAnswer(figure1Answer)
	if err != nil || p.Check(good) != nil {
		t.Fatalf("solution rejected: %v %v", err, p.Check(good))
	}
	bad, _ := p.ParseAnswer("12 6 2 10\n8 1 4 5\n7 9 3 11")
	var msgs []string
	for _, v := range p.Check(bad) {
		msgs = append(msgs, v.Msg)
	}
	got := strings.Join(msgs, "\n")
	for _, want := range []string{"survo: column 3 adds up to 9, not 10", "survo: column 4 adds up to 26, not 25"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	dup, _ := p.ParseAnswer("12 6 2 10\n8 1 5 4\n7 9 3 12")
	if vs := p.Check(dup); len(vs) == 0 || vs[0].Rule != "repeat" && !strings.Contains(fmt.Sprint(vs), "12 appears 2 times") {
		t.Errorf("duplicate: %v", vs)
	}
	var s puzzle.State = p.Start()
	for _, m := range []string{"0,0~12", "0,0~7", "2,0~12", "1,1~5", "0,0=12", "1,1=1"} {
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	st := s.(*State)
	if st.Values[0] != 12 || len(st.Marks[8]) != 0 || fmt.Sprint(st.Marks[0]) != "[7]" || fmt.Sprint(st.Marks[5]) != "[5]" {
		t.Fatalf("values %v marks %v", st.Values, st.Marks)
	}
	if fmt.Sprint(st.Remaining()) != "[12 9 27 7 9 7 25]" {
		t.Errorf("remaining %v", st.Remaining())
	}
	if u := st.Unused(); len(u) != 7 || u[0] != 2 || u[6] != 11 {
		t.Errorf("unused %v", u)
	}
	for _, bad := range []string{"0,1=3", "3,0=1", "0,0=13", "x", "0,0=a", "=1 2"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("move %q accepted", bad)
		}
	}
	full, err := p.Start().Apply(puzzle.SetAnswerMove + figure1Answer)
	if err != nil || p.Check(full.Answer()) != nil {
		t.Fatalf("set answer: %v", err)
	}
	d := s.Layout()
	if d.Cols != 5 || d.Rows != 4 {
		t.Fatalf("display %dx%d", d.Cols, d.Rows)
	}
	found := map[string]bool{}
	for _, it := range d.Items {
		found[fmt.Sprintf("%d %v %s %d", it.Kind, it.At, it.Text, it.Value)] = true
	}
	// The full board: every line full and adding up shows its sum alone.
	for _, it := range full.Layout().Items {
		if it.Kind == puzzle.Clue && strings.Contains(it.Text, "\n") {
			t.Errorf("solved board: sum %q at %v still shows what is left", it.Text, it.At)
		}
	}
	for _, want := range []string{
		fmt.Sprintf("%d (1,9) 30\n12 12", puzzle.Clue), // row 1 sum, 12 left
		fmt.Sprintf("%d (7,7) 25 25", puzzle.Clue),     // column 4 sum
		fmt.Sprintf("%d (1,3) 6 6", puzzle.Clue),       // given
		fmt.Sprintf("%d (1,1) 12 12", puzzle.Number),
	} {
		if !found[want] {
			t.Errorf("layout lacks %q", want)
		}
	}
	// One two-digit mark must not read as two one-digit marks: marks text
	// is a list of decimals, each followed by a space.
	m, err := p.Start().Apply("0,3~12")
	if err != nil {
		t.Fatal(err)
	}
	if m, err = m.Apply("0,0~3"); err != nil {
		t.Fatal(err)
	}
	if m, err = m.Apply("0,0~11"); err != nil {
		t.Fatal(err)
	}
	marks := map[string]string{}
	for _, it := range m.Layout().Items {
		if it.Kind == puzzle.Marks {
			marks[fmt.Sprint(it.At)] = it.Text
		}
	}
	if marks["(1,7)"] != "12 " || marks["(1,1)"] != "3 11 " || len(marks) != 2 {
		t.Errorf("marks texts %q, want (1,7) \"12 \" and (1,1) \"3 11 \"", marks)
	}
}
