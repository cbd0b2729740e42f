package slitherlink

import (
	"context"
	"math"
	"strconv"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
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

// On a 1x1 board with a 4 the only loop is the cell's outline: from any
// start the walk must close it and cost 0, and a 0 clue forbids every edge.
func TestSimulatorTiny(t *testing.T) {
	p, err := NewPuzzle(1, 1, []int{4})
	if err != nil {
		t.Fatal(err)
	}
	sim := p.NewSimulator()
	if n := len(sim.Options()); n != 4 {
		t.Fatalf("%d start vertices, want 4", n)
	}
	sim.Choose(0)
	for steps := 0; len(sim.Options()) > 0; steps++ {
		if steps == 0 && len(sim.Options()) != 2 || steps > 0 && len(sim.Options()) != 1 {
			t.Fatalf("step %d: options %v", steps, sim.Options())
		}
		sim.Choose(sim.Options()[0])
	}
	if sim.Cost() != 0 {
		t.Fatalf("cost %v after the walk round the 4", sim.Cost())
	}
	p, _ = NewPuzzle(1, 1, []int{0})
	sim = p.NewSimulator()
	sim.Choose(3)
	if len(sim.Options()) != 0 || sim.Cost() != 100 {
		t.Fatalf("a 0 allowed a move: options %v cost %v", sim.Options(), sim.Cost())
	}
}

// TestSimulatorBenchmarkSample runs the shared checks on J-POP test
// instances and compares the prescient search-space size with the recorded
// one. The estimate depends on which loop vertex the walk starts from and
// which way it goes (both random, as in the reference code), so the values
// agree only on average: within 0.6 decades on the mean, 1.5 at most.
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
	n, sum := 0, 0.0
	for _, in := range benchset.Sample(withSS, k) {
		p, err := in.Decode("slitherlink")
		if err != nil {
			t.Fatal(err)
		}
		want, _ := strconv.ParseFloat(in.Meta["jpop_log_ss_size"], 64)
		got := metatest.Exercise(t, p, in.Solution, metatest.Options{Randoms: 30})
		t.Logf("%s %s: log10 search space %.2f, recorded %.2f", in.Name, in.Size(), got, want)
		n++
		d := math.Abs(got - want)
		sum += d
		if d > 1.5 {
			t.Errorf("%s: log10 search space %.2f, recorded %.2f", in.Name, got, want)
		}
	}
	if n > 0 && sum/float64(n) > 0.6 {
		t.Errorf("mean |log10 difference| %.2f over %d instances", sum/float64(n), n)
	}
}

// SA and backtracking solve the 5x5 example within 20000 evaluations; ACO
// and the GA may stop one or two clue sides short (the paper found
// Slitherlink the hardest genre for them).
func TestSolversOnSlitherlink(t *testing.T) {
	p, _ := examplePuzzle(t)
	for _, name := range []string{"aco", "ga", "sa", "backtrack"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.NewSimulator(), meta.Config{Seed: 2, Budget: 20000})
		t.Logf("%s: best %v after %d", name, r.Best, r.Evals)
		if !r.Solved && (name == "sa" || name == "backtrack") {
			t.Errorf("%s did not solve the example in 20000 evaluations: best %v", name, r.Best)
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
			p, err := in.Decode("slitherlink")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
