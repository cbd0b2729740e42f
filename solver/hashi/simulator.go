package hashi

import (
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Simulator is Hashiwokakero's J-POP simulator (solver lab, the paper's
// section IV-C3). The solution components are the edge sites (potential
// bridges, in Puzzle.Bridges order: by island, across before down) with a
// value 0, 1 or 2: component id = 3·site + value. The construction visits
// every site once, cyclically from the start site; a site not yet fixed
// offers 0..its capacity (2, or 1 next to an island of 1), a fixed one
// offers its value. Fixing a site propagates:
//   - a bridge zeroes every site that would cross it;
//   - an island that has its number closes its open sites;
//   - with Forced, the paper's forced edges as its text describes them: an
//     island caps its open sites at the bridges it still needs and sets
//     them all to their capacity when the capacity left equals the bridges
//     it still needs.
//
// The reference code computes "the bridges still needed" with the wrong
// sign, so of the forced-edge rule only the closing of full islands ever
// fires. Forced is off by default so that the lab reproduces the paper's
// experiments: the prescient search-space sizes then equal the recorded
// jpop_log_ss_size values. With Forced on, the hashi instances shrink from
// up to 10^18 to about 10^5 constructions.
//
// Connectivity is left to the cost: components − 1 + Σ |degree − number|
// (islands marked '?' have no number to meet).
type Simulator struct {
	// Forced enables the full forced-edge rule (see above); off, the
	// simulator propagates as the reference code does.
	Forced bool
	p      *Puzzle
	val    []uint8 // per site
	cap    []uint8 // open sites: largest value still possible
	fixed  []bool
	deg    []int // per island
	cur    int   // sites visited
	pos    int   // next site
	opts   []int
	uf     meta.DSU
}

// NewSimulator implements meta.Simulable.
func (p *Puzzle) NewSimulator() meta.PuzzleSimulator {
	n := len(p.Bridges)
	s := &Simulator{p: p, val: make([]uint8, n), cap: make([]uint8, n), fixed: make([]bool, n),
		deg: make([]int, len(p.Islands))}
	s.Reset(0)
	return s
}

func (s *Simulator) Clone() meta.Simulator {
	c := s.p.NewSimulator().(*Simulator)
	c.Forced = s.Forced
	return c
}
func (s *Simulator) Starts() int         { return max(len(s.p.Bridges), 1) }
func (s *Simulator) ComponentBound() int { return 3 * len(s.p.Bridges) }

// Tau0 is 0.01 per edge site, the reference code's value.
func (s *Simulator) Tau0() float64 { return 0.01 / float64(max(len(s.p.Bridges), 1)) }

func (s *Simulator) clue(i int) int {
	c := s.p.Clues[s.p.Islands[i]]
	if c == urlcodec.Unknown {
		return -1
	}
	return c
}

func (s *Simulator) Reset(start int) {
	n := len(s.p.Bridges)
	for b, br := range s.p.Bridges {
		s.val[b], s.fixed[b] = 0, false
		c := uint8(2)
		for _, i := range []int{br.A, br.B} {
			if k := s.clue(i); k >= 0 && k < int(c) {
				c = uint8(k)
			}
		}
		s.cap[b] = c
	}
	clear(s.deg)
	s.cur, s.pos = 0, 0
	if n > 0 {
		s.pos = (start%n + n) % n
	}
	s.next()
}

func (s *Simulator) next() {
	s.opts = s.opts[:0]
	n := len(s.p.Bridges)
	if s.cur >= n {
		return
	}
	b := s.pos
	s.cur++
	s.pos++
	if s.pos == n {
		s.pos = 0
	}
	if s.fixed[b] {
		s.opts = append(s.opts, 3*b+int(s.val[b]))
		return
	}
	for v := 0; v <= int(s.cap[b]); v++ {
		s.opts = append(s.opts, 3*b+v)
	}
}

func (s *Simulator) Options() []int { return s.opts }

func (s *Simulator) Choose(o int) {
	b, v := o/3, o%3
	if b >= 0 && b < len(s.p.Bridges) && !s.fixed[b] && v <= int(s.cap[b]) {
		s.set(b, v)
	}
	s.next()
}

func (s *Simulator) set(b, v int) {
	if s.fixed[b] {
		return
	}
	s.fixed[b] = true
	s.val[b] = uint8(v)
	s.cap[b] = 0
	br := s.p.Bridges[b]
	if v > 0 {
		// Degrees first: the islands reached through the crossing sites
		// must see this bridge already.
		s.deg[br.A] += v
		s.deg[br.B] += v
		for _, x := range s.p.crossOf[b] {
			s.set(x, 0)
		}
	}
	s.island(br.A)
	s.island(br.B)
}

// island applies the capacity rules of island i.
func (s *Simulator) island(i int) {
	k := s.clue(i)
	if k < 0 {
		return
	}
	rem := k - s.deg[i]
	if rem <= 0 {
		for _, x := range s.p.of[i] {
			if !s.fixed[x] {
				s.set(x, 0)
			}
		}
		return
	}
	if !s.Forced {
		return
	}
	total := 0
	for _, x := range s.p.of[i] {
		if !s.fixed[x] {
			s.cap[x] = uint8(min(int(s.cap[x]), rem))
			total += int(s.cap[x])
		}
	}
	if total == rem {
		for _, x := range s.p.of[i] {
			if !s.fixed[x] {
				s.set(x, int(s.cap[x]))
			}
		}
	}
}

// Cost is components − 1 + Σ |degree − number|.
func (s *Simulator) Cost() float64 {
	n := len(s.p.Islands)
	if n == 0 {
		return 0
	}
	s.uf.Reset(n)
	comps := n
	for b, br := range s.p.Bridges {
		if s.val[b] > 0 && s.uf.Union(br.A, br.B) {
			comps--
		}
	}
	cost := comps - 1
	for i := range s.p.Islands {
		if k := s.clue(i); k >= 0 {
			d := s.deg[i] - k
			if d < 0 {
				d = -d
			}
			cost += d
		}
	}
	return float64(cost)
}

// Answer is the bridges placed so far.
func (s *Simulator) Answer() puzzle.Answer {
	return Answer{P: s.p, Count: append([]uint8(nil), s.val...)}
}

// Oracle accepts the components (site, count) of the given solution.
func (s *Simulator) Oracle(solution puzzle.Answer) (func(int) bool, error) {
	count, err := s.p.countOf(solution)
	if err != nil {
		return nil, err
	}
	return func(o int) bool {
		b := o / 3
		return b >= 0 && b < len(count) && int(count[b]) == o%3
	}, nil
}
