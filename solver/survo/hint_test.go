package survo

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// TestHintsPlayToTheEnd plays hints on Figure 1 and a sample of the set
// until solved; every hint must carry a legal move and a text.
func TestHintsPlayToTheEnd(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var small []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols*in.Rows <= 25 {
			small = append(small, in)
		}
	}
	k := 12
	if testing.Short() {
		k = 3
	}
	puzzles := []*Puzzle{figure1(t)}
	for _, in := range benchset.Sample(small, k) {
		pz, err := in.Decode("survo")
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, pz.(*Puzzle))
	}
	techs := map[string]int{}
	for _, p := range puzzles {
		var s puzzle.State = p.Start()
		for i := 0; i < p.Cells()+2 && p.Check(s.Answer()) != nil; i++ {
			h, err := p.Hint(context.Background(), s)
			if err != nil || h.Move == "" || h.Text == "" || len(h.At) == 0 {
				t.Fatalf("%s: hint %+v %v", puzzle.LinkOf(p), h, err)
			}
			techs[h.Technique]++
			if s, err = s.Apply(h.Move); err != nil {
				t.Fatalf("hint move %q: %v", h.Move, err)
			}
		}
		if p.Check(s.Answer()) != nil {
			t.Errorf("%s: not solved by hints", puzzle.LinkOf(p))
		}
	}
	t.Logf("rules used: %v", techs)
}

func TestHintRules(t *testing.T) {
	p := figure1(t)
	// Fill row 1 but one cell: the last cell takes the rest.
	s, _ := p.Start().Apply("0,0=12")
	s, _ = s.Apply("0,2=2")
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Technique != "last cell" || h.Move != "0,3=10" || !strings.Contains(h.Text, "row 1 has one empty cell, r1c4, which takes the remaining 10") {
		t.Fatalf("last cell hint: %+v %v", h, err)
	}
	s, _ = s.Apply("0,3=9")
	if h, _ := p.Hint(context.Background(), s); h.Technique != "mistake" {
		t.Fatalf("a wrong sum gave %+v", h)
	}
	// Column 3 (sum 10, given 3) has 7 left for 2 cells from 1..12 without
	// 3, 6, 8: numbers 7 and above are too large there.
	hm, _ := NewHuman(p, p.Givens)
	var found bool
	for i := 0; i < 20 && !found; i++ {
		st, ok := hm.Next()
		if !ok {
			break
		}
		found = strings.Contains(st.Text, "column 3 has 7 left for 2 empty cells, so 7, 9, 10, 11, 12 are too large")
		hm.Apply(st)
	}
	if !found {
		t.Error("no exclusion step for column 3")
	}
}
