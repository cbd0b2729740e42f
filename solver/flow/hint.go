package flow

import (
	"context"
	"errors"
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Hints, in the order a person checks them:
//   - mistake: a drawn cell that the (unique) solution colours otherwise;
//   - forced end: a path end (or an undrawn dot) with one way on;
//   - corner / dead end (Flow Free): a free cell with only two ways in,
//     one of them a path end, must be entered by that end;
//   - lone region (Flow Free): free cells only one pair can reach must all
//     be that pair's;
//   - when none applies, a forced fact from the solution.

// Hint gives the next step for a position of this puzzle.
func (p *Puzzle) Hint(ctx context.Context, st puzzle.State) (puzzle.Hint, error) {
	s, ok := st.(*State)
	if !ok || s.P != p {
		return puzzle.Hint{}, errors.New("flow: the state is not of this puzzle")
	}
	if len(p.Hidden) > 0 {
		return p.hintHidden(ctx, s)
	}
	res := p.Solve(ctx, 2)
	var sol []int
	if a, ok := res.Answer.(Answer); ok {
		sol = a.Cells
	}
	cells := s.Cells()
	if sol != nil && res.Status == puzzle.Unique {
		for k := 1; k <= p.Colours(); k++ {
			for i, c := range s.Paths[k] {
				if sol[c] != k {
					keep := s.Paths[k][:i]
					mv := fmt.Sprintf("x %d", k)
					if len(keep) > 0 {
						mv = Move(p, k, keep)
					}
					return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("The %s line should not pass %s.", p.Labels[k], p.cellName(c)), At: []grid.Point{p.G.CellPoint(c)}, Move: mv}, nil
				}
			}
		}
	}
	ends := p.openEnds(s)
	free := func(c int) bool { return cells[c] == 0 }
	var nb []int
	// A path end with one way on.
	for _, e := range ends {
		var ways []int
		for _, r := range p.G.Neighbours(nb[:0], e.cell) {
			if free(r) || r == e.target {
				ways = append(ways, r)
			}
		}
		if len(ways) == 1 {
			return puzzle.Hint{Technique: "forced end", Text: fmt.Sprintf("The %s line at %s has only one way on: %s.", p.Labels[e.k], p.cellName(e.cell), p.cellName(ways[0])),
				At: []grid.Point{p.G.CellPoint(e.cell), p.G.CellPoint(ways[0])}, Move: Move(p, e.k, append(e.path(), ways[0]))}, nil
		}
	}
	if p.Rules == FlowFree {
		endAt := map[int]int{}
		for i, e := range ends {
			endAt[e.cell] = i
		}
		for f := range cells {
			if !free(f) {
				continue
			}
			nfree, nends, endIdx := 0, 0, -1
			nbrs := p.G.Neighbours(nb[:0], f)
			for _, r := range nbrs {
				if free(r) {
					nfree++
				} else if i, ok := endAt[r]; ok {
					nends++
					endIdx = i
				} else if k := cells[r]; k != 0 && p.Dots[r] == k && !p.joined(s, k) {
					nends++ // a far dot also takes a line in
				}
			}
			if nfree == 1 && nends == 1 && endIdx >= 0 {
				e := ends[endIdx]
				name, tech := "dead end", "dead end"
				if len(nbrs) == 2 {
					name, tech = "corner", "corner"
				}
				return puzzle.Hint{Technique: tech, Text: fmt.Sprintf("The %s %s can only be filled from the %s line at %s.", name, p.cellName(f), p.Labels[e.k], p.cellName(e.cell)),
					At: []grid.Point{p.G.CellPoint(f), p.G.CellPoint(e.cell)}, Move: Move(p, e.k, append(e.path(), f))}, nil
			}
		}
		if h, ok := p.loneRegion(s, cells, ends); ok {
			return h, nil
		}
	}
	if sol == nil {
		if res.Status == puzzle.None {
			return puzzle.Hint{}, errors.New("flow: the puzzle has no solution")
		}
		return puzzle.Hint{}, errors.New("flow: no hint found in time")
	}
	// Forced fact: the next cell of an unfinished line in the solution.
	for _, e := range ends {
		path := p.pathsOf(sol)[e.k]
		for i, c := range path {
			if c == e.cell {
				next := -1
				if i+1 < len(path) {
					next = path[i+1]
				}
				if i > 0 && (len(e.path()) < 2 || path[i-1] != e.path()[len(e.path())-2]) {
					next = path[i-1]
				}
				if next >= 0 && (free(next) || next == e.target) {
					return puzzle.Hint{Technique: "forced fact", Text: fmt.Sprintf("No simple rule applies; the solution continues the %s line to %s.", p.Labels[e.k], p.cellName(next)),
						At: []grid.Point{p.G.CellPoint(next)}, Move: Move(p, e.k, append(e.path(), next))}, nil
				}
			}
		}
	}
	if len(p.Check(s.Answer())) == 0 {
		return puzzle.SolvedHint, nil
	}
	return puzzle.Hint{Technique: "forced fact", Text: "Put the solution's lines on the board.", Move: puzzle.SetAnswerMove + res.Answer.String()}, nil
}

// end is a growing end of an unjoined colour: the last cell of its drawn
// path, or a dot when nothing is drawn from it.
type end struct {
	k      int
	cell   int
	target int // the dot it must reach
	drawn  []int
}

func (e end) path() []int {
	if len(e.drawn) == 0 {
		return []int{e.cell}
	}
	return append([]int(nil), e.drawn...)
}

func (p *Puzzle) joined(s *State, k int) bool {
	path := s.Paths[k]
	return len(path) > 1 && path[len(path)-1] == other(p.Ends[k], path[0])
}

// openEnds lists the ends that can grow: the end of a drawn path, or
// both dots of a colour with nothing drawn.
func (p *Puzzle) openEnds(s *State) []end {
	var out []end
	for k := 1; k <= p.Colours(); k++ {
		if p.joined(s, k) {
			continue
		}
		e := p.Ends[k]
		if path := s.Paths[k]; len(path) > 0 {
			out = append(out, end{k: k, cell: path[len(path)-1], target: other(e, path[0]), drawn: path})
			continue
		}
		out = append(out, end{k: k, cell: e[0], target: e[1]}, end{k: k, cell: e[1], target: e[0]})
	}
	return out
}

// loneRegion finds a region of free cells that only one pair has both
// ends beside: that pair's line must fill it.
func (p *Puzzle) loneRegion(s *State, cells []int, ends []end) (puzzle.Hint, bool) {
	comp := p.components(cells, 0)
	var nb []int
	touches := func(c, region int) bool {
		for _, r := range p.G.Neighbours(nb[:0], c) {
			if cells[r] == 0 && comp[r] == region {
				return true
			}
		}
		return false
	}
	nreg := 0
	for _, v := range comp {
		nreg = max(nreg, v+1)
	}
	for region := 0; region < nreg; region++ {
		who, count := -1, 0
		for i, e := range ends {
			if touches(e.cell, region) && touches(e.target, region) && (i == 0 || ends[i-1].k != e.k) {
				who = i
				count++
			}
		}
		if count != 1 {
			continue
		}
		e := ends[who]
		var at []grid.Point
		var first []int
		for c, v := range comp {
			if v == region && cells[c] == 0 {
				at = append(at, p.G.CellPoint(c))
			}
		}
		for _, r := range p.G.Neighbours(nb[:0], e.cell) {
			if cells[r] == 0 && comp[r] == region {
				first = append(first, r)
			}
		}
		mv := ""
		if len(first) == 1 {
			mv = Move(p, e.k, append(e.path(), first[0]))
		}
		return puzzle.Hint{Technique: "lone region", Text: loneRegionText(p.Labels[e.k], len(at)), At: at, Move: mv}, true
	}
	return puzzle.Hint{}, false
}

// loneRegionText is the lone-region hint for n cells only the lab pair
// reaches.
func loneRegionText(lab string, n int) string {
	if n == 1 {
		return fmt.Sprintf("Only the %s pair can reach this cell, so its line must fill it.", lab)
	}
	return fmt.Sprintf("Only the %s pair can reach these %d cells, so its line must fill them.", lab, n)
}
