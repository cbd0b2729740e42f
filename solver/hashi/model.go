package hashi

import (
	"pencilbox/solver/grid"
	"pencilbox/solver/sat"
	"pencilbox/solver/urlcodec"
)

// The exact model: per potential bridge two variables, one[b] "at least one
// bridge" and two[b] "two bridges" (two implies one); they are the answer
// keys. An island's number is a native cardinality over the one/two
// literals of its bridges (a double bridge counts both), crossing bridges
// exclude each other, and the used bridges must connect every island
// (package sat's lazy connectivity on the island graph).

type model struct {
	prob     *sat.Problem
	one, two []sat.Lit
	calls    int64
}

func (p *Puzzle) model() *model {
	prob := &sat.Problem{}
	nb := len(p.Bridges)
	m := &model{prob: prob, one: prob.NewVars(nb), two: prob.NewVars(nb)}
	prob.MarkAnswer(m.one...)
	prob.MarkAnswer(m.two...)
	for b := range p.Bridges {
		prob.AddClause(m.two[b].Not(), m.one[b])
	}
	var lits []sat.Lit
	for i, c := range p.Islands {
		lits = lits[:0]
		for _, b := range p.of[i] {
			lits = append(lits, m.one[b], m.two[b])
		}
		if v := p.Clues[c]; v != urlcodec.Unknown {
			prob.Exactly(v, lits...)
		} else if len(p.Islands) > 1 {
			prob.AtLeast(1, lits...)
		}
	}
	for _, x := range p.Crossings {
		prob.AddClause(m.one[x[0]].Not(), m.one[x[1]].Not())
	}
	if len(p.Islands) > 1 {
		edges := make([][2]int, nb)
		for b, br := range p.Bridges {
			edges[b] = [2]int{br.A, br.B}
		}
		eg := grid.NewEdgeGraph(len(p.Islands), edges)
		vertex := make([]sat.Lit, len(p.Islands))
		for i := range vertex {
			vertex[i] = prob.True()
		}
		prob.ConnectedEdgesLazy(eg, m.one, vertex)
	}
	prob.Lazy(func(sat.Model) [][]sat.Lit { m.calls++; return nil })
	return m
}

func (p *Puzzle) answerOf(mod *model, s sat.Model) Answer {
	count := make([]uint8, len(p.Bridges))
	for b := range count {
		switch {
		case s.Value(mod.two[b]):
			count[b] = 2
		case s.Value(mod.one[b]):
			count[b] = 1
		}
	}
	return Answer{P: p, Count: count}
}
