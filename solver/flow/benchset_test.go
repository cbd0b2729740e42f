package flow

import (
	"context"
	"path/filepath"
	"testing"

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

func mustParse(p puzzle.Puzzle, s string) string {
	a, err := p.ParseAnswer(s)
	if err != nil {
		return "bad: " + err.Error()
	}
	return a.String()
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
