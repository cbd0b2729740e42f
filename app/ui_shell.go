package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// shell is the root component on "/": the top bar, the page the query asks
// for and the footer. go-app keeps one shell across navigations within
// "/" (same component type) and calls OnNav, so the route is re-read there.
type shell struct {
	app.Compo
	r route
	// installable: the browser offers to install the app (its own
	// prompt is held back by go-app until Install is pressed).
	installable bool
}

func (s *shell) OnMount(ctx app.Context) { s.installable = ctx.IsAppInstallable() }

// OnAppInstallChange follows the browser: Install shows while it offers
// installation and goes once the app is installed.
func (s *shell) OnAppInstallChange(ctx app.Context) { s.installable = ctx.IsAppInstallable() }

// OnInit reads the route before the first render so a puzzle link does
// not flash the home page while the app starts.
func (s *shell) OnInit() {
	if app.IsClient {
		s.r = parseRoute(app.Window().URL().RawQuery)
	}
}

// OnPreRender: the server prerenders the shell; puzzle pages render their
// loading state there (the board needs the browser).
func (s *shell) OnPreRender(ctx app.Context) {
	s.r = parseRoute(ctx.Page().URL().RawQuery)
	s.setMeta(ctx)
}

func (s *shell) OnNav(ctx app.Context) {
	s.r = parseRoute(app.Window().URL().RawQuery)
	s.setMeta(ctx)
}

func (s *shell) setMeta(ctx app.Context) {
	m := metaOf(s.r)
	ctx.Page().SetTitle("%s", m.title)
	ctx.Page().SetDescription("%s", m.description)
}

func (s *shell) Render() app.UI {
	return app.Div().Class("app").Body(
		app.Header().Class("topbar").Body(
			app.A().Href("/").Class("brand").Aria("label", "Pencilbox home").Body(
				app.Raw(logoSVG),
				app.Span().Text("Pencilbox"),
			),
			app.Nav().Class("topnav").Body(
				app.A().Href("/").Text("Puzzles"),
				app.If(s.installable, func() app.UI {
					return app.Button().ID("btn-install").Type("button").Class("btn small primary").
						Title("Install Pencilbox as an app: it opens from your home screen and works offline").
						Text("Install").
						OnClick(func(ctx app.Context, e app.Event) { ctx.ShowAppInstallPrompt() })
				}),
			),
		),
		app.Main().Class("content").Body(s.page()),
		app.Footer().Class("footer").Body(
			app.P().Text("Pencilbox runs entirely on your device: solving, hints and new puzzles work offline too."),
		),
	)
}

func (s *shell) page() app.UI {
	switch s.r.Kind {
	case pageGenre:
		return &puzzlePage{Genre: s.r.Genre}
	case pagePuzzle:
		return &puzzlePage{Query: s.r.Query}
	case pageLab:
		return &labPage{Query: s.r.Query}
	case pageEdit:
		return &editPage{Query: s.r.Query}
	case pageSoon:
		c, _ := catalogueEntry(s.r.Genre)
		return app.Div().Class("soon-page card").Body(
			app.Div().Class("genre-glyph big").Body(app.Raw(c.Glyph)),
			app.H1().Text(c.Title),
			app.P().Text(c.Blurb),
			app.P().ID("message").Class("message").Text(c.Title+" is coming soon to Pencilbox."),
			app.A().Href("/").Class("btn primary").Text("Back to all puzzles"),
		)
	}
	return &homePage{}
}
