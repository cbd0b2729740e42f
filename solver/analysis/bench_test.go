package analysis

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

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
			edits := singleEdits(b, base.(*cellClued), 50)
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
// turn (seeded), as a setter tries things; edits the genre refuses are
// skipped.
func singleEdits(b *testing.B, base *cellClued, n int) []puzzle.Puzzle {
	rng := rand.New(rand.NewPCG(24, 1))
	var clued, empty []int
	for c, v := range base.clues {
		if v == base.empty {
			empty = append(empty, c)
		} else {
			clued = append(clued, c)
		}
	}
	var out []puzzle.Puzzle
	for try := 0; len(out) < n && try < 100*n; try++ {
		c := clued[rng.IntN(len(clued))]
		v := ""
		switch len(out) % 3 {
		case 1:
			v = strconv.Itoa(max(1, base.clues[c]+2*rng.IntN(2)-1))
		case 2:
			v = strconv.Itoa(base.clues[c])
			c = empty[rng.IntN(len(empty))]
		}
		q, err := base.WithGiven(puzzle.Given{At: base.g.CellPoint(c), Value: v})
		if err != nil || v == strconv.Itoa(base.clues[c]) {
			continue
		}
		out = append(out, q)
	}
	if len(out) < n {
		b.Fatalf("only %d edits", len(out))
	}
	return out
}
