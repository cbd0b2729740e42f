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
	order   int     // first island of this construction
	k       int     // islands finished (the current one is order+k)
	members []int   // cells of the current island
	opts    []int
	stamp   []int32
	tick    int32
	// scratch of the articulation test: per cell the search (seenAt·8 +
	// group) that reached it, per group its queue
	seen     []int32
	seenAt   int32
	queues   [4][]int32
	groupBuf []int
	dsu      meta.DSU
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := p.G.Cells()
	s := &Simulator{p: p, adj: make([][]int, n), island: make([]int32, n),
		stamp: make([]int32, n), seen: make([]int32, n)}
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
					if s.island[c] < 0 && !s.touchesOther(c, int32(i)) && !s.cuts(c) {
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
	s.grow()
}

// cuts reports whether wall cell c is an articulation point of the wall
// (turning it white would split a piece of wall). Most cells are settled by
// looking around them: when c's wall neighbours are joined to each other
// through the wall cells of the ring of eight around c, removing c
// disconnects nothing. Otherwise the separated neighbours search the wall
// (without c) breadth first, in turns: they meet when c is no cut, and
// the side that runs out of cells first proves that it is one, after
// exploring only the smaller side. Exact, as a whole-board Tarjan search
// per step was (which cost most of a construction).
func (s *Simulator) cuts(c int) bool {
	groups := s.ringGroups(c)
	if len(groups) <= 1 {
		return false
	}
	s.seenAt++
	if s.seenAt >= 1<<27 {
		clear(s.seen)
		s.seenAt = 1
	}
	mark := func(g int) int32 { return s.seenAt<<3 | int32(g) }
	s.seen[c] = s.seenAt<<3 | 7 // never entered; group ids are 0..3
	s.dsu.Reset(len(groups))
	sets := len(groups)
	for g, d := range groups {
		s.queues[g] = append(s.queues[g][:0], int32(d))
		s.seen[d] = mark(g)
	}
	head := [4]int{}
	for {
		for g := range groups {
			if head[g] >= len(s.queues[g]) {
				continue
			}
			v := int(s.queues[g][head[g]])
			head[g]++
			for _, w := range s.adj[v] {
				if s.island[w] >= 0 {
					continue
				}
				if m := s.seen[w]; m>>3 == s.seenAt {
					if o := int(m & 7); o != 7 && s.dsu.Union(g, o) {
						if sets--; sets == 1 {
							return false
						}
					}
					continue
				}
				s.seen[w] = mark(g)
				s.queues[g] = append(s.queues[g], int32(w))
			}
		}
		// A merged set whose every queue is spent is a piece of wall that
		// reaches none of the other neighbours without c.
		for g := range groups {
			r := s.dsu.Find(g)
			spent := true
			for h := range groups {
				if s.dsu.Find(h) == r && head[h] < len(s.queues[h]) {
					spent = false
					break
				}
			}
			if spent {
				return true
			}
		}
	}
}

// ringOffsets walks the eight cells around a cell in circular order,
// orthogonal ones at even positions.
var ringOffsets = [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}

// ringGroups lists one wall neighbour of c per run of wall cells around
// the ring of eight (a diagonal wall cell joins the two orthogonal ones
// beside it); runs without an orthogonal cell do not touch c.
func (s *Simulator) ringGroups(c int) []int {
	g := s.p.G
	y, x := c/g.Cols, c%g.Cols
	var wall [8]bool
	var cell [8]int
	start := -1
	for i, o := range ringOffsets {
		yy, xx := y+o[0], x+o[1]
		if yy >= 0 && yy < g.Rows && xx >= 0 && xx < g.Cols {
			cell[i] = yy*g.Cols + xx
			wall[i] = s.island[cell[i]] < 0
		}
		if !wall[i] && start < 0 {
			start = i
		}
	}
	out := s.groupBuf[:0]
	if start < 0 {
		return out // all eight are wall: one run
	}
	rep := -1
	for k := 1; k <= 8; k++ {
		i := (start + k) % 8
		if wall[i] {
			if i%2 == 0 && rep < 0 {
				rep = cell[i]
			}
			continue
		}
		if rep >= 0 {
			out = append(out, rep)
		}
		rep = -1
	}
	s.groupBuf = out
	return out
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
