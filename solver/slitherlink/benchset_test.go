package slitherlink

import (
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

func setFile(tb testing.TB) string {
	return benchsettest.SetFile(tb, "slitherlink", "jpop_slitherlink.txt")
}

// TestBenchmarkSample solves a fixed, evenly spread sample of the set.
func TestBenchmarkSample(t *testing.T) {
	benchsettest.SolveSample(t, "slitherlink", setFile(t), 24, 20*time.Second)
}

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
