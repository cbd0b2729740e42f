package slitherlink

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 5,
		Blurb: "Draw one loop; each number counts its sides on the loop.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<g fill="currentColor" stroke="none"><circle cx="6" cy="6" r="1.6"/><circle cx="24" cy="6" r="1.6"/><circle cx="42" cy="6" r="1.6"/><circle cx="6" cy="24" r="1.6"/><circle cx="24" cy="24" r="1.6"/><circle cx="42" cy="24" r="1.6"/><circle cx="6" cy="42" r="1.6"/><circle cx="24" cy="42" r="1.6"/><circle cx="42" cy="42" r="1.6"/></g>` +
	`<path d="M6 6h18v18h18v18H6z" stroke="var(--accent)" stroke-width="3"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="10" text-anchor="middle"><text x="15" y="18.5">3</text><text x="33" y="36.5">2</text></g>`
