package evolomino

// Hints: a mistake first (a mark that disagrees with the unique solution),
// then the first human rule that applies (human.go), then a forced cell
// from the exact facts.

import (
	"context"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Hint implements puzzle.Hinter.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || len(st.Marks) != p.G.Cells() {
		return puzzle.Hint{}, fmt.Errorf("evolomino: a hint needs an evolomino board of this puzzle")
	}
	g := p.G
	if p.Check(st.Answer()) == nil {
		return puzzle.SolvedHint, nil
	}
	unique, err := puzzle.HintBasis(ctx, "evolomino", p.Solve(ctx, 2))
	if err != nil {
		return puzzle.Hint{}, err
	}
	if unique != nil {
		sol := unique.(Answer).Squares
		for c, m := range st.Marks {
			if p.Cells[c] != Plain || m == Unmarked || (m == Square) == sol[c] {
				continue
			}
			y, x := g.YX(c)
			h := puzzle.Hint{Technique: "mistake", At: []grid.Point{g.CellPoint(c)}}
			if sol[c] {
				h.Text, h.Move = fmt.Sprintf("%s is marked empty, but the solution has a square there", cellName(g, c)), fmt.Sprintf("%d,%d=o", y, x)
			} else {
				h.Text, h.Move = fmt.Sprintf("%s holds a square, but the solution has none there", cellName(g, c)), fmt.Sprintf("%d,%d=x", y, x)
			}
			return h, nil
		}
	}
	h := p.newHuman(st.Marks)
	if step, ok := h.next(numRules - 1); ok {
		y, x := g.YX(step.Cell)
		mv := fmt.Sprintf("%d,%d=x", y, x)
		if step.Mark == Square {
			mv = fmt.Sprintf("%d,%d=o", y, x)
		}
		return puzzle.Hint{
			Technique: step.Rule.String(),
			Text:      step.Text,
			At:        cellPoints(g, append(append([]int(nil), step.About...), step.Cell)),
			Move:      mv,
		}, nil
	}
	fixed := make([]int8, len(st.Marks))
	for c, m := range st.Marks {
		switch m {
		case Square:
			fixed[c] = 1
		case NoSquare:
			fixed[c] = -1
		}
	}
	sq, known, err := p.facts(ctx, fixed)
	if err != nil {
		return puzzle.Hint{}, err
	}
	for c := range sq {
		if !known[c] || p.Cells[c] != Plain || st.Marks[c] != Unmarked {
			continue
		}
		y, x := g.YX(c)
		if sq[c] {
			return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No simple rule names it, but %s holds a square in every solution", cellName(g, c)), At: []grid.Point{g.CellPoint(c)}, Move: fmt.Sprintf("%d,%d=o", y, x)}, nil
		}
		return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No simple rule names it, but %s stays empty in every solution", cellName(g, c)), At: []grid.Point{g.CellPoint(c)}, Move: fmt.Sprintf("%d,%d=x", y, x)}, nil
	}
	return puzzle.Hint{Technique: "none", Text: "No certain step found: the puzzle has more than one solution from here."}, nil
}

var _ puzzle.Hinter = (*Puzzle)(nil)
