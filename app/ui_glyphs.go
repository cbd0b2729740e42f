package main

// Small pictures: constant SVG written by us (app.Raw is only ever given
// these strings and the genres' card glyphs, never puzzle text). They use
// currentColor and the --accent variables, so they follow the theme.

// svgOpen wraps a genre's card glyph (puzzle.Card: 48x48, stroked in
// currentColor).
const svgOpen = `<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">`

// icons for the toolbar, feather-style strokes on a 24-unit grid.
var icons = map[string]string{
	"undo":   `<path d="M9 14L4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>`,
	"redo":   `<path d="M15 14l5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>`,
	"pencil": `<path d="M12 20h9"/><path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z"/>`,
	"check":  `<path d="M20 6L9 17l-5-5"/>`,
	"hint":   `<path d="M9 18h6M10 22h4"/><path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z"/>`,
	"solve":  `<path d="M15 4V2M15 16v-2M8 9h2M20 9h2M17.8 11.8l1.4 1.4M17.8 6.2l1.4-1.4M12.2 6.2L10.8 4.8"/><path d="M15 9L3 21"/>`,
	"share":  `<path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7"/><path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7"/>`,
	"new":    `<path d="M12 5v14M5 12h14"/>`,
	"erase":  `<path d="M21 4H8l-7 8 7 8h13a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2z"/><path d="M18 9l-6 6M12 9l6 6"/>`,
	"x":      `<path d="M18 6L6 18M6 6l12 12"/>`,
	"clock":  `<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`,
	"stop":   `<rect x="6" y="6" width="12" height="12" rx="2"/>`,
}

// iconSVG is the markup of a toolbar icon (constant, ours).
func iconSVG(name string) string {
	return `<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` + icons[name] + `</svg>`
}

const logoSVG = `<svg class="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect x="2" y="2" width="28" height="28" rx="7" fill="var(--accent)"/>` +
	`<path d="M11.3 2v28M20.7 2v28M2 11.3h28M2 20.7h28" stroke="var(--accent-ink)" stroke-width="1.4" opacity=".45"/>` +
	`<path d="M19.5 8.5l3.9 3.9-9.6 9.6-4.9 1 1-4.9z" fill="var(--accent-ink)"/></svg>`
