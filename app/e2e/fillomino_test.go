//go:build !(js && wasm)

package e2e

// Fillomino end to end with real mouse and key events: a drag from a
// given writing its number along the path (one undo step), a two-digit
// number typed, borders by right-click and Shift+arrow, the solution to
// "Solved"; screenshots. The hint and a new puzzle are in
// TestHintAndGenerate (hint_generate_test.go). Helpers are in
// futoshiki_test.go, slitherlink_test.go and nurikabe_test.go.

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/generator"
	"pencilbox/solver/fillomino"
	"pencilbox/solver/puzzle"
)

var fillominoHintWords = regexp.MustCompile(`(?i)region|complete|closed|grow|reach|size|only|must|forced`)

func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

// numbersText is an answer text: rows of space-separated numbers.
func numbersText(vals []int, cols int) string {
	var b strings.Builder
	for i, v := range vals {
		if i > 0 {
			if i%cols == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		if v == 0 {
			b.WriteByte('.')
		} else {
			b.WriteString(itoa(v))
		}
	}
	return b.String()
}

func TestFillominoPlays(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, fillomino.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	if got := numbersText(f.givens, f.cols); got != f.givenText {
		t.Fatalf("e2e: the answer text is not rows of numbers: %q vs %q", got, f.givenText)
	}
	var pad []string
	tb.must(tb.eval(`Array.from(document.querySelectorAll('.pad-key')).map(b => b.id)`, &pad))
	if strings.Join(pad, " ") != "pad-1 pad-2 pad-3 pad-4 pad-5 pad-6 pad-7 pad-8 pad-9 pad-border pad-erase" {
		t.Errorf("pad keys %v", pad)
	}

	// The given 3 at r2c3 dragged up to r1c3 and right to r1c4: both get
	// 3, as one history entry; one Undo takes both back.
	want := append([]int(nil), f.givens...)
	want[2], want[3] = 3, 3
	dragThrough(tb, false, cellAt(1, 2), cellAt(0, 2), cellAt(0, 3))
	tb.waitAnswer(numbersText(want, f.cols), 3*time.Second, "after a drag from the 3")
	if n := len(savedMoves(tb)); n != 1 {
		t.Errorf("the drag saved %d history entries, want 1", n)
	}
	tb.click("#btn-undo")
	tb.waitAnswer(f.givenText, 3*time.Second, "after one Undo of the drag")
	dragThrough(tb, false, cellAt(1, 2), cellAt(0, 2), cellAt(0, 3))
	tb.waitAnswer(numbersText(want, f.cols), 3*time.Second, "after the drag again")

	// Two digits typed quickly make one number; Backspace clears.
	ty := &numTyper{tb: tb, cols: f.cols}
	ty.moveTo(4 * f.cols) // r5c1
	tb.key("12")
	want12 := append([]int(nil), want...)
	want12[4*f.cols] = 12
	tb.waitAnswer(numbersText(want12, f.cols), 3*time.Second, "after typing 1 2")
	tb.key(kb.Delete)
	tb.waitAnswer(numbersText(want, f.cols), 3*time.Second, "after Delete")

	// Borders: a right-click on the side r1c1|r1c2 (the cursor goes to
	// r1c2), Shift+ArrowUp there (the outline: nothing) and Shift+ArrowDown
	// (the side under r1c2).
	tapAt(tb, 1, 2, true)
	waitSaved(t, tb, "border 1,2", "right-click on a side")
	tb.key(kb.ArrowUp, input.ModifierShift)
	tb.key(kb.ArrowDown, input.ModifierShift)
	waitSaved(t, tb, "border 2,3", "Shift+ArrowDown under r1c2")
	// The drag, 1, 12 (one entry per digit), Delete, two borders.
	if got := savedMoves(tb); len(got) != 6 {
		t.Errorf("saved entries %q, want 6", got)
	}
	ty = &numTyper{tb: tb, cols: f.cols} // the clicks moved the cursor

	// The rest of the solution, typed.
	for i, v := range f.solution {
		if f.givens[i] == 0 && want[i] != v {
			ty.put(i, v)
		}
	}
	tb.waitAnswer(f.solvedText, 5*time.Second, "after typing the solution")
	waitSolved(t, tb)
	tb.noCrash("fillomino play")
}

// fillominoShotLink is a benchmark-like 10x10 when a generator exists,
// else the example.
func fillominoShotLink(t *testing.T) string {
	t.Helper()
	g, _ := puzzle.ByName("fillomino")
	if sizes := generator.Sizes(g); len(sizes) > 0 {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		p, _, err := generator.Generate(ctx, g, generator.Params{Cols: sizes[0][0], Rows: sizes[0][1], Seed: 1}, nil)
		if err == nil {
			return puzzle.LinkOf(p)
		}
		t.Logf("fillomino generator: %v; the example is shot instead", err)
	}
	return g.Example()
}

func TestFillominoScreenshots(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, fillominoShotLink(t))
	genreShots(t, "fillomino", f.link, func(tb *tab) {
		// The first half of the cells typed, a player's border drawn.
		ty := &numTyper{tb: tb, cols: f.cols}
		for i := 0; i < len(f.solution)/2; i++ {
			if f.givens[i] == 0 {
				ty.put(i, f.solution[i])
			}
		}
		tapAt(tb, float64(2*(f.rows-1)), 1, true)
	})
}
