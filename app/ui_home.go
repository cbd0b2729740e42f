package main

import (
	"errors"
	"sort"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/solver/puzzle"
)

// catalogueItem is a genre listed for players: every registered genre
// that has a puzzle.Card. It is live (playable) once it also has an Input;
// until then its card says "coming soon".
type catalogueItem struct {
	Name, Title, Blurb string
	Glyph              string // inline SVG written by the genre, never puzzle text
}

// catalogue is read from the registry once the genres' init functions
// have registered them, in their cards' order.
var catalogue = readCatalogue()

func readCatalogue() []catalogueItem {
	type entry struct {
		order int
		item  catalogueItem
	}
	var es []entry
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		c, ok := g.(puzzle.Catalogued)
		if !ok {
			continue
		}
		card := c.Card()
		es = append(es, entry{card.Order, catalogueItem{name, g.Title(), card.Blurb, svgOpen + card.Glyph + "</svg>"}})
	}
	// Names() is sorted, so a stable sort keeps equal orders by name.
	sort.SliceStable(es, func(i, j int) bool { return es[i].order < es[j].order })
	items := make([]catalogueItem, len(es))
	for i, e := range es {
		items[i] = e.item
	}
	return items
}

// catalogueEntry finds a listed genre by its name or any URL id it reads.
func catalogueEntry(nameOrID string) (catalogueItem, bool) {
	g, ok := puzzle.ByName(nameOrID)
	if !ok {
		g, ok = puzzle.ByID(nameOrID)
	}
	if ok {
		for _, c := range catalogue {
			if c.Name == g.Name() {
				return c, true
			}
		}
	}
	return catalogueItem{}, false
}

func isListed(name string) bool { _, ok := catalogueEntry(name); return ok && catalogueLive(name) }

// catalogueLive reports whether a genre can be played: registered (its
// package is linked in) and with an Input. Asking for both keeps the
// server's prerendered home page, whose binary links more genres for the
// command line, in agreement with the browser's.
func catalogueLive(name string) bool {
	_, registered := puzzle.ByName(name)
	return registered && HasInput(name)
}

// homePage lists the genres and offers the import box.
type homePage struct {
	app.Compo
	imp     importField
	create  createForm // ui_edit_view.go
	message string
}

func (h *homePage) Render() app.UI {
	return app.Div().Class("home").Body(
		app.Section().Class("hero").Body(
			app.H1().Text("Logic puzzles, beautifully made"),
			app.P().Class("lead").Text(homeLead()),
		),
		app.Div().Class("genre-grid").Body(
			app.Range(catalogue).Slice(func(i int) app.UI {
				c := catalogue[i]
				live := catalogueLive(c.Name)
				card := app.A().ID("genre-"+c.Name).Class("genre-card").Body(
					app.Div().Class("genre-glyph").Body(app.Raw(c.Glyph)),
					app.Div().Class("genre-text").Body(
						app.Div().Class("genre-title").Body(
							app.H2().Text(c.Title),
							app.If(!live, func() app.UI { return app.Span().Class("badge").Text("coming soon") }).
								Else(func() app.UI { return app.Span().Class("badge live").Text("Play") }),
						),
						app.P().Text(c.Blurb),
					),
				)
				if live {
					return card.Href("/?" + c.Name)
				}
				return card.Class("soon").Aria("disabled", "true").Title("%s is coming soon", c.Title)
			}),
		),
		app.P().ID("message").Class("message").Aria("live", "polite").Text(h.message),
		h.imp.render(func(m string) { h.message = m }),
		h.create.render(func(m string) { h.message = m }),
	)
}

// importField opens a puzzle from a pasted link: ours or puzz.link's (any
// host; only the query matters). It is a part of the home and puzzle pages,
// not a component, so its errors land in the page's #message. Errors are
// shown as text, never as HTML.
type importField struct{ text string }

func (f *importField) render(setMessage func(string)) app.UI {
	return app.Section().Class("import card").Body(
		app.H2().Text("Open a puzzle link"),
		app.P().Class("muted").Text("Paste a Pencilbox or puzz.link address, e.g. https://puzz.link/p?sudoku/9/9/…"),
		app.Div().Class("import-row").Body(
			app.Input().ID("import").Type("text").Placeholder("https://puzz.link/p?sudoku/…").
				Aria("label", "Puzzle link").AutoComplete(false).Spellcheck(false).
				Value(f.text).
				OnInput(func(ctx app.Context, e app.Event) { f.text = ctx.JSSrc().Get("value").String() }).
				OnKeyDown(func(ctx app.Context, e app.Event) {
					if e.Get("key").String() == "Enter" {
						f.text = ctx.JSSrc().Get("value").String()
						f.open(ctx, setMessage)
					}
				}),
			app.Button().ID("btn-import").Class("btn primary").Text("Open").
				OnClick(func(ctx app.Context, e app.Event) { f.open(ctx, setMessage) }),
		),
	)
}

func (f *importField) open(ctx app.Context, setMessage func(string)) {
	link, err := importLink(f.text)
	if err != nil {
		setMessage(err.Error())
		return
	}
	f.text = ""
	setMessage("")
	ctx.Navigate("/?" + link)
}

// importLink turns pasted text into our canonical link query.
func importLink(text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", errors.New("Paste a puzzle link first.")
	}
	p, err := puzzle.Decode(text)
	if err != nil {
		return "", errors.New("This link cannot be opened. " + friendlyError(err))
	}
	return puzzle.LinkOf(p), nil
}

// homeLead says honestly how many genres can be played today.
func homeLead() string {
	var live []string
	for _, c := range catalogue {
		if catalogueLive(c.Name) {
			live = append(live, c.Title)
		}
	}
	const tail = "Hints, checks and a solver that run right on your device — online or off."
	count := countWord(len(catalogue))
	switch {
	case len(live) == len(catalogue):
		return count + " classic pencil puzzles. " + tail
	case len(live) == 0:
		return count + " classic pencil puzzles are on the way. " + tail
	}
	return strings.Join(live, ", ") + " to play now, more genres on the way. " + tail
}

// countWord spells small counts the way a sentence starts ("Nine").
func countWord(n int) string {
	words := []string{"No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}
