package flow

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/benchset/benchsettest"
	"pencilbox/solver/puzzle"
)

// benchDir finds ../shared/benchmarks/flow ($PENCILBOX_BENCHMARKS first).
func benchDir(t testing.TB) string { return benchsettest.SetFile(t, "flow", "") }

func readSet(t testing.TB, name string) *benchset.Set {
	s, err := benchset.ReadFile(filepath.Join(benchDir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestScratchAll is a development aid: FLOWALL=file runs every instance.
func TestScratchAll(t *testing.T) {
	file := os.Getenv("FLOWALL")
	if file == "" {
		t.Skip("set FLOWALL=<set file name> to run every instance")
	}
	s := readSet(t, file)
	for i := range s.Instances {
		in := &s.Instances[i]
		pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			t.Errorf("%s: %v", in.Name, err)
			continue
		}
		to := 20 * time.Second
		if d, err := time.ParseDuration(os.Getenv("FLOWTO")); err == nil {
			to = d
		}
		ctx, cancel := context.WithTimeout(context.Background(), to)
		start := time.Now()
		r := pz.(*Puzzle).Solve(ctx, 2)
		cancel()
		el := time.Since(start)
		ok := puzzle.Verify(pz, r) == nil
		match := r.Answer != nil && r.Answer.String() == mustParse(pz, in.Solution)
		t.Logf("%-28s %5s %-8s nodes %8d %9.2fms checked %v match %v", in.Name, in.Size(), r.Status, r.Nodes, float64(el.Microseconds())/1000, ok, match)
	}
}

func mustParse(p puzzle.Puzzle, s string) string {
	a, err := p.ParseAnswer(s)
	if err != nil {
		return "bad: " + err.Error()
	}
	return a.String()
}

func TestScratchTouchFree(t *testing.T) {
	file := os.Getenv("FLOWTF")
	if file == "" {
		t.Skip("set FLOWTF=<set file name>")
	}
	s := readSet(t, file)
	if m := os.Getenv("FLOWMODE"); m != "" {
		activeMode = int(m[0] - '0')
	}
	for i := range s.Instances {
		in := &s.Instances[i]
		if f := os.Getenv("FLOWONLY"); f != "" && !strings.Contains(in.Name, f) {
			continue
		}
		pz, _ := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		start := time.Now()
		lim := 2
		if os.Getenv("FLOWLIM") == "1" {
			lim = 1
		}
		qc := 0
		if os.Getenv("FLOWDFS") != "" {
			qc = -1
		}
		o := Search(ctx, pz.(*Puzzle), Options{Limit: lim, QueueCap: qc})
		cancel()
		t.Logf("%-28s %5s sols %d complete %v nodes %8d %9.2fms", in.Name, in.Size(), len(o.Solutions), o.Complete, o.Nodes, float64(time.Since(start).Microseconds())/1000)
	}
}

func TestScratchSAT(t *testing.T) {
	file := os.Getenv("FLOWSAT")
	if file == "" {
		t.Skip("set FLOWSAT=<set file name>")
	}
	s := readSet(t, file)
	for i := range s.Instances {
		in := &s.Instances[i]
		if f := os.Getenv("FLOWONLY"); f != "" && !strings.Contains(in.Name, f) {
			continue
		}
		pz, _ := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		start := time.Now()
		r := pz.(*Puzzle).SolveReference(ctx, 2)
		cancel()
		t.Logf("%-28s %5s %s nodes %d %9.2fms verify %v", in.Name, in.Size(), r.Status, r.Nodes, float64(time.Since(start).Microseconds())/1000, puzzle.Verify(pz, r))
	}
}

// TestScratchRefSteps (FLOWSTEPS=<set file>, FLOWONLY, FLOWTO) times the
// reference's steps one by one.
func TestScratchRefSteps(t *testing.T) {
	file := os.Getenv("FLOWSTEPS")
	if file == "" {
		t.Skip("set FLOWSTEPS=<set file name>")
	}
	to := 60 * time.Second
	if d, err := time.ParseDuration(os.Getenv("FLOWTO")); err == nil {
		to = d
	}
	s := readSet(t, file)
	for i := range s.Instances {
		in := &s.Instances[i]
		if f := os.Getenv("FLOWONLY"); f != "" && !strings.Contains(f, in.Name) {
			continue
		}
		pz, _ := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		p := pz.(*Puzzle)
		ctx, cancel := context.WithTimeout(context.Background(), to)
		start := time.Now()
		if os.Getenv("FLOWFIRST") != "" {
			m := p.satModel0()
			m.prob.WatchDeadline()
			m.touchFree(p)
			m.touchFreeFacts(p)
			m.minimal(p)
			r, _ := p.referenceCount(ctx, m, 1)
			t.Logf("%s minimal first: %s %.2fs", in.Name, r.Status, time.Since(start).Seconds())
			start = time.Now()
		}
		m := p.satModel0()
		m.prob.WatchDeadline()
		m.touchFree(p)
		m.touchFreeFacts(p)
		m.minimal(p)
		r, models := p.referenceCount(ctx, m, 2)
		cancel()
		empties := -1
		if len(models) > 0 {
			empties = 0
			for _, k := range p.modelCells(m, models[0]) {
				if k == 0 {
					empties++
				}
			}
		}
		t.Logf("%s minimal count: %s models %d empties(first) %d %.2fs", in.Name, r.Status, len(models), empties, time.Since(start).Seconds())
		if os.Getenv("FLOWSKIPTF") == "" && r.Status == puzzle.Unique && empties > 0 {
			ctx, cancel := context.WithTimeout(context.Background(), to)
			start = time.Now()
			st := p.expands(ctx, p.modelCells(m, models[0]))
			cancel()
			t.Logf("%s expands: %v %.2fs", in.Name, st, time.Since(start).Seconds())
		}
	}
}

// TestScratchFast (FLOWFAST=<set file>) times the fast side's SAT question
// from the recorded answer.
func TestScratchFast(t *testing.T) {
	file := os.Getenv("FLOWFAST")
	if file == "" {
		t.Skip("set FLOWFAST=<set file name>")
	}
	to := 60 * time.Second
	if d, err := time.ParseDuration(os.Getenv("FLOWTO")); err == nil {
		to = d
	}
	s := readSet(t, file)
	for i := range s.Instances {
		in := &s.Instances[i]
		if f := os.Getenv("FLOWONLY"); f != "" && !strings.Contains(f, in.Name) {
			continue
		}
		pz, _ := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
		p := pz.(*Puzzle)
		a, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		known := a.(Answer).Cells
		ctx, cancel := context.WithTimeout(context.Background(), to)
		start := time.Now()
		r, ok := p.touchFreeSettle(ctx, known, puzzle.Result{})
		cancel()
		t.Logf("%s touchFreeSettle: %s ok %v %.2fs", in.Name, r.Status, ok, time.Since(start).Seconds())
	}
}

// TestBenchCommand runs `pencilbox bench` on the flow sets from a test, so
// the same figures can be taken natively and under node WASM before the
// app registers the genre: FLOWBENCH="--timeout 10s janko_arukone.txt".
func TestBenchCommand(t *testing.T) {
	args := strings.Fields(os.Getenv("FLOWBENCH"))
	if len(args) == 0 {
		t.Skip(`set FLOWBENCH="[bench flags] <set file name>..."`)
	}
	for i, a := range args {
		if strings.HasSuffix(a, ".txt") {
			args[i] = filepath.Join(benchDir(t), a)
		}
	}
	if code := benchset.Command(context.Background(), args, os.Stdout, os.Stderr); code != 0 {
		t.Errorf("bench exit status %d", code)
	}
}

// BenchmarkMzucker solves (uniqueness settled) each flow_solver puzzle.
func BenchmarkMzucker(b *testing.B) {
	s := readSet(b, "mzucker_flow_solver.txt")
	for i := range s.Instances {
		in := &s.Instances[i]
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(in.Name, func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				nodes = p.Solve(context.Background(), 2).Nodes
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}
