package analysis

import (
	"context"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// A smallest conflict by deletion: drop each clue in turn and keep it
// dropped while the rest still has no solution. Clues do not always act
// monotonically (a Nurikabe number removed can break the solution that
// had it, since every island needs a number), so a final pass checks each
// clue left against the final set and drops any that turns out not to
// be needed, until every clue left is proved needed.
//
// A known weakness of the same cause: where few clues are worse than
// many (a Nurikabe whose lone small number leaves walls too many to avoid
// a pool), the set found may be clues that are impossible on their own
// rather than the clash the setter made; it is still a true, minimal
// conflict.

// minimalConflict returns clues of c that admit no solution together,
// whether each is proved needed (false when ctx ended, a test was not
// settled first, or a clue could not be removed at all) and how many of
// them the genre cannot remove, alone or with their partner (those stay).
// start, when not empty, is a subset to try first (the clues a broken
// rule names): if it alone has no solution the search begins there.
func minimalConflict(ctx context.Context, c puzzle.Clued, start []puzzle.Given, pause func()) (set []puzzle.Given, minimal bool, fixed int) {
	cur := c
	if len(start) > 0 && len(start) < len(c.GivenList()) {
		if q := keepOnly(c, start); q != nil && verdict(ctx, q) == puzzle.None {
			cur = q
		}
	}
	for {
		settled, dropped := true, false
		fixed = 0
		for _, g := range cur.GivenList() {
			pause()
			if puzzle.Expired(ctx) {
				return cur.GivenList(), false, fixed
			}
			if !present(cur, g) {
				continue // went with its partner
			}
			q, _, ok := without(cur, g)
			if !ok {
				fixed++ // the genre cannot hold the puzzle without it
				continue
			}
			switch verdict(ctx, q) {
			case puzzle.None:
				cur, dropped = q, true
			case puzzle.Found:
				// needed: without it there is a solution
			default:
				settled = false
			}
		}
		if !dropped {
			return cur.GivenList(), settled && fixed == 0, fixed
		}
	}
}

func present(c puzzle.Clued, g puzzle.Given) bool {
	for _, h := range c.GivenList() {
		if h == g {
			return true
		}
	}
	return false
}

// verdict says whether q has a solution: Found (one was found and
// checked), None (proved), or Unknown (an error or the deadline).
func verdict(ctx context.Context, q puzzle.Puzzle) puzzle.Status {
	r, err := puzzle.Solve(ctx, q, 1)
	switch {
	case err != nil:
		return puzzle.Unknown
	case r.Answer != nil:
		return puzzle.Found
	case r.Status == puzzle.None:
		return puzzle.None
	}
	return puzzle.Unknown
}

// without is c with g removed, when the genre allows it, and the clues
// removed. A genre's WithGiven may build a draft its decoder refuses (a
// Nurikabe without numbers, a Flow dot without its partner) for the
// editor to show; such a draft is never solved, so the result is decoded
// strictly from its link. When g alone cannot go, g goes with its partner,
// the one other clue of the same value (Flow's pair of dots), if that
// leaves a puzzle the decoder accepts.
func without(c puzzle.Clued, g puzzle.Given) (puzzle.Clued, []puzzle.Given, bool) {
	if q, ok := strictWithout(c, g); ok {
		return q, []puzzle.Given{g}, true
	}
	var partner []puzzle.Given
	for _, h := range c.GivenList() {
		if h.Value == g.Value && h.At != g.At {
			partner = append(partner, h)
		}
	}
	if len(partner) != 1 {
		return nil, nil, false
	}
	q, err := c.WithGiven(puzzle.Given{At: g.At})
	if err != nil {
		return nil, nil, false
	}
	qc, ok := q.(puzzle.Clued)
	if !ok {
		return nil, nil, false
	}
	r, ok := strictWithout(qc, partner[0])
	if !ok {
		return nil, nil, false
	}
	return r, []puzzle.Given{g, partner[0]}, true
}

// strictWithout is c with g removed, decoded strictly.
func strictWithout(c puzzle.Clued, g puzzle.Given) (puzzle.Clued, bool) {
	q, err := c.WithGiven(puzzle.Given{At: g.At})
	if err != nil {
		return nil, false
	}
	strict, err := puzzle.Decode(puzzle.LinkOf(q))
	if err != nil {
		return nil, false
	}
	qc, ok := strict.(puzzle.Clued)
	return qc, ok
}

// keepOnly is c with every clue not in keep removed, or nil when the
// genre refuses one of the removals.
func keepOnly(c puzzle.Clued, keep []puzzle.Given) puzzle.Clued {
	want := map[grid.Point]bool{}
	for _, g := range keep {
		want[g.At] = true
	}
	cur := c
	for _, g := range c.GivenList() {
		if want[g.At] {
			continue
		}
		if !present(cur, g) {
			continue
		}
		q, _, ok := without(cur, g)
		if !ok {
			return nil
		}
		cur = q
	}
	return cur
}

// cluesAt are the clues of gs at any of the points.
func cluesAt(gs []puzzle.Given, at []grid.Point) []puzzle.Given {
	on := map[grid.Point]bool{}
	for _, p := range at {
		on[p] = true
	}
	var out []puzzle.Given
	for _, g := range gs {
		if on[g.At] {
			out = append(out, g)
		}
	}
	return out
}
