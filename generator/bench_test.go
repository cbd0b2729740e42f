package generator_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// BenchmarkGenerate times every generatable genre at every level at its
// default size, one seed (1, 2, ...) per iteration, and reports the median
// and the slowest seed: generation times vary by orders of magnitude from
// seed to seed, so the mean alone misleads. Run it natively or under node:
//
//	go test -run - -bench 'Generate/flow/' -benchtime 20x ./generator
func BenchmarkGenerate(b *testing.B) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		for _, l := range generator.Levels(g) {
			b.Run(name+"/"+l.Name, func(b *testing.B) {
				var ts []time.Duration
				seed := uint64(0)
				for b.Loop() {
					seed++
					t0 := time.Now()
					if _, _, err := generator.Generate(context.Background(), g, generator.Params{Level: l.Name, Seed: seed}, nil); err != nil {
						b.Fatal(err)
					}
					ts = append(ts, time.Since(t0))
				}
				slices.Sort(ts)
				b.ReportMetric(float64(ts[len(ts)/2].Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(ts[len(ts)-1].Microseconds())/1000, "max-ms")
			})
		}
	}
}
