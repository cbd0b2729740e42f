// Package e2e holds Pencilbox's end-to-end tests: the real `pencilbox`
// server, the real WASM builds (web/app.wasm, web/worker.wasm) and a real
// headless Chromium driven through the DevTools protocol by chromedp.
//
// The tests talk to the page only through the pinned browser contract (DOM
// ids, data-answer/data-link on canvas#board, window.pencilboxDebug), never
// through internals, so they keep meaning something while the UI changes.
// Expected values (givens, solutions) come from the Go solver packages run in
// the test process, not from hard-coded strings.
//
// Everything lives in _test.go files tagged for native builds; this file only
// gives the package a name on every platform so `GOOS=js go vet ./...` passes.
package e2e
