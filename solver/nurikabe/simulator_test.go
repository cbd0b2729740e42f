package nurikabe

import (
	"context"
	"math"
	"strconv"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/grid"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

func examplePuzzle(t testing.TB) (*Puzzle, string) {
	p, err := puzzle.Decode(Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	r, err := puzzle.Solve(context.Background(), p, 1)
	if err != nil || r.Answer == nil {
		t.Fatalf("the example has no solution: %v", err)
	}
	return p.(*Puzzle), r.Answer.String()
}

// The wall's articulation points are never offered, and neither are cells
// beside another island.
func TestSimulatorOptions(t *testing.T) {
	// 3x3, a 3 in the top-left corner and a 1 in the bottom-right: r1c2
	// and r2c1 are offered first.
	clues := []int{3, NoClue, NoClue, NoClue, NoClue, NoClue, NoClue, NoClue, 1}
	p, err := NewPuzzle(grid.Grid{Cols: 3, Rows: 3}, clues)
	if err != nil {
		t.Fatal(err)
	}
	sim := p.NewSimulator().(*Simulator)
	sim.Reset(0)
	if got := sim.Options(); len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Fatalf("first options %v, want [1 3]", got)
	}
	// With r1c2 white the centre would cut the wall (r1c3-r2c3 from
	// r2c1-r3c1-r3c2), and r2c3, r3c2 touch the 1: only r1c3 and r2c1.
	sim.Choose(1)
	if got := sim.Options(); len(got) != 2 || got[0] != 2 || got[1] != 3 {
		t.Fatalf("options after r1c2 %v, want [2 3]", got)
	}
	sim.Choose(3)
	if len(sim.Options()) != 0 {
		t.Fatalf("island full, the 1 cannot grow: options %v", sim.Options())
	}
	if c := sim.Cost(); c != 0 {
		t.Fatalf("cost %v, want 0 (%s)", c, sim.Answer())
	}
	// Growing along the top row instead leaves a 2x2 wall: cost 1.
	sim.Reset(0)
	sim.Choose(1)
	sim.Choose(2)
	if c := sim.Cost(); c != 1 || len(sim.Options()) != 0 {
		t.Fatalf("top row: cost %v, options %v", c, sim.Options())
	}
}

// TestSimulatorBenchmarkSample runs the shared checks on J-POP test
// instances and compares the prescient search-space size with the
// recorded one. Cells are offered repeatedly while an island grows, so the
// estimate depends on the random order of the walk (the paper warns about
// this): only rough agreement is required.
func TestSimulatorBenchmarkSample(t *testing.T) {
	set := benchSet(t)
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
	n, sum := 0, 0.0
	for _, in := range benchset.Sample(withSS, k) {
		p := decodeInstance(t, &in)
		want, _ := strconv.ParseFloat(in.Meta["jpop_log_ss_size"], 64)
		got := metatest.Exercise(t, p, in.Solution, metatest.Options{Randoms: 20})
		t.Logf("%s %s: log10 search space %.2f, recorded %.2f", in.Name, in.Size(), got, want)
		n++
		sum += math.Abs(got - want)
	}
	if n > 0 && sum/float64(n) > 1 {
		t.Errorf("mean |log10 difference| %.2f over %d instances", sum/float64(n), n)
	}
}

func TestSolversOnNurikabe(t *testing.T) {
	p, _ := examplePuzzle(t)
	for _, name := range []string{"aco", "ga", "sa", "backtrack"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.NewSimulator(), meta.Config{Seed: 2, Budget: 5000})
		t.Logf("%s: best %v after %d", name, r.Best, r.Evals)
		if !r.Solved && (name == "sa" || name == "backtrack") {
			t.Errorf("%s did not solve the example in 5000 evaluations: best %v", name, r.Best)
		}
	}
}

func BenchmarkSimulator(b *testing.B) {
	set := benchSet(b)
	for i := range set.Instances {
		in := &set.Instances[i]
		if in.Cols == 10 && in.Rows == 10 {
			metatest.Throughput(b, decodeInstance(b, in).NewSimulator())
			return
		}
	}
}
