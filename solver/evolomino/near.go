package evolomino

// A second answer near the first. Beyond 14x14 the public boards are mostly
// not unique, and once the portfolio has an answer, counting asks the lazy
// model for another with the first excluded: a search from scratch, which
// on some boards took as long as the first answer (evo_18x18_45: about
// 14 s of CPU after the first answer). Another answer mostly agrees with
// the first away from a few blocks, and the propagating search, told to
// follow the known answer first (s.prefer), finds the known answer at the
// end of its first descent and then tries the alternatives nearest to it
// first, deepest choices first: on the public 18x18 boards it finds a
// second answer within about 120 nodes.

import (
	"context"

	"pencilbox/solver/puzzle"
)

// nearNodes is the search's budget for a second answer near the first, a
// multiple of the budget the search gets before the lazy model on small
// boards (searchBudget): about 3000 nodes at 18x18, well under a second
// natively, a small share of what the lazy model's count costs where it
// is slow.
func nearNodes(cells int) int64 { return 10 * searchBudget(cells) }

// otherNear looks for an answer other than known with the search under
// nearNodes: Multiple when it finds one, Unique when the search ends by
// itself with known the only answer; ok is false when the budget ran out
// (the caller counts on). s is the portfolio's search; its node count
// grows by what this one used.
func (p *Puzzle) otherNear(ctx context.Context, known []bool, s *search) (st puzzle.Status, ok bool) {
	ns := p.newSearch()
	ns.prefer = known
	sols, complete := ns.run(ctx, 2, nearNodes(p.G.Cells()))
	s.nodes += ns.nodes
	switch {
	case len(sols) >= 2:
		return puzzle.Multiple, true
	case complete && len(sols) == 1:
		return puzzle.Unique, true
	}
	return puzzle.Unknown, false
}
