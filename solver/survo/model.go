package survo

import (
	"context"

	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// The reference solver is the assignment model of Sungur & Madenoğlu
// (../shared/references/survo-ilp.txt, constraints 2-6) on solver/sat:
// x[c*N+s-1] is true when cell c holds the number s (the answer keys);
// every cell holds exactly one number (2), every number is in exactly one
// cell (3), and each row's and column's sum of s*x equals its sum (4, 5),
// stated as native pseudo-boolean equalities; a given is a unit clause.
// The paper's sum variables y and z are the given sums, so they are
// constants here.
func (p *Puzzle) satModel() (*sat.Problem, []sat.Lit) {
	n := p.Cells()
	prob := &sat.Problem{}
	x := prob.NewVars(n * n)
	prob.MarkAnswer(x...)
	for c := 0; c < n; c++ {
		prob.ExactlyOne(x[c*n : c*n+n]...)
	}
	lits := make([]sat.Lit, n)
	for s := 0; s < n; s++ {
		for c := 0; c < n; c++ {
			lits[c] = x[c*n+s]
		}
		prob.ExactlyOne(lits...)
	}
	sumLine := func(cells []int, want int) {
		var ls []sat.Lit
		var ws []int
		for _, c := range cells {
			for s := 0; s < n; s++ {
				ls = append(ls, x[c*n+s])
				ws = append(ws, s+1)
			}
		}
		prob.SumEqual(ls, ws, want)
	}
	for r := 0; r < p.Rows; r++ {
		sumLine(p.rowCells(r), p.RowSums[r])
	}
	for c := 0; c < p.Cols; c++ {
		sumLine(p.colCells(c), p.ColSums[c])
	}
	for c, v := range p.Givens {
		if v != 0 {
			prob.AddClause(x[c*n+v-1])
		}
	}
	return prob, x
}

func (p *Puzzle) modelValues(m sat.Model, x []sat.Lit) []int {
	n := p.Cells()
	vals := make([]int, n)
	for c := range vals {
		for s := 0; s < n; s++ {
			if m.Value(x[c*n+s]) {
				vals[c] = s + 1
				break
			}
		}
	}
	return vals
}

// SolveReference solves the paper's model: limit 1 finds one solution, 2
// (or more) counts distinct answers up to the limit.
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	prob, x := p.satModel()
	return portfolio.SAT(ctx, prob, limit, func(m sat.Model) puzzle.Answer {
		return Answer{Cols: p.Cols, Rows: p.Rows, Values: p.modelValues(m, x)}
	})
}
