//go:build !(js && wasm)

// Command peers runs two published solvers side by side with ours on the
// same puzzles (issue 25, `make bench-peers PEERS=DIR`): tdoku on our
// Sudoku sets and Michael Zucker's flow_solver on his own Flow puzzles.
// Their source trees live outside the project (DIR/tdoku, DIR/flow_solver,
// built by the make target); nothing of theirs is copied here. Rounds
// alternate peer and ours so both see the same machine load, and the
// ratios compare figures of the same round. On a shared machine wall
// times swing with the load, so CPU-time ratios are printed too: ours
// from the process's CPU clock around each solve call, tdoku's as its
// reported rate scaled by its run's wall over CPU time (the share of the
// CPU it got; an estimate that assumes the share held over its run).
//
// Sudoku: each set's givens go to tdoku's run_benchmark in its
// one-puzzle-per-line form (first solution, no permutation, the set's own
// size), and ours solve the same puzzles in-process through benchset
// (first answer, checked), as `pencilbox bench --first` does: puzzles per
// second both ways. That rate includes per puzzle what tdoku's timed loop
// leaves out (decoding the line, a context with its deadline, the checker,
// the process CPU clock read around each call), so a second table times
// like for like: each side solves the same in-memory list in a loop,
// timing only that loop, and reads the loop's wall and CPU time. tdoku's
// loop is its Solve on the 81-character line (its own parsing included;
// limit 1 with -f, else 2; no warm-up, so its run is nearly all solving
// and its CPU time is the loop's); ours is the genre's Solve, the call the app
// makes, on the decoded puzzles, limit 1 (first answer) and 2 (count to
// two, uniqueness settled). Every answer of ours is then checked with the
// genre's checker outside the timed loop. Flow: each puzzle is written in flow_solver's text
// form (one line per row, a letter per endpoint, '.' empty) and timed by
// its -q report, ours by the first answer's time.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"pencilbox/solver/benchset"
	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

func main() {
	peers := flag.String("peers", "", "directory holding the tdoku and flow_solver source trees, built")
	bench := flag.String("benchmarks", "../shared/benchmarks", "benchmark sets directory")
	rounds := flag.Int("rounds", 3, "alternating rounds (peer, ours) per set")
	secs := flag.Int("tdoku-seconds", 3, "tdoku's timed run per round (after a 1 s warm-up)")
	flag.Parse()
	if *peers == "" {
		fmt.Fprintln(os.Stderr, "usage: peers --peers DIR [--benchmarks DIR] [--rounds R]")
		os.Exit(2)
	}
	tmp, err := os.MkdirTemp("", "pencilbox-peers")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	tdoku := filepath.Join(*peers, "tdoku", "build", "run_benchmark")
	for _, set := range sudokuSets(*bench) {
		if err := sudokuSideBySide(tdoku, set, tmp, *rounds, *secs); err != nil {
			fail(err)
		}
	}
	flowSolver := filepath.Join(*peers, "flow_solver", "flow_solver")
	if err := flowSideBySide(flowSolver, filepath.Join(*bench, "flow", "mzucker_flow_solver.txt"), tmp, *rounds); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "peers:", err)
	os.Exit(1)
}

// sudokuSets are the two sets issue 25 names (tdoku's own hard lists).
func sudokuSets(dir string) []string {
	return []string{
		filepath.Join(dir, "sudoku", "tdoku_magictour_top1465.txt"),
		filepath.Join(dir, "sudoku", "tdoku_forum_hardest_1106.txt"),
	}
}

func sudokuSideBySide(tdoku, path, tmp string, rounds, secs int) error {
	s, err := benchset.ReadFile(path)
	if err != nil {
		return err
	}
	lines := make([]string, 0, len(s.Instances))
	for _, in := range s.Instances {
		if in.Cols == 9 {
			lines = append(lines, in.Givens)
		}
	}
	file := filepath.Join(tmp, s.Name+".txt")
	if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Printf("# sudoku %s: %d puzzles, first solution\n", s.Name, len(lines))
	fmt.Printf("%-6s %12s %12s %8s %12s %12s %8s\n", "round", "tdoku_per_s", "ours_per_s", "ratio", "tdoku_cpu/s", "ours_cpu/s", "ratio")
	var ratios, cpuRatios []float64
	for r := 1; r <= rounds; r++ {
		theirs, theirsCPU, err := tdokuRate(tdoku, file, len(lines), secs)
		if err != nil {
			return err
		}
		ours, oursCPU, err := oursRate(s)
		if err != nil {
			return err
		}
		ratios = append(ratios, ours/theirs)
		cpuRatios = append(cpuRatios, oursCPU/theirsCPU)
		fmt.Printf("%-6d %12.1f %12.1f %8.2f %12.1f %12.1f %8.2f\n", r, theirs, ours, ours/theirs, theirsCPU, oursCPU, oursCPU/theirsCPU)
	}
	fmt.Printf("median ratio ours/tdoku: wall %.2f, CPU %.2f (floor 0.7)\n\n", median(ratios), median(cpuRatios))
	return solveLoopSideBySide(tdoku, file, s, len(lines), rounds, secs)
}

// solveLoopSideBySide is the like-for-like table: both sides time only
// their solve loop over the same puzzles, first answer (limit 1) and count
// to two (limit 2), alternating per round.
func solveLoopSideBySide(tdoku, file string, s *benchset.Set, n, rounds, secs int) error {
	var solvers []puzzle.Solver
	var puzzles []puzzle.Puzzle
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Cols != 9 {
			continue
		}
		p, err := in.Decode(s.Genre)
		if err != nil {
			return fmt.Errorf("%s: %v", in.Name, err)
		}
		sv, ok := p.(puzzle.Solver)
		if !ok {
			return fmt.Errorf("%s: no solver", s.Genre)
		}
		puzzles = append(puzzles, p)
		solvers = append(solvers, sv)
	}
	fmt.Printf("# sudoku %s: solve loop only, both sides (%d puzzles in memory, %d s per side and limit)\n", s.Name, n, secs)
	fmt.Printf("%-6s %5s %12s %12s %8s %12s %12s %8s\n", "round", "limit", "tdoku_per_s", "ours_per_s", "ratio", "tdoku_cpu/s", "ours_cpu/s", "ratio")
	ratios := map[int][]float64{}
	cpuRatios := map[int][]float64{}
	for r := 1; r <= rounds; r++ {
		for _, limit := range []int{1, 2} {
			theirs, theirsCPU, err := tdokuRateLimit(tdoku, file, n, secs, limit, 0)
			if err != nil {
				return err
			}
			ours, oursCPU, err := oursLoopRate(solvers, puzzles, limit, secs)
			if err != nil {
				return err
			}
			ratios[limit] = append(ratios[limit], ours/theirs)
			cpuRatios[limit] = append(cpuRatios[limit], oursCPU/theirsCPU)
			fmt.Printf("%-6d %5d %12.1f %12.1f %8.2f %12.1f %12.1f %8.2f\n", r, limit, theirs, ours, ours/theirs, theirsCPU, oursCPU, oursCPU/theirsCPU)
		}
	}
	for _, limit := range []int{1, 2} {
		fmt.Printf("median ratio ours/tdoku, solve loop, limit %d: wall %.2f, CPU %.2f\n", limit, median(ratios[limit]), median(cpuRatios[limit]))
	}
	fmt.Println()
	return nil
}

// oursLoopRate solves the puzzles in passes for 2*secs seconds, as tdoku
// does without warm-up, timing only the loop (wall and this process's CPU
// clock), then checks the answers of one more pass with the genre's
// checker, untimed.
func oursLoopRate(solvers []puzzle.Solver, puzzles []puzzle.Puzzle, limit, secs int) (wall, cpu float64, err error) {
	ctx := context.Background()
	solved := 0
	start, cpu0 := time.Now(), cpuMS()
	for time.Since(start) < time.Duration(2*secs)*time.Second {
		for _, sv := range solvers {
			sv.Solve(ctx, limit)
		}
		solved += len(solvers)
	}
	elapsed, used := time.Since(start).Seconds(), (cpuMS()-cpu0)/1000
	for i, sv := range solvers {
		r := sv.Solve(ctx, limit)
		if r.Answer == nil {
			return 0, 0, fmt.Errorf("ours found no answer to puzzle %d", i+1)
		}
		if err := puzzle.Verify(puzzles[i], r); err != nil {
			return 0, 0, fmt.Errorf("ours, puzzle %d: %v", i+1, err)
		}
	}
	return float64(solved) / elapsed, float64(solved) / used, nil
}

// tdokuRate runs tdoku's benchmark on file and reads its puzzles/sec
// (wall clock), and that rate per CPU second.
func tdokuRate(bin, file string, n, secs int) (wall, cpu float64, err error) {
	return tdokuRateLimit(bin, file, n, secs, 1, 1)
}

// tdokuRateLimit is tdokuRate stopping at limit solutions (1 or 2: tdoku
// offers no other) after warm seconds of warm-up. Without warm-up its
// benchmark solves the set in passes of a fixed random order for 2*secs
// seconds, nearly the whole run, so the run's CPU time scales its rate
// closely; with a warm-up the scaling assumes the same CPU share in both.
func tdokuRateLimit(bin, file string, n, secs, limit, warm int) (wall, cpu float64, err error) {
	args := []string{"-s", "tdoku", "-r", "0", "-n", strconv.Itoa(n), "-t", strconv.Itoa(secs), "-w", strconv.Itoa(warm), file}
	if limit == 1 {
		args = append([]string{"-f"}, args...)
	}
	cmd := exec.Command(bin, args...)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	elapsed := time.Since(start)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %v\n%s", bin, err, out)
	}
	used := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	for _, l := range strings.Split(string(out), "\n") {
		f := strings.Split(l, "|")
		if len(f) > 2 && strings.HasPrefix(strings.TrimSpace(f[1]), "tdoku") {
			wall, err := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
			if err != nil || used <= 0 {
				return 0, 0, fmt.Errorf("tdoku rate %q, CPU %v", f[2], used)
			}
			return wall, wall * elapsed.Seconds() / used.Seconds(), nil
		}
	}
	return 0, 0, fmt.Errorf("no tdoku rate in:\n%s", out)
}

// cpuMS is this process's CPU time (user + system) in milliseconds.
func cpuMS() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec)*1e3 + float64(t.Usec)/1e3 }
	return tv(ru.Utime) + tv(ru.Stime)
}

// oursRate solves every 9x9 puzzle of s once (first answer, checked) and
// returns puzzles per second over the summed solve times, wall and CPU
// (the process's CPU clock read around each solve call).
func oursRate(s *benchset.Set) (wall, cpu float64, err error) {
	sum, sumCPU := 0.0, 0.0
	n := 0
	for i := range s.Instances {
		in := &s.Instances[i]
		if in.Cols != 9 {
			continue
		}
		o := benchset.Run(context.Background(), s.Genre, s.Name, in, benchset.Options{FirstOnly: true, CPU: true, Timeout: time.Minute})
		if !o.OK {
			return 0, 0, fmt.Errorf("ours failed on %s: %s", in.Name, o.Error)
		}
		sum += o.FirstMS
		sumCPU += o.CPUFirstMS
		n++
	}
	return float64(n) * 1000 / sum, float64(n) * 1000 / sumCPU, nil
}

func flowSideBySide(bin, path, tmp string, rounds int) error {
	s, err := benchset.ReadFile(path)
	if err != nil {
		return err
	}
	var files []string
	for _, in := range s.Instances {
		var b strings.Builder
		for _, l := range in.Sections["clues"] {
			b.WriteString(strings.ReplaceAll(l, " ", ""))
			b.WriteByte('\n')
		}
		f := filepath.Join(tmp, in.Name+".txt")
		if err := os.WriteFile(f, []byte(b.String()), 0o644); err != nil {
			return err
		}
		files = append(files, f)
	}
	fmt.Printf("# flow %s: %d puzzles, first answer (ms, best of %d rounds each; cpu_ms: the whole set, best round)\n", s.Name, len(files), rounds)
	theirs := make([]float64, len(files))
	ours := make([]float64, len(files))
	for i := range theirs {
		theirs[i], ours[i] = -1, -1
	}
	theirsCPU, oursCPU := -1.0, -1.0
	for range rounds {
		t, cpu, err := flowSolverTimes(bin, files)
		if err != nil {
			return err
		}
		theirsCPU = best(theirsCPU, cpu)
		cpu0 := cpuMS()
		for i := range s.Instances {
			o := benchset.Run(context.Background(), s.Genre, s.Name, &s.Instances[i], benchset.Options{FirstOnly: true, Timeout: time.Minute})
			if !o.OK {
				return fmt.Errorf("ours failed on %s: %s", s.Instances[i].Name, o.Error)
			}
			theirs[i] = best(theirs[i], t[i])
			ours[i] = best(ours[i], o.FirstMS)
		}
		oursCPU = best(oursCPU, cpuMS()-cpu0)
	}
	sumT, sumO := 0.0, 0.0
	for i := range files {
		sumT += theirs[i]
		sumO += ours[i]
	}
	maxT, maxO := slices.Max(theirs), slices.Max(ours)
	fmt.Printf("%-12s %12s %12s %8s\n", "", "flow_solver", "ours", "ratio")
	fmt.Printf("%-12s %12.1f %12.1f %8.2f\n", "sum_ms", sumT, sumO, sumT/sumO)
	fmt.Printf("%-12s %12.1f %12.1f %8.2f\n", "max_ms", maxT, maxO, maxT/maxO)
	fmt.Printf("%-12s %12.1f %12.1f %8.2f\n", "cpu_ms", theirsCPU, oursCPU, theirsCPU/oursCPU)
	fmt.Println("(ratio = flow_solver / ours: above 1 means ours is faster; flow_solver reports milliseconds to 3 decimals of a second)")
	return nil
}

func best(a, b float64) float64 {
	if a < 0 || b < a {
		return b
	}
	return a
}

// flowSolverTimes runs flow_solver -q on the files and reads each file's
// time (seconds, the column after "s") in milliseconds, and the CPU time
// of the whole run.
func flowSolverTimes(bin string, files []string) ([]float64, float64, error) {
	cmd := exec.Command(bin, append([]string{"-q"}, files...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, 0, fmt.Errorf("%s: %v\n%s", bin, err, out)
	}
	cpu := float64((cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Microseconds()) / 1000
	times := map[string]float64{}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 3 && f[1] == "s" {
			if v, err := strconv.ParseFloat(f[2], 64); err == nil {
				times[f[0]] = v * 1000
			}
		}
	}
	res := make([]float64, len(files))
	for i, f := range files {
		v, ok := times[f]
		if !ok {
			return nil, 0, fmt.Errorf("flow_solver did not report %s:\n%s", f, out)
		}
		res[i] = v
	}
	return res, cpu, nil
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
