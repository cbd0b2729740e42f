package benchset

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Usage is the synopsis of the bench command.
const Usage = "bench [--json] [--genre G] [--timeout D] [--crosscheck] [--first] [--sample N] [--size WxH,...] [--mem] [--cpu] FILE..."

// Command is `pencilbox bench` (and the js/wasm benchmark main): it reads
// the set files, runs every (or a sample of every) instance and prints one
// line per instance, a table per set and size, and last exactly
// "N solved, M failed". With --json it prints only JSON lines: one
// Outcome per instance and a final Summary. It returns the exit status
// (exit.go): ExitSettled when every instance passed, ExitUnsettled when
// the only failures were deadlines, ExitFailed for any other failure and
// ExitInvalid for bad flags or an unreadable file.
func Command(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print JSON lines only")
	genre := fs.String("genre", "", "genre of every file (default: the name of the file's folder)")
	timeout := fs.Duration("timeout", DefaultTimeout, "deadline of each solver call")
	cross := fs.Bool("crosscheck", false, "also run the reference solver and compare")
	firstOnly := fs.Bool("first", false, "stop at the first checked answer (uniqueness left unsettled)")
	sample := fs.Int("sample", 0, "a fixed, evenly spread N instances per file (0 = all)")
	sizes := fs.String("size", "", "only instances of these sizes (comma-separated WxH, as the size column prints them)")
	cpu := fs.Bool("cpu", false, "also measure each search's process CPU time (cpu_first_ms, cpu_ms; cpu_first and cpu_settled rows), natively")
	mem := fs.Bool("mem", false, "measure each instance's peak memory (peak_mb on its line, a peak_mb row per size)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: pencilbox "+Usage)
		fs.PrintDefaults()
		fmt.Fprint(stderr, ExitCodesHelp)
	}
	files, err := ParseInterspersed(fs, args)
	if err != nil {
		return ExitInvalid
	}
	if len(files) == 0 || (*firstOnly && *cross) {
		fs.Usage()
		return ExitInvalid
	}
	var sets []*Set
	for _, f := range files {
		s, err := ReadFile(f)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return ExitInvalid
		}
		if *genre != "" {
			s.Genre = *genre
		}
		sets = append(sets, s)
	}

	opt := Options{Timeout: *timeout, Crosscheck: *cross, FirstOnly: *firstOnly, Memory: *mem, CPU: *cpu}
	var outcomes []Outcome
	enc := json.NewEncoder(stdout)
	for _, s := range sets {
		list := Sample(OfSizes(s.Instances, *sizes), *sample)
		if !*asJSON {
			fmt.Fprintf(stdout, "# %s: genre %s, %d of %d instances\n", s.Path, s.Genre, len(list), len(s.Instances))
		}
		warmUp(ctx, s.Genre, list, opt)
		for i := range list {
			if ctx.Err() != nil {
				break
			}
			o := Run(ctx, s.Genre, s.Name, &list[i], opt)
			outcomes = append(outcomes, o)
			if *asJSON {
				enc.Encode(o)
			} else {
				fmt.Fprintln(stdout, FormatOutcome(o))
			}
		}
	}
	sum := Summarise(outcomes)
	if *asJSON {
		enc.Encode(sum)
	} else {
		WriteTable(stdout, sum.Rows)
		if sum.OutOfTime > 0 {
			fmt.Fprintf(stdout, "%d of the failures ran out of time\n", sum.OutOfTime)
		}
		fmt.Fprintf(stdout, "%d solved, %d failed\n", sum.Solved, sum.Failed)
		if sum.Agreed+sum.RefTimedOut+sum.FastUnsettled+sum.BothUnsettled+sum.Contradictions > 0 {
			fmt.Fprintf(stdout, "crosscheck: %d agree, %d with the reference out of time, %d with the fast solver unsettled, %d with neither settled, %d contradictions\n",
				sum.Agreed, sum.RefTimedOut, sum.FastUnsettled, sum.BothUnsettled, sum.Contradictions)
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "benchset: run interrupted:", ctx.Err())
		return ExitFailed
	}
	switch {
	case sum.Failed > sum.OutOfTime:
		return ExitFailed
	case sum.Failed > 0:
		return ExitUnsettled
	}
	return ExitSettled
}

// warmUp solves the first instance of each size once, untimed, so one-time
// costs (lazy tables, heap growth, and under WASM the JIT) do not land on
// whichever instance happens to come first. Those costs are paid in the
// first moments, so the warm-up gets at most warmUpTimeout and no
// reference: with a long --timeout a hard first instance would otherwise
// run twice (a 900 s crosscheck of one board took up to four times 900 s).
func warmUp(ctx context.Context, genre string, list []Instance, opt Options) {
	opt.Crosscheck = false
	if opt.Timeout <= 0 || opt.Timeout > warmUpTimeout {
		opt.Timeout = warmUpTimeout
	}
	seen := map[string]bool{}
	for i := range list {
		if size := list[i].Size(); !seen[size] {
			seen[size] = true
			Run(ctx, genre, "", &list[i], opt)
		}
	}
}

// warmUpTimeout bounds each warm-up call (a variable so a test can shorten it).
var warmUpTimeout = 2 * time.Second

// FormatOutcome is the text line of one instance:
//
//	ok   <name> <size> <status> first_ms=<t> ms=<t> [nodes=<n>] [reference="<verdict>" ref_ms=<t>] [cpu_first_ms=<t> cpu_ms=<t>] [peak_mb=<m>] [error="..."]
//	FAIL <name> ...
func FormatOutcome(o Outcome) string {
	var b strings.Builder
	if o.OK {
		b.WriteString("ok   ")
	} else {
		b.WriteString("FAIL ")
	}
	status := o.Status
	if status == "" {
		status = "-"
	}
	fmt.Fprintf(&b, "%s %s %s first_ms=%.3f ms=%.3f", o.Name, o.Size, status, o.FirstMS, o.MS)
	if o.Nodes > 0 {
		fmt.Fprintf(&b, " nodes=%d", o.Nodes)
	}
	if o.Reference != "" {
		fmt.Fprintf(&b, " reference=%q ref_ms=%.3f", o.Reference, o.RefMS)
	}
	if o.CPUFirstMS > 0 || o.CPUMS > 0 {
		fmt.Fprintf(&b, " cpu_first_ms=%.3f cpu_ms=%.3f", o.CPUFirstMS, o.CPUMS)
	}
	if o.PeakMB > 0 {
		fmt.Fprintf(&b, " peak_mb=%.1f", o.PeakMB)
	}
	if o.Error != "" {
		fmt.Fprintf(&b, " error=%q", o.Error)
	}
	return b.String()
}

// Row is one line of the statistics table: the times of one set and
// size, for one metric ("first": time to the first answer; "settled":
// time with uniqueness settled; "reference": the reference solver's time
// with --crosscheck; "cpu_first" and "cpu_settled": with --cpu, the
// process CPU times of the two searches; "peak_mb": with --mem, the instances' peak memory in
// MB instead of times, per_s left 0).
type Row struct {
	Set    string `json:"set"`
	Size   string `json:"size"`
	Metric string `json:"metric"`
	Stats
}

// Summary is the final JSON object of a run.
type Summary struct {
	Summary bool `json:"summary"` // always true: tells the summary line from instance lines
	Solved  int  `json:"solved"`
	Failed  int  `json:"failed"`
	// OutOfTime counts the failures that were only deadlines (Outcome.OutOfTime).
	OutOfTime int `json:"out_of_time,omitempty"`
	// With --crosscheck, the instances per verdict: the reference agreed;
	// it ran out of time while the fast solver settled; the fast solver
	// did not settle while the reference did; neither settled; they
	// contradict each other.
	Agreed         int   `json:"crosscheck_agreed,omitempty"`
	RefTimedOut    int   `json:"crosscheck_reference_timeouts,omitempty"`
	FastUnsettled  int   `json:"crosscheck_fast_unsettled,omitempty"`
	BothUnsettled  int   `json:"crosscheck_both_unsettled,omitempty"`
	Contradictions int   `json:"crosscheck_contradictions,omitempty"`
	Rows           []Row `json:"sizes"`
}

// Summarise counts the outcomes and computes the per-set, per-size
// statistics of the instances that reached a solver, in first-seen order
// of sets and in ascending size order within a set.
func Summarise(outs []Outcome) Summary {
	s := Summary{Summary: true}
	type key struct{ set, size string }
	first := map[key][]float64{}
	settled := map[key][]float64{}
	reference := map[key][]float64{}
	peak := map[key][]float64{}
	cpuFirst := map[key][]float64{}
	cpuSettled := map[key][]float64{}
	var order []key
	for _, o := range outs {
		if o.OK {
			s.Solved++
		} else {
			s.Failed++
			if o.OutOfTime {
				s.OutOfTime++
			}
		}
		switch o.Reference {
		case "agrees":
			s.Agreed++
		case "timed out":
			s.RefTimedOut++
		case "fast unsettled":
			s.FastUnsettled++
		case "both unsettled":
			s.BothUnsettled++
		case "contradiction":
			s.Contradictions++
		}
		if !o.timed {
			continue
		}
		k := key{o.Set, o.Size}
		if _, seen := first[k]; !seen {
			order = append(order, k)
		}
		first[k] = append(first[k], o.FirstMS)
		if !o.firstOnly {
			settled[k] = append(settled[k], o.MS)
		}
		if o.Reference != "" {
			reference[k] = append(reference[k], o.RefMS)
		}
		if o.PeakMB > 0 {
			peak[k] = append(peak[k], o.PeakMB)
		}
		if o.CPUFirstMS > 0 || o.CPUMS > 0 {
			cpuFirst[k] = append(cpuFirst[k], o.CPUFirstMS)
			if !o.firstOnly {
				cpuSettled[k] = append(cpuSettled[k], o.CPUMS)
			}
		}
	}
	setIndex := map[string]int{}
	for _, k := range order {
		if _, ok := setIndex[k.set]; !ok {
			setIndex[k.set] = len(setIndex)
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if a.set != b.set {
			return setIndex[a.set] < setIndex[b.set]
		}
		return sizeLess(a.size, b.size)
	})
	for _, k := range order {
		s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "first", Stats: Summarize(first[k])})
		if len(settled[k]) > 0 {
			s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "settled", Stats: Summarize(settled[k])})
		}
		if len(reference[k]) > 0 {
			s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "reference", Stats: Summarize(reference[k])})
		}
		if len(cpuFirst[k]) > 0 {
			s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "cpu_first", Stats: Summarize(cpuFirst[k])})
		}
		if len(cpuSettled[k]) > 0 {
			s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "cpu_settled", Stats: Summarize(cpuSettled[k])})
		}
		if len(peak[k]) > 0 {
			st := Summarize(peak[k])
			st.PerSecond = 0 // not a rate
			s.Rows = append(s.Rows, Row{Set: k.set, Size: k.size, Metric: "peak_mb", Stats: st})
		}
	}
	return s
}

// sizeLess orders "9x9" before "16x16" (by area, then text).
func sizeLess(a, b string) bool {
	var ac, ar, bc, br int
	fmt.Sscanf(a, "%dx%d", &ac, &ar)
	fmt.Sscanf(b, "%dx%d", &bc, &br)
	if ac*ar != bc*br {
		return ac*ar < bc*br
	}
	return a < b
}

// WriteTable prints the statistics table (times in milliseconds).
func WriteTable(w io.Writer, rows []Row) {
	if len(rows) == 0 {
		return
	}
	setW := len("set")
	for _, r := range rows {
		setW = max(setW, len(r.Set))
	}
	// The metric column is 9 wide unless a longer metric (cpu_settled)
	// needs more, so runs without one print exactly as before.
	metricW := 9
	for _, r := range rows {
		metricW = max(metricW, len(r.Metric))
	}
	fmt.Fprintf(w, "%-*s %-7s %-*s %6s %9s %9s %9s %9s %9s %9s %10s\n",
		setW, "set", "size", metricW, "metric", "n", "median", "q1", "q3", "p95", "p99", "max", "per_s")
	for _, r := range rows {
		fmt.Fprintf(w, "%-*s %-7s %-*s %6d %9.3f %9.3f %9.3f %9.3f %9.3f %9.3f %10.1f\n",
			setW, r.Set, r.Size, metricW, r.Metric, r.N, r.Median, r.Q1, r.Q3, r.P95, r.P99, r.Max, r.PerSecond)
	}
}

// ParseInterspersed lets flags and positional arguments come in any order
// (`bench FILE --json` as well as `bench --json FILE`); "--" ends flags.
// Every pencilbox subcommand parses its arguments with it.
func ParseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos, rest []string
	for i, a := range args {
		if a == "--" {
			args, rest = args[:i], args[i+1:]
			break
		}
	}
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(pos, rest...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// OfSizes keeps the instances whose size ("WxH") is in the comma-separated
// list; an empty list keeps all.
func OfSizes(list []Instance, sizes string) []Instance {
	if sizes == "" {
		return list
	}
	want := map[string]bool{}
	for _, s := range strings.Split(sizes, ",") {
		want[strings.TrimSpace(s)] = true
	}
	var out []Instance
	for _, in := range list {
		if want[in.Size()] {
			out = append(out, in)
		}
	}
	return out
}
