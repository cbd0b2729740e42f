package hashi

import (
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

func setFile(tb testing.TB) string { return benchsettest.SetFile(tb, "hashi", "jpop_hashi.txt") }

// TestBenchmarkSample solves a fixed, evenly spread sample of the set.
func TestBenchmarkSample(t *testing.T) {
	benchsettest.SolveSample(t, "hashi", setFile(t), 24, 20*time.Second)
}

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
