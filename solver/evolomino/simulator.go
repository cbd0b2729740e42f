package evolomino

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Evolomino's J-POP simulator (solver lab), built like the
// paper's Sudoku simulator on a binary choice per cell. The cells are
// visited once each in reading order from the start value's cell, wrapping
// around: a white cell offers "no square" and, unless the square would put
// two arrow squares into one block, "square" (component id 2·cell and
// 2·cell + 1); a given square offers only its square and a shaded cell only
// its emptiness (the paper's simulators offer options even when one is
// left).
//
// The cost adds one for every rule the finished board breaks, weighted
// towards the fix: every block without an arrow square, every extra arrow
// square in a block, every block an arrow still lacks to reach two, and for
// every pair of consecutive blocks along an arrow that is not "the previous
// block plus one square" 1 + |size difference − 1|. It is 0 exactly when
// the rule checker accepts the board.
type Simulator struct {
	p      *Puzzle
	sq     []bool
	parent []int32
	arrows []int32 // per block root: its squares on arrows
	cur    int
	pos    int
	opts   []int
	nb     []int
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.G.Cells()
	s := &Simulator{p: p, sq: make([]bool, n), parent: make([]int32, n), arrows: make([]int32, n)}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return max(s.p.G.Cells(), 1) }
func (s *Simulator) ComponentBound() int   { return 2 * s.p.G.Cells() }

// Tau0 is 1/cells, the reference code's value for cell puzzles.
func (s *Simulator) Tau0() float64 { return 1 / float64(max(s.p.G.Cells(), 1)) }

func (s *Simulator) find(c int) int {
	for int(s.parent[c]) != c {
		s.parent[c] = s.parent[s.parent[c]]
		c = int(s.parent[c])
	}
	return c
}

// square draws a square in c and merges it with the squares beside it.
func (s *Simulator) square(c int) {
	s.sq[c] = true
	s.parent[c] = int32(c)
	s.arrows[c] = 0
	if s.p.arrowOf[c] >= 0 {
		s.arrows[c] = 1
	}
	for _, d := range s.p.G.Neighbours(s.nb[:0], c) {
		if !s.sq[d] {
			continue
		}
		a, b := s.find(c), s.find(d)
		if a != b {
			s.parent[b] = int32(a)
			s.arrows[a] += s.arrows[b]
		}
	}
}

// allowed says whether a square in c keeps at most one arrow square per
// block.
func (s *Simulator) allowed(c int) bool {
	total := int32(0)
	if s.p.arrowOf[c] >= 0 {
		total = 1
	}
	var roots [4]int
	k := 0
	for _, d := range s.p.G.Neighbours(s.nb[:0], c) {
		if !s.sq[d] {
			continue
		}
		r := s.find(d)
		dup := false
		for i := 0; i < k; i++ {
			if roots[i] == r {
				dup = true
			}
		}
		if !dup {
			roots[k] = r
			k++
			total += s.arrows[r]
		}
	}
	return total <= 1
}

func (s *Simulator) Reset(start int) {
	n := s.p.G.Cells()
	clear(s.sq)
	for c, k := range s.p.Cells {
		if k == Given {
			s.square(c)
		}
	}
	s.cur = 0
	s.pos = (start%n + n) % n
	s.next()
}

func (s *Simulator) next() {
	s.opts = s.opts[:0]
	n := s.p.G.Cells()
	if s.cur >= n {
		return
	}
	c := s.pos
	s.cur++
	s.pos++
	if s.pos == n {
		s.pos = 0
	}
	switch {
	case s.p.Cells[c] == Given:
		s.opts = append(s.opts, 2*c+1)
	case s.p.Cells[c] == Shaded:
		s.opts = append(s.opts, 2*c)
	default:
		s.opts = append(s.opts, 2*c)
		if s.allowed(c) {
			s.opts = append(s.opts, 2*c+1)
		}
	}
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	ok := false
	for _, x := range s.opts {
		if x == o {
			ok = true
			break
		}
	}
	if !ok {
		return
	}
	if c := o / 2; o%2 == 1 && !s.sq[c] {
		s.square(c)
	}
	s.next()
}

// Cost counts the broken rules as described on the type.
func (s *Simulator) Cost() float64 {
	comp, members := s.p.blocks(s.sq)
	cost := 0
	for _, cells := range members {
		on := 0
		for _, c := range cells {
			if s.p.arrowOf[c] >= 0 {
				on++
			}
		}
		if on == 0 {
			cost++
		} else {
			cost += on - 1
		}
	}
	g := s.p.G
	for _, ar := range s.p.Arrows {
		var order []int32
		for _, c := range ar {
			if s.sq[c] {
				order = append(order, comp[c])
			}
		}
		if len(order) < 2 {
			cost += 2 - len(order)
		}
		for i := 1; i < len(order); i++ {
			b0, b1 := members[order[i-1]], members[order[i]]
			if order[i-1] == order[i] || evolves(g, b0, b1) {
				continue
			}
			d := len(b1) - len(b0) - 1
			if d < 0 {
				d = -d
			}
			cost += 1 + d
		}
	}
	return float64(cost)
}

// Answer is the squares drawn so far.
func (s *Simulator) Answer() puzzle.Answer {
	return Answer{P: s.p, Squares: append([]bool(nil), s.sq...)}
}

// Oracle accepts, per cell, the choice the given solution makes.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	sq, err := s.p.answerSquares(solution)
	if err != nil {
		return nil, err
	}
	return func(o int) bool {
		c := o / 2
		return c >= 0 && c < len(sq) && sq[c] == (o%2 == 1)
	}, nil
}
