package main

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/analysis"
	"pencilbox/solver/puzzle"
)

// fakeWorker records calls and answers them when the test says.
type fakeWorker struct {
	mu      sync.Mutex
	calls   []*fakeCall
	cancels int
}

type fakeCall struct {
	req        protocol.Request
	onProgress func(protocol.Progress)
	onDone     func(protocol.Response)
	done       bool
}

func (w *fakeWorker) Call(req protocol.Request, onProgress func(protocol.Progress), onDone func(protocol.Response)) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.calls = append(w.calls, &fakeCall{req: req, onProgress: onProgress, onDone: onDone})
}

// Cancel fails every pending call, as WorkerClient.Cancel does.
func (w *fakeWorker) Cancel() {
	w.mu.Lock()
	w.cancels++
	var pending []*fakeCall
	for _, c := range w.calls {
		if !c.done {
			c.done = true
			pending = append(pending, c)
		}
	}
	w.mu.Unlock()
	for _, c := range pending {
		c.onDone(protocol.Response{Error: "cancelled"})
	}
}

func (c *fakeCall) stage(t *testing.T, stage string, st puzzle.Status) {
	t.Helper()
	r := analysis.Report{Status: st, Millis: map[string]float64{stage: 1}}
	p, err := protocol.AnalysisProgress(stage, r)
	if err != nil {
		t.Fatal(err)
	}
	c.onProgress(p)
}

func (c *fakeCall) finish(st puzzle.Status) {
	c.done = true
	data, _ := json.Marshal(analysis.Report{Status: st, Millis: map[string]float64{}})
	c.onDone(protocol.Response{OK: true, Result: &protocol.Result{Status: st, Data: data}})
}

func (c *fakeCall) supersede() {
	c.done = true
	c.onDone(protocol.Response{Error: protocol.ErrSuperseded})
}

// fakeTimers runs the client's timers when the test fires them.
type fakeTimers struct{ pending []*fakeTimer }

type fakeTimer struct {
	d       time.Duration
	f       func()
	stopped bool
}

func (ft *fakeTimers) after(d time.Duration, f func()) func() {
	t := &fakeTimer{d: d, f: f}
	ft.pending = append(ft.pending, t)
	return func() { t.stopped = true }
}

// fire runs the live timers of duration d.
func (ft *fakeTimers) fire(d time.Duration) {
	var keep []*fakeTimer
	var run []*fakeTimer
	for _, t := range ft.pending {
		switch {
		case t.stopped:
		case t.d == d:
			run = append(run, t)
		default:
			keep = append(keep, t)
		}
	}
	ft.pending = keep
	for _, t := range run {
		t.f()
	}
}

func newTestAnalysis() (*analysisClient, *fakeWorker, *fakeTimers) {
	w, ft := &fakeWorker{}, &fakeTimers{}
	c := newAnalysisClient(func(func(string)) solverWorker { return w }, nil)
	c.after = ft.after
	return c, w, ft
}

type heard struct{ msgs []protocol.Analysis }

func (h *heard) add(a protocol.Analysis) { h.msgs = append(h.msgs, a) }

func TestAnalysisDebounce(t *testing.T) {
	c, w, ft := newTestAnalysis()
	var h heard
	for _, link := range []string{"sudoku/4/4/1", "sudoku/4/4/2", "sudoku/4/4/3"} {
		c.Analyze(link, h.add)
	}
	if len(w.calls) != 0 {
		t.Fatal("a request went out before the debounce")
	}
	ft.fire(analysisDebounce)
	if len(w.calls) != 1 || w.calls[0].req.Puzzle != "sudoku/4/4/3" || w.calls[0].req.Op != protocol.OpAnalyze {
		t.Fatalf("calls %+v, want one for the last link", w.calls)
	}
	w.calls[0].stage(t, analysis.StageStatus, puzzle.Unique)
	w.calls[0].finish(puzzle.Unique)
	if len(h.msgs) != 2 || h.msgs[0].Stage != analysis.StageStatus || !h.msgs[1].Done || h.msgs[1].Status != puzzle.Unique {
		t.Errorf("heard %+v", h.msgs)
	}
	// The same link again asks nothing new.
	c.Analyze("sudoku/4/4/3", h.add)
	ft.fire(analysisDebounce)
	if len(w.calls) != 1 {
		t.Errorf("%d calls after asking for the same link", len(w.calls))
	}
}

func TestAnalysisDropsStale(t *testing.T) {
	c, w, ft := newTestAnalysis()
	var h heard
	c.Analyze("sudoku/4/4/1", h.add)
	ft.fire(analysisDebounce)
	old := w.calls[0]
	old.stage(t, analysis.StageStatus, puzzle.Multiple)
	c.Analyze("sudoku/4/4/2", h.add)
	ft.fire(analysisDebounce)
	// The older request's late messages reach nobody.
	old.stage(t, analysis.StageFacts, puzzle.Multiple)
	old.supersede()
	newer := w.calls[1]
	newer.stage(t, analysis.StageStatus, puzzle.None)
	newer.finish(puzzle.None)
	if len(h.msgs) != 3 || h.msgs[0].Status != puzzle.Multiple || h.msgs[1].Status != puzzle.None || !h.msgs[2].Done {
		t.Errorf("heard %+v", h.msgs)
	}
	// The superseded request ended in time: no restart.
	ft.fire(analysisOverrun)
	if w.cancels != 0 {
		t.Errorf("%d restarts", w.cancels)
	}
}

func TestAnalysisOverrunRestarts(t *testing.T) {
	c, w, ft := newTestAnalysis()
	var h heard
	c.Analyze("sudoku/4/4/1", h.add)
	ft.fire(analysisDebounce)
	c.Analyze("sudoku/4/4/2", h.add)
	ft.fire(analysisDebounce)
	if w.cancels != 0 {
		t.Fatal("restarted before the overrun")
	}
	// The first request is stuck in a long solver call.
	ft.fire(analysisOverrun)
	if w.cancels != 1 {
		t.Fatalf("%d restarts, want 1", w.cancels)
	}
	if len(w.calls) != 3 || w.calls[2].req.Puzzle != "sudoku/4/4/2" {
		t.Fatalf("the latest link was not sent again: %+v", w.calls)
	}
	w.calls[2].finish(puzzle.Unique)
	// Only the resent request's answer is heard; the cancelled calls' are not.
	if len(h.msgs) != 1 || h.msgs[0].Status != puzzle.Unique || h.msgs[0].Error != "" {
		t.Errorf("heard %+v", h.msgs)
	}
}

func TestAnalysisStop(t *testing.T) {
	c, w, ft := newTestAnalysis()
	var h heard
	c.Analyze("sudoku/4/4/1", h.add)
	ft.fire(analysisDebounce)
	c.Stop()
	if len(w.calls) != 2 || w.calls[1].req.Puzzle != "" {
		t.Fatalf("calls %+v, want an empty request that cancels", w.calls)
	}
	w.calls[0].supersede()
	w.calls[1].onDone(protocol.Response{Error: "worker: the request has no puzzle"})
	if len(h.msgs) != 0 {
		t.Errorf("heard %+v after Stop", h.msgs)
	}
	c.Analyze("sudoku/4/4/2", h.add)
	ft.fire(analysisDebounce)
	ft.fire(analysisOverrun)
	if w.cancels != 0 {
		t.Errorf("%d restarts", w.cancels)
	}
}

func TestAnalysisFailureCanRetry(t *testing.T) {
	c, w, ft := newTestAnalysis()
	var h heard
	c.Analyze("sudoku/4/4/1", h.add)
	ft.fire(analysisDebounce)
	w.calls[0].onDone(protocol.Response{Error: "worker: the solver worker crashed"})
	if len(h.msgs) != 1 || h.msgs[0].Error == "" || !h.msgs[0].Done {
		t.Fatalf("heard %+v", h.msgs)
	}
	c.Analyze("sudoku/4/4/1", h.add)
	ft.fire(analysisDebounce)
	if len(w.calls) != 2 {
		t.Errorf("a failed link was not asked again")
	}
}

// Natively the app's analysis client reaches the offline worker, after
// the real debounce, and says so once.
func TestTheAnalysisOffline(t *testing.T) {
	got := make(chan protocol.Analysis, 4)
	theAnalysis().Analyze("sudoku/4/4/1k3h4k2", func(a protocol.Analysis) { got <- a })
	select {
	case a := <-got:
		if !a.Done || a.Error == "" || a.Elapsed < 0 {
			t.Errorf("offline analysis: %+v", a)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no answer from the offline worker")
	}
	theAnalysis().Stop()
}
