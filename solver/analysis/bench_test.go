package analysis

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// BenchmarkEditLatency measures what the editor waits for after an edit:
// status and facts (the first two stages) of a puzzle one clue away from
// a generated hard one, 50 such edits per iteration (seeded: add, change
// or remove one clue), reporting the median, p95 and slowest edit in
// wall and CPU time. The goal is status and facts within 500 ms
// of the debounce. Natively or under node:
//
//	go test -run - -bench EditLatency -benchtime 1x ./solver/analysis
//	GOOS=js GOARCH=wasm go test -c -o /tmp/an.wasm ./solver/analysis && (cd solver/analysis && \
//	  PATH="$(go env GOROOT)/lib/wasm:$PATH" go_js_wasm_exec /tmp/an.wasm -test.run - -test.bench EditLatency -test.benchtime 1x)
func BenchmarkEditLatency(b *testing.B) {
	for _, tc := range []struct{ name, link string }{
		// pencilbox generate sudoku --seed 11 --level hard, and nurikabe
		// --size 10x10 --level hard.
		{"sudoku/9x9", "sudoku/9/9/i798g1h6m2i3h4g15o3h6g82p758i9g3g816o5h4"},
		{"nurikabe/10x10", "nurikabe/10/10/i3r8l3t2h4p4k3k2j4h2n1t6i"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p, err := puzzle.Decode(tc.link)
			if err != nil {
				b.Fatal(err)
			}
			base, err := clued(p)
			if err != nil {
				b.Fatal(err)
			}
			edits := singleEdits(b, base, 50)
			var ts, cpu []time.Duration
			for b.Loop() {
				for _, q := range edits {
					t0, c0 := time.Now(), metatest.CPUTime()
					ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
					Analyze(ctx, q, Options{}, func(stage string, _ Report) {
						if stage == StageFacts {
							cancel() // the rest is not what the editor waits for
						}
					})
					cancel()
					ts = append(ts, time.Since(t0))
					cpu = append(cpu, metatest.CPUTime()-c0)
				}
			}
			report := func(ds []time.Duration, unit string) {
				slices.Sort(ds)
				at := func(q float64) float64 { return float64(ds[int(q*float64(len(ds)-1))].Microseconds()) / 1000 }
				b.ReportMetric(at(0.5), "p50-"+unit)
				b.ReportMetric(at(0.95), "p95-"+unit)
				b.ReportMetric(at(1), "max-"+unit)
			}
			report(ts, "ms")
			report(cpu, "cpu-ms") // the figure that survives a shared machine's load
		})
	}
}

// singleEdits makes n puzzles, each base with one clue removed, changed
// by one, or added at an empty cell with the value of another clue, in
// turn (seeded), as a setter tries things; edits the genre refuses, or
// that leave a draft its decoder refuses, are skipped.
func singleEdits(b *testing.B, base puzzle.Clued, n int) []puzzle.Puzzle {
	rng := rand.New(rand.NewPCG(24, 1))
	givens := base.GivenList()
	taken := map[grid.Point]bool{}
	for _, g := range givens {
		taken[g.At] = true
	}
	cols, rows := base.Size()
	var empty []grid.Point
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			if at := (grid.Point{Y: 2*y + 1, X: 2*x + 1}); !taken[at] {
				empty = append(empty, at)
			}
		}
	}
	var out []puzzle.Puzzle
	for try := 0; len(out) < n && try < 100*n; try++ {
		g := givens[rng.IntN(len(givens))]
		edit := puzzle.Given{At: g.At}
		switch len(out) % 3 {
		case 1:
			v, err := strconv.Atoi(g.Value)
			if err != nil {
				continue
			}
			edit.Value = strconv.Itoa(v + 2*rng.IntN(2) - 1)
		case 2:
			edit = puzzle.Given{At: empty[rng.IntN(len(empty))], Value: g.Value}
		}
		q, err := base.WithGiven(edit)
		if err != nil {
			continue
		}
		if q, err = puzzle.Decode(puzzle.LinkOf(q)); err != nil {
			continue
		}
		out = append(out, q)
	}
	if len(out) < n {
		b.Fatalf("only %d edits", len(out))
	}
	return out
}
