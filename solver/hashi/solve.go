package hashi

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Solve first narrows every bridge with the human rules (rules.go, all
// implications of the puzzle's rules) and gives the bounds to the SAT
// model as units; limit 1 finds a solution, 2 (or more) settles
// uniqueness. Nodes counts the models gophersat returned.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	d := newDeducer(p)
	if !d.propagate() {
		return puzzle.Result{Status: puzzle.None}
	}
	return p.solveModel(ctx, limit, d)
}

// SolveReference is the plain SAT model without the rules, so a wrong rule
// shows up as a disagreement (tests and `pencilbox bench --crosscheck`).
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	return p.solveModel(ctx, limit, nil)
}

// solveModel solves the model with the bounds of d (nil: none) as units.
func (p *Puzzle) solveModel(ctx context.Context, limit int, d *deducer) puzzle.Result {
	mod := p.boundedModel(d)
	r := portfolio.SAT(ctx, mod.prob, limit, func(m sat.Model) puzzle.Answer { return p.answerOf(mod, m) })
	r.Nodes = mod.calls
	return r
}

// Solutions lists up to n solutions (at least one asked) and the count's
// status: the editor's analysis and the scale suite's repair show a second
// solution, which Solve finds but does not return.
func (p *Puzzle) Solutions(ctx context.Context, n int) ([]puzzle.Answer, puzzle.Status) {
	n = max(n, 1)
	d := newDeducer(p)
	if !d.propagate() {
		return nil, puzzle.None
	}
	mod := p.boundedModel(d)
	models, cnt := mod.prob.Enumerate(ctx, n)
	out := make([]puzzle.Answer, len(models))
	for i, m := range models {
		out[i] = p.answerOf(mod, m)
	}
	return out, puzzle.CountStatus(cnt.N, cnt.Complete, n)
}

// boundedModel is the model with the bounds of d (nil: none) as units.
func (p *Puzzle) boundedModel(d *deducer) *model {
	mod := p.model()
	if d != nil {
		for b := range p.Bridges {
			if d.lo[b] >= 1 {
				mod.prob.AddClause(mod.one[b])
			}
			if d.lo[b] >= 2 {
				mod.prob.AddClause(mod.two[b])
			}
			if d.hi[b] == 0 {
				mod.prob.AddClause(mod.one[b].Not())
			}
			if d.hi[b] <= 1 {
				mod.prob.AddClause(mod.two[b].Not())
			}
		}
	}
	return mod
}

// bridgeMove is the move that puts k bridges on b.
func (p *Puzzle) bridgeMove(b, k int) string {
	ya, xa := p.G.YX(p.Islands[p.Bridges[b].A])
	yb, xb := p.G.YX(p.Islands[p.Bridges[b].B])
	return fmt.Sprintf("%d,%d-%d,%d=%d", ya, xa, yb, xb, k)
}

// bridgeMoveX is the move that marks b "no bridge".
func (p *Puzzle) bridgeMoveX(b int) string {
	m := p.bridgeMove(b, 0)
	return m[:len(m)-1] + "x"
}

// bridgePoints are the two islands of b, for highlights.
func (p *Puzzle) bridgePoints(b int) []grid.Point {
	return []grid.Point{p.G.CellPoint(p.Islands[p.Bridges[b].A]), p.G.CellPoint(p.Islands[p.Bridges[b].B])}
}

var (
	_ puzzle.Solver          = (*Puzzle)(nil)
	_ puzzle.ReferenceSolver = (*Puzzle)(nil)
	_ puzzle.FactFinder      = (*Puzzle)(nil)
)
