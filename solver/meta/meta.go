// Package meta is the solver lab: the J-POP framework of H. Lloyd,
// M. Crossley, M. Sinclair and M. Amos, "J-POP: Japanese Puzzles as
// Optimization Problems" (../shared/references/jpop-puzzles-as-optimisation.txt).
//
// A Simulator builds a candidate solution step by step: it offers options
// (integer ids of solution components), a solver picks one, the simulator
// removes what the puzzle's constraints now forbid and offers the next set,
// until nothing is left; then it reports a cost that is 0 exactly when the
// construction is a solution. Solvers see only the integers and the cost, so
// any solver runs on any simulator: the genre packages provide simulators
// (simulator.go in each), this package the solvers (ant colony system with
// best-value evaporation, genetic algorithm, simulated annealing,
// backtracking, random search and the prescient solver), the statistics of
// the paper's comparisons, and two validation problems (a smooth N-k
// landscape and one-dimensional bin packing).
//
// Everything is seeded and counted in evaluations (complete constructions,
// or dead ends for backtracking), never in wall-clock time, so a run gives
// the same result natively, in node and in the browser.
package meta

import (
	"context"
	"math"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// Simulator is the J-POP construction interface (the paper's Algorithm 1).
// A simulator is not safe for concurrent use; Clone gives an independent
// copy for another goroutine or another ant.
type Simulator interface {
	// Starts is the number of distinct start values Reset distinguishes
	// (1 when the construction always starts the same way). Simulators that
	// visit cells, edge sites or islands in a fixed cyclic order start at
	// start mod Starts(), as the paper's reference code does.
	Starts() int
	// Reset begins a new construction.
	Reset(start int)
	// Options lists the current options as component ids. The slice
	// belongs to the simulator and is valid until the next call of any
	// method; an empty slice means the construction is complete. A
	// simulator offers options even when only one is possible, so solvers
	// see every component of a solution.
	Options() []int
	// Choose takes one of the options just offered and propagates the
	// puzzle's constraints.
	Choose(option int)
	// Cost is the cost of the finished construction (no option left);
	// 0 exactly when it is a solution.
	Cost() float64
	// Clone returns an independent simulator for the same instance, reset.
	Clone() Simulator
}

// PuzzleSimulator is a simulator of a pencil puzzle: the construction can be
// shown as an answer and checked by the genre's rules, and a known solution
// tells which components belong to it (for the prescient solver).
type PuzzleSimulator interface {
	Simulator
	// Answer is the board the current construction has built so far (the
	// whole candidate once no option is left). Check accepts it exactly
	// when Cost is 0.
	Answer() puzzle.Answer
	// Oracle returns a test of whether a component id belongs to the given
	// solution; it fails when the answer does not fit the puzzle.
	Oracle(solution puzzle.Answer) (func(option int) bool, error)
}

// Simulable is implemented by puzzles whose genre has a simulator.
type Simulable interface {
	NewSimulator() PuzzleSimulator
}

// InitialPheromone is implemented by simulators that state the ant colony's
// initial (and minimum) pheromone value τ0; the paper's reference code uses
// 1/cells for Sudoku, Futoshiki and Nurikabe, 0.01/edge sites for
// Hashiwokakero and 0.02/cells for Slitherlink. Without it τ0 is
// DefaultTau0.
type InitialPheromone interface {
	Tau0() float64
}

// DefaultTau0 is τ0 for simulators that do not implement InitialPheromone.
const DefaultTau0 = 0.01

// DefaultBudget is the paper's evaluation budget per run.
const DefaultBudget = 200000

// Point is one step of a best-cost curve: after Evals evaluations the best
// cost found was Best.
type Point struct {
	Evals int     `json:"e"`
	Best  float64 `json:"c"`
}

// Config is the setting of one run.
type Config struct {
	Seed   uint64
	Budget int // evaluations; <= 0 means DefaultBudget
	// Observe, when set, is called at every improvement of the best cost
	// and every ObserveEvery evaluations, with the evaluations used so far
	// and the best cost; callers throttle by time themselves.
	Observe func(evals int, best float64)
}

// ObserveEvery is how often (in evaluations) Observe is called between
// improvements, so a long stretch without progress still moves a progress bar.
const ObserveEvery = 256

// Result is the outcome of one run.
type Result struct {
	Solver   string  `json:"solver"`
	Best     float64 `json:"best"`     // best cost found
	Evals    int     `json:"evals"`    // evaluations used
	Solved   bool    `json:"solved"`   // a construction of cost 0 was found
	SolvedAt int     `json:"solvedAt"` // evaluations at the first solution (0 when not solved)
	// BestStart and BestChoices replay the best construction: Reset(BestStart)
	// then Choose each in turn (Replay does it).
	BestStart   int     `json:"-"`
	BestChoices []int   `json:"-"`
	Curve       []Point `json:"curve"` // every improvement of the best cost
	// LogSS is the prescient solver's estimate of log10 of the search-space
	// size; 0 for the other solvers.
	LogSS float64 `json:"logSS,omitempty"`
}

// Solver is one search strategy.
type Solver interface {
	Name() string
	Solve(ctx context.Context, sim Simulator, cfg Config) Result
}

// Replay rebuilds a recorded construction on sim (reset first) and returns
// its cost; choices that are no longer offered end the replay early.
func Replay(sim Simulator, start int, choices []int) float64 {
	sim.Reset(start)
	for _, c := range choices {
		if !contains(sim.Options(), c) {
			break
		}
		sim.Choose(c)
	}
	// Finish with the first option wherever the recording stops short, so
	// the cost is that of a complete construction.
	for {
		opts := sim.Options()
		if len(opts) == 0 {
			break
		}
		sim.Choose(opts[0])
	}
	return sim.Cost()
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// tracker is the bookkeeping shared by every solver: the evaluation count
// against the budget, the best cost and its construction, the curve, the
// observer and cancellation.
type tracker struct {
	ctx     context.Context
	budget  int
	observe func(int, float64)
	res     Result
	stopped bool // ctx cancelled
}

func newTracker(ctx context.Context, name string, cfg Config) *tracker {
	b := cfg.Budget
	if b <= 0 {
		b = DefaultBudget
	}
	return &tracker{ctx: ctx, budget: b, observe: cfg.Observe,
		res: Result{Solver: name, Best: math.Inf(1)}}
}

// done reports whether the run must stop: solved, budget used or cancelled.
func (t *tracker) done() bool {
	return t.res.Solved || t.res.Evals >= t.budget || t.stopped
}

// eval records one evaluation of cost for the construction (start,
// choices); choices is copied only when it is a new best.
func (t *tracker) eval(cost float64, start int, choices []int) {
	t.res.Evals++
	if cost < t.res.Best {
		t.res.Best = cost
		t.res.BestStart = start
		t.res.BestChoices = append(t.res.BestChoices[:0], choices...)
		t.res.Curve = append(t.res.Curve, Point{Evals: t.res.Evals, Best: cost})
		if cost <= 0 {
			t.res.Solved = true
			t.res.SolvedAt = t.res.Evals
		}
		if t.observe != nil {
			t.observe(t.res.Evals, cost)
		}
	} else if t.observe != nil && t.res.Evals%ObserveEvery == 0 {
		t.observe(t.res.Evals, t.res.Best)
	}
	if t.res.Evals%64 == 0 && t.ctx.Err() != nil {
		t.stopped = true
	}
}

func (t *tracker) result() Result {
	r := t.res
	if math.IsInf(r.Best, 1) {
		// Cancelled before the first evaluation: the largest finite value
		// keeps the result encodable as JSON.
		r.Best = math.MaxFloat64
	}
	if t.observe != nil {
		t.observe(r.Evals, r.Best)
	}
	return r
}

// newRand is the seeded generator of a run; the stream constant keeps
// solvers given the same seed from drawing the same numbers.
func newRand(seed uint64, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream^0x9e3779b97f4a7c15))
}
