// Package metatest holds the checks every genre's J-POP simulator must
// pass, shared by the genre packages' simulator tests.
package metatest

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Options tune Exercise.
type Options struct {
	Randoms int // random constructions to check (default 200)
	Seed    uint64
}

// Exercise checks a genre's simulator on puzzle p with its known solution
// (text form):
//   - a prescient walk (always choosing a component of the solution) ends at
//     cost 0 with an answer the rules accept, for several seeds;
//   - random constructions end at cost 0 exactly when the rules accept the
//     built answer, never at a negative cost, offer distinct ids within
//     ComponentBound, and replay to the same cost and answer;
//   - clones are independent and start from the same board.
//
// It returns the prescient solver's log10 search-space size.
func Exercise(t *testing.T, p puzzle.Puzzle, solution string, opt Options) float64 {
	t.Helper()
	sm, ok := p.(meta.Simulable)
	if !ok {
		t.Fatalf("%T has no simulator", p)
	}
	sim := sm.NewSimulator()
	sol, err := p.ParseAnswer(solution)
	if err != nil {
		t.Fatalf("solution does not parse: %v", err)
	}
	if vs := p.Check(sol); len(vs) > 0 {
		t.Fatalf("the recorded solution breaks the rules: %s", vs[0].Msg)
	}
	oracle, err := sim.Oracle(sol)
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	logSS := -1.0
	for seed := uint64(1); seed <= 3; seed++ {
		r := meta.Prescient{Oracle: oracle}.Solve(context.Background(), sim, meta.Config{Seed: seed})
		if !r.Solved || sim.Cost() != 0 {
			t.Fatalf("prescient walk (seed %d) ends at cost %v, not 0", seed, sim.Cost())
		}
		if vs := p.Check(sim.Answer()); len(vs) > 0 {
			t.Fatalf("prescient walk (seed %d) has cost 0 but the rules say: %s\n%s", seed, vs[0].Msg, sim.Answer())
		}
		if seed == 1 {
			logSS = r.LogSS
		} else if r.LogSS <= 0 && logSS > 0 {
			t.Errorf("prescient log search space %v, earlier %v", r.LogSS, logSS)
		}
	}

	n := opt.Randoms
	if n == 0 {
		n = 200
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 11))
	bound := -1
	if b, ok := sim.(meta.Bounded); ok {
		bound = b.ComponentBound()
	}
	starts := sim.Starts()
	if starts < 1 {
		t.Fatalf("Starts() = %d", starts)
	}
	var zeros, steps int
	for i := 0; i < n; i++ {
		start := rng.IntN(starts)
		sim.Reset(start)
		var rec []int
		for {
			opts := sim.Options()
			if len(opts) == 0 {
				break
			}
			first := append([]int(nil), opts...)
			again := sim.Options()
			if len(again) != len(first) {
				t.Fatalf("Options is not stable between calls")
			}
			for k := range first {
				if again[k] != first[k] {
					t.Fatalf("Options is not stable between calls")
				}
			}
			opts = again
			seen := map[int]bool{}
			for _, o := range opts {
				if seen[o] {
					t.Fatalf("option %d offered twice in %v", o, opts)
				}
				seen[o] = true
				if bound >= 0 && (o < 0 || o >= bound) {
					t.Fatalf("option %d outside [0, %d)", o, bound)
				}
			}
			c := opts[rng.IntN(len(opts))]
			sim.Choose(c)
			rec = append(rec, c)
			steps++
			if len(rec) > 1_000_000 {
				t.Fatalf("construction does not end")
			}
		}
		cost := sim.Cost()
		ans := sim.Answer().String()
		vs := p.Check(sim.Answer())
		if cost < 0 {
			t.Fatalf("negative cost %v", cost)
		}
		if (cost == 0) != (len(vs) == 0) {
			msg := "none"
			if len(vs) > 0 {
				msg = vs[0].Msg
			}
			t.Fatalf("construction %d: cost %v but rules violations: %s\n%s", i, cost, msg, ans)
		}
		if cost == 0 {
			zeros++
		}
		if i < 20 {
			cl := sim.Clone()
			if c2 := meta.Replay(cl, start, rec); c2 != cost {
				t.Fatalf("replay costs %v, the construction %v", c2, cost)
			}
			if a2 := cl.(meta.PuzzleSimulator).Answer().String(); a2 != ans {
				t.Fatalf("replay builds\n%s\nnot\n%s", a2, ans)
			}
			// The clone's runs do not disturb the original.
			if c3 := sim.Cost(); c3 != cost {
				t.Fatalf("a clone's run changed the original's cost")
			}
		}
	}
	t.Logf("%d random constructions (%d steps), %d at cost 0; prescient log10 search space %.3f", n, steps, zeros, logSS)
	return logSS
}

// Throughput runs random constructions for b.N iterations and reports
// evaluations per second of wall time (evals/s) and, where the platform
// tells, per second of CPU time (evals/cpu-s).
func Throughput(b *testing.B, sim meta.Simulator) {
	rng := rand.New(rand.NewPCG(1, 2))
	starts := max(sim.Starts(), 1)
	b.ResetTimer()
	t0, c0 := time.Now(), CPUTime()
	for i := 0; i < b.N; i++ {
		sim.Reset(rng.IntN(starts))
		for {
			o := sim.Options()
			if len(o) == 0 {
				break
			}
			sim.Choose(o[rng.IntN(len(o))])
		}
		_ = sim.Cost()
	}
	wall, cpu := time.Since(t0), CPUTime()-c0
	b.ReportMetric(float64(b.N)/wall.Seconds(), "evals/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "evals/cpu-s")
	}
}
