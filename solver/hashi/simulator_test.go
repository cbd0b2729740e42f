package hashi

import (
	"context"
	"math"
	"strconv"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

func examplePuzzle(t testing.TB) (*Puzzle, string) {
	p, err := puzzle.Decode(Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	r := p.(*Puzzle).Solve(context.Background(), 1)
	if r.Answer == nil {
		t.Fatal("the example has no solution")
	}
	return p.(*Puzzle), r.Answer.String()
}

// The plain simulator is conformance's; this one propagates forced edges.
func TestForcedSimulatorExample(t *testing.T) {
	p, sol := examplePuzzle(t)
	metatest.Exercise(t, forcedPuzzle{p}, sol, metatest.Options{Randoms: 500})
}

// forcedPuzzle gives the simulator with the full forced-edge rule.
type forcedPuzzle struct{ *Puzzle }

func (f forcedPuzzle) NewSimulator() meta.PuzzleSimulator {
	s := f.Puzzle.NewSimulator().(*Simulator)
	s.Forced = true
	return s
}

// A bridge zeroes the sites it crosses and an island with its number closes
// its other sites; an island whose capacity equals its number gets all of
// them (forced edges).
func TestSimulatorPropagation(t *testing.T) {
	// 2 . 2      island 0 (2) sees island 1 (2) across and island 2 (4) down;
	// . . .      island 2 also sees island 3 (2) across. The 4 has two sites
	// 4 . 2      of capacity 2 each: both are forced to 2 at the start of the
	//            walk as soon as anything touches it.
	p, err := NewPuzzle(3, 3, []int{2, urlcodec.Empty, 2, urlcodec.Empty, urlcodec.Empty, urlcodec.Empty, 4, urlcodec.Empty, 2})
	if err != nil {
		t.Fatal(err)
	}
	sim := p.NewSimulator().(*Simulator)
	sim.Forced = true
	// Site order: 0-1 across, 0-2 down, 1-3 down, 2-3 across.
	if len(p.Bridges) != 4 {
		t.Fatalf("%d sites", len(p.Bridges))
	}
	sim.Reset(0)
	sim.Choose(3*0 + 0) // no bridge 0-1: island 0 needs 2 from its one other site
	if !sim.fixed[1] || sim.val[1] != 2 {
		t.Fatalf("site 0-2 not forced to 2: fixed %v val %d", sim.fixed[1], sim.val[1])
	}
	// Island 2 (4) now has 2 and one open site of capacity 2: forced too,
	// which completes island 3, which closes 1-3, leaving island 1 at 0.
	if !sim.fixed[3] || sim.val[3] != 2 || !sim.fixed[2] || sim.val[2] != 0 {
		t.Fatalf("cascade: %v %v", sim.fixed, sim.val)
	}
	for len(sim.Options()) > 0 {
		if len(sim.Options()) != 1 {
			t.Fatalf("options %v after everything is fixed", sim.Options())
		}
		sim.Choose(sim.Options()[0])
	}
	// Components: {0,2,3} and {1}: 1, plus island 1 short by 2.
	if c := sim.Cost(); c != 3 {
		t.Errorf("cost %v, want 3", c)
	}
}

// TestSimulatorBenchmarkSample runs the shared checks on J-POP test
// instances, in both modes, and compares the prescient search-space size
// with the recorded one: propagating as the reference code does, most
// agree to the second decimal (the walk is random, so not all); the full
// forced-edge rule only ever shrinks it.
func TestSimulatorBenchmarkSample(t *testing.T) {
	set, err := benchset.ReadFile(setFile(t))
	if err != nil {
		t.Fatal(err)
	}
	var withSS []benchset.Instance
	for _, in := range set.Instances {
		if in.Meta["jpop_log_ss_size"] != "" {
			withSS = append(withSS, in)
		}
	}
	k := 10
	if testing.Short() {
		k = 2
	}
	n, same := 0, 0
	for _, in := range benchset.Sample(withSS, k) {
		p, err := in.Decode("hashi")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.ParseFloat(in.Meta["jpop_log_ss_size"], 64)
		got := metatest.Exercise(t, p, in.Solution, metatest.Options{Randoms: 30})
		forced := metatest.Exercise(t, forcedPuzzle{p.(*Puzzle)}, in.Solution, metatest.Options{Randoms: 30})
		t.Logf("%s %s: log10 search space %.2f (forced edges %.2f), recorded %.2f", in.Name, in.Size(), got, forced, want)
		n++
		if math.Abs(got-want) < 0.01 {
			same++
		} else if math.Abs(got-want) > 2 {
			t.Errorf("%s: log10 search space %.2f, recorded %.2f", in.Name, got, want)
		}
		if forced > got+1e-9 {
			t.Errorf("%s: forced edges grow the search space: %.2f > %.2f", in.Name, forced, got)
		}
	}
	if 2*same < n {
		t.Errorf("only %d of %d search-space sizes equal the recorded ones", same, n)
	}
}

// The GA, SA and backtracking solve the 5x5 example quickly. (Default ACO
// can stall on it at cost 2: its tiny τ0 makes the first good tour's
// pheromone dominate, the stagnation the paper blames for ACO's
// worse-than-random instances.)
func TestSolversOnHashi(t *testing.T) {
	p, _ := examplePuzzle(t)
	for _, name := range []string{"ga", "sa", "backtrack", "random"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.NewSimulator(), meta.Config{Seed: 2, Budget: 5000})
		if !r.Solved {
			t.Errorf("%s did not solve the example in 5000 evaluations: best %v", name, r.Best)
		}
	}
}

func BenchmarkSimulator(b *testing.B) {
	set, err := benchset.ReadFile(setFile(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Cols == 10 && in.Rows == 10 {
			p, err := in.Decode("hashi")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
