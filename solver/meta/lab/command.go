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
const Usage = "lab [--preset tiny|scaled] [--solvers LIST] [--runs R] [--budget B] [--seed S] [--jpop-split test|train] [--sample N] [--jobs J] [--instances] FILE..."

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
	"paper":  {Name: "paper", Sample: 0, Runs: 50, Budget: 200000, Split: "test", About: "the paper's design (days of CPU time)"},
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

// Command is `pencilbox lab`. It prints the plan, then (with --instances)
// one line per instance and solver, then per-genre solution rates, the
// exact solver's times, Tables IV-VI, the search-space comparison and the
// paper's findings checked on these results. Progress goes to stderr.
// It returns the exit status: 0 done, 1 interrupted or failed, 2 usage.
func Command(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("lab", flag.ContinueOnError)
	fs.SetOutput(stderr)
	preset := fs.String("preset", "", "experiment size: tiny, scaled or paper (flags given explicitly win)")
	solvers := fs.String("solvers", strings.Join(AllSolvers, ","), "solvers to run: "+strings.Join(append(meta.SolverNames(), Prescient, Exact), ", "))
	runs := fs.Int("runs", 10, "runs per instance and stochastic solver")
	budget := fs.Int("budget", meta.DefaultBudget, "evaluations per run")
	seed := fs.Uint64("seed", 1, "seed of the experiment")
	split := fs.String("jpop-split", "", "only instances of this jpop_split (test or train); empty for all")
	sample := fs.Int("sample", 0, "an evenly spread N instances per file (0 = all)")
	jobs := fs.Int("jobs", 0, "parallel runs (0 = one per CPU)")
	perInstance := fs.Bool("instances", false, "print one line per instance and solver")
	timeout := fs.Duration("timeout", 60*time.Second, "deadline of the exact solver per instance")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pencilbox "+Usage)
		fs.PrintDefaults()
		fmt.Fprintln(stderr, "presets:")
		for _, n := range []string{"tiny", "scaled", "paper"} {
			fmt.Fprintf(stderr, "  %-7s %s\n", n, Presets[n].About)
		}
	}
	files, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if *preset != "" {
		p, ok := Presets[*preset]
		if !ok {
			fmt.Fprintf(stderr, "lab: unknown preset %q (tiny, scaled, paper)\n", *preset)
			return 2
		}
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if !set["runs"] {
			*runs = p.Runs
		}
		if !set["budget"] {
			*budget = p.Budget
		}
		if !set["sample"] {
			*sample = p.Sample
		}
		if !set["jpop-split"] {
			*split = p.Split
		}
		if len(files) == 0 {
			for _, f := range JPOPSets {
				files = append(files, filepath.Join(BenchmarksDir(), f))
			}
		}
	}
	if len(files) == 0 {
		fs.Usage()
		return 2
	}
	if *split != "" && *split != "test" && *split != "train" {
		fmt.Fprintf(stderr, "lab: --jpop-split must be test or train, not %q\n", *split)
		return 2
	}
	var names []string
	for _, s := range strings.Split(*solvers, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if s != Prescient && s != Exact {
			if _, err := meta.New(s); err != nil {
				fmt.Fprintln(stderr, err)
				return 2
			}
		}
		names = append(names, s)
	}
	if len(names) == 0 || *runs < 1 || *budget < 1 {
		fmt.Fprintln(stderr, "lab: need at least one solver, one run and a budget of one evaluation")
		return 2
	}
	var insts []Instance
	for _, f := range files {
		in, err := Load(f, *split, *sample)
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
	plan := Plan{Solvers: names, Runs: *runs, Budget: *budget, Seed: *seed, Jobs: *jobs, Timeout: *timeout}
	fmt.Fprintf(stdout, "# pencilbox lab: %d instances from %d files, solvers %s, %d runs x %d evaluations, seed %d\n",
		len(insts), len(files), strings.Join(names, ","), *runs, *budget, *seed)
	start := time.Now()
	last := start
	plan.Progress = func(done, total int) {
		if now := time.Now(); now.Sub(last) >= 5*time.Second || done == total {
			last = now
			el := now.Sub(start)
			left := time.Duration(float64(el) * float64(total-done) / float64(max(done, 1)))
			fmt.Fprintf(stderr, "lab: %d/%d runs, %s elapsed, about %s left\n", done, total,
				el.Round(time.Second), left.Round(time.Second))
		}
	}
	res := Run(ctx, insts, plan)
	elapsed := time.Since(start)
	if *perInstance {
		fmt.Fprintln(stdout)
		WriteInstances(stdout, res, names)
	}
	WriteGenres(stdout, res, names)
	cmp := Compare(res, names)
	WriteTables(stdout, cmp)
	WriteSearchSpace(stdout, res)
	WriteFindings(stdout, res, cmp)
	fmt.Fprintf(stdout, "\n# %d instances in %s\n", len(insts), elapsed.Round(time.Second))
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "lab: interrupted:", ctx.Err())
		return 1
	}
	return 0
}
