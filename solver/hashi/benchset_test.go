package hashi

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
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
	args = append(args, "--genre", "hashi", setFile(t))
	var out strings.Builder
	code := benchset.Command(context.Background(), args, &out, os.Stderr)
	t.Log("\n" + tail(out.String(), 40))
	if code != 0 {
		t.Fatalf("bench exit %d", code)
	}
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	var keep []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "ok ") {
			keep = append(keep, l)
		}
	}
	if len(keep) > n {
		keep = keep[len(keep)-n:]
	}
	return strings.Join(keep, "\n")
}

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
