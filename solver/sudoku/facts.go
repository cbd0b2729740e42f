package sudoku

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/digits"
	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

// Facts lists the open cells whose digit is the same in every solution,
// as moves that enter it. It uses the fast search: take one solution, then
// for each open cell ask for a solution that differs there; every solution
// found on the way clears all the cells where it differs, so most cells
// cost nothing. A puzzle without a solution is an error.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	_, first, _, complete := CountGrid(ctx, p.Geo, p.Givens, 1, 0)
	if !complete {
		return nil, fmt.Errorf("sudoku: facts: %w", ctxErr(ctx))
	}
	if first == nil {
		return nil, errors.New("sudoku: the puzzle has no solution, so nothing is certain")
	}
	facts, complete := digits.Facts(p.Geo.N, p.Givens, first, func(c int, v uint8) ([]uint8, bool) {
		return solveExcluding(ctx, p.Geo, p.Givens, c, v)
	}, func(v uint8) string { return p.Geo.Label(int(v)) })
	if !complete {
		return nil, fmt.Errorf("sudoku: facts: %w", ctxErr(ctx))
	}
	return facts, nil
}

func ctxErr(ctx context.Context) error {
	if ctx != nil && ctx.Err() != nil {
		return ctx.Err()
	}
	return errors.New("search stopped early")
}

// solveExcluding finds a solution with digit d kept out of cell c, or nil.
func solveExcluding(ctx context.Context, geo *Geometry, givens []uint8, c int, d uint8) (sol []uint8, complete bool) {
	if geo.N == 9 {
		z := search9{stopper: stopper{ctx: ctx, limit: 1}}
		var s board9
		s.init()
		for q, v := range givens {
			if v != 0 && !s.place(int(v)-1, q/27, q%27) {
				return nil, true
			}
		}
		s.clear((int(d)-1)*3+c/27, 1<<(c%27))
		z.stack = stackPool.Get().(*[82]board9)
		z.run(&s, 0)
		stackPool.Put(z.stack)
		return z.first, !z.stopped
	}
	shape, err := latinShape(geo)
	if err != nil {
		return nil, true
	}
	b := shape.NewBoard()
	if !b.Load(givens) || !b.Eliminate(c, int(d)) {
		return nil, true
	}
	count, _, complete := latin.Search(ctx, b, 1, 0, func(v []uint8) { sol = append([]uint8(nil), v...) })
	if count == 0 {
		sol = nil
	}
	return sol, complete
}

var _ puzzle.FactFinder = (*Puzzle)(nil)
