package evolomino

import (
	"context"
	"testing"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// simSetFile is the evolomino.txt set the simulator tests read, or a skip.
func simSetFile(tb testing.TB) string { return benchsettest.SetFile(tb, "evolomino", "evolomino.txt") }

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

// A square that would put two arrow squares into one block is never
// offered.
func TestSimulatorOneArrowSquarePerBlock(t *testing.T) {
	p, _ := simExample(t)
	sim := p.NewSimulator().(*Simulator)
	for start := 0; start < p.G.Cells(); start += 5 {
		sim.Reset(start)
		for len(sim.Options()) > 0 {
			o := sim.Options()
			sim.Choose(o[len(o)-1]) // square whenever allowed
		}
		_, members := p.blocks(sim.sq)
		for _, cells := range members {
			on := 0
			for _, c := range cells {
				if p.arrowOf[c] >= 0 {
					on++
				}
			}
			if on > 1 {
				t.Fatalf("start %d: a block with %d arrow squares", start, on)
			}
		}
	}
}

func TestSolversOnEvolomino(t *testing.T) {
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
		if in.Cols == 10 && in.Rows == 10 && in.Solution != "" {
			p, err := in.Decode("evolomino")
			if err != nil {
				b.Fatal(err)
			}
			metatest.Throughput(b, p.(*Puzzle).NewSimulator())
			return
		}
	}
}
