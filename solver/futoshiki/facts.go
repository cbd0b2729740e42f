package futoshiki

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/digits"
	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

// Facts lists the open cells whose digit is the same in every solution, as
// moves. One solution first; then for each open cell not yet seen to vary,
// a search for a solution with a different digit there (every solution
// found on the way clears all cells where it differs).
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	_, first, _, complete := Count(ctx, p.N, p.Givens, p.pairs, 1, 0)
	if !complete {
		return nil, fmt.Errorf("futoshiki: facts: %w", ctxErr(ctx))
	}
	if first == nil {
		return nil, errors.New("futoshiki: the puzzle has no solution, so nothing is certain")
	}
	facts, complete := digits.Facts(p.N, p.Givens, first, func(c int, v uint8) ([]uint8, bool) {
		b := p.board()
		if b == nil || !b.Eliminate(c, int(v)) {
			return nil, true // no solution without v at c
		}
		var other []uint8
		_, _, complete := latin.Search(ctx, b, 1, 0, func(vals []uint8) { other = append([]uint8(nil), vals...) })
		return other, complete
	}, func(v uint8) string { return fmt.Sprint(v) })
	if !complete {
		return nil, fmt.Errorf("futoshiki: facts: %w", ctxErr(ctx))
	}
	return facts, nil
}
