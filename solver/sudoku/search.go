package sudoku

import (
	"context"
	"sync"

	"pencilbox/solver/latin"
	"pencilbox/solver/puzzle"
)

// stopper counts nodes and decides when a search must stop: the solution
// limit, the node budget, or ctx (polled every 4096 nodes, so the hot loop
// stays free of channel reads).
type stopper struct {
	ctx     context.Context
	limit   int
	budget  int64
	nodes   int64
	count   int
	stopped bool
	check   int64 // the node count of the next poll
}

// tick counts a node and says whether to stop. It is small enough to
// inline (a call per node costs in WASM): the rare checks are in poll,
// which runs when the node count reaches check.
func (z *stopper) tick() bool {
	z.nodes++
	if z.nodes >= z.check {
		z.poll()
	}
	return z.stopped
}

// poll checks ctx every 4096 nodes and the budget once it is exceeded,
// and sets check to the next node count where either is due.
func (z *stopper) poll() {
	if z.nodes&4095 == 0 && puzzle.Expired(z.ctx) {
		z.stopped = true
	}
	if z.budget > 0 && z.nodes > z.budget {
		z.stopped = true
	}
	z.check = z.nodes | 4095 + 1
	if z.budget > 0 && z.budget >= z.nodes {
		z.check = min(z.check, z.budget+1)
	}
}

// CountGrid counts the solutions of givens (N*N digits, 0 empty) on geo up
// to limit, with the first solution found. complete is false when the node
// budget (<= 0: unlimited) or ctx stopped it before the count was settled.
// Givens that break a unit give count 0, complete. 9x9 boards use the band
// bitboard search; the other sizes the generic Latin-square propagator,
// with randomized restarts interleaved (restart.go).
func CountGrid(ctx context.Context, geo *Geometry, givens []uint8, limit int, nodeBudget int64) (count int, first []uint8, nodes int64, complete bool) {
	return countGrid(ctx, geo, givens, limit, nodeBudget, false)
}

// countGridSteady is CountGrid with the 9x9 search the generator was
// calibrated on (cell branching, no triad rule): the same counts, but the
// first solution and the node count that seeds and the expert budget
// depend on stay fixed. Other sizes are the same search either way.
func countGridSteady(ctx context.Context, geo *Geometry, givens []uint8, limit int, nodeBudget int64) (count int, first []uint8, nodes int64, complete bool) {
	return countGrid(ctx, geo, givens, limit, nodeBudget, true)
}

func countGrid(ctx context.Context, geo *Geometry, givens []uint8, limit int, nodeBudget int64, steady bool) (count int, first []uint8, nodes int64, complete bool) {
	if limit < 1 {
		limit = 1
	}
	n := geo.N
	if len(givens) != n*n {
		return 0, nil, 0, true
	}
	if n == 9 {
		z := search9{stopper: stopper{ctx: ctx, limit: limit, budget: nodeBudget}, steady: steady}
		var s board9
		if !s.load(givens) {
			return 0, nil, 1, true
		}
		z.stack = stackPool.Get().(*[82]board9)
		z.run(&s, 0)
		stackPool.Put(z.stack)
		return z.count, z.first, z.nodes, !z.stopped
	}
	if steady {
		return countLatin(ctx, geo, givens, limit, nodeBudget)
	}
	return countLatinRestarts(ctx, geo, givens, limit, nodeBudget)
}

func countLatin(ctx context.Context, geo *Geometry, givens []uint8, limit int, nodeBudget int64) (int, []uint8, int64, bool) {
	shape, err := latinShape(geo)
	if err != nil {
		return 0, nil, 0, true
	}
	b := shape.NewBoard()
	if !b.Load(givens) {
		return 0, nil, 1, true
	}
	var first []uint8
	count, nodes, complete := latin.Search(ctx, b, limit, nodeBudget, func(v []uint8) {
		if first == nil {
			first = append([]uint8(nil), v...)
		}
	})
	return count, first, nodes, complete
}

var latinShapes sync.Map // N -> *latin.Shape, built once per size

// latinShape is the Sudoku as a Latin square with boxes as extra units.
func latinShape(geo *Geometry) (*latin.Shape, error) {
	if s, ok := latinShapes.Load(geo.N); ok {
		return s.(*latin.Shape), nil
	}
	s, err := latin.NewShape(geo.N, geo.Units[2*geo.N:])
	if err != nil {
		return nil, err
	}
	latinShapes.Store(geo.N, s)
	return s, nil
}

// Solve runs the fast exact search: limit 1 stops at the first solution,
// 2 settles uniqueness.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	count, first, nodes, complete := CountGrid(ctx, p.Geo, p.Givens, limit, 0)
	return p.result(count, first, nodes, complete, limit)
}

func (p *Puzzle) result(count int, first []uint8, nodes int64, complete bool, limit int) puzzle.Result {
	r := puzzle.Result{Nodes: nodes}
	if first != nil {
		r.Answer = Answer{Geo: p.Geo, Values: first}
	}
	r.Status = puzzle.SearchStatus(count, complete, limit)
	return r
}

var (
	_ puzzle.Puzzle = (*Puzzle)(nil)
	_ puzzle.Solver = (*Puzzle)(nil)
	_ puzzle.State  = (*State)(nil)
)
