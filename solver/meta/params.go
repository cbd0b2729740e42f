package meta

import (
	"fmt"
	"sort"
	"strings"
)

// ACOParams are the ant colony system's parameters (the paper's Table III).
type ACOParams struct {
	Rho    float64 // ρ, global pheromone update (evaporation) rate
	RhoBVE float64 // ρ_BVE, best-value evaporation rate
	Ants   int     // m
	Q0     float64 // probability of the greedy choice
	Xi     float64 // ξ, local pheromone update rate (0.1, the standard ACS value)
}

// GAParams are the genetic algorithm's parameters (Table III).
type GAParams struct {
	Pop    int     // N_pop
	Tourn  int     // N_tourn, tournament size
	PXover float64 // P_xover, crossover probability
	PMut   float64 // P_mut, per-gene mutation rate
}

// SAParams are simulated annealing's parameters (Table III).
type SAParams struct {
	TMax float64 // starting temperature
	FT   float64 // f_T: T ← T(1 − f_T) after every step
}

// The paper's default and tuned (irace) parameters, Table III.
var (
	ACODefault = ACOParams{Rho: 0.9, RhoBVE: 0.005, Ants: 10, Q0: 0.9, Xi: 0.1}
	ACOTuned   = ACOParams{Rho: 0.1623, RhoBVE: 0.1697, Ants: 22, Q0: 0.4545, Xi: 0.1}
	GADefault  = GAParams{Pop: 100, Tourn: 10, PXover: 0.98, PMut: 0.05}
	GATuned    = GAParams{Pop: 112, Tourn: 37, PXover: 0.1541, PMut: 0.2866}
	SADefault  = SAParams{TMax: 1000, FT: 0.000162}
	SATuned    = SAParams{TMax: 31.25, FT: 0.0693}
)

// ChromosomeStart is the initial length of GA and SA chromosomes (they grow
// on demand), as in the paper's reference code.
const ChromosomeStart = 24

// solverMakers are the solvers the lab can name. The prescient solver and
// the exact solvers are not here: they need a solution or a puzzle.
var solverMakers = map[string]func() Solver{
	"aco":       func() Solver { return ACO{P: ACODefault, Label: "aco"} },
	"aco-tuned": func() Solver { return ACO{P: ACOTuned, Label: "aco-tuned"} },
	"ga":        func() Solver { return GA{P: GADefault, Label: "ga"} },
	"ga-tuned":  func() Solver { return GA{P: GATuned, Label: "ga-tuned"} },
	"sa":        func() Solver { return SA{P: SADefault, Label: "sa"} },
	"sa-tuned":  func() Solver { return SA{P: SATuned, Label: "sa-tuned"} },
	"backtrack": func() Solver { return Backtrack{} },
	"random":    func() Solver { return Random{} },
}

// SolverNames lists the names New accepts, sorted.
func SolverNames() []string {
	var out []string
	for n := range solverMakers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// New returns the solver of that name: aco, aco-tuned, ga, ga-tuned, sa,
// sa-tuned, backtrack or random.
func New(name string) (Solver, error) {
	mk, ok := solverMakers[name]
	if !ok {
		return nil, fmt.Errorf("meta: unknown solver %q (known: %s)", name, strings.Join(SolverNames(), ", "))
	}
	return mk(), nil
}
