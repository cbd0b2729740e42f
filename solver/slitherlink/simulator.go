package slitherlink

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Simulator is Slitherlink's J-POP simulator (solver lab, the paper's
// section IV-C5). The first step offers every vertex as the start of the
// loop (component id = vertex index); then the construction walks: each
// step offers the edges from the current vertex (component id = vertices +
// edge index) to a vertex not yet visited and not beside a clue already
// met (a 0 is met from the start). The start vertex opens again after three
// edges so the loop can close; the walk ends when it closes or is stuck.
// Every edge taken decrements the clues beside it. The cost is the clues'
// remaining counts plus 100 when the loop is not closed; the walk never
// crosses itself, so cost 0 is exactly a single loop meeting every clue.
type Simulator struct {
	p       *Puzzle
	rem     []int8 // per cell: remaining count of a clue, -1 without one
	visited []bool
	line    []bool
	start   int
	cur     int // current vertex, -1 before the start is chosen
	steps   int
	closed  bool
	opts    []int
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	g := p.geo
	s := &Simulator{p: p, rem: make([]int8, len(p.Clues)), visited: make([]bool, g.numVertices()),
		line: make([]bool, g.numEdges())}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator { return s.p.NewSimulator() }
func (s *Simulator) Starts() int           { return 1 }
func (s *Simulator) ComponentBound() int   { return s.p.geo.numVertices() + s.p.geo.numEdges() }

// Tau0 is 0.02 per cell, the reference code's value.
func (s *Simulator) Tau0() float64 { return 0.02 / float64(max(len(s.p.Clues), 1)) }

func (s *Simulator) Reset(int) {
	for c, v := range s.p.Clues {
		if v >= 0 && v <= 4 {
			s.rem[c] = int8(v)
		} else {
			s.rem[c] = -1
		}
	}
	clear(s.visited)
	clear(s.line)
	s.cur, s.steps, s.closed = -1, 0, false
	s.opts = s.opts[:0]
	for v := range s.visited {
		s.opts = append(s.opts, v)
	}
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	g := s.p.geo
	nv := g.numVertices()
	switch {
	case s.cur < 0 && o >= 0 && o < nv:
		s.start, s.cur = o, o
		s.visited[o] = true
	case s.cur >= 0 && o >= nv && o < nv+g.numEdges() && s.canTake(o-nv):
		e := o - nv
		s.line[e] = true
		for _, c := range g.edgeCells[e] {
			if c >= 0 && s.rem[c] > 0 {
				s.rem[c]--
			}
		}
		w := s.other(e, s.cur)
		s.visited[w] = true
		s.steps++
		if s.steps == 3 {
			s.visited[s.start] = false
		}
		s.cur = w
		if w == s.start {
			s.closed = true
		}
	default:
		return // not an offered option: nothing changes
	}
	s.moves()
}

func (s *Simulator) other(e, v int) int {
	ev := s.p.geo.edgeVerts[e]
	if int(ev[0]) == v {
		return int(ev[1])
	}
	return int(ev[0])
}

// canTake says whether the walk may follow edge e from the current vertex.
func (s *Simulator) canTake(e int) bool {
	g := s.p.geo
	ev := g.edgeVerts[e]
	if int(ev[0]) != s.cur && int(ev[1]) != s.cur {
		return false
	}
	if s.visited[s.other(e, s.cur)] {
		return false
	}
	for _, c := range g.edgeCells[e] {
		if c >= 0 && s.rem[c] == 0 {
			return false
		}
	}
	return true
}

// moves lists the edges the walk may take next (none once closed).
func (s *Simulator) moves() {
	s.opts = s.opts[:0]
	if s.closed {
		return
	}
	nv := s.p.geo.numVertices()
	for _, e := range s.p.geo.vertEdges[s.cur] {
		if e >= 0 && s.canTake(int(e)) {
			s.opts = append(s.opts, nv+int(e))
		}
	}
}

// Cost is the clues' remaining counts plus 100 for an open walk.
func (s *Simulator) Cost() float64 {
	cost := 0
	for _, r := range s.rem {
		if r > 0 {
			cost += int(r)
		}
	}
	if !s.closed {
		cost += 100
	}
	return float64(cost)
}

// Answer is the walk's edges.
func (s *Simulator) Answer() puzzle.Answer {
	return Answer{P: s.p, Line: append([]bool(nil), s.line...)}
}

// Oracle accepts the loop's vertices (as starts) and edges of the given
// solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	line, err := s.p.lineOf(solution)
	if err != nil {
		return nil, err
	}
	g := s.p.geo
	onLoop := make([]bool, g.numVertices())
	for e, on := range line {
		if on {
			onLoop[g.edgeVerts[e][0]] = true
			onLoop[g.edgeVerts[e][1]] = true
		}
	}
	nv := g.numVertices()
	return func(o int) bool {
		if o >= 0 && o < nv {
			return onLoop[o]
		}
		e := o - nv
		return e >= 0 && e < len(line) && line[e]
	}, nil
}
