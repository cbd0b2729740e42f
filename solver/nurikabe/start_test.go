package nurikabe

import (
	"context"
	"math/rand/v2"
	"testing"

	"pencilbox/solver/grid"
)

// TestGrowWhole: a grown board has no 2x2 wall block, one wall piece and
// no island above the limit, and islands larger than one cell.
func TestGrowWhole(t *testing.T) {
	g := grid.Grid{Cols: 10, Rows: 10}
	gr := g.CellGraph()
	grown := 0
	for seed := uint64(1); seed <= 10; seed++ {
		white, ok := growWhole(g, gr, rand.New(rand.NewPCG(seed, 1)), 9)
		if !ok {
			continue
		}
		grown++
		if bs := wallBlocks(g, white); len(bs) > 0 {
			t.Fatalf("seed %d: 2x2 wall block at %d", seed, bs[0])
		}
		if _, n := gr.Components(func(v int) bool { return !white[v] }); n != 1 {
			t.Fatalf("seed %d: %d wall pieces", seed, n)
		}
		comp, n := gr.Components(func(v int) bool { return white[v] })
		size := make([]int, n)
		for _, k := range comp {
			if k >= 0 {
				size[k]++
			}
		}
		big := 0
		for _, s := range size {
			if s > 9 {
				t.Fatalf("seed %d: an island of %d cells", seed, s)
			}
			big = max(big, s)
		}
		if big < 3 {
			t.Errorf("seed %d: the largest island has %d cells", seed, big)
		}
	}
	if grown < 5 {
		t.Errorf("only %d of 10 boards grown", grown)
	}
}

// TestSettleGently: a settled start is finished by the level's rules
// (so unique), and it keeps islands of more than one cell.
func TestSettleGently(t *testing.T) {
	for level, rules := range LevelRules {
		settled := 0
		for seed := uint64(1); seed <= 6; seed++ {
			rng := rand.New(rand.NewPCG(seed, 2))
			cv, err := Genre{}.StartCarving(context.Background(), 10, 10, rng)
			if err != nil {
				t.Fatal(err)
			}
			c := cv.(*carving)
			white, ok := growWhole(c.g, c.gr, c.rng, c.maxIsland)
			if !ok {
				continue
			}
			c.white = white
			c.number(c.rng)
			if !c.settleGently(rules, c.rng) {
				continue
			}
			settled++
			if !c.p.SolvedBy(level) {
				t.Fatalf("level %d seed %d: settled but the rules do not finish it", level, seed)
			}
			if ones(c.p) == countClues(c.p) {
				t.Errorf("level %d seed %d: every island is a 1", level, seed)
			}
		}
		if settled < 3 {
			t.Errorf("level %d: %d of 6 starts settled", level, settled)
		}
	}
}

func countClues(p *Puzzle) int {
	n := 0
	for _, v := range p.Clues {
		if v != NoClue {
			n++
		}
	}
	return n
}
