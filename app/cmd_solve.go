//go:build !(js && wasm)

package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/textgrid"
)

// solveRecord is one `pencilbox solve --json` line.
type solveRecord struct {
	Link   string  `json:"link"`
	Genre  string  `json:"genre"`
	Status string  `json:"status"`
	Answer string  `json:"answer"`
	MS     float64 `json:"ms"`
	Error  string  `json:"error"`
	// Grid is the answer drawn as text (solver/textgrid), with --grid only.
	Grid string `json:"grid,omitempty"`
}

// runSolve solves each link with uniqueness settled. Text output, per
// link: "status <unique|multiple|none|unknown>", the answer in the form of
// the genre's benchmark `solution:` section (when there is one), a blank
// line. A link that fails gives "error <message>" instead of the status
// line. With several links each block opens with "link <link>"; --grid
// draws the answer as a grid instead of its one-line form. The exit status (benchset.ExitCodesHelp) is the worst over the
// links: a solver error, then a link that does not decode, then a puzzle
// left unknown at its deadline.
func runSolve(args []string, stdout, stderr io.Writer) int {
	c := newLinkCommand("solve", "solve [--json] [--grid] [--timeout D] LINK...",
		"one JSON object per line", "deadline per puzzle", stderr)
	asGrid := c.fs.Bool("grid", false, "draw each answer as a grid (with --json: an added \"grid\" key)")
	return runLinks(c, args, stdout, func(link string) (solveRecord, string, int) {
		rec, code := solveLink(link, *c.timeout, *asGrid)
		return rec, rec.Error, code
	}, func(w io.Writer, rec solveRecord) {
		fmt.Fprintf(w, "status %s\n", rec.Status)
		switch {
		case rec.Grid != "":
			fmt.Fprint(w, rec.Grid)
		case rec.Answer != "":
			fmt.Fprintln(w, rec.Answer)
		}
	})
}

// solveLink solves one link and says which exit status it earns.
func solveLink(link string, timeout time.Duration, withGrid bool) (rec solveRecord, code int) {
	rec = solveRecord{Link: link}
	defer func() {
		if r := recover(); r != nil {
			rec.Status, rec.Answer = "", ""
			rec.Error = fmt.Sprintf("pencilbox: internal error: %v", r)
			code = benchset.ExitFailed
		}
	}()
	p, err := puzzle.Decode(link)
	if err != nil {
		rec.Error = err.Error()
		return rec, benchset.ExitInvalid
	}
	rec.Genre = p.Genre().Name()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	r, err := puzzle.Solve(ctx, p, 2)
	rec.MS = float64(time.Since(start).Microseconds()) / 1000
	if err != nil {
		rec.Error = err.Error()
		return rec, benchset.ExitFailed
	}
	rec.Status = r.Status.String()
	if r.Answer != nil {
		rec.Answer = r.Answer.String()
		if withGrid {
			// The answer was accepted by Check, so the board takes it.
			if st, err := p.NewState().Apply(puzzle.SetAnswerMove + rec.Answer); err == nil {
				rec.Grid = textgrid.Draw(st.Layout())
			}
		}
	}
	if r.Status == puzzle.Unknown || r.Status == puzzle.Found {
		return rec, benchset.ExitUnsettled
	}
	return rec, benchset.ExitSettled
}
