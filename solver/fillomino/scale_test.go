package fillomino

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// scaleBoard builds a board of the large classes issue 25 measures: a
// random partition (the generator's) whose regions show their size on
// about rate*(0.6+s/5) of their cells (the janko 36x20 boards' share), and
// with huge > 0 one region joined from neighbouring ones until it has at
// least huge cells. It returns the puzzle and the partition it came from,
// which is one of its solutions (whether the only one is the solver's to
// say).
func scaleBoard(seed uint64, cols, rows, huge int, rate float64) (*Puzzle, []int) {
	rng := rand.New(rand.NewPCG(seed, 25))
	g := grid.Grid{Cols: cols, Rows: rows}
	vals := randomPartition(g, rng)
	blank, _ := NewPuzzle(g, make([]int, g.Cells()), nil)
	comp, members := blank.regions(vals)
	if huge > 0 {
		// Join whole regions breadth first from a random one; a
		// neighbour of the final size joins too, so no two regions of
		// one size touch.
		joined := map[int32]bool{}
		queue := []int32{comp[rng.IntN(g.Cells())]}
		joined[queue[0]] = true
		total := len(members[queue[0]])
		for h := 0; h < len(queue); h++ {
			for _, c := range members[queue[h]] {
				for _, e := range blank.inc[c] {
					if e < 0 {
						continue
					}
					o := comp[int(blank.edges[e].a)+int(blank.edges[e].b)-c]
					if !joined[o] && (total < huge || len(members[o]) == total) {
						joined[o] = true
						total += len(members[o])
						queue = append(queue, o)
					}
				}
			}
		}
		for id := range joined {
			for _, c := range members[id] {
				vals[c] = total
			}
		}
		_, members = blank.regions(vals)
	}
	clues := make([]int, g.Cells())
	for _, cells := range members {
		s := len(cells)
		k := rate * (0.6 + float64(s)/5)
		n := int(k)
		if rng.Float64() < k-float64(n) {
			n++
		}
		for _, i := range rng.Perm(s)[:min(n, s)] {
			clues[cells[i]] = s
		}
	}
	p, err := NewPuzzle(g, clues, nil)
	if err != nil {
		panic(err)
	}
	return p, vals
}

// TestScaleBoardsSettle: boards with one huge region (a 10x10 with a
// region of about 55 cells and few clues: the largest-first search
// guesses its shape cell by cell, the SAT model cuts it region by region;
// the restarting search, in fail-first order, completes the small regions and leaves it the
// rest) are settled, and the answer is checked; a unique one is the
// partition they were built from.
func TestScaleBoardsSettle(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		p, vals := scaleBoard(seed, 10, 10, 55, 0.5)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		start := time.Now()
		r := p.Solve(ctx, 2)
		cancel()
		if r.Status == puzzle.Unknown || r.Status == puzzle.None {
			t.Errorf("seed %d: %v after %v (%s)", seed, r.Status, time.Since(start), p.Link())
			continue
		}
		if v := p.Check(r.Answer); len(v) > 0 {
			t.Fatalf("seed %d: answer refused: %v", seed, v)
		}
		if r.Status == puzzle.Unique && fmt.Sprint(r.Answer.(Answer).Values) != fmt.Sprint(vals) {
			t.Errorf("seed %d: unique, but not the partition it was built from", seed)
		}
	}
}

// TestFreeValuesAgree holds the SAT model, whose values beyond the small
// ones and the clues' are one "free" class, against the search on boards
// with huge regions and with large unclued ones.
func TestFreeValuesAgree(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		p, _ := scaleBoard(seed, 6, 6, 14+int(seed), 0.4)
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		ref := p.search(ctx, p.Clues, 2)
		got := p.solveSAT(ctx, 2)
		cancel()
		if ref.Status == puzzle.Unknown || got.Status != ref.Status {
			t.Errorf("seed %d: SAT %v, search %v (%s)", seed, got.Status, ref.Status, p.Link())
		}
		if got.Answer != nil && len(p.Check(got.Answer)) > 0 {
			t.Errorf("seed %d: SAT answer refused", seed)
		}
	}
}

// BenchmarkScale solves (limit 2) boards of the large classes: janko-like
// 36x20 and 64x50, and a 10x10 with a 55-cell region.
func BenchmarkScale(b *testing.B) {
	for _, c := range []struct {
		name             string
		cols, rows, huge int
		rate             float64
	}{
		{"36x20", 36, 20, 0, 1},
		{"64x50", 64, 50, 0, 1},
		{"10x10huge", 10, 10, 55, 0.5},
	} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p, _ := scaleBoard(uint64(i%3+1), c.cols, c.rows, c.huge, c.rate)
				ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
				r := p.Solve(ctx, 2)
				cancel()
				if r.Status == puzzle.Unknown {
					b.Logf("%s seed %d: unknown", c.name, i%3+1)
				}
			}
		})
	}
}
