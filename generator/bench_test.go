package generator_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// BenchmarkGenerate times every generatable genre at every size and level,
// one seed (1, 2, ...) per iteration, and reports the median and the
// slowest seed, in wall and in CPU time: generation times vary by orders
// of magnitude from seed to seed, so the mean alone misleads. Genres with
// symmetric clue layouts get a "-symmetric" case per level too (the
// page's Symmetric choice). Pick cases by name, natively or under node:
//
//	go test -run - -bench 'Generate/flow/9x9/' -benchtime 20x ./generator
func BenchmarkGenerate(b *testing.B) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		for _, size := range generator.Sizes(g) {
			for _, l := range generator.Levels(g) {
				for _, sym := range []bool{false, true} {
					if sym && !generator.OffersSymmetry(g) {
						continue
					}
					variant := l.Name
					if sym {
						variant += "-symmetric"
					}
					b.Run(fmt.Sprintf("%s/%dx%d/%s", name, size[0], size[1], variant), func(b *testing.B) {
						var ts, cpu []time.Duration
						p := generator.Params{Cols: size[0], Rows: size[1], Level: l.Name, Symmetric: sym}
						for b.Loop() {
							p.Seed++
							t0, c0 := time.Now(), metatest.CPUTime()
							if _, _, err := generator.Generate(context.Background(), g, p, nil); err != nil {
								b.Fatal(err)
							}
							ts = append(ts, time.Since(t0))
							cpu = append(cpu, metatest.CPUTime()-c0)
						}
						report := func(ds []time.Duration, unit string) {
							slices.Sort(ds)
							b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "median-"+unit)
							b.ReportMetric(float64(ds[len(ds)-1].Microseconds())/1000, "max-"+unit)
						}
						report(ts, "ms")
						// CPU time (0 where the platform cannot tell) is the
						// figure that survives a shared machine's load.
						report(cpu, "cpu-ms")
					})
				}
			}
		}
	}
}
