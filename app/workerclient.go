//go:build js && wasm

package main

import (
	"encoding/json"
	"sync"
	"syscall/js"
	"time"

	"pencilbox/app/protocol"
)

// WorkerClient talks to the solver worker (web/worker.js running
// web/worker.wasm). Requests wait in a queue until the worker says it is
// ready (messages sent earlier would be lost). Go in WASM cannot be
// interrupted, so Cancel terminates the worker and starts a fresh one; a
// worker that dies (an uncaught error, an unreadable message, its Go
// program exiting, or pencilboxDebug.killWorker) is restarted the same
// way, its pending calls fail, and onEvent tells the player.
//
// All callbacks run on the JS event loop and must not block; UI code
// dispatches into its components from them.
type WorkerClient struct {
	onEvent func(msg string)

	mu      sync.Mutex
	worker  js.Value
	gen     int // incremented per worker, so late events of a dead one are ignored
	ready   bool
	queue   []queuedRequest // requests waiting for ready
	nextID  int
	pending map[int]*workerCall
	funcs   []js.Func // the current worker's handlers, released when it goes
	// failedStarts counts workers that died before saying ready: a worker
	// that cannot start (worker.wasm missing offline) must not be
	// restarted in a tight loop.
	failedStarts int
	down         bool // gave up restarting; the next Call tries again
}

// queuedRequest is a request waiting for a worker to start, and when it
// was made.
type queuedRequest struct {
	req protocol.Request
	at  time.Time
}

// encode is the request as sent: a time limit counts from when the player
// asked, so the wait for a (re)started worker, about half a second, comes
// out of it rather than on top of it (a 3 s Solve sent as the worker was
// replaced answered after 3.8-4.0 s).
func (q queuedRequest) encode() string {
	req := q.req
	if req.Params.TimeoutMS > 0 {
		req.Params.TimeoutMS = max(1, req.Params.TimeoutMS-int(time.Since(q.at)/time.Millisecond))
	}
	b, _ := json.Marshal(req) // Call encoded it once already
	return string(b)
}

type workerCall struct {
	onProgress func(protocol.Progress)
	onDone     func(protocol.Response)
}

// Messages the player reads (onEvent) and the errors pending calls get.
const (
	workerCrashedMsg = "The solver worker crashed and was restarted; your board is kept."
	workerDownMsg    = "The solver worker could not start; solving, hints and new puzzles are unavailable. Reload the page to try again."
	errCancelled     = "cancelled"
	errCrashed       = "worker: the solver worker crashed"
	errNoStart       = "worker: the solver worker could not start"
	maxFailedStarts  = 3
	workerScript     = "/web/worker.js"
)

// latestClient is the client window.pencilboxDebug.killWorker kills.
var latestClient struct {
	sync.Mutex
	w *WorkerClient
}

// The debug hook is installed when the program starts, not when the
// first client is made: the UI starts its worker lazily, and tests look
// for the hook as soon as the page is up. Before any client exists it
// does nothing.
func init() {
	kill := js.FuncOf(func(this js.Value, args []js.Value) any {
		latestClient.Lock()
		w := latestClient.w
		latestClient.Unlock()
		if w != nil {
			w.crash(-1, "killed by pencilboxDebug.killWorker")
		}
		return nil
	})
	debug := js.Global().Get("Object").New()
	debug.Set("killWorker", kill)
	js.Global().Set("pencilboxDebug", debug)
}

// NewWorkerClient starts the worker; window.pencilboxDebug.killWorker
// then kills this client's worker exactly as a crash would.
func NewWorkerClient(onEvent func(msg string)) *WorkerClient {
	if onEvent == nil {
		onEvent = func(string) {}
	}
	w := &WorkerClient{onEvent: onEvent, pending: map[int]*workerCall{}}
	w.mu.Lock()
	w.startLocked()
	w.mu.Unlock()
	latestClient.Lock()
	latestClient.w = w
	latestClient.Unlock()
	return w
}

// Call sends req (its ID is assigned here) and calls onProgress for each
// progress message and onDone exactly once with the final response.
func (w *WorkerClient) Call(req protocol.Request, onProgress func(protocol.Progress), onDone func(protocol.Response)) {
	if onProgress == nil {
		onProgress = func(protocol.Progress) {}
	}
	if onDone == nil {
		onDone = func(protocol.Response) {}
	}
	w.mu.Lock()
	w.nextID++
	req.ID = w.nextID
	b, err := json.Marshal(req)
	if err != nil {
		w.mu.Unlock()
		onDone(protocol.Response{ID: req.ID, Error: "worker: cannot encode the request: " + err.Error()})
		return
	}
	if w.down {
		w.down, w.failedStarts = false, 0
		w.startLocked()
	}
	w.pending[req.ID] = &workerCall{onProgress: onProgress, onDone: onDone}
	if w.ready {
		w.worker.Call("postMessage", string(b))
	} else {
		w.queue = append(w.queue, queuedRequest{req, time.Now()})
	}
	w.mu.Unlock()
}

// Cancel stops whatever the worker is doing: it terminates the worker,
// fails every pending call with "cancelled" and starts a fresh worker.
func (w *WorkerClient) Cancel() {
	w.mu.Lock()
	failed := w.stopLocked()
	w.startLocked()
	w.mu.Unlock()
	finish(failed, errCancelled)
}

// startLocked creates a worker and wires its events; w.mu is held.
func (w *WorkerClient) startLocked() {
	w.gen++
	gen := w.gen
	w.ready = false
	worker := js.Global().Get("Worker").New(workerScript)
	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			w.crash(gen, "the worker sent a message that is not text")
			return nil
		}
		w.receive(gen, data.String())
		return nil
	})
	onError := js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "uncaught error"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		if len(args) > 0 {
			args[0].Call("preventDefault")
		}
		w.crash(gen, msg)
		return nil
	})
	onMessageError := js.FuncOf(func(this js.Value, args []js.Value) any {
		w.crash(gen, "a message from the worker could not be read")
		return nil
	})
	worker.Set("onmessage", onMessage)
	worker.Set("onerror", onError)
	worker.Set("onmessageerror", onMessageError)
	w.worker = worker
	w.funcs = []js.Func{onMessage, onError, onMessageError}
}

// stopLocked terminates the current worker and takes the pending calls
// out (the caller fails them after unlocking); w.mu is held.
func (w *WorkerClient) stopLocked() map[int]*workerCall {
	if !w.worker.IsUndefined() && !w.worker.IsNull() {
		w.worker.Set("onmessage", js.Null())
		w.worker.Set("onerror", js.Null())
		w.worker.Set("onmessageerror", js.Null())
		w.worker.Call("terminate")
	}
	// Releasing a js.Func while its own callback runs is allowed: the
	// current call finishes, later calls (none: the handlers are gone)
	// would fail.
	for _, f := range w.funcs {
		f.Release()
	}
	w.funcs = nil
	w.worker = js.Undefined()
	w.ready = false
	w.queue = nil
	failed := w.pending
	w.pending = map[int]*workerCall{}
	return failed
}

// receive routes one message of worker generation gen.
func (w *WorkerClient) receive(gen int, text string) {
	var resp protocol.Response
	if err := json.Unmarshal([]byte(text), &resp); err != nil {
		w.crash(gen, "the worker sent unreadable JSON: "+err.Error())
		return
	}
	if resp.Exit {
		reason := resp.Error
		if reason == "" {
			reason = "the worker's program exited"
		}
		w.crash(gen, reason)
		return
	}
	w.mu.Lock()
	if gen != w.gen {
		w.mu.Unlock()
		return
	}
	if resp.Ready {
		w.ready = true
		w.failedStarts = 0
		for _, q := range w.queue {
			w.worker.Call("postMessage", q.encode())
		}
		w.queue = nil
		w.mu.Unlock()
		return
	}
	call, ok := w.pending[resp.ID]
	if ok && resp.Progress == nil {
		delete(w.pending, resp.ID)
	}
	w.mu.Unlock()
	if !ok {
		// A reply to a call already failed by a cancel, or an error the
		// worker could not tie to a request (bad JSON sent to it).
		if resp.Error != "" && resp.ID == 0 {
			js.Global().Get("console").Call("warn", "pencilbox worker: "+resp.Error)
		}
		return
	}
	if resp.Progress != nil {
		call.onProgress(*resp.Progress)
		return
	}
	call.onDone(resp)
}

// crash handles the death of worker generation gen (-1: whichever runs
// now): restart, fail the pending calls, tell the player.
func (w *WorkerClient) crash(gen int, reason string) {
	w.mu.Lock()
	if gen != -1 && gen != w.gen {
		w.mu.Unlock()
		return
	}
	wasReady := w.ready
	failed := w.stopLocked()
	if !wasReady {
		w.failedStarts++
	}
	msg := workerCrashedMsg
	errText := errCrashed
	if w.failedStarts >= maxFailedStarts {
		w.down = true
		msg, errText = workerDownMsg, errNoStart
	} else {
		w.startLocked()
	}
	w.mu.Unlock()
	js.Global().Get("console").Call("warn", "pencilbox worker: "+reason)
	finish(failed, errText+" ("+reason+")")
	w.onEvent(msg)
}

// finish fails calls with an error response.
func finish(calls map[int]*workerCall, errText string) {
	for id, c := range calls {
		c.onDone(protocol.Response{ID: id, Error: errText})
	}
}
