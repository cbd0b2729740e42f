package evolomino

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 7,
		Blurb: "Shapes along each arrow grow one square at a time.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<path d="M8 40L40 8" stroke-width="2"/><path d="M40 8l-7 1.5M40 8l-1.5 7" stroke-width="2"/>` +
	`<g fill="var(--accent)" stroke="none"><rect x="5" y="33" width="7" height="7" rx="1"/><rect x="17" y="21" width="7" height="7" rx="1"/><rect x="24" y="21" width="7" height="7" rx="1"/></g>`
