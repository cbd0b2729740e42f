//go:build !(js && wasm)

package e2e

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"pencilbox/generator"
	"pencilbox/solver/evolomino"
	"pencilbox/solver/fillomino"
	"pencilbox/solver/puzzle"
)

// hintGenCase is one genre's row of TestHintAndGenerate.
type hintGenCase struct {
	genre string
	// board is the puzzle to ask a hint on.
	board func(t *testing.T) string
	// words must occur in the hint: it names the rule it used.
	words *regexp.Regexp
	// candidatesOnly: a hint may only remove candidates (pencil marks)
	// and then has no move to apply.
	candidatesOnly bool
	// genSize and genLevel are the new puzzle asked of the page: small,
	// since this checks the path, not the generator's speed.
	genSize, genLevel string
}

// fixedBoard is a board given by its link.
func fixedBoard(link string) func(*testing.T) string {
	return func(t *testing.T) string {
		t.Helper()
		p, err := puzzle.Decode(link)
		if err != nil {
			t.Fatalf("e2e: the Go decoder refuses %q: %v", link, err)
		}
		return puzzle.LinkOf(p)
	}
}

// generatedBoard is a 10x10 (the genres' default size) generated at level.
func generatedBoard(genre, level string) func(*testing.T) string {
	return func(t *testing.T) string { return defaultSizeLink(t, genre, level) }
}

var hintGenCases = []hintGenCase{
	{"sudoku", fixedBoard("sudoku/9/9/" + sharedBody), techniqueWords, true, "4x4", "easy"},
	{"futoshiki", fixedBoard(futoshikiShotLink), futoshikiHintWords, true, "5x5", "medium"},
	{"hashi", generatedBoard("hashi", "medium"), hashiHintWords, false, "7x7", "easy"},
	{"nurikabe", generatedBoard("nurikabe", "medium"), nurikabeHintWords, false, "5x5", "easy"},
	{"slitherlink", generatedBoard("slitherlink", "easy"), slitherHintWords, false, "6x6", "easy"},
	{"fillomino", fixedBoard(fillomino.Genre{}.Example()), fillominoHintWords, false, "6x6", "easy"},
	{"evolomino", fixedBoard(evolomino.Genre{}.Example()), evolominoHintWords, false, "6x6", "easy"},
	{"flow", fixedBoard(flowPlayLink), flowHintWords, true, "5x5", "easy"},
	{"survo", fixedBoard(survoShotLink), survoHintWords, true, "4x4", "easy"},
}

// TestHintAndGenerate, for every genre: a hint names its rule and its move
// is applied and saved, the New puzzle card offers the generator's sizes
// and levels, and the page generates a small puzzle through the worker.
func TestHintAndGenerate(t *testing.T) {
	needEnv(t)
	covered := map[string]bool{}
	for _, c := range hintGenCases {
		covered[c.genre] = true
		t.Run(c.genre, func(t *testing.T) {
			tb := newTab(t, 3*testDeadline)
			tb.open("/?" + c.board(t))
			tb.waitBoard()
			askHint(t, tb, c.words, c.candidatesOnly)
			checkNewOptions(t, tb, c.genre)
			generateOne(t, tb, c.genSize, c.genLevel)
			tb.noCrash(c.genre + " hint and generate")
		})
	}
	for _, name := range puzzle.Names() {
		if !covered[name] {
			t.Errorf("genre %s has no row in TestHintAndGenerate", name)
		}
	}
}

// defaultSizeLink is the link of a 10x10 (the default size of the genres
// that use it) generated at level with seed 1.
func defaultSizeLink(t *testing.T, genre, level string) string {
	t.Helper()
	g, _ := puzzle.ByName(genre)
	p, _, err := generator.Generate(context.Background(), g, generator.Params{Cols: 10, Rows: 10, Level: level, Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return puzzle.LinkOf(p)
}

// askHint presses Hint and demands a text matching words; it applies the
// hint's move and demands that the move was saved (a saved move, not
// data-answer, since some genres' hints only put crosses, which
// data-answer does not show). A hint without a move is an error unless
// the genre's hints may only remove candidates.
func askHint(t *testing.T, tb *tab, words *regexp.Regexp, candidatesOnly bool) {
	t.Helper()
	before := len(savedMoves(tb))
	tb.click("#btn-hint")
	hint, err := tb.waitText("hint-text", 20*time.Second, "a hint", func(s string) bool { return s != "" })
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("hint: %s", hint)
	if !words.MatchString(hint) {
		t.Errorf("hint %q does not name a rule (%s)", hint, words)
	}
	var apply bool
	tb.must(tb.eval(`!!document.getElementById('btn-hint-apply')`, &apply))
	if !apply {
		if !candidatesOnly {
			t.Errorf("the hint %q has no move to apply", hint)
		}
		t.Logf("the hint has no move to apply")
		return
	}
	tb.click("#btn-hint-apply")
	deadline := time.Now().Add(3 * time.Second)
	for len(savedMoves(tb)) == before && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if len(savedMoves(tb)) == before {
		t.Errorf("applying the hint %q saved no move", hint)
	}
}

// checkNewOptions demands that the New puzzle selects offer the genre's
// generator sizes and levels.
func checkNewOptions(t *testing.T, tb *tab, genre string) {
	t.Helper()
	g, ok := puzzle.ByName(genre)
	if !ok {
		t.Fatalf("e2e: genre %s is not registered", genre)
	}
	var sizes, levels []string
	for _, s := range generator.Sizes(g) {
		sizes = append(sizes, fmt.Sprintf("%dx%d", s[0], s[1]))
	}
	// The levels are those the selected size offers (a genre may withhold
	// a level where its rules make it impossible).
	var size string
	tb.must(tb.eval(`document.querySelector('select#new-size').value`, &size))
	var cols, rows int
	if _, err := fmt.Sscanf(size, "%dx%d", &cols, &rows); err != nil {
		t.Fatalf("select#new-size value %q: %v", size, err)
	}
	for _, l := range generator.LevelsAt(g, cols, rows) {
		levels = append(levels, l.Name)
	}
	if got := tb.options("select#new-size"); strings.Join(got, " ") != strings.Join(sizes, " ") {
		t.Errorf("select#new-size offers %v, want the generator's %v", got, sizes)
	}
	if got := tb.options("select#new-level"); strings.Join(got, " ") != strings.Join(levels, " ") {
		t.Errorf("select#new-level offers %v, want the generator's %v", got, levels)
	}
}

// generateOne makes a new puzzle of the chosen size and level from the
// page and checks it in Go (decodes, shows its givens, unique).
func generateOne(t *testing.T, tb *tab, size, level string) {
	t.Helper()
	old := tb.link()
	tb.selectOption("select#new-size", size)
	tb.selectOption("select#new-level", level)
	tb.click("#btn-new")
	// Generation shows its progress bar at once; a full CI suite once
	// waited 90 s on an unchanged board with no bar and no message, which
	// no run alone reproduces. Say so if the press was not taken, press
	// again, and report the page's state if it still does not come.
	const started = `(() => { const g = document.getElementById('gen-progress'); const b = document.querySelector('canvas#board'); return (g && !g.hidden) || !b || b.getAttribute('data-link') !== ` + "%s" + ` })()`
	if err := tb.waitJS("generation to start", fmt.Sprintf(started, jsString(old)), 10*time.Second, nil); err != nil {
		t.Logf("generation had not started 10 s after pressing New (%s); pressing again", genState(tb))
		tb.click("#btn-new")
	}
	link := waitNewLinkOr(tb, old, 90*time.Second, func() string { return genState(tb) }) // generous: CI shares two cores
	t.Logf("generated %s %s: %s", size, level, link)
	if want := strings.ReplaceAll(size, "x", "/"); !strings.Contains(link, "/"+want+"/") {
		t.Errorf("generated link %q is not of size %s", link, size)
	}
	time.Sleep(150 * time.Millisecond) // data-answer can lag data-link by one render
	checkGenerated(t, link, tb.answer())
}
