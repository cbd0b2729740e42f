package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"

	"pencilbox/solver/meta/lab"
)

func TestMain(m *testing.M) {
	beam.Init()
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	os.Exit(m.Run())
}

// benchmarks is the folder of the J-POP sets: $PENCILBOX_BENCHMARKS (make
// test-lab sets it) or ../shared/benchmarks beside the repository; the
// tests skip, saying where the sets come from, when they are absent.
func benchmarks(t *testing.T) string {
	d := os.Getenv("PENCILBOX_BENCHMARKS")
	if d == "" {
		d = filepath.Join("..", "..", "..", "shared", "benchmarks")
	}
	if _, err := os.Stat(filepath.Join(d, lab.JPOPSets[0])); err != nil {
		t.Skipf("the J-POP benchmark sets are not in %s (set PENCILBOX_BENCHMARKS): %v", d, err)
	}
	return d
}

// experiment is the preset's experiment with its output in a new folder.
func experiment(t *testing.T, args ...string) (*Experiment, *lab.Options) {
	fs := flag.NewFlagSet("lab", flag.ContinueOnError)
	var o lab.Options
	o.Register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	files, err := o.Apply(fs, nil, benchmarks(t))
	if err != nil {
		t.Fatal(err)
	}
	return &Experiment{Files: files, Split: o.Split, Sample: o.Sample, Solvers: o.SolverNames, Runs: o.Runs,
		Budget: o.Budget, Seed: o.Seed, Timeout: o.Timeout, Out: t.TempDir(), Flush: time.Second}, &o
}

// runPrism runs the experiment's pipeline on Prism in this process.
func runPrism(t *testing.T, e *Experiment, resume bool) {
	t.Helper()
	ctx := context.Background()
	p, _, _, err := Plan(ctx, e, resume, "test", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := prism.Execute(ctx, p); err != nil {
		t.Fatal(err)
	}
}

// outputRecords reads the records the pipeline wrote.
func outputRecords(t *testing.T, e *Experiment) []lab.Record {
	t.Helper()
	files, err := filepath.Glob(RunsGlob(e.Out))
	if err != nil || len(files) == 0 {
		t.Fatalf("no record files in %s: %v", e.Out, err)
	}
	var all []lab.Record
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		recs, dropped, err := lab.ReadRecords(bytes.NewReader(b), f)
		// The only torn line allowed is the one TestResumeRunsTheRest
		// leaves in its old file.
		if err != nil || dropped > 0 && !strings.Contains(f, "part-old") {
			t.Fatalf("%s: %v (%d torn)", f, err, dropped)
		}
		all = append(all, recs...)
	}
	return all
}

// reproducible is the records without the wall times, which differ from
// run to run, in task order; the exact solver's records keep only what
// does not depend on time.
func reproducible(recs []lab.Record) []lab.Record {
	out := make([]lab.Record, len(recs))
	for i, r := range recs {
		r.MS = 0
		out[i] = r
	}
	sort.Slice(out, func(a, b int) bool {
		x, y := out[a].Task, out[b].Task
		if x.Set+x.Instance != y.Set+y.Instance {
			return x.Set+x.Instance < y.Set+y.Instance
		}
		if x.Solver != y.Solver {
			return x.Solver < y.Solver
		}
		return x.Run < y.Run
	})
	return out
}

func inProcess(t *testing.T, e *Experiment, jobs int) ([]lab.Instance, []lab.Record) {
	t.Helper()
	insts, err := LoadInstances(context.Background(), e)
	if err != nil {
		t.Fatal(err)
	}
	plan := e.plan()
	plan.Jobs = jobs
	return insts, lab.RunRecords(context.Background(), insts, plan)
}

// The tiny preset run on Prism gives the very records of the in-process
// lab with one worker and with four (every run is seeded by its own
// names, never by its worker), and so the same statistics and report.
func TestTinyPresetPrismMatchesInProcess(t *testing.T) {
	e, o := experiment(t, "--preset", "tiny")
	runPrism(t, e, false)
	beamRecs := reproducible(outputRecords(t, e))
	insts, one := inProcess(t, e, 1)
	_, four := inProcess(t, e, 4)
	if want := len(lab.Tasks(insts, e.plan())); len(beamRecs) != want || len(one) != want {
		t.Fatalf("%d records on Prism, %d in process, want %d", len(beamRecs), len(one), want)
	}
	if !reflect.DeepEqual(reproducible(one), reproducible(four)) {
		t.Error("1 and 4 in-process workers gave different records")
	}
	if !reflect.DeepEqual(beamRecs, reproducible(one)) {
		for i := range beamRecs {
			if !reflect.DeepEqual(beamRecs[i], reproducible(one)[i]) {
				t.Fatalf("first difference: Prism %+v\nin process %+v", beamRecs[i], reproducible(one)[i])
			}
		}
	}

	// Statistics: the pipeline's gathered records against the lab's own
	// run, cell by cell and through the paper's tests.
	got := lab.Gather(insts, e.Solvers, outputRecords(t, e))
	want := lab.Run(context.Background(), insts, lab.Plan{Solvers: e.Solvers, Runs: e.Runs, Budget: e.Budget, Seed: e.Seed, Jobs: 2})
	for i := range want {
		for _, s := range e.Solvers {
			a, b := got[i].Cells[s], want[i].Cells[s]
			if a.Runs != b.Runs || a.Solved != b.Solved || !near(a.MeanCost(), b.MeanCost()) ||
				!near(a.EvalsPerSolution(), b.EvalsPerSolution()) || !near(a.LogSS, b.LogSS) {
				t.Errorf("%s %s: Prism %d runs %d solved mean %v, in process %d runs %d solved mean %v",
					want[i].Name, s, a.Runs, a.Solved, a.MeanCost(), b.Runs, b.Solved, b.MeanCost())
			}
		}
	}
	if a, b := lab.Compare(got, e.Solvers), lab.Compare(want, e.Solvers); !reflect.DeepEqual(a, b) {
		t.Errorf("the paper's comparisons differ:\nPrism %+v\nin process %+v", a, b)
	}

	// The report the pipeline wrote is the in-process report but for the
	// exact solver's times.
	report, err := os.ReadFile(filepath.Join(e.Out, "report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.WriteString(lab.Header(len(insts), len(e.Files), o) + "\n")
	lab.WriteReport(&b, want, e.Solvers, false)
	if g, w := withoutTimes(string(report)), withoutTimes(b.String()); g != w {
		t.Errorf("reports differ:\n%s\n---\n%s", g, w)
	}
	figs, _ := filepath.Glob(filepath.Join(e.Out, "figures", "*.svg"))
	if len(figs) != 1+2*5 { // rates, and costs and convergence per genre
		t.Errorf("figures: %v", figs)
	}
}

func near(a, b float64) bool {
	if math.IsInf(a, 1) || math.IsInf(b, 1) {
		return math.IsInf(a, 1) && math.IsInf(b, 1)
	}
	return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) || math.IsNaN(a) && math.IsNaN(b)
}

// withoutTimes drops the exact solver's table (its times are measured).
func withoutTimes(report string) string {
	var keep []string
	skip := false
	for _, l := range strings.Split(report, "\n") {
		if strings.HasPrefix(l, "Exact solver") {
			skip = true
		}
		if skip && l == "" {
			skip = false
		}
		if !skip {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

// --resume runs only what the records do not hold: after half the runs
// were recorded (an interrupted launch), the resumed pipeline adds the
// rest, and the records and report are those of a run in one go.
func TestResumeRunsTheRest(t *testing.T) {
	e, _ := experiment(t, "--preset", "tiny", "--sample", "1", "--runs", "2", "--budget", "300",
		"--solvers", "aco,sa-tuned,random,prescient")
	insts, all := inProcess(t, e, 2)
	half := all[:len(all)/2]
	var b bytes.Buffer
	for _, r := range half {
		if err := lab.WriteRecord(&b, r); err != nil {
			t.Fatal(err)
		}
	}
	b.WriteString(`{"set":"torn`) // an interrupted writer's last line
	if err := os.MkdirAll(filepath.Join(e.Out, "runs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(e.Out, "runs", "part-old-0.jsonl"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := Plan(context.Background(), e, false, "again", io.Discard); err == nil {
		t.Error("a launch without --resume into a folder with records was not refused")
	}
	_, total, prior, err := Plan(context.Background(), e, true, "again", io.Discard)
	if err != nil || total != len(all) || prior != len(half) {
		t.Fatalf("plan: %d runs, %d prior (want %d, %d): %v", total, prior, len(all), len(half), err)
	}
	runPrism(t, e, true)
	got := outputRecords(t, e)
	if len(got) != len(all) {
		t.Fatalf("%d records after resuming, want %d", len(got), len(all))
	}
	if !reflect.DeepEqual(reproducible(got), reproducible(all)) {
		t.Error("the resumed records differ from a run in one go")
	}
	report, err := os.ReadFile(filepath.Join(e.Out, "report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	res := lab.Gather(insts, e.Solvers, all)
	var w bytes.Buffer
	lab.WriteReport(&w, res, e.Solvers, false)
	if !strings.HasSuffix(string(report), w.String()) {
		t.Errorf("resumed report:\n%s\nwant:\n%s", report, w.String())
	}
}
