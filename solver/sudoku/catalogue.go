package sudoku

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 1,
		Blurb: "Every row, column and box holds each digit once.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<rect x="4" y="4" width="40" height="40" rx="3" stroke-width="2.5"/>` +
	`<path d="M17.3 4v40M30.7 4v40M4 17.3h40M4 30.7h40" stroke-width="1.2" opacity=".6"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="10" text-anchor="middle">` +
	`<text x="10.7" y="14.3">5</text><text x="37.3" y="27.7">3</text><text x="24" y="41">8</text></g>` +
	`<text x="24" y="27.7" fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-size="10" font-weight="600" text-anchor="middle">7</text>`
