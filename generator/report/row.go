package report

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"pencilbox/solver/benchset"
)

// Row is one line of a report: a (genre, size, level) of the generation
// matrix, or a (set, size) of a benchmark file. Its JSON form is the
// stable `pencilbox generate --report --json` line; keys are only ever
// added. Quality figures are means over the puzzles the row keeps: the
// successes of a generation row, every decoded instance of a public one.
type Row struct {
	Genre string `json:"genre"`
	Set   string `json:"set,omitempty"` // public rows: the set file's name
	Size  string `json:"size"`          // "WxH"
	// Level is the level asked for, "any" with --any-level (levels cycle
	// over the seeds and any result counts), "public" for a benchmark set.
	Level string `json:"level"`
	N     int    `json:"n"`  // seeds run (public: instances read)
	OK    int    `json:"ok"` // puzzles kept: made at the level asked, proven unique (public: decoded)
	// SuccessRate is OK/N.
	SuccessRate float64 `json:"success_rate"`
	OtherLevel  int     `json:"other_level"` // made, but graded at another level
	Failed      int     `json:"failed"`      // generator error (public: not decodable)
	TimedOut    int     `json:"timed_out"`   // generation ran past --timeout
	// Generation times of every seed run, successes or not, in ms (0 for
	// public rows).
	P50MS float64 `json:"p50_ms"`
	P95MS float64 `json:"p95_ms"`
	MaxMS float64 `json:"max_ms"`
	// GivensRatio is the mean of givens / cells.
	GivensRatio float64 `json:"givens_ratio"`
	// ClueShare is the share of each clue value among the numeric clues
	// (keys are the values as text), {} when the genre's clues are not numbers.
	ClueShare map[string]float64 `json:"clue_share"`
	// Extra holds the means of the genre's own figures (puzzle.Statser),
	// e.g. "signs", "islands", "paths", "mean_len"; {} when none.
	Extra map[string]float64 `json:"extra"`
	// Levels counts the kept puzzles per graded level (useful with "any").
	Levels map[string]int `json:"levels,omitempty"`
	// Duplicates counts kept puzzles whose link was already kept earlier
	// in the run for the same genre (public: earlier in the same set).
	Duplicates int `json:"duplicates"`
	// Recheck is the reference solver's verdict on every kept puzzle,
	// present with --recheck only.
	Recheck *Recheck `json:"recheck,omitempty"`
	// Symmetric marks rows generated with symmetric clue layouts; absent
	// otherwise.
	Symmetric bool `json:"symmetric,omitempty"`
}

// Recheck counts the reference solver's verdicts on a row's puzzles.
type Recheck struct {
	Unique     int     `json:"unique"`
	NonUnique  int     `json:"non_unique"`
	Unsolvable int     `json:"unsolvable"`
	Unknown    int     `json:"unknown"`  // not settled within --timeout
	Rejected   int     `json:"rejected"` // the rule checker refused the reference's answer
	MS         float64 `json:"ms"`       // total reference time
	// BySolver counts the verdicts above that the genre's own solver
	// gave after the reference ran out of time (absent when none).
	BySolver int `json:"by_solver,omitempty"`
}

// Bad counts verdicts that prove a generator wrong.
func (r *Recheck) Bad() int { return r.NonUnique + r.Unsolvable + r.Rejected }

// aggregate fills the quality figures of r from the kept puzzles' figures.
func (r *Row) aggregate(figs []Figures) {
	r.ClueShare, r.Extra = map[string]float64{}, map[string]float64{}
	if len(figs) == 0 {
		return
	}
	clues, total := map[int]int{}, 0
	extraN := map[string]int{}
	for _, f := range figs {
		if f.Cells > 0 {
			r.GivensRatio += float64(f.Givens) / float64(f.Cells)
		}
		for v, n := range f.Clues {
			clues[v] += n
			total += n
		}
		for _, s := range f.Extra {
			r.Extra[s.Name] += s.Value
			extraN[s.Name]++
		}
	}
	r.GivensRatio = round(r.GivensRatio/float64(len(figs)), 1e4)
	for v, n := range clues {
		r.ClueShare[strconv.Itoa(v)] = round(float64(n)/float64(total), 1e4)
	}
	for k, n := range extraN {
		r.Extra[k] = round(r.Extra[k]/float64(n), 1e3)
	}
}

// round keeps 1/unit precision, so JSON rows carry figures, not float
// noise (0.2180000000000001).
func round(x, unit float64) float64 { return math.Round(x*unit) / unit }

// times fills the time columns from every seed's generation time.
func (r *Row) times(ms []float64) {
	s := benchset.Summarize(ms)
	r.P50MS, r.P95MS, r.MaxMS = round(s.Median, 1e3), round(s.P95, 1e3), round(s.Max, 1e3)
}

// Header is the text table's column line; Cells gives a row's cells in
// the same order, tab-separated for a tabwriter.
const Header = "genre\tsize\tlevel\tn\tok\tp50\tp95\tmax\tgivens\tclues\textra\tdup\trecheck"

// Cells is r as a tab-separated text line under Header.
func (r Row) Cells() string {
	level := r.Level
	if r.Set != "" {
		level = r.Set
	}
	if r.Symmetric {
		level += " sym"
	}
	p50, p95, max := "-", "-", "-"
	if r.Level != "public" {
		p50, p95, max = fmtMS(r.P50MS), fmtMS(r.P95MS), fmtMS(r.MaxMS)
	}
	return strings.Join([]string{
		r.Genre, r.Size, level, strconv.Itoa(r.N), fmt.Sprintf("%.0f%%", 100*r.SuccessRate),
		p50, p95, max, fmt.Sprintf("%.3f", r.GivensRatio),
		compactShare(r.ClueShare), compactExtra(r.Extra), strconv.Itoa(r.Duplicates), fmtRecheck(r.Recheck),
	}, "\t")
}

func fmtMS(ms float64) string {
	switch {
	case ms >= 10000:
		return fmt.Sprintf("%.0fs", ms/1000)
	case ms >= 1000:
		return fmt.Sprintf("%.1fs", ms/1000)
	case ms >= 10:
		return fmt.Sprintf("%.0fms", ms)
	}
	return fmt.Sprintf("%.1fms", ms)
}

// compactShare prints the clue values in order as value=percent, the
// first five apart and the rest as one "v+" bucket, so Nurikabe's share
// of 1-clues reads at a glance and Sudoku's nine digits fit a column.
func compactShare(share map[string]float64) string {
	if len(share) == 0 {
		return "-"
	}
	vals := make([]int, 0, len(share))
	for k := range share {
		v, _ := strconv.Atoi(k)
		vals = append(vals, v)
	}
	sort.Ints(vals)
	var parts []string
	rest := 0.0
	for i, v := range vals {
		s := share[strconv.Itoa(v)]
		if i < 5 || len(vals) == 6 {
			parts = append(parts, fmt.Sprintf("%d=%.0f%%", v, 100*s))
			continue
		}
		rest += s
	}
	if len(vals) > 6 {
		parts = append(parts, fmt.Sprintf("%d+=%.0f%%", vals[5], 100*rest))
	}
	return strings.Join(parts, " ")
}

func compactExtra(extra map[string]float64) string {
	if len(extra) == 0 {
		return "-"
	}
	keys := make([]string, 0, len(extra))
	for k := range extra {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s=%.1f", k, extra[k])
	}
	return strings.Join(parts, " ")
}

func fmtRecheck(r *Recheck) string {
	if r == nil {
		return "-"
	}
	by := ""
	if r.BySolver > 0 {
		by = fmt.Sprintf(" (%d by the genre's solver)", r.BySolver)
	}
	return fmt.Sprintf("%d unique, %d non-unique, %d unsolvable, %d unknown, %d rejected%s, %s",
		r.Unique, r.NonUnique, r.Unsolvable, r.Unknown, r.Rejected, by, fmtMS(r.MS))
}
