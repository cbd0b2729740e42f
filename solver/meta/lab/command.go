package lab

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta"
)

// Usage is the synopsis of the lab command.
const Usage = "lab [--preset tiny|scaled|paper] [--solvers LIST] [--runs R] [--budget B] [--seed S] [--jpop-split test|train] [--sample N] [--jobs J] [--timeout D] [--instances] [--records FILE [--resume]] [--figures DIR] [FILE...]"

// Preset is a named experiment size.
type Preset struct {
	Name   string
	Sample int // instances per set file
	Runs   int
	Budget int
	Split  string
	About  string
}

// Presets: "paper" is the paper's design (far too big for one machine:
// 436 instances x 7 solvers x 50 runs x 200,000 evaluations), "scaled"
// keeps its shape at a size that ends well within half an hour on two cores,
// "tiny" shows that everything works in a minute or two.
var Presets = map[string]Preset{
	"paper":  {Name: "paper", Sample: 0, Runs: 50, Budget: 200000, Split: "test", About: "every test instance (348), 50 runs, 200,000 evaluations: the paper's design, about 30 CPU-hours (README: on a cluster)"},
	"scaled": {Name: "scaled", Sample: 10, Runs: 20, Budget: 30000, Split: "test", About: "10 test instances per set, 20 runs, 30,000 evaluations: about 10 minutes on 2 idle cores (977 CPU s)"},
	"tiny":   {Name: "tiny", Sample: 2, Runs: 3, Budget: 2000, Split: "test", About: "2 test instances per set, 3 runs, 2,000 evaluations"},
}

// JPOPSets are the paper's five benchmark sets, relative to the benchmark
// folder; a preset without FILE arguments uses them.
var JPOPSets = []string{"sudoku/jpop_sudoku.txt", "futoshiki/jpop_futoshiki.txt", "hashi/jpop_hashi.txt",
	"nurikabe/jpop_nurikabe.txt", "slitherlink/jpop_slitherlink.txt"}

// BenchmarksDir is $PENCILBOX_BENCHMARKS, else ../shared/benchmarks.
func BenchmarksDir() string {
	if d := os.Getenv("PENCILBOX_BENCHMARKS"); d != "" {
		return d
	}
	return filepath.Join("..", "shared", "benchmarks")
}

// Options are the experiment's flags, shared by `pencilbox lab` and the
// Beam pipeline (app/labbeam), so both accept the same presets and sizes.
type Options struct {
	Preset      string
	Solvers     string
	Runs        int
	Budget      int
	Seed        uint64
	Split       string
	Sample      int
	Timeout     time.Duration
	Instances   bool
	Resume      bool
	SolverNames []string // Solvers, checked (after Apply)
}

// Register declares the options' flags on fs.
func (o *Options) Register(fs *flag.FlagSet) {
	fs.StringVar(&o.Preset, "preset", "", "experiment size: tiny, scaled or paper (flags given explicitly win)")
	fs.StringVar(&o.Solvers, "solvers", strings.Join(AllSolvers, ","), "solvers to run: "+strings.Join(append(meta.SolverNames(), Prescient, Exact), ", "))
	fs.IntVar(&o.Runs, "runs", 10, "runs per instance and stochastic solver")
	fs.IntVar(&o.Budget, "budget", meta.DefaultBudget, "evaluations per run")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the experiment")
	fs.StringVar(&o.Split, "jpop-split", "", "only instances of this jpop_split (test or train); empty for all")
	fs.IntVar(&o.Sample, "sample", 0, "an evenly spread N instances per file (0 = all)")
	fs.DurationVar(&o.Timeout, "timeout", 60*time.Second, "deadline of the exact solver per instance")
	fs.BoolVar(&o.Instances, "instances", false, "print one line per instance and solver")
	fs.BoolVar(&o.Resume, "resume", false, "continue from the per-run records already written: skip the runs they hold")
}

// PresetHelp lists the presets for a usage message.
func PresetHelp(w io.Writer) {
	fmt.Fprintln(w, "presets (without FILE arguments a preset reads the five J-POP sets from $PENCILBOX_BENCHMARKS or ../shared/benchmarks):")
	for _, n := range []string{"tiny", "scaled", "paper"} {
		p := Presets[n]
		fmt.Fprintf(w, "  %-7s --sample %d --runs %d --budget %d --jpop-split %s: %s\n", n, p.Sample, p.Runs, p.Budget, p.Split, p.About)
	}
}

// Apply settles the options after fs parsed them: a preset fills the flags
// not given explicitly and, without files, names the J-POP sets under
// dir; the solvers are checked. It returns the files to read, or a usage
// error.
func (o *Options) Apply(fs *flag.FlagSet, files []string, dir string) ([]string, error) {
	if o.Preset != "" {
		p, ok := Presets[o.Preset]
		if !ok {
			return nil, fmt.Errorf("lab: unknown preset %q (tiny, scaled, paper)", o.Preset)
		}
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if !set["runs"] {
			o.Runs = p.Runs
		}
		if !set["budget"] {
			o.Budget = p.Budget
		}
		if !set["sample"] {
			o.Sample = p.Sample
		}
		if !set["jpop-split"] {
			o.Split = p.Split
		}
		if len(files) == 0 {
			for _, f := range JPOPSets {
				files = append(files, filepath.Join(dir, f))
			}
		}
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("lab: no set file (give FILE arguments or a --preset)")
	}
	if o.Split != "" && o.Split != "test" && o.Split != "train" {
		return nil, fmt.Errorf("lab: --jpop-split must be test or train, not %q", o.Split)
	}
	o.SolverNames = nil
	for _, s := range strings.Split(o.Solvers, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if s != Prescient && s != Exact {
			if _, err := meta.New(s); err != nil {
				return nil, err
			}
		}
		o.SolverNames = append(o.SolverNames, s)
	}
	if len(o.SolverNames) == 0 || o.Runs < 1 || o.Budget < 1 {
		return nil, fmt.Errorf("lab: need at least one solver, one run and a budget of one evaluation")
	}
	return files, nil
}

// Plan is the options' plan (without workers or callbacks).
func (o *Options) Plan() Plan {
	return Plan{Solvers: o.SolverNames, Runs: o.Runs, Budget: o.Budget, Seed: o.Seed, Timeout: o.Timeout}
}

// Header is the report's first line.
func Header(insts, files int, o *Options) string {
	return fmt.Sprintf("# pencilbox lab: %d instances from %d files, solvers %s, %d runs x %d evaluations, seed %d",
		insts, files, strings.Join(o.SolverNames, ","), o.Runs, o.Budget, o.Seed)
}

// WriteReport prints the report after the header: with perInstance one
// line per instance and solver, then per-genre solution rates, the exact
// solver's times, Tables IV-VI, the search-space comparison and the
// paper's findings checked on these results.
func WriteReport(w io.Writer, res []Result, solvers []string, perInstance bool) {
	if perInstance {
		fmt.Fprintln(w)
		WriteInstances(w, res, solvers)
	}
	WriteGenres(w, res, solvers)
	cmp := Compare(res, solvers)
	WriteTables(w, cmp)
	WriteSearchSpace(w, res)
	WriteFindings(w, res, cmp)
}

// ProgressLine returns a Plan.Progress that prints "lab: done/total runs,
// elapsed, about ETA left" to w at most every interval (and at the end).
// Runs done before start (resumed) do not count towards the rate.
func ProgressLine(w io.Writer, interval time.Duration) func(done, total int) {
	start := time.Now()
	last := start
	first := -1
	return func(done, total int) {
		if first < 0 {
			first = done - 1
		}
		now := time.Now()
		if now.Sub(last) < interval && done != total {
			return
		}
		last = now
		el := now.Sub(start)
		eta := "?"
		if n := done - first; n > 0 {
			eta = time.Duration(float64(el) * float64(total-done) / float64(n)).Round(time.Second).String()
		}
		fmt.Fprintf(w, "lab: %d/%d runs, %s elapsed, about %s left\n", done, total, el.Round(time.Second), eta)
	}
}

// Command is `pencilbox lab`. It prints the plan, then the report
// (WriteReport). Progress goes to stderr. --records appends each run's
// record as a JSON line to FILE; --resume first reads FILE and skips the
// runs it holds. --figures writes the report's SVG figures to DIR.
// It returns the exit status: 0 done, 1 interrupted or failed, 2 usage.
func Command(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lab", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o Options
	o.Register(fs)
	jobs := fs.Int("jobs", 0, "parallel runs (0 = one per CPU)")
	records := fs.String("records", "", "append every run's record to FILE as a JSON line (see --resume)")
	figures := fs.String("figures", "", "write the report's SVG figures to DIR")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pencilbox "+Usage)
		fs.PrintDefaults()
		PresetHelp(stderr)
	}
	files, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if files, err = o.Apply(fs, files, BenchmarksDir()); err != nil {
		fmt.Fprintln(stderr, err)
		if len(files) == 0 && o.Preset == "" {
			fs.Usage()
		}
		return 2
	}
	if o.Resume && *records == "" {
		fmt.Fprintln(stderr, "lab: --resume needs --records FILE")
		return 2
	}
	var insts []Instance
	for _, f := range files {
		in, err := Load(f, o.Split, o.Sample)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		insts = append(insts, in...)
	}
	if len(insts) == 0 {
		fmt.Fprintln(stderr, "lab: no instance left (is --jpop-split right for these files?)")
		return 2
	}
	plan := o.Plan()
	plan.Jobs = *jobs
	if o.Resume {
		prior, err := readRecordsFile(*records)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 2
		}
		kept, other := Matching(Tasks(insts, plan), prior)
		plan.Prior = kept
		fmt.Fprintf(stderr, "lab: resuming: %d runs already recorded in %s", len(kept), *records)
		if other > 0 {
			fmt.Fprintf(stderr, " (%d records of another plan ignored)", other)
		}
		fmt.Fprintln(stderr)
	}
	if *records != "" && !o.Resume {
		if st, err := os.Stat(*records); err == nil && st.Size() > 0 {
			fmt.Fprintf(stderr, "lab: %s already holds records: give --resume to continue them, or another file\n", *records)
			return 2
		}
	}
	if *records != "" {
		if d := filepath.Dir(*records); d != "" {
			os.MkdirAll(d, 0o755) // an error shows in OpenFile's
		}
		f, err := os.OpenFile(*records, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, "lab:", err)
			return 2
		}
		defer f.Close()
		plan.Record = func(r Record) {
			if err := WriteRecord(f, r); err != nil {
				fmt.Fprintln(stderr, "lab:", err)
			}
		}
	}
	fmt.Fprintln(stdout, Header(len(insts), len(files), &o))
	start := time.Now()
	plan.Progress = ProgressLine(stderr, 5*time.Second)
	res := Run(ctx, insts, plan)
	elapsed := time.Since(start)
	WriteReport(stdout, res, o.SolverNames, o.Instances)
	fmt.Fprintf(stdout, "\n# %d instances in %s\n", len(insts), elapsed.Round(time.Second))
	if *figures != "" {
		if err := WriteFigureFiles(*figures, res, o.SolverNames, o.Budget); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "lab: interrupted:", ctx.Err())
		return 1
	}
	return 0
}

// readRecordsFile reads a records file; a missing file holds none.
func readRecordsFile(path string) ([]Record, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("lab: %v", err)
	}
	defer f.Close()
	recs, _, err := ReadRecords(f, path)
	return recs, err
}
