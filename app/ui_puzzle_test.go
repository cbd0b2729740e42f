package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"pencilbox/app/protocol"
	"pencilbox/generator"
	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

const sample9 = "sudoku/9/9/35h2g1i2h9h6g4g65m83h9461m29g4i8h5p31j9g4h65i"

// renderPage renders a puzzle page for link with a saved game, as the
// browser would show it after loading, and returns its HTML.
func renderPage(t *testing.T, link string, prog Progress, tweak func(*puzzlePage)) string {
	t.Helper()
	p, err := puzzle.Decode(link)
	if err != nil {
		t.Fatal(err)
	}
	c := &puzzlePage{Query: link}
	c.setPuzzle(p, prog)
	if tweak != nil {
		tweak(c)
	}
	return app.HTMLString(c)
}

// The pinned DOM contract (common.md): every id the end-to-end tests and
// players rely on is on the puzzle page, with the board's data attributes.
func TestPuzzlePageDOMContract(t *testing.T) {
	html := renderPage(t, sample9, Progress{Moves: []string{"0,2=7", "1,0~8"}, Pos: 2, MS: 65000}, nil)
	p, _ := puzzle.Decode(sample9)
	st, _ := Replay(p.NewState(), []string{"0,2=7", "1,0~8"})
	want := []string{
		`id="board"`, fmt.Sprintf(`data-answer="%s"`, st.Answer().String()), `data-link="` + sample9 + `"`,
		`id="status"`, `id="message"`, `id="hint-text"`, `id="timer"`,
		`id="btn-undo"`, `id="btn-redo"`, `id="btn-check"`, `id="btn-hint"`, `id="btn-solve"`,
		`id="btn-new"`, `id="btn-cancel"`, `id="btn-share"`, `id="btn-pencil"`, `id="btn-import"`,
		`id="pad-erase"`, `id="new-size"`, `id="new-level"`, `id="gen-progress"`, `id="gen-phase"`, `id="import"`, `id="new-symmetric"`,
		`value="9x9"`, `value="16x16"`, `value="easy"`, `value="expert"`, `>1:05<`,
	}
	for d := 1; d <= 9; d++ {
		want = append(want, fmt.Sprintf(`id="pad-%d"`, d))
	}
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("puzzle page lacks %s", w)
		}
	}
	if strings.Contains(html, `id="pad-10"`) {
		t.Error("a 9x9 pad has a key 10")
	}
	if strings.Contains(html, "Solved") {
		t.Error("an unfinished game says Solved")
	}
}

func TestPuzzlePageSolvedAndRevealed(t *testing.T) {
	p, _ := puzzle.Decode(sample9)
	const answer = "357624198821793465496518327278351946165489732934276851512937684683142579749865213"
	a, err := p.ParseAnswer(answer)
	if err != nil || len(p.Check(a)) != 0 {
		t.Fatalf("sample answer rejected: %v", err)
	}
	// Typed by the player: congratulations with the time.
	var moves []string
	for i, ch := range answer {
		if p.NewState().Answer().String()[i] == '.' {
			moves = append(moves, fmt.Sprintf("%d,%d=%c", i/9, i%9, ch))
		}
	}
	html := renderPage(t, sample9, Progress{Moves: moves, Pos: len(moves), MS: 200000}, nil)
	if !strings.Contains(html, "Solved in 3:20") {
		t.Errorf("solved by the player: status missing in %s", html[:200])
	}
	// The moment: the time again, the next puzzle and Share one press away.
	for _, want := range []string{`id="solved-box"`, "Sudoku solved in 3:20", `id="btn-next"`, `id="btn-share-solved"`} {
		if !strings.Contains(html, want) {
			t.Errorf("a board solved by the player lacks %s", want)
		}
	}
	// Put there by Solve: says so, still contains "Solved".
	html = renderPage(t, sample9, Progress{Moves: []string{puzzle.SetAnswerMove + answer}, Pos: 1}, nil)
	if !strings.Contains(html, "Solved by the solver") {
		t.Error("a board filled by Solve does not say so")
	}
	if strings.Contains(html, `id="solved-box"`) {
		t.Error("a board filled by Solve is celebrated")
	}
	// Undone: not solved.
	html = renderPage(t, sample9, Progress{Moves: []string{puzzle.SetAnswerMove + answer}, Pos: 0}, nil)
	if strings.Contains(html, "Solved") {
		t.Error("an undone solution still says Solved")
	}
}

// Restart empties the board and the clock, keeps the puzzle, and leaves
// nothing to undo.
func TestRestart(t *testing.T) {
	p, _ := puzzle.Decode(sample9)
	var s playState
	s.set(p, Progress{Moves: []string{"0,2=7", "1,0~8"}, Pos: 2, MS: 65000})
	s.errs = []grid.Point{{Y: 1, X: 5}}
	s.restart()
	if s.st.Answer().String() != p.NewState().Answer().String() || s.elapsed != 0 || s.hist.CanUndo() || s.hist.CanRedo() || s.errs != nil || s.solved {
		t.Errorf("after restart: answer %s, clock %v, undo %v redo %v, marks %v", s.st.Answer(), s.elapsed, s.hist.CanUndo(), s.hist.CanRedo(), s.errs)
	}
	if s.p != p || s.link != sample9 || s.in == nil {
		t.Error("restart lost the puzzle")
	}
	if html := renderPage(t, sample9, Progress{}, nil); !strings.Contains(html, `id="btn-restart"`) {
		t.Error("no Restart button")
	}
}

// Text from puzzles, hints and errors is inserted as text, never as markup.
func TestPuzzlePageEscapesText(t *testing.T) {
	html := renderPage(t, sample9, Progress{}, func(c *puzzlePage) {
		c.note.text = `<img src=x onerror=alert(1)>`
		c.note.hint = &protocol.Hint{Text: `<script>alert(2)</script>`, Move: "0,2=7"}
	})
	if strings.Contains(html, "<img src=x") || strings.Contains(html, "<script>alert") {
		t.Fatal("message or hint text was injected as HTML")
	}
	if !strings.Contains(html, "&lt;img src=x") || !strings.Contains(html, "&lt;script&gt;") {
		t.Fatal("escaped message or hint text missing")
	}
	if !strings.Contains(html, `id="btn-hint-apply"`) {
		t.Error("a hint with a move offers no apply button")
	}
}

func TestPuzzlePageRestoreDropsBadMoves(t *testing.T) {
	// A save whose second move hits a given (r1c1 is 3) keeps the first.
	html := renderPage(t, sample9, Progress{Moves: []string{"0,2=7", "0,0=1", "0,3=6"}, Pos: 3}, nil)
	if !strings.Contains(html, "no longer fit") {
		t.Error("dropping saved moves is not reported")
	}
	if !strings.Contains(html, `data-answer="357.2.1`) {
		t.Error("the good saved move was not kept")
	}
}

// The clock resumes from the saved time and only counts short, visible
// gaps between ticks.
func TestClockRestoreAndAccrue(t *testing.T) {
	p, err := puzzle.Decode(sample9)
	if err != nil {
		t.Fatal(err)
	}
	c := &puzzlePage{Query: sample9}
	c.setPuzzle(p, Progress{MS: 65000})
	if c.play.elapsed != 65*time.Second {
		t.Fatalf("restored clock %v, want 1m5s", c.play.elapsed)
	}
	now := time.Now()
	c.lastTick = now
	if !c.accrue(now.Add(time.Second)) || c.play.elapsed != 66*time.Second {
		t.Errorf("one second of play gave %v", c.play.elapsed)
	}
	if c.accrue(now.Add(time.Minute)) || c.play.elapsed != 66*time.Second {
		t.Errorf("a minute asleep was counted: %v", c.play.elapsed)
	}
	if html := app.HTMLString(c); !strings.Contains(html, "1:06") {
		t.Error("the timer does not show the restored time")
	}
}

// Only genres with pencil marks get the Pencil button.
func TestPencilButtonOnlyWithMarks(t *testing.T) {
	if html := renderPage(t, sample9, Progress{}, nil); !strings.Contains(html, `id="btn-pencil"`) {
		t.Error("sudoku page lacks the Pencil button")
	}
	if html := renderPage(t, "nurikabe/5/5/i2m2g3g2o", Progress{}, nil); strings.Contains(html, `id="btn-pencil"`) {
		t.Error("nurikabe page shows a Pencil button, but nurikabe has no pencil marks")
	}
}

// Only genres with symmetric clue layouts offer the Symmetric choice.
func TestSymmetricChoiceOnlyWhereOffered(t *testing.T) {
	if html := renderPage(t, "nurikabe/5/5/i2m2g3g2o", Progress{}, nil); strings.Contains(html, `id="new-symmetric"`) {
		t.Error("nurikabe page offers symmetric clues, which its generator cannot promise")
	}
}

// Opening another puzzle starts every part of the page over: no marks,
// pencil mode, save lock or example of the puzzle left behind, the New
// puzzle choices of the new genre, and no answer to the old request.
func TestOpeningAnotherPuzzleLeavesNothingBehind(t *testing.T) {
	sudoku, _ := puzzle.Decode(sample9)
	nurikabe, err := puzzle.Decode("nurikabe/5/5/i2m2g3g2o")
	if err != nil {
		t.Fatal(err)
	}
	c := &puzzlePage{Query: sample9}
	c.setPuzzle(sudoku, Progress{Moves: []string{"0,2=7"}, Pos: 1, MS: 9000})
	c.play.errs = []grid.Point{{Y: 1, X: 1}}
	c.play.pencil, c.play.keepSave, c.play.example = true, true, &puzzle.Display{}
	c.gen.size, c.gen.level = "16x16", "expert"
	run := c.busy.start("solve")

	c.busy.reset()
	c.gen.reset()
	c.setPuzzle(nurikabe, Progress{})
	if c.play.errs != nil || c.play.pencil || c.play.keepSave || c.play.example != nil || c.play.elapsed != 0 || c.play.hist.Pos != 0 {
		t.Errorf("the sudoku's play state survived: %+v", c.play)
	}
	if c.play.genre.Name() != "nurikabe" || c.play.link != puzzle.LinkOf(nurikabe) {
		t.Errorf("opened %s %q", c.play.genre.Name(), c.play.link)
	}
	g := nurikabe.Genre()
	wantSize := sizeOption(generator.Sizes(g)[0][0], generator.Sizes(g)[0][1])
	for _, s := range generator.Sizes(g) {
		if s == [2]int{5, 5} {
			wantSize = "5x5"
		}
	}
	if want := generator.Levels(g)[0].Name; c.gen.size != wantSize || c.gen.level != want {
		t.Errorf("New puzzle choices after switching genre: %q %q, want %q %q", c.gen.size, c.gen.level, wantSize, want)
	}
	if c.busy.finish(run) || !c.busy.idle() {
		t.Error("the old puzzle's Solve answer would still land")
	}
}

// The New puzzle choices stay for the next puzzle of the same genre.
func TestNewPuzzleChoicesStayWithinAGenre(t *testing.T) {
	p, _ := puzzle.Decode(sample9)
	c := &puzzlePage{Query: sample9}
	c.setPuzzle(p, Progress{})
	c.gen.size, c.gen.level = "16x16", "hard"
	c.gen.reset()
	c.setPuzzle(p, Progress{})
	if c.gen.level != "hard" {
		t.Errorf("level %q after opening another sudoku, want hard", c.gen.level)
	}
	if c.gen.size != "9x9" {
		t.Errorf("size %q, want the open puzzle's 9x9", c.gen.size)
	}
}

// "Show mistakes as I play" marks the rule breaks of the board as it
// stands; empty cells are not mistakes.
func TestLiveMistakes(t *testing.T) {
	p, _ := puzzle.Decode(sample9)
	var s playState
	s.set(p, Progress{})
	if m := s.liveMistakes(); len(m) != 0 {
		t.Errorf("an empty board has mistakes: %v", m)
	}
	// r1c3 is empty in sample9; a 3 there repeats the given 3 of row 1.
	s.set(p, Progress{Moves: []string{"0,2=3"}, Pos: 1})
	m := s.liveMistakes()
	if !slices.Contains(m, grid.Point{Y: 1, X: 5}) {
		t.Errorf("a repeated 3 in row 1 not marked: %v", m)
	}
	if html := renderPage(t, sample9, Progress{}, nil); !strings.Contains(html, `id="set-mistakes"`) || !strings.Contains(html, `id="set-highlight"`) {
		t.Error("no settings on the puzzle page")
	}
}
