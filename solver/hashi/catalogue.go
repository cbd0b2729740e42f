package hashi

import "pencilbox/solver/puzzle"

// Card lists the genre for players: the home page's card, in DESIGN.md's
// order. The glyph is constant SVG on a 48x48 view box (puzzle.Card).
func (Genre) Card() puzzle.Card {
	return puzzle.Card{
		Order: 3,
		Blurb: "Connect the islands with bridges: each number counts its bridges.",
		Glyph: cardGlyph,
	}
}

const cardGlyph = `<path d="M12 12h24M12 12v24M36 12v24" stroke-width="2"/><path d="M15 34.5h18M15 37.5h18" stroke="var(--accent)" stroke-width="2"/>` +
	`<g stroke-width="2" fill="var(--card-bg)"><circle cx="12" cy="12" r="7"/><circle cx="36" cy="12" r="7"/><circle cx="12" cy="36" r="7"/><circle cx="36" cy="36" r="7"/></g>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="12" y="15">2</text><text x="36" y="15">2</text><text x="12" y="39">3</text><text x="36" y="39">3</text></g>`
