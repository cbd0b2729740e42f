//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"pencilbox/solver/analysis"
	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// analyzeRecord is one `pencilbox analyze --json` line: the analysis's
// report (solver/analysis.Report, every key always present, null for
// what was not computed) and, for a link that could not be analysed,
// the link and an error.
type analyzeRecord struct {
	analysis.Report
	Error string `json:"error,omitempty"`
}

// runAnalyze prints what a setter's editor shows about each link (see
// README, "pencilbox analyze"): status, facts, then by status the
// differences, a minimal conflict, or grade, steps and redundant clues,
// with the time of each stage. The exit status is solve's.
func runAnalyze(args []string, stdout, stderr io.Writer) int {
	c := newLinkCommand("analyze", "analyze [--json] [--timeout D] LINK...",
		"one JSON object per link and line", "deadline for the whole analysis of each link", stderr)
	return runLinks(c, args, stdout, func(link string) (analyzeRecord, string, int) {
		rec, code := analyzeLink(link, *c.timeout)
		return rec, rec.Error, code
	}, func(w io.Writer, rec analyzeRecord) { writeAnalysis(w, rec.Report) })
}

func analyzeLink(link string, timeout time.Duration) (rec analyzeRecord, code int) {
	defer func() {
		if r := recover(); r != nil {
			rec = analyzeRecord{Report: analysis.Report{Link: link}, Error: fmt.Sprintf("pencilbox: internal error: %v", r)}
			code = benchset.ExitFailed
		}
	}()
	p, err := puzzle.Decode(link)
	if err != nil {
		return analyzeRecord{Report: analysis.Report{Link: link}, Error: err.Error()}, benchset.ExitInvalid
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	rep := analysis.Analyze(ctx, p, analysis.Options{}, nil)
	if rep.Status == puzzle.Unknown {
		return analyzeRecord{Report: rep}, benchset.ExitUnsettled
	}
	return analyzeRecord{Report: rep}, benchset.ExitSettled
}

// writeAnalysis is the text form: one "key value" line per finding, in
// stage order, lattice points as y,x (the doubled lattice: cell r,c is
// 2r-1,2c-1), clues as y,x=value.
func writeAnalysis(w io.Writer, r analysis.Report) {
	fmt.Fprintf(w, "status %s\n", r.Status)
	if r.Facts != nil {
		fmt.Fprintf(w, "facts %d\n", *r.Facts)
	}
	if r.Open != nil {
		fmt.Fprintf(w, "open %d%s\n", *r.Open, pointList(r.OpenPoints))
	}
	if r.Differ != nil {
		fmt.Fprintf(w, "differ %d%s\n", len(r.Differ), pointList(r.Differ))
	}
	if r.Rule != nil {
		fmt.Fprintf(w, "rule %s: %s\n", r.Rule.Rule, r.Rule.Msg)
	}
	if r.Conflict != nil {
		minimal := "minimal"
		if !r.ConflictMinimal {
			minimal = "not proved minimal"
		}
		fmt.Fprintf(w, "conflict %d (%s)%s\n", len(r.Conflict), minimal, clueList(r.Conflict))
	}
	if r.Grade != nil {
		fmt.Fprintf(w, "grade %s\n", *r.Grade)
	}
	if r.Steps != nil {
		fmt.Fprintf(w, "steps %d\n", *r.Steps)
	}
	if r.Redundant != nil {
		fmt.Fprintf(w, "redundant %d%s\n", len(r.Redundant), clueList(r.Redundant))
	}
	var times []string
	for _, s := range analysis.StageOrder() {
		if ms, ok := r.Millis[s]; ok {
			times = append(times, fmt.Sprintf("%s=%.3f", s, ms))
		}
	}
	fmt.Fprintf(w, "millis %s\n", strings.Join(times, " "))
	for _, n := range r.Notes {
		fmt.Fprintf(w, "note %s\n", n)
	}
}

func pointList(ps []analysis.Point) string {
	var b strings.Builder
	for _, p := range ps {
		fmt.Fprintf(&b, " %d,%d", p.Y, p.X)
	}
	return b.String()
}

func clueList(cs []analysis.Clue) string {
	var b strings.Builder
	for _, c := range cs {
		fmt.Fprintf(&b, " %d,%d=%s", c.At.Y, c.At.X, c.Value)
	}
	return b.String()
}
