package fillomino

// Hints: first a mistake (an entry that differs from the unique solution,
// or a group that already breaks the rules), then the first human rule
// that applies (human.go), then a forced value from the exact facts.

import (
	"context"
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Hint implements puzzle.Hinter.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || st.P == nil || len(st.Values) != p.G.Cells() {
		return puzzle.Hint{}, fmt.Errorf("fillomino: a hint needs a fillomino board of this puzzle")
	}
	g := p.G
	if v := p.Check(st.Answer()); v == nil {
		return puzzle.SolvedHint, nil
	}
	unique, err := puzzle.HintBasis(ctx, "fillomino", p.Solve(ctx, 2))
	if err != nil {
		return puzzle.Hint{}, err
	}
	if unique != nil {
		sol := unique.(Answer).Values
		for c, v := range st.Values {
			if v != 0 && v != sol[c] && p.Clues[c] <= 0 {
				y, x := g.YX(c)
				return puzzle.Hint{
					Technique: "mistake",
					Text:      fmt.Sprintf("%s holds %d, but the solution has %d there", cellName(g, c), v, sol[c]),
					At:        []grid.Point{g.CellPoint(c)},
					Move:      fmt.Sprintf("%d,%d=%d", y, x, sol[c]),
				}, nil
			}
		}
	}
	for _, v := range p.Check(st.Answer()) {
		if !v.Incomplete {
			return puzzle.Hint{Technique: "mistake", Text: strings.TrimPrefix(v.Msg, "fillomino: "), At: v.At}, nil
		}
	}
	h := &human{p: p, vals: append([]int(nil), st.Values...)}
	if step, ok := h.next(numRules - 1); ok {
		moves := make([]string, len(step.Cells))
		for i, c := range step.Cells {
			y, x := g.YX(c)
			moves[i] = fmt.Sprintf("%d,%d", y, x)
		}
		return puzzle.Hint{
			Technique: step.Rule.String(),
			Text:      step.Text,
			At:        cellPoints(g, append(append([]int(nil), step.About...), step.Cells...)),
			Move:      strings.Join(moves, " ") + "=" + fmt.Sprint(step.Value),
		}, nil
	}
	if h, ok := p.closedHint(st); ok {
		return h, nil
	}
	vals, err := p.factValues(ctx, st.Values)
	if err != nil {
		return puzzle.Hint{}, err
	}
	for c, v := range vals {
		if v > 0 && st.Values[c] == 0 {
			y, x := g.YX(c)
			return puzzle.Hint{
				Technique: "forced",
				Text:      fmt.Sprintf("No rule here names it, but %s is %d in every solution", cellName(g, c), v),
				At:        []grid.Point{g.CellPoint(c)},
				Move:      fmt.Sprintf("%d,%d=%d", y, x, v),
			}, nil
		}
	}
	return puzzle.Hint{Technique: "none", Text: "No certain step found: the puzzle has more than one solution from here."}, nil
}

// closedHint: a finished group (exactly k cells of k) with an undrawn
// border toward an empty cell: that border is certain, and drawing it
// shows the region closed.
func (p *Puzzle) closedHint(st *State) (puzzle.Hint, bool) {
	g := p.G
	_, members := p.regions(st.Values)
	for _, cells := range members {
		k := st.Values[cells[0]]
		if len(cells) != k {
			continue
		}
		var pts []string
		var at []grid.Point
		for _, c := range cells {
			for _, e := range p.inc[c] {
				if e < 0 || p.Walls[e] || st.Borders[e] {
					continue
				}
				d := int(p.edges[e].a) + int(p.edges[e].b) - c
				if st.Values[d] == 0 {
					pt := p.EdgePoint(int(e))
					pts = append(pts, fmt.Sprintf("%d,%d", pt.Y, pt.X))
					at = append(at, pt)
				}
			}
		}
		if len(pts) == 0 {
			continue
		}
		return puzzle.Hint{
			Technique: "complete region",
			Text:      fmt.Sprintf("The group of %d at %s is complete: no cell beside it can be %d", k, cellName(g, cells[0]), k),
			At:        append(cellPoints(g, cells), at...),
			Move:      "border " + strings.Join(pts, " ") + "=1",
		}, true
	}
	return puzzle.Hint{}, false
}

var _ puzzle.Hinter = (*Puzzle)(nil)
