package benchset

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// toy is a test genre read from blocks: each clue token is a digit, '#'
// (meaning 2) or '.', which an answer fills with 1 or 2, so every '.'
// doubles the number of solutions. Metadata "boom yes" makes its solver
// panic.
type toy struct{}

func (toy) Name() string                                { return "benchtoy" }
func (toy) Title() string                               { return "Bench toy" }
func (toy) IDs() []string                               { return []string{"benchtoy"} }
func (toy) Rules() string                               { return "" }
func (toy) Example() string                             { return "" }
func (toy) Decode(urlcodec.Link) (puzzle.Puzzle, error) { return nil, fmt.Errorf("benchtoy: no links") }

func (toy) DecodeBenchmark(cols, rows int, meta map[string]string, sec map[string][]string) (puzzle.Puzzle, error) {
	lines := sec["clues"]
	if len(lines) != rows {
		return nil, fmt.Errorf("benchtoy: %d clue rows, want %d", len(lines), rows)
	}
	p := &toyPuzzle{cols: cols, rows: rows, boom: meta["boom"] == "yes", slow: meta["slow"] == "yes"}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != cols {
			return nil, fmt.Errorf("benchtoy: row %q has %d tokens, want %d", l, len(f), cols)
		}
		for _, t := range f {
			switch t {
			case ".":
				p.clues = append(p.clues, 0)
			case "#":
				p.clues = append(p.clues, 2)
			case "1", "2":
				p.clues = append(p.clues, int(t[0]-'0'))
			default:
				return nil, fmt.Errorf("benchtoy: bad token %q", t)
			}
		}
	}
	return p, nil
}

type toyPuzzle struct {
	cols, rows int
	clues      []int
	boom, slow bool
	calls      int
}

type toyAnswer struct {
	cols int
	v    []int
}

func (a toyAnswer) String() string {
	var b strings.Builder
	for i, v := range a.v {
		if i > 0 {
			if i%a.cols == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		fmt.Fprint(&b, v)
	}
	return b.String()
}

func (p *toyPuzzle) Genre() puzzle.Genre { return toy{} }
func (p *toyPuzzle) Size() (int, int)    { return p.cols, p.rows }
func (p *toyPuzzle) Link() urlcodec.Link {
	return urlcodec.Link{PID: "benchtoy", Cols: p.cols, Rows: p.rows}
}
func (p *toyPuzzle) NewState() puzzle.State { return nil }
func (p *toyPuzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	a := toyAnswer{cols: p.cols}
	for _, t := range strings.Fields(text) {
		a.v = append(a.v, int(t[0]-'0'))
	}
	return a, nil
}
func (p *toyPuzzle) Check(a puzzle.Answer) []puzzle.Violation {
	ta, _ := p.ParseAnswer(a.String())
	v := ta.(toyAnswer).v
	if len(v) != len(p.clues) {
		return []puzzle.Violation{{Msg: "benchtoy: wrong length"}}
	}
	for i, c := range p.clues {
		if (c != 0 && v[i] != c) || v[i] < 1 || v[i] > 2 {
			return []puzzle.Violation{{Msg: "benchtoy: bad cell", At: []grid.Point{{Y: 1, X: 2*i + 1}}}}
		}
	}
	return nil
}

func (p *toyPuzzle) Solve(ctx context.Context, limit int) puzzle.Result {
	p.calls++
	if p.boom {
		panic("benchtoy: boom")
	}
	if p.slow {
		<-ctx.Done()
		return puzzle.Result{Status: puzzle.Unknown}
	}
	a := toyAnswer{cols: p.cols}
	open := 0
	for _, c := range p.clues {
		if c == 0 {
			open++
			c = 1
		}
		a.v = append(a.v, c)
	}
	switch {
	case open == 0:
		return puzzle.Result{Status: puzzle.Unique, Answer: a, Nodes: 1}
	case limit < 2:
		return puzzle.Result{Status: puzzle.Found, Answer: a, Nodes: 1}
	}
	return puzzle.Result{Status: puzzle.Multiple, Answer: a, Nodes: 2}
}

func init() { puzzle.Register(toy{}) }

func TestReadLineFormat(t *testing.T) {
	s, err := ReadFile("testdata/sudoku/mini.txt")
	if err != nil {
		t.Fatal(err)
	}
	if s.Genre != "sudoku" || s.Name != "mini" {
		t.Fatalf("genre %q name %q", s.Genre, s.Name)
	}
	if len(s.Instances) != 4 {
		t.Fatalf("%d instances, want 4", len(s.Instances))
	}
	in := s.Instances[1]
	if in.Name != "mini_open" || in.Cols != 4 || in.Rows != 4 || in.Givens != "12.4341..1434.21" ||
		in.Solution != "1234341221434321" || in.Expect() != ExpectUnique || in.Line != 4 || in.Format != LineFormat {
		t.Fatalf("bad instance %+v", in)
	}
	if c := s.Instances[2]; c.Solution != "" || c.Expect() != ExpectNone {
		t.Fatalf("'-' solution or unique=none misread: %+v", c)
	}
}

func TestReadBlockFormat(t *testing.T) {
	s, err := ReadFile("testdata/benchtoy/toy.txt")
	if err != nil {
		t.Fatal(err)
	}
	if s.Genre != "benchtoy" || len(s.Instances) != 5 {
		t.Fatalf("genre %q, %d instances", s.Genre, len(s.Instances))
	}
	u := s.Instances[0]
	if u.Cols != 3 || u.Rows != 2 || u.Format != BlockFormat || u.Meta["solution"] != "given" {
		t.Fatalf("bad header %+v", u)
	}
	// '#' inside a block is data, not a comment.
	if got := strings.Join(u.Sections["clues"], "|"); got != "1 2 1|# 2 1" {
		t.Fatalf("clues %q", got)
	}
	if u.Solution != "1 2 1\n2 2 1" || u.Expect() != ExpectUnique {
		t.Fatalf("solution %q expect %v", u.Solution, u.Expect())
	}
	if s.Instances[1].Expect() != ExpectMultiple {
		t.Fatal("`unique no` should expect several solutions")
	}
	if mark, bad := s.Instances[4].Invalid(); !bad || mark != "arrow_cycle" {
		t.Fatal("arrow_cycle yes not seen as an invalid mark")
	}
}

func TestReadErrors(t *testing.T) {
	cases := map[string]string{
		"@puzzle a\nsize 2 2\nclues:\n. .\n":                     "no @end",
		"@puzzle a\nclues:\n@end\n":                              "must start with `size",
		"@puzzle a\nsize 1 1\n@end\n@puzzle a\nsize 1 1\n@end\n": "already appears",
		"@puzzle a\nsize 1 1\n@puzzle b\n":                       "missing @end",
		"x 9 123\n":                                              "fields",
		"x nine 1 -\n":                                           "not a number",
		"x 4 1 - unique\n":                                       "not key=value",
		"@end\n":                                                 "outside a block",
	}
	for text, want := range cases {
		_, err := Read(strings.NewReader(text), "sudoku/t.txt")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one containing %q", text, err, want)
		}
		if err != nil && !strings.HasPrefix(err.Error(), "benchset: ") {
			t.Errorf("error %q lacks the package name", err)
		}
	}
}

func TestSample(t *testing.T) {
	var list []Instance
	for i := 0; i < 10; i++ {
		list = append(list, Instance{Name: fmt.Sprint(i)})
	}
	var got []string
	for _, in := range Sample(list, 3) {
		got = append(got, in.Name)
	}
	if strings.Join(got, ",") != "0,3,6" {
		t.Fatalf("sample of 3 from 10 = %v", got)
	}
	if len(Sample(list, 0)) != 10 || len(Sample(list, 11)) != 10 {
		t.Fatal("n <= 0 or n >= len must keep everything")
	}
}

func TestSummarize(t *testing.T) {
	s := Summarize([]float64{4, 1, 3, 2})
	want := Stats{N: 4, Median: 2.5, Q1: 1.75, Q3: 3.25, P95: 3.85, P99: 3.97, Max: 4, Sum: 10, PerSecond: 400}
	for _, c := range [][2]float64{{s.Median, want.Median}, {s.Q1, want.Q1}, {s.Q3, want.Q3},
		{s.P95, want.P95}, {s.P99, want.P99}, {s.Max, want.Max}, {s.PerSecond, want.PerSecond}} {
		if math.Abs(c[0]-c[1]) > 1e-9 {
			t.Fatalf("Summarize = %+v, want %+v", s, want)
		}
	}
	if one := Summarize([]float64{7}); one.Median != 7 || one.P99 != 7 || one.Q1 != 7 {
		t.Fatalf("single value: %+v", one)
	}
	if Summarize(nil).N != 0 {
		t.Fatal("empty input")
	}
}

func TestRunJudgesOutcomes(t *testing.T) {
	s, err := ReadFile("testdata/benchtoy/toy.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct {
		ok     bool
		status string
		err    string
	}{
		"toy_unique":       {true, "unique", ""},
		"toy_multi":        {true, "multiple", ""},
		"toy_wrong_record": {false, "unique", "differs from the recorded"},
		"toy_boom":         {false, "", "panic: benchtoy: boom"},
		"toy_cycle":        {true, "invalid", "arrow_cycle"},
	}
	for i := range s.Instances {
		in := &s.Instances[i]
		o := Run(context.Background(), s.Genre, s.Name, in, Options{})
		w := want[in.Name]
		if o.OK != w.ok || o.Status != w.status || !strings.Contains(o.Error, w.err) {
			t.Errorf("%s: ok=%v status=%q error=%q; want ok=%v status=%q error containing %q",
				in.Name, o.OK, o.Status, o.Error, w.ok, w.status, w.err)
		}
	}
	u := Run(context.Background(), s.Genre, s.Name, &s.Instances[0], Options{})
	if !u.Checked || u.Matches == nil || !*u.Matches {
		t.Fatalf("unique toy: checked=%v matches=%v", u.Checked, u.Matches)
	}
	if m := Run(context.Background(), s.Genre, s.Name, &s.Instances[1], Options{}); m.Matches != nil {
		t.Fatal("matches must be null when there is nothing to compare")
	}
	// The file's folder decides the genre unless told otherwise.
	if o := Run(context.Background(), "nosuchgenre", s.Name, &s.Instances[0], Options{}); o.OK ||
		!strings.Contains(o.Error, `genre "nosuchgenre" is not available`) {
		t.Fatalf("unknown genre: %+v", o)
	}
	// Crosscheck needs a reference solver, which the toy lacks.
	if o := Run(context.Background(), s.Genre, s.Name, &s.Instances[0], Options{Crosscheck: true}); o.OK ||
		!strings.Contains(o.Error, "no reference solver") {
		t.Fatalf("crosscheck without a reference solver: %+v", o)
	}
}

// --first stops at the first checked answer: a board with two answers
// comes out "found" (not "multiple") and still passes.
func TestRunFirstOnly(t *testing.T) {
	s, err := ReadFile("testdata/benchtoy/toy.txt")
	if err != nil {
		t.Fatal(err)
	}
	o := Run(context.Background(), s.Genre, s.Name, &s.Instances[1], Options{FirstOnly: true})
	if !o.OK || o.Status != "found" || !o.Checked || o.MS != o.FirstMS {
		t.Fatalf("first only: %+v", o)
	}
	if rows := Summarise([]Outcome{o}).Rows; len(rows) != 1 || rows[0].Metric != "first" {
		t.Fatalf("a first-only run has no settled times: %+v", rows)
	}
}

// A first search that runs out of time fails the instance, and the
// settled search is not started only to time out again.
func TestRunDeadline(t *testing.T) {
	in := Instance{Name: "slow", Cols: 1, Rows: 1, Format: BlockFormat,
		Meta: map[string]string{"slow": "yes"}, Sections: map[string][]string{"clues": {"."}}}
	start := time.Now()
	o := Run(context.Background(), "benchtoy", "t", &in, Options{Timeout: 30 * time.Millisecond})
	if o.OK || o.Status != "unknown" || !strings.Contains(o.Error, "no answer within 30ms") {
		t.Fatalf("%+v", o)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("took %v", d)
	}
	if o.MS != o.FirstMS {
		t.Fatalf("settled time %v differs from the first %v: a second search ran", o.MS, o.FirstMS)
	}
}

// The warm-up is bounded by its own short deadline, not by --timeout: a
// long crosscheck of one hard board must not run that board twice.
func TestWarmUpIsBounded(t *testing.T) {
	defer func(d time.Duration) { warmUpTimeout = d }(warmUpTimeout)
	warmUpTimeout = 30 * time.Millisecond
	in := Instance{Name: "slow", Cols: 1, Rows: 1, Format: BlockFormat,
		Meta: map[string]string{"slow": "yes"}, Sections: map[string][]string{"clues": {"."}}}
	start := time.Now()
	warmUp(context.Background(), "benchtoy", []Instance{in}, Options{Timeout: time.Hour, Crosscheck: true})
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("warm-up with --timeout 1h took %v; want about 30 ms", d)
	}
}

func TestRunSudoku(t *testing.T) {
	s, err := ReadFile("testdata/sudoku/mini.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 1} {
		o := Run(context.Background(), "sudoku", s.Name, &s.Instances[i], Options{})
		if !o.OK || o.Status != "unique" || !o.Checked || o.Matches == nil || !*o.Matches {
			t.Fatalf("%s: %+v", s.Instances[i].Name, o)
		}
	}
	// Givens that already clash prove "none"; a truncated puzzle is a failure.
	clash := Run(context.Background(), "sudoku", s.Name, &s.Instances[2], Options{})
	if !clash.OK || clash.Status != "none" || !strings.Contains(clash.Error, "sudoku:") {
		t.Fatalf("clash: %+v", clash)
	}
	short := Run(context.Background(), "sudoku", s.Name, &s.Instances[3], Options{})
	if short.OK || !strings.Contains(short.Error, "decode: sudoku:") {
		t.Fatalf("short: %+v", short)
	}
	if p, err := s.Instances[1].Decode("sudoku"); err != nil || puzzle.LinkOf(p) == "" {
		t.Fatalf("decode mini_open: %v", err)
	}
	if _, err := s.Instances[1].Decode("benchtoy"); err == nil {
		t.Fatal("a Sudoku line read as another genre")
	}
}

func TestCommandText(t *testing.T) {
	var out, errOut bytes.Buffer
	code := Command(context.Background(), []string{"testdata/benchtoy/toy.txt", "--sample", "0"}, &out, &errOut)
	if code != 1 {
		t.Fatalf("exit %d (2 failures expected), stderr %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if last := lines[len(lines)-1]; last != "3 solved, 2 failed" {
		t.Fatalf("last line %q", last)
	}
	text := out.String()
	for _, want := range []string{
		"# testdata/benchtoy/toy.txt: genre benchtoy, 5 of 5 instances\n",
		"ok   toy_unique 3x2 unique first_ms=",
		"FAIL toy_wrong_record 2x1 unique ",
		"ok   toy_cycle 1x1 invalid first_ms=0.000 ms=0.000 error=",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	// Table: a header, then two metrics per (set, size) that reached a solver.
	header := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "set ") {
			header = i
		}
	}
	if header < 0 {
		t.Fatalf("no table header:\n%s", text)
	}
	for _, want := range []string{"median", "q1", "q3", "p95", "p99", "max"} {
		if !strings.Contains(lines[header], want) {
			t.Fatalf("header %q lacks %s", lines[header], want)
		}
	}
	rows := lines[header+1 : len(lines)-1]
	if len(rows) != 4 || !strings.HasPrefix(rows[0], "toy 2x1") || !strings.Contains(rows[0], "first") {
		t.Fatalf("table rows (two sizes by area, two metrics each):\n%s", strings.Join(rows, "\n"))
	}
}

func TestCommandJSON(t *testing.T) {
	var out, errOut bytes.Buffer
	Command(context.Background(), []string{"--json", "--sample", "2", "testdata/benchtoy/toy.txt"}, &out, &errOut)
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 2 instance lines and a summary, got:\n%s", out.String())
	}
	var o map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &o); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"name", "size", "status", "checked", "matches", "ms", "first_ms", "error"} {
		if _, ok := o[k]; !ok {
			t.Errorf("instance line lacks %q: %s", k, lines[0])
		}
	}
	if o["name"] != "toy_unique" || o["matches"] != true {
		t.Fatalf("first sampled instance: %s", lines[0])
	}
	var sum Summary
	if err := json.Unmarshal([]byte(lines[2]), &sum); err != nil || !sum.Summary || sum.Solved+sum.Failed != 2 {
		t.Fatalf("summary %s (%v)", lines[2], err)
	}
}

// The exit status tells a run that only ran out of time (3) from one
// with a wrong answer (1), so scripts can retry with a longer deadline.
func TestCommandExitOutOfTime(t *testing.T) {
	dir := t.TempDir()
	slow := "@puzzle toy_slow\nsize 1 1\nslow yes\nclues:\n.\n@end\n"
	ok := "@puzzle toy_fine\nsize 1 1\nunique yes\nclues:\n1\n@end\n"
	wrong := "@puzzle toy_wrong\nsize 2 1\nunique yes\nclues:\n1 1\nsolution:\n1 2\n@end\n"
	write := func(name, text string) string {
		f := filepath.Join(dir, "benchtoy", name)
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, c := range []struct {
		name, text string
		want       int
	}{
		{"settled.txt", ok, ExitSettled},
		{"slow.txt", ok + slow, ExitUnsettled},
		{"wrong.txt", slow + wrong, ExitFailed},
	} {
		var out, errOut bytes.Buffer
		code := Command(context.Background(), []string{"--timeout", "50ms", write(c.name, c.text)}, &out, &errOut)
		if code != c.want {
			t.Errorf("%s: exit %d, want %d\n%s%s", c.name, code, c.want, out.String(), errOut.String())
		}
		if c.want == ExitUnsettled && !strings.Contains(out.String(), "1 of the failures ran out of time\n") {
			t.Errorf("%s: the text output does not count the deadline failure:\n%s", c.name, out.String())
		}
	}
	if WorseExit(ExitUnsettled, ExitInvalid) != ExitInvalid || WorseExit(ExitFailed, ExitUnsettled) != ExitFailed || WorseExit(ExitSettled, ExitUnsettled) != ExitUnsettled {
		t.Error("WorseExit does not rank failed > invalid > out of time > settled")
	}
}

func TestCommandUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := Command(context.Background(), nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "usage") {
		t.Fatalf("no files: exit %d, stderr %q", code, errOut.String())
	}
	errOut.Reset()
	if code := Command(context.Background(), []string{"testdata/missing.txt"}, &out, &errOut); code != 2 ||
		!strings.Contains(errOut.String(), "benchset:") {
		t.Fatalf("missing file: exit %d, stderr %q", code, errOut.String())
	}
}

// TestSharedBenchmarksParse reads every real set file, so a format change
// in ../shared/benchmarks shows up here first.
func TestSharedBenchmarksParse(t *testing.T) {
	dir := benchmarksDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*", "*.txt"))
	if len(files) == 0 {
		t.Skip("no set files in " + dir)
	}
	for _, f := range files {
		s, err := ReadFile(f)
		if err != nil {
			t.Error(err)
			continue
		}
		if len(s.Instances) == 0 {
			t.Errorf("%s: no instances", f)
		}
		for _, in := range s.Instances {
			if in.Format == BlockFormat && in.Meta["solution"] != "unknown" && in.Meta["solution"] != "" && in.Solution == "" {
				t.Errorf("%s: %s says solution %s but has none", f, in.Name, in.Meta["solution"])
			}
		}
	}
}

// benchmarksDir finds the shared sets: $PENCILBOX_BENCHMARKS, else
// ../shared/benchmarks beside the module root; it skips when absent.
func benchmarksDir(t *testing.T) string {
	if d := os.Getenv("PENCILBOX_BENCHMARKS"); d != "" {
		return d
	}
	d, err := filepath.Abs("../../../shared/benchmarks")
	if err != nil {
		t.Skip(err)
	}
	if _, err := os.Stat(d); err != nil {
		t.Skip("benchmark sets not found (set PENCILBOX_BENCHMARKS or put them at ../shared/benchmarks): " + d)
	}
	return d
}

// refToy is the toy with a reference solver that answers ref.
type refToy struct {
	*toyPuzzle
	ref puzzle.Result
}

func (p refToy) SolveReference(ctx context.Context, limit int) puzzle.Result { return p.ref }

// A reference that runs out of time is counted apart, not as a
// disagreement; a reference that settles differently is a contradiction;
// a fast solver that does not settle fails without contradicting, unless
// its partial answer already does.
func TestCrosscheckVerdicts(t *testing.T) {
	p := &toyPuzzle{cols: 2, rows: 1, clues: []int{1, 2}}
	fast := p.Solve(context.Background(), 2)
	if fast.Status != puzzle.Unique {
		t.Fatalf("toy: %v", fast.Status)
	}
	found := fast
	found.Status = puzzle.Found
	unknown := puzzle.Result{Status: puzzle.Unknown}
	cases := []struct {
		name            string
		fast, ref       puzzle.Result
		verdict, failed string
	}{
		{"both unique", fast, fast, "agrees", ""},
		{"reference out of time", fast, unknown, "timed out", ""},
		{"reference says none", fast, puzzle.Result{Status: puzzle.None}, "contradiction", "reference says none"},
		{"fast found, reference unique", found, fast, "fast unsettled", "no contradiction"},
		{"fast out of time", unknown, fast, "fast unsettled", "no contradiction"},
		{"fast found, reference none", found, puzzle.Result{Status: puzzle.None}, "contradiction", "reference says none"},
		{"neither settled", found, unknown, "both unsettled", "neither settled"},
	}
	for _, c := range cases {
		verdict, _, msg := crosscheck(context.Background(), refToy{p, c.ref}, time.Second, c.fast)
		if verdict != c.verdict || (c.failed == "") != (msg == "") || !strings.Contains(msg, c.failed) {
			t.Errorf("%s: verdict %q, message %q; want %q, %q", c.name, verdict, msg, c.verdict, c.failed)
		}
	}
}

// With --crosscheck each instance carries the reference's time, and the
// summary gives it its own row beside the fast solver's.
func TestCrosscheckReferenceTime(t *testing.T) {
	p := &toyPuzzle{cols: 2, rows: 1, clues: []int{1, 2}}
	slowRef := slowReference{refToy{p, p.Solve(context.Background(), 2)}, 20 * time.Millisecond}
	verdict, refMS, msg := crosscheck(context.Background(), slowRef, time.Second, p.Solve(context.Background(), 2))
	if verdict != "agrees" || msg != "" || refMS < 20 {
		t.Fatalf("verdict %q, ref_ms %.3f, message %q; want agrees, >= 20 ms", verdict, refMS, msg)
	}
	o := Outcome{Set: "toy", Size: "2x1", OK: true, Reference: verdict, RefMS: refMS, timed: true}
	rows := Summarise([]Outcome{o}).Rows
	if len(rows) != 3 || rows[2].Metric != "reference" || rows[2].Median != refMS {
		t.Fatalf("summary rows %+v; want first, settled and reference (median %.3f)", rows, refMS)
	}
	if line := FormatOutcome(o); !strings.Contains(line, fmt.Sprintf(`reference="agrees" ref_ms=%.3f`, refMS)) {
		t.Fatalf("text line %q lacks the reference time", line)
	}
}

// slowReference answers like its reference after a pause.
type slowReference struct {
	refToy
	pause time.Duration
}

func (p slowReference) SolveReference(ctx context.Context, limit int) puzzle.Result {
	time.Sleep(p.pause)
	return p.refToy.SolveReference(ctx, limit)
}

// Flags may come before, between or after the positional arguments, and
// "--" passes what follows as positional even when it looks like a flag.
func TestParseInterspersed(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "")
	timeout := fs.Duration("timeout", 0, "")
	pos, err := ParseInterspersed(fs, []string{"a.txt", "--json", "b.txt", "--timeout", "2s", "--", "--c.txt"})
	if err != nil || !*asJSON || *timeout != 2*time.Second || strings.Join(pos, " ") != "a.txt b.txt --c.txt" {
		t.Fatalf("positional %q, json %v, timeout %v, err %v", pos, *asJSON, *timeout, err)
	}
	if _, err := ParseInterspersed(fs, []string{"a.txt", "--nonsense"}); err == nil {
		t.Fatal("an unknown flag after a file was accepted")
	}
}
