package sudoku

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pencilbox/solver/benchset/benchsettest"
)

// setInstance is one line of a benchmark set file:
// <name> <N> <givens> <solution|-> [unique=yes|multiple|none ...].
// The reader is deliberately minimal; solver/benchset is the real one.
type setInstance struct {
	name, givens, solution, unique string
	n                              int
}

// setDir is the Sudoku benchmark folder (the test skips when it is absent).
func setDir(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(benchsettest.Root(), "sudoku")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("benchmark sets not found at %s (set PENCILBOX_BENCHMARKS): %v", dir, err)
	}
	return dir
}

func readSetFile(tb testing.TB, path string) []setInstance {
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("benchmark set %s: %v", path, err)
	}
	defer f.Close()
	var out []setInstance
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		fs := strings.Fields(line)
		if len(fs) < 4 {
			tb.Fatalf("%s: bad line %q", path, line)
		}
		n, err := strconv.Atoi(fs[1])
		if err != nil {
			tb.Fatalf("%s: bad size in %q", path, line)
		}
		in := setInstance{name: fs[0], n: n, givens: fs[2], solution: fs[3]}
		if in.solution == "-" {
			in.solution = ""
		}
		for _, kv := range fs[4:] {
			if v, ok := strings.CutPrefix(kv, "unique="); ok {
				in.unique = v
			}
		}
		out = append(out, in)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

func setFilesAll(tb testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join(setDir(tb), "*.txt"))
	if len(files) == 0 {
		tb.Skip("no sudoku benchmark sets")
	}
	return files
}

// spreadSample picks k instances evenly spread over the set (all of them
// when k is 0).
func spreadSample(all []setInstance, k int) []setInstance {
	if k <= 0 || k >= len(all) {
		return all
	}
	out := make([]setInstance, k)
	for i := range out {
		out[i] = all[i*len(all)/k]
	}
	return out
}
