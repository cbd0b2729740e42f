package survo

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 9,
		Blurb: "Fill the numbers so rows and columns add up to their sums.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<rect x="4" y="4" width="30" height="30" rx="2" stroke-width="2"/><path d="M19 4v30M4 19h30" stroke-width="1.2" opacity=".6"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="8" text-anchor="middle"><text x="11.5" y="14.5">3</text><text x="26.5" y="29.5">1</text></g>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="8" text-anchor="middle"><text x="41" y="14.5">7</text><text x="41" y="29.5">5</text><text x="11.5" y="44">8</text><text x="26.5" y="44">4</text></g>`
