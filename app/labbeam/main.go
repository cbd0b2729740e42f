// Command pencilbox-lab runs the solver lab's experiment (the J-POP
// design of solver/meta/lab, `pencilbox lab`) as an Apache Beam pipeline,
// so the paper's full design can run on a cluster: one element per run of
// a solver on an instance, run by the lab's own solvers with a seed of its
// own, and the lab's own statistics over the gathered records. It runs on
// Beam's Prism runner in this process by default; --runner and Beam's
// other flags (--endpoint, --environment_type, Dataflow's --project,
// --region, --temp_location, ...) send the same pipeline elsewhere.
//
// It is a module of its own (app/labbeam/go.mod) so that Beam's hundreds
// of packages never reach the `pencilbox` command, the WebAssembly builds
// or the main module's tests; `make lab-beam` builds it as
// bin/pencilbox-lab and `make test-lab` tests it.
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"pencilbox/solver/benchset"
	_ "pencilbox/solver/genres"
	"pencilbox/solver/meta/lab"
)

// Usage is the command's synopsis.
const Usage = "pencilbox-lab [--preset tiny|scaled|paper] [--solvers LIST] [--runs R] [--budget B] [--seed S] [--jpop-split test|train] [--sample N] [--timeout D] [--instances] [--out DIR] [--resume] [--flush D] [--progress D] [Beam flags: --runner R --endpoint HOST:PORT --environment_type T ...] [FILE...]"

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var o lab.Options
	o.Register(flag.CommandLine)
	out := flag.String("out", "lab-out", "output folder (any Beam file system path): runs/part-*.jsonl, report.txt, figures/*.svg")
	flush := flag.Duration("flush", 30*time.Second, "how often each worker writes its finished runs to the output folder")
	every := flag.Duration("progress", 10*time.Second, "how often to print the progress line")
	flag.Usage = func() {
		w := flag.CommandLine.Output()
		fmt.Fprintln(w, "usage: "+Usage)
		fmt.Fprintln(w, "The lab's options (as `pencilbox lab`) and Beam's own flags:")
		flag.PrintDefaults()
		lab.PresetHelp(w)
	}
	files, err := benchset.ParseInterspersed(flag.CommandLine, os.Args[1:])
	if err != nil {
		os.Exit(2)
	}
	// On a cluster this binary is also the worker: Init runs the worker
	// harness (and does not return) when started as one.
	beam.Init()
	// Prism logs every job step at Info; the lab's own lines are the
	// progress a user wants, so only Beam's warnings and errors show.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	os.Exit(launch(ctx, &o, files, *out, *flush, *every, os.Stdout, os.Stderr))
}

// launch plans the experiment, runs the pipeline with the progress line on
// stderr, and prints the report. It returns the exit status: 0 done, 1
// failed or interrupted, 2 usage.
func launch(ctx context.Context, o *lab.Options, files []string, out string, flush, every time.Duration, stdout, stderr io.Writer) int {
	files, err := o.Apply(flag.CommandLine, files, lab.BenchmarksDir())
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	e := &Experiment{Files: files, Split: o.Split, Sample: o.Sample, Solvers: o.SolverNames, Runs: o.Runs,
		Budget: o.Budget, Seed: o.Seed, Timeout: o.Timeout, PerInstance: o.Instances, Out: out, Flush: flush}
	start := time.Now()
	p, total, prior, err := Plan(ctx, e, o.Resume, time.Now().UTC().Format("20060102T150405"), stderr)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	fmt.Fprintf(stderr, "lab: %d runs, %d already recorded; output in %s\n", total, prior, out)
	pctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	if every > 0 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			watchProgress(pctx, e, total, prior, start, every, stderr)
		}()
	}
	err = beamx.Run(ctx, p)
	cancel()
	wg.Wait()
	if err != nil {
		fmt.Fprintln(stderr, "lab: the pipeline failed:", err)
		if ctx.Err() != nil {
			fmt.Fprintln(stderr, "lab: interrupted; --resume continues from the runs already written to", out)
		}
		return 1
	}
	report, err := readFile(ctx, join(out, "report.txt"))
	if err != nil {
		fmt.Fprintln(stderr, "lab:", err)
		return 1
	}
	fmt.Fprintf(stderr, "lab: %d/%d runs, %s elapsed\n", total, total, time.Since(start).Round(time.Second))
	stdout.Write(report)
	fmt.Fprintf(stdout, "\n# %d runs in %s (%d resumed); figures in %s\n", total, time.Since(start).Round(time.Second), prior, join(out, "figures"))
	return 0
}

// Plan builds the pipeline for one launch: with resume, the runs already
// in the output folder's record files are not run again but count in the
// report; without it those files must not exist (a new experiment in an
// old folder would mix). It returns the pipeline, the runs in all and the
// runs already recorded.
func Plan(ctx context.Context, e *Experiment, resume bool, launch string, stderr io.Writer) (*beam.Pipeline, int, int, error) {
	insts, err := LoadInstances(ctx, e)
	if err != nil {
		return nil, 0, 0, err
	}
	if len(insts) == 0 {
		return nil, 0, 0, fmt.Errorf("lab: no instance left (is --jpop-split right for these files?)")
	}
	tasks := lab.Tasks(insts, e.plan())
	priorFiles, err := listFiles(ctx, RunsGlob(e.Out))
	if err != nil {
		return nil, 0, 0, err
	}
	if len(priorFiles) > 0 && !resume {
		return nil, 0, 0, fmt.Errorf("lab: %s already holds records of runs: give --resume to continue them, or another --out", e.Out)
	}
	var recs []lab.Record
	for _, f := range priorFiles {
		b, err := readFile(ctx, f)
		if err != nil {
			return nil, 0, 0, err
		}
		r, _, err := lab.ReadRecords(bytes.NewReader(b), f)
		if err != nil {
			return nil, 0, 0, err
		}
		recs = append(recs, r...)
	}
	kept, other := lab.Matching(tasks, recs)
	if other > 0 {
		fmt.Fprintf(stderr, "lab: %d records in %s are of another plan and are ignored\n", other, e.Out)
	}
	done := map[lab.Key]bool{}
	for _, r := range kept {
		done[r.Key()] = true
	}
	// Group the runs to do by instance and solver: one cell each.
	var cells []cell
	at := map[string]int{}
	for _, t := range tasks {
		if done[t.Key()] {
			continue
		}
		k := t.Set + "/" + t.Instance + "/" + t.Solver
		i, ok := at[k]
		if !ok {
			i = len(cells)
			at[k] = i
			cells = append(cells, cell{Set: t.Set, Instance: t.Instance, Solver: t.Solver, Seed: e.Seed, Budget: e.Budget})
		}
		cells[i].Runs = append(cells[i].Runs, t.Run)
	}
	// Biggest instances first, as the in-process lab does: Prism takes
	// elements in this order, and a long run that starts last leaves one
	// worker busy while the others idle.
	size := map[string]int{}
	for i := range insts {
		c, r := insts[i].Puzzle.Size()
		size[insts[i].Set+"/"+insts[i].Name] = c * r
	}
	sort.SliceStable(cells, func(a, b int) bool {
		return size[cells[a].Set+"/"+cells[a].Instance] > size[cells[b].Set+"/"+cells[b].Instance]
	})
	p, err := Build(e, launch, cells, priorFiles)
	return p, len(tasks), len(done), err
}

func listFiles(ctx context.Context, glob string) ([]string, error) {
	fs, err := filesystem.New(ctx, glob)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	list, err := fs.List(ctx, glob)
	sort.Strings(list)
	return list, err
}

// watchProgress prints the progress line every interval until ctx ends,
// counting the records that the workers have written so far.
func watchProgress(ctx context.Context, e *Experiment, total, prior int, start time.Time, every time.Duration, w io.Writer) {
	counted := map[string]int{} // file → lines
	before := map[string]bool{}
	if list, err := listFiles(ctx, RunsGlob(e.Out)); err == nil {
		for _, f := range list {
			before[f] = true
		}
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		list, err := listFiles(ctx, RunsGlob(e.Out))
		if err != nil {
			continue
		}
		for _, f := range list {
			if before[f] {
				continue
			}
			if b, err := readFile(ctx, f); err == nil {
				counted[f] = countLines(b)
			}
		}
		done := 0
		for _, n := range counted {
			done += n
		}
		el := time.Since(start)
		eta := "?"
		if done > 0 {
			eta = time.Duration(float64(el) * float64(total-prior-done) / float64(done)).Round(time.Second).String()
		}
		fmt.Fprintf(w, "lab: %d/%d runs, %s elapsed, about %s left\n", prior+done, total, el.Round(time.Second), eta)
	}
}

func countLines(b []byte) int {
	n := 0
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for sc.Scan() {
		if strings.HasSuffix(sc.Text(), "}") {
			n++
		}
	}
	return n
}
