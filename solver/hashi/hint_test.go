package hashi

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// playHints follows hints from the empty board to the end, checking every
// move against the unique solution; it returns the techniques used.
func playHints(t *testing.T, p *Puzzle) map[string]int {
	t.Helper()
	r := p.Solve(context.Background(), 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("%s: %v", puzzle.LinkOf(p), r.Status)
	}
	sol := r.Answer.(Answer).Count
	used := map[string]int{}
	s := puzzle.State(p.NewState())
	for i := 0; i < 4*len(p.Bridges)+2; i++ {
		h, err := p.Hint(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if h.Technique == "solved" {
			return used
		}
		if h.Technique == "mistake" || h.Move == "" || h.Text == "" {
			t.Fatalf("hint %d: %+v", i, h)
		}
		used[h.Technique]++
		if s, err = s.Apply(h.Move); err != nil {
			t.Fatalf("hint move %q: %v", h.Move, err)
		}
		for b, m := range s.(*State).Marks {
			if m == NoBridge && sol[b] > 0 || m != NoBridge && m > sol[b] {
				t.Fatalf("hint %q (%s) is wrong about %s", h.Text, h.Move, p.bridgeName(b))
			}
		}
	}
	t.Fatalf("hints did not finish %s", puzzle.LinkOf(p))
	return nil
}

func TestHintsSolveExample(t *testing.T) {
	used := playHints(t, mustDecode(t, "hashi/5/5/3i2k3h1l1g2g2"))
	if used["forced"] > 0 || used["island count"] == 0 {
		t.Fatalf("example techniques: %v", used)
	}
}

func TestHintRulesOnBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 8
	if testing.Short() {
		n = 2
	}
	total := map[string]int{}
	for _, in := range benchset.Sample(set.Instances, n) {
		pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range playHints(t, pz.(*Puzzle)) {
			total[k] += v
		}
	}
	t.Logf("techniques: %v", total)
	for _, k := range []string{"island count", "isolation"} {
		if total[k] == 0 {
			t.Errorf("rule %q never used on the sample", k)
		}
	}
}

func TestHintMistake(t *testing.T) {
	p := mustDecode(t, "hashi/5/5/3i2k3h1l1g2g2")
	s, _ := p.NewState().Apply("0,0-0,4=2")
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Technique != "mistake" || h.Move != "0,0-0,4=1" {
		t.Fatalf("mistake hint: %+v %v", h, err)
	}
	// It says what is wrong in words, not "it has 1 bridges".
	if h.Text != "Between r1c1 and r1c5 the solution has a single bridge, not a double bridge." {
		t.Errorf("mistake text %q", h.Text)
	}
}
