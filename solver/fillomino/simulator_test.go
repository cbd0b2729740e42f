package fillomino

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/grid"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// simSetFile is the janko_fillomino.txt set the simulator tests read, or a skip.
func simSetFile(tb testing.TB) string {
	return benchsettest.SetFile(tb, "fillomino", "janko_fillomino.txt")
}

func simExample(t testing.TB) (*Puzzle, string) {
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

// A number is offered only while its group stays within that many cells,
// and never next to the same number behind a given border.
func TestSimulatorGroupBound(t *testing.T) {
	// 1x4: a given 2 at the left, a given border between cells 3 and 4.
	g := grid.Grid{Cols: 4, Rows: 1}
	walls := make([]bool, 3)
	walls[2] = true
	p, err := NewPuzzle(g, []int{2, 0, 0, 0}, walls)
	if err != nil {
		t.Fatal(err)
	}
	sim := p.NewSimulator().(*Simulator)
	sim.Reset(0)
	sim.Choose(sim.Options()[0]) // the given 2
	// Cell 2 may be 2 (the pair), or anything else but 1? 1 is fine too.
	has := func(v int) bool {
		for _, o := range sim.Options() {
			if o%sim.v+1 == v {
				return true
			}
		}
		return false
	}
	if !has(2) || !has(1) || !has(3) {
		t.Fatalf("cell 2 options %v", sim.Options())
	}
	sim.Choose(1*sim.v + 2 - 1) // 2: the group of 2s is full
	if has(2) {
		t.Fatalf("cell 3 offered a third 2: %v", sim.Options())
	}
	sim.Choose(2*sim.v + 1 - 1) // 1 at cell 3
	if has(1) {
		t.Fatalf("cell 4 offered 1 next to a 1 behind a given border: %v", sim.Options())
	}
}

func TestSolversOnFillomino(t *testing.T) {
	p, _ := simExample(t)
	for _, name := range []string{"aco", "ga", "sa", "backtrack"} {
		s, _ := meta.New(name)
		r := s.Solve(context.Background(), p.NewSimulator(), meta.Config{Seed: 2, Budget: 5000})
		t.Logf("%s: best %v after %d", name, r.Best, r.Evals)
	}
}

func BenchmarkSimulator(b *testing.B) {
	set, err := benchset.ReadFile(simSetFile(b))
	if err != nil {
		b.Fatal(err)
	}
	for _, in := range set.Instances {
		if in.Cols == 10 && in.Rows == 10 {
			p, err := in.Decode("fillomino")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
