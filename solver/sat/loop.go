package sat

import graph "pencilbox/solver/grid"

// SingleLoop requires the used edges of eg to form at most one simple
// closed loop: every vertex has 0 or 2 used edges (native constraints, so
// the solver propagates them), and a lazy check cuts off all loops but one
// when a model has several (subtour elimination, with the crossing-edge cut
// of ConnectedEdgesLazy). An empty set of edges is allowed; callers that
// need a loop add p.AtLeast(1, used...) or clue constraints that imply one.
func (p *Problem) SingleLoop(eg graph.EdgeGraph, used []Lit) {
	if len(used) != len(eg.Ends) {
		panic("sat: SingleLoop needs one literal per edge")
	}
	used = append([]Lit(nil), used...)
	p.LoopDegrees(eg, used)
	p.Lazy(func(m Model) [][]Lit { return p.edgeCuts(eg, used, nil, m, true) })
}

// LoopDegrees requires every vertex of eg to have 0 or 2 used edges: at
// most two, and each used edge needs another used edge at both ends.
func (p *Problem) LoopDegrees(eg graph.EdgeGraph, used []Lit) {
	for _, inc := range eg.Inc {
		lits := make([]Lit, len(inc))
		for i, e := range inc {
			lits[i] = used[e]
		}
		if len(lits) > 2 {
			p.AtMost(2, lits...)
		}
		for i := range lits {
			clause := []Lit{lits[i].Not()}
			for j := range lits {
				if j != i {
					clause = append(clause, lits[j])
				}
			}
			p.AddClause(clause...)
		}
	}
}
