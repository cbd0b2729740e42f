package jobs

import (
	"context"
	"slices"
	"sync"
	"testing"

	"pencilbox/app/protocol"
	"pencilbox/solver/analysis"
	"pencilbox/solver/puzzle"
)

func TestAnalyzeStreamsStages(t *testing.T) {
	var phases []string
	var done []int
	resp := Handle(context.Background(), protocol.Request{ID: 7, Op: protocol.OpAnalyze, Puzzle: "nurikabe/2/2/2g"}, func(p protocol.Progress) {
		a, err := protocol.ReadAnalysisProgress(p)
		if err != nil {
			t.Error(err)
		}
		if a.Status != puzzle.Multiple || p.Total != 3 {
			t.Errorf("stage %s: status %v of %d stages", a.Stage, a.Status, p.Total)
		}
		phases = append(phases, p.Phase)
		done = append(done, p.Done)
	})
	if want := []string{analysis.StageStatus, analysis.StageFacts, analysis.StageDiffer}; !slices.Equal(phases, want) || !slices.Equal(done, []int{1, 2, 3}) {
		t.Errorf("progress %v %v, want %v 1..3", phases, done, want)
	}
	a := protocol.ReadAnalysisResponse(resp)
	if resp.ID != 7 || a.Error != "" || !a.Done || a.Status != puzzle.Multiple || len(a.Differ) != 2 {
		t.Errorf("final %+v", a)
	}
}

// A newer request cancels the running analysis at its next pause: the
// old one sends nothing more and ends superseded, the new one completes.
func TestAnalyzeSupersede(t *testing.T) {
	entered, hold := make(chan struct{}), make(chan struct{})
	var once sync.Once
	saved := analysisPause
	analysisPause = func() {
		first := false
		once.Do(func() { first = true })
		if first {
			close(entered)
			<-hold // the old analysis waits here for the newer request
		}
	}
	defer func() { analysisPause = saved }()

	var oldPhases []string
	var mu sync.Mutex
	oldDone := make(chan protocol.Response)
	go func() {
		oldDone <- Handle(context.Background(), protocol.Request{ID: 1, Op: protocol.OpAnalyze, Puzzle: "sudoku/4/4/1k3h4k2"}, func(p protocol.Progress) {
			mu.Lock()
			oldPhases = append(oldPhases, p.Phase)
			mu.Unlock()
		})
	}()
	<-entered
	var newPhases []string
	resp := Handle(context.Background(), protocol.Request{ID: 2, Op: protocol.OpAnalyze, Puzzle: "nurikabe/2/2/1h1"}, func(p protocol.Progress) {
		newPhases = append(newPhases, p.Phase)
	})
	close(hold)
	old := <-oldDone

	if a := protocol.ReadAnalysisResponse(resp); a.Error != "" || a.Status != puzzle.None {
		t.Errorf("newer analysis: %+v", a)
	}
	if !slices.Equal(newPhases, []string{analysis.StageStatus, analysis.StageFacts, analysis.StageConflict}) {
		t.Errorf("newer analysis sent %v", newPhases)
	}
	a := protocol.ReadAnalysisResponse(old)
	if old.OK || !a.Superseded || old.ID != 1 {
		t.Errorf("older analysis ended %+v", old)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Equal(oldPhases, []string{analysis.StageStatus}) {
		t.Errorf("older analysis sent %v after it was superseded", oldPhases)
	}
}

func TestAnalyzeBadLink(t *testing.T) {
	resp := Handle(context.Background(), protocol.Request{Op: protocol.OpAnalyze, Puzzle: "sudoku/4/4/zzzz"}, nil)
	if resp.OK || resp.Error == "" {
		t.Errorf("bad link: %+v", resp)
	}
}
