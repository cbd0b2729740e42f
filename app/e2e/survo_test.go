//go:build !(js && wasm)

package e2e

// Survo end to end: numbers above 9 typed as several digit keys, the pad's
// pool of unused numbers, the solution played to "Solved"; screenshots.
// The hint and a new puzzle are in TestHintAndGenerate
// (hint_generate_test.go). Helpers are in futoshiki_test.go.

import (
	"context"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/survo"
)

// survoShotLink is a 5x5 (generated at easy, seed 1).
const survoShotLink = "survo/5/5/-33-57-3b-49-37-2b-43-52-3f-46g-11ba65-15h-1382gfici4g1e"

var survoHintWords = regexp.MustCompile(`(?i)last cell|only|too large|too small|remaining|left|must|forced`)

// spentKeys counts the pad keys drawn as used numbers.
func spentKeys(tb *tab) int {
	tb.t.Helper()
	var n int
	tb.must(tb.eval(`document.querySelectorAll('.pad-key.spent').length`, &n))
	return n
}

func TestSurvoPlays(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, survo.Genre{}.Example()) // the paper's Figure 1: 1..12
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	checkNewOptions(t, tb, "survo")
	n := f.cols * f.rows
	var pad []string
	tb.must(tb.eval(`Array.from(document.querySelectorAll('.pad-key')).map(b => b.id)`, &pad))
	if len(pad) != n+1 || pad[0] != "pad-1" || pad[n-1] != "pad-"+strconv.Itoa(n) || pad[n] != "pad-erase" {
		t.Errorf("pad keys %v, want pad-1..pad-%d and pad-erase", pad, n)
	}
	givens := 0
	for _, g := range f.givens {
		if g != 0 {
			givens++
		}
	}
	if got := spentKeys(tb); got != givens {
		t.Errorf("%d pad keys drawn as used on a fresh board, want the %d givens", got, givens)
	}

	// A two-digit number by keys, a pencil mark of two digits, Backspace
	// taking back one digit, then the pad.
	ty := &numTyper{tb: tb, cols: f.cols}
	empty := []int{}
	for i, g := range f.givens {
		if g == 0 {
			empty = append(empty, i)
		}
	}
	a, b := empty[0], empty[1]
	ty.moveTo(a)
	tb.key("11")
	want := answerNumbers(t, f.givenText)
	want[a] = 11
	waitNumbers(t, tb, want, "typing 1 1")
	tb.key("\b") // Backspace right after: 11 -> 1
	want[a] = 1
	waitNumbers(t, tb, want, "Backspace while typing")
	time.Sleep(1200 * time.Millisecond) // the number is finished
	tb.key("2")                         // a new number replaces it
	want[a] = 2
	waitNumbers(t, tb, want, "a digit after a pause")
	ty.moveTo(b)
	tb.key("p")
	tb.key("10")
	tb.key("p")
	waitNumbers(t, tb, want, "a pencil mark (no number)")
	tb.click("#pad-" + strconv.Itoa(n))
	want[b] = n
	waitNumbers(t, tb, want, "pad key "+strconv.Itoa(n))
	if got := spentKeys(tb); got != givens+2 {
		t.Errorf("%d pad keys drawn as used after two entries, want %d", got, givens+2)
	}

	playSolution(t, tb, f)
	if got := spentKeys(tb); got != n {
		t.Errorf("%d pad keys drawn as used on the solved board, want all %d", got, n)
	}
	tb.noCrash("survo play")
}

// waitNumbers waits until data-answer holds these numbers.
func waitNumbers(t *testing.T, tb *tab, want []int, what string) {
	t.Helper()
	s := ""
	for i, v := range want {
		if i > 0 {
			s += " "
		}
		if v == 0 {
			s += "."
		} else {
			s += strconv.Itoa(v)
		}
	}
	deadline := time.Now().Add(3 * time.Second)
	for {
		got := answerNumbers(t, tb.answer())
		same := len(got) == len(want)
		for i := 0; same && i < len(got); i++ {
			same = got[i] == want[i]
		}
		if same {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("e2e: %s: data-answer %q, want the numbers %s", what, tb.answer(), s)
		}
		time.Sleep(30 * time.Millisecond)
	}
}

func TestSurvoScreenshots(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, survoShotLink)
	genreShots(t, "survo", f.link, func(tb *tab) {
		ty := &numTyper{tb: tb, cols: f.cols}
		n := 0
		for i, g := range f.givens {
			if g == 0 && n < 6 {
				ty.put(i, f.solution[i])
				n++
			}
		}
		tb.key("p")
		marked := 0
		for i, g := range f.givens {
			if g == 0 && i > ty.cur && marked < 2 {
				ty.moveTo(i)
				for _, m := range [][]string{{"3", "12"}, {"7", "19", "24"}}[marked] {
					tb.key(m)
					time.Sleep(1100 * time.Millisecond) // end the mark's number
				}
				marked++
			}
		}
		tb.key("p")
		tb.click("#btn-hint")
		tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	})
	// The largest play size, 6x6: 36 pad keys, three-digit sums.
	g, _ := puzzle.ByName("survo")
	p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: 6, Rows: 6, Level: "easy", Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tb := newTab(t, 60*time.Second)
	tb.run("desktop size", chromedp.EmulateViewport(1280, 900), colorScheme("light"))
	tb.open("/?" + puzzle.LinkOf(p))
	tb.waitBoard()
	saveShot(t, tb, "survo-6x6.png")
	tb.run("phone", chromedp.EmulateViewport(375, 812, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	tb.run("reload", chromedp.Reload())
	tb.waitBoard()
	saveShot(t, tb, "survo-6x6-phone.png")
	tb.noCrash("survo 6x6 screenshots")
}

func TestSurvoCheckSolveReload(t *testing.T) {
	needEnv(t)
	f := numberFixture(t, survoShotLink)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	checkSolveReload(t, tb, f)
	tb.noCrash("survo check, solve, reload")
}
