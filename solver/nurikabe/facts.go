package nurikabe

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the cells every solution agrees on: the solution when Solve
// proves it unique, else the deductions' fixpoint plus what the SAT model
// proves about the rest.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	// A unique puzzle's facts are its solution: Solve settles it without
	// the long SAT calls the whole model makes on hard boards.
	if r := p.Solve(ctx, 2); r.Status == puzzle.Unique {
		sol := r.Answer.(Answer)
		var out []puzzle.Fact
		for c, v := range sol.Cells {
			if p.Clues[c] != NoClue {
				continue
			}
			val, what := white, "unshaded"
			if v == Wall {
				val, what = wallV, "wall"
			}
			out = append(out, puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}, Move: p.move(c, val), Text: p.rc(c) + " is " + what})
		}
		return out, nil
	}
	b := p.newBoard()
	if _, err := b.propagate(allRules); err != nil {
		return nil, fmt.Errorf("nurikabe: the puzzle has no solution")
	}
	m := p.newModel(Lazy, nil)
	for c, v := range b.v {
		switch v {
		case wallV:
			m.prob.AddClause(m.wall[c])
		case white:
			m.prob.AddClause(m.wall[c].Not())
		}
	}
	lits, st := m.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, fmt.Errorf("nurikabe: the puzzle has no solution")
	case sat.Unknown:
		return nil, fmt.Errorf("nurikabe: facts not settled before the deadline")
	}
	index := make(map[sat.Lit]int, len(m.wall))
	for c, l := range m.wall {
		index[l] = c
	}
	var out []puzzle.Fact
	for _, l := range lits {
		c, pos := index[l]
		val := wallV
		if !pos {
			c = index[l.Not()]
			val = white
		}
		if p.Clues[c] != NoClue {
			continue
		}
		what := "wall"
		if val == white {
			what = "unshaded"
		}
		out = append(out, puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}, Move: p.move(c, val), Text: p.rc(c) + " is " + what})
	}
	return out, nil
}
