package flow

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 8,
		Blurb: "Join each pair of equal numbers with a path.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<path d="M10 10v14h14v14h14" stroke="var(--accent)" stroke-width="5"/><path d="M38 10H24" stroke="currentColor" stroke-width="5" opacity=".55"/>` +
	`<g stroke="none"><circle cx="10" cy="10" r="5" fill="var(--accent)"/><circle cx="38" cy="38" r="5" fill="var(--accent)"/><circle cx="38" cy="10" r="5" fill="currentColor"/><circle cx="24" cy="10" r="5" fill="currentColor"/></g>`
