package futoshiki

import (
	"testing"

	"pencilbox/solver/puzzle"
)

func TestMovesAndAutoClear(t *testing.T) {
	p := mustDecode(t, exampleLink)
	var s puzzle.State = p.Start()
	for _, m := range []string{"0,0~4", "0,3~4", "3,0~4", "1,1~4", "0,0~3", "0,0=4"} {
		var err error
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	st := s.(*State)
	if st.Values[0] != 4 || st.Marks[3] != 0 || st.Marks[12] != 0 || st.Marks[5] != 1<<4 || st.Marks[0] != 1<<3 {
		t.Fatalf("auto-clear: values %v marks %v", st.Values, st.Marks)
	}
	for _, bad := range []string{"0,1=3", "4,0=1", "0,0=5", "x", "0,0=a", "0,0,0=1", "=1 2 3"} {
		if _, err := s.Apply(bad); err == nil {
			t.Errorf("move %q accepted", bad)
		}
	}
	s2, err := s.Apply("0,0~0")
	if err != nil || s2.(*State).Marks[0] != 0 {
		t.Fatalf("clear marks: %v", err)
	}
	s3, err := s2.Apply("0,0=0")
	if err != nil || s3.(*State).Values[0] != 0 || st.Values[0] != 4 {
		t.Fatal("clearing a cell changed the old state or failed")
	}
	full, err := p.Start().Apply(puzzle.SetAnswerMove + exampleAnswer)
	if err != nil || p.Check(full.Answer()) != nil {
		t.Fatalf("set answer: %v", err)
	}
	if _, err := p.Start().Apply("=1 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1"); err == nil {
		t.Error("an answer that changes a given was accepted")
	}
}

func TestLayout(t *testing.T) {
	p := mustDecode(t, exampleLink)
	s, _ := p.Start().Apply("0,0=4")
	s, _ = s.Apply("0,2~1")
	s, _ = s.Apply("0,2~3")
	d := s.Layout()
	count := map[puzzle.Kind]int{}
	var rel []string
	for _, it := range d.Items {
		count[it.Kind]++
		if it.Kind == puzzle.Relation {
			rel = append(rel, it.At.String()+it.Text)
		}
		if it.Kind == puzzle.Marks && it.Text != "13" {
			t.Errorf("marks %q", it.Text)
		}
	}
	if d.Cols != 4 || d.Rows != 4 || count[puzzle.Clue] != 3 || count[puzzle.Number] != 1 || count[puzzle.Marks] != 1 || count[puzzle.Wall] != 16 {
		t.Errorf("items %v", count)
	}
	// r3c1 < r3c2 at (5,2); r2c3 above r3c3 smaller at (4,5); r3c4 above r4c4 larger at (6,7).
	want := map[string]bool{"(5,2)<": true, "(4,5)^": true, "(6,7)v": true}
	if len(rel) != 3 {
		t.Fatalf("relations %v", rel)
	}
	for _, r := range rel {
		if !want[r] {
			t.Errorf("unexpected relation %s (all: %v)", r, rel)
		}
	}
}
