package main

import (
	"bytes"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// The page's image export: Download SVG, Download PNG and Print give the
// board black on white, the puzzle or (ticked) its solution, from the
// same drawing operations as the canvas (render_svg_print.go). SVG is
// written by the Go backend; PNG is drawn on a canvas in the print
// palette, so app.wasm carries no rasteriser or fonts; Print shows the
// SVG alone on a sheet with the title and the link (ui_export_js.go,
// web/styles.css's @media print).

// pngCellPixels is the side of a cell in the page's PNGs, in image
// pixels: twice the SVG's natural size, sharp enough to print.
const pngCellPixels = 2 * DefaultExportCell

// exportKind is what an export button makes.
type exportKind string

const (
	exportSVG   exportKind = "svg"
	exportPNG   exportKind = "png"
	exportPrint exportKind = "print"
)

// renderExport is the folded "Print or save" box under the share link.
// The solution checkbox is left to the browser (no Checked binding), so
// a redraw never unticks it; export reads it when a button is pressed.
//
// It also points the browser's own print command at this page's puzzle
// (listenBeforePrint: idempotent, and the sheet is built only when
// printing starts).
func (c *puzzlePage) renderExport() app.UI {
	listenBeforePrint(c.puzzleSheet)
	off := c.play.p == nil
	btn := func(id, label string, kind exportKind) app.UI {
		return app.Button().ID(id).Type("button").Class("btn small").Disabled(off).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { c.export(ctx, kind) })
	}
	return app.Details().ID("export").Class("export settings small").Body(
		app.Summary().Text("Print or save as image"),
		app.Label().Class("setting").Body(
			app.Input().ID("export-solution").Type("checkbox"),
			app.Span().Text("With the solution"),
		),
		// Inline layout: the stylesheet's screen rules belong to the page's
		// design; this box only needs its buttons in a wrapping row.
		app.Div().Class("export-row").Style("display", "flex").Style("flex-wrap", "wrap").
			Style("gap", "8px").Style("margin-top", "8px").Body(
			btn("btn-export-svg", "Download SVG", exportSVG),
			btn("btn-export-png", "Download PNG", exportPNG),
			btn("btn-export-print", "Print", exportPrint),
		),
	)
}

// export makes the image kind asks for; with the solution box ticked it
// first has the worker solve the puzzle (the board may hold anything the
// player typed, so the answer is the solver's, checked by the rules).
func (c *puzzlePage) export(ctx app.Context, kind exportKind) {
	p, link := c.play.p, c.play.link
	if p == nil {
		return
	}
	if !inputChecked("export-solution") {
		c.exportImage(kind, p, nil)
		return
	}
	c.setMessage("Solving the puzzle for the image…")
	c.request(ctx, protocol.Request{Op: protocol.OpSolve, Genre: p.Genre().Name(), Puzzle: puzzle.LinkOf(p),
		Params: protocol.Params{TimeoutMS: int(solveTimeout / time.Millisecond)}}, nil,
		func(ctx app.Context, r protocol.Response) {
			if c.play.link != link {
				return // another puzzle since
			}
			answer, msg := exportAnswer(p, r)
			if answer == nil {
				c.setMessage(msg)
				return
			}
			c.setMessage("")
			c.exportImage(kind, p, answer)
		})
}

// exportAnswer is the solution an export may show: the worker's answer
// when it settled the puzzle unique and the genre's checker accepts it;
// otherwise nil and what to tell the player.
func exportAnswer(p puzzle.Puzzle, r protocol.Response) (puzzle.Answer, string) {
	if !r.OK || r.Result == nil {
		msg := "Could not solve the puzzle for the image."
		if r.Error != "" {
			msg = "Could not solve the puzzle for the image: " + r.Error
		}
		return nil, msg
	}
	switch r.Result.Status {
	case puzzle.Multiple:
		return nil, "This puzzle has more than one solution, so there is no solution to show. Untick “With the solution” for the puzzle alone."
	case puzzle.None:
		return nil, "This puzzle has no solution. Untick “With the solution” for the puzzle alone."
	case puzzle.Unique:
	default:
		return nil, "The solver did not settle this puzzle in " + spanText(solveTimeout) + ", so there is no solution to show."
	}
	a, err := p.ParseAnswer(r.Result.Answer)
	if err != nil || puzzle.Verify(p, puzzle.Result{Status: puzzle.Unique, Answer: a}) != nil {
		return nil, "The solver's answer did not pass the rules; no solution to show."
	}
	return a, ""
}

// exportImage draws p (solved when answer is set) and hands the image to
// the browser.
func (c *puzzlePage) exportImage(kind exportKind, p puzzle.Puzzle, answer puzzle.Answer) {
	d, cols, rows, err := ExportDisplay(p, answer)
	if err != nil {
		c.setMessage("Could not draw the board: " + err.Error())
		return
	}
	title := exportTitle(p, answer != nil)
	name := exportFileName(p, answer != nil)
	if kind == exportPNG {
		// The canvas multiplies by the screen's pixel ratio; dividing the
		// cell by it gives every PNG the same pixels per cell.
		ops, g := ExportOps(d, cols, rows, pngCellPixels/pixelRatio())
		w, h := g.Size()
		downloadCanvasPNG(name+".png", w, h, ops, PrintPalette())
		return
	}
	ops, g := ExportOps(d, cols, rows, DefaultExportCell)
	var b bytes.Buffer
	if err := WriteSVG(&b, ops, g, PrintPalette(), title); err != nil {
		c.setMessage("Could not draw the board: " + err.Error())
		return
	}
	if kind == exportSVG {
		downloadFile(name+".svg", "image/svg+xml", b.Bytes())
		return
	}
	printSheet(title, locationOrigin()+"/?"+puzzle.LinkOf(p), b.String())
}

// puzzleSheet is the print sheet of the puzzle on show, unsolved: the
// browser's print command cannot wait for a solver.
func (c *puzzlePage) puzzleSheet() (title, link, svgDoc string, ok bool) {
	p := c.play.p
	if p == nil {
		return "", "", "", false
	}
	d, cols, rows, err := ExportDisplay(p, nil)
	if err != nil {
		return "", "", "", false
	}
	ops, g := ExportOps(d, cols, rows, DefaultExportCell)
	var b bytes.Buffer
	if WriteSVG(&b, ops, g, PrintPalette(), exportTitle(p, false)) != nil {
		return "", "", "", false
	}
	return exportTitle(p, false), locationOrigin() + "/?" + puzzle.LinkOf(p), b.String(), true
}

// exportFileName names a download after the genre and size
// ("pencilbox-sudoku-9x9-solution"); the extension is added by the kind.
func exportFileName(p puzzle.Puzzle, solution bool) string {
	cols, rows := p.Size()
	name := "pencilbox-" + p.Genre().Name() + "-" + sizeOption(cols, rows)
	if solution {
		name += "-solution"
	}
	return name
}
