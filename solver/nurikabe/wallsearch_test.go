package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// TestWallSearchAgrees: on random small boards whose islands cover most of
// the board, the wall search (from the bare board and from the rules'
// board) counts like the reference model: same status, the same answer
// when unique, checked answers otherwise.
func TestWallSearchAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 300
	if testing.Short() {
		n = 60
	}
	seen := map[puzzle.Status]int{}
	for i := 0; i < n; i++ {
		g := grid.Grid{Cols: 3 + rng.IntN(3), Rows: 3 + rng.IntN(3)}
		cells := g.Cells()
		clues := make([]int, cells)
		for c := range clues {
			clues[c] = NoClue
		}
		k := 1 + rng.IntN(3)
		left := cells - cells/3 // the islands' total
		for j := 0; j < k; j++ {
			c := rng.IntN(cells)
			if clues[c] != NoClue {
				continue
			}
			if left < 1 {
				break
			}
			v := 1 + rng.IntN(left)
			if j == k-1 {
				v = left
			}
			clues[c] = v
			left -= v
		}
		p, err := NewPuzzle(g, clues)
		if err != nil {
			continue
		}
		ref := p.SolveReference(context.Background(), 2)
		for _, rules := range []bool{false, true} {
			b := p.newBoard()
			if b.walls <= 0 {
				break
			}
			if rules {
				if !rulesHold(t, p, b, ref) {
					break
				}
			}
			r := p.solveWalls(context.Background(), b, 2)
			seen[r.Status]++
			agreesWithReference(t, p, "wall search", rules, r, ref)
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 {
		t.Fatalf("the sample misses a status: %v", seen)
	}
}

// TestWallSearchBenchmark: Solve settles 10x10 #0752 (numbers 8, 30, 28,
// 15; a wall of 19) through the wall search, to the recorded solution.
func TestWallSearchBenchmark(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of search")
	}
	p, in := namedInstance(t, "jpop_nurikabe_0752")
	if !p.newBoard().wallSearchApplies() {
		t.Fatalf("%s: the wall search does not apply", in.Name)
	}
	settlesToRecorded(t, p, in)
}

// agreesWithReference fails the test unless a search's result r has the
// reference's status, its answer when unique, and an answer that passes
// the rule checker.
func agreesWithReference(t *testing.T, p *Puzzle, search string, rules bool, r, ref puzzle.Result) {
	t.Helper()
	if r.Status != ref.Status {
		t.Fatalf("%v (rules %v): %s %v, reference %v", p.Link(), rules, search, r.Status, ref.Status)
	}
	if r.Status == puzzle.Unique && r.Answer.String() != ref.Answer.String() {
		t.Fatalf("%v: %s and reference answers differ", p.Link(), search)
	}
	if r.Status != puzzle.None && p.Check(r.Answer) != nil {
		t.Fatalf("%v: %s answer fails Check", p.Link(), search)
	}
}

// propagatedBoard is p's board after the solve rules, which must hold.
func propagatedBoard(tb testing.TB, p *Puzzle) *board {
	tb.Helper()
	b := p.newBoard()
	if _, err := b.propagate(solveRules); err != nil {
		tb.Fatal(err)
	}
	return b
}

// rulesHold runs the solve rules on b and reports whether they found no
// contradiction; a contradiction is an error unless the reference finds
// no answer either.
func rulesHold(t *testing.T, p *Puzzle, b *board, ref puzzle.Result) bool {
	t.Helper()
	if _, err := b.propagate(solveRules); err != nil {
		if ref.Status != puzzle.None {
			t.Fatalf("%v: the rules fail, the reference says %v", p.Link(), ref.Status)
		}
		return false
	}
	return true
}
