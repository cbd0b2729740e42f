//go:build !(js && wasm)

package e2e

// The board's ARIA grid (app/a11y_grid.go): a screen-reader user plays
// through it with the keyboard. These tests speak to it as assistive
// technology does: the focused element, its role and text, aria-selected,
// and the live region's text.

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/solver/puzzle"
)

// focused is the focused element's role, aria-selected and text.
func (tb *tab) focused() (role, selected, text string) {
	tb.t.Helper()
	var r []string
	tb.must(tb.eval(`(() => { const e = document.activeElement;
		return e ? [e.getAttribute('role') || '', e.getAttribute('aria-selected') || '', e.textContent] : ['', '', ''] })()`, &r))
	return r[0], r[1], r[2]
}

// waitFocus waits until the focused element is a selected grid cell whose
// text starts with prefix, and returns its text.
func (tb *tab) waitFocus(prefix, what string) string {
	tb.t.Helper()
	var s string
	expr := fmt.Sprintf(`(() => { const e = document.activeElement;
		return e && e.getAttribute('role') === 'gridcell' && e.getAttribute('aria-selected') === 'true' &&
			e.closest('#board-grid') && e.textContent.startsWith(%q) ? e.textContent : '' })()`, prefix)
	if err := tb.waitJS(what, expr, 5*time.Second, &s); err != nil {
		role, sel, text := tb.focused()
		tb.t.Fatalf("e2e: %v; focused: role %q, aria-selected %q, text %q", err, role, sel, text)
	}
	return s
}

// pageFocus makes the tab behave as the focused window: a headless tab in
// the background moves document.activeElement on focus() but fires no
// focus events, which a player's browser always does.
func (tb *tab) pageFocus() {
	tb.t.Helper()
	tb.run("emulate a focused page", emulation.SetFocusEmulationEnabled(true))
}

// focusGrid puts the focus where Tab into the grid puts it: on its one
// cell with tabindex 0.
func (tb *tab) focusGrid() {
	tb.t.Helper()
	tb.pageFocus()
	var n int
	tb.must(tb.eval(`(() => { const c = document.querySelectorAll('#board-grid [role=gridcell][tabindex="0"]');
		if (c.length === 1) c[0].focus(); return c.length })()`, &n))
	if n != 1 {
		tb.t.Fatalf("e2e: the board grid has %d cells with tabindex 0, want 1 (roving tabindex)", n)
	}
}

// waitLive waits until the live region's text satisfies ok.
func (tb *tab) waitLive(what string, ok func(string) bool) string {
	tb.t.Helper()
	s, err := tb.waitText("board-live", 5*time.Second, what, ok)
	if err != nil {
		tb.t.Fatalf("e2e: live region: %v", err)
	}
	return s
}

// A Sudoku played through the grid: arrows move the selected cell and the
// focus together, a digit typed on a focused cell is entered and said, a
// cell the screen reader focuses becomes the cursor, and Check's result is
// said.
func TestBoardGridSudoku(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	if h := tb.attr("canvas#board", "aria-hidden"); h != "true" {
		t.Errorf("canvas#board aria-hidden = %q, want true (the grid speaks for it)", h)
	}
	var cells int
	tb.must(tb.eval(`document.querySelectorAll('#board-grid [role=row] > [role=gridcell]').length`, &cells))
	if cells != f.n*f.n {
		t.Fatalf("the grid has %d cells in rows, want %d", cells, f.n*f.n)
	}

	tb.focusGrid()
	first := tb.waitFocus("r1c1: ", "the first cell focused")
	if want := "r1c1: " + cellText(f.givens[0]); !strings.HasPrefix(first, want) {
		t.Errorf("first cell says %q, want it to start %q", first, want)
	}
	tb.key(kb.ArrowRight)
	tb.waitFocus("r1c2: ", "ArrowRight moved the focus with the cursor")
	tb.key(kb.ArrowDown)
	tb.waitFocus("r2c2: ", "ArrowDown moved the focus with the cursor")

	// Walk to the first empty cell of row 2 or later and type its digit.
	empty := strings.IndexByte(f.givens[f.n+1:], '.') + f.n + 1
	y, x := empty/f.n, empty%f.n
	for i := 1; i < y; i++ {
		tb.key(kb.ArrowDown)
	}
	for i := 1; i < x; i++ {
		tb.key(kb.ArrowRight)
	}
	for i := x; i < 1; i++ {
		tb.key(kb.ArrowLeft)
	}
	name := fmt.Sprintf("r%dc%d", y+1, x+1)
	if got := tb.waitFocus(name+": ", "the walk reached "+name); got != name+": empty" {
		t.Errorf("%s says %q before the move, want empty", name, got)
	}
	digit := string(f.solution[empty])
	tb.key(keyFor(f.solution[empty]))
	tb.waitLive("says the move", func(s string) bool { return strings.TrimSpace(s) == name+": "+digit })
	tb.waitFocus(name+": "+digit, "the focused cell reads the new digit")
	want := []byte(f.givens)
	want[empty] = f.solution[empty]
	tb.waitAnswer(string(want), 3*time.Second, "digit typed on the focused grid cell")

	// The screen reader moves the focus: the cursor follows, so the next
	// digit goes there.
	other := strings.LastIndexByte(f.givens, '.')
	var ok bool
	tb.must(tb.eval(fmt.Sprintf(`(() => { const c = document.querySelector('#board-grid [data-i="%d"]'); if (!c) return false; c.focus(); return true })()`, other), &ok))
	if !ok {
		t.Fatalf("no grid cell with data-i %d", other)
	}
	oname := fmt.Sprintf("r%dc%d", other/f.n+1, other%f.n+1)
	tb.waitFocus(oname+": ", "focus moved by the screen reader selects the cell")
	tb.key(keyFor(f.solution[other]))
	want[other] = f.solution[other]
	tb.waitAnswer(string(want), 3*time.Second, "digit typed after the focus moved")

	tb.click("#btn-check")
	msg := tb.waitLive("says Check's result", func(s string) bool { return strings.HasPrefix(s, "Check: ") })
	if m := tb.text("message"); !strings.Contains(msg, m) {
		t.Errorf("live region %q does not carry #message %q", msg, m)
	}
	// Said once: #message shows the same words without being a live
	// region for them.
	if live := tb.attr("#message", "aria-live"); live != "off" {
		t.Errorf("#message is aria-live=%q while the live region says Check's result: heard twice", live)
	}
	tb.noCrash("play through the grid")
}

// cellText is how the grid starts a cell of an answer text.
func cellText(r byte) string {
	if r == '.' {
		return "empty"
	}
	return "given " + string(r)
}

// A line genre through the grid: Shift+arrow draws the side of the
// focused cell, and both cells beside that side say so.
func TestBoardGridSlitherlink(t *testing.T) {
	needEnv(t)
	g, _ := puzzle.ByName("slitherlink")
	tb := newTab(t, testDeadline)
	tb.open("/?" + g.Example())
	before := tb.waitBoard()
	tb.focusGrid()
	tb.waitFocus("r1c1: ", "the first cell focused")
	tb.key(kb.ArrowRight)
	tb.waitFocus("r1c2: ", "ArrowRight moved the focus")
	tb.key(kb.ArrowRight, input.ModifierShift)
	said := tb.waitLive("says the line drawn", func(s string) bool { return strings.Contains(s, "loop") })
	if !strings.HasPrefix(said, "r1c2: ") || !strings.Contains(said, "r1c3: ") {
		t.Errorf("live region %q: want r1c2 (the cursor's cell) first, then r1c3", said)
	}
	tb.waitFocus("r1c2: ", "the focus stays on the cell")
	if _, _, text := tb.focused(); !strings.Contains(text, "loop right") {
		t.Errorf("focused cell says %q, want the loop on the right", text)
	}
	if tb.answer() == before {
		t.Error("data-answer unchanged after Shift+ArrowRight")
	}
	tb.noCrash("draw a line through the grid")
}

// BoardGridCost: the grid's price on a 20x20 board (and a 64x64, the
// largest the genres allow; a 4x4 for the page's own latency): its DOM size, and how long the page takes
// from a key press to the moved selection (a cursor step re-renders the
// grid) and to a move's words in the live region (a move reads the board
// again). Logged, not asserted beyond a generous bound: the figures go in
// the report.
func TestBoardGridCost(t *testing.T) {
	needEnv(t)
	for _, n := range []int{4, 20, 64} {
		// Nurikabe with one clue: any size decodes, and Space shades.
		cells := n * n
		rest := cells - 1
		body := "3" + strings.Repeat("z", rest/20)
		if r := rest % 20; r > 0 {
			body += string(rune('f' + r))
		}
		link := fmt.Sprintf("nurikabe/%d/%d/%s", n, n, body)
		tb := newTab(t, 2*testDeadline)
		tb.open("/?" + link)
		tb.waitBoard()
		var nodes int
		tb.must(tb.eval(`document.querySelectorAll('#board-grid *').length`, &nodes))
		if nodes != cells+n {
			t.Fatalf("%dx%d: the grid has %d elements, want %d (a row each and a cell each)", n, n, nodes, cells+n)
		}
		tb.focusGrid()
		tb.waitFocus("r1c1: ", "the first cell focused")
		step := timeKeys(t, tb, `e.textContent.startsWith('r1c' + (i + 2) + ':')`, "ArrowRight", min(n-1, 8))
		tb.key(kb.ArrowDown)
		tb.waitFocus("r2c", "down a row")
		move := timeKeys(t, tb, `document.getElementById('board-live').textContent !== live0`, " ", 1)
		t.Logf("FIGURE board grid %dx%d: %d elements; key to moved focus (median of up to 8): %v; key to a move said: %v", n, n, nodes, step, move)
		if step > 2*time.Second {
			t.Errorf("%dx%d: a cursor step takes %v", n, n, step)
		}
	}
}

// timeKeys presses key count times on the focused cell and times each
// press until cond (with e the focused element and i the press number)
// holds (live0 is the live region's text before the press); it returns
// the median.
func timeKeys(t *testing.T, tb *tab, cond, key string, count int) time.Duration {
	t.Helper()
	var times []time.Duration
	for i := 0; i < count; i++ {
		var ms float64
		expr := fmt.Sprintf(`new Promise((resolve, reject) => {
			const i = %d, t0 = performance.now(), target = document.activeElement;
			const live0 = document.getElementById('board-live').textContent;
			target.dispatchEvent(new KeyboardEvent('keydown', {key: %q, code: %q, bubbles: true}));
			const poll = () => {
				const e = document.activeElement;
				if (%s) { resolve(performance.now() - t0); return; }
				if (performance.now() - t0 > 10000) { reject(new Error('not within 10 s')); return; }
				requestAnimationFrame(poll);
			};
			poll();
		})`, i, key, keyCode(key), cond)
		if err := tb.eval(expr, &ms); err != nil {
			t.Fatalf("e2e: timing key %q (press %d): %v", key, i, err)
		}
		times = append(times, time.Duration(ms*float64(time.Millisecond)))
	}
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	return times[len(times)/2]
}

func keyCode(key string) string {
	if key == " " {
		return "Space"
	}
	return key
}

// Bridges and paths through the grid: Shift+arrow on a focused Hashi
// island lays a bridge, on a Flow dot starts its line, and the live
// region says so from the cursor's cell (the examples' r1c1 is an
// island with a neighbour to the right, and a dot with a free cell
// below).
func TestBoardGridBridgesAndPaths(t *testing.T) {
	needEnv(t)
	for _, tc := range []struct {
		genre string
		arrow string
		want  string // what the live region starts with
		also  string // and contains
	}{
		{"hashi", kb.ArrowRight, "r1c1: island 3, bridge right", "and 4 more cells changed"},
		{"flow", kb.ArrowDown, "r1c1: endpoint B, path down", "r2c1: colour B, path up"},
	} {
		t.Run(tc.genre, func(t *testing.T) {
			g, ok := puzzle.ByName(tc.genre)
			if !ok {
				t.Fatalf("genre %s is not registered", tc.genre)
			}
			tb := newTab(t, testDeadline)
			tb.open("/?" + g.Example())
			before := tb.waitBoard()
			tb.focusGrid()
			tb.waitFocus("r1c1: ", "the first cell focused")
			tb.key(tc.arrow, input.ModifierShift)
			said := tb.waitLive("says the "+tc.genre+" move", func(s string) bool { return strings.HasPrefix(s, "r1c1: ") })
			if !strings.HasPrefix(said, tc.want) || !strings.Contains(said, tc.also) {
				t.Errorf("live region %q, want it to start %q and contain %q", said, tc.want, tc.also)
			}
			tb.waitFocus("r1c1: "+strings.TrimPrefix(tc.want, "r1c1: "), "the focused cell reads the move")
			if tb.answer() == before {
				t.Error("data-answer unchanged after the Shift+arrow")
			}
			tb.noCrash(tc.genre + " through the grid")
		})
	}
}

// Every cell genre through the grid with its own key: the screen reader
// focuses the first empty cell (the cursor follows), the key plays there,
// and the live region and the focused cell say the new content.
func TestBoardGridCellGenres(t *testing.T) {
	needEnv(t)
	for _, tc := range []struct{ genre, key, want string }{
		{"futoshiki", "1", ": 1"},
		{"survo", "1", ": 1"},
		{"fillomino", "1", ": 1"},
		{"nurikabe", " ", ": wall"},
		{"evolomino", " ", ": square"},
	} {
		t.Run(tc.genre, func(t *testing.T) {
			g, ok := puzzle.ByName(tc.genre)
			if !ok {
				t.Fatalf("genre %s is not registered", tc.genre)
			}
			tb := newTab(t, testDeadline)
			tb.open("/?" + g.Example())
			before := tb.waitBoard()
			tb.pageFocus()
			var name string
			tb.must(tb.eval(`(() => { const c = [...document.querySelectorAll('#board-grid [data-i]')].find(e => e.textContent.endsWith(': empty'));
				if (!c) return ''; c.focus(); return c.textContent.split(':')[0] })()`, &name))
			if name == "" {
				t.Fatal("no empty cell the cursor can reach in the example's grid")
			}
			tb.waitFocus(name+": empty", "the screen reader's focus selected "+name)
			tb.key(tc.key)
			said := tb.waitLive("says the "+tc.genre+" move", func(s string) bool { return strings.HasPrefix(s, name+": ") })
			if !strings.HasPrefix(said, name+tc.want) {
				t.Errorf("live region %q, want it to start %q", said, name+tc.want)
			}
			tb.waitFocus(name+tc.want, "the focused cell reads the move")
			if tb.answer() == before {
				t.Errorf("data-answer unchanged after %q", tc.key)
			}
			tb.noCrash(tc.genre + " through the grid")
		})
	}
}
