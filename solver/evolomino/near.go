package evolomino

// A second answer near the first. Beyond 14x14 the public boards are mostly
// not unique, and once the portfolio has an answer, counting asks the lazy
// model for another with the first excluded: a search from scratch, which
// on some public 18x18 boards took as long as the first answer (about
// 14 s of CPU after it). Another answer mostly agrees with
// the first away from a few blocks, and the propagating search, told to
// follow the known answer first (s.prefer), finds the known answer at the
// end of its first descent and then tries the alternatives nearest to it
// first, deepest choices first: on the public 18x18 boards it finds a
// second answer within about 120 nodes.

import (
	"context"

	"pencilbox/solver/puzzle"
)

// nearNodes is the search's budget for a second answer near the first:
// the budget the search gets before the lazy model on small boards
// (searchBudget), about 300 nodes at 18x18 (under 10 ms natively). Where
// another answer lies near, the search finds it well within that; where
// none does (unique boards, which the search cannot settle at these sizes)
// the budget is all it costs: ten times as much made carved 15x15-20x20
// unique boards 1.5-3 times slower to settle.
func nearNodes(cells int) int64 { return searchBudget(cells) }

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
