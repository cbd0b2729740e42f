//go:build !(js && wasm)

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"pencilbox/generator"
	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// runGenerate prints the links (query form, "sudoku/9/9/...") of new
// puzzles, one per line. Puzzle i uses seed S+i, so a run is reproduced
// by its seed; without --seed a random one is chosen and reported on
// stderr, as is any puzzle whose level differs from the one asked for.
func runGenerate(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("generate", "generate GENRE [--size WxH] [--level L] [--seed S] [--count K]", stderr)
	size := fs.String("size", "", "board size as WxH (default: the genre's default size)")
	level := fs.String("level", "", "difficulty level (default: the genre's first)")
	seed := fs.Uint64("seed", 0, "seed of the first puzzle (default: random)")
	count := fs.Int("count", 1, "number of puzzles")
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(rest) != 1 {
		fs.Usage()
		return 2
	}
	g, ok := puzzle.ByName(rest[0])
	if !ok {
		fmt.Fprintf(stderr, "pencilbox: unknown genre %q (genres: %s)\n", urlcodec.Clip(rest[0]), strings.Join(puzzle.Names(), ", "))
		return 2
	}
	var p generator.Params
	if *size != "" {
		if _, err := fmt.Sscanf(strings.ToLower(*size), "%dx%d", &p.Cols, &p.Rows); err != nil || p.Cols < 1 || p.Rows < 1 {
			fmt.Fprintf(stderr, "pencilbox: --size %q is not WxH (e.g. 9x9)\n", *size)
			return 2
		}
	}
	if *count < 1 {
		fmt.Fprintln(stderr, "pencilbox: --count must be at least 1")
		return 2
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		*seed = rand.Uint64() >> 1
		fmt.Fprintf(stderr, "pencilbox: seed %d\n", *seed)
	}
	p.Level = *level
	for i := 0; i < *count; i++ {
		p.Seed = *seed + uint64(i)
		pz, got, err := generator.Generate(context.Background(), g, p, nil)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		if *level != "" && !strings.EqualFold(got, *level) {
			fmt.Fprintf(stderr, "pencilbox: seed %d gave a %s puzzle (no %s one found)\n", p.Seed, got, *level)
		}
		fmt.Fprintln(stdout, puzzle.LinkOf(pz))
	}
	return 0
}
