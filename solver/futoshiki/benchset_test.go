package futoshiki

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
)

func setFile(tb testing.TB) string {
	return benchsettest.SetFile(tb, "futoshiki", "jpop_futoshiki.txt")
}

// TestBenchmarkSample runs a fixed, evenly spread sample of the J-POP set
// (every instance with make bench FULL=1) through benchset.Run (the code
// of `pencilbox bench`) with the SAT model as a cross-check: both solvers
// must settle the same status, the checker must accept the answer and it
// must equal the recorded solution.
func TestBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range benchset.Sample(set.Instances, benchsettest.SampleSize(40, 8)) {
		out := benchset.Run(context.Background(), "futoshiki", set.Name, &in, benchset.Options{Crosscheck: true})
		if !out.OK || out.Status != "unique" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}
