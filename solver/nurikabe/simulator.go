package nurikabe

import (
	"slices"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Nurikabe's J-POP simulator (solver lab, the paper's section
// IV-C4, after Amos, Crossley and Lloyd's Nurikabe ant colony). The board
// starts all wall except the numbered cells. The islands are grown one
// after another, in clue order rotated to start at the start value's
// island: each step offers the wall cells beside the growing island
// (component id = cell) that may turn white, until the island has its size
// or cannot grow, then the next island starts. A cell may turn white when it
// does not cut the wall in two (it is not an articulation point of the wall)
// and does not touch another island. The cost is the paper's
// (2x2 wall blocks − white cells + Σ clues) plus the wall's pieces − 1:
// growth never splits the wall, but clues can cut the starting wall apart,
// and without that term such a board could reach cost 0 with a broken wall.
// A '?' island is never grown and counts as one cell.
type Simulator struct {
	p       *Puzzle
	clues   []int   // numbered cells in clue order
	target  []int   // island sizes
	adj     [][]int // cell neighbours
	island  []int32 // per cell: island index, −1 for wall
	size    []int   // per island: cells so far
	cut     []bool  // per cell: articulation point of the wall
	order   int     // first island of this construction
	k       int     // islands finished (the current one is order+k)
	members []int   // cells of the current island
	opts    []int
	stamp   []int32
	tick    int32
	// articulation search scratch
	disc, low []int32
	stack     []frame
	dsu       meta.DSU
}

type frame struct{ c, parent, next int32 }

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.G.Cells()
	s := &Simulator{p: p, adj: make([][]int, n), island: make([]int32, n), cut: make([]bool, n),
		stamp: make([]int32, n), disc: make([]int32, n), low: make([]int32, n)}
	for c := 0; c < n; c++ {
		s.adj[c] = p.G.Neighbours(nil, c)
		if v := p.Clues[c]; v != NoClue {
			s.clues = append(s.clues, c)
			if v == AnySize || v < 1 {
				v = 1
			}
			s.target = append(s.target, v)
		}
	}
	s.size = make([]int, len(s.clues))
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return max(len(s.clues), 1) }
func (s *Simulator) ComponentBound() int   { return s.p.G.Cells() }

// Tau0 is 1/cells, the reference code's value.
func (s *Simulator) Tau0() float64 { return 1 / float64(max(s.p.G.Cells(), 1)) }

func (s *Simulator) Reset(start int) {
	for c := range s.island {
		s.island[c] = -1
	}
	for i, c := range s.clues {
		s.island[c] = int32(i)
		s.size[i] = 1
	}
	s.order, s.k = 0, 0
	if n := len(s.clues); n > 0 {
		s.order = (start%n + n) % n
	}
	s.flagCuts()
	s.startIsland()
	s.grow()
}

func (s *Simulator) cur() int { return (s.order + s.k) % len(s.clues) }

func (s *Simulator) startIsland() {
	s.members = s.members[:0]
	if s.k < len(s.clues) {
		s.members = append(s.members, s.clues[s.cur()])
	}
}

// grow lists the current island's options, moving on to the next island
// while the current one is full or stuck.
func (s *Simulator) grow() {
	s.opts = s.opts[:0]
	for s.k < len(s.clues) {
		i := s.cur()
		if s.size[i] < s.target[i] {
			s.tick++
			for _, m := range s.members {
				for _, c := range s.adj[m] {
					if s.stamp[c] == s.tick {
						continue
					}
					s.stamp[c] = s.tick
					if s.island[c] < 0 && !s.cut[c] && !s.touchesOther(c, int32(i)) {
						s.opts = append(s.opts, c)
					}
				}
			}
			if len(s.opts) > 0 {
				slices.Sort(s.opts)
				return
			}
		}
		s.k++
		s.startIsland()
	}
}

func (s *Simulator) touchesOther(c int, i int32) bool {
	for _, d := range s.adj[c] {
		if k := s.island[d]; k >= 0 && k != i {
			return true
		}
	}
	return false
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	if !slices.Contains(s.opts, o) {
		return
	}
	i := s.cur()
	s.island[o] = int32(i)
	s.size[i]++
	s.members = append(s.members, o)
	s.flagCuts()
	s.grow()
}

// flagCuts marks the articulation points of the wall (iterative Tarjan).
func (s *Simulator) flagCuts() {
	clear(s.cut)
	clear(s.disc)
	t := int32(0)
	for root := range s.island {
		if s.island[root] >= 0 || s.disc[root] != 0 {
			continue
		}
		t++
		s.disc[root], s.low[root] = t, t
		children := 0
		s.stack = append(s.stack[:0], frame{c: int32(root), parent: -1})
		for len(s.stack) > 0 {
			f := &s.stack[len(s.stack)-1]
			c := int(f.c)
			if int(f.next) < len(s.adj[c]) {
				d := s.adj[c][f.next]
				f.next++
				if s.island[d] >= 0 || int32(d) == f.parent {
					continue
				}
				if s.disc[d] == 0 {
					t++
					s.disc[d], s.low[d] = t, t
					if c == root {
						children++
					}
					s.stack = append(s.stack, frame{c: int32(d), parent: int32(c)})
				} else if s.disc[d] < s.low[c] {
					s.low[c] = s.disc[d]
				}
				continue
			}
			s.stack = s.stack[:len(s.stack)-1]
			if p := f.parent; p >= 0 {
				if s.low[c] < s.low[p] {
					s.low[p] = s.low[c]
				}
				if int(p) != root && s.low[c] >= s.disc[p] {
					s.cut[p] = true
				}
			}
		}
		if children > 1 {
			s.cut[root] = true
		}
	}
}

// Cost is 2x2 wall blocks − white cells + Σ clues + wall pieces − 1.
func (s *Simulator) Cost() float64 {
	g := s.p.G
	cost := 0
	for _, v := range s.target {
		cost += v
	}
	for _, v := range s.size {
		cost -= v
	}
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			if s.island[c] < 0 && s.island[c+1] < 0 && s.island[c+g.Cols] < 0 && s.island[c+g.Cols+1] < 0 {
				cost++
			}
		}
	}
	n := g.Cells()
	s.dsu.Reset(n)
	pieces := 0
	for c := 0; c < n; c++ {
		if s.island[c] >= 0 {
			continue
		}
		pieces++
		for _, d := range s.adj[c] {
			if d > c && s.island[d] < 0 && s.dsu.Union(c, d) {
				pieces--
			}
		}
	}
	if pieces > 1 {
		cost += pieces - 1
	}
	return float64(cost)
}

// Answer is the board so far: white cells as dots, the rest wall.
func (s *Simulator) Answer() puzzle.Answer {
	cells := make([]uint8, len(s.island))
	for c, k := range s.island {
		if k >= 0 {
			cells[c] = Dot
		} else {
			cells[c] = Wall
		}
	}
	return Answer{P: s.p, Cells: cells}
}

// Oracle accepts the cells that are white in the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	a, err := s.p.ParseAnswer(solution.String())
	if err != nil {
		return nil, err
	}
	cells := a.(Answer).Cells
	return func(o int) bool { return o >= 0 && o < len(cells) && cells[o] != Wall }, nil
}
