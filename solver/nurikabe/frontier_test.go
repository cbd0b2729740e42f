package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// randomFrontierBoard is a small board with a few clues, sometimes a "?".
func randomFrontierBoard(rng *rand.Rand) *Puzzle {
	g := grid.Grid{Cols: 2 + rng.IntN(4), Rows: 2 + rng.IntN(4)}
	clues := make([]int, g.Cells())
	any := false
	for c := range clues {
		clues[c] = NoClue
		switch x := rng.IntN(10); {
		case x < 2:
			clues[c] = 1 + rng.IntN(min(g.Cells(), 7))
			any = true
		case x == 2 && rng.IntN(3) == 0:
			clues[c] = AnySize
			any = true
		}
	}
	if !any {
		clues[rng.IntN(len(clues))] = 1 + rng.IntN(4)
	}
	p, err := NewPuzzle(g, clues)
	if err != nil {
		return nil
	}
	return p
}

// randomTightBoard is a 4x4-6x6 board with one to three clues whose
// islands take most of it (the case of #0029 and #0752, where the wall
// count and the distances prune).
func randomTightBoard(rng *rand.Rand) *Puzzle {
	g := grid.Grid{Cols: 4 + rng.IntN(3), Rows: 4 + rng.IntN(3)}
	clues := make([]int, g.Cells())
	for c := range clues {
		clues[c] = NoClue
	}
	left := g.Cells() * (55 + rng.IntN(20)) / 100
	for j, k := 0, 1+rng.IntN(3); j < k && left > 0; j++ {
		c := rng.IntN(len(clues))
		if clues[c] != NoClue {
			continue
		}
		clues[c] = left
		if j+1 < k {
			clues[c] = 1 + rng.IntN(left)
		}
		left -= clues[c]
	}
	p, err := NewPuzzle(g, clues)
	if err != nil {
		return nil
	}
	return p
}

// frontierOn runs the counter on board v, pruned or not; Nodes holds the
// states made.
func frontierOn(t *testing.T, p *Puzzle, v []int8, limit int, prune bool) puzzle.Result {
	t.Helper()
	f, ok := p.newFrontier()
	if !ok {
		t.Fatalf("%v: the board does not fit the counter", p.Link())
	}
	f.noPrune = !prune
	n, ans, settled, st := f.count(context.Background(), v, 0)
	if !settled {
		t.Fatalf("%v: the counter did not settle", p.Link())
	}
	r := puzzle.Result{Nodes: st.States}
	switch {
	case n == 0:
		r.Status = puzzle.None
		return r
	case limit == 1:
		r.Status = puzzle.Found
	case n >= 2:
		r.Status = puzzle.Multiple
	default:
		r.Status = puzzle.Unique
	}
	r.Answer = (&board{p: p, v: ans}).answer()
	if err := p.Check(r.Answer); err != nil {
		t.Fatalf("%v: the counter's answer fails Check: %v", p.Link(), err)
	}
	return r
}

// TestFrontierAgreesRandom: on random small boards the counter, pruned
// and unpruned, from the bare board and from the person rules' board,
// gives the SAT model's count (capped at 2) and, for a unique board, its
// answer; every answer passes Check; and the pruning does cut states on
// some boards (else it would go untested).
func TestFrontierAgreesRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 450
	if testing.Short() {
		n = 90
	}
	seen := map[puzzle.Status]int{}
	cut := 0
	for k := 0; k < n; k++ {
		p := randomMixedBoard(rng, k)
		if p == nil {
			continue
		}
		ref := p.solveModel(context.Background(), 2, Lazy, nil, false)
		seen[ref.Status]++
		bare := p.newBoard().v
		b := p.newBoard()
		_, err := b.propagate(allRules)
		var made [2]int64
		for pi, prune := range []bool{false, true} {
			boards := [][]int8{bare}
			if err == nil {
				boards = append(boards, b.v)
			} else if ref.Status != puzzle.None {
				t.Fatalf("%v: the rules fail, the model says %v", p.Link(), ref.Status)
			}
			for _, v := range boards {
				got := frontierOn(t, p, v, 2, prune)
				made[pi] += got.Nodes
				if got.Status != ref.Status {
					t.Fatalf("%v (prune %v): the counter says %v, the model %v", p.Link(), prune, got.Status, ref.Status)
				}
				if got.Status == puzzle.Unique && got.Answer.String() != ref.Answer.String() {
					t.Fatalf("%v: the counter and the model give different answers", p.Link())
				}
				if one := frontierOn(t, p, v, 1, prune); (one.Status == puzzle.Found) != (ref.Status != puzzle.None) {
					t.Fatalf("%v: limit 1 says %v", p.Link(), one.Status)
				}
			}
		}
		if made[1] < made[0] {
			cut++
		}
	}
	t.Logf("statuses: %v; the pruning cut states on %d boards", seen, cut)
	if seen[puzzle.Unique] == 0 || seen[puzzle.Multiple] == 0 || seen[puzzle.None] == 0 || cut == 0 {
		t.Fatalf("the random boards miss a case: %v, %d cut", seen, cut)
	}
}

// randomMixedBoard is the i-th board of the random samples the reference's
// tests share: frontier-style, half-clued and tight boards in turn (nil
// when the generator gave up).
func randomMixedBoard(rng *rand.Rand, i int) *Puzzle {
	switch i % 3 {
	case 0:
		return randomFrontierBoard(rng)
	case 1:
		return randomHalfBoard(rng, 5)
	default:
		return randomTightBoard(rng)
	}
}
