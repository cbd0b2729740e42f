package futoshiki

import (
	"context"

	"pencilbox/solver/digits"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The reference solver is the plain SAT model, sharing nothing with the
// search but the puzzle: x[c*N+d-1] is true when cell c holds digit d (the
// answer keys); exactly one digit per cell, each digit exactly once per row
// and column; for a sign a < b, no pair of digits (d at a, e at b) with
// e <= d; givens as unit clauses.
func (p *Puzzle) satModel() (*sat.Problem, []sat.Lit) {
	n := p.N
	prob := &sat.Problem{}
	x := prob.NewVars(n * n * n)
	prob.MarkAnswer(x...)
	for c := 0; c < n*n; c++ {
		prob.ExactlyOne(x[c*n : c*n+n]...)
	}
	lits := make([]sat.Lit, n)
	for i := 0; i < n; i++ {
		for d := 0; d < n; d++ {
			for j := 0; j < n; j++ {
				lits[j] = x[(i*n+j)*n+d]
			}
			prob.ExactlyOne(lits...)
			for j := 0; j < n; j++ {
				lits[j] = x[(j*n+i)*n+d]
			}
			prob.ExactlyOne(lits...)
		}
	}
	for _, pr := range p.pairs {
		lo, hi := pr[0], pr[1]
		for d := 0; d < n; d++ {
			for e := 0; e <= d; e++ {
				prob.AddClause(x[lo*n+d].Not(), x[hi*n+e].Not())
			}
		}
	}
	for c, v := range p.Givens {
		if v != 0 {
			prob.AddClause(x[c*n+int(v)-1])
		}
	}
	return prob, x
}

// SolveReference solves the SAT model: limit 1 finds one solution, 2 (or
// more) counts distinct answers up to the limit.
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	prob, x := p.satModel()
	return portfolio.SAT(ctx, prob, limit, func(m sat.Model) puzzle.Answer { return Answer{N: p.N, Values: digits.Values(m, x, p.N)} })
}
