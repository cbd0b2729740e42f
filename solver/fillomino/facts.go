package fillomino

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the empty cells whose number is the same in every solution
// (from the SAT facts over the value literals), as moves. Cells of
// unclued regions larger than every clue are reported only when their
// whole region is certain.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	vals, err := p.factValues(ctx, nil)
	if err != nil {
		return nil, err
	}
	var out []puzzle.Fact
	for c, v := range vals {
		if v <= 0 || p.Clues[c] > 0 {
			continue
		}
		y, x := p.G.YX(c)
		out = append(out, puzzle.Fact{
			At:   []grid.Point{p.G.CellPoint(c)},
			Move: fmt.Sprintf("%d,%d=%d", y, x, v),
			Text: fmt.Sprintf("%s is %d", cellName(p.G, c), v),
		})
	}
	return out, nil
}

// factValues returns, per cell, the number it holds in every solution (0
// when solutions differ), optionally with extra clues fixed (nil: none).
func (p *Puzzle) factValues(ctx context.Context, fixed []int) ([]int, error) {
	m := p.newModel(ctx)
	if m == nil {
		return nil, fmt.Errorf("fillomino: facts: %w", ctxErr(ctx))
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	m.watch(ctx, cancel)
	for c, v := range fixed {
		if v > 0 {
			m.prob.AddClause(m.valueLit(c, v))
		}
	}
	lits, st := m.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, fmt.Errorf("fillomino: the puzzle has no solution, so nothing is certain")
	case sat.Unknown:
		return nil, fmt.Errorf("fillomino: facts: %w", ctxErr(ctx))
	}
	n := p.G.Cells()
	vals := make([]int, n)
	isFact := map[sat.Lit]bool{}
	for _, l := range lits {
		isFact[l] = true
	}
	fixedBorder := func(e int) bool { return isFact[m.b[e]] }
	for c := 0; c < n; c++ {
		for i, k := range m.vals {
			if isFact[m.val[c][i]] {
				vals[c] = k
			}
		}
	}
	// A free region is certain when all its borders are certain: the
	// region closed by certain borders, with certain non-borders inside.
	_, members := m.components(func(e int) bool { return !isFact[m.b[e].Not()] })
	for _, cells := range members {
		if !isFact[m.val[cells[0]][m.free]] {
			continue
		}
		closed := true
		for _, c := range cells {
			for _, e := range p.inc[c] {
				if e >= 0 && !isFact[m.b[e].Not()] && !fixedBorder(int(e)) {
					closed = false
				}
			}
		}
		if closed {
			for _, c := range cells {
				vals[c] = len(cells)
			}
		}
	}
	return vals, nil
}
