//go:build !(js && wasm)

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"pencilbox/generator"
	"pencilbox/generator/report"
	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

const reportSynopsis = "generate --report [--json] [--seeds N] [--seeds-of GENRE=N,...] [--seed S] [--sizes LIST] [--levels LIST] [--any-level] [--timeout D] [--recheck] [--jobs J] [--symmetric] [GENRE...]\n" +
	"       pencilbox generate --report --public [--json] FILE..."

// reportHelp ends `generate --report --help`.
const reportHelp = `without GENRE, every genre that can be generated; --sizes takes WxH,
default, smallest, largest or all (default all); --levels takes names
(default all). A puzzle counts as made ("ok") when it has the level asked
for and was proved unique. --public reads benchmark set files instead
(the genre is the name of the file's folder) and prints the same figures.
exit status:
  0  no failure, no duplicate; with --recheck every puzzle unique
  1  a generator error, a duplicate, or (--recheck) a puzzle that is not
     unique, has no solution or whose answer the rules refuse
  2  invalid input: bad flags, an unknown genre, size or level, an unreadable file
  3  nothing failed, but something ran out of --timeout
`

// isReport says whether generate's arguments ask for the report, which
// has flags of its own, so it is told apart before generate parses.
func isReport(args []string) bool {
	for _, a := range args {
		switch a {
		case "--report", "-report", "--report=true", "-report=true":
			return true
		case "--":
			return false
		}
	}
	return false
}

// runGenerateReport is `pencilbox generate --report`: a table (or JSON
// lines, report.Row) of success rate, times and quality figures per
// genre, size and level, then a total line (on stderr with --json, so
// stdout stays one row per line). Failures and duplicates are named on
// stderr as they happen.
func runGenerateReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("generate", reportSynopsis, stderr)
	usage := fs.Usage
	fs.Usage = func() { usage(); fmt.Fprint(stderr, reportHelp) }
	fs.Bool("report", true, "print the generation report (this mode)")
	asJSON := fs.Bool("json", false, "one JSON object per row: genre, set, size, level, n, ok, success_rate, ... (README)")
	seeds := fs.Int("seeds", 20, "seeds per size and level")
	seedsOf := fs.String("seeds-of", "", "per-genre --seeds, as GENRE=N,GENRE=N (a slow genre gets fewer)")
	seed := fs.Uint64("seed", 1, "first seed; the others follow it")
	sizes := fs.String("sizes", "all", "comma-separated sizes: WxH, default, smallest, largest, all")
	levels := fs.String("levels", "", "comma-separated level names (default: all)")
	anyLevel := fs.Bool("any-level", false, "one row per size: seeds cycle through the levels and any level counts")
	timeout := fs.Duration("timeout", time.Minute, "deadline of each generation and each recheck")
	recheck := fs.Bool("recheck", false, "settle every puzzle made again with the genre's reference solver")
	jobs := fs.Int("jobs", 1, "puzzles generated at once")
	public := fs.Bool("public", false, "arguments are benchmark set files: print their figures")
	symmetric := fs.Bool("symmetric", false, "symmetric clue layouts (without genres named: the genres that offer them)")
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return benchset.ExitInvalid
	}
	if *public {
		return runPublicReport(rest, *asJSON, stdout, stderr)
	}
	if *seeds < 1 || *jobs < 1 {
		fmt.Fprintln(stderr, "pencilbox: --seeds and --jobs must be at least 1")
		return benchset.ExitInvalid
	}
	perGenre, err := parseSeedsOf(*seedsOf)
	if err != nil {
		fmt.Fprintln(stderr, "pencilbox: --seeds-of:", err)
		return benchset.ExitInvalid
	}
	var matrices []report.Matrix
	names := rest
	if len(names) == 0 {
		for _, name := range generatableNames() {
			if g, _ := puzzle.ByName(name); !*symmetric || generator.OffersSymmetry(g) {
				names = append(names, name)
			}
		}
	}
	for _, name := range names {
		m, err := reportMatrix(name, *sizes, *levels)
		if err == nil && *symmetric && !generator.OffersSymmetry(m.Genre) {
			err = fmt.Errorf("%s has no symmetric clue layouts (see pencilbox genres)", name)
		}
		if err != nil {
			fmt.Fprintln(stderr, "pencilbox:", err)
			return benchset.ExitInvalid
		}
		m.AnyLevel, m.Timeout, m.Recheck, m.Jobs, m.Symmetric = *anyLevel, *timeout, *recheck, *jobs, *symmetric
		n := *seeds
		if k, ok := perGenre[name]; ok {
			n = k
		}
		for i := 0; i < n; i++ {
			m.Seeds = append(m.Seeds, *seed+uint64(i))
		}
		matrices = append(matrices, m)
	}
	return printReport(matrices, *asJSON, stdout, stderr)
}

// parseSeedsOf reads --seeds-of: GENRE=N pairs, comma-separated, N >= 1.
func parseSeedsOf(list string) (map[string]int, error) {
	out := map[string]int{}
	if list == "" {
		return out, nil
	}
	for _, pair := range strings.Split(list, ",") {
		name, num, ok := strings.Cut(strings.TrimSpace(pair), "=")
		n, err := strconv.Atoi(num)
		if _, known := puzzle.ByName(name); !ok || err != nil || n < 1 || !known {
			return nil, fmt.Errorf("%q is not GENRE=N with a known genre and N >= 1", urlcodec.Clip(pair))
		}
		out[name] = n
	}
	return out, nil
}

// printReport runs the matrices and prints their rows and the total.
func printReport(matrices []report.Matrix, asJSON bool, stdout, stderr io.Writer) int {
	start := time.Now()
	note := func(s string) { fmt.Fprintln(stderr, "pencilbox:", s) }
	progress := func(r report.Row) {
		fmt.Fprintf(stderr, "pencilbox: %s %s %s done (%s)\n", r.Genre, r.Size, r.Level, time.Since(start).Round(time.Second))
	}
	var rows []report.Row
	for _, m := range matrices {
		rows = append(rows, m.Run(context.Background(), report.Seen{}, progress, note)...)
	}
	total, status := reportTotal(rows)
	total += fmt.Sprintf(" in %s", time.Since(start).Round(time.Second))
	writeRows(rows, asJSON, stdout)
	if asJSON {
		fmt.Fprintln(stderr, total)
	} else {
		fmt.Fprintln(stdout, total)
	}
	return status
}

// writeRows prints rows as JSON lines or as an aligned table.
func writeRows(rows []report.Row, asJSON bool, stdout io.Writer) {
	if asJSON {
		enc := json.NewEncoder(stdout)
		for _, r := range rows {
			enc.Encode(r)
		}
		return
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, report.Header)
	for _, r := range rows {
		fmt.Fprintln(tw, r.Cells())
	}
	tw.Flush()
}

// reportTotal is the last line of a report and the exit status it means.
func reportTotal(rows []report.Row) (string, int) {
	var n, ok, failed, timedOut, dups int
	var rc report.Recheck
	rechecked := false
	for _, r := range rows {
		n, ok, failed, timedOut, dups = n+r.N, ok+r.OK, failed+r.Failed, timedOut+r.TimedOut, dups+r.Duplicates
		if r.Recheck != nil {
			rechecked = true
			rc.Unique += r.Recheck.Unique
			rc.NonUnique += r.Recheck.NonUnique
			rc.Unsolvable += r.Recheck.Unsolvable
			rc.Unknown += r.Recheck.Unknown
			rc.Rejected += r.Recheck.Rejected
			rc.BySolver += r.Recheck.BySolver
		}
	}
	s := fmt.Sprintf("total: %d puzzles asked, %d made, %d failed, %d timed out, %d duplicates", n, ok, failed, timedOut, dups)
	if rechecked {
		s += fmt.Sprintf("; recheck: %d unique, %d non-unique, %d unsolvable, %d unknown, %d rejected",
			rc.Unique, rc.NonUnique, rc.Unsolvable, rc.Unknown, rc.Rejected)
		if rc.BySolver > 0 {
			s += fmt.Sprintf(" (%d settled by the genre's solver after the reference ran out of time)", rc.BySolver)
		}
	}
	status := benchset.ExitSettled
	switch {
	case failed > 0 || dups > 0 || rc.Bad() > 0:
		status = benchset.ExitFailed
	case timedOut > 0 || rc.Unknown > 0:
		status = benchset.ExitUnsettled
	}
	return s, status
}

// runPublicReport prints the figures of benchmark set files.
func runPublicReport(files []string, asJSON bool, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "pencilbox: --public needs benchmark set files")
		return benchset.ExitInvalid
	}
	var rows []report.Row
	note := func(s string) { fmt.Fprintln(stderr, "pencilbox:", s) }
	for _, f := range files {
		set, err := benchset.ReadFile(f)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return benchset.ExitInvalid
		}
		if _, ok := puzzle.ByName(set.Genre); !ok {
			fmt.Fprintf(stderr, "pencilbox: %s: the folder %q is not a genre\n", f, urlcodec.Clip(set.Genre))
			return benchset.ExitInvalid
		}
		rows = append(rows, report.Public(set, note)...)
	}
	writeRows(rows, asJSON, stdout)
	return benchset.ExitSettled
}

// generatableNames lists the genres the generator can make, sorted.
func generatableNames() []string {
	var names []string
	for _, n := range puzzle.Names() {
		g, _ := puzzle.ByName(n)
		if len(generator.Sizes(g)) > 0 {
			names = append(names, n)
		}
	}
	return names
}

// reportMatrix resolves a genre name and the --sizes and --levels lists.
func reportMatrix(name, sizes, levels string) (report.Matrix, error) {
	g, ok := puzzle.ByName(name)
	if !ok {
		return report.Matrix{}, fmt.Errorf("unknown genre %q (genres: %s)", urlcodec.Clip(name), strings.Join(puzzle.Names(), ", "))
	}
	all := generator.Sizes(g)
	if len(all) == 0 {
		return report.Matrix{}, fmt.Errorf("%s cannot be generated", name)
	}
	m := report.Matrix{Genre: g}
	var err error
	if m.Sizes, err = pickSizes(all, sizes); err != nil {
		return m, fmt.Errorf("%s: %v", name, err)
	}
	for _, l := range generator.Levels(g) {
		m.Levels = append(m.Levels, l.Name)
	}
	if levels != "" {
		var picked []string
		for _, want := range strings.Split(levels, ",") {
			i := levelIndex(generator.Levels(g), strings.TrimSpace(want))
			if i < 0 {
				return m, fmt.Errorf("%s has no level %q (levels: %s)", name, urlcodec.Clip(want), strings.Join(m.Levels, ", "))
			}
			picked = append(picked, m.Levels[i])
		}
		m.Levels = picked
	}
	return m, nil
}

// pickSizes reads --sizes against a genre's sizes (the default first):
// words pick by role, WxH must be one of them. Repeats are dropped.
func pickSizes(all [][2]int, list string) ([][2]int, error) {
	smallest, largest := all[0], all[0]
	for _, s := range all {
		if s[0]*s[1] < smallest[0]*smallest[1] {
			smallest = s
		}
		if s[0]*s[1] > largest[0]*largest[1] {
			largest = s
		}
	}
	var out [][2]int
	add := func(s [2]int) {
		for _, o := range out {
			if o == s {
				return
			}
		}
		out = append(out, s)
	}
	for _, w := range strings.Split(strings.ToLower(list), ",") {
		switch w = strings.TrimSpace(w); w {
		case "all":
			for _, s := range all {
				add(s)
			}
		case "default":
			add(all[0])
		case "smallest":
			add(smallest)
		case "largest":
			add(largest)
		default:
			var s [2]int
			if _, err := fmt.Sscanf(w, "%dx%d", &s[0], &s[1]); err != nil || !hasSize(all, s) {
				return nil, fmt.Errorf("no size %q (sizes: %s)", urlcodec.Clip(w), sizeNames(all))
			}
			add(s)
		}
	}
	return out, nil
}

func hasSize(all [][2]int, s [2]int) bool {
	for _, a := range all {
		if a == s {
			return true
		}
	}
	return false
}

func sizeNames(all [][2]int) string {
	names := make([]string, len(all))
	for i, s := range all {
		names[i] = fmt.Sprintf("%dx%d", s[0], s[1])
	}
	return strings.Join(names, ", ")
}
