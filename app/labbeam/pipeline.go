package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"pencilbox/solver/benchset"
	"pencilbox/solver/meta/lab"
)

func init() {
	register.DoFn2x0[string, func(string)](&expandFn{})
	register.DoFn3x1[context.Context, string, func(string), error](&runFn{})
	register.DoFn3x1[context.Context, int, func(*string) bool, error](&reportFn{})
	register.Emitter1[string]()
	register.Iter1[string]()
}

// Experiment is what the pipeline runs: the lab's options with the set
// files (any path Beam's file systems read: local or gs://) and the
// output folder.
type Experiment struct {
	Files       []string
	Split       string
	Sample      int
	Solvers     []string
	Runs        int
	Budget      int
	Seed        uint64
	Timeout     time.Duration
	PerInstance bool
	Out         string        // output folder: runs/*.jsonl, report.txt, figures/*.svg
	Flush       time.Duration // how often a worker writes its records out
}

func (e *Experiment) plan() lab.Plan {
	return lab.Plan{Solvers: e.Solvers, Runs: e.Runs, Budget: e.Budget, Seed: e.Seed, Timeout: e.Timeout}
}

// join appends a file name to a folder path without cleaning it (a path
// cleaner would turn gs://b into gs:/b).
func join(dir, name string) string { return strings.TrimRight(dir, "/") + "/" + name }

// RunsGlob matches the per-run record files in an output folder.
func RunsGlob(out string) string { return join(join(out, "runs"), "part-*.jsonl") }

// cell is the pipeline's input element: the runs still to do of one solver
// on one instance. Cells keep the pipeline's description small (the
// paper's design has some 200,000 runs); expandFn turns each into one
// element per run.
type cell struct {
	Set, Instance, Solver string
	Runs                  []int
	Seed                  uint64 // the experiment's
	Budget                int
}

// expandFn emits one task (JSON) per run of a cell, each with its own seed.
type expandFn struct{}

func (*expandFn) ProcessElement(in string, emit func(string)) {
	var c cell
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		panic(fmt.Sprintf("labbeam: bad cell %q: %v", in, err)) // built by this program: a bug
	}
	for _, r := range c.Runs {
		b, _ := json.Marshal(lab.NewTask(c.Set, c.Instance, c.Solver, r, c.Seed, c.Budget))
		emit(string(b))
	}
}

// readSet reads and decodes a set file through Beam's file systems.
func readSet(ctx context.Context, path, split string, sample int) ([]lab.Instance, error) {
	b, err := readFile(ctx, path)
	if err != nil {
		return nil, err
	}
	set, err := benchset.Read(bytes.NewReader(b), path)
	if err != nil {
		return nil, err
	}
	return lab.LoadSet(set, split, sample)
}

func readFile(ctx context.Context, path string) ([]byte, error) {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	r, err := fs.OpenRead(ctx, path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func writeFile(ctx context.Context, path string, data []byte) error {
	fs, err := filesystem.New(ctx, path)
	if err != nil {
		return err
	}
	defer fs.Close()
	w, err := fs.OpenWrite(ctx, path)
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		w.Close()
		return err
	}
	return w.Close()
}

// instances caches each worker's decoded set files: many bundles run on
// the same instances, and decoding is not free.
var instances struct {
	sync.Mutex
	bySet map[string]map[string]*lab.Instance // file → set/name → instance
}

func instanceOf(ctx context.Context, files []string, set, name string) (*lab.Instance, error) {
	instances.Lock()
	defer instances.Unlock()
	if instances.bySet == nil {
		instances.bySet = map[string]map[string]*lab.Instance{}
	}
	for _, f := range files {
		m, ok := instances.bySet[f]
		if !ok {
			list, err := readSet(ctx, f, "", 0)
			if err != nil {
				return nil, err
			}
			m = map[string]*lab.Instance{}
			for i := range list {
				m[list[i].Set+"/"+list[i].Name] = &list[i]
			}
			instances.bySet[f] = m
		}
		if in := m[set+"/"+name]; in != nil {
			return in, nil
		}
	}
	return nil, fmt.Errorf("labbeam: instance %s of set %s is in none of the set files", name, set)
}

// runFn runs one task per element with the lab's own solvers and emits its
// record (a JSON line). It also writes its records to a part file of the
// runs folder every Flush and at the end of each bundle, so an interrupted
// pipeline leaves what it finished for --resume and the launcher can count
// progress.
type runFn struct {
	Files   []string
	Timeout time.Duration
	Out     string
	Launch  string // this launch's id, in the part files' names
	Flush   time.Duration

	id    string
	seq   int
	buf   []string
	since time.Time
}

func (f *runFn) Setup() {
	var b [6]byte
	rand.Read(b[:])
	f.id = hex.EncodeToString(b[:])
}

func (f *runFn) StartBundle(ctx context.Context, emit func(string)) { f.since = time.Now() }

func (f *runFn) ProcessElement(ctx context.Context, in string, emit func(string)) error {
	var t lab.Task
	if err := json.Unmarshal([]byte(in), &t); err != nil {
		return fmt.Errorf("labbeam: bad task %q: %v", in, err)
	}
	inst, err := instanceOf(ctx, f.Files, t.Set, t.Instance)
	if err != nil {
		return err
	}
	rec := lab.RunTask(ctx, inst, t, f.Timeout)
	b, err := lab.MarshalRecord(rec)
	if err != nil {
		return err
	}
	emit(string(b))
	f.buf = append(f.buf, string(b))
	if f.Flush > 0 && time.Since(f.since) >= f.Flush {
		return f.flush(ctx)
	}
	return nil
}

func (f *runFn) FinishBundle(ctx context.Context, emit func(string)) error { return f.flush(ctx) }

func (f *runFn) flush(ctx context.Context) error {
	f.since = time.Now()
	if len(f.buf) == 0 || f.Out == "" {
		f.buf = f.buf[:0]
		return nil
	}
	f.seq++
	name := join(join(f.Out, "runs"), fmt.Sprintf("part-%s-%s-%05d.jsonl", f.Launch, f.id, f.seq))
	data := strings.Join(f.buf, "\n") + "\n"
	f.buf = f.buf[:0]
	return writeFile(ctx, name, []byte(data))
}

// reportFn gathers every record of the experiment (this launch's and the
// earlier launches' that --resume kept) and writes the lab's report and
// figures, with the in-process lab's own statistics.
type reportFn struct {
	Exp Experiment
}

func (f *reportFn) ProcessElement(ctx context.Context, _ int, recs func(*string) bool) error {
	var all []lab.Record
	var line string
	for recs(&line) {
		var r lab.Record
		if strings.TrimSpace(line) == "" {
			continue
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			continue // a torn line of an interrupted launch: its run is redone
		}
		all = append(all, r)
	}
	report, figs, err := Report(ctx, &f.Exp, all)
	if err != nil {
		return err
	}
	if err := writeFile(ctx, join(f.Exp.Out, "report.txt"), report); err != nil {
		return err
	}
	for _, fig := range figs {
		if err := writeFile(ctx, join(join(f.Exp.Out, "figures"), fig.Name), fig.SVG); err != nil {
			return err
		}
	}
	return nil
}

// LoadInstances reads the experiment's instances, in file order.
func LoadInstances(ctx context.Context, e *Experiment) ([]lab.Instance, error) {
	var insts []lab.Instance
	for _, f := range e.Files {
		in, err := readSet(ctx, f, e.Split, e.Sample)
		if err != nil {
			return nil, err
		}
		insts = append(insts, in...)
	}
	return insts, nil
}

// Report is the lab's report (header, then lab.WriteReport) and figures
// from the records of the experiment's tasks; other records are ignored.
func Report(ctx context.Context, e *Experiment, recs []lab.Record) ([]byte, []lab.Figure, error) {
	insts, err := LoadInstances(ctx, e)
	if err != nil {
		return nil, nil, err
	}
	kept, _ := lab.Matching(lab.Tasks(insts, e.plan()), recs)
	res := lab.Gather(insts, e.Solvers, kept)
	var b bytes.Buffer
	o := lab.Options{SolverNames: e.Solvers, Runs: e.Runs, Budget: e.Budget, Seed: e.Seed}
	fmt.Fprintln(&b, lab.Header(len(insts), len(e.Files), &o))
	lab.WriteReport(&b, res, e.Solvers, e.PerInstance)
	figs, err := lab.Figures(res, e.Solvers, e.Budget)
	return b.Bytes(), figs, err
}

// Build makes the pipeline: cells → one element per run → run → records,
// and records (with the prior files' lines) → one group → report.
// cells are the runs still to do; prior names record files of earlier
// launches to count in the report.
func Build(e *Experiment, launch string, cells []cell, prior []string) (*beam.Pipeline, error) {
	p, s := beam.NewPipelineWithRoot()
	var in []string
	for _, c := range cells {
		b, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		in = append(in, string(b))
	}
	recs := []beam.PCollection{}
	if len(in) > 0 {
		tasks := beam.ParDo(s.Scope("expand"), &expandFn{}, beam.Create(s, beamStrings(in)...))
		// A fusion break: the runs spread over workers rather than
		// staying with the cell that made them.
		tasks = beam.Reshuffle(s, tasks)
		recs = append(recs, beam.ParDo(s.Scope("run"), &runFn{Files: e.Files, Timeout: e.Timeout, Out: e.Out,
			Launch: launch, Flush: e.Flush}, tasks))
	}
	if len(prior) > 0 {
		recs = append(recs, textio.ReadAll(s.Scope("prior"), beam.Create(s, beamStrings(prior)...)))
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("labbeam: nothing to run and no records")
	}
	all := recs[0]
	if len(recs) > 1 {
		all = beam.Flatten(s, recs...)
	}
	one := beam.GroupByKey(s, beam.AddFixedKey(s, all))
	beam.ParDo0(s.Scope("report"), &reportFn{Exp: *e}, one)
	return p, nil
}

func beamStrings(v []string) []any {
	out := make([]any, len(v))
	for i, s := range v {
		out[i] = s
	}
	return out
}
