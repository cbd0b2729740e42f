//go:build !(js && wasm)

package e2e

// Hashiwokakero end to end with real mouse events: bridges laid by drags
// from island to island (a drag through three islands undone by one click
// on Undo), a bridge cycled by a click on the water it crosses, a "no
// bridge" mark by right-click, the solution dragged in to "Solved";
// screenshots (the hint and a new puzzle are in TestHintAndGenerate).
// Pointer helpers are in slitherlink_test.go.

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"pencilbox/solver/hashi"
	"pencilbox/solver/puzzle"
)

// bridgeFixture is a Hashi puzzle with the bridges of its solution.
type bridgeFixture struct {
	link                  string
	p                     *hashi.Puzzle
	givenText, solvedText string
	count                 []uint8 // per potential bridge, in the solution
}

func hashiFixture(t *testing.T, link string) bridgeFixture {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses %q: %v", link, err)
	}
	hp := p.(*hashi.Puzzle)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := hp.Solve(ctx, 2)
	if r.Status != puzzle.Unique {
		t.Fatalf("e2e: %q: the Go solver says %v, want unique", link, r.Status)
	}
	return bridgeFixture{link: puzzle.LinkOf(p), p: hp, givenText: p.NewState().Answer().String(),
		solvedText: r.Answer.String(), count: r.Answer.(hashi.Answer).Count}
}

// centre is the lattice centre of island i as a drag point.
func (f bridgeFixture) centre(i int) [2]float64 {
	c := f.p.G.CellPoint(f.p.Islands[i])
	return [2]float64{float64(c.Y), float64(c.X)}
}

var hashiHintWords = regexp.MustCompile(`(?i)bridge|island|group|cross`)

func TestHashiPlays(t *testing.T) {
	needEnv(t)
	f := hashiFixture(t, hashi.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	if got := tb.link(); got != f.link {
		t.Errorf("data-link = %q, want %q", got, f.link)
	}
	checkNewOptions(t, tb, "hashi")

	// The bottom row r5c1 (1), r5c3 (2), r5c5 (2) in one drag: two
	// bridges; one Undo takes both away.
	dragThrough(tb, false, [2]float64{9, 1}, [2]float64{9, 5}, [2]float64{9, 9})
	tb.waitAnswer(strings.Replace(f.givenText, "1 . 2 . 2", "1 - 2 - 2", 1), 3*time.Second, "after a drag along the bottom row")
	tb.click("#btn-undo")
	tb.waitAnswer(f.givenText, 3*time.Second, "after one Undo of the drag")

	// A click on the water between r1c1 and r3c1 lays a bridge, a second
	// click doubles it, a third takes it away.
	tapAt(tb, 3, 1.2, false)
	tb.waitAnswer(strings.Replace(f.givenText, "\n. . . . .\n3", "\n| . . . .\n3", 1), 3*time.Second, "after a click on the water")
	tapAt(tb, 3.3, 0.8, false)
	tb.waitAnswer(strings.Replace(f.givenText, "\n. . . . .\n3", "\nH . . . .\n3", 1), 3*time.Second, "after a second click")
	tapAt(tb, 2.8, 1, false)
	tb.waitAnswer(f.givenText, 3*time.Second, "after a third click")

	// Keyboard: a click on r1c1 selects the island, Shift+Down lays the
	// bridge to r3c1, Backspace clears the island's bridges.
	tapAt(tb, 1, 1, false)
	tb.key(kb.ArrowDown, input.ModifierShift)
	tb.waitAnswer(strings.Replace(f.givenText, "\n. . . . .\n3", "\n| . . . .\n3", 1), 3*time.Second, "after Shift+Down on r1c1")
	tb.key(kb.Backspace)
	tb.waitAnswer(f.givenText, 3*time.Second, "after Backspace on r1c1")

	// A right-click marks "no bridge" (saved, not in data-answer).
	tapAt(tb, 5, 3.1, true) // r3c2, between r3c1 and r3c4
	waitSaved(t, tb, "2,0-2,3~x", "right-click on the water")
	tb.click("#btn-undo")

	// The solution, one drag per bridge.
	for b, k := range f.count {
		br := f.p.Bridges[b]
		for range int(k) {
			dragThrough(tb, false, f.centre(br.A), f.centre(br.B))
		}
	}
	tb.waitAnswer(f.solvedText, 5*time.Second, "after dragging the solution")
	waitSolved(t, tb)
	tb.noCrash("hashi play")
}

func TestHashiScreenshots(t *testing.T) {
	needEnv(t)
	f := hashiFixture(t, defaultSizeLink(t, "hashi", "medium"))
	genreShots(t, "hashi", f.link, func(tb *tab) {
		// About half the solution's bridges, a "no bridge" mark, a hint.
		done, marked := 0, false
		for b, k := range f.count {
			br := f.p.Bridges[b]
			switch {
			case k > 0 && done < len(f.count)/3:
				for range int(k) {
					dragThrough(tb, false, f.centre(br.A), f.centre(br.B))
				}
				done++
			case k == 0 && !marked:
				dragThrough(tb, true, f.centre(br.A), f.centre(br.B))
				marked = true
			}
		}
		tb.click("#btn-hint")
		tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	})
}

// On a phone: a finger drag lays a bridge, a finger tap on it doubles it,
// a long press on water marks "no bridge".
func TestHashiTouch(t *testing.T) {
	needEnv(t)
	f := hashiFixture(t, hashi.Genre{}.Example())
	tb := newTab(t, testDeadline)
	tb.run("phone", chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile, chromedp.EmulateTouch))
	tb.open("/?" + f.link)
	tb.waitBoard()
	touchDrag(tb, [2]float64{1, 1}, [2]float64{5, 1})
	tb.waitAnswer(strings.Replace(f.givenText, "\n. . . . .\n3", "\n| . . . .\n3", 1), 3*time.Second, "after a finger drag r1c1 to r3c1")
	touchTap(tb, 3, 1, 0)
	tb.waitAnswer(strings.Replace(f.givenText, "\n. . . . .\n3", "\nH . . . .\n3", 1), 3*time.Second, "after a finger tap on the bridge")
	touchTap(tb, 1, 5, 700*time.Millisecond)
	waitSaved(t, tb, "0,0-0,4~x", "long press on r1c3")
	tb.noCrash("hashi touch")
}
