//go:build js && wasm

package main

// newAnalysisWorker starts the analysis worker: a second WorkerClient on
// the same worker.wasm (so the same memory limits). The debug hook
// pencilboxDebug.killWorker keeps aiming at the play worker, which the
// tests that use it mean.
func newAnalysisWorker(onEvent func(string)) solverWorker {
	latestClient.Lock()
	keep := latestClient.w
	latestClient.Unlock()
	w := NewWorkerClient(onEvent)
	if keep != nil {
		latestClient.Lock()
		latestClient.w = keep
		latestClient.Unlock()
	}
	return w
}
