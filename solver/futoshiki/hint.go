package futoshiki

import (
	"context"
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// hintBudget bounds the exact search a hint runs (nodes, not time).
const hintBudget = 2_000_000

// Hint implements puzzle.Hinter: first a mistake (an entry that differs
// from the unique solution, or a broken rule), then the next human-style
// step on the candidates implied by the givens and entries. Eliminations
// that do not place a digit by themselves are applied until a placement
// follows, and the hint states each one the placement rests on, then the
// placement ("...; then ...; then r2c3 can only be 4"; hint_chain.go).
// When no rule applies, the exact search supplies a forced digit.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || st.P == nil || st.P.N != p.N || len(st.Values) != p.N*p.N {
		return puzzle.Hint{}, fmt.Errorf("futoshiki: a hint needs a futoshiki board of this puzzle")
	}
	n := p.N
	g := p.grid()
	count, sol, _, complete := Count(ctx, n, p.Givens, p.pairs, 2, hintBudget)
	switch {
	case !complete && count < 2:
		return puzzle.Hint{}, fmt.Errorf("futoshiki: this puzzle is too hard to settle for a hint")
	case count == 0:
		return puzzle.Hint{}, fmt.Errorf("futoshiki: this puzzle has no solution, so there is nothing to hint")
	}
	unique := count == 1
	if vs := append(p.repeats(st.Values, true), p.broken(st.Values, true)...); len(vs) > 0 {
		return puzzle.Hint{Technique: "mistake", Text: "Mistake: " + strings.TrimPrefix(vs[0].Msg, "futoshiki: "), At: vs[0].At}, nil
	}
	if unique {
		for c, v := range st.Values {
			if v != 0 && p.Givens[c] == 0 && v != sol[c] {
				return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("Mistake: %s does not hold %d in the solution", cellName(n, c), v),
					At: []grid.Point{g.CellPoint(c)}, Move: fmt.Sprintf("%d,%d=0", c/n, c%n)}, nil
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
	if links, step := h.placementChain(10 * n * n); step != nil {
		out := puzzle.Hint{Technique: step.Tech.String(), Text: step.Text, Move: fmt.Sprintf("%d,%d=%d", step.Cell/n, step.Cell%n, step.Digit)}
		var cells []int
		if len(links) > 0 {
			// Every link is stated, in order: "A; then B; then r2c3 can
			// only be 4" (hint_chain.go).
			out.Technique = links[0].Tech.String()
			parts := make([]string, 0, len(links)+1)
			for i, l := range append(links, step) {
				text := l.Text
				if i > 0 {
					text = "then " + strings.ToLower(text[:1]) + text[1:]
				}
				parts = append(parts, text)
				cells = append(cells, l.Cells...)
			}
			out.Text = strings.Join(parts, "; ")
		} else {
			cells = step.Cells
		}
		seen := map[int]bool{}
		for _, c := range cells {
			if !seen[c] {
				seen[c] = true
				out.At = append(out.At, g.CellPoint(c))
			}
		}
		return out, nil
	}
	// No rule of ours reaches a placement: offer a forced digit.
	if !unique {
		return puzzle.Hint{Technique: "none", Text: "No rule applies, and the puzzle has more than one solution, so no digit is forced."}, nil
	}
	for c, v := range st.Values {
		if v == 0 {
			return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No rule of ours applies; the search proves %s is %d", cellName(n, c), sol[c]),
				At: []grid.Point{g.CellPoint(c)}, Move: fmt.Sprintf("%d,%d=%d", c/n, c%n, sol[c])}, nil
		}
	}
	return puzzle.Hint{Technique: "solved", Text: "The puzzle is solved."}, nil
}
