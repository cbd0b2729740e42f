package evolomino

// Carving asks a narrower question than "is the puzzle unique". The board
// before a removal had exactly one answer, the known one, so the board
// after it has another only if that other answer disagrees with the known
// one on a removed clue's cell (it satisfies every clue kept). One search
// for an answer with the opposite value forced on that cell settles it:
// it mostly fails at the root's propagation, where counting answers up to
// two had to find the known answer first and then exhaust the rest.

import (
	"context"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// solveAvoiding looks for an answer of p that disagrees with known at cell
// c: Found (one exists), None (every answer agrees with known there) or
// Unknown (the search's node budget and then maxCuts lazy cuts ran out).
// The search follows known where it may: the other answer, when there is
// one, mostly agrees with it elsewhere.
func (p *Puzzle) solveAvoiding(ctx context.Context, c int, known []bool, maxCuts int) puzzle.Status {
	v := sSquare
	if known[c] {
		v = sEmpty
	}
	s := p.newSearch()
	s.force, s.prefer = [][2]int{{c, v}}, known
	sols, complete := s.run(ctx, 1, searchBudget(p.G.Cells()))
	switch {
	case len(sols) > 0:
		return puzzle.Found
	case complete:
		return puzzle.None
	}
	r := p.solveSATWith(ctx, 1, maxCuts, s.nodes, func(x []sat.Lit) []sat.Lit {
		if known[c] {
			return []sat.Lit{x[c].Not()}
		}
		return []sat.Lit{x[c]}
	})
	return r.Status
}
