//go:build !(js && wasm)

package e2e

// Flow Free end to end with real mouse drags: every line of the solution
// (from the Go solver) is drawn from its dot through the cell centres
// (positions from data-geometry), a drag is undone by one click on Undo,
// the drawing survives a reload, the board says "Solved"; "Watch the
// solver" replays the search and gives the board back; the Letters key
// hides the labels on the dots; screenshots in light, dark and phone
// layouts. The hint and a new puzzle are in TestHintAndGenerate
// (hint_generate_test.go).

import (
	"context"
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"pencilbox/solver/flow"
	"pencilbox/solver/puzzle"
)

// flowPlayLink is mzucker's extreme 10x10 #01 (Flow Free rules, unique):
// long winding lines, so the drags cover the whole board.
const flowPlayLink = "arukone/10/10/zv43p2l5m4k5j3j1x12"

type flowFixture struct {
	link                  string
	givenText, solvedText string
	paths                 [][]int // per colour, from one dot to the other
	cols                  int
}

func flowFixtureOf(t *testing.T, link string) flowFixture {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatalf("e2e: the Go decoder refuses %q: %v", link, err)
	}
	fp := p.(*flow.Puzzle)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	r := fp.Solve(ctx, 2)
	if r.Status != puzzle.Unique || r.Answer == nil {
		t.Fatalf("e2e: fixture %q: the Go solver says %v, want a unique solution", link, r.Status)
	}
	a := r.Answer.(flow.Answer)
	if len(a.Paths) != fp.Colours()+1 {
		t.Fatalf("e2e: fixture %q: the solver's answer has no paths", link)
	}
	return flowFixture{link: puzzle.LinkOf(p), givenText: p.NewState().Answer().String(),
		solvedText: a.String(), paths: a.Paths, cols: fp.G.Cols}
}

// flowBoard is the board's page geometry, read once per gesture.
type flowBoard struct{ left, top, cell, margin float64 }

func flowGeometry(tb *tab) flowBoard {
	tb.t.Helper()
	var r []float64
	tb.must(tb.waitJS("canvas#board with data-geometry", `(() => {
		const b = document.querySelector('canvas#board');
		if (!b || !b.dataset.geometry) return null;
		const [cell, margin] = b.dataset.geometry.split(' ').map(Number);
		const r = b.getBoundingClientRect();
		return [r.left, r.top, cell, margin];
	})()`, 10*time.Second, &r))
	return flowBoard{r[0], r[1], r[2], r[3]}
}

// at is the page position of lattice point (y, x).
func (g flowBoard) at(y, x float64) (float64, float64) {
	return g.left + g.margin + x*g.cell/2, g.top + g.margin + y*g.cell/2
}

// flowDrag presses on the centre of the first cell, moves through the
// centres of the others in steps of half a lattice unit (a quarter of a
// cell) and releases on the last: real mouse events, as a player drags.
func flowDrag(tb *tab, cols int, cells []int) {
	tb.t.Helper()
	g := flowGeometry(tb)
	centre := func(c int) (float64, float64) { return float64(2*(c/cols) + 1), float64(2*(c%cols) + 1) }
	ev := func(typ input.MouseType, y, x float64) {
		px, py := g.at(y, x)
		p := input.DispatchMouseEvent(typ, px, py).WithButton(input.Left).WithButtons(1).WithClickCount(1)
		if typ == input.MouseReleased {
			p = p.WithButtons(0)
		}
		tb.run("mouse "+string(typ), p)
	}
	y0, x0 := centre(cells[0])
	ev(input.MousePressed, y0, x0)
	for i := 1; i < len(cells); i++ {
		ay, ax := centre(cells[i-1])
		by, bx := centre(cells[i])
		n := int(math.Ceil(math.Hypot(by-ay, bx-ax) * 2))
		for k := 1; k <= n; k++ {
			f := float64(k) / float64(n)
			ev(input.MouseMoved, ay+f*(by-ay), ax+f*(bx-ax))
		}
	}
	y1, x1 := centre(cells[len(cells)-1])
	ev(input.MouseReleased, y1, x1)
}

func flowWaitSolved(t *testing.T, tb *tab) {
	t.Helper()
	if _, err := tb.waitText("status", 10*time.Second, `contains "Solved"`, func(s string) bool {
		return strings.Contains(s, "Solved")
	}); err != nil {
		t.Error(err)
	}
}

var flowHintWords = regexp.MustCompile(`(?i)only|must|way on|filled|line|pair`)

func TestFlowPlays(t *testing.T) {
	needEnv(t)
	f := flowFixtureOf(t, flowPlayLink)
	tb := newTab(t, testDeadline)
	tb.open("/?" + f.link)
	if got := tb.waitBoard(); got != f.givenText {
		t.Errorf("data-answer of a fresh link\n  got  %q\n  want %q", got, f.givenText)
	}
	checkNewOptions(t, tb, "flow")
	// A drag is one undo step.
	first := f.paths[1]
	flowDrag(tb, f.cols, first[:len(first)/2+1])
	if tb.answer() == f.givenText {
		t.Fatalf("a drag along the first line changed nothing")
	}
	tb.click("#btn-undo")
	tb.waitAnswer(f.givenText, 3*time.Second, "one Undo after a drag")
	for k := 1; k < len(f.paths)-1; k++ {
		flowDrag(tb, f.cols, f.paths[k])
	}
	// The lines drawn so far survive a reload (saved progress; long drags
	// must stay within what the saved game may hold).
	time.Sleep(200 * time.Millisecond)
	drawn := tb.answer()
	tb.run("reload", chromedp.Reload())
	if got := tb.waitBoard(); got != drawn {
		t.Errorf("after a reload data-answer\n  got  %q\n  want %q (message %q)", got, drawn, tb.text("message"))
	}
	flowDrag(tb, f.cols, f.paths[len(f.paths)-1])
	tb.waitAnswer(f.solvedText, 5*time.Second, "after drawing every line")
	flowWaitSolved(t, tb)
	tb.noCrash("flow play")
}

// Watch the solver (Flow is the genre that shows its search), and the
// Colour and Letters pad keys. Flow's hint and generation are in
// TestHintAndGenerate.
func TestFlowWatch(t *testing.T) {
	needEnv(t)
	f := flowFixtureOf(t, flowPlayLink)
	tb := newTab(t, 2*testDeadline)
	tb.open("/?" + f.link)
	tb.waitBoard()
	board := tb.answer()

	// Watch the solver: frames replace the board's picture, the replay
	// ends on the answer, and the player's board is kept.
	var before string
	tb.must(tb.eval(`document.querySelector('canvas#board').toDataURL()`, &before))
	tb.click("#btn-watch")
	if _, err := tb.waitText("watch-text", 30*time.Second, "the replay's end", func(s string) bool {
		return strings.Contains(s, "answer")
	}); err != nil {
		t.Fatal(err)
	}
	var during string
	tb.must(tb.eval(`document.querySelector('canvas#board').toDataURL()`, &during))
	if during == before {
		t.Error("the board's picture did not change while watching the solver")
	}
	if got := tb.answer(); got != board {
		t.Errorf("watching the solver changed data-answer to %q", got)
	}
	tb.click("#btn-watch") // Back to my board
	if err := tb.waitJS("the replay closed", `!document.getElementById('watch-text')`, 3*time.Second, nil); err != nil {
		t.Error(err)
	}
	// Colour only draws the dots without letters; Letters brings them back.
	tb.must(tb.eval(`document.querySelector('canvas#board').toDataURL()`, &before))
	tb.click("#pad-colour")
	if err := tb.waitJS("Letters off", `document.getElementById('pad-letters').getAttribute('aria-pressed') !== 'true'`, 3*time.Second, nil); err != nil {
		t.Error(err)
	}
	time.Sleep(200 * time.Millisecond)
	var bare string
	tb.must(tb.eval(`document.querySelector('canvas#board').toDataURL()`, &bare))
	if bare == before {
		t.Error("hiding the letters did not change the board's picture")
	}
	saveShot(t, tb, "flow-noletters.png")
	tb.click("#pad-letters")
	tb.noCrash("flow watch")
}

func TestFlowScreenshots(t *testing.T) {
	needEnv(t)
	f := flowFixtureOf(t, flowPlayLink)
	genreShots(t, "flow", f.link, func(tb *tab) {
		// Two joined pairs (tinted as done), one line half drawn.
		flowDrag(tb, f.cols, f.paths[1])
		flowDrag(tb, f.cols, f.paths[4])
		p := f.paths[2]
		flowDrag(tb, f.cols, p[:len(p)/2])
		// A mid-replay picture of the solver's search.
		tb.click("#btn-watch")
		if _, err := tb.waitText("watch-text", 20*time.Second, "a search frame", func(s string) bool {
			return strings.HasPrefix(s, "Search node")
		}); err == nil {
			saveShot(tb.t, tb, "flow-watch.png")
		} else {
			tb.t.Log(err)
		}
		tb.click("#btn-watch")
	})
}
