package meta

import (
	"context"
	"math"
	"math/rand/v2"
)

// chromosome is the GA and SA representation: unsigned 16-bit integers
// consumed one per step that offers more than one option (choice = value
// mod number of options), grown with random values when a construction
// needs more. When the simulator distinguishes start values the first gene
// picks the start. Because a gene is read relative to the options of its
// step, a change early on reinterprets every later gene: that is the
// paper's encoding, and why these solvers explore more than ACO.
type chromosome struct {
	genes []uint16
	cost  float64
}

func randomChromosome(rng *rand.Rand, n int) *chromosome {
	c := &chromosome{genes: make([]uint16, n), cost: math.Inf(1)}
	for i := range c.genes {
		c.genes[i] = uint16(rng.Uint32())
	}
	return c
}

func (c *chromosome) clone() *chromosome {
	return &chromosome{genes: append([]uint16(nil), c.genes...), cost: c.cost}
}

func (c *chromosome) padTo(rng *rand.Rand, n int) {
	for len(c.genes) < n {
		c.genes = append(c.genes, uint16(rng.Uint32()))
	}
}

// decoder builds constructions from chromosomes and reports them to the
// tracker; choices is its reused record of the current construction.
type decoder struct {
	sim     Simulator
	t       *tracker
	rng     *rand.Rand
	choices []int
	starts  int
}

func newDecoder(ctx context.Context, sim Simulator, name string, cfg Config, stream uint64) *decoder {
	return &decoder{sim: sim, t: newTracker(ctx, name, cfg), rng: newRand(cfg.Seed, stream),
		starts: max(sim.Starts(), 1)}
}

// eval decodes c, sets its cost and counts one evaluation.
func (d *decoder) eval(c *chromosome) float64 {
	i, start := 0, 0
	if d.starts > 1 {
		c.padTo(d.rng, 1)
		start = int(c.genes[0]) % d.starts
		i = 1
	}
	d.sim.Reset(start)
	d.choices = d.choices[:0]
	for {
		opts := d.sim.Options()
		if len(opts) == 0 {
			break
		}
		o := opts[0]
		if len(opts) > 1 {
			c.padTo(d.rng, i+1)
			o = opts[int(c.genes[i])%len(opts)]
			i++
		}
		d.sim.Choose(o)
		d.choices = append(d.choices, o)
	}
	c.cost = d.sim.Cost()
	d.t.eval(c.cost, start, d.choices)
	return c.cost
}

// GA is the paper's genetic algorithm: a fixed population, tournament
// selection, single-point crossover with probability P_xover (else one
// parent is copied), per-gene mutation at rate P_mut, and no elitism (the
// tracker keeps the best construction ever seen).
type GA struct {
	P     GAParams
	Label string
}

func (g GA) Name() string {
	if g.Label != "" {
		return g.Label
	}
	return "ga"
}

func (g GA) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	d := newDecoder(ctx, sim, g.Name(), cfg, 2)
	p := g.P
	p.Pop = max(p.Pop, 2)
	p.Tourn = max(p.Tourn, 1)
	rng := d.rng
	pop := make([]*chromosome, p.Pop)
	for i := range pop {
		pop[i] = randomChromosome(rng, ChromosomeStart)
	}
	tournament := func() *chromosome {
		w := pop[rng.IntN(len(pop))]
		for k := 1; k < p.Tourn; k++ {
			if c := pop[rng.IntN(len(pop))]; c.cost < w.cost {
				w = c
			}
		}
		return w
	}
	mutate := func(c *chromosome) {
		for i := range c.genes {
			if rng.Float64() < p.PMut {
				c.genes[i] = uint16(rng.Uint32())
			}
		}
	}
	for {
		for _, c := range pop {
			if d.t.done() {
				return d.t.result()
			}
			d.eval(c)
		}
		if d.t.done() {
			return d.t.result()
		}
		next := make([]*chromosome, 0, p.Pop+1)
		for len(next) < p.Pop {
			if rng.Float64() < p.PXover {
				a, b := tournament(), tournament()
				n := max(len(a.genes), len(b.genes))
				a.padTo(rng, n)
				b.padTo(rng, n)
				cut := int(rng.Float64() * float64(n))
				c1 := &chromosome{genes: make([]uint16, n)}
				c2 := &chromosome{genes: make([]uint16, n)}
				copy(c1.genes, a.genes[:cut])
				copy(c1.genes[cut:], b.genes[cut:])
				copy(c2.genes, b.genes[:cut])
				copy(c2.genes[cut:], a.genes[cut:])
				mutate(c1)
				mutate(c2)
				next = append(next, c1, c2)
			} else {
				c := tournament().clone()
				mutate(c)
				next = append(next, c)
			}
		}
		pop = next[:p.Pop]
	}
}

// SA is the paper's simulated annealing on the same chromosomes: replace
// one gene with a random value, accept a better candidate always and a
// worse one with probability exp(−Δ/T), then cool T ← T(1 − f_T).
type SA struct {
	P     SAParams
	Label string
}

func (s SA) Name() string {
	if s.Label != "" {
		return s.Label
	}
	return "sa"
}

func (s SA) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	d := newDecoder(ctx, sim, s.Name(), cfg, 3)
	rng := d.rng
	cur := randomChromosome(rng, ChromosomeStart)
	d.eval(cur)
	temp := s.P.TMax
	cand := &chromosome{}
	for !d.t.done() {
		// Two buffers swap roles, so a step allocates nothing.
		cand.genes = append(cand.genes[:0], cur.genes...)
		cand.genes[rng.IntN(len(cand.genes))] = uint16(rng.Uint32())
		d.eval(cand)
		temp *= 1 - s.P.FT
		if cand.cost < cur.cost || math.Exp((cur.cost-cand.cost)/temp) > rng.Float64() {
			cur, cand = cand, cur
		}
	}
	return d.t.result()
}
