package futoshiki

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 2,
		Blurb: "A Latin square with inequality signs between cells.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<g stroke-width="2"><rect x="4" y="4" width="14" height="14" rx="2"/><rect x="30" y="4" width="14" height="14" rx="2"/>` +
	`<rect x="4" y="30" width="14" height="14" rx="2"/><rect x="30" y="30" width="14" height="14" rx="2"/></g>` +
	`<path d="M26 8l-4 3 4 3M8 26l3-4 3 4" stroke="var(--accent)" stroke-width="2.2"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="11" y="14.5">1</text><text x="37" y="40.5">1</text></g>`
