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

// TestBenchmarkFull is `pencilbox bench` over the whole set, for figures.
func TestBenchmarkFull(t *testing.T) { benchsettest.FullRun(t, "slitherlink", setFile(t)) }

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
