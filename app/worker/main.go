//go:build js && wasm

// Command worker is the solver worker: a Go program in a dedicated Web
// Worker (web/worker.js starts it) that solves, counts, hints and
// generates for the UI, so the page never freezes. The messages are JSON
// text (app/protocol); the handling itself lives in package jobs, which is
// pure Go and tested natively.
package main

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"syscall/js"

	"pencilbox/app/protocol"
	"pencilbox/app/worker/jobs"
)

// requests counts the messages received (the warm-up stops at the first).
var requests atomic.Int64

func main() {
	self := js.Global()
	post := func(r protocol.Response) {
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(protocol.Response{ID: r.ID, Error: "worker: cannot encode the response: " + err.Error()})
		}
		self.Call("postMessage", string(b))
	}
	// If main ever returns (it should not), the client learns it at once
	// instead of waiting for answers that will never come.
	defer post(protocol.Response{Exit: true, Error: "worker: the Go program returned"})

	onMessage := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			post(protocol.Response{Error: "worker: messages must be JSON text"})
			return nil
		}
		text := data.String()
		requests.Add(1)
		// Never block in a js.FuncOf callback: the job runs in its own
		// goroutine and replies with postMessage from there.
		go func() {
			var req protocol.Request
			if err := json.Unmarshal([]byte(text), &req); err != nil {
				post(protocol.Response{ID: req.ID, Error: "worker: bad request: " + err.Error()})
				return
			}
			post(jobs.Handle(context.Background(), req, func(p protocol.Progress) {
				post(protocol.Response{ID: req.ID, OK: true, Progress: &p})
			}))
		}()
		return nil
	})
	self.Set("onmessage", onMessage)
	// Messages posted before onmessage exists are lost, so the UI queues
	// requests until this arrives.
	post(protocol.Response{Ready: true})
	// Compile the solvers' code before the first request needs it, unless
	// one comes first (jobs.WarmUp).
	go jobs.WarmUp(context.Background(), func() bool { return requests.Load() == 0 })
	select {}
}
