package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// TestWallPathsAgree: on random small boards, the search with wall-path
// branching (from the bare board and from the rules' board) counts like
// the reference model: same status, the same answer when unique, checked
// answers otherwise; and some boards of the sample do branch on paths.
func TestWallPathsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 23))
	n := 200
	if testing.Short() {
		n = 100
	}
	seen := map[puzzle.Status]int{}
	branched := 0
	for i := 0; i < n; i++ {
		p := randomHalfBoard(rng, 4)
		if p == nil {
			continue
		}
		ref := p.SolveReference(context.Background(), 2)
		for _, rules := range []bool{false, true} {
			b := p.newBoard()
			if rules {
				if !rulesHold(t, p, b, ref) {
					break
				}
			}
			s := &searcher{p: p, ctx: context.Background(), limit: 2, probeTop: 1 << 30, paths: true}
			s.run(b, 0)
			r := s.result()
			if s.branched > 0 {
				branched++
			}
			seen[r.Status]++
			agreesWithReference(t, p, "path search", rules, r, ref)
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 || branched == 0 {
		t.Fatalf("the sample misses a case: %v, %d searches branched on wall paths", seen, branched)
	}
	t.Logf("%v, %d searches branched on wall paths", seen, branched)
}

// TestWallPathsBenchmark: Solve settles 24x14 #0683 (one island of 51)
// through the wall-path search, to the recorded solution.
func TestWallPathsBenchmark(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of search")
	}
	p, in := namedInstance(t, "jpop_nurikabe_0683")
	settlesToRecorded(t, p, in)
}

// randomHalfBoard is a random 4x4-6x6 board with 1..maxNumbers numbers
// whose islands cover at most half of it (a board the reference model
// settles in milliseconds); nil when the numbers do not make a puzzle.
func randomHalfBoard(rng *rand.Rand, maxNumbers int) *Puzzle {
	g := grid.Grid{Cols: 4 + rng.IntN(3), Rows: 4 + rng.IntN(3)}
	cells := g.Cells()
	clues := make([]int, cells)
	for c := range clues {
		clues[c] = NoClue
	}
	left := cells / 2 // the islands' total
	for j, k := 0, 1+rng.IntN(maxNumbers); j < k && left > 0; j++ {
		c := rng.IntN(cells)
		if clues[c] == NoClue {
			clues[c] = 1 + rng.IntN(left)
			left -= clues[c]
		}
	}
	p, err := NewPuzzle(g, clues)
	if err != nil {
		return nil
	}
	return p
}
