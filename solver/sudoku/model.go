package sudoku

import (
	"context"

	"pencilbox/solver/digits"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The reference solver is the plain SAT model, sharing nothing with the
// bitboard search but the puzzle: one variable per cell and digit (the
// answer keys), exactly one digit per cell, each digit exactly once per
// row, column and box, givens as unit clauses. Tests and `pencilbox bench
// --crosscheck` demand that it agrees with Solve.

// satModel returns the problem and its variables: x[c*N+d-1] is true when
// cell c holds digit d.
func (p *Puzzle) satModel() (*sat.Problem, []sat.Lit) {
	n := p.Geo.N
	prob := &sat.Problem{}
	x := prob.NewVars(n * n * n)
	prob.MarkAnswer(x...)
	lits := make([]sat.Lit, n)
	for c := 0; c < n*n; c++ {
		prob.ExactlyOne(x[c*n : c*n+n]...)
	}
	for _, unit := range p.Geo.Units {
		for d := 0; d < n; d++ {
			for i, c := range unit {
				lits[i] = x[c*n+d]
			}
			prob.ExactlyOne(lits...)
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
	return portfolio.SAT(ctx, prob, limit, func(m sat.Model) puzzle.Answer { return Answer{Geo: p.Geo, Values: digits.Values(m, x, p.Geo.N)} })
}

// referenceFacts are the facts according to the SAT model, for tests that
// hold Facts (found by the fast search) against them.
func (p *Puzzle) referenceFacts(ctx context.Context) (map[int]uint8, sat.Status) {
	prob, x := p.satModel()
	lits, st := prob.Facts(ctx)
	if st != sat.Sat {
		return nil, st
	}
	n := p.Geo.N
	out := map[int]uint8{}
	for _, l := range lits {
		if !l.Positive() {
			continue
		}
		i := l.Var() - x[0].Var()
		if c := i / n; p.Givens[c] == 0 {
			out[c] = uint8(i%n + 1)
		}
	}
	return out, sat.Sat
}

var _ puzzle.ReferenceSolver = (*Puzzle)(nil)
