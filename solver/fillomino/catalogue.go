package fillomino

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 6,
		Blurb: "Divide the grid into regions whose size is their number.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<rect x="4" y="4" width="40" height="40" rx="2" stroke-width="2.5"/><path d="M4 24h20v20M24 4v20h20" stroke-width="2.5"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="14" y="17">4</text><text x="34" y="37">4</text></g>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="600" font-size="9" text-anchor="middle"><text x="34" y="17">4</text><text x="14" y="37">4</text></g>`
