package hashi

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// Facts lists the bridges whose count is the same in every solution, as
// moves that enter them (a certain "no bridge" as the cross mark).
func (p *Puzzle) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	mod := p.model()
	lits, st := mod.prob.Facts(ctx)
	switch st {
	case sat.Unsat:
		return nil, errors.New("hashi: the puzzle has no solution, so nothing is certain")
	case sat.Unknown:
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("hashi: stopped: %w", err)
		}
		return nil, errors.New("hashi: the solver gave up")
	}
	// A count is certain when both of its literals are: one known false
	// means 0, two known true means 2, one true and two false means 1.
	nb := len(p.Bridges)
	if nb == 0 {
		return nil, nil
	}
	oneVal := make([]int8, nb) // +1 true in all solutions, -1 false, 0 unknown
	twoVal := make([]int8, nb)
	firstOne, firstTwo := mod.one[0].Var(), mod.two[0].Var()
	for _, l := range lits {
		sign := int8(1)
		if !l.Positive() {
			sign = -1
		}
		if v := l.Var(); v >= firstTwo {
			twoVal[v-firstTwo] = sign
		} else {
			oneVal[v-firstOne] = sign
		}
	}
	var facts []puzzle.Fact
	for b := 0; b < nb; b++ {
		k := -1
		switch {
		case oneVal[b] < 0:
			k = 0
		case twoVal[b] > 0:
			k = 2
		case oneVal[b] > 0 && twoVal[b] < 0:
			k = 1
		}
		if k < 0 {
			continue
		}
		move, text := p.bridgeMove(b, k), fmt.Sprintf("%s has %s", p.bridgeName(b), puzzle.Count(int(k), "bridge"))
		switch k {
		case 0:
			move, text = p.bridgeMoveX(b), "no bridge joins "+p.bridgeName(b)
		case 1:
			text = "one bridge joins " + p.bridgeName(b)
		case 2:
			text = "two bridges join " + p.bridgeName(b)
		}
		facts = append(facts, puzzle.Fact{At: p.bridgePoints(b), Move: move, Text: text})
	}
	return facts, nil
}
