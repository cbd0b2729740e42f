package evolomino

import (
	"fmt"
	"sort"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Answer says which cells hold squares. Its text (the benchmark
// `solution:` form) is one line per row: 'o' square, '.' none, '#' shaded.
type Answer struct {
	P       *Puzzle
	Squares []bool
}

func (a Answer) String() string {
	g := a.P.G
	var b strings.Builder
	for y := 0; y < g.Rows; y++ {
		if y > 0 {
			b.WriteByte('\n')
		}
		for x := 0; x < g.Cols; x++ {
			c := g.Cell(y, x)
			switch {
			case a.Squares[c]:
				b.WriteByte('o')
			case a.P.Cells[c] == Shaded:
				b.WriteByte('#')
			default:
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// ParseAnswer reads the solution text: rows of 'o', '.', '#' (whitespace
// between characters and rows is ignored; '#' counts as no square).
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	sq, err := p.parseSquares(text)
	if err != nil {
		return nil, err
	}
	return Answer{P: p, Squares: sq}, nil
}

func (p *Puzzle) parseSquares(text string) ([]bool, error) {
	text = strings.Join(strings.Fields(text), "")
	n := p.G.Cells()
	if len(text) != n {
		return nil, fmt.Errorf("evolomino: an answer for %dx%d has %d cells, not %d", p.G.Cols, p.G.Rows, n, len(text))
	}
	sq := make([]bool, n)
	for i := 0; i < n; i++ {
		switch text[i] {
		case 'o':
			sq[i] = true
		case '.', '#', 'x':
		default:
			return nil, fmt.Errorf("evolomino: answer character %q at %s is not 'o', '.' or '#'", text[i], cellName(p.G, i))
		}
	}
	return sq, nil
}

func (p *Puzzle) answerSquares(a puzzle.Answer) ([]bool, error) {
	return puzzle.AnswerAs("evolomino", a, func(v Answer) ([]bool, bool) { return v.Squares, len(v.Squares) == p.G.Cells() }, p.parseSquares)
}

// blocks labels the blocks (components of squares): comp[c] is the block
// of cell c or -1; each block's cells are sorted.
func (p *Puzzle) blocks(sq []bool) (comp []int32, members [][]int) {
	var s blockScratch
	return s.find(p.G, sq)
}

// blockScratch keeps the storage of blocks between calls, for callers
// that find the blocks again after every change (the human rules, about
// a third of whose time went to allocating it afresh). What find returns
// is overwritten by its next call.
type blockScratch struct {
	comp         []int32
	members      [][]int
	cells, stack []int
}

func (s *blockScratch) find(g grid.Grid, sq []bool) (comp []int32, members [][]int) {
	n := len(sq)
	if cap(s.comp) < n {
		s.comp, s.cells = make([]int32, n), make([]int, 0, n)
	}
	comp, members, cells := s.comp[:n], s.members[:0], s.cells[:0]
	for i := range comp {
		comp[i] = -1
	}
	nb := make([]int, 0, 4)
	for start := range sq {
		if !sq[start] || comp[start] >= 0 {
			continue
		}
		id := int32(len(members))
		comp[start] = id
		from := len(cells)
		stack := append(s.stack[:0], start)
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			cells = append(cells, c)
			for _, d := range g.Neighbours(nb[:0], c) {
				if sq[d] && comp[d] < 0 {
					comp[d] = id
					stack = append(stack, d)
				}
			}
		}
		s.stack = stack
		block := cells[from:len(cells):len(cells)]
		sort.Ints(block)
		members = append(members, block)
	}
	s.members, s.cells = members, cells
	return comp, members
}

// evolves reports whether block b (sorted cells) is block a (sorted cells)
// translated, plus one square.
func evolves(g grid.Grid, a, b []int) bool {
	if len(b) != len(a)+1 {
		return false
	}
	in := make(map[int]bool, len(b))
	for _, c := range b {
		in[c] = true
	}
	ay, ax := g.YX(a[0])
	for _, t := range b {
		ty, tx := g.YX(t)
		dy, dx := ty-ay, tx-ax
		ok := true
		for _, c := range a {
			y, x := g.YX(c)
			if !g.In(y+dy, x+dx) || !in[g.Cell(y+dy, x+dx)] {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func points(g grid.Grid, cells ...[]int) []grid.Point {
	var out []grid.Point
	for _, cs := range cells {
		for _, c := range cs {
			out = append(out, g.CellPoint(c))
		}
	}
	return out
}

// Check returns nil exactly when the squares follow the rules: givens
// kept, no square on a shaded cell, every block with exactly one square on
// an arrow, every arrow through at least two blocks, and each block along
// an arrow the previous one plus one square. A block that touches no arrow
// yet and an arrow with fewer than two blocks are Incomplete (the player
// may still be drawing); the rest are mistakes.
func (p *Puzzle) Check(a puzzle.Answer) []puzzle.Violation {
	sq, err := p.answerSquares(a)
	if err != nil {
		return []puzzle.Violation{{Rule: "answer", Msg: err.Error()}}
	}
	g := p.G
	var out []puzzle.Violation
	for c, k := range p.Cells {
		switch {
		case k == Given && !sq[c]:
			out = append(out, puzzle.Violation{Rule: "given", Msg: fmt.Sprintf("evolomino: %s must keep its given square", cellName(g, c)), At: points(g, []int{c})})
		case k == Shaded && sq[c]:
			out = append(out, puzzle.Violation{Rule: "shaded", Msg: fmt.Sprintf("evolomino: %s is shaded and cannot hold a square", cellName(g, c)), At: points(g, []int{c})})
		}
	}
	comp, members := p.blocks(sq)
	for _, cells := range members {
		var on []int
		for _, c := range cells {
			if p.arrowOf[c] >= 0 {
				on = append(on, c)
			}
		}
		switch {
		case len(on) == 0:
			out = append(out, puzzle.Violation{Rule: "no-arrow", Msg: fmt.Sprintf("evolomino: the block at %s has no square on an arrow", cellName(g, cells[0])), At: points(g, cells), Incomplete: true})
		case len(on) > 1:
			out = append(out, puzzle.Violation{Rule: "two-arrows", Msg: fmt.Sprintf("evolomino: the block at %s has %d squares on arrows", cellName(g, cells[0]), len(on)), At: points(g, on)})
		}
	}
	for _, ar := range p.Arrows {
		var order []int32 // blocks along the arrow
		distinct := map[int32]bool{}
		for _, c := range ar {
			if sq[c] {
				order = append(order, comp[c])
				distinct[comp[c]] = true
			}
		}
		if len(distinct) < 2 {
			out = append(out, puzzle.Violation{Rule: "arrow", Msg: fmt.Sprintf("evolomino: the arrow from %s passes through %d block(s), fewer than two", cellName(g, ar[0]), len(distinct)), At: points(g, ar), Incomplete: true})
		}
		for i := 1; i < len(order); i++ {
			b0, b1 := members[order[i-1]], members[order[i]]
			if order[i-1] == order[i] || evolves(g, b0, b1) {
				continue
			}
			// Blocks grow as the player draws: a pair whose sizes are not
			// yet one apart is unfinished; one that is, with the wrong
			// shape, is a mistake.
			out = append(out, puzzle.Violation{
				Rule:       "evolve",
				Msg:        fmt.Sprintf("evolomino: along the arrow from %s, the block at %s is not the block at %s plus one square", cellName(g, ar[0]), cellName(g, b1[0]), cellName(g, b0[0])),
				At:         points(g, b0, b1),
				Incomplete: len(b1) != len(b0)+1,
			})
		}
	}
	return out
}
