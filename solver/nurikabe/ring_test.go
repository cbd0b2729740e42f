package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// TestRingAgrees: on random small boards with large islands, the ring
// search from every diagonal wall pair the rules leave (whatever its
// slack, so the area bound is exercised far from the boards Solve sends
// it) counts like the reference model; and the bound does cut prefixes
// on boards that have solutions.
func TestRingAgrees(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 29))
	n := 400
	if testing.Short() {
		n = 150
	}
	seen := map[puzzle.Status]int{}
	cutSolved := 0 // searches with a solution where the bound cut prefixes
	searched := 0
	for i := 0; i < n; i++ {
		g := grid.Grid{Cols: 4 + rng.IntN(3), Rows: 4 + rng.IntN(3)}
		cells := g.Cells()
		clues := make([]int, cells)
		for c := range clues {
			clues[c] = NoClue
		}
		// Two numbers diagonal to each other (the rules then wall the
		// block's other two cells), sometimes a third.
		y, x := rng.IntN(g.Rows-1), rng.IntN(g.Cols-1)
		a, a2 := g.Cell(y, x), g.Cell(y+1, x+1)
		if rng.IntN(2) == 0 {
			a, a2 = g.Cell(y, x+1), g.Cell(y+1, x)
		}
		left := cells * (1 + rng.IntN(2)) / 3
		clues[a] = 1 + rng.IntN(left)
		left -= clues[a]
		if left < 1 {
			continue
		}
		clues[a2] = 1 + rng.IntN(left)
		left -= clues[a2]
		if c := rng.IntN(cells); left > 0 && clues[c] == NoClue && rng.IntN(3) == 0 {
			clues[c] = 1 + rng.IntN(left)
		}
		p, err := NewPuzzle(g, clues)
		if err != nil {
			continue
		}
		ref := p.SolveReference(context.Background(), 2)
		b := p.newBoard()
		if !rulesHold(t, p, b, ref) {
			continue
		}
		for _, rp := range b.ringPairs() {
			b.ringTables(&rp)
			s := &searcher{p: p, ctx: context.Background(), limit: 2, probeTop: 1 << 30}
			s.ring(b.clone(), &rp)
			r := s.result()
			seen[r.Status]++
			if s.ringCuts > 0 && (r.Status == puzzle.Unique || r.Status == puzzle.Multiple) {
				cutSolved++
			}
			searched++
			agreesWithReference(t, p, "ring search", true, r, ref)
		}
	}
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 || cutSolved == 0 {
		t.Fatalf("the sample misses a case: %v, %d solved searches cut by area", seen, cutSolved)
	}
	t.Logf("%d ring searches %v, %d with solutions cut prefixes by area", searched, seen, cutSolved)
}

// TestRingBenchmark: Solve settles 10x10 #0029 (islands of 37 and 36, a
// wall of 27 that must ring the 36) through the ring search, to the
// recorded solution; the root bound is tight (slack 0 with the 36
// inside, no ring can hold the 37).
func TestRingBenchmark(t *testing.T) {
	p, in := namedInstance(t, "jpop_nurikabe_0029")
	b := propagatedBoard(t, p)
	pairs := b.ringPairs()
	if len(pairs) != 1 {
		t.Fatalf("%d ring pairs, want 1", len(pairs))
	}
	b.ringTables(&pairs[0])
	if sl := pairs[0].slack; max(sl[0], sl[1]) != 0 || min(sl[0], sl[1]) >= 0 {
		t.Fatalf("slack %v, want 0 for one orientation and none for the other", sl)
	}
	settlesToRecorded(t, p, in)
}
