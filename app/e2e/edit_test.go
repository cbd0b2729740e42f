//go:build !(js && wasm)

package e2e

// The setter's editor end to end, one browser tab per test.
//
// TestEditorSetsPuzzles: a Sudoku created from the home page's "Create a
// puzzle", then every other genre's example set from its blank board,
// each clue placed with real clicks and keys (edge clues by clicking the
// edge, cycling through the tool's values); a refused clue; undo, a
// reload that keeps the board and its undo history, redo; "Play this"
// and the play page's Edit; Evolomino's arrows by dragging, undone in one
// step; a resize; axe on the editor. The expected links come from the
// genres' own decoders and WithGiven, not from this test.
//
// TestEditorAnalysis: the live analysis while setting a Sudoku, a
// Nurikabe and a Flow through "several" (differences marked) to "unique"
// with a grade, and the time from the end of the debounce to status and
// facts over 50 edits of a 9x9 Sudoku (logged as a FIGURE, p95 checked
// against the 500 ms).

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

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

// editEdgeTools names the tool that places a genre's clues on edges, and
// cellTools the tool for a cell value where it is not the genre's first.
var (
	editEdgeTools = map[string]string{"futoshiki": "signs", "fillomino": "borders", "evolomino": "arrows"}
	editCellTools = map[string]string{"square": "squares", "shaded": "shaded"}
)

// pickTool presses a palette button unless it is already on (a genre with
// one kind of clue has no palette: id is then "").
func (tb *tab) pickTool(id string) {
	tb.t.Helper()
	if id != "" && tb.attr("#tool-"+id, "aria-pressed") == "false" {
		tb.click("#tool-" + id)
	}
}

// setGivens places every given of want on the editor's board with real
// input, checking the board's link after each. A cell's number or letter
// is typed after a click on it (Survo's sums on their places beside the
// board); an edge clue is one click on the edge for the first value of
// its tool's cycle ("<", "^", ">" for an arrow step, "v", a border), two
// for the second; a square or a shaded cell is a click with its tool.
func setGivens(t *testing.T, tb *tab, want puzzle.Clued, start puzzle.Clued) {
	t.Helper()
	name := want.Genre().Name()
	first := tb.attr(".edit-tools button", "id")
	cur := start
	for _, g := range want.GivenList() {
		switch {
		case !g.At.IsCell():
			tb.pickTool(editEdgeTools[name])
			clicks := 1
			if g.Value == ">" && name == "futoshiki" || g.Value == "v" && name == "futoshiki" || g.Value == "<" && name == "evolomino" || g.Value == "^" && name == "evolomino" {
				clicks = 2
			}
			for i := 0; i < clicks; i++ {
				tb.clickLattice(g.At)
				time.Sleep(60 * time.Millisecond) // let the first click's board draw
			}
		case editCellTools[g.Value] != "":
			tb.pickTool(editCellTools[g.Value])
			tb.clickLattice(g.At)
		default:
			tb.pickTool(strings.TrimPrefix(first, "tool-"))
			tb.clickLattice(g.At)
			tb.key(strings.ToLower(g.Value))
		}
		next, err := cur.WithGiven(g)
		if err != nil {
			t.Fatal(err)
		}
		cur = next.(puzzle.Clued)
		tb.editBoardLink(cur.Link().String(), fmt.Sprintf("%s after placing %v", name, g))
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
	if _, err := tb.waitText("edit-status", 30*time.Second, "the blank Sudoku's several solutions", func(s string) bool { return strings.HasPrefix(s, "Several solutions") }); err != nil {
		t.Error(err)
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

	// Every other genre's example from its blank board; Nurikabe, Flow and
	// Survo pass through drafts (no numbers, a lone dot, missing sums) that
	// the editor names.
	for _, name := range []string{"nurikabe", "flow", "futoshiki", "hashi", "slitherlink", "fillomino", "evolomino", "survo"} {
		g, _ := puzzle.ByName(name)
		p := decodeClued(t, g.Example())
		b := blankOf(t, p)
		tb.open(editURL(b))
		tb.editBoardLink(b.Link().String(), "the blank "+p.Genre().Name())
		if _, err := puzzle.Decode(b.Link().String()); err != nil {
			if s := tb.text("edit-status"); !strings.HasPrefix(s, "Not a puzzle yet") {
				t.Errorf("%s: the blank board's status is %q", p.Genre().Name(), s)
			}
		}
		setGivens(t, tb, p, b)
		if s := tb.text("edit-status"); strings.HasPrefix(s, "Not a puzzle yet") {
			t.Errorf("%s: the finished board's status is %q", p.Genre().Name(), s)
		}
	}
	t.Logf("FIGURE editor: nine boards set with real input in %v", time.Since(start).Round(time.Millisecond))
	// Evolomino's arrows by dragging: one drag draws three steps, one
	// Undo takes them all back.
	evo, _ := puzzle.ByName("evolomino")
	eb, _ := evo.(puzzle.Editable).Blank(3, 3)
	tb.open(editURL(eb))
	tb.editBoardLink(eb.Link().String(), "a blank 3x3 Evolomino")
	tb.click("#tool-arrows")
	flowDrag(tb, 3, []int{0, 1, 2, 5})
	drawn, err := eb.(puzzle.Clued).WithGiven(puzzle.Given{At: grid.Point{Y: 1, X: 2}, Value: ">"})
	for _, g := range []puzzle.Given{{At: grid.Point{Y: 1, X: 4}, Value: ">"}, {At: grid.Point{Y: 2, X: 5}, Value: "v"}} {
		if err == nil {
			drawn, err = drawn.(puzzle.Clued).WithGiven(g)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	tb.editBoardLink(drawn.Link().String(), "an arrow dragged from r1c1 to r2c3")
	tb.click("#btn-undo")
	tb.editBoardLink(eb.Link().String(), "the dragged arrow undone in one step")
	// Resizing keeps what fits: redo the arrow, make the board 4x2.
	tb.click("#btn-redo")
	tb.editBoardLink(drawn.Link().String(), "the arrow redone")
	// The analysis's status line lands asynchronously and moves the form
	// below it: a click measured before it lands can miss the button.
	tb.analysed(drawn.Link().String(), "the redone arrow analysed")
	tb.click(".edit-resize summary")
	tb.setValue("#edit-cols", "4")
	tb.setValue("#edit-rows", "2")
	tb.click("#btn-resize")
	wide, _ := evo.(puzzle.Editable).Blank(4, 2)
	for _, g := range drawn.(puzzle.Clued).GivenList() {
		next, err := wide.(puzzle.Clued).WithGiven(g)
		if err != nil {
			t.Fatal(err)
		}
		wide = next
	}
	tb.editBoardLink(wide.Link().String(), "the board resized to 4x2")

	// The editor passes axe.
	checkAxe(t, tb, axeSource(t), "the editor")
	tb.noCrash("after setting nine boards")
}

// analysed waits until the board's analysis is about link and has its
// status (and facts), and returns the status name.
func (tb *tab) analysed(link, what string) string {
	tb.t.Helper()
	var st string
	err := tb.waitJS(what, fmt.Sprintf(`(() => { const b = document.querySelector('canvas#board');
		if (!b || b.getAttribute('data-analysis-link') !== %q || !(Number(b.getAttribute('data-facts-ms')) > 0)) return '';
		return b.getAttribute('data-analysis') })()`, link), 60*time.Second, &st)
	if err != nil {
		tb.t.Fatalf("e2e: %s: %v (status %q)", what, err, tb.text("edit-status"))
	}
	return st
}

// severalLast orders p's givens so that the board before the last group
// (a clue, or Flow's pair of dots) has several solutions: the group whose
// removal leaves several goes last. The solver says which, natively.
func severalLast(t *testing.T, p puzzle.Clued) []puzzle.Given {
	t.Helper()
	gs := p.GivenList()
	for _, g := range gs {
		var rest, last []puzzle.Given
		for _, h := range gs {
			if h.Value == g.Value && (p.Genre().Name() == "flow" || h.At == g.At) {
				last = append(last, h)
			} else {
				rest = append(rest, h)
			}
		}
		q := blankOf(t, p)
		for _, h := range rest {
			next, err := q.WithGiven(h)
			if err != nil {
				t.Fatal(err)
			}
			q = next.(puzzle.Clued)
		}
		strict, err := puzzle.Decode(q.Link().String())
		if err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		st := strict.(puzzle.Solver).Solve(ctx, 2).Status
		cancel()
		if st == puzzle.Multiple {
			return append(rest, last...)
		}
	}
	t.Fatalf("%s: no clue of %s leaves several solutions when it goes", p.Genre().Name(), p.Link())
	return nil
}

// TestEditorAnalysis sets a small Sudoku, Nurikabe and Flow from blank
// boards with the live analysis on: each passes through "several" with
// the differing cells marked and ends "unique" with a grade. Then it
// times 50 edits of a 9x9 Sudoku: from the request leaving (after the
// 150 ms debounce) to status and facts on the page.
func TestEditorAnalysis(t *testing.T) {
	tb := newTab(t, 4*time.Minute)
	// Nurikabe's example goes from no solution straight to one; this board
	// has a clue whose absence leaves several.
	for _, link := range []string{"sudoku/4/4/1k3h4k2", "nurikabe/5/5/t3h5i2i", "arukone/5/5/21k6h3g2g1g54g635h4"} {
		p := decodeClued(t, link)
		name := p.Genre().Name()
		b := blankOf(t, p)
		tb.open(editURL(b))
		tb.editBoardLink(b.Link().String(), "the blank "+name)
		cur, several := b, false
		for _, gv := range severalLast(t, p) {
			tb.clickLattice(gv.At)
			tb.key(strings.ToLower(gv.Value))
			next, _ := cur.WithGiven(gv)
			cur = next.(puzzle.Clued)
			link := cur.Link().String()
			tb.editBoardLink(link, fmt.Sprintf("%s after %v", name, gv))
			if _, err := puzzle.Decode(link); err != nil {
				continue // a draft: nothing to analyse
			}
			if st := tb.analysed(link, fmt.Sprintf("%s analysed after %v", name, gv)); st == "multiple" {
				if err := tb.waitJS(name+"'s differences marked", `Number(document.querySelector('canvas#board').getAttribute('data-marks')) > 0`, 30*time.Second, nil); err != nil {
					t.Errorf("%s after %v: several solutions, no differences marked: %v", name, gv, err)
				}
				if !several {
					saveShot(t, tb, "edit-"+name+"-several.png")
				}
				several = true
			}
		}
		if !several {
			t.Errorf("%s: never several solutions on the way", name)
		}
		if st := tb.attr("canvas#board", "data-analysis"); st != "unique" {
			t.Errorf("%s: the finished example is %q, not unique", name, st)
		}
		if _, err := tb.waitText("edit-detail", 60*time.Second, name+"'s grade", func(s string) bool { return strings.Contains(s, "Grade:") }); err != nil {
			t.Error(err)
		}
		t.Logf("%s: %s %s", name, tb.text("edit-status"), tb.text("edit-detail"))
		saveShot(t, tb, "edit-"+name+".png")
	}

	// 50 edits of a 9x9 Sudoku: take a clue away, put it back.
	p := decodeClued(t, "sudoku/9/9/k8g1g7i2i99o2g3h75q19h5g4o83i4i6g4g5k")
	tb.open(editURL(p))
	tb.editBoardLink(p.Link().String(), "the 9x9 Sudoku")
	gs := p.GivenList()
	var ms []float64
	cur := p
	for i := 0; i < 50; i++ {
		gv := gs[i/2%len(gs)]
		tb.clickLattice(gv.At)
		if i%2 == 0 {
			tb.key(kb.Delete)
			gv.Value = ""
		} else {
			tb.key(gv.Value)
		}
		next, _ := cur.WithGiven(gv)
		cur = next.(puzzle.Clued)
		link := cur.Link().String()
		tb.editBoardLink(link, fmt.Sprintf("edit %d", i+1))
		tb.analysed(link, fmt.Sprintf("edit %d analysed", i+1))
		var v float64
		fmt.Sscan(tb.attr("canvas#board", "data-facts-ms"), &v)
		ms = append(ms, v)
	}
	sort.Float64s(ms)
	p95 := ms[int(math.Ceil(0.95*float64(len(ms))))-1]
	t.Logf("FIGURE editor analysis, 9x9 Sudoku, 50 edits: status+facts after the debounce median %.0f ms, p95 %.0f ms, max %.0f ms",
		ms[len(ms)/2], p95, ms[len(ms)-1])
	if p95 > 500 {
		t.Errorf("p95 %.0f ms is over the 500 ms the issue asks", p95)
	}
	tb.noCrash("after the analysis")
}
