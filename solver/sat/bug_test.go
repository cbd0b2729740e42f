package sat

import (
	"context"
	"testing"

	"github.com/crillab/gophersat/solver"
)

// gophersat v1.4.0's ParseCardConstrs simplifies cardinality constraints
// against unit facts, and its loop (simplifyCard in problem.go) counts the
// same true literal again and again: one literal fixed true makes any "at
// least k" constraint look satisfied, and it is dropped. The wrapper never
// uses that parser; this test shows the bug and that the wrapper is immune.
func TestGophersatUnitCardinalityBug(t *testing.T) {
	// x1, not x2, not x3, and at least two of x1, x2, x3: unsatisfiable.
	raw := solver.New(solver.ParseCardConstrs([]solver.CardConstr{
		solver.AtLeast1(1),
		solver.AtLeast1(-2),
		solver.AtLeast1(-3),
		{Lits: []int{1, 2, 3}, AtLeast: 2},
	}))
	if raw.Solve() == solver.Sat {
		t.Logf("gophersat ParseCardConstrs: SAT, model %v (the bug)", raw.Model())
	} else {
		t.Logf("gophersat ParseCardConstrs: no longer shows the bug")
	}

	ctx := context.Background()
	build := []func(p *Problem, x []Lit){
		func(p *Problem, x []Lit) { // the same problem
			p.AddClause(x[0])
			p.AddClause(x[1].Not())
			p.AddClause(x[2].Not())
			p.AtLeast(2, x...)
		},
		func(p *Problem, x []Lit) { // units after the constraint, as cardinality units
			p.AtLeast(2, x...)
			p.AtLeast(1, x[0])
			p.AtMost(0, x[1])
			p.Exactly(0, x[2])
		},
		func(p *Problem, x []Lit) { // units a constraint forces
			p.AtLeast(2, x...)
			p.SumAtLeast([]Lit{x[0], x[1]}, []int{5, -3}, 5)
			p.AtMostOne(x[1], x[2], x[2])
		},
	}
	for i, b := range build {
		p := &Problem{}
		b(p, p.NewVars(3))
		if m, st := p.Solve(ctx); st != Unsat {
			t.Errorf("variant %d: Solve = %v with model %v, want unsat", i, st, modelSlice(m, 3))
		}
	}
}

// The zero Model must answer instead of panicking the way gophersat's
// Model() does on a problem that is not Sat.
func TestModelOfUnsatProblem(t *testing.T) {
	p := &Problem{}
	x := p.NewVar()
	p.AddClause(x)
	p.AddClause(x.Not())
	m, st := p.Solve(context.Background())
	if st != Unsat || m.Value(x) || m.Value(x.Not()) {
		t.Errorf("Solve = %v, Value(x) = %v, Value(not x) = %v", st, m.Value(x), m.Value(x.Not()))
	}
}
