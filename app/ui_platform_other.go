//go:build !(js && wasm)

package main

import (
	"errors"
	"time"

	"pencilbox/app/protocol"
)

// Native counterparts of ui_platform_js.go and render_js.go: the server
// prerenders pages and the tests build them, but nothing is drawn and no
// worker runs outside the browser.

// offlineWorker answers every request with an error; it is only reached
// natively, where pages are prerendered but never played.
type offlineWorker struct{}

var errNoWorker = errors.New("app: the solver worker runs only in the browser")

func (offlineWorker) Call(req protocol.Request, _ func(protocol.Progress), onDone func(protocol.Response)) {
	onDone(protocol.Response{ID: req.ID, OK: false, Error: errNoWorker.Error()})
}
func (offlineWorker) Cancel() {}

func newSolverWorker(func(string)) solverWorker { return offlineWorker{} }

func boardRoom(string) (w, h float64)                 { return 480, 800 }
func listenKeys(func(KeyEvent) bool) func()           { return func() {} }
func listenPointer(string, func(RawPointer)) func()   { return func() {} }
func onPageHide(func()) func()                        { return func() {} }
func onThemeChange(func()) func()                     { return func() {} }
func copyText(_ string, done func(ok bool))           { done(false) }
func selectInput(string)                              {}
func documentHidden() bool                            { return false }
func locationOrigin() string                          { return "" }
func setData(string, string, string)                  {}
func replaceURL(string)                               {}
func revealBoard(string)                              {}
func drawBoard(string, float64, float64, []Op)        {}
func debugSolveTimeout(d time.Duration) time.Duration { return d }
