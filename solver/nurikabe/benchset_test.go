package nurikabe

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// benchSet reads ../shared/benchmarks/nurikabe/jpop_nurikabe.txt
// ($PENCILBOX_BENCHMARKS first) or skips.
func benchSet(t testing.TB) *benchset.Set {
	dir := os.Getenv("PENCILBOX_BENCHMARKS")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "benchmarks")
	}
	path := filepath.Join(dir, "nurikabe", "jpop_nurikabe.txt")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("nurikabe benchmark set not found at %s (set PENCILBOX_BENCHMARKS): %v", path, err)
	}
	s, err := benchset.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func decodeInstance(t testing.TB, in *benchset.Instance) *Puzzle {
	pz, err := Genre{}.DecodeBenchmark(in.Cols, in.Rows, in.Meta, in.Sections)
	if err != nil {
		t.Fatalf("%s: %v", in.Name, err)
	}
	return pz.(*Puzzle)
}

// largest returns the n instances with the most cells.
func largest(s *benchset.Set, n int) []benchset.Instance {
	list := append([]benchset.Instance(nil), s.Instances...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].Cols*list[i].Rows > list[j].Cols*list[j].Rows })
	if len(list) > n {
		list = list[:n]
	}
	return list
}

// TestScratchAll is a development aid: NURIALL=1 solves every instance
// (NURIALL=big: the 40 largest) and logs times.
func TestScratchAll(t *testing.T) {
	mode := os.Getenv("NURIALL")
	if mode == "" {
		t.Skip("set NURIALL=1 (or big) to time every instance")
	}
	s := benchSet(t)
	list := s.Instances
	if mode == "big" {
		list = largest(s, 40)
		for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
			list[i], list[j] = list[j], list[i]
		}
	}
	var worst time.Duration
	for i := range list {
		in := &list[i]
		p := decodeInstance(t, in)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		start := time.Now()
		r := scratchSolve(p, ctx)
		el := time.Since(start)
		cancel()
		worst = max(worst, el)
		ok := puzzle.Verify(p, r) == nil && r.Status == puzzle.Unique
		if in.Solution != "" && r.Answer != nil {
			rec, _ := p.ParseAnswer(in.Solution)
			ok = ok && rec.String() == r.Answer.String()
		}
		if !ok || el > 100*time.Millisecond || os.Getenv("NURIVERBOSE") != "" {
			fmt.Fprintf(os.Stderr, "%-22s %6s %-8s nodes %4d %9.2fms ok %v\n", in.Name, in.Size(), r.Status, r.Nodes, float64(el.Microseconds())/1000, ok)
		}
		if !ok {
			t.Errorf("%s: not solved uniquely and checked", in.Name)
		}
	}
	t.Logf("worst %v", worst)
}

// scratchSolve picks the solver variant from $NURIENC (lazy, levels,
// fixed) and $NURIPROP (0: no deductions first).
func scratchSolve(p *Puzzle, ctx context.Context) puzzle.Result {
	enc := Lazy
	switch os.Getenv("NURIENC") {
	case "levels":
		enc = Levels
	case "fixed":
		enc = Fixed
	case "":
		return p.Solve(ctx, 2)
	}
	var known []int8
	if os.Getenv("NURIPROP") != "0" {
		b := p.newBoard()
		if _, err := b.propagate(allRules); err != nil {
			return puzzle.Result{Status: puzzle.None}
		}
		known = b.v
	}
	return p.solveModel(ctx, 2, enc, known)
}
