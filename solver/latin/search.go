package latin

import (
	"context"
	"math/bits"

	"pencilbox/solver/puzzle"
)

// Search counts solutions of b (which it does not change) up to limit,
// branching on the open cell with the fewest candidates. onSolution, when
// set, sees each solution's values (valid only during the call). nodeBudget
// <= 0 means unlimited; ctx is polled every 1024 nodes. complete is false
// when the budget or ctx stopped the search before the count was settled.
func Search(ctx context.Context, b *Board, limit int, nodeBudget int64, onSolution func(values []uint8)) (count int, nodes int64, complete bool) {
	if limit < 1 {
		limit = 1
	}
	s := &searcher{ctx: ctx, limit: limit, budget: nodeBudget, onSolution: onSolution}
	root := b.Clone()
	if !root.Propagate() {
		return 0, 1, true
	}
	s.run(root, 0)
	return s.count, s.nodes, !s.stopped
}

type searcher struct {
	ctx        context.Context
	limit      int
	budget     int64
	nodes      int64
	count      int
	stopped    bool
	onSolution func([]uint8)
	stack      []*Board // one scratch board per depth, allocated once
}

// run explores b (already propagated); it returns true when the search must
// stop (limit reached or interrupted).
func (s *searcher) run(b *Board, depth int) bool {
	s.nodes++
	if s.nodes&1023 == 0 && puzzle.Expired(s.ctx) {
		s.stopped = true
		return true
	}
	if s.budget > 0 && s.nodes > s.budget {
		s.stopped = true
		return true
	}
	c := b.BestCell()
	if c < 0 {
		s.count++
		if s.onSolution != nil {
			s.onSolution(b.Value)
		}
		return s.count >= s.limit
	}
	if len(s.stack) <= depth {
		s.stack = append(s.stack, b.S.NewBoard())
	}
	child := s.stack[depth]
	for m := b.Cand[c]; m != 0; m &= m - 1 {
		child.CopyFrom(b)
		if child.Place(c, bits.TrailingZeros32(m)) && child.Propagate() {
			if s.run(child, depth+1) {
				return true
			}
		}
	}
	return false
}
