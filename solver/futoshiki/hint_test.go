package futoshiki

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// TestHintsPlayToTheEnd plays hints on a sample of the benchmark set until
// solved: every hint's move must be legal and keep the board consistent
// with the solution, and the board must end solved.
func TestHintsPlayToTheEnd(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	k := 20
	if testing.Short() {
		k = 4
	}
	techs := map[string]int{}
	for _, in := range benchset.Sample(set.Instances, k) {
		pz, err := in.Decode("futoshiki")
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		var s puzzle.State = p.Start()
		for i := 0; i < p.N*p.N+5 && p.Check(s.Answer()) != nil; i++ {
			h, err := p.Hint(context.Background(), s)
			if err != nil || h.Move == "" || h.Text == "" || len(h.At) == 0 {
				t.Fatalf("%s: hint %+v %v", in.Name, h, err)
			}
			techs[h.Technique]++
			if s, err = s.Apply(h.Move); err != nil {
				t.Fatalf("%s: hint move %q: %v", in.Name, h.Move, err)
			}
		}
		if p.Check(s.Answer()) != nil {
			t.Errorf("%s: not solved by hints", in.Name)
		}
	}
	t.Logf("techniques used: %v", techs)
}

func TestHintMistakeAndTexts(t *testing.T) {
	p := mustDecode(t, exampleLink)
	s, _ := p.Start().Apply("0,0=1") // the solution has 4 there
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Technique != "mistake" || h.Move != "0,0=0" {
		t.Fatalf("mistake hint: %+v %v", h, err)
	}
	// A chain r1c1 < r1c2 < r1c3 < r1c4 on an empty 4x4: r1c1 is at most 1.
	right := make([]Rel, 16)
	right[0], right[1], right[2] = Less, Less, Less
	q, _ := NewPuzzle(4, make([]uint8, 16), right, make([]Rel, 16))
	hm, err := NewHuman(q, q.Givens)
	if err != nil {
		t.Fatal(err)
	}
	st := hm.chain()
	if st == nil || st.Text != "Inequality chain: r1c1 < r1c2 < r1c3 < r1c4, so r1c1 is at most 1" || len(st.Elims) != 3 {
		t.Errorf("chain step: %+v", st)
	}
}

func TestGradeTiers(t *testing.T) {
	p := mustDecode(t, exampleLink)
	h, _ := NewHuman(p, p.Givens)
	hardest, solved := h.Grade(MaxTechnique)
	if !solved {
		t.Fatal("the example is not solved by the human solver")
	}
	t.Logf("example needs %v", hardest)
}
