package template

import "pencilbox/solver/puzzle"

// Card lists the genre for players (puzzle.Catalogued). The template is
// not linked into programs (solver/genres leaves it out), so its card
// shows only where a test registers it: a copy of the template is listed
// as soon as it is registered and has an input file in app/.
func (genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 100,
		Blurb: "Shade cells so that each number counts its shaded neighbours.",
		Glyph: `<g stroke-width="2"><rect x="6" y="6" width="36" height="36" rx="3"/><path d="M18 6v36M30 6v36M6 18h36M6 30h36"/></g>` +
			`<rect x="18" y="6" width="12" height="12" fill="currentColor" stroke="none"/>`,
	}
}
