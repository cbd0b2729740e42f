package flow

import "pencilbox/solver/puzzle"

// Stats gives the report's Flow figures: the number of paths and their
// mean length in cells. Under Flow Free every cell is on a path, so the
// mean needs no solution; a Numberlink puzzle may leave cells empty, so
// there it is given only when the solution is at hand.
func (p *Puzzle) Stats(solution puzzle.Answer) []puzzle.Stat {
	paths := p.Colours()
	out := []puzzle.Stat{{Name: "paths", Value: float64(paths)}}
	if paths == 0 {
		return out
	}
	used := -1
	if a, ok := solution.(Answer); ok && len(a.Cells) == p.G.Cells() {
		used = 0
		for _, k := range a.Cells {
			if k != 0 {
				used++
			}
		}
	} else if p.Rules == FlowFree {
		used = p.G.Cells()
	}
	if used >= 0 {
		out = append(out, puzzle.Stat{Name: "mean_len", Value: float64(used) / float64(paths)})
	}
	return out
}
