//go:build !(js && wasm)

package e2e

// The setter's editor end to end, in one browser tab: a Sudoku created
// from the home page's "Create a puzzle", then Nurikabe, Flow and
// Futoshiki boards set from blank, each clue placed with real clicks and
// keys (edge clues by clicking the edge, cycling through the tool's
// values); undo and redo; a reload that keeps the board and its undo
// history; "Play this" opening the board on the play page. The board set
// is each genre's example, so the expected link comes from the genre's
// own decoder, not from this test.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	_ "pencilbox/solver/genres"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// editBoardLink waits until the editor's board shows link.
func (tb *tab) editBoardLink(want, what string) {
	tb.t.Helper()
	var ok bool
	err := tb.waitJS(what, fmt.Sprintf(`(() => { const b = document.querySelector('canvas#board'); return !!b && b.getAttribute('data-link') === %q })()`, want), loadWait, &ok)
	if err != nil {
		tb.t.Fatalf("e2e: %s: board link %q, want %q (cursor %s, status %q, message %q)", what, tb.link(), want, tb.attr("canvas#board", "data-cursor"), tb.text("edit-status"), tb.text("message"))
	}
}

// setValue types into a form field the way go-app sees a user's input.
func (tb *tab) setValue(sel, v string) {
	tb.t.Helper()
	var ok bool
	tb.must(tb.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
		e.value = %q; e.dispatchEvent(new Event('input', {bubbles: true})); return true })()`, sel, v), &ok))
	if !ok {
		tb.t.Fatalf("e2e: no %s", sel)
	}
}

// clickLattice clicks lattice point p of the board.
func (tb *tab) clickLattice(p grid.Point) {
	tb.t.Helper()
	x, y := latticeXY(tb, float64(p.Y), float64(p.X))
	tb.run(fmt.Sprintf("click %v", p), chromedp.MouseClickXY(x, y))
}

// setGivens places every given of want on the editor's board with real
// input, checking the board's link after each. A sign is one click on its
// edge for "<" and "^", two for ">" and "v" (the tool's cycle).
func setGivens(t *testing.T, tb *tab, want puzzle.Clued, start puzzle.Clued) {
	t.Helper()
	cur := start
	for _, g := range want.GivenList() {
		if g.At.IsCell() {
			if tb.attr("#tool-digits", "aria-pressed") == "false" {
				tb.click("#tool-digits")
			}
			tb.clickLattice(g.At)
			tb.key(strings.ToLower(g.Value))
		} else {
			tb.click("#tool-signs")
			clicks := 1
			if g.Value == ">" || g.Value == "v" {
				clicks = 2
			}
			for i := 0; i < clicks; i++ {
				tb.clickLattice(g.At)
				time.Sleep(60 * time.Millisecond) // let the first click's board draw
			}
		}
		next, err := cur.WithGiven(g)
		if err != nil {
			t.Fatal(err)
		}
		cur = next.(puzzle.Clued)
		tb.editBoardLink(cur.Link().String(), fmt.Sprintf("%s after placing %v", want.Genre().Name(), g))
	}
}

func decodeClued(t *testing.T, link string) puzzle.Clued {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatal(err)
	}
	return p.(puzzle.Clued)
}

func blankOf(t *testing.T, p puzzle.Clued) puzzle.Clued {
	t.Helper()
	cols, rows := p.Size()
	b, err := p.Genre().(puzzle.Editable).Blank(cols, rows)
	if err != nil {
		t.Fatal(err)
	}
	return b.(puzzle.Clued)
}

func editURL(p puzzle.Puzzle) string {
	l := p.Link()
	l.PID += "_edit"
	return "/?" + l.String()
}

func TestEditorSetsPuzzles(t *testing.T) {
	tb := newTab(t, 3*time.Minute)

	// Sudoku: from the home page's Create, the example clue by clue.
	sudoku := decodeClued(t, "sudoku/4/4/1k3h4k2")
	tb.open("/")
	tb.must(tb.waitJS("app.wasm running the Create form", `!document.getElementById('app-wasm-loader') && !!document.querySelector('#btn-create')`, loadWait, new(bool)))
	tb.selectOption("#create-genre", "sudoku")
	tb.setValue("#create-cols", "4")
	tb.setValue("#create-rows", "4")
	tb.must(tb.eval(`document.querySelector('#btn-create').scrollIntoView({block: 'center'})`, nil))
	tb.click("#btn-create")
	blank := blankOf(t, sudoku)
	tb.editBoardLink(blank.Link().String(), "the blank 4x4 Sudoku")
	start := time.Now()
	if s := tb.text("edit-status"); !strings.Contains(s, "accepts") {
		t.Errorf("blank Sudoku status %q", s)
	}
	setGivens(t, tb, sudoku, blank)
	// A refused clue: a second 1 in row 1 is named as the rule it breaks.
	tb.clickLattice(grid.Point{Y: 1, X: 3})
	tb.key("1")
	if _, err := tb.waitText("message", 5*time.Second, "the refusal", func(s string) bool { return strings.Contains(s, "Row 1") || strings.Contains(s, "row 1") }); err != nil {
		t.Error(err)
	}
	tb.editBoardLink(sudoku.Link().String(), "after a refused clue")
	// Undo, reload (the URL and the saved session), Redo.
	tb.click("#btn-undo")
	gs := sudoku.GivenList()
	undone, _ := sudoku.WithGiven(puzzle.Given{At: gs[len(gs)-1].At})
	tb.editBoardLink(undone.Link().String(), "after Undo")
	tb.run("reload", chromedp.Reload())
	tb.editBoardLink(undone.Link().String(), "after a reload")
	tb.click("#btn-redo")
	tb.editBoardLink(sudoku.Link().String(), "Redo after the reload")
	// Play this: the play page on the same puzzle.
	tb.click("#btn-play-this")
	tb.waitBoard()
	if got := tb.link(); got != sudoku.Link().String() {
		t.Fatalf("Play this opened %q", got)
	}
	// The play page's Edit goes back to the editor on that puzzle.
	tb.click("#link-edit")
	tb.editBoardLink(sudoku.Link().String(), "Edit from the play page")

	// Nurikabe and Flow from blank boards; Flow passes through drafts (a
	// lone dot) that the editor names.
	for _, link := range []string{"nurikabe/5/5/i2m2g3g2o", "arukone/5/5/21k6h3g2g1g54g635h4", "futoshiki/4/4/g2j3m2g00900092"} {
		p := decodeClued(t, link)
		b := blankOf(t, p)
		tb.open(editURL(b))
		tb.editBoardLink(b.Link().String(), "the blank "+p.Genre().Name())
		if p.Genre().Name() != "futoshiki" {
			if s := tb.text("edit-status"); !strings.HasPrefix(s, "Not a puzzle yet") {
				t.Errorf("%s: the blank board's status is %q", p.Genre().Name(), s)
			}
		}
		setGivens(t, tb, p, b)
		if s := tb.text("edit-status"); strings.HasPrefix(s, "Not a puzzle yet") {
			t.Errorf("%s: the finished board's status is %q", p.Genre().Name(), s)
		}
	}
	t.Logf("FIGURE editor: four boards set with real input in %v", time.Since(start).Round(time.Millisecond))
	tb.noCrash("after setting four boards")
}
