package survo

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Survo's J-POP simulator (solver lab), built like the
// paper's Sudoku simulator. The cells are visited once each in reading
// order from the start value's cell, wrapping around. A given offers its
// number; an empty cell offers every unused number (component id =
// cell·N + number − 1, N = cells) that its row and its column can still
// take: after it, the line's other empty cells must be able to make up the
// rest of the line's sum from the numbers still unused (between the sum of
// the smallest and of the largest of them). A cell with no such number
// fails and stays empty. The cost is the number of failed cells plus, for
// every row and column, the distance between its sum and the sum of its
// numbers. Numbers are never used twice, so the cost is 0 exactly when the
// board is full and every line adds up: a solution.
type Simulator struct {
	p       *Puzzle
	vals    []int
	used    []bool // per number 1..N
	rowRem  []int  // sum still missing per row
	colRem  []int
	rowOpen []int // empty cells per row (excluding failed ones already passed)
	colOpen []int
	failed  int
	cur     int // cells visited
	pos     int
	opts    []int
	pool    []int // unused numbers, ascending (scratch)
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.Cells()
	s := &Simulator{p: p, vals: make([]int, n), used: make([]bool, n+1), rowRem: make([]int, p.Rows),
		colRem: make([]int, p.Cols), rowOpen: make([]int, p.Rows), colOpen: make([]int, p.Cols)}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return max(s.p.Cells(), 1) }
func (s *Simulator) ComponentBound() int   { return s.p.Cells() * s.p.Cells() }

// Tau0 is 1/cells, the reference code's value for Sudoku and Futoshiki.
func (s *Simulator) Tau0() float64 { return 1 / float64(max(s.p.Cells(), 1)) }

func (s *Simulator) Reset(start int) {
	p := s.p
	copy(s.rowRem, p.RowSums)
	copy(s.colRem, p.ColSums)
	clear(s.used)
	clear(s.rowOpen)
	clear(s.colOpen)
	for c, g := range p.Givens {
		s.vals[c] = 0
		y, x := c/p.Cols, c%p.Cols
		if g > 0 && g <= p.Cells() && !s.used[g] {
			s.put(c, g)
		} else {
			s.rowOpen[y]++
			s.colOpen[x]++
		}
	}
	s.failed, s.cur = 0, 0
	n := p.Cells()
	s.pos = (start%n + n) % n
	s.next()
}

// put writes number v in cell c.
func (s *Simulator) put(c, v int) {
	y, x := c/s.p.Cols, c%s.p.Cols
	s.vals[c] = v
	s.used[v] = true
	s.rowRem[y] -= v
	s.colRem[x] -= v
}

// next moves the walk to the next cell with something to offer.
func (s *Simulator) next() {
	s.opts = s.opts[:0]
	n := s.p.Cells()
	for s.cur < n {
		c := s.pos
		s.cur++
		s.pos++
		if s.pos == n {
			s.pos = 0
		}
		if v := s.vals[c]; v > 0 {
			s.opts = append(s.opts, c*n+v-1)
			return
		}
		s.candidates(c)
		if len(s.opts) > 0 {
			return
		}
		// Failed: the cell stays empty and no longer counts as open.
		s.failed++
		s.rowOpen[c/s.p.Cols]--
		s.colOpen[c%s.p.Cols]--
	}
}

// candidates lists the numbers cell c can take.
func (s *Simulator) candidates(c int) {
	n := s.p.Cells()
	s.pool = s.pool[:0]
	for v := 1; v <= n; v++ {
		if !s.used[v] {
			s.pool = append(s.pool, v)
		}
	}
	y, x := c/s.p.Cols, c%s.p.Cols
	for _, v := range s.pool {
		if s.fits(v, s.rowRem[y], s.rowOpen[y]-1) && s.fits(v, s.colRem[x], s.colOpen[x]-1) {
			s.opts = append(s.opts, c*n+v-1)
		}
	}
}

// fits says whether, after v, k more unused numbers (not v) can make up
// rem − v.
func (s *Simulator) fits(v, rem, k int) bool {
	r := rem - v
	if k <= 0 {
		return r == 0
	}
	if k > len(s.pool)-1 {
		return false
	}
	lo, hi := 0, 0
	for i, taken := 0, 0; taken < k; i++ {
		if s.pool[i] != v {
			lo += s.pool[i]
			taken++
		}
	}
	for i, taken := len(s.pool)-1, 0; taken < k; i-- {
		if s.pool[i] != v {
			hi += s.pool[i]
			taken++
		}
	}
	return lo <= r && r <= hi
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	n := s.p.Cells()
	c, v := o/n, o%n+1
	if c >= 0 && c < n && s.vals[c] == 0 && !s.used[v] {
		for _, x := range s.opts {
			if x == o {
				s.put(c, v)
				s.rowOpen[c/s.p.Cols]--
				s.colOpen[c%s.p.Cols]--
				break
			}
		}
	}
	s.next()
}

// Cost is failed cells + Σ |line sum − sum of its numbers|.
func (s *Simulator) Cost() float64 {
	cost := s.failed
	for _, r := range s.rowRem {
		cost += simAbs(r)
	}
	for _, r := range s.colRem {
		cost += simAbs(r)
	}
	return float64(cost)
}

// Answer is the numbers placed so far.
func (s *Simulator) Answer() puzzle.Answer {
	return Answer{Cols: s.p.Cols, Rows: s.p.Rows, Values: append([]int(nil), s.vals...)}
}

// Oracle accepts the components (cell, number) of the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	vals, err := s.p.answerValues(solution)
	if err != nil {
		return nil, err
	}
	n := s.p.Cells()
	return func(o int) bool {
		c := o / n
		return c >= 0 && c < len(vals) && vals[c] == o%n+1
	}, nil
}

// simAbs is |v| (kept here so this file stands on its own).
func simAbs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
