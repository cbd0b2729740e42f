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

// TestBenchmarkFull is `pencilbox bench` over the whole set, for figures.
func TestBenchmarkFull(t *testing.T) { benchsettest.FullRun(t, "hashi", setFile(t)) }

var _ benchset.BlockDecoder = Genre{}
var _ puzzle.Genre = Genre{}
