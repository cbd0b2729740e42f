package sudoku

// Hints: first catch mistakes (an entry that disagrees with the solution
// would make every later deduction a lie), then the next human-style step
// on the candidates implied by the givens and entries. Pencil marks are
// ignored on purpose: a player's marks may be incomplete or wrong, and a
// hint computed from them could "prove" nonsense; computing candidates
// ourselves keeps every hint honest, at the price of sometimes naming an
// elimination the player already made.

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// hintBudget bounds each exact search a hint runs (nodes, not time).
const hintBudget = 2_000_000

// Hint implements puzzle.Hinter.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil {
		return puzzle.Hint{}, fmt.Errorf("sudoku: a hint needs a sudoku board")
	}
	n := p.Geo.N
	if st.P == nil || st.P.Geo != p.Geo || len(st.Values) != n*n {
		return puzzle.Hint{}, fmt.Errorf("sudoku: the board does not belong to this puzzle")
	}
	g := grid.Grid{Cols: n, Rows: n}
	count, sol, _, complete := CountGrid(ctx, p.Geo, p.Givens, 2, hintBudget)
	switch {
	case !complete:
		if err := ctx.Err(); err != nil {
			return puzzle.Hint{}, fmt.Errorf("sudoku: hint stopped: %w", err)
		}
		return puzzle.Hint{}, fmt.Errorf("sudoku: this puzzle is too hard to settle for a hint")
	case count == 0:
		return puzzle.Hint{}, fmt.Errorf("sudoku: this puzzle has no solution, so there is nothing to hint")
	}
	unique := count == 1

	if h, found := p.mistake(ctx, st, g, unique, sol); found {
		return h, nil
	}

	hs := NewHuman(p.Geo)
	if err := hs.Load(st.Values); err != nil {
		return puzzle.Hint{}, err // mistake() reports repeats first; kept for safety
	}
	if hs.Solved() {
		return puzzle.Hint{Technique: "solved", Text: "The puzzle is solved."}, nil
	}
	// Pencil marks narrow the candidates (so a hint moves on once the
	// player has crossed out what the last one said), but only after
	// checking they keep the solution's digit.
	for c, m := range st.Marks {
		if st.Values[c] != 0 || m == 0 {
			continue
		}
		if unique && m&(1<<sol[c]) == 0 {
			return puzzle.Hint{
				Technique: "mistake",
				Text:      fmt.Sprintf("The pencil marks of %s leave out %s, its digit", cellName(n, c), labelOf(n, int(sol[c]))),
				At:        []grid.Point{g.CellPoint(c)},
				Move:      fmt.Sprintf("%d,%d~%d", c/n, c%n, sol[c]),
			}, nil
		}
		if hs.Cands[c]&m != 0 {
			hs.Cands[c] &= m
		}
	}
	// An elimination in cells the player keeps no marks for cannot be
	// entered, and asking again would repeat it: carry on to the placement
	// the eliminations lead to and explain it with the one that enabled it.
	type elimStep struct {
		hint  puzzle.Hint
		elims []Elim
	}
	var pending []elimStep
	for {
		step, ok := hs.Next(MaxTechnique)
		if !ok {
			break
		}
		if step.Cell < 0 && len(pending) == 0 && tracked(st, step) {
			return describe(p.Geo, g, hs, step), nil
		}
		h := describe(p.Geo, g, hs, step)
		if step.Cell < 0 {
			pending = append(pending, elimStep{h, slices.Clone(step.Elims)})
			hs.Apply(step)
			continue
		}
		if len(pending) == 0 {
			return h, nil
		}
		// The last elimination that touched the placement: a candidate of
		// the naked single's cell, or the digit in the hidden single's unit.
		k := len(pending) - 1
		for i := k; i >= 0; i-- {
			if enables(p.Geo, step, pending[i].elims) {
				k = i
				break
			}
		}
		out := pending[k].hint
		out.Text += "; then " + strings.ToLower(h.Text[:1]) + h.Text[1:]
		switch {
		case k == 1:
			out.Text += " (after 1 earlier elimination)"
		case k > 1:
			out.Text += fmt.Sprintf(" (after %d earlier eliminations)", k)
		}
		out.At = append(out.At, h.At...)
		out.Move = h.Move
		return out, nil
	}
	return p.forced(ctx, st, g, hs, unique, sol)
}

// enables reports whether eliminations es bear on placement step s.
func enables(geo *Geometry, s *Step, es []Elim) bool {
	for _, e := range es {
		switch s.Technique {
		case NakedSingle:
			if e.Cell == s.Cell {
				return true
			}
		case HiddenSingle:
			if e.Digit == s.Digit && slices.Contains(geo.CellUnits[e.Cell][:], s.Units[0]) {
				return true
			}
		}
	}
	return false
}

// tracked reports whether the player keeps pencil marks in a cell the
// step removes candidates from.
func tracked(st *State, s *Step) bool {
	for _, e := range s.Elims {
		if st.Marks[e.Cell] != 0 {
			return true
		}
	}
	return false
}

func cellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }

func setMove(n, c, d int) string { return fmt.Sprintf("%d,%d=%d", c/n, c%n, d) }

// mistake finds an entry that cannot be right. With one solution that is
// any entry differing from it; otherwise an entry repeating a peer, or,
// when the entries leave no solution at all, the first entry whose removal
// brings a solution back.
func (p *Puzzle) mistake(ctx context.Context, st *State, g grid.Grid, unique bool, sol []uint8) (puzzle.Hint, bool) {
	n := p.Geo.N
	wrong := func(c int, why string) (puzzle.Hint, bool) {
		return puzzle.Hint{
			Technique: "mistake",
			Text:      fmt.Sprintf("%s is not %s%s", cellName(n, c), labelOf(n, int(st.Values[c])), why),
			At:        []grid.Point{g.CellPoint(c)},
			Move:      setMove(n, c, 0),
		}, true
	}
	if unique {
		for c, v := range st.Values {
			if v != 0 && p.Givens[c] == 0 && v != sol[c] {
				return wrong(c, "")
			}
		}
		return puzzle.Hint{}, false
	}
	for c, v := range st.Values {
		if v == 0 || p.Givens[c] != 0 {
			continue
		}
		for _, q := range p.Geo.Peers[c] {
			if st.Values[q] == v {
				return wrong(c, fmt.Sprintf(": %s already holds it", cellName(n, q)))
			}
		}
	}
	vals := append([]uint8(nil), st.Values...)
	if cnt, _, _, ok := CountGrid(ctx, p.Geo, vals, 1, hintBudget); !ok || cnt > 0 {
		return puzzle.Hint{}, false
	}
	for c, v := range st.Values {
		if v == 0 || p.Givens[c] != 0 {
			continue
		}
		vals[c] = 0
		if cnt, _, _, ok := CountGrid(ctx, p.Geo, vals, 1, hintBudget); ok && cnt > 0 {
			return wrong(c, ": with it the board has no solution")
		}
	}
	return puzzle.Hint{
		Technique: "mistake",
		Text:      "Your entries leave no solution; clear some of them",
	}, true
}

// forced is the answer when no technique applies: the value a cell has in
// every solution, preferring the cell with the fewest candidates.
func (p *Puzzle) forced(ctx context.Context, st *State, g grid.Grid, hs *Human, unique bool, sol []uint8) (puzzle.Hint, error) {
	n := p.Geo.N
	order := make([]int, 0, n*n)
	for k := 2; k <= n; k++ {
		for c, m := range hs.Cands {
			if st.Values[c] == 0 && bits.OnesCount32(m) == k {
				order = append(order, c)
			}
		}
	}
	if !unique {
		// sol solves the givens but may disagree with the entries; take
		// a solution of the current board instead.
		cnt, first, _, ok := CountGrid(ctx, p.Geo, st.Values, 1, hintBudget)
		if !ok || cnt == 0 {
			return puzzle.Hint{}, fmt.Errorf("sudoku: could not settle a hint for this board")
		}
		sol = first
	}
	vals := append([]uint8(nil), st.Values...)
	for _, c := range order {
		// Each search below runs a few thousand nodes before it reads
		// ctx, so the loop reads it too: on an empty 16x16 the cells'
		// searches ran a second past the deadline.
		if puzzle.Expired(ctx) {
			return puzzle.Hint{}, fmt.Errorf("sudoku: hint stopped: %w", context.DeadlineExceeded)
		}
		if !unique && !p.alwaysIs(ctx, vals, c, int(sol[c]), hs.Cands[c]) {
			continue
		}
		return puzzle.Hint{
			Technique: "forced",
			Text:      fmt.Sprintf("No simple technique applies here; %s is %s in every solution", cellName(n, c), labelOf(n, int(sol[c]))),
			At:        []grid.Point{g.CellPoint(c)},
			Move:      setMove(n, c, int(sol[c])),
		}, nil
	}
	return puzzle.Hint{
		Technique: "none",
		Text:      "No simple technique applies here, and no empty cell has the same value in every solution",
	}, nil
}

// alwaysIs reports whether cell c holds d in every solution of vals: no
// other candidate leads to a solution.
func (p *Puzzle) alwaysIs(ctx context.Context, vals []uint8, c, d int, cands uint32) bool {
	defer func() { vals[c] = 0 }()
	for m := cands &^ (1 << d); m != 0; m &= m - 1 {
		vals[c] = uint8(bits.TrailingZeros32(m))
		if cnt, _, _, ok := CountGrid(ctx, p.Geo, vals, 1, hintBudget); !ok || cnt > 0 {
			return false
		}
	}
	return true
}

// describe turns a step into the one-line hint and its highlights.
func describe(geo *Geometry, g grid.Grid, hs *Human, s *Step) puzzle.Hint {
	n := geo.N
	var at []grid.Point
	seen := make(map[int]bool)
	mark := func(c int) {
		if !seen[c] {
			seen[c] = true
			at = append(at, g.CellPoint(c))
		}
	}
	for _, c := range s.Cells {
		mark(c)
	}
	if s.Cell >= 0 {
		mark(s.Cell)
	}
	for _, e := range s.Elims {
		mark(e.Cell)
	}
	cells := func(cs []int) string {
		names := make([]string, len(cs))
		for i, c := range cs {
			names[i] = cellName(n, c)
		}
		return joinList(names)
	}
	unit := func(i int) string { return unitName(geo, s.Units[i]) }
	elims := fmtElims(n, s.Elims)
	name := capital(s.Technique.String())
	var text string
	switch s.Technique {
	case NakedSingle:
		text = fmt.Sprintf("%s: %s can only be %s", name, cellName(n, s.Cell), labelOf(n, s.Digit))
	case HiddenSingle:
		text = fmt.Sprintf("%s: %s can only go in %s within %s", name, labelOf(n, s.Digit), cellName(n, s.Cell), unit(0))
	case Pointing, Claiming:
		text = fmt.Sprintf("%s: in %s, %s can only go in %s (%s); so remove %s", name, unit(0), digitList(n, s.Digits), unit(1), cells(s.Cells), elims)
	case NakedPair, NakedTriple:
		text = fmt.Sprintf("%s: in %s, %s hold only %s between them; so remove %s", name, unit(0), cells(s.Cells), digitList(n, s.Digits), elims)
	case HiddenPair, HiddenTriple:
		text = fmt.Sprintf("%s: in %s, %s can only go in %s; so remove %s", name, unit(0), digitList(n, s.Digits), cells(s.Cells), elims)
	case XWing, Swordfish:
		// Base lines are rows or columns; the cover lines cross them.
		cross := 1
		if s.Units[0] >= n {
			cross = 0
		}
		var lines, covers []string
		var seenCover uint32
		for i := range s.Units {
			lines = append(lines, unit(i))
		}
		for _, c := range s.Cells {
			if u := geo.CellUnits[c][cross]; seenCover&(1<<(u%n)) == 0 {
				seenCover |= 1 << (u % n)
				covers = append(covers, unitName(geo, u))
			}
		}
		text = fmt.Sprintf("%s on %s: in %s, %s only fits in %s; so remove %s",
			name, digitList(n, s.Digits), joinList(lines), digitList(n, s.Digits), joinList(covers), elims)
	case XYWing:
		pv, a, b := s.Cells[0], s.Cells[1], s.Cells[2]
		text = fmt.Sprintf("%s: pivot %s (%s) with pincers %s (%s) and %s (%s): one pincer holds %s; so remove %s",
			name, cellName(n, pv), digitList(n, hs.Cands[pv]), cellName(n, a), digitList(n, hs.Cands[a]),
			cellName(n, b), digitList(n, hs.Cands[b]), digitList(n, hs.Cands[a]&hs.Cands[b]), elims)
	case SimpleColoring:
		text = fmt.Sprintf("%s on %s: the chain of conjugate pairs %s alternates true and false; so remove %s",
			name, digitList(n, s.Digits), cells(s.Cells), elims)
	default:
		text = fmt.Sprintf("%s: remove %s", name, elims)
	}
	h := puzzle.Hint{Technique: s.Technique.String(), Text: text, At: at}
	if s.Cell >= 0 {
		h.Move = setMove(n, s.Cell, s.Digit)
	}
	return h
}

// fmtElims says "7 from r1c4, r1c5 and r1c6" or, with several digits,
// "1 from r1c3, 2 from r1c3 and r1c4".
func fmtElims(n int, es []Elim) string {
	var parts []string
	for d := 1; d <= n; d++ {
		var cs []int
		for _, e := range es {
			if e.Digit == d {
				cs = append(cs, e.Cell)
			}
		}
		slices.Sort(cs)
		var names []string
		for _, c := range cs {
			names = append(names, cellName(n, c))
		}
		if len(names) > 0 {
			parts = append(parts, fmt.Sprintf("%s from %s", labelOf(n, d), joinList(names)))
		}
	}
	return strings.Join(parts, "; ")
}

// joinList writes "a", "a and b" or "a, b and c", eliding long lists so a
// hint stays one readable line.
func joinList(xs []string) string {
	const max = 8
	if len(xs) > max {
		xs = append(xs[:max-1:max-1], fmt.Sprintf("%d more", len(xs)-max+1))
	}
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

func digitList(n int, m uint32) string {
	var ds []string
	for ; m != 0; m &= m - 1 {
		ds = append(ds, labelOf(n, bits.TrailingZeros32(m)))
	}
	return joinList(ds)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
