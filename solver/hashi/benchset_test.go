package hashi

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
	"pencilbox/solver/puzzle"
)

// setFile finds ../shared/benchmarks/hashi ($PENCILBOX_BENCHMARKS
// first) and skips when it is absent.
func setFile(tb testing.TB) string {
	root := os.Getenv("PENCILBOX_BENCHMARKS")
	if root == "" {
		_, file, _, _ := runtime.Caller(0)
		root = filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "benchmarks")
	}
	path := filepath.Join(root, "hashi", "jpop_hashi.txt")
	if _, err := os.Stat(path); err != nil {
		tb.Skipf("benchmark set not found at %s (set PENCILBOX_BENCHMARKS): %v", path, err)
	}
	return path
}

// TestBenchmarkSample solves a fixed, evenly spread sample of the set:
// each must be unique, accepted by Check and equal to the recorded
// solution (benchset.Run judges all three).
func TestBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 24
	if testing.Short() {
		n = 6
	}
	for _, in := range benchset.Sample(set.Instances, n) {
		o := benchset.Run(context.Background(), "hashi", set.Name, &in, benchset.Options{Timeout: 20 * time.Second})
		if !o.OK || o.Status != "unique" || o.Matches == nil || !*o.Matches {
			t.Errorf("%s (%s): %s", in.Name, in.Size(), benchset.FormatOutcome(o))
		}
	}
}

// TestBenchmarkFull is `pencilbox bench` over the whole set, for figures
// (PENCILBOX_FULLBENCH=1; not part of the normal test run).
func TestBenchmarkFull(t *testing.T) {
	if os.Getenv("PENCILBOX_FULLBENCH") == "" {
		t.Skip("set PENCILBOX_FULLBENCH=1 to run the whole benchmark set")
	}
	args := strings.Fields(os.Getenv("PENCILBOX_BENCHARGS"))
	args = append(args, "--json", "--genre", "hashi", setFile(t))
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
		if len(m.v) > 0 {
			n := len(m.v)
			t.Logf("%s: n=%d p50=%.1f ms p95=%.1f ms max=%.1f ms (%s)", m.name, n, m.v[n/2], m.v[n*95/100], m.v[n-1], runtime.GOARCH)
		}
	}
	if code != 0 {
		t.Fatalf("bench exit %d", code)
	}
}

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
