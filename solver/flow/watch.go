package flow

import (
	"context"

	"pencilbox/solver/puzzle"
)

// Watch is "watch the solver" (the UI replays the search as the article's
// program did in the terminal): it finds one solution like Solve(ctx, 1)
// and calls see for every node the fast search expands and every
// solution it reaches; picture draws that node's board. When the search
// hands over to the SAT model there are no more pictures: the caller
// shows the answer's board last.
func (p *Puzzle) Watch(ctx context.Context, see func(nodes int64, solution bool, picture func() puzzle.Display)) puzzle.Result {
	if len(p.Hidden) > 0 {
		return p.Solve(ctx, 1) // '?' dots: solved resolution by resolution, no pictures
	}
	r, _ := p.SolveWatch(ctx, 1, 0, func(f Frame) {
		see(f.Nodes, f.Solution, func() puzzle.Display { return p.FrameLayout(f.Cells, f.Solution) })
	}, 1)
	return r
}

// FrameLayout draws a search node's colouring (a colour per cell, 0 free):
// the dots, and a line between every two neighbouring cells of one colour.
// The search never lets a line touch itself, so those are exactly its
// steps, grown from both dots of a pair. A solution is tinted like a
// joined pair on the play board.
func (p *Puzzle) FrameLayout(cells []int, solution bool) puzzle.Display {
	d := puzzle.Display{Cols: p.G.Cols, Rows: p.G.Rows, GridLines: true}
	if len(cells) != p.G.Cells() {
		return d
	}
	if solution {
		for c, k := range cells {
			if k > 0 {
				d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Fill, At: p.G.CellPoint(c), Value: k})
			}
		}
	}
	for c, k := range cells {
		if k <= 0 {
			continue
		}
		y, x := p.G.YX(c)
		if x+1 < p.G.Cols && cells[c+1] == k {
			d.Items = append(d.Items, pathLine(p, c, c+1, k))
		}
		if y+1 < p.G.Rows && cells[c+p.G.Cols] == k {
			d.Items = append(d.Items, pathLine(p, c, c+p.G.Cols, k))
		}
	}
	for c, k := range p.Dots {
		if k != 0 {
			d.Items = append(d.Items, puzzle.Item{Kind: puzzle.Circle, At: p.G.CellPoint(c), Text: p.Labels[k], Value: k})
		}
	}
	return d
}
