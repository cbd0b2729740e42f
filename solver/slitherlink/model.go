package slitherlink

import (
	"pencilbox/solver/sat"
)

// The exact model: one variable per edge (the answer keys), each clue an
// exact cardinality over its cell's four sides, and the single loop from
// package sat (degree 0 or 2 at every dot as native constraints, separate
// loops cut off lazily). A puzzle without clues above 0 would allow the
// empty loop, so a loop is required explicitly. The all-dots variant adds
// one clause per dot: some line there.

// model builds the SAT problem; x[e] is true when edge e is on the loop.
// calls counts the models gophersat returned (lazy checks see each one),
// the Nodes figure of a Result.
func (p *Puzzle) model() (prob *sat.Problem, x []sat.Lit, calls *int64) {
	geo := p.geo
	prob = &sat.Problem{}
	x = prob.NewVars(geo.numEdges())
	prob.MarkAnswer(x...)
	var side [4]sat.Lit
	for c, v := range p.Clues {
		if v < 0 {
			continue
		}
		for i, e := range geo.cellEdges[c] {
			side[i] = x[e]
		}
		prob.Exactly(v, side[:]...)
	}
	eg, _ := p.G.VertexGraph()
	prob.SingleLoop(eg, x)
	if p.AllDots {
		// Degree 0 or 2 is the loop's; at least one line makes it 2.
		var at []sat.Lit
		for _, es := range geo.vertEdges {
			at = at[:0]
			for _, e := range es {
				if e >= 0 {
					at = append(at, x[e])
				}
			}
			prob.AtLeast(1, at...)
		}
	}
	prob.AtLeast(1, x...)
	calls = new(int64)
	prob.Lazy(func(sat.Model) [][]sat.Lit { *calls++; return nil })
	return prob, x, calls
}

func (p *Puzzle) answerOf(m sat.Model, x []sat.Lit) Answer {
	line := make([]bool, len(x))
	for e, l := range x {
		line[e] = m.Value(l)
	}
	return Answer{P: p, Line: line}
}
