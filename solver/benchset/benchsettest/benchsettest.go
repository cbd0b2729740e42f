// Package benchsettest holds what every genre's benchmark-set tests share:
// finding a public set in ../shared/benchmarks (skipping cleanly when it is
// absent), solving an evenly spread sample, and the whole-set run behind
// PENCILBOX_FULLBENCH.
package benchsettest

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
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

// SolveSample solves an evenly spread sample of n instances of the set
// (n/4 under -short): each must be proved unique, accepted by the genre's
// checker and equal to the recorded solution (benchset.Run judges all
// three).
func SolveSample(t *testing.T, genre, path string, n int, timeout time.Duration) {
	t.Helper()
	set, err := benchset.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		n = max(1, n/4)
	}
	for _, in := range benchset.Sample(set.Instances, n) {
		o := benchset.Run(context.Background(), genre, set.Name, &in, benchset.Options{Timeout: timeout})
		if !o.OK || o.Status != "unique" || o.Matches == nil || !*o.Matches {
			t.Errorf("%s (%s): %s", in.Name, in.Size(), benchset.FormatOutcome(o))
		}
	}
}

// FullRun is `pencilbox bench` over the whole set with the figures logged,
// only when PENCILBOX_FULLBENCH is set (PENCILBOX_BENCHARGS adds flags).
func FullRun(t *testing.T, genre, path string) {
	t.Helper()
	if os.Getenv("PENCILBOX_FULLBENCH") == "" {
		t.Skip("set PENCILBOX_FULLBENCH=1 to run the whole benchmark set")
	}
	args := strings.Fields(os.Getenv("PENCILBOX_BENCHARGS"))
	args = append(args, "--json", "--genre", genre, path)
	var out strings.Builder
	code := benchset.Command(context.Background(), args, &out, os.Stderr)
	var first, settled []float64
	for _, line := range strings.Split(out.String(), "\n") {
		var o benchset.Outcome
		if json.Unmarshal([]byte(line), &o) != nil || o.Name == "" {
			continue
		}
		if !o.OK {
			t.Errorf("%s", benchset.FormatOutcome(o))
		}
		first = append(first, o.FirstMS)
		settled = append(settled, o.MS)
	}
	for _, m := range []struct {
		name string
		v    []float64
	}{{"first", first}, {"settled", settled}} {
		sort.Float64s(m.v)
		if n := len(m.v); n > 0 {
			t.Logf("%s: n=%d p50=%.1f ms p95=%.1f ms max=%.1f ms (%s)", m.name, n, m.v[n/2], m.v[n*95/100], m.v[n-1], runtime.GOARCH)
		}
	}
	if code != 0 {
		t.Fatalf("bench exit %d", code)
	}
}
