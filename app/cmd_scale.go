//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"pencilbox/generator/scale"
	"pencilbox/solver/benchset"
)

const scaleSynopsis = "scale [--out DIR] [--seed S] [--count N] [--genre G,...] [--public DIR] [--largest K] [--costs FILE,...] [--slowest K]"

// runScale writes the scale suite (generator/scale) as benchmark set
// files under --out, one folder per genre as `pencilbox bench` expects,
// plus the public sets' largest boards (--public) and their slowest ones
// as an earlier `bench --json` run measured them (--costs).
func runScale(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("scale", scaleSynopsis, stderr)
	out := fs.String("out", "bin/scale", "directory the set files are written to (<genre>/<set>.txt)")
	seed := fs.Uint64("seed", 1, "suite seed: the same seed writes the same boards")
	count := fs.Int("count", 0, "boards per size class (0 = the suite's own counts)")
	genres := fs.String("genre", "", "comma-separated genres to build (default: all)")
	public := fs.String("public", "", "benchmark sets directory to take the largest and slowest public boards from")
	largest := fs.Int("largest", 3, "with --public: boards of each set's largest size per set")
	costs := fs.String("costs", "", "with --public: comma-separated `pencilbox bench --json` outputs to rank the slowest boards by")
	slowest := fs.Int("slowest", 3, "with --costs: slowest boards per set")
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return 2
	}
	if len(rest) > 0 {
		fs.Usage()
		return 2
	}
	var only []string
	if *genres != "" {
		only = strings.Split(*genres, ",")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	header := fmt.Sprintf("# scale suite: pencilbox scale --seed %d (generator/scale)\n", *seed)
	boards, skipped, err := scale.Build(ctx, scale.Suite(), scale.Options{Seed: *seed, Count: *count, Only: only}, func(b scale.Board) {
		fmt.Fprintf(stderr, "built %s/%s %s\n", b.Class.Genre, b.Class.Set, b.Block.Name)
	})
	for _, s := range skipped {
		fmt.Fprintln(stdout, "skipped:", s)
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	paths, err := scale.WriteDir(*out, boards, header)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	n := map[string]int{}
	for _, b := range boards {
		n[b.Class.Genre+"/"+b.Class.Set+".txt"]++
	}
	for _, p := range paths {
		rel, _ := filepath.Rel(*out, p)
		fmt.Fprintf(stdout, "wrote %s (%d boards)\n", p, n[filepath.ToSlash(rel)])
	}
	if *public == "" {
		return 0
	}
	var measured []scale.Cost
	if *costs != "" {
		for _, f := range strings.Split(*costs, ",") {
			c, err := scale.ReadCosts(f)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			measured = append(measured, c...)
		}
	}
	files, _ := filepath.Glob(filepath.Join(*public, "*", "*.txt"))
	for _, f := range files {
		s, err := benchset.ReadFile(f)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		if len(only) > 0 && !strings.Contains(","+*genres+",", ","+s.Genre+",") {
			continue
		}
		picks := []struct {
			kind string
			list []benchset.Instance
		}{{"largest", scale.Largest(s, *largest)}, {"slowest", scale.Slowest(s, measured, *slowest)}}
		for _, pk := range picks {
			if len(pk.list) == 0 {
				continue
			}
			p := filepath.Join(*out, s.Genre, "public_"+pk.kind+"_"+s.Name+".txt")
			h := fmt.Sprintf("# the %s boards of %s, picked by pencilbox scale\n", pk.kind, f)
			if err := scale.WriteInstances(p, h, pk.list); err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fmt.Fprintf(stdout, "wrote %s (%d boards)\n", p, len(pk.list))
		}
	}
	return 0
}
