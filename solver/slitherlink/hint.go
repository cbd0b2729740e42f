package slitherlink

import (
	"context"
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Hints: mistakes first (a wrong line makes every later deduction a lie),
// then the first basic rule in board order, then a contradiction, and when
// none applies a forced edge from the solution. Crosses the player drew
// count as knowledge once they are checked against the solution.

// Hint implements puzzle.Hinter.
func (p *Puzzle) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	st, ok := s.(*State)
	if !ok || st == nil || st.P == nil || st.P.G != p.G || len(st.Edges) != p.geo.numEdges() {
		return puzzle.Hint{}, fmt.Errorf("slitherlink: the board does not belong to this puzzle")
	}
	unique, err := puzzle.HintBasis(ctx, "slitherlink", p.Solve(ctx, 2))
	if err != nil {
		return puzzle.Hint{}, err
	}
	var sol []bool
	if unique != nil {
		sol = unique.(Answer).Line
		if p.Check(st.Answer()) == nil {
			return puzzle.SolvedHint, nil
		}
		for e, m := range st.Edges {
			if m == On && !sol[e] || m == Off && sol[e] {
				what, mark := "is not on the loop", Off
				if sol[e] {
					what, mark = "is on the loop", On
				}
				at := p.geo.edgePoint(e)
				return puzzle.Hint{Technique: "mistake", Text: fmt.Sprintf("Check %s: it %s", p.edgeName(e), what),
					At: []grid.Point{at}, Move: EdgeMove(at, mark)}, nil
			}
		}
	}
	d := newDeducer(p, st.Edges)
	if dd := d.basicStep(); dd != nil {
		return p.describe(dd), nil
	}
	if dd := d.contradictionStep(ctx); dd != nil {
		return p.describe(dd), nil
	}
	if expired(ctx) {
		return puzzle.Hint{}, stopped(ctx)
	}
	if sol != nil {
		for e, m := range st.Edges {
			if m == Unset && sol[e] {
				at := p.geo.edgePoint(e)
				return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("No rule I know applies here; the solution has a line on %s", p.edgeName(e)),
					At: []grid.Point{at}, Move: EdgeMove(at, On)}, nil
			}
		}
		for e, m := range st.Edges {
			if m == Unset {
				at := p.geo.edgePoint(e)
				return puzzle.Hint{Technique: "forced", Text: fmt.Sprintf("The loop is complete; %s stays empty", p.edgeName(e)),
					At: []grid.Point{at}, Move: EdgeMove(at, Off)}, nil
			}
		}
	}
	facts, err := p.Facts(ctx)
	if err != nil {
		return puzzle.Hint{}, err
	}
	for _, f := range facts {
		e, _ := p.geo.pointEdge(f.At[0])
		if st.Edges[e] == Unset {
			return puzzle.Hint{Technique: "forced", Text: "No rule I know applies here; in every solution " + f.Text, At: f.At, Move: f.Move}, nil
		}
	}
	return puzzle.Hint{Technique: "none", Text: "This puzzle has several solutions and nothing more is certain"}, nil
}

// describe turns a deduction into a hint: the rule, the reason, the edges.
func (p *Puzzle) describe(dd *deduction) puzzle.Hint {
	moves := make([]string, len(dd.edges))
	at := append([]grid.Point(nil), dd.at...)
	for i, e := range dd.edges {
		pt := p.geo.edgePoint(e)
		moves[i] = EdgeMove(pt, dd.mark)
		at = append(at, pt)
	}
	verb := "is a line"
	if dd.mark == Off {
		verb = "is crossed out"
	}
	what := p.edgeName(dd.edges[0]) + " " + verb
	if n := len(dd.edges); n > 1 {
		verb = "are lines"
		if dd.mark == Off {
			verb = "are crossed out"
		}
		names := make([]string, n)
		for i, e := range dd.edges {
			names[i] = p.edgeName(e)
		}
		what = strings.Join(names[:n-1], ", ") + " and " + names[n-1] + " " + verb
	}
	title := strings.ToUpper(dd.rule[:1]) + dd.rule[1:]
	return puzzle.Hint{Technique: dd.rule, Text: fmt.Sprintf("%s: %s; so %s", title, dd.why(), what), At: at, Move: strings.Join(moves, ";")}
}

var _ puzzle.Hinter = (*Puzzle)(nil)
