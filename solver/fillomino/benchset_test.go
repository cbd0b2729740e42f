package fillomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

func setFile(tb testing.TB) string {
	return benchsettest.SetFile(tb, "fillomino", "janko_fillomino.txt")
}

// TestBenchmarkSample runs an evenly spread sample of the janko set (every
// instance with make bench FULL=1) through benchset.Run (the code of
// `pencilbox bench`): status unique, answer accepted by the checker and
// equal to the recorded solution.
func TestBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range benchset.Sample(set.Instances, benchsettest.SampleSize(30, 6)) {
		if testing.Short() && in.Cols*in.Rows > 150 {
			continue
		}
		out := benchset.Run(context.Background(), "fillomino", set.Name, &in, benchset.Options{})
		if !out.OK || out.Status != "unique" || (in.Solution != "" && (out.Matches == nil || !*out.Matches)) {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// TestReferenceAgrees holds the three methods against each other (the
// play solver, the lazy SAT model alone, the flow model) on small boards
// with one, several and no solutions, given borders included. The flow
// model is exact but slow on SAT (seconds at 5x5, minutes on most 6x6
// janko puzzles), so the janko set is left to the other two
// (TestSampleCrosscheck).
func TestReferenceAgrees(t *testing.T) {
	links := []string{
		"fillomino/4/4/3h2g1h4h2g2", // unique
		"fillomino/3/3/1g2h3h",      // several
		"fillomino/3/3/1h2h3h",      // none
		"fillomino/3/2/2g1g3g8g",    // given borders
		"fillomino/3/2/2g1g3g",      // the same clues without them
		"fillomino/4/3/1j2k",
	}
	for _, link := range links {
		p := decode(t, link)
		fast := p.Solve(context.Background(), 2)
		for _, ref := range []puzzle.Result{p.SolveReference(context.Background(), 2), p.SolveFlow(context.Background(), 2)} {
			if fast.Status != ref.Status || fast.Status == puzzle.Unknown {
				t.Errorf("%s: fast %v, reference %v", link, fast.Status, ref.Status)
				continue
			}
			for _, r := range []puzzle.Result{fast, ref} {
				if err := puzzle.Verify(p, r); err != nil {
					t.Errorf("%s: %v", link, err)
				}
			}
			if fast.Status == puzzle.Unique && fast.Answer.String() != ref.Answer.String() {
				t.Errorf("%s: answers differ", link)
			}
		}
	}
}

// TestSampleCrosscheck runs a spread sample of the janko set through
// benchset with --crosscheck: the play solver and the lazy SAT model
// alone agree (status and answer).
func TestSampleCrosscheck(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	k := 12
	if testing.Short() {
		k = 4
	}
	for _, in := range benchset.Sample(set.Instances, k) {
		if testing.Short() && in.Cols*in.Rows > 150 {
			continue
		}
		out := benchset.Run(context.Background(), "fillomino", set.Name, &in, benchset.Options{Crosscheck: true, Timeout: time.Minute})
		if !out.OK {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// The two boards the lazy SAT model alone could not settle in minutes:
// janko 291 (one region of 76 cells) and janko 266 (two 15s, two 11s and
// two 9s that must join across the board). The play solver must settle
// both, with the recorded solution.
func TestHardJanko(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds under load")
	}
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, in := range set.Instances {
		if in.Name != "janko_0266" && in.Name != "janko_0291" {
			continue
		}
		found++
		out := benchset.Run(context.Background(), "fillomino", set.Name, &in, benchset.Options{Timeout: time.Minute})
		if !out.OK || out.Status != "unique" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
	if found != 2 {
		t.Fatalf("found %d of the two boards", found)
	}
}
