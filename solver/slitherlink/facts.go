package slitherlink

import (
	"context"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the edges that are the same in every solution (on or off),
// as moves that enter them.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	prob, x, _ := p.model()
	lits, st := prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, errNoSolution
	case sat.Unknown:
		return nil, stopped(ctx)
	}
	first := x[0].Var()
	var facts []puzzle.Fact
	for _, l := range lits {
		e := l.Var() - first
		at := p.geo.edgePoint(e)
		mark, text := On, "is on the loop"
		if !l.Positive() {
			mark, text = Off, "is not on the loop"
		}
		facts = append(facts, puzzle.Fact{At: []grid.Point{at}, Move: EdgeMove(at, mark), Text: p.edgeName(e) + " " + text})
	}
	return facts, nil
}
