package generator_test

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"pencilbox/generator"
	_ "pencilbox/solver/genres"
	"pencilbox/solver/puzzle"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/seeds.golden from the current generators")

// goldenSeeds are the seeds every generatable genre is held to.
var goldenSeeds = []uint64{1, 2, 3, 4, 5}

// TestSeedsGiveTheSamePuzzles holds every registered genre to the links
// its generator made for fixed seeds at the default size and level (and
// one seed at each other level). A
// refactoring must leave them byte-identical (players share seeds' puzzles
// by link, and the tests of every platform compare them); a deliberate
// change of a generator rewrites the file with -update and says why.
func TestSeedsGiveTheSamePuzzles(t *testing.T) {
	var b strings.Builder
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		if generator.Levels(g) == nil {
			continue
		}
		var asks []generator.Params
		for _, seed := range goldenSeeds {
			asks = append(asks, generator.Params{Seed: seed})
		}
		// And every level once, at the default size.
		for _, l := range generator.Levels(g)[1:] {
			asks = append(asks, generator.Params{Seed: 1, Level: l.Name})
		}
		for _, ask := range asks {
			p, level, err := generator.Generate(context.Background(), g, ask, nil)
			if err != nil {
				fmt.Fprintf(&b, "%s %d %s error %v\n", name, ask.Seed, ask.Level, err)
				continue
			}
			fmt.Fprintf(&b, "%s %d %s %s\n", name, ask.Seed, level, puzzle.LinkOf(p))
		}
	}
	const file = "testdata/seeds.golden"
	if *updateGolden {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (create it with go test -run TestSeedsGiveTheSamePuzzles -update)", err)
	}
	got := strings.Split(b.String(), "\n")
	for i, w := range strings.Split(string(want), "\n") {
		if i >= len(got) || got[i] != w {
			g := ""
			if i < len(got) {
				g = got[i]
			}
			t.Errorf("line %d:\n got %s\nwant %s", i+1, g, w)
		}
	}
	if len(got) != len(strings.Split(string(want), "\n")) {
		t.Errorf("%d lines, want %d", len(got), len(strings.Split(string(want), "\n")))
	}
}
