package flow

import (
	"context"
	"testing"

	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
)

// Numberlink: cells may stay empty, so a tiny board of two pairs is
// solved by joining both.
func TestSimulatorNumberlink(t *testing.T) {
	// 1 . 1
	// 2 . 2
	p, err := New(3, 2, Numberlink, []int{1, 0, 1, 2, 0, 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	sim := p.NewSimulator()
	sim.Reset(0)
	// Colour 1 from r1c1: only right (down is the 2).
	if o := sim.Options(); len(o) != 1 {
		t.Fatalf("options %v", o)
	}
	for len(sim.Options()) > 0 {
		sim.Choose(sim.Options()[0])
	}
	if c := sim.Cost(); c != 0 {
		t.Fatalf("cost %v: %s", c, sim.Answer())
	}
	metatest.Exercise(t, p, "1 1 1\n2 2 2", metatest.Options{Randoms: 50})
	// Under Flow Free the same board must use every cell: also solved
	// here, and the cost counts empty cells otherwise.
	ff, _ := New(3, 2, FlowFree, []int{1, 0, 1, 2, 0, 2}, nil)
	metatest.Exercise(t, ff, "A A A\nB B B", metatest.Options{Randoms: 50})
}

func TestSolversOnFlow(t *testing.T) {
	p := mustDecode(t, Genre{}.Example())
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
	set := readSet(b, "mzucker_flow_solver.txt")
	for _, in := range set.Instances {
		if in.Cols >= 9 {
			p, err := in.Decode("flow")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
