package flow

import (
	"context"

	"pencilbox/solver/sat"
)

// exchangeOther asks touchFreeFillOther's first question (is there a
// smallest answer other than known?) in terms of what another answer T
// changes in the known one, S.
//
// At each cell S's links and T's add up to an even number (a dot 1+1,
// any other cell 0 or 2 in each): the links in which S and T differ form
// an even subgraph of the grid. On a
// plane grid every even subgraph is, exactly once, the boundary of a set
// of its inner faces (the 2x2 blocks; the face boundaries are a basis of
// the cycle space, whose dimension (rows-1)(cols-1) is their number). So
// T = S xor the boundary of a set F of blocks, and T differs from S
// exactly when F is not empty. The model is the fill model's question
// (smallest answers, fillMinimal) with one variable per block, "the block
// is in F", each link tied to S and the one or two blocks beside it, and
// "some block is in F" in place of "some cell changes colour".
//
// The block variables come first, and gophersat tries each false first:
// its search starts at S and grows F from the blocks the "other" clause
// forces, so it explores changes near S rather than whole colourings.
// (Each cell's links are a function of the up to four blocks round it;
// the degree rules stated on those blocks as well made it slower.)
//
// Measured (process CPU time, the question alone, at load 6-7 against
// the fill model's question): janko 20x15 8.2 s against 10.3 s, 15x15
// 11.2 against 12.3 and 3.9 against 2.6, 24x14 2.3 against 3.6, 17x17
// 11.7 against 14.2: a little faster on most boards, not on all (wall
// time at that load: a 20x15 settled in 34 s that the other left open
// at 45 s, a 17x17 the other way round; solve_colours.go's comment lists
// what else was tried).
//
// It returns another answer, or nil with settled true when there is none,
// or nil with settled false on ctx.
func (p *Puzzle) exchangeOther(ctx context.Context, known []int) (cells []int, settled bool) {
	if len(known) != p.G.Cells() {
		return nil, false
	}
	f := p.exchangeQuestion(known)
	if f == nil {
		return nil, true // one row or column: no cycle, so no other answer
	}
	return f.solve(ctx)
}

// exchangeQuestion builds exchangeOther's model, nil when the board has
// no 2x2 block.
func (p *Puzzle) exchangeQuestion(known []int) *fill {
	f := p.newFill()
	faces := f.faceVars()
	if len(faces) == 0 {
		return nil
	}
	f.smallestAnyEmpty()
	f.exchange(known, faces)
	return f
}

// faceVars adds one variable per 2x2 block, by its top left cell in
// reading order: faces[y*(cols-1)+x].
func (f *fill) faceVars() []sat.Lit {
	if f.rows < 2 || f.cols < 2 {
		return nil
	}
	return f.prob.NewVars((f.rows - 1) * (f.cols - 1))
}

// face is the block whose top left cell is (y, x), 0 when there is none
// (outside the board: the outer face, never in F).
func (f *fill) face(faces []sat.Lit, y, x int) sat.Lit {
	if y < 0 || x < 0 || y+1 >= f.rows || x+1 >= f.cols {
		return 0
	}
	return faces[y*(f.cols-1)+x]
}

// sides lists the blocks on either side of link i (one or two).
func (f *fill) sides(faces []sat.Lit, i int) []sat.Lit {
	a, b := f.edges[i][0], f.edges[i][1]
	y, x := f.p.G.YX(a)
	var s []sat.Lit
	if b == a+1 { // across: the blocks above and below
		s = append(s, f.face(faces, y-1, x), f.face(faces, y, x))
	} else { // down: the blocks left and right
		s = append(s, f.face(faces, y, x-1), f.face(faces, y, x))
	}
	out := s[:0]
	for _, l := range s {
		if l != 0 {
			out = append(out, l)
		}
	}
	return out
}

// inS says whether link i is one of known's (a touch-free answer: used
// neighbours are linked exactly when they share a colour).
func (f *fill) inS(known []int, i int) bool {
	a, b := known[f.edges[i][0]], known[f.edges[i][1]]
	return a != 0 && a == b
}

// exchange ties each link to S and its blocks (link = S's link xor the
// blocks beside it) and asks for some block in F.
func (f *fill) exchange(known []int, faces []sat.Lit) {
	prob := f.prob
	for i := range f.edges {
		g := f.e[i] // g: the link differs from S
		if f.inS(known, i) {
			g = g.Not()
		}
		s := f.sides(faces, i)
		switch len(s) {
		case 1:
			prob.AddClause(g.Not(), s[0])
			prob.AddClause(g, s[0].Not())
		case 2:
			a, b := s[0], s[1]
			prob.AddClause(g.Not(), a, b)
			prob.AddClause(g.Not(), a.Not(), b.Not())
			prob.AddClause(g, a.Not(), b)
			prob.AddClause(g, a, b.Not())
		}
	}
	prob.AddClause(faces...)
}

// smallestAnyEmpty adds the fill model for a smallest answer with any
// number of empty cells (fillModel's steps with known, in its order),
// the base that questions about other answers add their clause to.
func (f *fill) smallestAnyEmpty() {
	f.vars()
	f.emptyVars(-1)
	f.degrees()
	f.blocks()
	f.colours()
	f.linkColours()
	f.noLoops()
	f.minimal()
}
