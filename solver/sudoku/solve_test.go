package sudoku

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestBenchmarkSample solves a fixed, evenly spread sample (every instance
// with make bench FULL=1) of every set in ../shared/benchmarks/sudoku with the fast search, settles uniqueness,
// has the rule checker accept every answer, compares with the recorded
// solution and uniqueness mark, and demands that the independent solvers
// (the generic Latin-square search, and the SAT model) agree on the status.
func TestBenchmarkSample(t *testing.T) {
	per := 20
	if testing.Short() {
		per = 4
	}
	ctx := context.Background()
	for _, file := range setFilesAll(t) {
		set := spreadSample(readSetFile(t, file), per)
		start := time.Now()
		var slowest time.Duration
		for _, in := range set {
			p, err := ParsePuzzle(in.n, in.givens)
			if err != nil {
				t.Errorf("%s: %v", in.name, err)
				continue
			}
			t0 := time.Now()
			r, err := puzzle.Solve(ctx, p, 2)
			slowest = max(slowest, time.Since(t0))
			if err != nil {
				t.Errorf("%s: %v", in.name, err)
				continue
			}
			want := map[string]puzzle.Status{"yes": puzzle.Unique, "multiple": puzzle.Multiple, "none": puzzle.None}
			if w, ok := want[in.unique]; ok && in.unique != "" && r.Status != w {
				t.Errorf("%s: status %v, the set says %v", in.name, r.Status, w)
			}
			if r.Status == puzzle.Unique && in.solution != "" && r.Answer.String() != in.solution {
				t.Errorf("%s: answer %s differs from the recorded unique solution %s", in.name, r.Answer, in.solution)
			}
			if in.solution != "" {
				a, err := p.ParseAnswer(in.solution)
				if err != nil || p.Check(a) != nil {
					t.Errorf("%s: the recorded solution is rejected: %v %v", in.name, err, p.Check(a))
				}
			}
			// The generic propagator must agree on the count (for 9x9 it is
			// a different engine from the band search).
			lc, lfirst, _, _ := countLatin(ctx, p.Geo, p.Givens, 2, 0)
			if lc != statusCount(r.Status) {
				t.Errorf("%s: latin search counts %d, band search says %v", in.name, lc, r.Status)
			}
			if lc > 0 && p.Check(Answer{Geo: p.Geo, Values: lfirst}) != nil {
				t.Errorf("%s: latin answer rejected", in.name)
			}
			crossCheckReference(t, ctx, in.name, p, r)
		}
		t.Logf("%s: %d instances in %v (slowest %v)", filepath.Base(file), len(set), time.Since(start), slowest)
	}
}

func statusCount(s puzzle.Status) int {
	switch s {
	case puzzle.Unique, puzzle.Found:
		return 1
	case puzzle.Multiple:
		return 2
	}
	return 0
}

func TestSolveStatuses(t *testing.T) {
	ctx := context.Background()
	p := mustDecode(t, cspuzLink)
	if r := p.Solve(ctx, 1); r.Status != puzzle.Found || r.Answer == nil {
		t.Fatalf("limit 1: %v", r.Status)
	}
	empty := mustDecode(t, "sudoku/9/9/")
	if r := empty.Solve(ctx, 2); r.Status != puzzle.Multiple || empty.Check(r.Answer) != nil {
		t.Fatalf("empty 9x9: %v", r.Status)
	}
	geo, _ := GeometryOf(9)
	// Row 1 holds 1..8 and column 9 holds a 9 lower down: no room for 9.
	giv := make([]uint8, 81)
	for x := 0; x < 8; x++ {
		giv[x] = uint8(x + 1)
	}
	giv[4*9+8] = 9
	none, err := NewPuzzle(geo, giv)
	if err != nil {
		t.Fatal(err)
	}
	if r := none.Solve(ctx, 2); r.Status != puzzle.None || r.Answer != nil {
		t.Fatalf("unsolvable: %v", r.Status)
	}
	if n, _, _, complete := CountGrid(ctx, geo, make([]uint8, 81), 1000, 50); complete || n >= 1000 {
		t.Fatalf("a 50-node budget settled %d solutions", n)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	// Cancelled at once: unknown, or multiple when the search met two
	// solutions before it read the context (both true of the empty board).
	if r := empty.Solve(cctx, 1<<30); r.Status != puzzle.Unknown && r.Status != puzzle.Multiple {
		t.Fatalf("cancelled: %v", r.Status)
	}
	g16 := mustDecode(t, "sudoku/16/16/-10zzzzzzzzzzzzu")
	if r, err := puzzle.Solve(ctx, g16, 1); err != nil || r.Status != puzzle.Found {
		t.Fatalf("16x16: %v %v", r.Status, err)
	}
}
