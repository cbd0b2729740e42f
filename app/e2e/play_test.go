//go:build !(js && wasm)

package e2e

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

const testDeadline = 60 * time.Second

// A shared link opens that puzzle: the board shows exactly its givens.
func TestSharedLinkShowsGivens(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givens {
		t.Errorf("data-answer of a fresh shared link\n  got  %q\n  want %q (givens)", got, f.givens)
	}
	if got := tb.link(); got != f.link {
		t.Errorf("data-link = %q, want the canonical link %q", got, f.link)
	}
	tb.noCrash("open a shared link")
}

// Entering the whole solution with real clicks and key events solves it.
func TestEnterSolutionByKeyboard(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	c := newCursor(tb, f.n)
	for i := range f.givens {
		if f.givens[i] == '.' {
			c.put(i, f.solution[i])
		}
	}
	t.Logf("clicking the computed centre of the first empty cell selected it: %v", c.clickHit)
	tb.waitAnswer(f.solution, 5*time.Second, "after typing the solution")
	if _, err := tb.waitText("status", 10*time.Second, `contains "Solved"`, func(s string) bool {
		return strings.Contains(s, "Solved")
	}); err != nil {
		t.Error(err)
	}
	tb.noCrash("enter the solution")
}

// techniqueWords are words a hint naming a human technique contains.
var techniqueWords = regexp.MustCompile(`(?i)single|pair|triple|quad|locked|pointing|claiming|candidate|wing|fish|swordfish|colou?r|chain|forced|naked|hidden`)

// Undo and redo work from the keyboard (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z) and
// from the buttons.
func TestUndoRedo(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	first := strings.IndexByte(f.givens, '.')
	c := newCursor(tb, f.n)
	c.put(first, f.solution[first])
	typed := tb.answer()

	tb.key("z", input.ModifierCtrl)
	tb.waitAnswer(f.givens, 3*time.Second, "Ctrl+Z after one digit")
	tb.key("y", input.ModifierCtrl)
	tb.waitAnswer(typed, 3*time.Second, "Ctrl+Y after Ctrl+Z")
	tb.key("z", input.ModifierCtrl)
	tb.waitAnswer(f.givens, 3*time.Second, "Ctrl+Z again")
	tb.key("Z", input.ModifierCtrl, input.ModifierShift)
	tb.waitAnswer(typed, 3*time.Second, "Ctrl+Shift+Z after Ctrl+Z")

	tb.click("#btn-undo")
	tb.waitAnswer(f.givens, 3*time.Second, "#btn-undo")
	tb.click("#btn-redo")
	tb.waitAnswer(typed, 3*time.Second, "#btn-redo")
	tb.noCrash("undo/redo")
}

// Progress survives a reload: it is saved in local storage under the pinned
// key and put back on the board.
func TestReloadRestoresProgress(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	c := newCursor(tb, f.n)
	entered := 0
	for i := range f.givens {
		if f.givens[i] == '.' && entered < 3 {
			c.put(i, f.solution[i])
			entered++
		}
	}
	want := tb.answer()

	key := "pencilbox/progress/" + f.link
	var saved string
	err := tb.waitJS("the saved progress under "+key,
		`localStorage.getItem(`+jsString(key)+`) || ''`, 5*time.Second, &saved)
	if err != nil {
		var keys []string
		tb.eval(`Object.keys(localStorage)`, &keys)
		t.Errorf("%v; local storage keys: %q", err, keys)
	} else {
		t.Logf("saved progress: %s", saved)
	}

	tb.run("reload", chromedp.Reload())
	got := tb.waitBoard()
	if got == f.givens {
		// The board may draw the givens before restoring; give it a moment.
		time.Sleep(time.Second)
		got = tb.answer()
	}
	if got != want {
		t.Errorf("after reload data-answer\n  got  %q\n  want %q", got, want)
	}
	tb.noCrash("reload")
}

// Malformed links give a clear message and never crash the app.
func TestMalformedLinks(t *testing.T) {
	needEnv(t)
	for _, q := range []string{"sudoku/9/9/%%%zz", "sudoku/7/7/", "nosuchgenre/1/1/"} {
		t.Run(strings.ReplaceAll(q, "/", "_"), func(t *testing.T) {
			tb := newTab(t, testDeadline)
			tb.open("/?" + q)
			msg, err := tb.waitText("message", loadWait, "a message", func(s string) bool { return s != "" })
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s -> %q", q, msg)
			low := strings.ToLower(msg)
			if strings.Contains(low, "panic") || strings.Contains(low, "runtime error") || strings.Contains(low, "undefined") {
				t.Errorf("message %q looks like an internal error, not an explanation", msg)
			}
			tb.noCrash("open " + q)
			// The app still answers: its DOM is alive and the home link or
			// page still renders after a moment.
			time.Sleep(300 * time.Millisecond)
			var alive bool
			tb.must(tb.eval(`document.body && document.body.children.length > 0`, &alive))
			if !alive {
				t.Errorf("page body is empty after %s", q)
			}
			tb.noCrash("after " + q)
		})
	}
}

// jsString quotes s as a JS string literal.
func jsString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '\n':
			b.WriteString(`\n`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
