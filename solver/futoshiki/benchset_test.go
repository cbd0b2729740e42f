package futoshiki

import (
	"context"
	"os"
	"strings"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
)

func setFile(tb testing.TB) string {
	return benchsettest.SetFile(tb, "futoshiki", "jpop_futoshiki.txt")
}

// TestBenchmarkSample runs a fixed, evenly spread sample of the J-POP set
// through benchset.Run (the code of `pencilbox bench`) with the SAT model
// as a cross-check: both solvers must settle the same status, the checker
// must accept the answer and it must equal the recorded solution.
func TestBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	k := 40
	if testing.Short() {
		k = 8
	}
	for _, in := range benchset.Sample(set.Instances, k) {
		out := benchset.Run(context.Background(), "futoshiki", set.Name, &in, benchset.Options{Crosscheck: true})
		if !out.OK || out.Status != "unique" || out.Matches == nil || !*out.Matches {
			t.Errorf("%s: %+v", in.Name, out)
		}
	}
}

// TestBenchCommand runs `pencilbox bench` on the whole set when
// PENCILBOX_BENCH is set (its value: extra flags, e.g. "--crosscheck"), so
// the full figures can be taken natively and under node without the app
// importing this genre.
func TestBenchCommand(t *testing.T) {
	flags, ok := os.LookupEnv("PENCILBOX_BENCH")
	if !ok {
		t.Skip("set PENCILBOX_BENCH to run the whole set")
	}
	args := strings.Fields(flags)
	if !strings.Contains(flags, ".txt") {
		args = append(args, setFile(t))
	}
	if code := benchset.Command(context.Background(), args, os.Stdout, os.Stderr); code != 0 {
		t.Fatalf("bench exit status %d", code)
	}
}
