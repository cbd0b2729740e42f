package flow

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is the Flow Free / Numberlink J-POP simulator (solver lab), in
// the spirit of the paper's Slitherlink walk. The colours are routed one
// after another, in colour order rotated to start at the start value's
// colour: each colour's path walks from its first dot, every step offering
// the moves from the path's head into a free cell or onto its own second
// dot (component id = (colour − 1)·E + grid edge index, E the number of
// edges between neighbouring cells, so a component says which colour
// crosses which cell side). The path ends on its second dot or when it is
// stuck; its cells stay coloured either way and the next colour starts.
//
// The cost is, for every pair left unjoined, 1 + the Manhattan distance
// from its path's head to its second dot, plus, under the Flow Free rule,
// the number of empty cells. Paths never cross or share a cell by
// construction, so the cost is 0 exactly when every pair is joined (and,
// for Flow Free, every cell used): a solution.
type Simulator struct {
	p      *Puzzle
	cells  []int   // colour per cell
	paths  [][]int // per colour: its path so far, from Ends[k][0]
	joined []bool
	order  int // first colour
	k      int // colours finished
	opts   []int
	nh     int // horizontal edges: (cols−1)·rows
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	if len(p.Hidden) > 0 {
		// The lab's simulator needs both ends of every line: with '?'
		// dots it explores the first reading of them (hidden.go).
		var first *Puzzle
		p.resolutions(func(r *Puzzle) bool { first = r; return false })
		if first != nil {
			return first.NewSimulator()
		}
	}
	s := &Simulator{p: p, cells: make([]int, p.G.Cells()), paths: make([][]int, p.Colours()+1),
		joined: make([]bool, p.Colours()+1), nh: (p.G.Cols - 1) * p.G.Rows}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return max(s.p.Colours(), 1) }
func (s *Simulator) edges() int            { return s.nh + s.p.G.Cols*(s.p.G.Rows-1) }
func (s *Simulator) ComponentBound() int   { return s.p.Colours() * s.edges() }

// Tau0 is 1/cells, as the paper's reference code uses for cell puzzles.
func (s *Simulator) Tau0() float64 { return 1 / float64(max(s.p.G.Cells(), 1)) }

// edge is the index of the side between neighbouring cells a and b.
func (s *Simulator) edge(a, b int) int {
	if a > b {
		a, b = b, a
	}
	cols := s.p.G.Cols
	if b == a+1 {
		y, x := a/cols, a%cols
		return y*(cols-1) + x
	}
	return s.nh + a
}

func (s *Simulator) Reset(start int) {
	copy(s.cells, s.p.Dots)
	for k := range s.paths {
		s.paths[k] = s.paths[k][:0]
		s.joined[k] = false
	}
	n := s.p.Colours()
	s.order, s.k = 0, 0
	if n > 0 {
		s.order = (start%n + n) % n
	}
	s.begin()
	s.moves()
}

func (s *Simulator) colour() int { return (s.order+s.k)%s.p.Colours() + 1 }

// begin starts the current colour's path at its first dot.
func (s *Simulator) begin() {
	if s.k < s.p.Colours() {
		k := s.colour()
		s.paths[k] = append(s.paths[k][:0], s.p.Ends[k][0])
	}
}

// moves lists the current head's moves, moving on to the next colour while
// the current one is joined or stuck.
func (s *Simulator) moves() {
	s.opts = s.opts[:0]
	var nb [4]int
	for s.k < s.p.Colours() {
		k := s.colour()
		if !s.joined[k] {
			path := s.paths[k]
			head := path[len(path)-1]
			target := s.p.Ends[k][1]
			for _, c := range s.p.G.Neighbours(nb[:0], head) {
				if c == target || s.cells[c] == 0 {
					s.opts = append(s.opts, (k-1)*s.edges()+s.edge(head, c))
				}
			}
			if len(s.opts) > 0 {
				return
			}
		}
		s.k++
		s.begin()
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
	k := s.colour()
	e := o % s.edges()
	path := s.paths[k]
	head := path[len(path)-1]
	next := s.other(e, head)
	s.paths[k] = append(path, next)
	if next == s.p.Ends[k][1] {
		s.joined[k] = true
	} else {
		s.cells[next] = k
	}
	s.moves()
}

// other is the cell across edge e from cell c.
func (s *Simulator) other(e, c int) int {
	cols := s.p.G.Cols
	var a, b int
	if e < s.nh {
		y, x := e/(cols-1), e%(cols-1)
		a = y*cols + x
		b = a + 1
	} else {
		a = e - s.nh
		b = a + cols
	}
	if a == c {
		return b
	}
	return a
}

// Cost is Σ over unjoined pairs (1 + distance from the head to the second
// dot), plus the empty cells under the Flow Free rule.
func (s *Simulator) Cost() float64 {
	cost := 0
	cols := s.p.G.Cols
	for k := 1; k <= s.p.Colours(); k++ {
		if s.joined[k] {
			continue
		}
		head := s.p.Ends[k][0]
		if p := s.paths[k]; len(p) > 0 {
			head = p[len(p)-1]
		}
		t := s.p.Ends[k][1]
		dy, dx := head/cols-t/cols, head%cols-t%cols
		cost += 1 + abs(dy) + abs(dx)
	}
	if s.p.Rules == FlowFree {
		for _, k := range s.cells {
			if k == 0 {
				cost++
			}
		}
	}
	return float64(cost)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Answer is the colouring so far, with each colour's path.
func (s *Simulator) Answer() puzzle.Answer {
	paths := make([][]int, len(s.paths))
	for k := 1; k < len(s.paths); k++ {
		paths[k] = append([]int(nil), s.paths[k]...)
	}
	return Answer{P: s.p, Cells: append([]int(nil), s.cells...), Paths: paths}
}

// Oracle accepts the steps of the solution's paths: colour k crossing a
// cell side its path crosses. The paths are rebuilt from the solution's
// colouring.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	a, err := s.p.answerOf(solution)
	if err != nil {
		return nil, err
	}
	paths := a.Paths
	if paths == nil {
		paths = s.p.pathsOf(a.Cells)
	}
	in := make(map[int]bool)
	for k := 1; k < len(paths) && k <= s.p.Colours(); k++ {
		for i := 1; i < len(paths[k]); i++ {
			in[(k-1)*s.edges()+s.edge(paths[k][i-1], paths[k][i])] = true
		}
	}
	return func(o int) bool { return in[o] }, nil
}
