package hashi

import "pencilbox/solver/puzzle"

// Stats gives the report's Hashi figure: the number of islands (every
// island is a clue, so the givens ratio is islands per cell; the count
// itself is what setters compare).
func (p *Puzzle) Stats(puzzle.Answer) []puzzle.Stat {
	return []puzzle.Stat{{Name: "islands", Value: float64(len(p.Islands))}}
}
