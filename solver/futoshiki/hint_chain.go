package futoshiki

// A hint names one placement, but the eliminations that lead to it may
// take several steps: a chain bounds r1c1, which leaves r1c2 a sign to
// act on, which leaves r2c2 one digit. Stating only the first and the
// last skips the links between them, and the player cannot follow. So a
// hint states every elimination the placement rests on, and only those
// (the human solver may have made unrelated eliminations on the way).

// placementChain runs h's steps up to the next placement, applying the
// eliminations on the way, and returns that placement with the
// eliminations it rests on, in the order they were made; place is nil
// when no rule reaches a placement within maxSteps.
func (h *Human) placementChain(maxSteps int) (links []*Step, place *Step) {
	var elims []*Step
	for i := 0; i < maxSteps; i++ {
		step, ok := h.Next(MaxTechnique)
		if !ok {
			return nil, nil
		}
		if step.Cell >= 0 {
			return restsOn(h.P.N, elims, step), step
		}
		h.Apply(step)
		elims = append(elims, step)
	}
	return nil, nil
}

// candidate is a (cell, digit) pair; digit 0 stands for every digit.
type candidate [2]int

// restsOn picks, from eliminations made in order before place, those it
// depends on. Walking back from the placement, a step is kept when it
// removed a candidate that the placement or a kept step read: a naked
// single reads its cell, a hidden single its digit in the cell's row and
// column, an elimination the cells its explanation names. Reading by
// whole cells over-approximates (a link may be kept that a sharper
// analysis would drop), never the reverse: each kept step is needed or
// harmless, and no needed step is left out.
func restsOn(n int, elims []*Step, place *Step) []*Step {
	read := map[candidate]bool{}
	if place.Tech == HiddenSingle {
		y, x := place.Cell/n, place.Cell%n
		for i := 0; i < n; i++ {
			read[candidate{y*n + i, place.Digit}] = true
			read[candidate{i*n + x, place.Digit}] = true
		}
	} else {
		read[candidate{place.Cell, 0}] = true
	}
	var kept []*Step
	for i := len(elims) - 1; i >= 0; i-- {
		s := elims[i]
		needed := false
		for _, e := range s.Elims {
			if read[candidate{e[0], 0}] || read[candidate{e[0], e[1]}] {
				needed = true
				break
			}
		}
		if !needed {
			continue
		}
		kept = append(kept, s)
		for _, c := range s.Cells {
			read[candidate{c, 0}] = true
		}
	}
	for i, j := 0, len(kept)-1; i < j; i, j = i+1, j-1 {
		kept[i], kept[j] = kept[j], kept[i]
	}
	return kept
}
