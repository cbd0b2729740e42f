package hashi

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/portfolio"
	"pencilbox/solver/puzzle"
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

// Solve first narrows every bridge with the human rules (rules.go, all
// implications of the puzzle's rules) and gives the bounds to the SAT
// model as units; limit 1 finds a solution, 2 (or more) settles
// uniqueness. Nodes counts the models gophersat returned.
func (p *Puzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	d := newDeducer(p)
	if !d.propagate() {
		return puzzle.Result{Status: puzzle.None}
	}
	return p.solveModel(ctx, limit, d)
}

// SolveReference is the plain SAT model without the rules, so a wrong rule
// shows up as a disagreement (tests and `pencilbox bench --crosscheck`).
func (p *Puzzle) SolveReference(ctx context.Context, limit int) puzzle.Result {
	return p.solveModel(ctx, limit, nil)
}

// solveModel solves the model with the bounds of d (nil: none) as units.
func (p *Puzzle) solveModel(ctx context.Context, limit int, d *deducer) puzzle.Result {
	mod := p.model()
	if d != nil {
		for b := range p.Bridges {
			if d.lo[b] >= 1 {
				mod.prob.AddClause(mod.one[b])
			}
			if d.lo[b] >= 2 {
				mod.prob.AddClause(mod.two[b])
			}
			if d.hi[b] == 0 {
				mod.prob.AddClause(mod.one[b].Not())
			}
			if d.hi[b] <= 1 {
				mod.prob.AddClause(mod.two[b].Not())
			}
		}
	}
	r := portfolio.SAT(ctx, mod.prob, limit, func(m sat.Model) puzzle.Answer { return p.answerOf(mod, m) })
	r.Nodes = mod.calls
	return r
}

// Facts lists the bridges whose count is the same in every solution, as
// moves that enter them (a certain "no bridge" as the cross mark).
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	mod := p.model()
	lits, st := mod.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, errors.New("hashi: the puzzle has no solution, so nothing is certain")
	case sat.Unknown:
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("hashi: stopped: %w", err)
		}
		return nil, errors.New("hashi: the solver gave up")
	}
	// A count is certain when both of its literals are: one known false
	// means 0, two known true means 2, one true and two false means 1.
	nb := len(p.Bridges)
	if nb == 0 {
		return nil, nil
	}
	oneVal := make([]int8, nb) // +1 true in all solutions, -1 false, 0 unknown
	twoVal := make([]int8, nb)
	firstOne, firstTwo := mod.one[0].Var(), mod.two[0].Var()
	for _, l := range lits {
		sign := int8(1)
		if !l.Positive() {
			sign = -1
		}
		if v := l.Var(); v >= firstTwo {
			twoVal[v-firstTwo] = sign
		} else {
			oneVal[v-firstOne] = sign
		}
	}
	var facts []puzzle.Fact
	for b := 0; b < nb; b++ {
		k := -1
		switch {
		case oneVal[b] < 0:
			k = 0
		case twoVal[b] > 0:
			k = 2
		case oneVal[b] > 0 && twoVal[b] < 0:
			k = 1
		}
		if k < 0 {
			continue
		}
		move, text := p.bridgeMove(b, k), fmt.Sprintf("%s has %d bridges", p.bridgeName(b), k)
		switch k {
		case 0:
			move, text = p.bridgeMoveX(b), "no bridge joins "+p.bridgeName(b)
		case 1:
			text = "one bridge joins " + p.bridgeName(b)
		case 2:
			text = "two bridges join " + p.bridgeName(b)
		}
		facts = append(facts, puzzle.Fact{At: p.bridgePoints(b), Move: move, Text: text})
	}
	return facts, nil
}

// bridgeMove is the move that puts k bridges on b.
func (p *Puzzle) bridgeMove(b, k int) string {
	ya, xa := p.G.YX(p.Islands[p.Bridges[b].A])
	yb, xb := p.G.YX(p.Islands[p.Bridges[b].B])
	return fmt.Sprintf("%d,%d-%d,%d=%d", ya, xa, yb, xb, k)
}

// bridgeMoveX is the move that marks b "no bridge".
func (p *Puzzle) bridgeMoveX(b int) string {
	m := p.bridgeMove(b, 0)
	return m[:len(m)-1] + "x"
}

// bridgePoints are the two islands of b, for highlights.
func (p *Puzzle) bridgePoints(b int) []grid.Point {
	return []grid.Point{p.G.CellPoint(p.Islands[p.Bridges[b].A]), p.G.CellPoint(p.Islands[p.Bridges[b].B])}
}

var (
	_ puzzle.Solver          = (*Puzzle)(nil)
	_ puzzle.ReferenceSolver = (*Puzzle)(nil)
	_ puzzle.FactFinder      = (*Puzzle)(nil)
)
