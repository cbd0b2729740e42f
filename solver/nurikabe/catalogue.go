package nurikabe

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 4,
		Blurb: "Shade a connected wall around islands of the given sizes.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<g fill="currentColor" stroke="none"><rect x="17.3" y="4" width="13.4" height="13.4"/><rect x="17.3" y="17.3" width="13.4" height="13.4"/><rect x="4" y="30.7" width="13.4" height="13.4"/><rect x="17.3" y="30.7" width="13.4" height="13.4"/><rect x="30.7" y="17.3" width="13.3" height="13.4"/></g>` +
	`<rect x="4" y="4" width="40" height="40" rx="2" stroke-width="2.5"/>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="10.7" y="14">3</text><text x="37.3" y="14">2</text></g>`
