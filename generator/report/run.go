package report

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
)

// Matrix asks for the report of one genre: every size x level, each with
// the same seeds, so a row is reproduced by `pencilbox generate --seed`.
type Matrix struct {
	Genre  puzzle.Genre
	Sizes  [][2]int // (cols, rows)
	Levels []string // names; with AnyLevel, seed i asks for Levels[i%len]
	// AnyLevel makes one row per size that keeps a puzzle of whatever
	// level comes: the mixed bag `make gen-unique` checks.
	AnyLevel bool
	Seeds    []uint64
	Timeout  time.Duration // per puzzle, for generation and for the recheck; 0 = none
	Recheck  bool          // settle every kept puzzle again with the reference solver
	Jobs     int           // seeds generated at once (at least 1)
	// Symmetric asks for rotationally symmetric clue layouts (the genre
	// must offer them: generator.OffersSymmetry).
	Symmetric bool
}

// Seen maps the link of every kept puzzle to where it came from, so the
// duplicates of a whole run are found, not only those within one row.
type Seen map[string]string

// Run produces m's rows in order, handing each to row as it is done (a
// long run shows progress) and naming failures and duplicates to note.
// Both callbacks may be nil.
func (m Matrix) Run(ctx context.Context, seen Seen, row func(Row), note func(string)) []Row {
	if note == nil {
		note = func(string) {}
	}
	var rows []Row
	levels := m.Levels
	if m.AnyLevel {
		levels = []string{"any"}
	}
	for _, size := range m.Sizes {
		for _, level := range levels {
			if ctx.Err() != nil {
				return rows
			}
			if level != "any" && !m.offered(size, level) {
				note(fmt.Sprintf("%s %dx%d %s: withheld at this size, not run", m.Genre.Name(), size[0], size[1], level))
				continue
			}
			r := m.row(ctx, size, level, seen, note)
			rows = append(rows, r)
			if row != nil {
				row(r)
			}
		}
	}
	return rows
}

// outcome is what one seed gave.
type outcome struct {
	ask      string
	pz       puzzle.Puzzle
	got      string
	ms       float64
	err      error
	keep     bool
	res      puzzle.Result // the recheck's, when run
	resErr   error
	resMS    float64
	bySolver bool // the genre's own solver settled it (SettleAgain)
}

// row runs every seed of one (size, level) and sums them up.
func (m Matrix) row(ctx context.Context, size [2]int, level string, seen Seen, note func(string)) Row {
	outs := make([]outcome, len(m.Seeds))
	m.each(len(m.Seeds), func(i int) { outs[i] = m.one(ctx, size, level, i) })
	r := Row{Genre: m.Genre.Name(), Size: fmt.Sprintf("%dx%d", size[0], size[1]), Level: level, N: len(m.Seeds), Levels: map[string]int{},
		Symmetric: m.Symmetric}
	if m.Recheck {
		r.Recheck = &Recheck{}
	}
	var figs []Figures
	ms := make([]float64, len(outs))
	for i, o := range outs {
		ms[i] = o.ms
		where := fmt.Sprintf("%s %s %s seed %d", r.Genre, r.Size, o.ask, m.Seeds[i])
		switch {
		case errors.Is(o.err, context.DeadlineExceeded):
			r.TimedOut++
			note(fmt.Sprintf("timed out: %s", where))
			continue
		case o.err != nil:
			r.Failed++
			note(fmt.Sprintf("failed: %s: %v", where, o.err))
			continue
		case !o.keep:
			r.OtherLevel++
			continue
		}
		r.OK++
		r.Levels[o.got]++
		link := puzzle.LinkOf(o.pz)
		if first, dup := seen[link]; dup {
			r.Duplicates++
			note(fmt.Sprintf("duplicate: %s gave %s, as did %s", where, link, first))
		} else {
			seen[link] = where
		}
		var sol puzzle.Answer
		if r.Recheck != nil {
			r.Recheck.count(o.res, o.resErr, o.resMS, o.bySolver)
			if o.resErr != nil || o.res.Status != puzzle.Unique {
				note(fmt.Sprintf("recheck: %s gave %s: reference says %s%s", where, link, o.res.Status, errText(o.resErr)))
			} else {
				sol = o.res.Answer
			}
		}
		figs = append(figs, Measure(o.pz, sol))
	}
	if r.N > 0 {
		r.SuccessRate = round(float64(r.OK)/float64(r.N), 1e4)
	}
	r.times(ms)
	r.aggregate(figs)
	if r.Recheck != nil {
		r.Recheck.MS = round(r.Recheck.MS, 1e3)
	}
	return r
}

// one generates (and rechecks) the puzzle of seed index i.
func (m Matrix) one(ctx context.Context, size [2]int, level string, i int) (o outcome) {
	o.ask = level
	if m.AnyLevel {
		var at []string
		for _, l := range m.Levels {
			if m.offered(size, l) {
				at = append(at, l)
			}
		}
		if len(at) > 0 {
			o.ask = at[i%len(at)]
		}
	}
	gctx, cancel := m.deadline(ctx)
	start := time.Now()
	o.pz, o.got, o.err = generator.Generate(gctx, m.Genre, generator.Params{Cols: size[0], Rows: size[1], Level: o.ask, Seed: m.Seeds[i], Symmetric: m.Symmetric}, nil)
	o.ms = msSince(start)
	cancel()
	if o.err != nil {
		return o
	}
	o.keep = m.AnyLevel || strings.EqualFold(o.got, o.ask)
	if o.keep && m.Recheck {
		start = time.Now()
		o.res, o.bySolver, o.resErr = SettleAgain(ctx, o.pz, m.Timeout)
		o.resMS = msSince(start)
	}
	return o
}

func (m Matrix) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if m.Timeout > 0 {
		return context.WithTimeout(ctx, m.Timeout)
	}
	return context.WithCancel(ctx)
}

// each runs f(0..n-1) on m.Jobs goroutines. Generation is seeded and
// shares no state between calls, so the puzzles do not depend on Jobs;
// only the times do (the jobs share the cores).
func (m Matrix) each(n int, f func(i int)) {
	jobs := max(m.Jobs, 1)
	next := make(chan int)
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

func msSince(t time.Time) float64 { return float64(time.Since(t).Microseconds()) / 1000 }

func errText(err error) string {
	if err == nil {
		return ""
	}
	return " (" + err.Error() + ")"
}

// offered says whether the genre offers level at size (a genre may
// withhold a level where its rules make it impossible).
func (m Matrix) offered(size [2]int, level string) bool {
	for _, l := range generator.LevelsAt(m.Genre, size[0], size[1]) {
		if l.Name == level {
			return true
		}
	}
	return false
}
