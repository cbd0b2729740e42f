package benchset

import (
	"context"
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"pencilbox/solver/puzzle"
)

// BlockDecoder is implemented by a Genre that can build a puzzle from a
// block of its benchmark set (size, metadata and sections as read). It
// uses only standard types so genre packages need not import benchset.
type BlockDecoder interface {
	DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error)
}

// LineDecoder is implemented by a Genre whose sets may use the one-line
// format (Sudoku's: size and givens on one line), so this package reads
// every genre through the registry and imports none.
type LineDecoder interface {
	DecodeBenchmarkLine(n int, givens string) (puzzle.Puzzle, error)
}

// Decode builds the instance's puzzle for the named genre: lines go to the
// genre's LineDecoder, blocks to its BlockDecoder.
func (in *Instance) Decode(genre string) (puzzle.Puzzle, error) {
	g, ok := puzzle.ByName(genre)
	if !ok {
		return nil, fmt.Errorf("benchset: genre %q is not available", genre)
	}
	if in.Format == LineFormat {
		ld, ok := g.(LineDecoder)
		if !ok {
			return nil, fmt.Errorf("benchset: %s is in the one-line format, which %s sets do not use", in.Name, genre)
		}
		return ld.DecodeBenchmarkLine(in.Cols, in.Givens)
	}
	bd, ok := g.(BlockDecoder)
	if !ok {
		return nil, fmt.Errorf("benchset: genre %q cannot read benchmark blocks yet", genre)
	}
	return bd.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
}

// Options control a run.
type Options struct {
	Timeout    time.Duration // per solver call; 0 means DefaultTimeout
	Crosscheck bool          // also run the ReferenceSolver and compare
	// FirstOnly stops at the first checked answer (limit 1) and leaves
	// uniqueness as the first call reports it: for floors that ask only
	// "solved and checked" on sets too big to settle in one sitting.
	FirstOnly bool
	// Memory measures each instance's peak memory (memory.go).
	Memory bool
	// CPU measures each instance's process CPU time beside its wall time
	// (natively on unix only): on a loaded machine wall times stretch
	// with the load, CPU times much less.
	CPU bool
}

// DefaultTimeout is the deadline of each solver call in a benchmark.
const DefaultTimeout = 60 * time.Second

// Outcome is the result of one instance; its JSON form is the stable
// `pencilbox bench --json` line.
type Outcome struct {
	Set     string `json:"set"`
	Name    string `json:"name"`
	Size    string `json:"size"`
	Status  string `json:"status"`  // unique, multiple, none, unknown, found, invalid
	Checked bool   `json:"checked"` // the rule checker accepted the answer
	Matches *bool  `json:"matches"` // answer equals the recorded solution; null when nothing to compare
	// MS is the time with uniqueness settled (limit 2); FirstMS the time
	// to the first answer (limit 1), measured first, on the freshly decoded
	// puzzle, as tdoku measures. The settled search runs right after on
	// the same puzzle, so it starts with warm caches: on microsecond
	// puzzles it can come out faster than the first answer.
	MS      float64 `json:"ms"`
	FirstMS float64 `json:"first_ms"`
	Nodes   int64   `json:"nodes,omitempty"`
	// Reference is the crosscheck's verdict (with --crosscheck): "agrees",
	// "timed out" (only the reference did not settle: counted apart, not a
	// failure), "fast unsettled", "both unsettled" or "contradiction" (the
	// last three fail the instance). See crosscheck.
	Reference string `json:"reference,omitempty"`
	// RefMS is the reference solver's time (limit 2) with --crosscheck, so
	// a run shows what the fast solver buys over it.
	RefMS float64 `json:"ref_ms,omitempty"`
	// PeakMB is the most memory the runtime held while the instance ran
	// (with --mem; memory.go says how it is measured).
	PeakMB float64 `json:"peak_mb,omitempty"`
	// CPUFirstMS and CPUMS are the process CPU times of the two searches
	// (with --cpu, where the platform has a CPU clock); they include the
	// garbage collector's work on other threads.
	CPUFirstMS float64 `json:"cpu_first_ms,omitempty"`
	CPUMS      float64 `json:"cpu_ms,omitempty"`
	OK         bool    `json:"ok"`
	Error      string  `json:"error"`
	// OutOfTime marks a failure that is only a deadline: no answer in
	// time, or a crosscheck where a solver did not settle. The exit status
	// tells such runs from wrong answers.
	OutOfTime bool `json:"out_of_time,omitempty"`
	// timed says the instance reached the solver, so its times count in
	// the statistics (refused or undecodable instances do not).
	timed bool
	// firstOnly: no settled search ran (--first), so MS is not a settled time.
	firstOnly bool
}

// Run decodes and solves one instance and judges the result against what
// the file says. It never panics: a panic inside a genre becomes a failed
// outcome carrying the message.
func Run(ctx context.Context, genre, set string, in *Instance, opt Options) (out Outcome) {
	out = Outcome{Set: set, Name: in.Name, Size: in.Size()}
	defer func() {
		if r := recover(); r != nil {
			out.OK, out.timed = false, false
			out.Error = fmt.Sprintf("panic: %v\n%s", r, firstFrames(debug.Stack()))
		}
	}()
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	fail := func(format string, args ...any) Outcome {
		out.OK = false
		out.Error = fmt.Sprintf(format, args...)
		return out
	}
	expect := in.Expect()

	p, err := in.Decode(genre)
	if err != nil {
		if mark, bad := in.Invalid(); bad {
			out.Status, out.OK, out.Error = "invalid", true, fmt.Sprintf("refused as the file marks it (%s): %v", mark, err)
			return out
		}
		if expect == ExpectNone && in.Format == LineFormat && len(in.Givens) == in.Cols*in.Rows {
			// Givens that already break a rule prove there is no solution.
			out.Status, out.OK, out.Error = "none", true, "refused: "+err.Error()
			return out
		}
		return fail("decode: %v", err)
	}
	if mark, bad := in.Invalid(); bad {
		return fail("decoded although the file marks it invalid (%s)", mark)
	}
	solver, ok := p.(puzzle.Solver)
	if !ok {
		return fail("%s: no solver yet", genre)
	}

	out.timed, out.firstOnly = true, opt.FirstOnly
	if opt.Memory {
		meter := startPeakMeter()
		defer func() { out.PeakMB = meter.Stop() }()
	}
	cpu0, _ := processCPU()
	first, firstMS := timedSolve(ctx, opt.Timeout, solver.Solve, 1)
	out.FirstMS = firstMS
	cpu1, cpuOK := processCPU()
	// When the first answer did not come in time, the settled search would
	// only run into the same deadline: skip it.
	res, ms := first, firstMS
	if !opt.FirstOnly && (first.Status != puzzle.Unknown || first.Answer != nil) {
		res, ms = timedSolve(ctx, opt.Timeout, solver.Solve, 2)
	}
	out.MS = ms
	if cpu2, _ := processCPU(); opt.CPU && cpuOK {
		out.CPUFirstMS = cpu1 - cpu0
		out.CPUMS = cpu1 - cpu0
		if !opt.FirstOnly && ms != firstMS {
			out.CPUMS = cpu2 - cpu1
		}
	}
	out.Nodes = res.Nodes
	out.Status = res.Status.String()
	if ctx.Err() != nil {
		return fail("interrupted: %v", ctx.Err())
	}

	for _, r := range []puzzle.Result{first, res} {
		if err := puzzle.Verify(p, r); err != nil {
			return fail("%v", err)
		}
	}
	answer := res.Answer
	if answer == nil {
		answer = first.Answer
	}
	out.Checked = answer != nil

	switch {
	case res.Status == puzzle.None && expect == ExpectNone:
		// proved: passes without an answer
	case res.Status == puzzle.None && first.Answer != nil:
		return fail("the first search found an answer, the second reports none")
	case answer == nil && res.Status == puzzle.Unknown:
		out.OutOfTime = true
		return fail("no answer within %v", opt.Timeout)
	case contradicts(expect, res.Status):
		return fail("status %s, but the file says %s", res.Status, expect)
	}

	// A first answer need not be the recorded one where our rules admit
	// more answers than the file's (Flow lines beside themselves), so
	// --first compares only answers the solver itself proved unique.
	if in.Solution != "" && answer != nil && ((expect == ExpectUnique && !opt.FirstOnly) || res.Status == puzzle.Unique) {
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			return fail("recorded solution: %v", err)
		}
		same := rec.String() == answer.String()
		out.Matches = &same
		if !same {
			return fail("answer differs from the recorded unique solution")
		}
	}

	if opt.Crosscheck {
		fast := res
		if fast.Answer == nil {
			fast.Answer = answer
		}
		verdict, refMS, msg := crosscheck(ctx, p, opt.Timeout, fast)
		out.Reference, out.RefMS = verdict, refMS
		out.OutOfTime = verdict == "fast unsettled" || verdict == "both unsettled"
		if msg != "" {
			return fail("crosscheck: %s", msg)
		}
	}
	out.OK = true
	return out
}

// contradicts says whether a settled status disagrees with the file.
func contradicts(e Expect, s puzzle.Status) bool {
	switch e {
	case ExpectUnique:
		return s == puzzle.Multiple || s == puzzle.None
	case ExpectMultiple:
		return s == puzzle.Unique || s == puzzle.None
	case ExpectNone:
		return s != puzzle.None
	}
	return false
}

func timedSolve(ctx context.Context, d time.Duration, solve func(context.Context, int) puzzle.Result, limit int) (puzzle.Result, float64) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	start := time.Now()
	r := solve(ctx, limit)
	return r, float64(time.Since(start).Nanoseconds()) / 1e6
}

// crosscheck runs the reference solver and returns its verdict, its time
// and, when the instance fails, a message saying why. The verdicts: "agrees";
// "timed out" when only the reference ran out of time (no disagreement
// but no check either: counted apart, not a failure); "fast unsettled"
// when the reference settled and the fast solver did not (a failure,
// since the crosscheck asks both to settle, but no contradiction);
// "contradiction" when their answers or settled statuses differ.
func crosscheck(ctx context.Context, p puzzle.Puzzle, d time.Duration, fast puzzle.Result) (verdict string, refMS float64, msg string) {
	rs, ok := p.(puzzle.ReferenceSolver)
	if !ok {
		return "", 0, "no reference solver for " + p.Genre().Name()
	}
	ref, refMS := timedSolve(ctx, d, rs.SolveReference, 2)
	verdict, msg = judge(p, fast, ref)
	return verdict, refMS, msg
}

// judge compares the fast solver's settled result with the reference's.
func judge(p puzzle.Puzzle, fast, ref puzzle.Result) (verdict, msg string) {
	if err := puzzle.Verify(p, ref); err != nil {
		return "", "reference: " + err.Error()
	}
	fastSettled, refSettled := settled(fast.Status), settled(ref.Status)
	switch {
	case fastSettled && refSettled:
		if fast.Status != ref.Status {
			return "contradiction", fmt.Sprintf("fast solver says %s, reference says %s", fast.Status, ref.Status)
		}
		if fast.Status == puzzle.Unique && fast.Answer.String() != ref.Answer.String() {
			return "contradiction", "the two unique answers differ"
		}
		return "agrees", ""
	case fastSettled:
		return "timed out", ""
	case refSettled:
		// A partial answer can still contradict a settled verdict.
		if fast.Answer != nil && ref.Status == puzzle.None {
			return "contradiction", fmt.Sprintf("fast solver found an answer (%s), reference says none", fast.Status)
		}
		if fast.Answer != nil && ref.Status == puzzle.Unique && fast.Answer.String() != ref.Answer.String() {
			return "contradiction", fmt.Sprintf("fast solver found an answer (%s) other than the reference's unique one", fast.Status)
		}
		return "fast unsettled", fmt.Sprintf("fast solver did not settle (%s), reference says %s; no contradiction", fast.Status, ref.Status)
	}
	return "both unsettled", fmt.Sprintf("neither settled (fast %s, reference %s)", fast.Status, ref.Status)
}

// settled says whether a limit-2 status is final: unique, multiple or none.
func settled(s puzzle.Status) bool {
	return s == puzzle.Unique || s == puzzle.Multiple || s == puzzle.None
}

// firstFrames keeps a panic's stack short enough for one report line.
func firstFrames(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	if len(lines) > 12 {
		lines = lines[:12]
	}
	return strings.Join(lines, "\n")
}
