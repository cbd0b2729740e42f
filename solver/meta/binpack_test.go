package meta

import (
	"context"
	"testing"
)

// The paper's second validation (Table II): uniform one-dimensional bin
// packing, 120 items of size 20-100 in bins of 150, a construction being
// the order in which items go into bins by next fit. The paper ran 200,000
// evaluations; a tenth of that keeps the test quick and already separates
// the solvers from random search: every result lies at or above the lower
// bound ⌈Σ sizes / 150⌉, random search stays well above first fit, the best
// stochastic solver comes within one bin of first fit, and ACO and tuned SA
// are strictly better than random. (With the full budget SA reaches first
// fit: 50 bins on this instance.)
func TestBinPacking(t *testing.T) {
	budget := 20000
	if testing.Short() {
		budget = 4000
	}
	inst := UniformBinPacking(120, 20, 100, 150, 1)
	lb, ff := inst.LowerBound(), inst.FirstFit()
	if lb != 47 || ff != 50 {
		t.Fatalf("instance changed: lower bound %d, first fit %d (want 47, 50)", lb, ff)
	}
	rnd := Random{}.Solve(context.Background(), inst.Clone(), Config{Seed: 1, Budget: budget})
	rndBins := lb + int(rnd.Best)
	t.Logf("lower bound %d, first fit %d, random %d", lb, ff, rndBins)
	if rndBins < ff+2 {
		t.Errorf("random search packed into %d bins, first fit needs %d", rndBins, ff)
	}
	best := rndBins
	for _, name := range stochastic {
		s, _ := New(name)
		r := s.Solve(context.Background(), inst.Clone(), Config{Seed: 1, Budget: budget})
		bins := lb + int(r.Best)
		t.Logf("%s: %d bins", name, bins)
		if bins < lb || r.Evals != budget {
			t.Errorf("%s: %d bins below the lower bound %d, or %d evaluations", name, bins, lb, r.Evals)
		}
		// The best construction replays to the same number of bins.
		sim := inst.Clone().(*BinPacking)
		if c := Replay(sim, r.BestStart, r.BestChoices); c != r.Best || sim.Bins() != bins {
			t.Errorf("%s: replay gives cost %v (%d bins), run said %v", name, c, sim.Bins(), r.Best)
		}
		best = min(best, bins)
		if (name == "aco" || name == "sa-tuned") && bins >= rndBins {
			t.Errorf("%s: %d bins, no better than random search's %d", name, bins, rndBins)
		}
	}
	if best > ff+1 {
		t.Errorf("best stochastic result %d bins, first fit %d", best, ff)
	}
}
