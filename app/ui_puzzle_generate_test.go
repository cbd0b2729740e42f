package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/puzzle"
)

// The words beside the bar are a player's: what is being made and what
// is being done, never a phase name of the generator.
func TestMakingText(t *testing.T) {
	for _, c := range []struct {
		level      string
		cols, rows int
		stage      string
		attempt    int
		want       string
	}{
		{"hard", 9, 9, protocol.StageClues, 1, "Making a Hard 9×9 Sudoku… taking clues away, checking it still has one solution"},
		{"easy", 16, 16, protocol.StageSolution, 2, "Making an Easy 16×16 Sudoku… making a random solution (try 2)"},
		{"", 4, 4, "", 1, "Making a 4×4 Sudoku… starting"},
		{"expert", 9, 9, protocol.StageGrading, 1, "Making an Expert 9×9 Sudoku… checking how hard it is"},
	} {
		if got := makingText("Sudoku", c.level, c.cols, c.rows, c.stage, c.attempt); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
	for _, stage := range []string{protocol.StageSolution, protocol.StageClues, protocol.StageGrading, protocol.StageBuilding, protocol.StageDone} {
		if got := makingText("Flow", "easy", 5, 5, stage, 3); strings.Contains(got, "attempt") || strings.Contains(got, stage+":") {
			t.Errorf("%s: developer wording in %q", stage, got)
		}
	}
}

// A progress message moves the bar and names the try.
func TestGenProgress(t *testing.T) {
	var g genState
	g.begin(false, genAsk{genre: "Sudoku", cols: 9, rows: 9, level: "hard"})
	data, _ := json.Marshal(protocol.GenStep{Attempt: 3})
	g.progress(protocol.Progress{Done: 420, Total: protocol.ProgressTotal, Phase: protocol.StageClues, Data: data})
	if g.done != 420 || g.total != protocol.ProgressTotal || g.attempt != 3 || !strings.HasSuffix(g.text(), "(try 3)") {
		t.Errorf("after a progress: %+v, %q", g, g.text())
	}
	g.active = false
	g.progress(protocol.Progress{Done: 900, Total: protocol.ProgressTotal})
	if g.done != 420 {
		t.Error("a progress after Cancel moved the bar")
	}
}

// The clock stands still while a new puzzle is made and goes on after.
func TestClockPausesWhileGenerating(t *testing.T) {
	p, _ := puzzle.Decode(sample9)
	c := &puzzlePage{Query: sample9}
	c.setPuzzle(p, Progress{MS: 10_000})
	now := time.Unix(1_700_000_000, 0)
	c.lastTick = now
	c.gen.begin(false, genAsk{})
	if c.accrue(now.Add(time.Second)) || c.play.elapsed != 10*time.Second {
		t.Fatalf("the clock ran while generating: %v", c.play.elapsed)
	}
	c.gen.active = false // Cancel
	if !c.accrue(now.Add(2*time.Second)) || c.play.elapsed != 11*time.Second {
		t.Fatalf("the clock did not go on after Cancel: %v", c.play.elapsed)
	}
}

// The chip shows the settled level and nothing while it is unsettled.
func TestLevelChip(t *testing.T) {
	if html := renderPage(t, sample9, Progress{}, nil); strings.Contains(html, `id="level-chip"`) {
		t.Error("a chip before the level is settled")
	}
	html := renderPage(t, sample9, Progress{}, func(c *puzzlePage) { c.play.level = "medium" })
	if !strings.Contains(html, `id="level-chip"`) || !strings.Contains(html, ">Medium<") {
		t.Error("no Medium chip for a medium puzzle")
	}
}

// The card offers the size and level last chosen for a genre, when the
// generator still offers them.
func TestNewChoiceOffered(t *testing.T) {
	t.Cleanup(func() { theSaves().kv.Del(newChoiceKeyPrefix + "futoshiki") })
	theSaves().SetNewChoice("futoshiki", NewChoice{Size: "7x7", Level: "hard", Symmetric: true})
	g, _ := puzzle.ByName("futoshiki")
	var gs genState
	gs.options(g, 0, 0)
	if gs.size != "7x7" || gs.level != "hard" || !gs.symmetric {
		t.Errorf("offered %s %s symmetric %v, want the remembered 7x7 hard symmetric", gs.size, gs.level, gs.symmetric)
	}
	theSaves().SetNewChoice("futoshiki", NewChoice{Size: "70x70", Level: "nightmare"})
	gs = genState{}
	gs.options(g, 0, 0)
	if gs.size != "5x5" || gs.level != "easy" || gs.symmetric {
		t.Errorf("offered %s %s symmetric %v for a stale choice, want the first 5x5 easy", gs.size, gs.level, gs.symmetric)
	}
	// A genre without symmetric layouts never asks for one.
	t.Cleanup(func() { theSaves().kv.Del(newChoiceKeyPrefix + "hashi") })
	theSaves().SetNewChoice("hashi", NewChoice{Size: "7x7", Level: "easy", Symmetric: true})
	h, _ := puzzle.ByName("hashi")
	gs = genState{}
	gs.options(h, 0, 0)
	if gs.symmetric {
		t.Error("hashi offered a symmetric layout")
	}
}
