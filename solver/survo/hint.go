package survo

import (
	"context"
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// hintBudget bounds the exact search a hint runs (nodes, not time).
const hintBudget = 2_000_000

// Hint implements puzzle.Hinter: a mistake first (a broken rule, or an
// entry that differs from the unique solution), then the next step of the
// human rules (human.go); eliminations are applied silently until a
// placement follows and the hint names the first of them. When no rule
// reaches a placement, the exact search supplies a forced number.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || st.P == nil || st.P.Cols != p.Cols || st.P.Rows != p.Rows || len(st.Values) != p.Cells() {
		return puzzle.Hint{}, fmt.Errorf("survo: a hint needs a survo board of this puzzle")
	}
	g := p.grid()
	for _, v := range p.Check(st.Answer()) {
		if !v.Incomplete {
			return puzzle.Hint{Technique: "mistake", Text: "Mistake: " + strings.TrimPrefix(v.Msg, "survo: "), At: v.At}, nil
		}
	}
	count, sol, _, complete := Count(ctx, p, p.Givens, 2, hintBudget)
	switch {
	case !complete && count < 2:
		return puzzle.Hint{}, fmt.Errorf("survo: this puzzle is too hard to settle for a hint")
	case count == 0:
		return puzzle.Hint{}, fmt.Errorf("survo: this puzzle has no solution, so there is nothing to hint")
	}
	unique := count == 1
	move := func(c, v int) string { return fmt.Sprintf("%d,%d=%d", c/p.Cols, c%p.Cols, v) }
	if unique {
		for c, v := range st.Values {
			if v != 0 && p.Givens[c] == 0 && v != sol[c] {
				return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("Mistake: %s does not hold %d in the solution", p.cellName(c), v),
					At: []grid.Point{g.CellPoint(c)}, Move: move(c, 0)}, nil
			}
		}
	}
	h, err := NewHuman(p, st.Values)
	if err != nil {
		return puzzle.Hint{}, err
	}
	if h.Solved() {
		return puzzle.Hint{Technique: "solved", Text: "The puzzle is solved."}, nil
	}
	var first *Step
	for steps := 0; steps < 4*p.Cells()*p.Cells(); steps++ {
		step, ok := h.Next()
		if !ok {
			break
		}
		if step.Cell < 0 {
			if first == nil {
				first = step
			}
			h.Apply(step)
			continue
		}
		out := puzzle.Hint{Technique: step.Rule.String(), Text: step.Text, Move: move(step.Cell, step.Number)}
		cells := step.Cells
		if first != nil {
			out.Technique = first.Rule.String()
			out.Text = first.Text + "; then " + strings.ToLower(step.Text[:1]) + step.Text[1:]
			cells = append(append([]int(nil), first.Cells...), cells...)
		}
		for _, c := range cells {
			out.At = append(out.At, g.CellPoint(c))
		}
		return out, nil
	}
	if !unique {
		return puzzle.Hint{Technique: "none", Text: "No rule applies, and the puzzle has more than one solution, so no number is forced."}, nil
	}
	for c, v := range st.Values {
		if v == 0 {
			return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No rule of ours applies; the search proves %s is %d", p.cellName(c), sol[c]),
				At: []grid.Point{g.CellPoint(c)}, Move: move(c, sol[c])}, nil
		}
	}
	return puzzle.Hint{Technique: "solved", Text: "The puzzle is solved."}, nil
}
