package main

import (
	"fmt"

	"pencilbox/solver/puzzle"
)

// pageMeta is what a page says about itself to the browser tab and to a
// link preview (a chat app unfurling a shared puzzle): its title and one
// sentence.
type pageMeta struct{ title, description string }

// siteDescription is the home page's sentence (newAppHandler's default).
const siteDescription = "Sudoku and other pencil puzzles that run on your device, offline too: play, get hints, generate new ones, share links."

// metaOf is the meta of the page a route shows. A puzzle link names its
// genre and size ("Sudoku 9×9 · Pencilbox"), so a shared puzzle previews as
// itself; a link that does not decode gets the site's words.
func metaOf(r route) pageMeta {
	home := pageMeta{"Pencilbox · logic puzzles", siteDescription}
	switch r.Kind {
	case pageGenre, pageSoon:
		if c, ok := catalogueEntry(r.Genre); ok {
			return pageMeta{c.Title + " · Pencilbox", c.Title + " puzzles to play in your browser, with checks, hints, new puzzles and a solver; offline too."}
		}
	case pagePuzzle:
		p, err := puzzle.Decode(r.Query)
		if err != nil {
			return pageMeta{"Puzzle · Pencilbox", siteDescription}
		}
		cols, rows := p.Size()
		name := puzzleTitle(p)
		return pageMeta{
			fmt.Sprintf("%s %s · Pencilbox", name, sizeLabel(cols, rows)),
			fmt.Sprintf("A %s %s puzzle, shared from Pencilbox: play it in your browser with checks and hints, offline too.", sizeLabel(cols, rows), name),
		}
	case pageLab:
		return pageMeta{"Solver lab · Pencilbox", "Exact solvers and metaheuristics race on one puzzle, plotted live."}
	case pageEdit:
		return pageMeta{"Puzzle editor · Pencilbox", "Set a puzzle clue by clue, then play it or share its link."}
	}
	return home
}

// puzzleTitle names a puzzle's genre as its page title does, marking a
// puz.link variant (puzzle.Varianted) so the title says the rules differ.
func puzzleTitle(p puzzle.Puzzle) string {
	if puzzle.VariantOf(p) != "" {
		return p.Genre().Title() + " (variant)"
	}
	return p.Genre().Title()
}
