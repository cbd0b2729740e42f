package futoshiki

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// Every hint states the eliminations its placement rests on: applied
// alone (without the others the solver made on the way), they leave the
// placement to its own rule, and each is in the hint's text. Played along
// hint by hint on a sample of the benchmark set.
func TestHintChainsStateEachStep(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	k := 12
	if testing.Short() {
		k = 4
	}
	multi := 0
	for _, in := range benchset.Sample(set.Instances, k) {
		pz, err := in.Decode("futoshiki")
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*Puzzle)
		var s puzzle.State = p.Start()
		for i := 0; i < p.N*p.N+5 && p.Check(s.Answer()) != nil; i++ {
			values := s.(*State).Values
			h, err := NewHuman(p, values)
			if err != nil {
				t.Fatal(err)
			}
			links, place := h.placementChain(10 * p.N * p.N)
			if place != nil {
				if len(links) > 1 {
					multi++
				}
				fresh, _ := NewHuman(p, values)
				for _, l := range links {
					fresh.Apply(l)
				}
				if !follows(fresh, place) {
					t.Fatalf("%s: %q does not follow from the stated links %q", in.Name, place.Text, texts(links))
				}
			}
			hint, err := p.Hint(context.Background(), s)
			if err != nil || hint.Move == "" {
				t.Fatalf("%s: hint %+v %v", in.Name, hint, err)
			}
			for _, l := range links {
				if !strings.Contains(hint.Text, l.Text[1:]) {
					t.Errorf("%s: hint %q leaves out the step %q", in.Name, hint.Text, l.Text)
				}
			}
			if s, err = s.Apply(hint.Move); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("hints resting on two or more eliminations: %d", multi)
}

// follows reports whether place's rule holds on h: its cell has one
// candidate left (naked single), or its digit one place in its row or
// column (hidden single).
func follows(h *Human, place *Step) bool {
	n, c, d := h.P.N, place.Cell, place.Digit
	if place.Tech == NakedSingle {
		return h.Cand[c] == 1<<d
	}
	for _, u := range []int{c / n, n + c%n} {
		k := 0
		for _, q := range h.line(u) {
			if h.Cand[q]&(1<<d) != 0 {
				k++
			}
		}
		if k == 1 {
			return true
		}
	}
	return false
}

func texts(steps []*Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Text)
	}
	return out
}
