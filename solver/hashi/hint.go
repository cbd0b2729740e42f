package hashi

import (
	"context"
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Hints: mistakes first, then the first easy rule, then a contradiction;
// when none applies, a forced bridge from the solution. The board can only
// show whole counts and "no bridge", so a deduction like "at most one
// bridge here" is kept in mind and the hint goes on to the next step it
// enables, mentioning it.

// Hint implements puzzle.Hinter.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || st.P == nil || st.P.G != p.G || len(st.Marks) != len(p.Bridges) {
		return puzzle.Hint{}, fmt.Errorf("hashi: the board does not belong to this puzzle")
	}
	unique, err := puzzle.HintBasis(ctx, "hashi", p.Solve(ctx, 2))
	if err != nil {
		return puzzle.Hint{}, err
	}
	var sol []uint8
	if unique != nil {
		sol = unique.(Answer).Count
		if p.Check(st.Answer()) == nil {
			return puzzle.SolvedHint, nil
		}
		for b, m := range st.Marks {
			if m == NoBridge && sol[b] > 0 || m != NoBridge && m > sol[b] {
				txt := p.mistakeText(b, m, sol[b])
				return puzzle.Hint{Technique: "mistake", Text: txt, At: p.bridgePoints(b), Move: p.bridgeMove(b, int(sol[b]))}, nil
			}
		}
	}
	d := newDeducer(p)
	for b, m := range st.Marks {
		switch m {
		case NoBridge:
			d.hi[b] = 0
		case 1, 2:
			d.lo[b] = m
		}
	}
	var kept []string
	for step := 0; step < 4*len(p.Bridges)+1; step++ {
		dd := d.step()
		if dd == nil {
			dd = d.contradictionStep()
		}
		if dd == nil {
			break
		}
		move := ""
		switch {
		case dd.hi == 0:
			move = p.bridgeMoveX(dd.bridge)
		case dd.lo > d.lo[dd.bridge] || dd.lo == dd.hi:
			move = p.bridgeMove(dd.bridge, int(dd.lo))
		}
		d.apply(dd)
		if move == "" || move == p.currentMove(st, dd.bridge) {
			kept = append(kept, fmt.Sprintf("%s carries at most %d", p.bridgeName(dd.bridge), dd.hi))
			continue
		}
		return p.describe(dd, move, kept), nil
	}
	if sol != nil {
		for b, m := range st.Marks {
			if m != NoBridge && m < sol[b] {
				return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No rule I know applies here; the solution has %s between %s", bridgeWords(sol[b]), p.islandsName(b)),
					At: p.bridgePoints(b), Move: p.bridgeMove(b, int(sol[b]))}, nil
			}
		}
	}
	return puzzle.Hint{Technique: "none", Text: "Nothing more is certain: this puzzle has several solutions"}, nil
}

// mistakeText tells the player what is wrong with bridge b, marked m on
// the board where the solution has want, in words (the hint also
// highlights it and offers the fix).
func (p *Puzzle) mistakeText(b int, m, want uint8) string {
	where := p.islandsName(b)
	switch {
	case m == NoBridge:
		return fmt.Sprintf("You ruled out a bridge between %s, but the solution has %s there.", where, bridgeWords(want))
	case want == 0:
		return fmt.Sprintf("The bridge between %s is not in the solution: take it away.", where)
	}
	return fmt.Sprintf("Between %s the solution has %s, not %s.", where, bridgeWords(want), bridgeWords(m))
}

// islandsName names bridge b's two islands: "r1c7 and r1c10".
func (p *Puzzle) islandsName(b int) string {
	return p.islandName(p.Bridges[b].A) + " and " + p.islandName(p.Bridges[b].B)
}

// bridgeWords is a bridge count in words.
func bridgeWords(k uint8) string {
	switch k {
	case 0:
		return "no bridge"
	case 1:
		return "a single bridge"
	}
	return "a double bridge"
}

// currentMove is the move that would leave b as it is on the board.
func (p *Puzzle) currentMove(st *State, b int) string {
	if st.Marks[b] == NoBridge {
		return p.bridgeMoveX(b)
	}
	return p.bridgeMove(b, int(st.Marks[b]))
}

func (p *Puzzle) describe(dd *deduction, move string, kept []string) puzzle.Hint {
	var what string
	switch {
	case dd.hi == 0:
		what = "no bridge joins " + p.bridgeName(dd.bridge)
	case dd.lo == dd.hi:
		what = fmt.Sprintf("%s has exactly %d", p.bridgeName(dd.bridge), dd.lo)
	default:
		what = fmt.Sprintf("%s has at least %d", p.bridgeName(dd.bridge), dd.lo)
	}
	title := strings.ToUpper(dd.rule[:1]) + dd.rule[1:]
	text := fmt.Sprintf("%s: %s; so %s", title, dd.why(), what)
	if len(kept) > 0 {
		text += " (knowing that " + strings.Join(kept, ", ") + ")"
	}
	at := append([]grid.Point(nil), dd.at...)
	at = append(at, p.bridgePoints(dd.bridge)...)
	return puzzle.Hint{Technique: dd.rule, Text: text, At: at, Move: move}
}

var _ puzzle.Hinter = (*Puzzle)(nil)
