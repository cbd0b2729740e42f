package evolomino

import (
	"context"
	"fmt"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the cells whose content (square or not) is the same in every
// solution and that are not given, as moves.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	sq, known, err := p.facts(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []puzzle.Fact
	for c := range sq {
		if !known[c] || p.Cells[c] != Plain {
			continue
		}
		y, x := p.G.YX(c)
		f := puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}}
		if sq[c] {
			f.Move, f.Text = fmt.Sprintf("%d,%d=o", y, x), fmt.Sprintf("%s holds a square", cellName(p.G, c))
		} else {
			f.Move, f.Text = fmt.Sprintf("%d,%d=x", y, x), fmt.Sprintf("%s stays empty", cellName(p.G, c))
		}
		out = append(out, f)
	}
	return out, nil
}

// facts returns per cell whether it is a square in every solution (sq) or
// empty in every solution (known && !sq); fixed (may be nil) adds
// assumptions: +1 square, -1 empty.
func (p *Puzzle) facts(ctx context.Context, fixed []int8) (sq, known []bool, err error) {
	m := p.newModel()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if deadline, ok := ctx.Deadline(); ok {
		m.stop = func() { // see SolveBudget
			if time.Now().After(deadline) {
				cancel()
			}
		}
	}
	for c, f := range fixed {
		switch f {
		case 1:
			m.prob.AddClause(m.x[c])
		case -1:
			m.prob.AddClause(m.x[c].Not())
		}
	}
	lits, st := m.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, nil, fmt.Errorf("evolomino: the puzzle has no solution, so nothing is certain")
	case sat.Unknown:
		return nil, nil, fmt.Errorf("evolomino: facts stopped: %w", ctxErr(ctx))
	}
	n := p.G.Cells()
	sq, known = make([]bool, n), make([]bool, n)
	for _, l := range lits {
		c := l.Var() - m.x[0].Var()
		if c < 0 || c >= n {
			continue
		}
		known[c] = true
		sq[c] = l.Positive()
	}
	return sq, known, nil
}
