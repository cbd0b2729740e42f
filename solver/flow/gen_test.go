package flow

import (
	"context"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// TestFlowGenerates: each level at the default size comes out proved
// unique, checked by the fast solver and the rules, and the same seed
// gives the same link.
func TestFlowGenerates(t *testing.T) {
	g := Genre{}
	for _, lv := range flowLevels {
		start := time.Now()
		p, got, err := generator.Generate(context.Background(), g, generator.Params{Level: lv.Name, Seed: 7}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lv.Name, err)
		}
		r := p.(*Puzzle).Solve(context.Background(), 2)
		if r.Status != puzzle.Unique || puzzle.Verify(p, r) != nil {
			t.Fatalf("%s: generated %s is %s", lv.Name, puzzle.LinkOf(p), r.Status)
		}
		again, _, _ := generator.Generate(context.Background(), g, generator.Params{Level: lv.Name, Seed: 7}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lv.Name)
		}
		t.Logf("%s -> %s %s in %v", lv.Name, got, puzzle.LinkOf(p), time.Since(start))
	}
}
