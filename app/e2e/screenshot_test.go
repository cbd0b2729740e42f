//go:build !(js && wasm)

package e2e

// Screenshots are for people, not assertions: the home page, a puzzle in
// progress in light and dark (prefers-color-scheme emulated) and the phone
// layout in light and dark (the theme setting, which is asserted), written
// to <repo>/screenshots/ (ignored by git) for a look after every run.

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

func saveShot(t *testing.T, tb *tab, name string) {
	t.Helper()
	dir := filepath.Join(env.root, "screenshots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// Let a canvas redraw after a media or size change reach the screen.
	time.Sleep(400 * time.Millisecond)
	var png []byte
	tb.run("screenshot "+name, chromedp.FullScreenshot(&png, 100))
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("saved %s (%d bytes)", path, len(png))
}

func colorScheme(scheme string) chromedp.Action {
	return emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}})
}

func TestScreenshots(t *testing.T) {
	needEnv(t)
	f := sharedFixture(t)
	tb := newTab(t, 90*time.Second)
	tb.run("desktop size", chromedp.EmulateViewport(1280, 900), colorScheme("light"))

	tb.open("/")
	if err := tb.waitJS("the home page's genre cards", `!!document.querySelector('a#genre-sudoku')`, loadWait, nil); err != nil {
		t.Error(err)
	}
	saveShot(t, tb, "home.png")

	tb.open("/?" + f.link)
	tb.waitBoard()
	c := newCursor(tb, f.n)
	entered := 0
	for i := range f.givens {
		if f.givens[i] == '.' && entered < 12 {
			c.put(i, f.solution[i])
			entered++
		}
	}
	// A pencil mark or two and a hint make the picture show more of the UI.
	tb.key("p")
	next := -1
	for i := range f.givens {
		if f.givens[i] == '.' && tb.answer()[i] == '.' {
			next = i
			break
		}
	}
	if next >= 0 {
		c.moveTo(next)
		tb.key("123")
	}
	tb.key("p")
	tb.click("#btn-hint")
	tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	saveShot(t, tb, "puzzle-light.png")

	tb.run("dark scheme", colorScheme("dark"))
	saveShot(t, tb, "puzzle-dark.png")
	// A fresh load in dark mode, in case the canvas only picks colours at start.
	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	saveShot(t, tb, "puzzle-dark-reloaded.png")

	tb.run("phone", colorScheme("light"), chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	saveShot(t, tb, "phone-puzzle.png")

	// The theme setting: dark on a light system, applied by web/theme.js
	// before the page is painted again after a reload.
	tb.click("#settings summary")
	tb.selectOption("#set-theme", "dark")
	const darkJS = `document.documentElement.dataset.theme === 'dark' &&
		getComputedStyle(document.documentElement).getPropertyValue('--board-bg').trim() === '#161a23'`
	// The board's corner pixel is its background, drawn from the theme.
	const darkBoardJS = `(() => { const d = document.querySelector('canvas#board').getContext('2d').getImageData(3, 3, 1, 1).data;
		return d[0] === 0x16 && d[1] === 0x1a && d[2] === 0x23; })()`
	tb.must(tb.waitJS("the dark theme chosen in Settings", darkJS, 5*time.Second, nil))
	tb.must(tb.waitJS("the board redrawn dark", darkBoardJS, 5*time.Second, nil))
	tb.run("reload", chromedp.Reload())
	var early bool
	tb.must(tb.eval(darkJS, &early)) // before the app has drawn anything
	if !early {
		t.Error("after a reload the page is not dark before the app runs: the theme flashes")
	}
	tb.waitBoard()
	tb.must(tb.waitJS("the board drawn dark after the reload", darkBoardJS, 5*time.Second, nil))
	// The reload kept the scroll at Settings; the picture starts at the top.
	tb.must(tb.eval(`window.scrollTo(0, 0), true`, nil))
	saveShot(t, tb, "phone-puzzle-dark.png")
	tb.click("#settings summary")
	tb.selectOption("#set-theme", "")
	tb.must(tb.waitJS("back to the system's light theme", `document.documentElement.dataset.theme === 'light'`, 5*time.Second, nil))
	tb.open("/")
	tb.waitJS("the home page", `!!document.querySelector('a#genre-sudoku')`, loadWait, nil)
	saveShot(t, tb, "phone-home.png")
	tb.noCrash("screenshots")
}
