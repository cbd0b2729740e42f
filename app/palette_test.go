package main

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The palette test reads web/styles.css itself, light and dark, and checks
// the figures a player's eyes need: text at least 4.5:1 against what it is
// drawn on (WCAG 2.x, 1.4.3), board marks at least 3:1 (1.4.11), and the
// first PaletteSize palette colours (Flow's pairs) at least ΔE2000 10 apart
// for normal vision and simulated protanopia and deuteranopia, the first
// four 15. Beyond the twelfth colour, and for everyone, letters on the
// dots carry the meaning. It also keeps Evolomino's shading apart from,
// and darker than, its tinted squares, and Flow's paths visible on their
// tints. go test -v -run TestPaletteFigures prints every figure.
//
// What it cannot see: anti-aliasing (a 1.5 px cross reads lighter than
// its colour), the page's color-mix() borders, opacity rules such as the
// faded pad keys, and colours set outside the two :root blocks. Grid lines
// are not held to 3:1 on purpose: they separate cells that walls, clues
// and the cursor already place, and at 3:1 a 9x9 board turns into a net.

const (
	minText     = 4.5 // text, including dimmed met clues and pencil marks
	minMark     = 3.0 // lines, walls, fills, crosses, cursor, error marks
	minPaletteE = 10.0
	minFillE    = 15.0 // a shaded cell against a palette square (Evolomino)
	// A Flow path against its pair's tint: the tint is a background, not
	// a mark, but the path on it must not vanish.
	minPathOnTint = 1.3
	// The first firstFew palette colours, all a small Flow puzzle uses.
	firstFew     = 4
	minFirstFewE = 15.0
)

// scheme is one theme's custom properties, dark inheriting light's.
type scheme struct {
	name  string
	props map[string]string
}

var (
	cssRootRE = regexp.MustCompile(`(?s):root\s*\{(.*?)\}`)
	cssDarkRE = regexp.MustCompile(`(?s):root\[data-theme="dark"\]\s*\{(.*?)\}`)
	cssPropRE = regexp.MustCompile(`(?s)(--[a-z0-9-]+)\s*:\s*([^;]+);`)
	cssCommRE = regexp.MustCompile(`(?s)/\*.*?\*/`)
)

// readSchemes parses the light :root block and the dark theme's
// (:root[data-theme="dark"], which web/theme.js sets from the player's
// choice or the system's scheme). The dark colours must exist once: a
// second copy (say under a prefers-color-scheme query) could drift from
// the one measured here.
func readSchemes(t testing.TB, path string) []scheme {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	css := cssCommRE.ReplaceAllString(string(b), "")
	props := func(block string) map[string]string {
		m := map[string]string{}
		for _, kv := range cssPropRE.FindAllStringSubmatch(block, -1) {
			m[kv[1]] = strings.TrimSpace(kv[2])
		}
		return m
	}
	root := cssRootRE.FindStringSubmatch(css)
	dark := cssDarkRE.FindAllStringSubmatch(css, -1)
	if root == nil || len(dark) != 1 {
		t.Fatalf("%s: no :root block, or %d dark-theme blocks (want one)", path, len(dark))
	}
	if strings.Contains(css, "prefers-color-scheme") {
		t.Fatalf("%s: colours keyed on prefers-color-scheme too; web/theme.js turns the system's scheme into data-theme", path)
	}
	light := props(root[1])
	merged := map[string]string{}
	for k, v := range light {
		merged[k] = v
	}
	for k, v := range props(dark[0][1]) {
		merged[k] = v
	}
	return []scheme{{"light", light}, {"dark", merged}}
}

// colour resolves a custom property to a colour (composited over bg when
// it has alpha, so a translucent highlight is measured as it is seen).
func (s scheme) colour(t testing.TB, name string, bg rgb) rgb {
	t.Helper()
	v, ok := s.props[name]
	if !ok {
		t.Fatalf("%s scheme: %s is not set", s.name, name)
	}
	c, err := parseColour(v)
	if err != nil {
		t.Fatalf("%s scheme: %s: %v", s.name, name, err)
	}
	return c.over(bg)
}

func (s scheme) opaque(t testing.TB, name string) rgb {
	return s.colour(t, name, rgb{1, 1, 1})
}

// tint is a palette Fill as the canvas draws it: the colour at the
// scheme's --board-tint opacity over the board.
func (s scheme) tint(t testing.TB, name string) rgb {
	t.Helper()
	a := fillAlpha // what the canvas uses when the property is not set
	if v, ok := s.props[string(RoleTint)]; ok {
		var err error
		if a, err = strconv.ParseFloat(v, 64); err != nil || a <= 0 || a > 1 {
			t.Fatalf("%s scheme: %s = %q is not an opacity", s.name, RoleTint, v)
		}
	}
	c := s.opaque(t, name)
	return rgba{c, a}.over(s.opaque(t, string(RoleBoard)))
}

// figure is one measured pair.
type figure struct {
	scheme, what string
	value, min   float64
}

func (f figure) String() string {
	mark := ""
	if f.value < f.min {
		mark = "  << below " + strconv.FormatFloat(f.min, 'f', -1, 64)
	}
	return fmt.Sprintf("%-5s %-58s %6.2f%s", f.scheme, f.what, f.value, mark)
}

// paletteFigures measures every pair the app relies on.
func paletteFigures(t testing.TB, schemes []scheme) []figure {
	var out []figure
	for _, s := range schemes {
		add := func(what string, v, min float64) { out = append(out, figure{s.name, what, v, min}) }
		ratio := func(fg, bg string, min float64) {
			b := s.opaque(t, bg)
			add(fmt.Sprintf("%s on %s", fg, bg), contrast(s.colour(t, fg, b), b), min)
		}
		// Page text.
		for _, bg := range []string{"--bg", "--card-bg"} {
			ratio("--text", bg, minText)
			ratio("--muted", bg, minText)
			ratio("--accent", bg, minText) // links
		}
		ratio("--accent-strong", "--accent-soft", minText) // level chip, "on" buttons
		ratio("--accent-strong", "--card-bg", minText)     // hovered buttons
		ratio("--accent-ink", "--accent", minText)         // primary buttons
		ratio("--ok", "--ok-soft", minText)                // the Solved banner
		ratio("--text", "--danger-soft", minText)          // error messages
		ratio("--board-number", "--card-bg", minText)      // pad keys
		ratio("--board-marks", "--card-bg", minText)       // pencil-mode pad keys

		// Board text, on the board and on every highlight a cell can have.
		board := s.opaque(t, string(RoleBoard))
		grounds := []Role{RoleBoard, RoleRelatedBg, RoleSameBg, RoleCursorBg, RoleHint, RoleErrorBg}
		for _, fg := range []Role{RoleClue, RoleClueMet, RoleNumber, RoleMarks} {
			worst, on := math.Inf(1), ""
			for _, g := range grounds {
				bg := s.colour(t, string(g), board)
				if c := contrast(s.opaque(t, string(fg)), bg); c < worst {
					worst, on = c, string(g)
				}
			}
			add(fmt.Sprintf("%s on %s (worst highlight)", fg, on), worst, minText)
		}
		// Board marks against the board.
		for _, fg := range []Role{RoleWall, RoleLine, RoleCross, RoleCursor, RoleError, RoleFill, RoleClueMet} {
			add(fmt.Sprintf("mark %s on %s", fg, RoleBoard), contrast(s.opaque(t, string(fg)), board), minMark)
		}
		// An error cell: its outline against the tinted cell.
		add(fmt.Sprintf("mark %s on %s", RoleError, RoleErrorBg),
			contrast(s.opaque(t, string(RoleError)), s.colour(t, string(RoleErrorBg), board)), minMark)
		// The cursor over a shaded cell must still show.
		add(fmt.Sprintf("mark %s on %s", RoleCursor, RoleFill), contrast(s.opaque(t, string(RoleCursor)), s.opaque(t, string(RoleFill))), minMark)

		// Palette: lines and dots against the board, letters on the dots.
		for v := 1; v <= PaletteSize; v++ {
			p, ink := string(PaletteRole(v)), string(PaletteInkRole(v))
			add(fmt.Sprintf("mark %s on %s", p, RoleBoard), contrast(s.opaque(t, p), board), minMark)
			add(fmt.Sprintf("%s on %s", ink, p), contrast(s.opaque(t, ink), s.opaque(t, p)), minText)
		}
		for _, vis := range visions {
			worst, pair := math.Inf(1), ""
			for i := 1; i <= PaletteSize; i++ {
				for j := i + 1; j <= PaletteSize; j++ {
					a := vis.seen(s.opaque(t, string(PaletteRole(i)))).lab()
					b := vis.seen(s.opaque(t, string(PaletteRole(j)))).lab()
					if e := deltaE2000(a, b); e < worst {
						worst, pair = e, fmt.Sprintf("%s/%s", PaletteRole(i), PaletteRole(j))
					}
				}
			}
			add(fmt.Sprintf("ΔE2000 %s palette, closest %s", vis.Name, pair), worst, minPaletteE)
			// Most puzzles use a few colours: the first ones are ordered
			// to be the farthest apart.
			worst = math.Inf(1)
			for i := 1; i <= firstFew; i++ {
				for j := i + 1; j <= firstFew; j++ {
					a := vis.seen(s.opaque(t, string(PaletteRole(i)))).lab()
					b := vis.seen(s.opaque(t, string(PaletteRole(j)))).lab()
					worst = math.Min(worst, deltaE2000(a, b))
				}
			}
			add(fmt.Sprintf("ΔE2000 %s first %d colours", vis.Name, firstFew), worst, minFirstFewE)
		}
		// Flow: a path over the tint of its joined pair must still show.
		worstPath, which := math.Inf(1), ""
		for v := 1; v <= PaletteSize; v++ {
			p := string(PaletteRole(v))
			if c := contrast(s.opaque(t, p), s.tint(t, p)); c < worstPath {
				worstPath, which = c, p
			}
		}
		add(fmt.Sprintf("path %s on its own tint (lowest)", which), worstPath, minPathOnTint)
		// Evolomino: a shaded cell, a square and a given square must not
		// read alike (palette fills 1 and 2), and the shading must stay
		// the darkest of the three, as on paper, so the board never reads
		// inverted (the dark scheme once had light shading and dark
		// squares).
		fill := s.opaque(t, string(RoleFill))
		for v := 1; v <= 2; v++ {
			sq := s.tint(t, string(PaletteRole(v)))
			for _, vis := range visions {
				add(fmt.Sprintf("ΔE2000 %s %s vs tinted %s", vis.Name, RoleFill, PaletteRole(v)),
					deltaE2000(vis.seen(fill).lab(), vis.seen(sq).lab()), minFillE)
			}
			add(fmt.Sprintf("luminance tinted %s / %s (>1: shading darker)", PaletteRole(v), RoleFill),
				(sq.luminance()+0.05)/(fill.luminance()+0.05), 1.2)
		}
	}
	return out
}

func TestPaletteFigures(t *testing.T) {
	figs := paletteFigures(t, readSchemes(t, "../web/styles.css"))
	var bad []figure
	for _, f := range figs {
		t.Log(f)
		if f.value < f.min {
			bad = append(bad, f)
		}
	}
	sort.Slice(bad, func(i, j int) bool { return bad[i].value/bad[i].min < bad[j].value/bad[j].min })
	for _, f := range bad {
		t.Errorf("%s", f)
	}
}

// The maths against published figures: Sharma et al.'s CIEDE2000 test
// data, WCAG's black on white, and CVD matrices that keep greys grey.
func TestColourMaths(t *testing.T) {
	for _, c := range []struct {
		p, q cielab
		want float64
	}{
		{cielab{50, 2.6772, -79.7751}, cielab{50, 0, -82.7485}, 2.0425},
		{cielab{50, 0, 0}, cielab{50, -1, 2}, 2.3669},
		{cielab{50, 2.5, 0}, cielab{73, 25, -18}, 27.1492},
		{cielab{60.2574, -34.0099, 36.2677}, cielab{60.4626, -34.1751, 39.4387}, 1.2644},
		{cielab{22.7233, 20.0904, -46.6940}, cielab{23.0331, 14.9730, -42.5619}, 2.0373},
		{cielab{90.9257, -0.5406, -0.9208}, cielab{88.6381, -0.8985, -0.7239}, 1.5381},
	} {
		if got := deltaE2000(c.p, c.q); math.Abs(got-c.want) > 1e-4 {
			t.Errorf("ΔE2000(%v, %v) = %.4f, want %.4f", c.p, c.q, got, c.want)
		}
	}
	white, black := rgb{1, 1, 1}, rgb{0, 0, 0}
	if c := contrast(white, black); math.Abs(c-21) > 1e-9 {
		t.Errorf("white on black = %v, want 21", c)
	}
	if l := white.lab(); math.Abs(l.L-100) > 0.01 || math.Abs(l.A) > 0.01 || math.Abs(l.B) > 0.01 {
		t.Errorf("white in Lab = %+v", l)
	}
	grey := rgb{0.5, 0.5, 0.5}
	for _, v := range visions {
		// The published matrices' rows sum to 1 within 1e-6.
		if g := v.seen(grey); math.Abs(g.R-0.5)+math.Abs(g.G-0.5)+math.Abs(g.B-0.5) > 1e-5 {
			t.Errorf("%s sees grey as %s", v.Name, g.hex())
		}
	}
	// Red and green, far apart to everyone else, nearly meet for a
	// deuteranope.
	red, green := rgb{0.8, 0.2, 0.2}, rgb{0.4, 0.55, 0.1}
	if n, d := deltaE2000(red.lab(), green.lab()), deltaE2000(visions[2].seen(red).lab(), visions[2].seen(green).lab()); !(d < n/2) {
		t.Errorf("red/green ΔE normal %.1f, deutan %.1f: the simulation does not merge them", n, d)
	}
	c, err := parseColour("rgba(255, 0, 0, .5)")
	if err != nil || c.over(white).hex() != "#ff8080" {
		t.Errorf("rgba over white = %v %v", c.over(white).hex(), err)
	}
	if c, err := parseColour("#abc"); err != nil || c.hex() != "#aabbcc" {
		t.Errorf("#abc = %v %v", c.hex(), err)
	}
}
