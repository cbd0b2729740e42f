package benchset

import (
	"math"
	"sort"
)

// Stats summarises run times in milliseconds.
type Stats struct {
	N      int     `json:"n"`
	Median float64 `json:"median"`
	Q1     float64 `json:"q1"`
	Q3     float64 `json:"q3"`
	P95    float64 `json:"p95"`
	P99    float64 `json:"p99"`
	Max    float64 `json:"max"`
	Sum    float64 `json:"sum"`
	// PerSecond is N over the summed time: the single-thread throughput
	// the way tdoku reports puzzles per second.
	PerSecond float64 `json:"per_s"`
}

// Summarize computes the statistics of ms (which it does not modify).
// Quantiles interpolate linearly between the closest ranks, so the median
// of an even count is the mean of the middle two.
func Summarize(ms []float64) Stats {
	s := Stats{N: len(ms)}
	if len(ms) == 0 {
		return s
	}
	sorted := append([]float64(nil), ms...)
	sort.Float64s(sorted)
	for _, v := range sorted {
		s.Sum += v
	}
	s.Median = quantile(sorted, 0.5)
	s.Q1 = quantile(sorted, 0.25)
	s.Q3 = quantile(sorted, 0.75)
	s.P95 = quantile(sorted, 0.95)
	s.P99 = quantile(sorted, 0.99)
	s.Max = sorted[len(sorted)-1]
	if s.Sum > 0 {
		s.PerSecond = float64(s.N) * 1000 / s.Sum
	}
	return s
}

// quantile of sorted data at q in [0,1] (the "R-7" definition, numpy's
// default).
func quantile(sorted []float64, q float64) float64 {
	pos := q * float64(len(sorted)-1)
	lo := int(math.Floor(pos))
	hi := int(math.Ceil(pos))
	frac := pos - float64(lo)
	return sorted[lo] + (sorted[hi]-sorted[lo])*frac
}
