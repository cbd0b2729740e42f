//go:build !(js && wasm)

package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/benchset"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

const generateSynopsis = "generate GENRE [--json] [--size WxH] [--level L] [--any-level] [--symmetric] [--seed S] [--count K] [--host URL]"

// generateHelp ends `generate --help`: where the choices are listed and
// what the exit status says.
const generateHelp = `genres, with their sizes and levels: pencilbox genres
quality report and recheck: pencilbox generate --report --help
exit status:
  0  every puzzle made at the level asked for (or --any-level)
  1  the generator failed or refused the size or level (it names the ones it offers)
  2  invalid input: bad flags, an unknown genre, a --size or --host that does not parse
  3  a puzzle came out at another level and was not printed (--any-level prints it)
`

// exitOtherLevel is generate's "made, but not at the level asked for":
// nothing failed, as with solve's 3 (out of time), but the run did not
// give what was asked.
const exitOtherLevel = 3

// defaultHost is the start of the links generate prints: `pencilbox
// serve` at its default address.
const defaultHost = "http://127.0.0.1:8000"

// generateRecord is one `pencilbox generate --json` line.
type generateRecord struct {
	Link   string  `json:"link"`   // full URL: --host, "/?", the link query
	Genre  string  `json:"genre"`  // the CLI name
	Size   string  `json:"size"`   // "WxH"
	Level  string  `json:"level"`  // the level the puzzle was graded at
	Grade  int     `json:"grade"`  // that level's index, 0 = easiest
	Givens int     `json:"givens"` // clues on the empty board
	MS     float64 `json:"ms"`     // generation time
	Seed   uint64  `json:"seed"`
	// Symmetric is present (true) only with --symmetric, so the lines of
	// a plain run are unchanged.
	Symmetric bool `json:"symmetric,omitempty"`
}

// runGenerate prints new puzzles, one per line: the full link (--host,
// "/?", then the link query "sudoku/9/9/..."), or with --json a
// generateRecord. Puzzle i uses seed S+i, so a run is reproduced by its
// seed; without --seed a random one is chosen and reported on stderr.
// A setter needs the level asked for (--level, default the genre's
// first): a puzzle graded at another level is reported on stderr and not
// printed, the run goes on with the next seed and exits exitOtherLevel, unless
// --any-level accepts whatever level comes.
func runGenerate(args []string, stdout, stderr io.Writer) int {
	if isReport(args) {
		return runGenerateReport(args, stdout, stderr)
	}
	fs := newFlags("generate", generateSynopsis, stderr)
	usage := fs.Usage
	fs.Usage = func() { usage(); fmt.Fprint(stderr, generateHelp) }
	asJSON := fs.Bool("json", false, "one JSON object per line: link, genre, size, level, grade, givens, ms, seed")
	size := fs.String("size", "", "board size as WxH (default: the genre's default size)")
	level := fs.String("level", "", "difficulty level (default: the genre's first)")
	anyLevel := fs.Bool("any-level", false, "print a puzzle graded at another level than asked for, instead of leaving it out and exiting 3")
	symmetric := fs.Bool("symmetric", false, "clue layout that reads the same after a 180° turn (genres with symmetric layouts: pencilbox genres)")
	seed := fs.Uint64("seed", 0, "seed of the first puzzle (default: random)")
	count := fs.Int("count", 1, "number of puzzles")
	host := fs.String("host", defaultHost, "scheme and host (and path) the links start with")
	rest, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return benchset.ExitInvalid
	}
	if len(rest) != 1 {
		fs.Usage()
		return benchset.ExitInvalid
	}
	g, ok := puzzle.ByName(rest[0])
	if !ok {
		fmt.Fprintf(stderr, "pencilbox: unknown genre %q (genres: %s; see pencilbox genres)\n", urlcodec.Clip(rest[0]), strings.Join(puzzle.Names(), ", "))
		return benchset.ExitInvalid
	}
	var p generator.Params
	if *size != "" {
		if _, err := fmt.Sscanf(strings.ToLower(*size), "%dx%d", &p.Cols, &p.Rows); err != nil || p.Cols < 1 || p.Rows < 1 {
			fmt.Fprintf(stderr, "pencilbox: --size %q is not WxH (e.g. 9x9)\n", *size)
			return benchset.ExitInvalid
		}
	}
	if *count < 1 {
		fmt.Fprintln(stderr, "pencilbox: --count must be at least 1")
		return benchset.ExitInvalid
	}
	base, err := linkBase(*host)
	if err != nil {
		fmt.Fprintf(stderr, "pencilbox: --host %q: %v\n", urlcodec.Clip(*host), err)
		return benchset.ExitInvalid
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		// Below 2^53, so the seed survives JSON readers that keep numbers
		// as float64 (JavaScript, jq before 1.7).
		*seed = rand.Uint64N(1 << 53)
		fmt.Fprintf(stderr, "pencilbox: seed %d\n", *seed)
	}
	levels := generator.Levels(g)
	p.Level, p.Symmetric = *level, *symmetric
	status := benchset.ExitSettled
	enc := json.NewEncoder(stdout)
	for i := 0; i < *count; i++ {
		p.Seed = *seed + uint64(i)
		start := time.Now()
		pz, got, err := generator.Generate(context.Background(), g, p, nil)
		ms := float64(time.Since(start).Microseconds()) / 1000
		if err != nil {
			fmt.Fprintln(stderr, err)
			return benchset.ExitFailed
		}
		// Generate has checked the level name, so both are found.
		want, grade := levelIndex(levels, *level), levelIndex(levels, got)
		if *level == "" {
			want = 0
		}
		if grade != want && !*anyLevel {
			fmt.Fprintf(stderr, "pencilbox: seed %d: the %s puzzle came out %s, not %s as asked; not printed (--any-level prints it)\n",
				p.Seed, g.Name(), got, levels[want].Name)
			status = exitOtherLevel
			continue
		}
		cols, rows := pz.Size()
		rec := generateRecord{
			Link:   base + puzzle.LinkOf(pz),
			Genre:  g.Name(),
			Size:   fmt.Sprintf("%dx%d", cols, rows),
			Level:  got,
			Grade:  grade,
			Givens: givens(pz),
			MS:     ms,
			Seed:   p.Seed,

			Symmetric: p.Symmetric,
		}
		if *asJSON {
			enc.Encode(rec)
		} else {
			fmt.Fprintln(stdout, rec.Link)
		}
	}
	return status
}

// linkBase is what a link query is appended to: host without a trailing
// slash, then "/?", the form the app's pages are opened with.
func linkBase(host string) (string, error) {
	u, err := url.Parse(host)
	switch {
	case err != nil:
		return "", err
	case u.Scheme == "" || u.Host == "":
		return "", fmt.Errorf("want a scheme and a host, as in %s", defaultHost)
	case u.RawQuery != "" || u.Fragment != "":
		return "", fmt.Errorf("the query is the puzzle's: no ? or #")
	}
	return strings.TrimRight(host, "/") + "/?", nil
}

// levelIndex is the index of the level named name, -1 when none is.
func levelIndex(levels []generator.Level, name string) int {
	for i, l := range levels {
		if strings.EqualFold(l.Name, name) {
			return i
		}
	}
	return -1
}

// givens counts what the puzzle gives on its empty board, read from the
// display list so one count serves every genre: a point holding a Clue,
// a Circle (a Flow endpoint; a Hashi island is a Circle and a Clue, counted
// once) or a Fill (an Evolomino square), and each Arrow head and Relation
// sign (Futoshiki). Walls are not counted: they draw boxes and borders.
func givens(p puzzle.Puzzle) int {
	points := map[grid.Point]bool{}
	n := 0
	for _, it := range p.NewState().Layout().Items {
		switch it.Kind {
		case puzzle.Clue, puzzle.Circle, puzzle.Fill:
			if !points[it.At] {
				points[it.At] = true
				n++
			}
		case puzzle.Arrow, puzzle.Relation:
			n++
		}
	}
	return n
}
