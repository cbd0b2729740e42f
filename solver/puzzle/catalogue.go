package puzzle

// Card is how a genre presents itself in a catalogue (the app's home
// page), kept with the genre so adding one needs no second list in the
// app. Its name, title and URL ids come from the Genre itself, its sizes
// and levels from the generation hooks.
type Card struct {
	// Order places the genre among the others, ascending (the order of
	// DESIGN.md's table); genres with equal Order follow their names.
	Order int
	Blurb string // one line under the title: the rule in a nutshell
	// Glyph is a small picture: SVG elements (no <svg> wrapper) drawn on a
	// 48x48 view box with stroke="currentColor", fill="none" inherited,
	// round caps and joins; "var(--accent)" and "var(--card-bg)" pick the
	// theme's colours. It is constant markup written with the genre, never
	// built from puzzle text, so a page may insert it as is.
	Glyph string
}

// Catalogued is implemented by genres that are listed for players; a
// registered genre without it (a test fixture, the template) stays off
// the list.
type Catalogued interface {
	Genre
	Card() Card
}
