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
				txt := fmt.Sprintf("Check %s: it has %d bridges", p.bridgeName(b), sol[b])
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
				return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No rule I know applies here; the solution has %d bridges between %s", sol[b], p.bridgeName(b)),
					At: p.bridgePoints(b), Move: p.bridgeMove(b, int(sol[b]))}, nil
			}
		}
	}
	return puzzle.Hint{Technique: "none", Text: "Nothing more is certain: this puzzle has several solutions"}, nil
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
