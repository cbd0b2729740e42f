package sudoku

import (
	"context"
	"testing"

	"pencilbox/solver/meta"
	"pencilbox/solver/meta/metatest"
	"pencilbox/solver/puzzle"
)

// simPuzzles are public puzzles: the Wikipedia article's example and Arto
// Inkala's "hardest" puzzle.
var simPuzzles = []struct {
	n      int
	givens string
}{
	{9, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"},
	{9, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."},
}

func simPuzzle(t testing.TB, n int, givens string) (*Puzzle, string) {
	t.Helper()
	p, err := ParsePuzzle(n, givens)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Solve(context.Background(), 1)
	if r.Answer == nil {
		t.Fatalf("no solution for %s", givens)
	}
	return p, r.Answer.String()
}

func TestSimulator(t *testing.T) {
	for i, c := range simPuzzles {
		p, sol := simPuzzle(t, c.n, c.givens)
		t.Run(c.givens[:9], func(t *testing.T) {
			metatest.Exercise(t, p, sol, metatest.Options{Seed: uint64(i)})
		})
	}
	ex, err := puzzle.Decode(Genre{}.Example())
	if err != nil {
		t.Fatal(err)
	}
	r := ex.(*Puzzle).Solve(context.Background(), 1)
	metatest.Exercise(t, ex, r.Answer.String(), metatest.Options{})
}

// The Wikipedia puzzle falls to singles alone: the construction from any
// start offers only one value per cell and reaches the solution.
func TestSimulatorSinglesSolveEasy(t *testing.T) {
	p, sol := simPuzzle(t, 9, simPuzzles[0].givens)
	sim := p.NewSimulator()
	for start := 0; start < 81; start += 7 {
		sim.Reset(start)
		for {
			o := sim.Options()
			if len(o) == 0 {
				break
			}
			if len(o) != 1 {
				t.Fatalf("start %d: %d options offered on an easy puzzle", start, len(o))
			}
			sim.Choose(o[0])
		}
		if sim.Cost() != 0 || sim.Answer().String() != sol {
			t.Fatalf("start %d: cost %v, answer %s", start, sim.Cost(), sim.Answer())
		}
	}
}

// A wrong digit leads to failed cells: choosing, on the hard puzzle, a
// value that is not the solution's and following with the first options
// must not end at cost 0.
func TestSimulatorWrongChoiceFails(t *testing.T) {
	p, sol := simPuzzle(t, 9, simPuzzles[1].givens)
	sim := p.NewSimulator()
	solAns, _ := p.ParseAnswer(sol)
	oracle, _ := sim.(*Simulator).Oracle(solAns)
	sim.Reset(1) // r1c2: empty in the puzzle
	opts := sim.Options()
	if len(opts) < 2 || opts[0]/9 != 1 {
		t.Fatalf("first options %v", opts)
	}
	for _, o := range opts {
		if oracle(o) {
			continue
		}
		sim.Reset(1)
		sim.Choose(o)
		for len(sim.Options()) > 0 {
			sim.Choose(sim.Options()[0])
		}
		if sim.Cost() == 0 {
			t.Fatalf("digit %d at r1c2 (solution %c) reached cost 0", o%9+1, sol[1])
		}
	}
}

// Solvers reach the solution of the hard puzzle within a small budget
// (ACO in a few thousand constructions in the paper's experience).
func TestSolversOnSudoku(t *testing.T) {
	if testing.Short() {
		t.Skip("solver runs are for native tests")
	}
	p, _ := simPuzzle(t, 9, simPuzzles[1].givens)
	for _, name := range []string{"aco", "sa-tuned", "backtrack"} {
		s, _ := meta.New(name)
		sim := p.NewSimulator()
		r := s.Solve(context.Background(), sim, meta.Config{Seed: 1, Budget: 20000})
		t.Logf("%s: best %v after %d evaluations (solved %v)", name, r.Best, r.Evals, r.Solved)
		meta.Replay(sim, r.BestStart, r.BestChoices)
		if got := sim.Cost(); got != r.Best {
			t.Errorf("%s: the best construction replays to %v, not %v", name, got, r.Best)
		}
		if name == "aco" && !r.Solved {
			t.Errorf("ACO did not solve Inkala's puzzle in 20000 evaluations")
		}
	}
}

// BenchmarkSimulator measures constructions per second with random
// choices on the hard 9x9 (the lab's throughput figure).
func BenchmarkSimulator(b *testing.B) {
	p, _ := simPuzzle(b, 9, simPuzzles[1].givens)
	metatest.Throughput(b, p.NewSimulator())
}
