package generator

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/solver/evolomino"
	"pencilbox/solver/puzzle"
)

// The placement phase alone: its board (all squares given, the rest
// shaded) satisfies the rules with its own squares.
func TestEvolominoPlacement(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20; i++ {
		p, err := GenerateEvolominoBoard(10, 10, DefaultEvoParams, rng)
		if err != nil {
			t.Fatal(err)
		}
		if v := p.Check(p.Start().Answer()); v != nil {
			t.Fatalf("placed board breaks the rules: %s\n%s", v[0].Msg, puzzle.LinkOf(p))
		}
	}
}

func TestEvolominoLevels(t *testing.T) {
	for _, lvl := range []string{"easy", "medium", "hard"} {
		start := time.Now()
		pz, got, err := Generate(context.Background(), evolomino.Genre{}, Params{Cols: 8, Rows: 8, Level: lvl, Seed: 5}, nil)
		if err != nil {
			t.Fatalf("%s: %v", lvl, err)
		}
		p := pz.(*evolomino.Puzzle)
		if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
			t.Fatalf("%s: %s", lvl, r.Status)
		}
		again, _, _ := Generate(context.Background(), evolomino.Genre{}, Params{Cols: 8, Rows: 8, Level: lvl, Seed: 5}, nil)
		if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
			t.Fatalf("%s: the same seed gave two puzzles", lvl)
		}
		t.Logf("%s -> %s in %v: %s", lvl, got, time.Since(start), puzzle.LinkOf(p))
	}
}
