package futoshiki

import (
	"context"
	"errors"
	"math/bits"
	"sync"

	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

// The fast solver is the Latin-square propagator of solver/latin (naked and
// hidden singles with incremental counts) plus the signs as a Board.Hook:
// bounds propagation, which for a < b removes from a every digit not below
// b's largest candidate and from b every digit not above a's smallest.
// Repeated to a fixpoint it also carries bounds along chains of signs, so
// a cell smaller than k others in a chain never gets more than N-k.

var shapes sync.Map // N -> *latin.Shape

func shapeOf(n int) *latin.Shape {
	if s, ok := shapes.Load(n); ok {
		return s.(*latin.Shape)
	}
	s, err := latin.NewShape(n, nil)
	if err != nil {
		panic(err) // n is validated by NewPuzzle
	}
	shapes.Store(n, s)
	return s
}

// signHook returns the Hook that enforces pairs (smaller, larger).
func signHook(pairs [][2]int) func(b *latin.Board) bool {
	return func(b *latin.Board) bool {
		for _, pr := range pairs {
			lo, hi := pr[0], pr[1]
			maxHi := 31 - bits.LeadingZeros32(b.Cand[hi])
			for m := b.Cand[lo] &^ (uint32(1)<<maxHi - 1); m != 0; m &= m - 1 {
				if !b.Eliminate(lo, bits.TrailingZeros32(m)) {
					return false
				}
			}
			minLo := bits.TrailingZeros32(b.Cand[lo])
			for m := b.Cand[hi] & (uint32(2)<<minLo - 1); m != 0; m &= m - 1 {
				if !b.Eliminate(hi, bits.TrailingZeros32(m)) {
					return false
				}
			}
		}
		return true
	}
}

// board returns the propagated board of p's givens (nil on a contradiction).
func (p *Puzzle) board() *latin.Board {
	return boardOf(p.N, p.Givens, p.pairs)
}

func boardOf(n int, givens []uint8, pairs [][2]int) *latin.Board {
	b := shapeOf(n).NewBoard()
	b.Hook = signHook(pairs)
	if !b.Load(givens) {
		return nil
	}
	return b
}

// Count counts the solutions of givens with the signs pairs on an N x N
// board up to limit, with the first solution found. complete is false when
// the node budget (<= 0: unlimited) or ctx stopped it early. The generator
// calls it with its own clue sets.
func Count(ctx context.Context, n int, givens []uint8, pairs [][2]int, limit int, nodeBudget int64) (count int, first []uint8, nodes int64, complete bool) {
	if n < MinN || n > MaxN || len(givens) != n*n {
		return 0, nil, 0, true
	}
	b := boardOf(n, givens, pairs)
	if b == nil {
		return 0, nil, 1, true
	}
	count, nodes, complete = latin.Search(ctx, b, limit, nodeBudget, func(v []uint8) {
		if first == nil {
			first = append([]uint8(nil), v...)
		}
	})
	return count, first, nodes, complete
}

// Solve runs the fast exact search: limit 1 stops at the first solution,
// 2 settles uniqueness.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	count, first, nodes, complete := Count(ctx, p.N, p.Givens, p.pairs, limit, 0)
	r := puzzle.Result{Nodes: nodes}
	if first != nil {
		r.Answer = Answer{N: p.N, Values: first}
	}
	r.Status = puzzle.SearchStatus(count, complete, limit)
	return r
}

func ctxErr(ctx context.Context) error {
	if ctx != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return errors.New("search stopped early")
}
