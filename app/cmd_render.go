//go:build !(js && wasm)

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"pencilbox/solver/benchset"
	"pencilbox/solver/puzzle"
)

// renderSynopsis is the usage line of `pencilbox render` (also in the
// command's overall usage).
const renderSynopsis = "render [--solution] [--format svg|png] [--cell PX] [--timeout D] [-o FILE] LINK | --example GENRE"

// runRender draws a puzzle link as a print-friendly image (black on
// white, no UI): SVG or PNG, to stdout unless -o names a file (PNG is
// refused on a terminal, where its bytes would only garble the screen).
// With --solution the genre's solver answers first; the image shows the
// answer only when it is unique and the genre's checker accepted it.
// Exit status: 0 written, 1 a solver or write error, 2 bad flags, a link
// that does not decode, or (--solution) a puzzle without exactly one
// solution, 3 the solver ran out of time.
func runRender(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("render", renderSynopsis, stderr)
	solution := fs.Bool("solution", false, "draw the puzzle solved (its unique solution, checked by the rules)")
	format := fs.String("format", "", "svg or png (default: from -o's extension, else svg)")
	cell := fs.Float64("cell", DefaultExportCell, fmt.Sprintf("side of a cell in pixels (8 to %d)", MaxExportCell))
	timeout := fs.Duration("timeout", 60*time.Second, "deadline for solving (with --solution)")
	out := fs.String("o", "", "write to FILE (\"-\" or empty: stdout)")
	example := fs.Bool("example", false, "the argument is a genre name: draw the genre's example puzzle (make render-examples)")
	links, err := benchset.ParseInterspersed(fs, args)
	if err != nil {
		return benchset.ExitInvalid
	}
	if *example && len(links) == 1 {
		g, ok := puzzle.ByName(links[0])
		if !ok {
			fmt.Fprintf(stderr, "pencilbox render: no genre %q (pencilbox genres lists them)\n", links[0])
			return benchset.ExitInvalid
		}
		links[0] = g.Example()
	}
	if len(links) != 1 {
		fmt.Fprintln(stderr, "pencilbox render: give exactly one puzzle link")
		fs.Usage()
		return benchset.ExitInvalid
	}
	f := strings.ToLower(*format)
	if f == "" {
		f = "svg"
		if strings.HasSuffix(strings.ToLower(*out), ".png") {
			f = "png"
		}
	}
	if f != "svg" && f != "png" {
		fmt.Fprintf(stderr, "pencilbox render: --format %q: use svg or png\n", *format)
		return benchset.ExitInvalid
	}
	if !(*cell >= 8 && *cell <= MaxExportCell) {
		fmt.Fprintf(stderr, "pencilbox render: --cell %v: use 8 to %d pixels\n", *cell, MaxExportCell)
		return benchset.ExitInvalid
	}
	if f == "png" && (*out == "" || *out == "-") && isTerminal(stdout) {
		fmt.Fprintln(stderr, "pencilbox render: PNG is binary; write it with -o FILE or pipe it")
		return benchset.ExitInvalid
	}

	var img bytes.Buffer
	code, err := renderLink(&img, links[0], f, *cell, *solution, *timeout)
	if err != nil {
		fmt.Fprintf(stderr, "pencilbox render: %v\n", err)
		return code
	}
	if *out == "" || *out == "-" {
		if _, err := stdout.Write(img.Bytes()); err != nil {
			fmt.Fprintf(stderr, "pencilbox render: %v\n", err)
			return benchset.ExitFailed
		}
		return benchset.ExitSettled
	}
	if err := os.WriteFile(*out, img.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "pencilbox render: %v\n", err)
		return benchset.ExitFailed
	}
	return benchset.ExitSettled
}

// renderLink draws one link in format f ("svg" or "png") into w; on
// failure code is the exit status the error earns.
func renderLink(w io.Writer, link, f string, cell float64, solution bool, timeout time.Duration) (code int, err error) {
	defer func() {
		// As in solve: a bug in a genre's layout or solver is reported as
		// one, not as a crash of the command.
		if r := recover(); r != nil {
			code, err = benchset.ExitFailed, fmt.Errorf("internal error: %v", r)
		}
	}()
	p, err := puzzle.Decode(link)
	if err != nil {
		return benchset.ExitInvalid, err
	}
	var answer puzzle.Answer
	if solution {
		if answer, code, err = uniqueAnswer(p, timeout); err != nil {
			return code, err
		}
	}
	d, cols, rows, err := ExportDisplay(p, answer)
	if err != nil {
		return benchset.ExitFailed, err
	}
	ops, g := ExportOps(d, cols, rows, cell)
	if f == "png" {
		err = WritePNG(w, ops, g, PrintPalette())
	} else {
		err = WriteSVG(w, ops, g, PrintPalette(), exportTitle(p, solution))
	}
	if err != nil {
		return benchset.ExitFailed, err
	}
	return benchset.ExitSettled, nil
}

// uniqueAnswer is p's solution when it has exactly one: puzzle.Solve
// has the genre's checker accept the answer before it is returned.
func uniqueAnswer(p puzzle.Puzzle, timeout time.Duration) (puzzle.Answer, int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	r, err := puzzle.Solve(ctx, p, 2)
	if err != nil {
		return nil, benchset.ExitFailed, err
	}
	switch r.Status {
	case puzzle.Unique:
		if r.Answer != nil {
			return r.Answer, benchset.ExitSettled, nil
		}
	case puzzle.Multiple:
		return nil, benchset.ExitInvalid, errors.New("the puzzle has more than one solution, so there is no solution to draw")
	case puzzle.None:
		return nil, benchset.ExitInvalid, errors.New("the puzzle has no solution")
	}
	return nil, benchset.ExitUnsettled, fmt.Errorf("the solver did not settle the puzzle within %v (try a longer --timeout)", timeout)
}

// isTerminal reports whether w is a character device (a terminal), where
// PNG bytes would only garble the screen.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
