//go:build !(js && wasm)

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"pencilbox/generator"
	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"

	// The command solves, generates and benchmarks every genre, whether or
	// not the app lists it yet (solver/genres links them all; the UI
	// imports it too, but the command must not depend on that).
	_ "pencilbox/solver/genres"
)

// genreRecord is one `pencilbox genres --json` line: what `generate` and
// `solve` accept for a genre. Sizes and Levels are empty, never null, for
// a genre that cannot be generated.
type genreRecord struct {
	Genre  string   `json:"genre"`  // the CLI name
	Title  string   `json:"title"`  // what players read
	IDs    []string `json:"ids"`    // every link id; the first is the one written
	Sizes  []string `json:"sizes"`  // "WxH" as the page offers them, default first
	Levels []string `json:"levels"` // names, easiest first
	// Withheld maps a size ("WxH") to the levels not offered there (the
	// genre's rules make them impossible at that size); absent when none.
	Withheld map[string][]string `json:"withheld,omitempty"`
	// Symmetric is true when generate --symmetric works for the genre
	// (rotationally symmetric clue layouts); absent otherwise.
	Symmetric bool `json:"symmetric,omitempty"`
}

// runGenres lists the registered genres, one per line: with --json a
// genreRecord, else a readable aligned line.
func runGenres(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("genres", "genres [--json]", stderr)
	asJSON := fs.Bool("json", false, "one JSON object per line: genre, title, ids, sizes, levels")
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return benchset.ExitInvalid
	}
	if len(rest) != 0 {
		fs.Usage()
		return benchset.ExitInvalid
	}
	enc := json.NewEncoder(stdout)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		rec := genreOf(g)
		if *asJSON {
			enc.Encode(rec)
			continue
		}
		gen := "not generated"
		if len(rec.Sizes) > 0 {
			gen = "sizes " + strings.Join(rec.Sizes, " ") + "\tlevels " + strings.Join(rec.Levels, " ")
		}
		if rec.Symmetric {
			gen += "\tsymmetric"
		}
		fmt.Fprintf(tw, "%s\t%s\tids %s\t%s\n", rec.Genre, rec.Title, strings.Join(rec.IDs, " "), gen)
	}
	tw.Flush()
	return benchset.ExitSettled
}

func genreOf(g puzzle.Genre) genreRecord {
	rec := genreRecord{Genre: g.Name(), Title: g.Title(), IDs: g.IDs(), Sizes: []string{}, Levels: []string{},
		Symmetric: generator.OffersSymmetry(g)}
	for _, s := range generator.Sizes(g) {
		rec.Sizes = append(rec.Sizes, fmt.Sprintf("%dx%d", s[0], s[1]))
	}
	for _, s := range generator.Sizes(g) {
		at := generator.LevelsAt(g, s[0], s[1])
		for _, l := range generator.Levels(g) {
			if !slices.ContainsFunc(at, func(a generator.Level) bool { return a.Name == l.Name }) {
				if rec.Withheld == nil {
					rec.Withheld = map[string][]string{}
				}
				k := fmt.Sprintf("%dx%d", s[0], s[1])
				rec.Withheld[k] = append(rec.Withheld[k], l.Name)
			}
		}
	}
	for _, l := range generator.Levels(g) {
		rec.Levels = append(rec.Levels, l.Name)
	}
	return rec
}
