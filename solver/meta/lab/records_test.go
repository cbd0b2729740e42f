package lab

import (
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// labSet writes a small sudoku set (two test instances with solutions)
// and loads it.
func labSet(t *testing.T) []Instance {
	t.Helper()
	insts, err := Load(labSetFile(t), "test", 0)
	if err != nil || len(insts) != 2 {
		t.Fatalf("%d instances: %v", len(insts), err)
	}
	return insts
}

// labSetFile writes labSet's file and returns its path.
func labSetFile(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "sudoku")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "lab.txt")
	data := "a 4 12.4341..1434.21 1234341221434321 jpop_split=test\n" +
		"c 9 8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.. 812753649943682175675491283154237896369845721287169534521974368438526917796318452 jpop_split=test\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func withoutMS(recs []Record) []Record {
	out := append([]Record(nil), recs...)
	for i := range out {
		out[i].MS = 0
	}
	return out
}

// Records are the same whatever the number of workers (each task has its
// own seed), read back equal to what was written, and gather into the
// same results in any order and with repeats.
func TestRecordsRoundTripAndGather(t *testing.T) {
	insts := labSet(t)
	plan := Plan{Solvers: []string{"aco", "sa-tuned", "random", Prescient, Exact}, Runs: 3, Budget: 400, Seed: 11, Jobs: 1}
	one := RunRecords(context.Background(), insts, plan)
	plan.Jobs = 4
	four := RunRecords(context.Background(), insts, plan)
	if len(one) != len(Tasks(insts, plan)) || !reflect.DeepEqual(withoutMS(one), withoutMS(four)) {
		t.Fatalf("1 and 4 workers: %d and %d records, or different ones", len(one), len(four))
	}
	var b bytes.Buffer
	for _, r := range one {
		if err := WriteRecord(&b, r); err != nil {
			t.Fatal(err)
		}
	}
	back, dropped, err := ReadRecords(bytes.NewReader(b.Bytes()), "records")
	if err != nil || dropped != 0 || !reflect.DeepEqual(back, one) {
		t.Fatalf("read back %d records (dropped %d): %v", len(back), dropped, err)
	}
	want := Compare(Gather(insts, plan.Solvers, one), plan.Solvers)
	shuffled := append(append([]Record(nil), one...), one[:5]...)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	res := Gather(insts, plan.Solvers, shuffled)
	if got := Compare(res, plan.Solvers); !reflect.DeepEqual(got, want) {
		t.Errorf("shuffled records with repeats compare differently")
	}
	for _, r := range res {
		for s, c := range r.Cells {
			runs := plan.Runs
			if s == Prescient || s == Exact {
				runs = 1
			}
			if c.Runs != runs {
				t.Errorf("%s %s: %d runs gathered, want %d", r.Name, s, c.Runs, runs)
			}
		}
	}
	// Resuming from half the records runs only the other half.
	plan.Prior = one[:len(one)/2]
	rest := RunRecords(context.Background(), insts, plan)
	if len(rest) != len(one)-len(one)/2 {
		t.Errorf("resumed run made %d records, want %d", len(rest), len(one)-len(one)/2)
	}
	if kept, other := Matching(Tasks(insts, Plan{Solvers: plan.Solvers, Runs: 3, Budget: 999, Seed: 11}), one); len(kept) != 0 || other != len(one) {
		t.Errorf("records of budget 400 matched a plan of budget 999: %d kept", len(kept))
	}
}

// A torn last line (an interrupted writer) is dropped; a bad line before
// it is an error.
func TestReadRecordsTornLine(t *testing.T) {
	good := `{"set":"s","instance":"a","solver":"aco","run":0,"seed":1,"budget":5,"genre":"sudoku","evals":5,"best":2,"solved":false,"ms":1}`
	recs, dropped, err := ReadRecords(strings.NewReader(good+"\n\n"+`{"set":"s","inst`), "f")
	if err != nil || len(recs) != 1 || dropped != 1 || recs[0].Best != 2 {
		t.Errorf("torn: %v %d %v", recs, dropped, err)
	}
	if _, _, err := ReadRecords(strings.NewReader("{oops\n"+good+"\n"), "f"); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("bad first line: %v", err)
	}
	if _, _, err := ReadRecords(strings.NewReader(`{"run":1}`+"\n"), "f"); err == nil {
		t.Error("a record without instance or solver was accepted")
	}
}

func FuzzReadRecords(f *testing.F) {
	f.Add([]byte(`{"set":"s","instance":"a","solver":"aco","run":0,"seed":1,"budget":5,"best":2,"curve":[{"e":1,"c":3}]}` + "\n"))
	f.Add([]byte("\n{\"instance\":\"x\""))
	f.Fuzz(func(t *testing.T, data []byte) {
		recs, _, err := ReadRecords(bytes.NewReader(data), "fuzz")
		if err != nil {
			return
		}
		for _, r := range recs {
			if r.Instance == "" || r.Solver == "" {
				t.Fatalf("accepted %+v", r)
			}
			if _, err := MarshalRecord(r); err != nil {
				t.Fatalf("a record read cannot be written: %v", err)
			}
		}
	})
}

// The report's figures are well-formed SVG: one of solution rates, and
// per genre one of costs and one of convergence.
func TestFigures(t *testing.T) {
	insts := labSet(t)
	solvers := []string{"aco", "random", Prescient, Exact}
	res := Run(context.Background(), insts, Plan{Solvers: solvers, Runs: 2, Budget: 300, Seed: 3})
	figs, err := Figures(res, solvers, 300)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range figs {
		names = append(names, f.Name)
		d := xml.NewDecoder(bytes.NewReader(f.SVG))
		texts := ""
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			if c, ok := tok.(xml.CharData); ok {
				texts += string(c) + "|"
			}
		}
		if !strings.Contains(texts, "aco") || strings.Contains(texts, Prescient) {
			t.Errorf("%s names %s", f.Name, texts)
		}
		if f.Name == "solution-rate.svg" && !strings.Contains(texts, Exact) {
			t.Errorf("the rates leave out the exact solver: %s", texts)
		}
	}
	if want := []string{"solution-rate.svg", "costs-sudoku.svg", "convergence-sudoku.svg"}; !reflect.DeepEqual(names, want) {
		t.Errorf("figures %v, want %v", names, want)
	}
}

// `lab --records FILE` writes one record per run; a second launch refuses
// the file without --resume, and with it runs nothing more and prints the
// same report.
func TestCommandRecordsResume(t *testing.T) {
	set := labSetFile(t)
	dir := t.TempDir()
	recs := filepath.Join(dir, "runs", "r.jsonl")
	args := []string{"--solvers", "aco,random", "--runs", "2", "--budget", "200", "--records", recs,
		"--figures", filepath.Join(dir, "fig"), set}
	var out1, out2, errs bytes.Buffer
	if code := Command(context.Background(), args, &out1, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	b, err := os.ReadFile(recs)
	if err != nil || strings.Count(string(b), "\n") != 2*2*2 {
		t.Fatalf("records file: %v\n%s", err, b)
	}
	if code := Command(context.Background(), args, io.Discard, io.Discard); code != 2 {
		t.Errorf("a second launch on the records without --resume: exit %d", code)
	}
	if code := Command(context.Background(), append([]string{"--resume"}, args...), &out2, &errs); code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errs.String())
	}
	if b2, _ := os.ReadFile(recs); !bytes.Equal(b, b2) {
		t.Error("resuming a finished lab ran again")
	}
	cut := func(s string) string { return s[:strings.LastIndex(s, "\n# ")] } // the time line
	if cut(out1.String()) != cut(out2.String()) {
		t.Errorf("resumed report differs:\n%s\n---\n%s", out1.String(), out2.String())
	}
	if figs, _ := filepath.Glob(filepath.Join(dir, "fig", "*.svg")); len(figs) != 3 {
		t.Errorf("figures %v", figs)
	}
}
