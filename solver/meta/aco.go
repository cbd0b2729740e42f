package meta

import "context"

// ACO is the ant colony system with best-value evaporation of H. Lloyd and
// M. Amos's Sudoku solver, as J-POP adapts it: pheromone lives in a map
// keyed by component id (a component never offered keeps τ0), ants build in
// lock step so each one's local updates reach the others at once, and only
// the best-so-far construction deposits, with a deposit value that itself
// evaporates (ρ_BVE) so the colony can leave a stale best.
type ACO struct {
	P     ACOParams
	Label string
}

func (a ACO) Name() string {
	if a.Label != "" {
		return a.Label
	}
	return "aco"
}

func (a ACO) Solve(ctx context.Context, sim Simulator, cfg Config) Result {
	t := newTracker(ctx, a.Name(), cfg)
	rng := newRand(cfg.Seed, 1)
	p := a.P
	if p.Ants < 1 {
		p.Ants = 1
	}
	xi := p.Xi
	if xi <= 0 {
		xi = 0.1
	}
	tau0 := DefaultTau0
	if ip, ok := sim.(InitialPheromone); ok {
		tau0 = ip.Tau0()
	}
	pher := newPheromone(sim, tau0)
	tau := pher.get

	sims := make([]Simulator, p.Ants)
	sims[0] = sim
	for i := 1; i < p.Ants; i++ {
		sims[i] = sim.Clone()
	}
	tours := make([][]int, p.Ants)
	starts := make([]int, p.Ants)
	costs := make([]float64, p.Ants)
	active := make([]bool, p.Ants)
	var sums []float64
	bestPher := 0.0
	var bestTour []int
	nStarts := max(sim.Starts(), 1)

	for !t.done() {
		for i := range sims {
			starts[i] = rng.IntN(nStarts)
			sims[i].Reset(starts[i])
			tours[i] = tours[i][:0]
			active[i] = true
		}
		for running := true; running; {
			running = false
			for i, s := range sims {
				if !active[i] {
					continue
				}
				opts := s.Options()
				if len(opts) == 0 {
					active[i] = false
					continue
				}
				running = true
				var c int
				switch {
				case len(opts) == 1:
					c = opts[0]
				case rng.Float64() < p.Q0:
					// Greedy: the option with the most pheromone.
					c = opts[0]
					best := tau(c)
					for _, o := range opts[1:] {
						if v := tau(o); v > best {
							best, c = v, o
						}
					}
				default:
					// Roulette wheel in proportion to pheromone.
					sums = sums[:0]
					sum := 0.0
					for _, o := range opts {
						sum += tau(o)
						sums = append(sums, sum)
					}
					r := rng.Float64() * sum
					c = opts[len(opts)-1]
					for j, ps := range sums {
						if ps >= r {
							c = opts[j]
							break
						}
					}
				}
				s.Choose(c)
				tours[i] = append(tours[i], c)
				pher.set(c, tau(c)*(1-xi)+tau0*xi)
			}
		}
		ib := -1
		for i, s := range sims {
			if t.done() {
				break
			}
			costs[i] = s.Cost()
			t.eval(costs[i], starts[i], tours[i])
			if ib < 0 || costs[i] < costs[ib] {
				ib = i
			}
		}
		if ib < 0 || t.done() {
			break
		}
		add := 1 / costs[ib] // +Inf for a solution, but the run stops then
		if add > bestPher {
			bestPher = add
			bestTour = append(bestTour[:0], tours[ib]...)
		}
		for _, c := range bestTour {
			pher.set(c, tau(c)*(1-p.Rho)+p.Rho*bestPher)
		}
		bestPher *= 1 - p.RhoBVE
	}
	return t.result()
}

// Bounded is implemented by simulators whose component ids all lie in
// [0, ComponentBound()); the colony then keeps its pheromone in a slice
// instead of a map. The two stores behave the same (a component never
// written reads τ0); the slice is several times faster when a construction
// looks up thousands of options.
type Bounded interface {
	ComponentBound() int
}

// maxDense bounds the slice store (8 bytes per component).
const maxDense = 1 << 22

// pheromone is the paper's associative array from component id to
// pheromone, with τ0 for ids never written.
type pheromone struct {
	tau0  float64
	dense []float64 // starts at τ0 everywhere
	m     map[int]float64
}

func newPheromone(sim Simulator, tau0 float64) *pheromone {
	p := &pheromone{tau0: tau0}
	if b, ok := sim.(Bounded); ok && b.ComponentBound() > 0 && b.ComponentBound() <= maxDense {
		p.dense = make([]float64, b.ComponentBound())
		for i := range p.dense {
			p.dense[i] = tau0
		}
	} else {
		p.m = map[int]float64{}
	}
	return p
}

func (p *pheromone) get(c int) float64 {
	if p.dense != nil {
		if c >= 0 && c < len(p.dense) {
			return p.dense[c]
		}
		return p.tau0
	}
	if v, ok := p.m[c]; ok {
		return v
	}
	return p.tau0
}

func (p *pheromone) set(c int, v float64) {
	if p.dense != nil {
		if c >= 0 && c < len(p.dense) {
			p.dense[c] = v
		}
		return
	}
	p.m[c] = v
}
