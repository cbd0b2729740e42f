package fillomino

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Fillomino's J-POP simulator (solver lab), built like the
// paper's Sudoku simulator. The cells are visited once each in reading
// order from the start value's cell, wrapping around; a given offers its
// number, an empty cell every number 1..V (component id = cell·V + number
// − 1, V = the largest given or 9, whichever is larger, at most the cell
// count) that it can take: the group of equal numbers it would join (its
// equal neighbours not behind a given border, merged) stays within that
// many cells, and no neighbour behind a given border holds the number. A
// cell with no such number fails and stays empty.
//
// The cost is the failed cells plus, for every group, the cells it lacks
// (number − size; growth never lets a group exceed its number, givens
// aside, and a larger group counts its excess), plus the given borders with
// equal numbers on both sides. It is 0 exactly when every cell is filled,
// every group has as many cells as its number and no given border splits
// equal numbers: a solution.
type Simulator struct {
	p      *Puzzle
	v      int // largest number offered
	vals   []int
	parent []int32
	size   []int32
	failed int
	cur    int
	pos    int
	opts   []int
	seen   [4]int32
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.G.Cells()
	v := min(max(p.maxClue(), 9), n)
	s := &Simulator{p: p, v: max(v, 1), vals: make([]int, n), parent: make([]int32, n), size: make([]int32, n)}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return max(s.p.G.Cells(), 1) }
func (s *Simulator) ComponentBound() int   { return s.p.G.Cells() * s.v }

// Tau0 is 1/cells, the reference code's value for Sudoku and Futoshiki.
func (s *Simulator) Tau0() float64 { return 1 / float64(max(s.p.G.Cells(), 1)) }

func (s *Simulator) find(c int) int {
	for int(s.parent[c]) != c {
		s.parent[c] = s.parent[s.parent[c]]
		c = int(s.parent[c])
	}
	return c
}

// neighbour is the cell across border e from c, and whether the border is
// given.
func (s *Simulator) neighbour(c int, e int32) (int, bool) {
	ed := s.p.edges[e]
	return int(ed.a) + int(ed.b) - c, s.p.Walls[e]
}

// place writes v in c and merges it with its equal open neighbours.
func (s *Simulator) place(c, v int) {
	s.vals[c] = v
	for _, e := range s.p.inc[c] {
		if e < 0 {
			continue
		}
		d, wall := s.neighbour(c, e)
		if wall || s.vals[d] != v {
			continue
		}
		a, b := s.find(c), s.find(d)
		if a != b {
			if s.size[a] < s.size[b] {
				a, b = b, a
			}
			s.parent[b] = int32(a)
			s.size[a] += s.size[b]
		}
	}
}

func (s *Simulator) Reset(start int) {
	n := s.p.G.Cells()
	for c := 0; c < n; c++ {
		s.vals[c] = 0
		s.parent[c] = int32(c)
		s.size[c] = 1
	}
	for c, cl := range s.p.Clues {
		if cl > 0 {
			s.place(c, cl)
		}
	}
	s.failed, s.cur = 0, 0
	s.pos = (start%n + n) % n
	s.next()
}

// fits says whether number v may go in the empty cell c.
func (s *Simulator) fits(c, v int) bool {
	total := 1
	k := 0
	for _, e := range s.p.inc[c] {
		if e < 0 {
			continue
		}
		d, wall := s.neighbour(c, e)
		if s.vals[d] != v {
			continue
		}
		if wall {
			return false
		}
		r := int32(s.find(d))
		dup := false
		for i := 0; i < k; i++ {
			if s.seen[i] == r {
				dup = true
			}
		}
		if !dup {
			s.seen[k] = r
			k++
			total += int(s.size[r])
		}
	}
	return total <= v
}

func (s *Simulator) next() {
	s.opts = s.opts[:0]
	n := s.p.G.Cells()
	for s.cur < n {
		c := s.pos
		s.cur++
		s.pos++
		if s.pos == n {
			s.pos = 0
		}
		if v := s.vals[c]; v > 0 {
			if v <= s.v {
				s.opts = append(s.opts, c*s.v+v-1)
				return
			}
			continue // a given larger than V: nothing to choose
		}
		for v := 1; v <= s.v; v++ {
			if s.fits(c, v) {
				s.opts = append(s.opts, c*s.v+v-1)
			}
		}
		if len(s.opts) > 0 {
			return
		}
		s.failed++
	}
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	c, v := o/s.v, o%s.v+1
	if c >= 0 && c < len(s.vals) && s.vals[c] == 0 {
		for _, x := range s.opts {
			if x == o {
				s.place(c, v)
				break
			}
		}
	}
	s.next()
}

// Cost is failed cells + Σ |number − group size| + equal numbers across
// given borders.
func (s *Simulator) Cost() float64 {
	cost := s.failed
	for c, v := range s.vals {
		if v > 0 && s.find(c) == c {
			d := v - int(s.size[c])
			if d < 0 {
				d = -d
			}
			cost += d
		}
	}
	for e, w := range s.p.Walls {
		if a, b := s.p.EdgeCells(e); w && s.vals[a] > 0 && s.vals[a] == s.vals[b] {
			cost++
		}
	}
	return float64(cost)
}

// Answer is the numbers placed so far.
func (s *Simulator) Answer() puzzle.Answer {
	return Answer{G: s.p.G, Values: append([]int(nil), s.vals...)}
}

// Oracle accepts the components (cell, number) of the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	vals, err := s.p.answerValues(solution)
	if err != nil {
		return nil, err
	}
	return func(o int) bool {
		c := o / s.v
		return c >= 0 && c < len(vals) && vals[c] == o%s.v+1
	}, nil
}
