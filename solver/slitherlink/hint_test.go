package slitherlink

import (
	"context"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// playHints follows hints from the empty board to the end and checks every
// move against the unique solution; it returns the techniques used.
func playHints(t *testing.T, p *Puzzle) map[string]int {
	t.Helper()
	sol := p.Solve(context.Background(), 2)
	if sol.Status != puzzle.Unique {
		t.Fatalf("%s: %v", puzzle.LinkOf(p), sol.Status)
	}
	line := sol.Answer.(Answer).Line
	used := map[string]int{}
	s := puzzle.State(p.NewState())
	for i := 0; i < 3*p.geo.numEdges(); i++ {
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
		for e, m := range s.(*State).Edges {
			if m == On && !line[e] || m == Off && line[e] {
				t.Fatalf("hint %q (%s) put a wrong mark on %s", h.Text, h.Move, p.edgeName(e))
			}
		}
	}
	t.Fatalf("hints did not finish %s", puzzle.LinkOf(p))
	return nil
}

func TestHintsSolveExample(t *testing.T) {
	p := mustDecode(t, "slither/4/4/dgdh2c7b")
	used := playHints(t, p)
	if used["forced"] > 0 {
		t.Fatalf("the example needed a forced step: %v", used)
	}
}

func TestHintRulesOnBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 6
	if testing.Short() {
		n = 2
	}
	// Small boards only: a hint solves the puzzle and tries contradictions,
	// and a whole play-through asks for hundreds of hints.
	var small []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols*in.Rows <= 100 {
			small = append(small, in)
		}
	}
	total := map[string]int{}
	for _, in := range benchset.Sample(small, n) {
		pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range playHints(t, pz.(*Puzzle)) {
			total[k] += v
		}
	}
	t.Logf("techniques: %v", total)
	for _, k := range []string{"zero", "clue needs all", "dot closed", "line continues", "dead end"} {
		if total[k] == 0 {
			t.Errorf("rule %q never used on the sample", k)
		}
	}
}

func TestHintMistakeAndPatterns(t *testing.T) {
	p := mustDecode(t, "slither/4/4/dgdh2c7b")
	s, _ := p.NewState().Apply("0,1=x")
	h, err := p.Hint(context.Background(), s)
	if err != nil || h.Technique != "mistake" || h.Move != "0,1=1" {
		t.Fatalf("mistake hint: %+v %v", h, err)
	}
	// Corner 3 at the top left: both outer sides are lines.
	h, _ = p.Hint(context.Background(), p.NewState())
	if h.Technique != "corner" || !strings.Contains(h.Text, "r1c1") {
		t.Fatalf("first hint: %+v", h)
	}
	// Two 3s side by side; the 2 in the corner rules out the loop around
	// just the two of them.
	e := urlcodec.Empty
	q, err := NewPuzzle(4, 3, []int{e, e, e, e, 3, 3, e, e, e, e, e, 2})
	if err != nil {
		t.Fatal(err)
	}
	h, _ = q.Hint(context.Background(), q.NewState())
	if h.Technique != "two 3s" || strings.Count(h.Move, ";") != 2 {
		t.Fatalf("two 3s: %+v", h)
	}
}
