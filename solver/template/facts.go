package template

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts implements puzzle.FactFinder on the same model as Solve: the
// cells shaded (or unshaded) in every solution, as moves a player could
// enter. Unnumbered unshaded cells are facts too, but they need no move
// on an empty board, so only shaded ones become moves.
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	prob, shaded := p.model()
	lits, st := prob.Facts(ctx)
	switch st {
	case sat.Unknown:
		return nil, fmt.Errorf("template: facts stopped at the deadline")
	case sat.Unsat:
		return nil, fmt.Errorf("template: this puzzle has no solution")
	}
	index := make(map[int]int, len(shaded))
	for c, l := range shaded {
		index[int(l)] = c
	}
	var out []puzzle.Fact
	for _, l := range lits {
		c, ok := index[int(l)]
		if !ok {
			continue // unshaded: nothing to enter
		}
		y, x := p.G.YX(c)
		out = append(out, puzzle.Fact{At: []grid.Point{p.G.CellPoint(c)}, Move: fmt.Sprintf("%d,%d", y, x), Text: fmt.Sprintf("r%dc%d is shaded", y+1, x+1)})
	}
	return out, nil
}

// Hint implements puzzle.Hinter: the first fact the board does not show
// yet. A real genre would first name a mistake and try its human rules
// (see any genre's hint.go); the template keeps the contract minimal.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st.p != p {
		return puzzle.Hint{}, fmt.Errorf("template: a hint needs a board of this puzzle")
	}
	if p.Check(st.Answer()) == nil {
		return puzzle.Hint{Technique: "solved", Text: "The puzzle is solved."}, nil
	}
	facts, err := p.Facts(ctx)
	if err != nil {
		return puzzle.Hint{}, err
	}
	for _, f := range facts {
		c := p.G.Cell((f.At[0].Y-1)/2, (f.At[0].X-1)/2)
		if !st.shaded[c] {
			return puzzle.Hint{Technique: "forced", Text: f.Text + " in every solution", At: f.At, Move: f.Move}, nil
		}
	}
	return puzzle.Hint{}, fmt.Errorf("template: no hint: every forced cell is already shaded")
}
