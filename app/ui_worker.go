package main

import "pencilbox/app/protocol"

// solverWorker is the part of the worker client (app/workerclient.go, a
// js-only file owned by the worker engineer) the pages use. Pages code
// against this interface so they also compile natively, where
// ui_platform_other.go supplies a worker that always says it is offline.
type solverWorker interface {
	Call(req protocol.Request, onProgress func(protocol.Progress), onDone func(protocol.Response))
	Cancel()
}

// One worker serves the whole app; it starts on first use, so the home
// page never pays for loading worker.wasm.
var workerHub struct {
	w    solverWorker
	sink func(msg string) // the mounted page's message setter
}

func theWorker() solverWorker {
	if workerHub.w == nil {
		workerHub.w = newSolverWorker(func(msg string) {
			if s := workerHub.sink; s != nil {
				s(msg)
			}
		})
	}
	return workerHub.w
}
