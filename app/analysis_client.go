package main

import (
	"sync"
	"time"

	"pencilbox/app/protocol"
)

// analysisClient runs the setter's live analysis (protocol.OpAnalyze) in
// a second worker, so a long analysis never delays the play worker's
// solves and hints, and an edit never restarts the play worker.
//
// For the editor: call theAnalysis().Analyze(link, onStage) after every
// edit with the puzzle's link (the part after '?'). The request goes out
// once the edits pause for analysisDebounce; each newer call replaces the
// one before, and onStage hears only about the latest link: once per
// finished stage (status and facts first; for a unique puzzle grade,
// steps and redundant clues follow), each time with the whole report so
// far, then once with Done set (and Error set when it failed, e.g. the
// strict decoder's message for a draft such as a Nurikabe without
// numbers; a superseded request is never reported). Each message's
// Elapsed is the time since the request left, after the debounce. onStage runs on the JS event
// loop, not the UI goroutine: dispatch into components from it
// (ctx.Dispatch) and do not block. Stop drops whatever is pending, for
// leaving the editor.
//
// Superseding is cheap: the worker cancels the running analysis when the
// newer request reaches it, at the next stage or solver call; it waits a
// second after the facts before the slow stages, so an edit made soon
// after the last answer finds it waiting (app/worker/jobs/analyze.go).
// Only when a
// superseded request has not ended analysisOverrun after the newer one
// was sent (a single long solver call cannot be interrupted) is the
// analysis worker terminated and started afresh, and the latest request
// sent again; never once per keystroke.
type analysisClient struct {
	newWorker func(onEvent func(string)) solverWorker
	onEvent   func(string)
	// after runs f once d has passed, from another goroutine; stop
	// prevents it if it has not run. Tests drive it by hand.
	after    func(d time.Duration, f func()) (stop func())
	debounce time.Duration
	overrun  time.Duration
	timeout  time.Duration

	mu       sync.Mutex
	w        solverWorker
	seq      int    // Analyze calls; the latest wins
	link     string // the latest call's link
	onStage  func(protocol.Analysis)
	answered bool         // the latest link has been sent (and not failed)
	wait     func()       // stops the debounce timer
	epoch    int          // worker restarts: answers of an earlier epoch are dropped
	inflight map[int]bool // seqs sent in this epoch whose final answer has not come
	watch    func()       // stops the overrun watchdog
}

const (
	analysisDebounce = 150 * time.Millisecond
	analysisOverrun  = 2 * time.Second
	analysisTimeout  = 60 * time.Second
)

func newAnalysisClient(newWorker func(onEvent func(string)) solverWorker, onEvent func(string)) *analysisClient {
	if onEvent == nil {
		onEvent = func(string) {}
	}
	return &analysisClient{
		newWorker: newWorker,
		onEvent:   onEvent,
		after: func(d time.Duration, f func()) func() {
			t := time.AfterFunc(d, f)
			return func() { t.Stop() }
		},
		debounce: analysisDebounce,
		overrun:  analysisOverrun,
		timeout:  analysisTimeout,
		inflight: map[int]bool{},
	}
}

// The app has one analysis worker, started on the first analysis so
// players who never edit never load it. Its crash messages go where the
// play worker's go: the mounted page's workerHub.sink.
var analysisHub struct {
	sync.Mutex
	c *analysisClient
}

func theAnalysis() *analysisClient {
	analysisHub.Lock()
	defer analysisHub.Unlock()
	if analysisHub.c == nil {
		analysisHub.c = newAnalysisClient(newAnalysisWorker, func(msg string) {
			if s := workerHub.sink; s != nil {
				s(msg)
			}
		})
	}
	return analysisHub.c
}

// Analyze asks for link's analysis after the debounce; see the type's
// comment. Asking again for the link of the latest call while its
// analysis runs or after it was answered does nothing new.
func (c *analysisClient) Analyze(link string, onStage func(protocol.Analysis)) {
	if onStage == nil {
		onStage = func(protocol.Analysis) {}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if link == c.link && c.answered {
		c.onStage = onStage
		return
	}
	c.seq++
	seq := c.seq
	c.link, c.onStage, c.answered = link, onStage, false
	if c.wait != nil {
		c.wait()
	}
	c.wait = c.after(c.debounce, func() { c.send(seq) })
}

// Stop forgets the latest call: nothing more is reported, and a request
// without a puzzle cancels the running analysis in the worker.
func (c *analysisClient) Stop() {
	c.mu.Lock()
	c.seq++
	c.link, c.onStage, c.answered = "", nil, false
	if c.wait != nil {
		c.wait()
		c.wait = nil
	}
	running := len(c.inflight) > 0
	c.mu.Unlock()
	if running {
		c.send(0)
	}
}

// send posts the request of call seq if it is still the latest (seq 0:
// the empty request that only cancels).
func (c *analysisClient) send(seq int) {
	c.mu.Lock()
	if seq != 0 && seq != c.seq {
		c.mu.Unlock()
		return
	}
	if c.w == nil {
		c.w = c.newWorker(c.onEvent)
	}
	w, epoch, link := c.w, c.epoch, c.link
	if seq == 0 {
		link = ""
	} else {
		c.answered = true
	}
	if len(c.inflight) > 0 && c.watch == nil {
		c.watch = c.after(c.overrun, func() { c.overran(epoch) })
	}
	c.inflight[seq] = true
	c.mu.Unlock()

	req := protocol.Request{Op: protocol.OpAnalyze, Puzzle: link, Params: protocol.Params{TimeoutMS: int(c.timeout / time.Millisecond)}}
	sent := time.Now()
	w.Call(req, func(p protocol.Progress) {
		a, err := protocol.ReadAnalysisProgress(p)
		if err != nil {
			return
		}
		a.Elapsed = time.Since(sent)
		if f := c.current(seq, epoch); f != nil {
			f(a)
		}
	}, func(resp protocol.Response) {
		a := protocol.ReadAnalysisResponse(resp)
		a.Elapsed = time.Since(sent)
		c.finished(seq, epoch, a)
	})
}

// current is the callback for call seq's messages, or nil when they are
// stale (a newer call, or a restarted worker).
func (c *analysisClient) current(seq, epoch int) func(protocol.Analysis) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if seq == 0 || seq != c.seq || epoch != c.epoch {
		return nil
	}
	return c.onStage
}

func (c *analysisClient) finished(seq, epoch int, a protocol.Analysis) {
	c.mu.Lock()
	if epoch != c.epoch {
		c.mu.Unlock()
		return
	}
	delete(c.inflight, seq)
	if c.watch != nil && !c.olderRunning() {
		c.watch()
		c.watch = nil
	}
	latest := seq != 0 && seq == c.seq
	if latest && a.Error != "" {
		c.answered = false // asking again may succeed
	}
	f := c.onStage
	c.mu.Unlock()
	if latest && !a.Superseded {
		f(a)
	}
}

// olderRunning says whether a request older than the latest sent is
// still in the worker; c.mu is held.
func (c *analysisClient) olderRunning() bool {
	newest := -1
	for s := range c.inflight {
		newest = max(newest, s)
	}
	for s := range c.inflight {
		if s != newest {
			return true
		}
	}
	return false
}

// overran restarts the worker when a superseded request of epoch is
// still running, then sends the latest call again.
func (c *analysisClient) overran(epoch int) {
	c.mu.Lock()
	c.watch = nil
	if epoch != c.epoch || !c.olderRunning() {
		c.mu.Unlock()
		return
	}
	c.epoch++
	c.inflight = map[int]bool{}
	w, seq, resend := c.w, c.seq, c.answered
	c.mu.Unlock()
	w.Cancel() // its pending calls fail; their epoch is over
	if resend {
		c.send(seq)
	}
}
