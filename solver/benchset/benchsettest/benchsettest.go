// Package benchsettest holds what every genre's benchmark-set tests share:
// finding a public set in ../shared/benchmarks (skipping cleanly when it is
// absent) and solving an evenly spread sample of it. Whole sets are
// `pencilbox bench` runs (make bench FULL=1), never tests.
//
// The one variable read here only says where the sets are; it never
// switches measurement code on. Figures come from
// `pencilbox bench` (make bench, make bench-wasm) and from Benchmark
// functions under `go test -bench`.
package benchsettest

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"pencilbox/solver/benchset"
)

// Root is the benchmarks folder: $PENCILBOX_BENCHMARKS, else
// ../shared/benchmarks beside the module.
func Root() string {
	if root := os.Getenv("PENCILBOX_BENCHMARKS"); root != "" {
		return root
	}
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "..", "shared", "benchmarks")
}

// SetFile is the path of benchmarks/<genre>/<name>; the test is skipped
// with the path it tried when the file is absent (the sets are never
// copied into the project).
func SetFile(tb testing.TB, genre, name string) string {
	tb.Helper()
	path := filepath.Join(Root(), genre, name)
	if _, err := os.Stat(path); err != nil {
		tb.Skipf("benchmark set not found at %s (set PENCILBOX_BENCHMARKS): %v", path, err)
	}
	return path
}

// SampleSize is how many instances a set test takes: n, or short under
// -short.
func SampleSize(n, short int) int {
	if testing.Short() {
		return short
	}
	return n
}

// SolveSample solves an evenly spread sample of n instances of the set
// (n/4 under -short): each must be proved unique,
// accepted by the genre's checker and equal to the recorded solution
// (benchset.Run judges all three).
func SolveSample(t *testing.T, genre, path string, n int, timeout time.Duration) {
	t.Helper()
	set, err := benchset.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range benchset.Sample(set.Instances, SampleSize(n, max(1, n/4))) {
		o := benchset.Run(context.Background(), genre, set.Name, &in, benchset.Options{Timeout: timeout})
		if !o.OK || o.Status != "unique" || o.Matches == nil || !*o.Matches {
			t.Errorf("%s (%s): %s", in.Name, in.Size(), benchset.FormatOutcome(o))
		}
	}
}
