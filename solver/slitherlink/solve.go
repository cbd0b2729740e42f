package slitherlink

import (
	"context"
	"errors"
	"fmt"
	"time"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Solve first applies the basic human rules (rules.go) to a fixpoint, which
// are implications of the puzzle's rules, and gives the edges they decide
// to the SAT model as units: the search then starts from a board that is
// often mostly solved, and needs fewer separate-loop cuts. Limit 1 finds a
// loop, 2 (or more) settles uniqueness. Nodes counts gophersat calls.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	d := newDeducer(p, make([]uint8, p.geo.numEdges()))
	if !d.propagate() {
		return puzzle.Result{Status: puzzle.None}
	}
	return p.solveModel(ctx, limit, d.e)
}

// SolveReference is the plain SAT model without the rules, so a wrong rule
// shows up as a disagreement (tests and `pencilbox bench --crosscheck`).
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	return p.solveModel(ctx, limit, nil)
}

// solveModel solves the model with the decided edges of known (nil: none)
// as units.
func (p *Puzzle) solveModel(ctx context.Context, limit int, known []uint8) puzzle.Result {
	prob, x, calls := p.model()
	for e, m := range known {
		switch m {
		case On:
			prob.AddClause(x[e])
		case Off:
			prob.AddClause(x[e].Not())
		}
	}
	r := portfolio.SAT(ctx, prob, limit, func(m sat.Model) puzzle.Answer { return p.answerOf(m, x) })
	r.Nodes = *calls
	return r
}

var (
	_ puzzle.Solver          = (*Puzzle)(nil)
	_ puzzle.ReferenceSolver = (*Puzzle)(nil)
	_ puzzle.FactFinder      = (*Puzzle)(nil)
)

var errNoSolution = errors.New("slitherlink: the puzzle has no solution, so nothing is certain")

// expired reads the clock as well as ctx.Err (under js/wasm a busy
// goroutine keeps the context's timer from firing).
func expired(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	d, ok := ctx.Deadline()
	return ok && !time.Now().Before(d)
}

func stopped(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("slitherlink: stopped: %w", err)
	}
	return errors.New("slitherlink: the solver gave up")
}

// edgeName is how hints and facts name an edge: the side of a cell, e.g.
// "the top of r1c2" ("the bottom of r5c2" on the last row's lower border).
func (p *Puzzle) edgeName(e int) string {
	cs := p.geo.edgeCells[e]
	horizontal := e < p.geo.nh
	switch {
	case cs[1] >= 0 && horizontal:
		return "the top of " + cellName(p.G, int(cs[1]))
	case cs[1] >= 0:
		return "the left side of " + cellName(p.G, int(cs[1]))
	case horizontal:
		return "the bottom of " + cellName(p.G, int(cs[0]))
	default:
		return "the right side of " + cellName(p.G, int(cs[0]))
	}
}
