package main

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/puzzle"

	// Every genre registers itself through this one import. A registered
	// genre is live on the home page (its card links to its page) once it
	// also has an Input (RegisterInput in app/input_<genre>.go).
	_ "pencilbox/solver/genres"
)

// Everything lives on "/" so the app runs from any static host: the query
// says which page (DESIGN.md, "URLs and sharing"). Routes are registered
// in init so tests and GenerateStaticWebsite see them (TOOLCHAIN.md).
func init() {
	app.Route("/", func() app.Composer { return &shell{} })
}

// pageKind is what the query asks for.
type pageKind int

const (
	pageHome   pageKind = iota
	pageGenre           // "?sudoku": a genre's page with a fresh or resumed puzzle
	pagePuzzle          // "?sudoku/9/9/...": one puzzle
	pageSoon            // "?nurikabe" for a genre that is not playable yet
	pageLab             // "?lab/sudoku/9/9/...": the solver lab for one puzzle
	pageEdit            // "?sudoku_edit/9/9/...": the setter's editor (ui_edit.go)
)

// route is a parsed query.
type route struct {
	Kind  pageKind
	Genre string // genre name (pageGenre, pageSoon)
	Query string // the link query (pagePuzzle)
}

// maxQuery bounds the query the router looks at; the decoders have their
// own limit, this keeps a pasted megabyte out of the page state.
const maxQuery = 1 << 16

// parseRoute reads a raw query (the part after '?', still escaped).
func parseRoute(raw string) route {
	q := raw
	if len(q) > maxQuery {
		return route{Kind: pagePuzzle, Query: q} // the decoder says it is too long
	}
	if strings.Contains(q, "%") {
		if u, err := url.QueryUnescape(q); err == nil {
			q = u
		}
	}
	q = strings.TrimSpace(q)
	if q == "" {
		return route{Kind: pageHome}
	}
	if rest, ok := strings.CutPrefix(q, "lab/"); ok {
		return route{Kind: pageLab, Query: rest}
	}
	if isEditQuery(q) {
		return route{Kind: pageEdit, Query: q}
	}
	if !strings.Contains(strings.TrimSuffix(q, "/"), "/") {
		id := strings.TrimSuffix(q, "/")
		if g, ok := puzzle.ByID(id); ok && isListed(g.Name()) {
			return route{Kind: pageGenre, Genre: g.Name()}
		}
		if g, ok := puzzle.ByName(id); ok && isListed(g.Name()) {
			return route{Kind: pageGenre, Genre: g.Name()}
		}
		if c, ok := catalogueEntry(id); ok {
			return route{Kind: pageSoon, Genre: c.Name}
		}
	}
	return route{Kind: pagePuzzle, Query: q}
}
