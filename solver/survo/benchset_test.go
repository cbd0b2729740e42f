package survo

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
)

func setFile(tb testing.TB) string { return benchsettest.SetFile(tb, "survo", "generated_survo.txt") }

// TestBenchmarkSample runs a fixed, evenly spread sample of the set (every
// instance under make bench FULL=1) through benchset.Run (the code of
// `pencilbox bench`): the fast solver must settle what the file says, the
// checker accept the answer and a unique answer equal the recorded one.
// Boards up to 20 cells are also solved by the paper's SAT model
// (--crosscheck), which needs seconds on the larger ones; the 15x15 class
// (unique no) needs two distinct checked solutions.
func TestBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var small, big []benchset.Instance
	for _, in := range set.Instances {
		if in.Cols*in.Rows <= 36 {
			small = append(small, in)
		} else {
			big = append(big, in)
		}
	}
	if testing.Short() {
		big = big[:min(1, len(big))]
	}
	for _, in := range append(benchset.Sample(small, benchsettest.SampleSize(24, 6)), big...) {
		opt := benchset.Options{Crosscheck: in.Cols*in.Rows <= 20}
		out := benchset.Run(context.Background(), "survo", set.Name, &in, opt)
		want := "unique"
		if in.Meta["unique"] == "no" {
			want = "multiple"
		}
		if !out.OK || out.Status != want || !out.Checked {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}
