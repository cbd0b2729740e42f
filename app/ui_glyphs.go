package main

// Small pictures for the genre cards: constant SVG written by us (app.Raw
// is only ever given these strings, never puzzle text). They use
// currentColor and the --accent variables, so they follow the theme.

const svgOpen = `<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">`

const glyphSudoku = svgOpen + `<rect x="4" y="4" width="40" height="40" rx="3" stroke-width="2.5"/>` +
	`<path d="M17.3 4v40M30.7 4v40M4 17.3h40M4 30.7h40" stroke-width="1.2" opacity=".6"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="10" text-anchor="middle">` +
	`<text x="10.7" y="14.3">5</text><text x="37.3" y="27.7">3</text><text x="24" y="41">8</text></g>` +
	`<text x="24" y="27.7" fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-size="10" font-weight="600" text-anchor="middle">7</text></svg>`

const glyphFutoshiki = svgOpen + `<g stroke-width="2"><rect x="4" y="4" width="14" height="14" rx="2"/><rect x="30" y="4" width="14" height="14" rx="2"/>` +
	`<rect x="4" y="30" width="14" height="14" rx="2"/><rect x="30" y="30" width="14" height="14" rx="2"/></g>` +
	`<path d="M26 8l-4 3 4 3M8 26l3-4 3 4" stroke="var(--accent)" stroke-width="2.2"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="11" y="14.5">1</text><text x="37" y="40.5">1</text></g></svg>`

const glyphHashi = svgOpen + `<path d="M12 12h24M12 12v24M36 12v24" stroke-width="2"/><path d="M15 34.5h18M15 37.5h18" stroke="var(--accent)" stroke-width="2"/>` +
	`<g stroke-width="2" fill="var(--card-bg)"><circle cx="12" cy="12" r="7"/><circle cx="36" cy="12" r="7"/><circle cx="12" cy="36" r="7"/><circle cx="36" cy="36" r="7"/></g>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="12" y="15">2</text><text x="36" y="15">2</text><text x="12" y="39">3</text><text x="36" y="39">3</text></g></svg>`

const glyphNurikabe = svgOpen + `<g fill="currentColor" stroke="none"><rect x="17.3" y="4" width="13.4" height="13.4"/><rect x="17.3" y="17.3" width="13.4" height="13.4"/><rect x="4" y="30.7" width="13.4" height="13.4"/><rect x="17.3" y="30.7" width="13.4" height="13.4"/><rect x="30.7" y="17.3" width="13.3" height="13.4"/></g>` +
	`<rect x="4" y="4" width="40" height="40" rx="2" stroke-width="2.5"/>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="10.7" y="14">3</text><text x="37.3" y="14">2</text></g></svg>`

const glyphSlither = svgOpen + `<g fill="currentColor" stroke="none"><circle cx="6" cy="6" r="1.6"/><circle cx="24" cy="6" r="1.6"/><circle cx="42" cy="6" r="1.6"/><circle cx="6" cy="24" r="1.6"/><circle cx="24" cy="24" r="1.6"/><circle cx="42" cy="24" r="1.6"/><circle cx="6" cy="42" r="1.6"/><circle cx="24" cy="42" r="1.6"/><circle cx="42" cy="42" r="1.6"/></g>` +
	`<path d="M6 6h18v18h18v18H6z" stroke="var(--accent)" stroke-width="3"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="10" text-anchor="middle"><text x="15" y="18.5">3</text><text x="33" y="36.5">2</text></g></svg>`

const glyphFillomino = svgOpen + `<rect x="4" y="4" width="40" height="40" rx="2" stroke-width="2.5"/><path d="M4 24h20v20M24 4v20h20" stroke-width="2.5"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="9" text-anchor="middle"><text x="14" y="17">4</text><text x="34" y="37">4</text></g>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="600" font-size="9" text-anchor="middle"><text x="34" y="17">4</text><text x="14" y="37">4</text></g></svg>`

const glyphEvolomino = svgOpen + `<path d="M8 40L40 8" stroke-width="2"/><path d="M40 8l-7 1.5M40 8l-1.5 7" stroke-width="2"/>` +
	`<g fill="var(--accent)" stroke="none"><rect x="5" y="33" width="7" height="7" rx="1"/><rect x="17" y="21" width="7" height="7" rx="1"/><rect x="24" y="21" width="7" height="7" rx="1"/></g></svg>`

const glyphFlow = svgOpen + `<path d="M10 10v14h14v14h14" stroke="var(--accent)" stroke-width="5"/><path d="M38 10H24" stroke="currentColor" stroke-width="5" opacity=".55"/>` +
	`<g stroke="none"><circle cx="10" cy="10" r="5" fill="var(--accent)"/><circle cx="38" cy="38" r="5" fill="var(--accent)"/><circle cx="38" cy="10" r="5" fill="currentColor"/><circle cx="24" cy="10" r="5" fill="currentColor"/></g></svg>`

const glyphSurvo = svgOpen + `<rect x="4" y="4" width="30" height="30" rx="2" stroke-width="2"/><path d="M19 4v30M4 19h30" stroke-width="1.2" opacity=".6"/>` +
	`<g fill="currentColor" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="8" text-anchor="middle"><text x="11.5" y="14.5">3</text><text x="26.5" y="29.5">1</text></g>` +
	`<g fill="var(--accent)" stroke="none" font-family="system-ui,sans-serif" font-weight="700" font-size="8" text-anchor="middle"><text x="41" y="14.5">7</text><text x="41" y="29.5">5</text><text x="11.5" y="44">8</text><text x="26.5" y="44">4</text></g></svg>`

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
