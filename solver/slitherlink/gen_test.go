package slitherlink

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// TestSlitherlinkLevels generates each level at the default size and
// checks it independently: unique by the SAT model, and graded by the
// rules as the level says (easy: basic rules solve it; medium: they do not
// but contradictions do; hard: neither).
func TestSlitherlinkLevels(t *testing.T) {
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, lvl := range []string{"easy", "medium", "hard"} {
		for _, seed := range seeds {
			start := time.Now()
			pz, got, err := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: seed}, nil)
			if err != nil {
				t.Fatalf("%s seed %d: %v", lvl, seed, err)
			}
			p := pz.(*Puzzle)
			t.Logf("%s seed %d: %s in %v: %s", lvl, seed, got, time.Since(start), puzzle.LinkOf(p))
			if got != lvl {
				t.Errorf("%s seed %d: graded %s", lvl, seed, got)
			}
			if r := p.Solve(context.Background(), 2); r.Status != puzzle.Unique {
				t.Fatalf("%s seed %d: %v", lvl, seed, r.Status)
			}
			want := map[string]int{"easy": LevelEasy, "medium": LevelMedium, "hard": LevelHard}[got]
			if g := p.Grade(); g != want {
				t.Errorf("%s seed %d: Grade() = %d", lvl, seed, g)
			}
			// Same seed, same puzzle.
			again, _, _ := generator.Generate(context.Background(), Genre{}, generator.Params{Level: lvl, Seed: seed}, nil)
			if puzzle.LinkOf(again) != puzzle.LinkOf(p) {
				t.Fatalf("%s seed %d: not reproducible", lvl, seed)
			}
		}
	}
}

// TestCarvingShortcutsAgree carves a few boards and checks each shortcut
// carving takes against the plain way at every removal: trials that skip
// the known solution's values against all trials, and the local and
// pooled uniqueness checks, and those that lean on the clues before
// having one solution, against counting solutions to two.
func TestCarvingShortcutsAgree(t *testing.T) {
	ctx := context.Background()
	settled, localGone := 0, 0
	for seed := uint64(1); seed <= 2; seed++ {
		rng := rand.New(rand.NewPCG(seed, seed))
		pc, err := Genre{}.StartCarving(ctx, 12, 13, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := pc.(*carving)
		proved := false
		for _, i := range rng.Perm(c.Slots()) {
			clue := c.clues[i]
			c.clues[i] = urlcodec.Empty
			p := c.puzzle()
			d := newDeducer(p, make([]uint8, p.geo.numEdges()))
			d.sol = c.sol
			fast := d.solveTo(LevelMedium)
			if plain := p.SolvesAt(LevelMedium); fast != plain {
				t.Fatalf("seed %d slot %d: medium rules with the solution %v, without %v", seed, i, fast, plain)
			}
			e := newDeducer(p, make([]uint8, p.geo.numEdges()))
			e.propagate()
			local := c.localLoop(ctx, p, e.e, []int{i}, nil, localWindow, 3)
			only := p.onlySolution(ctx, e.e, c.sol, &c.cuts, nil)
			unique := p.Solve(ctx, 2).Status == puzzle.Unique
			if only != unique || local && unique {
				t.Fatalf("seed %d slot %d: local loop %v, only solution %v, unique %v", seed, i, local, only, unique)
			}
			// Once a removal was kept, the clues before this one had one
			// solution, and the checks that lean on it must agree too.
			if proved {
				gone := []removal{{i, clue}}
				if broken := p.brokenClues(d.e, gone); broken == refuted && !unique || broken == found && unique {
					t.Fatalf("seed %d slot %d: broken clues %d, unique %v", seed, i, broken, unique)
				} else if broken != unsettled {
					settled++
				}
				if only := p.onlySolution(ctx, e.e, c.sol, &c.cuts, gone); only != unique {
					t.Fatalf("seed %d slot %d: only solution breaking the clue %v, unique %v", seed, i, only, unique)
				}
				if local := c.localLoop(ctx, p, e.e, []int{i}, gone, localWindow, 3); local && unique {
					t.Fatalf("seed %d slot %d: a local loop breaking the clue, but unique", seed, i)
				} else if local {
					localGone++
				}
			}
			if !unique {
				c.clues[i] = clue
			}
			proved = proved || unique
		}
		if len(c.cuts.cuts) == 0 {
			t.Errorf("seed %d: no single-loop cut was pooled", seed)
		}
	}
	if settled == 0 || localGone == 0 {
		t.Errorf("removals settled by the medium rules breaking the clue: %d, by a local loop breaking it: %d; want some of each", settled, localGone)
	}
}

// TestPieceLooksAgree checks the rules' shortcut look at the pieces (only
// those holding new lines, rules.go followLines) against a look at the
// whole board after every change: the same edges decided, the same
// verdict, through the basic rules and the trials, with and without the
// solution known, on every board met while carving a few puzzles.
func TestPieceLooksAgree(t *testing.T) {
	ctx := context.Background()
	for seed := uint64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewPCG(seed, seed))
		pc, err := Genre{}.StartCarving(ctx, 12+int(seed), 10, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := pc.(*carving)
		for _, i := range rng.Perm(c.Slots()) {
			clue := c.clues[i]
			c.clues[i] = urlcodec.Empty
			p := c.puzzle()
			unique := false
			for _, sol := range [][]uint8{c.sol, nil} {
				var got [2]*deducer
				var solved, broken [2]bool
				for k := range got {
					got[k] = newDeducer(p, make([]uint8, p.geo.numEdges()))
					got[k].sol, got[k].wholeLooks = sol, k == 1
					solved[k], broken[k] = got[k].settle(LevelMedium)
				}
				if solved != [2]bool{solved[0], solved[0]} || broken != [2]bool{broken[0], broken[0]} || string(got[0].e) != string(got[1].e) {
					t.Fatalf("seed %d slot %d (solution known: %v): shortcut solved %v broken %v, whole board %v %v, edges differ: %v",
						seed, i, sol != nil, solved[0], broken[0], solved[1], broken[1], string(got[0].e) != string(got[1].e))
				}
				unique = unique || solved[0]
			}
			if !unique {
				c.clues[i] = clue
			}
		}
	}
}
