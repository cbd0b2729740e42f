package lab

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"time"

	"pencilbox/solver/meta"
	"pencilbox/solver/puzzle"
)

// Task is one element of the experiment: one run of one solver on one
// instance, with the seed it runs with. Tasks are independent: the seed is
// derived from the plan's seed and the names, never from the worker that
// runs it, so a task gives the same record on any machine, runner or
// number of workers (the exact solver's time aside).
type Task struct {
	Set      string `json:"set"`
	Instance string `json:"instance"`
	Solver   string `json:"solver"`
	Run      int    `json:"run"`
	Seed     uint64 `json:"seed"`
	Budget   int    `json:"budget"`
}

// Key names a task within an experiment; records of a different budget or
// seed are of another experiment.
type Key struct {
	Set, Instance, Solver string
	Run                   int
	Seed                  uint64
	Budget                int
}

// Key is the task's key.
func (t Task) Key() Key { return Key{t.Set, t.Instance, t.Solver, t.Run, t.Seed, t.Budget} }

// Record is the outcome of one task: a line of the per-run output
// (`--records`, and the Beam pipeline's runs-*.jsonl). Its fields are a
// stable output format; new ones are only ever added.
type Record struct {
	Task
	Genre  string  `json:"genre"`
	Evals  int     `json:"evals"`
	Best   float64 `json:"best"`
	Solved bool    `json:"solved"`
	LogSS  float64 `json:"log_ss,omitempty"` // prescient: log10 search-space size
	MS     float64 `json:"ms"`               // wall time of the run (not reproducible)
	Err    string  `json:"error,omitempty"`
	// Curve is every improvement of the best cost (stochastic solvers):
	// the convergence figures' data.
	Curve []meta.Point `json:"curve,omitempty"`
}

// NewTask is run r of solver on an instance of a set, in the experiment
// with this seed and budget: its own seed is derived from the experiment's
// seed and the names alone.
func NewTask(set, instance, solver string, r int, seed uint64, budget int) Task {
	return Task{Set: set, Instance: instance, Solver: solver, Run: r, Seed: seedOf(seed, instance, solver, r), Budget: budget}
}

// Tasks lists the plan's tasks over the instances in a fixed order:
// instance, then solver in plan order, then run. The prescient and exact
// solvers are deterministic and run once.
func Tasks(insts []Instance, plan Plan) []Task {
	plan = plan.withDefaults()
	var out []Task
	for i := range insts {
		for _, s := range plan.Solvers {
			runs := plan.Runs
			if s == Prescient || s == Exact {
				runs = 1
			}
			for r := 0; r < runs; r++ {
				out = append(out, NewTask(insts[i].Set, insts[i].Name, s, r, plan.Seed, plan.Budget))
			}
		}
	}
	return out
}

// RunTask runs one task on its instance; timeout is the exact solver's
// deadline. A solver that fails or panics gives a record with Err set.
func RunTask(ctx context.Context, in *Instance, t Task, timeout time.Duration) (rec Record) {
	rec = Record{Task: t, Genre: in.Genre}
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			rec = Record{Task: t, Genre: in.Genre, Err: fmt.Sprintf("lab: %s on %s panicked: %v", t.Solver, in.Name, r)}
		}
		rec.MS = float64(time.Since(start).Microseconds()) / 1000
	}()
	if t.Solver == Exact {
		cctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		r, err := puzzle.Solve(cctx, in.Puzzle, 1)
		if err != nil {
			rec.Err = err.Error()
			return rec
		}
		ok := r.Answer != nil && (r.Status == puzzle.Found || r.Status == puzzle.Unique)
		rec.Evals, rec.Solved, rec.Best = 1, ok, 1
		if ok {
			rec.Best = 0
		}
		return rec
	}
	sm, ok := in.Puzzle.(meta.Simulable)
	if !ok {
		rec.Err = fmt.Sprintf("lab: %s has no simulator", in.Genre)
		return rec
	}
	sim := sm.NewSimulator()
	var s meta.Solver
	if t.Solver == Prescient {
		if in.Solution == nil {
			rec.Err = "lab: no recorded solution for the prescient solver"
			return rec
		}
		oracle, err := sim.Oracle(in.Solution)
		if err != nil {
			rec.Err = err.Error()
			return rec
		}
		s = meta.Prescient{Oracle: oracle}
	} else {
		var err error
		if s, err = meta.New(t.Solver); err != nil {
			rec.Err = err.Error()
			return rec
		}
	}
	r := s.Solve(ctx, sim, meta.Config{Seed: t.Seed, Budget: t.Budget})
	rec.Evals, rec.Best, rec.Solved, rec.LogSS = r.Evals, r.Best, r.Solved, r.LogSS
	if t.Solver != Prescient {
		rec.Curve = r.Curve
	}
	// JSON holds no infinity: a run that built nothing records the largest
	// float, here as in the per-run output, so a record read back is the
	// record made.
	if math.IsInf(rec.Best, 1) || math.IsNaN(rec.Best) {
		rec.Best = math.MaxFloat64
	}
	if math.IsInf(rec.LogSS, 0) || math.IsNaN(rec.LogSS) {
		rec.LogSS = 0
	}
	return rec
}

// Matching keeps the records that are tasks of this list (same instance,
// solver, run, seed and budget), for --resume; other counts the rest.
func Matching(tasks []Task, recs []Record) (kept []Record, other int) {
	want := map[Key]bool{}
	for _, t := range tasks {
		want[t.Key()] = true
	}
	for _, r := range recs {
		if want[r.Key()] {
			kept = append(kept, r)
		} else {
			other++
		}
	}
	return kept, other
}

// Gather builds the results of the instances from per-run records, in any
// order and with repeats (a resumed or retried run may record a task
// twice; the first record counts). Each cell's runs are taken in run
// order, so the statistics do not depend on the order records arrived in.
// Records of other instances or solvers are ignored.
func Gather(insts []Instance, solvers []string, recs []Record) []Result {
	res := make([]Result, len(insts))
	at := map[string]int{}
	for i := range insts {
		res[i] = Result{Instance: insts[i], Cells: map[string]*Cell{}}
		for _, s := range solvers {
			res[i].Cells[s] = &Cell{Solver: s}
		}
		at[insts[i].Set+"/"+insts[i].Name] = i
	}
	sorted := append([]Record{}, recs...)
	sort.SliceStable(sorted, func(a, b int) bool { return sorted[a].Run < sorted[b].Run })
	seen := map[Key]bool{}
	for _, rec := range sorted {
		i, ok := at[rec.Set+"/"+rec.Instance]
		if !ok || seen[rec.Key()] {
			continue
		}
		c := res[i].Cells[rec.Solver]
		if c == nil {
			continue
		}
		seen[rec.Key()] = true
		c.Runs++
		c.MS += rec.MS
		if rec.Err != "" {
			c.Err = rec.Err
			continue
		}
		c.Costs = append(c.Costs, rec.Best)
		c.Evals = append(c.Evals, rec.Evals)
		if rec.Solved {
			c.Solved++
		}
		c.LogSS = rec.LogSS
		c.Curves = append(c.Curves, rec.Curve)
	}
	return res
}

// WriteRecord writes one record as a JSON line.
func WriteRecord(w io.Writer, rec Record) error {
	b, err := MarshalRecord(rec)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// MarshalRecord is the record's JSON line, without the newline.
func MarshalRecord(rec Record) ([]byte, error) { return json.Marshal(rec) }

// ReadRecords reads JSON-line records. Blank lines are skipped; a line
// that does not parse is an error naming its line, except a last line
// without its newline, which an interrupted writer may have left: it is
// dropped and reported through the second result.
func ReadRecords(r io.Reader, name string) (recs []Record, dropped int, err error) {
	br := bufio.NewReader(r)
	for line := 1; ; line++ {
		text, rerr := br.ReadBytes('\n')
		complete := len(text) > 0 && text[len(text)-1] == '\n'
		if len(bytes.TrimSpace(text)) > 0 {
			var rec Record
			if jerr := json.Unmarshal(text, &rec); jerr != nil {
				if !complete && rerr == io.EOF {
					return recs, dropped + 1, nil
				}
				return recs, dropped, fmt.Errorf("lab: %s line %d: %v", name, line, jerr)
			}
			if rec.Instance == "" || rec.Solver == "" {
				return recs, dropped, fmt.Errorf("lab: %s line %d: a record needs an instance and a solver", name, line)
			}
			recs = append(recs, rec)
		}
		if rerr == io.EOF {
			return recs, dropped, nil
		}
		if rerr != nil {
			return recs, dropped, fmt.Errorf("lab: %s: %v", name, rerr)
		}
	}
}
