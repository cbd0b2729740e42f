package futoshiki

import "pencilbox/solver/puzzle"

// Stats gives the report's Futoshiki figure: the number of inequality
// signs, the clue that the givens ratio (digits only) does not see.
func (p *Puzzle) Stats(puzzle.Answer) []puzzle.Stat {
	n := 0
	for c := range p.Right {
		if p.Right[c] != NoRel {
			n++
		}
		if p.Down[c] != NoRel {
			n++
		}
	}
	return []puzzle.Stat{{Name: "signs", Value: float64(n)}}
}
