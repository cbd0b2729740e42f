package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"pencilbox/app/protocol"
	"pencilbox/solver/analysis"
)

// The editor's live analysis runs in a worker of its own and is
// superseded many times a minute, once per edit. Terminating a worker
// for each would cost a WASM start per keystroke, so a new analyze
// request cancels the running one instead: its context ends, and it
// stops at its next stage or solver call. In the browser a request only
// arrives while the Go program waits, so the analysis pauses now and then
// (analysisPause) to let the event loop deliver it. A single solver call
// cannot be interrupted; the client restarts the worker only when a
// superseded analysis overruns (app/analysis_client.go).

// analyses tracks the analysis running: seq counts analyze requests, and
// cancel ends the latest one.
var analyses struct {
	sync.Mutex
	seq    int
	cancel context.CancelFunc
}

// pauseEvery is how much work an analysis does between pauses: short
// enough that a superseding edit waits little, long enough that the
// browser's timer clamping (a few ms per pause) costs little.
const pauseEvery = 25 * time.Millisecond

// analysisSettle is how long the analysis waits after its facts before
// the slow stages (grade, steps, redundant clues), whose single solver
// calls run for a second or more in WASM and cannot be interrupted: a
// setter's next edit usually comes soon after the last answer, and while
// the analysis waits, it supersedes at once.
var analysisSettle = time.Second

// analysisPause gives the event loop a turn (a timer sleep parks the
// only busy goroutine, and the wasm scheduler then returns to JS). Tests
// replace it to hold an analysis at a pause.
var analysisPause = func() { time.Sleep(time.Microsecond) }

func analyze(ctx context.Context, req protocol.Request, progress func(protocol.Progress)) (*protocol.Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	analyses.Lock()
	if analyses.cancel != nil {
		analyses.cancel()
	}
	analyses.seq++
	mine := analyses.seq
	analyses.cancel = cancel
	analyses.Unlock()
	defer func() {
		analyses.Lock()
		if analyses.seq == mine {
			analyses.cancel = nil
		}
		analyses.Unlock()
	}()
	current := func() bool {
		analyses.Lock()
		defer analyses.Unlock()
		return analyses.seq == mine
	}

	p, err := decode(req)
	if err != nil {
		return nil, err
	}
	last := time.Now()
	pause := func() {
		if time.Since(last) >= pauseEvery {
			analysisPause()
			last = time.Now()
		}
	}
	rep := analysis.Analyze(ctx, p, analysis.Options{Pause: pause}, func(stage string, r analysis.Report) {
		if !current() {
			return // a newer edit's analysis owns the page now
		}
		if pr, err := protocol.AnalysisProgress(stage, r); err == nil {
			progress(pr)
		}
		// The page draws the stage while the next one runs.
		analysisPause()
		if stage == analysis.StageFacts && protocol.AnalysisStages(r) > len(r.Millis) {
			time.Sleep(analysisSettle)
		}
		last = time.Now()
	})
	if !current() {
		return nil, errors.New(protocol.ErrSuperseded)
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return nil, err
	}
	return &protocol.Result{Status: rep.Status, Data: data}, nil
}
