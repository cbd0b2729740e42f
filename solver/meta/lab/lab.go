// Package lab runs the J-POP experiment design (Lloyd, Crossley, Sinclair
// and Amos, "J-POP: Japanese Puzzles as Optimization Problems") on our
// benchmark sets: every chosen solver runs R times on every instance with its
// own seed and an evaluation budget, then the paper's comparisons are made
// (Mann-Whitney U on best costs, Fisher's exact test on solution counts,
// Bonferroni-corrected) and printed as tables shaped like the paper's
// Tables IV-VI, with the prescient solver's search-space sizes against the
// recorded ones and our exact solvers' times beside them. `pencilbox lab`
// is its command line.
package lab

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Special solver names besides meta.New's.
const (
	Prescient = "prescient" // knows the solution: search-space size
	Exact     = "sat"       // our exact solver (puzzle.Solve)
)

// PaperSolvers are the solvers of the paper's comparisons (its six
// nature-inspired configurations and random search); backtracking is
// compared on solution rate only (Table VI).
var PaperSolvers = []string{"aco", "aco-tuned", "ga", "ga-tuned", "sa", "sa-tuned", "random"}

// AllSolvers is the default solver list of the command.
var AllSolvers = append(append([]string{}, PaperSolvers...), "backtrack", Prescient, Exact)

// Instance is one puzzle of the experiment.
type Instance struct {
	Name     string
	Genre    string
	Set      string
	Size     string
	Split    string // jpop_split: test, train or none
	Puzzle   puzzle.Puzzle
	Solution puzzle.Answer // nil when the set has none
	LogSS    float64       // recorded jpop_log_ss_size (log10)
	HasLogSS bool
}

// Load reads the instances of a benchmark set file. split keeps only the
// instances with that jpop_split ("" keeps all); instances the file marks as
// having several or no solutions are left out, as the paper discarded its
// 14 instances with several solutions. sample > 0 keeps an evenly spread
// sample of that many.
func Load(path, split string, sample int) ([]Instance, error) {
	set, err := benchset.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return LoadSet(set, split, sample)
}

// LoadSet is Load on a set already read (the Beam pipeline reads set files
// through its own file systems).
func LoadSet(set *benchset.Set, split string, sample int) ([]Instance, error) {
	var keep []benchset.Instance
	for _, in := range set.Instances {
		if e := in.Expect(); e == benchset.ExpectMultiple || e == benchset.ExpectNone {
			continue
		}
		if _, bad := in.Invalid(); bad {
			continue
		}
		if split != "" && in.Meta["jpop_split"] != split {
			continue
		}
		keep = append(keep, in)
	}
	if sample > 0 {
		keep = benchset.Sample(keep, sample)
	}
	var out []Instance
	for i := range keep {
		in := &keep[i]
		p, err := in.Decode(set.Genre)
		if err != nil {
			return nil, fmt.Errorf("lab: %s: %v", in.Name, err)
		}
		li := Instance{Name: in.Name, Genre: set.Genre, Set: set.Name, Size: in.Size(),
			Split: in.Meta["jpop_split"], Puzzle: p}
		if in.Solution != "" && in.Solution != "-" {
			if a, err := p.ParseAnswer(in.Solution); err == nil {
				li.Solution = a
			}
		}
		if v, err := strconv.ParseFloat(in.Meta["jpop_log_ss_size"], 64); err == nil {
			li.LogSS, li.HasLogSS = v, true
		}
		out = append(out, li)
	}
	return out, nil
}

// Plan is what to run.
type Plan struct {
	Solvers []string // names accepted by meta.New, plus Prescient and Exact
	Runs    int      // runs per instance and stochastic solver
	Budget  int      // evaluations per run
	Seed    uint64
	Jobs    int           // parallel workers; <= 0 means GOMAXPROCS
	Timeout time.Duration // exact solver deadline per instance (default 60 s)
	// Progress, when set, is called after every finished run (from the
	// worker goroutines, serialised) with runs done and total.
	Progress func(done, total int)
	// Prior are records of an earlier run of the same plan (--resume):
	// their tasks are not run again, and they count in the results.
	Prior []Record
	// Record, when set, gets every new record as it is made (serialised).
	Record func(Record)
}

func (plan Plan) withDefaults() Plan {
	if plan.Runs < 1 {
		plan.Runs = 1
	}
	if plan.Budget <= 0 {
		plan.Budget = meta.DefaultBudget
	}
	if plan.Timeout <= 0 {
		plan.Timeout = 60 * time.Second
	}
	return plan
}

// Cell is one solver on one instance.
type Cell struct {
	Solver string
	Costs  []float64 // best cost of each run
	Evals  []int     // evaluations used by each run
	Solved int       // runs that reached cost 0
	Runs   int
	MS     float64 // total wall time of the runs
	LogSS  float64 // prescient: log10 search-space size
	Err    string
	Curves [][]meta.Point // each run's improvements of the best cost
}

// Rate is the solution rate.
func (c *Cell) Rate() float64 {
	if c == nil || c.Runs == 0 {
		return 0
	}
	return float64(c.Solved) / float64(c.Runs)
}

// MeanCost is the mean best cost.
func (c *Cell) MeanCost() float64 {
	if c == nil || len(c.Costs) == 0 {
		return math.NaN()
	}
	s := 0.0
	for _, v := range c.Costs {
		s += v
	}
	return s / float64(len(c.Costs))
}

// EvalsPerSolution is all evaluations spent over all runs divided by the
// solutions found (the paper's Figure 9 measure; for random search its
// expectation is the search-space size); +Inf without a solution.
func (c *Cell) EvalsPerSolution() float64 {
	if c == nil || c.Solved == 0 {
		return math.Inf(1)
	}
	s := 0
	for _, e := range c.Evals {
		s += e
	}
	return float64(s) / float64(c.Solved)
}

// Result is one instance's cells, by solver name.
type Result struct {
	Instance
	Cells map[string]*Cell
}

// Run executes the plan over the instances: every task of Tasks (less
// those plan.Prior holds) on plan.Jobs workers, then Gather over plan.Prior
// and the new records. Every (instance, solver, run) has its own seed
// derived from the plan's seed and the names, so results do not depend on
// the number of workers or their timing.
func Run(ctx context.Context, insts []Instance, plan Plan) []Result {
	plan = plan.withDefaults()
	recs := RunRecords(ctx, insts, plan)
	return Gather(insts, plan.Solvers, append(append([]Record{}, plan.Prior...), recs...))
}

// RunRecords runs the tasks of the plan that plan.Prior does not already
// hold, on plan.Jobs workers, biggest instances first, and returns their
// records in task order. plan.Record, when set, gets each record as it is
// made (serialised); plan.Progress counts the prior records as done.
func RunRecords(ctx context.Context, insts []Instance, plan Plan) []Record {
	plan = plan.withDefaults()
	jobs := plan.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	all := Tasks(insts, plan)
	have := map[Key]bool{}
	for _, r := range plan.Prior {
		have[r.Key()] = true
	}
	var todo []int
	for i, t := range all {
		if !have[t.Key()] {
			todo = append(todo, i)
		}
	}
	byName := map[string]int{}
	for i := range insts {
		byName[insts[i].Set+"/"+insts[i].Name] = i
	}
	out := make([]Record, len(all))
	ran := make([]bool, len(all))
	var mu sync.Mutex
	done := len(all) - len(todo)
	ch := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range ch {
				t := all[k]
				rec := RunTask(ctx, &insts[byName[t.Set+"/"+t.Instance]], t, plan.Timeout)
				if ctx.Err() != nil {
					continue // an interrupted run is not a result
				}
				mu.Lock()
				out[k], ran[k] = rec, true
				done++
				if plan.Record != nil {
					plan.Record(rec)
				}
				if plan.Progress != nil {
					plan.Progress(done, len(all))
				}
				mu.Unlock()
			}
		}()
	}
	// Big instances first, so a long run does not start last.
	sort.SliceStable(todo, func(a, b int) bool {
		return cellsOf(insts[byName[all[todo[a]].Set+"/"+all[todo[a]].Instance]].Puzzle) >
			cellsOf(insts[byName[all[todo[b]].Set+"/"+all[todo[b]].Instance]].Puzzle)
	})
	for _, k := range todo {
		if ctx.Err() != nil {
			break
		}
		ch <- k
	}
	close(ch)
	wg.Wait()
	var recs []Record
	for k := range all {
		if ran[k] {
			recs = append(recs, out[k])
		}
	}
	return recs
}

func cellsOf(p puzzle.Puzzle) int {
	c, r := p.Size()
	return c * r
}

// seedOf derives a run's seed from the plan's seed and the names.
func seedOf(seed uint64, inst, solver string, run int) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%s/%s/%d", seed, inst, solver, run)
	return h.Sum64()
}
