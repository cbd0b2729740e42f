package template

import (
	"context"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// model is the one constraint builder shared by Solve and Facts: a
// variable per cell ("shaded") as the answer keys, numbered cells unshaded,
// and each number as a native cardinality constraint on its neighbours.
func (p *Puzzle) model() (*sat.Problem, []sat.Lit) {
	prob := &sat.Problem{}
	shaded := prob.NewVars(p.G.Cells())
	prob.MarkAnswer(shaded...)
	var nb []int
	for c, clue := range p.Clues {
		if clue < 0 {
			continue
		}
		prob.AddClause(shaded[c].Not())
		var around []sat.Lit
		for _, d := range p.G.Neighbours(nb[:0], c) {
			around = append(around, shaded[d])
		}
		prob.Exactly(clue, around...)
	}
	return prob, shaded
}

func (p *Puzzle) answerOf(m sat.Model, shaded []sat.Lit) Answer {
	a := make(Answer, len(shaded))
	for c, l := range shaded {
		a[c] = m.Value(l)
	}
	return a
}

// Solve implements puzzle.Solver on the SAT model alone; a genre with
// several methods lists them for portfolio.Sequence or portfolio.Turns.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	prob, shaded := p.model()
	return portfolio.SAT(ctx, prob, limit, func(m sat.Model) puzzle.Answer { return p.answerOf(m, shaded) })
}
