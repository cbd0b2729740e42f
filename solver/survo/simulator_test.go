package survo

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
)

// The paper's Figure 1 (references README): 12 6 2 10 / 8 1 5 4 / 7 9 3 11.
func TestSimulatorFigure1(t *testing.T) {
	p := figure1(t)
	metatest.Exercise(t, p, "12 6 2 10\n8 1 5 4\n7 9 3 11", metatest.Options{Randoms: 500})
}

// Numbers are offered only when both lines can still make their sums, and
// the last empty cell of a line is offered only the number it needs.
func TestSimulatorLineBound(t *testing.T) {
	p := figure1(t)
	sim := p.NewSimulator().(*Simulator)
	sim.Reset(0)
	sim.Choose(0*12 + 12 - 1) // 12 at r1c1
	if o := sim.Options(); len(o) != 1 || o[0] != 1*12+6-1 {
		t.Fatalf("the given 6 at r1c2: options %v", o)
	}
	sim.Choose(1*12 + 6 - 1)
	// r1c3: the row needs 12 from two cells, the column (sum 10, the 3
	// given) 7 from two: 1..5 but not the given 3.
	var got []int
	for _, o := range sim.Options() {
		got = append(got, o%12+1)
	}
	if len(got) != 4 || got[0] != 1 || got[1] != 2 || got[2] != 4 || got[3] != 5 {
		t.Fatalf("r1c3 offered %v, want 1 2 4 5", got)
	}
	sim.Choose(2*12 + 2 - 1) // 2 at r1c3: r1c4 must be 10
	if o := sim.Options(); len(o) != 1 || o[0] != 3*12+10-1 {
		t.Fatalf("r1c4 options %v, want only 10", o)
	}
}

func TestSolversOnSurvo(t *testing.T) {
	p := figure1(t)
	for _, name := range []string{"aco", "ga", "sa", "backtrack"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.NewSimulator(), meta.Config{Seed: 2, Budget: 5000})
		t.Logf("%s: best %v after %d", name, r.Best, r.Evals)
		if !r.Solved && (name == "sa" || name == "backtrack") {
			t.Errorf("%s did not solve Figure 1 in 5000 evaluations: best %v", name, r.Best)
		}
	}
}

func BenchmarkSimulator(b *testing.B) {
	set, err := benchset.ReadFile(setFile(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Cols == 5 && in.Rows == 5 {
			p, err := in.Decode("survo")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
