package sudoku

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"

	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

// A depth-first search on a large sparse board can spend millions of nodes
// under one early wrong choice (a 25x25 with many solutions went 5 million
// nodes without a first one) while a differently ordered search finds two
// solutions in a few hundred. So the boards other than 9x9 alternate, in
// rounds of doubling node budgets, the complete search (which alone can
// prove a count of none or one) with restarts of a randomized search
// (ties of the fewest-candidates rule and the digit order drawn at random,
// Luby-sequence budgets) that collect distinct solutions until limit are
// found. The random source has a fixed seed: the same board gives the same
// answer and node count every time. Work is at most about three times that
// of the complete search alone, and a board the first round settles pays
// nothing.

// firstRound is the first round's node budget for each of the two
// searches; every round doubles it.
const firstRound = 1 << 12

// restartUnit is the node budget of one restart per unit of the Luby
// sequence.
const restartUnit = 64

// countLatinRestarts is countLatin with randomized restarts interleaved.
func countLatinRestarts(ctx context.Context, geo *Geometry, givens []uint8, limit int, nodeBudget int64) (int, []uint8, int64, bool) {
	shape, err := latinShape(geo)
	if err != nil {
		return 0, nil, 0, true
	}
	root := shape.NewBoard()
	if !root.Load(givens) {
		return 0, nil, 1, true
	}
	r := restarts{ctx: ctx, limit: limit, rng: rand.New(rand.NewPCG(uint64(geo.N), 25))}
	var nodes int64
	left := func() int64 {
		if nodeBudget <= 0 {
			return 1 << 62
		}
		return nodeBudget - nodes
	}
	for round := firstRound; ; round *= 2 {
		budget := min(int64(round), left())
		var first []uint8
		count, used, complete := latin.Search(ctx, root, limit, budget, func(v []uint8) {
			if first == nil {
				first = append([]uint8(nil), v...)
			}
		})
		nodes += used
		if complete {
			return count, first, nodes, true
		}
		if first != nil {
			r.keep(first)
		}
		used = r.run(root, min(int64(round), left()))
		nodes += used
		if len(r.sols) >= limit {
			return limit, r.sols[0], nodes, true
		}
		if left() <= 0 || puzzle.Expired(ctx) {
			var answer []uint8
			if len(r.sols) > 0 {
				answer = r.sols[0]
			}
			return len(r.sols), answer, nodes, false
		}
	}
}

// restarts is the randomized search's state across restarts: the distinct
// solutions found and the position in the Luby sequence.
type restarts struct {
	ctx    context.Context
	limit  int
	rng    *rand.Rand
	luby   int64 // restarts done
	sols   [][]uint8
	stack  []*latin.Board
	nodes  int64 // of the current restart
	budget int64 // of the current restart
	halt   bool  // the limit is reached or ctx expired
}

// keep records a solution unless it is already known.
func (r *restarts) keep(v []uint8) {
	for _, s := range r.sols {
		if slices.Equal(s, v) {
			return
		}
	}
	r.sols = append(r.sols, slices.Clone(v))
}

// run makes restarts from root until total nodes are spent, the limit is
// reached or ctx expires, and returns the nodes used.
func (r *restarts) run(root *latin.Board, total int64) int64 {
	var used int64
	for used < total && !r.halt {
		r.luby++
		r.budget = min(luby(r.luby)*restartUnit, total-used)
		r.nodes = 0
		r.descend(root, 0)
		used += r.nodes
	}
	return used
}

// descend explores b (propagated); it returns true when this restart must
// end.
func (r *restarts) descend(b *latin.Board, depth int) bool {
	r.nodes++
	if r.nodes&1023 == 0 && puzzle.Expired(r.ctx) {
		r.halt = true
	}
	if r.halt || r.nodes > r.budget {
		return true
	}
	best, fewest, ties := -1, 99, 0
	for c, m := range b.Cand {
		if b.Value[c] != 0 {
			continue
		}
		switch k := bits.OnesCount32(m); {
		case k < fewest:
			best, fewest, ties = c, k, 1
		case k == fewest:
			ties++
			if r.rng.IntN(ties) == 0 {
				best = c
			}
		}
	}
	if best < 0 {
		r.keep(b.Value)
		if len(r.sols) >= r.limit {
			r.halt = true
		}
		return r.halt
	}
	if len(r.stack) <= depth {
		r.stack = append(r.stack, b.S.NewBoard())
	}
	child := r.stack[depth]
	var digits [32]int
	n := 0
	for m := b.Cand[best]; m != 0; m &= m - 1 {
		digits[n] = bits.TrailingZeros32(m)
		n++
	}
	r.rng.Shuffle(n, func(i, j int) { digits[i], digits[j] = digits[j], digits[i] })
	for _, d := range digits[:n] {
		child.CopyFrom(b)
		if child.Place(best, d) && child.Propagate() && r.descend(child, depth+1) {
			return true
		}
	}
	return false
}

// luby is the i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int64) int64 {
	for {
		k := int64(bits.Len64(uint64(i)))
		if i == 1<<k-1 {
			return 1 << (k - 1)
		}
		i -= 1<<(k-1) - 1
	}
}
