//go:build !(js && wasm)

package e2e

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/slitherlink"
)

// The New puzzle card from a player's side: the bar moves, the words
// beside it are a player's, the page shows the level of the puzzle being
// played, the card keeps the chosen level, and Cancel gives back the old
// puzzle with its clock.

// watchPhaseJS records, from inside the page, every text #gen-phase
// showed while visible (alongside watchProgressJS's bar values).
const watchPhaseJS = `(() => {
	const seen = window.__phaseSeen = [];
	const rec = () => {
		const e = document.getElementById('gen-phase');
		if (!e || e.offsetParent === null) return;
		const s = e.textContent.trim();
		if (s && seen[seen.length - 1] !== s) seen.push(s);
	};
	new MutationObserver(rec).observe(document.documentElement, {subtree: true, childList: true, characterData: true, attributes: true});
	return true;
})()`

// developerWords may never reach a player's eyes beside the bar.
var developerWords = regexp.MustCompile(`(?i)attempt|carving|phase|\b\d+/\d+\b|worker|generator`)

// levelChip waits for #level-chip and returns its text.
func levelChip(tb *tab, d time.Duration) (string, error) {
	return tb.waitText("level-chip", d, "a level chip", func(s string) bool { return s != "" })
}

// largestSize is the generator's largest size of genre, as "WxH".
func largestSize(t *testing.T, genre string) string {
	t.Helper()
	g, ok := puzzle.ByName(genre)
	if !ok {
		t.Fatalf("e2e: genre %s is not registered", genre)
	}
	var best [2]int
	for _, s := range generator.Sizes(g) {
		if s[0]*s[1] > best[0]*best[1] {
			best = s
		}
	}
	return fmt.Sprintf("%dx%d", best[0], best[1])
}

// TestNewAtLargestSize, per genre: New at the largest size completes with
// a bar that takes at least two values and player words beside it, the
// new puzzle's chip shows the level asked for, and the card still offers
// that level, also after a reload (when the chip comes from grading the
// puzzle afresh). The genres are two that generate in about a second at
// their largest size even in WASM on a shared machine (25x25 Sudoku
// offers easy and expert only; easy takes well under a second).
func TestNewAtLargestSize(t *testing.T) {
	for _, c := range []struct{ genre, level string }{
		{"sudoku", "easy"},      // 25x25
		{"slitherlink", "easy"}, // 20x20
	} {
		t.Run(c.genre, func(t *testing.T) {
			tb := newTab(t, 60*time.Second)
			tb.open("/?" + c.genre)
			tb.waitBoard()
			old := tb.link()
			size := largestSize(t, c.genre)
			tb.selectOption("select#new-size", size)
			// The level picker offers exactly the levels made at that size
			// (25x25 Sudoku withholds medium and hard).
			var cols, rows int
			if _, err := fmt.Sscanf(size, "%dx%d", &cols, &rows); err != nil {
				t.Fatal(err)
			}
			g, _ := puzzle.ByName(c.genre)
			var names []string
			for _, l := range generator.LevelsAt(g, cols, rows) {
				names = append(names, l.Name)
			}
			var offered string
			tb.must(tb.waitJS("the levels offered at "+size, fmt.Sprintf(`(() => {
				const v = [...document.querySelectorAll('select#new-level option')].map(o => o.value).join(',');
				return v === %q ? v : '';
			})()`, strings.Join(names, ",")), 5*time.Second, &offered))
			tb.selectOption("select#new-level", c.level)
			var ok bool
			tb.must(tb.eval(watchProgressJS, &ok))
			tb.must(tb.eval(watchPhaseJS, &ok))
			start := time.Now()
			tb.click("#btn-new")
			link := waitNewLinkOr(tb, old, 40*time.Second, func() string { return genState(tb) })
			var seen progressSeen
			tb.must(tb.eval(`window.__genSeen`, &seen))
			var phases []string
			tb.must(tb.eval(`window.__phaseSeen`, &phases))
			t.Logf("%s %s %s in %v: bar %v; words %q", c.genre, size, c.level, time.Since(start).Round(time.Millisecond), seen.Values, phases)
			checkBarMoved(t, seen)
			checkPlayerWords(t, phases, size)
			if want := strings.ReplaceAll(size, "x", "/"); !strings.Contains(link, "/"+want+"/") {
				t.Errorf("generated link %q is not of size %s", link, size)
			}
			time.Sleep(150 * time.Millisecond) // data-answer can lag data-link by one render
			checkGenerated(t, link, tb.answer())

			want := expectedLevel(tb, c.level)
			if chip, err := levelChip(tb, 5*time.Second); err != nil || chip != want {
				t.Errorf("level chip %q (%v), want %q", chip, err, want)
			}
			if got := tb.attrValue("select#new-level"); got != c.level {
				t.Errorf("after New the level picker shows %q, want the chosen %q", got, c.level)
			}
			tb.run("reload", chromedp.Reload())
			tb.waitBoard()
			if got := tb.attrValue("select#new-level"); got != c.level {
				t.Errorf("after a reload the level picker shows %q, want the chosen %q", got, c.level)
			}
			if chip, err := levelChip(tb, 20*time.Second); err != nil || chip != want {
				t.Errorf("after a reload the level chip is %q (%v), want the graded %q", chip, err, want)
			}
			tb.noCrash(c.genre + " new at the largest size")
		})
	}
}

// expectedLevel is the chip a new puzzle must show: the level asked for,
// or the one the page's notice names when the generator could not reach
// it at this size (a random seed may miss it; the notice says so).
func expectedLevel(tb *tab, asked string) string {
	want := strings.ToUpper(asked[:1]) + asked[1:]
	msg := tb.text("message")
	if m := regexp.MustCompile(`here is an? (\w+) one`).FindStringSubmatch(msg); m != nil {
		tb.t.Logf("the generator gave another level: %q", msg)
		return strings.ToUpper(m[1][:1]) + m[1][1:]
	}
	return want
}

// attrValue is the current value of a form control.
func (tb *tab) attrValue(sel string) string {
	tb.t.Helper()
	var s string
	tb.must(tb.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.value : '' })()`, sel), &s))
	return s
}

// checkBarMoved demands at least two different determinate bar values.
func checkBarMoved(t *testing.T, seen progressSeen) {
	t.Helper()
	if !seen.Visible {
		t.Fatalf("progress#gen-progress was never visible")
	}
	var values []string
	for _, v := range seen.Values {
		if v != "indeterminate" && !slices.Contains(values, v) {
			values = append(values, v)
		}
	}
	if len(values) < 2 {
		t.Errorf("the bar showed %v: want at least two different values", seen.Values)
	}
}

// checkPlayerWords demands words beside the bar that say what is made,
// without developer wording.
func checkPlayerWords(t *testing.T, phases []string, size string) {
	t.Helper()
	if len(phases) == 0 {
		t.Errorf("#gen-phase never showed a text")
	}
	label := strings.ReplaceAll(size, "x", "×")
	for _, p := range phases {
		if !strings.HasPrefix(p, "Making ") || !strings.Contains(p, label) {
			t.Errorf("#gen-phase %q does not say a %s puzzle is being made", p, label)
		}
		if developerWords.MatchString(p) {
			t.Errorf("#gen-phase %q uses developer wording", p)
		}
	}
}

// clockSeconds reads #timer.
func clockSeconds(tb *tab) int {
	tb.t.Helper()
	return parseClock(tb.t, tb.text("timer"))
}

// parseClock reads a clock text ("m:ss" or "h:mm:ss") as seconds.
func parseClock(t *testing.T, text string) int {
	t.Helper()
	s := 0
	for _, part := range strings.Split(text, ":") {
		n, err := strconv.Atoi(part)
		if err != nil {
			t.Fatalf("e2e: #timer %q is not a clock", text)
		}
		s = s*60 + n
	}
	return s
}

// Cancel in the middle of a long generation keeps the old puzzle, its
// moves and its clock, which stood still while the new puzzle was being
// made and runs again after. The old puzzle is a shared link, so its chip
// comes from the worker's grade; Cancel must not lose it.
func TestCancelNewKeepsPuzzleAndClock(t *testing.T) {
	f := slitherFixture(t, slitherlink.Genre{}.Example())
	tb := newTab(t, 60*time.Second)
	tb.open("/?" + f.link)
	tb.waitBoard()
	// A drag down the left outline (every cell then reads as inside, as
	// in TestSlitherlinkPlays): a board that differs from the fresh one.
	dragThrough(tb, false, [2]float64{0, 0}, [2]float64{float64(2 * f.rows), 0})
	keptLink := tb.link()
	var keptAnswer string
	tb.must(tb.waitJS("a line drawn", fmt.Sprintf(`(() => { const a = document.querySelector('canvas#board').getAttribute('data-answer'); return a !== %s ? a : '' })()`,
		jsString(f.givenText)), 3*time.Second, &keptAnswer))
	if chip, err := levelChip(tb, 20*time.Second); err != nil {
		t.Errorf("a shared link got no level chip: %v", err)
	} else {
		t.Logf("shared link graded %q", chip)
	}
	if _, err := tb.waitText("timer", 10*time.Second, "the clock at 0:02", func(s string) bool { return s >= "0:02" }); err != nil {
		t.Fatal(err)
	}

	// Slitherlink 20x20 hard takes many seconds even natively (more in
	// the worker's WASM), so the generation is surely running when Cancel
	// is pressed a second in.
	tb.selectOption("select#new-size", "20x20")
	tb.selectOption("select#new-level", "hard")
	var ok bool
	tb.must(tb.eval(watchProgressJS, &ok))
	before := clockSeconds(tb)
	tb.click("#btn-new")
	// Inside the page: wait for the bar, let the generation run 1 s,
	// read the clock, press Cancel, all without a round trip in between.
	var res struct {
		Seen   bool   `json:"seen"`
		Link   string `json:"link"`
		During string `json:"during"`
	}
	tb.must(tb.eval(`(async () => {
		const t0 = performance.now();
		while (performance.now() - t0 < 5000 && !window.__genSeen.visible) await new Promise(r => setTimeout(r, 5));
		await new Promise(r => setTimeout(r, 1000));
		const link = document.querySelector('canvas#board').getAttribute('data-link');
		const during = document.getElementById('timer').textContent.trim();
		document.getElementById('btn-cancel').click();
		return {seen: window.__genSeen.visible, link, during};
	})()`, &res))
	if !res.Seen {
		t.Fatalf("the bar never showed within 5 s of New (%s)", genState(tb))
	}
	if res.Link != keptLink {
		t.Fatalf("generation finished (link %q) before Cancel: nothing was tested", res.Link)
	}
	t.Logf("clock before New %d s, %s after 1 s of generation", before, res.During)
	if msg, err := tb.waitText("message", 5*time.Second, "says the new puzzle was cancelled", func(s string) bool {
		return strings.Contains(strings.ToLower(s), "cancel")
	}); err != nil {
		t.Error(err)
	} else {
		t.Logf("message: %q", msg)
	}
	// One tick may land between reading the clock and the click.
	if during := parseClock(t, res.During); during > before+1 {
		t.Errorf("the clock ran while the new puzzle was made: %d s before New, %d s 1 s later", before, during)
	}
	after := clockSeconds(tb)
	if after < before {
		t.Errorf("after Cancel the clock shows %d s, less than the %d s before New", after, before)
	}
	if got := tb.link(); got != keptLink {
		t.Errorf("after Cancel data-link = %q, want the kept %q", got, keptLink)
	}
	if got := tb.answer(); got != keptAnswer {
		t.Errorf("after Cancel data-answer\n  got  %q\n  want %q (board kept)", got, keptAnswer)
	}
	if _, err := tb.waitText("timer", 5*time.Second, "the clock running again", func(s string) bool {
		return s != "" && clockSeconds(tb) >= after+2
	}); err != nil {
		t.Errorf("the clock did not resume after Cancel: %v", err)
	}
	if _, err := levelChip(tb, 10*time.Second); err != nil {
		t.Errorf("the level chip is gone after Cancel: %v", err)
	}

	// Cancel at once, before the fresh worker has said a word: the same.
	tb.must(tb.eval(`(() => { document.getElementById('btn-new').click(); document.getElementById('btn-cancel').click(); return true })()`, &ok))
	if err := tb.waitJS("the card idle again", `(() => { const n = document.getElementById('btn-new'); const g = document.getElementById('gen-progress'); return !!n && !n.disabled && g.hidden })()`, 5*time.Second, nil); err != nil {
		t.Errorf("%v (%s)", err, genState(tb))
	}
	time.Sleep(300 * time.Millisecond)
	if tb.link() != keptLink || tb.answer() != keptAnswer {
		t.Errorf("an instant Cancel changed the board: %q %q", tb.link(), tb.answer())
	}
	tb.noCrash("cancel new")
}
