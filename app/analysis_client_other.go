//go:build !(js && wasm)

package main

// newAnalysisWorker is the offline worker natively, where pages are
// prerendered but never edited.
func newAnalysisWorker(onEvent func(string)) solverWorker { return newSolverWorker(onEvent) }
