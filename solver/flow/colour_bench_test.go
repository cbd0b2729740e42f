package flow

import (
	"context"
	"testing"
)

// BenchmarkMzuckerFirst finds the first answer (uniqueness not settled)
// of every flow_solver puzzle in one loop: the cost the app pays before it
// can show an answer.
func BenchmarkMzuckerFirst(b *testing.B) {
	s := readSet(b, "mzucker_flow_solver.txt")
	var ps []*Puzzle
	for i := range s.Instances {
		in := &s.Instances[i]
		p, err := decodeBlock(in.Cols, in.Rows, in.Meta, in.Sections)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	var nodes int64
	for b.Loop() {
		nodes = 0
		for _, p := range ps {
			nodes += p.Solve(context.Background(), 1).Nodes
		}
	}
	b.ReportMetric(float64(nodes), "nodes")
}
