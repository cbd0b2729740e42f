//go:build js && wasm

package main

import (
	"syscall/js"
	"time"
)

// Browser glue: every direct DOM or JavaScript call of the UI lives here
// (and in render_js.go); ui_platform_other.go has the native no-ops that
// let the server prerender and the native tests compile the same pages.

func newSolverWorker(onEvent func(string)) solverWorker { return NewWorkerClient(onEvent) }

// boardRoom is the space the board may use: the width of the canvas's
// container and the viewport height, in CSS pixels.
func boardRoom(id string) (w, h float64) {
	doc := js.Global().Get("document")
	el := doc.Call("getElementById", id)
	if el.Truthy() && el.Get("parentElement").Truthy() {
		// offsetWidth: a zoomed board's scroll box may show a scrollbar,
		// which must not shrink the fitted size the zoom starts from.
		w = el.Get("parentElement").Get("offsetWidth").Float()
	}
	h = js.Global().Get("innerHeight").Float()
	return w, h
}

// listenKeys calls f for every keydown outside text fields. f runs in the
// JS callback and must only decide whether the key is ours (then the
// browser's default, e.g. scrolling on arrows, is prevented); real work
// goes through ctx.Dispatch.
func listenKeys(f func(KeyEvent) bool) (stop func()) {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		if t := e.Get("target"); t.Truthy() {
			switch t.Get("tagName").String() {
			case "INPUT", "SELECT", "TEXTAREA":
				return nil
			case "BUTTON", "A", "SUMMARY":
				// Space on a focused control presses it (keyboard
				// users rely on that); elsewhere it is the board's
				// (Nurikabe's wall key).
				if e.Get("key").String() == " " {
					return nil
				}
			}
			if t.Get("isContentEditable").Truthy() {
				return nil
			}
		}
		ev := KeyEvent{
			Key:   e.Get("key").String(),
			Code:  e.Get("code").String(),
			Ctrl:  e.Get("ctrlKey").Truthy(),
			Meta:  e.Get("metaKey").Truthy(),
			Shift: e.Get("shiftKey").Truthy(),
			Alt:   e.Get("altKey").Truthy(),
		}
		if f(ev) {
			e.Call("preventDefault")
		}
		return nil
	})
	js.Global().Call("addEventListener", "keydown", fn)
	return func() {
		js.Global().Call("removeEventListener", "keydown", fn)
		fn.Release()
	}
}

// onThemeChange calls f when the system colour scheme flips, so the canvas
// (which reads colours once per draw) is redrawn in the new theme.
func onThemeChange(f func()) (stop func()) {
	mq := js.Global().Call("matchMedia", "(prefers-color-scheme: dark)")
	if !mq.Truthy() {
		return func() {}
	}
	fn := js.FuncOf(func(this js.Value, args []js.Value) any { f(); return nil })
	mq.Call("addEventListener", "change", fn)
	return func() {
		mq.Call("removeEventListener", "change", fn)
		fn.Release()
	}
}

// copyText puts text on the clipboard; done(false) when the browser
// refuses (no permission, insecure origin), so the page can show the text
// selected in a field instead.
func copyText(text string, done func(ok bool)) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		done(false)
		return
	}
	var okFn, errFn js.Func
	release := func() { okFn.Release(); errFn.Release() }
	okFn = js.FuncOf(func(js.Value, []js.Value) any { done(true); release(); return nil })
	errFn = js.FuncOf(func(js.Value, []js.Value) any { done(false); release(); return nil })
	clip.Call("writeText", text).Call("then", okFn, errFn)
}

// selectInput focuses and selects a text field (the share fallback).
func selectInput(id string) {
	el := js.Global().Get("document").Call("getElementById", id)
	if el.Truthy() {
		el.Call("focus")
		el.Call("select")
	}
}

func documentHidden() bool { return js.Global().Get("document").Get("hidden").Truthy() }

func locationOrigin() string { return js.Global().Get("location").Get("origin").String() }

// replaceURL swaps the address bar's URL without a new history entry and
// lets go-app route to it, as a Back/Forward navigation would: go-app's
// popstate handler navigates to the current URL without pushing history.
// Used when "/?sudoku" deals a puzzle: Back should leave the genre, not
// return to a page that deals yet another one.
func replaceURL(u string) {
	js.Global().Get("history").Call("replaceState", nil, "", u)
	ev := js.Global().Get("PopStateEvent").New("popstate")
	js.Global().Call("dispatchEvent", ev)
}

// listenPointer forwards the pointer events of the canvas with the given
// id to f, already reduced to RawPointer. It listens on the document (the
// canvas is re-created by renders) and captures the pointer on the canvas
// at the down, so a drag that leaves the board keeps reporting to it. The
// browser defaults are cancelled synchronously here, where it still
// counts (go-app's own handlers run later, on the UI goroutine): no
// context menu, no text selection, no scrolling or zooming by the finger
// that draws (styles.css also sets touch-action: none on the canvas).
// Hover moves (no gesture in progress) are not forwarded. Every finger
// on the board is forwarded, told apart by ID: two fingers pinch
// (Fingers, input_pointer_zoom.go); of other pointers only the primary.
func listenPointer(id string, f func(RawPointer)) (stop func()) {
	doc := js.Global().Get("document")
	active := map[int]bool{} // pointers down on the board
	ours := func(e js.Value) bool {
		return e.Get("isPrimary").Truthy() || e.Get("pointerType").String() == "touch"
	}
	onBoard := func(e js.Value) bool {
		t := e.Get("target")
		return t.Truthy() && t.Get("id").String() == id
	}
	raw := func(e js.Value, ph Phase) RawPointer {
		return RawPointer{
			Phase:     ph,
			PX:        e.Get("offsetX").Float(),
			PY:        e.Get("offsetY").Float(),
			CX:        e.Get("clientX").Float(),
			CY:        e.Get("clientY").Float(),
			ID:        e.Get("pointerId").Int(),
			Touch:     e.Get("pointerType").String() == "touch",
			Secondary: e.Get("button").Int() == 2,
			Shift:     e.Get("shiftKey").Truthy(),
			Ctrl:      e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy(),
		}
	}
	handlers := map[string]js.Func{
		"pointerdown": js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if !onBoard(e) || !ours(e) {
				return nil
			}
			if b := e.Get("button").Int(); b != 0 && b != 2 {
				return nil // middle button: leave it to the browser
			}
			e.Call("preventDefault")
			// That also keeps focus on a button clicked before (Check,
			// Hint): the board is what the player now plays on, so keys
			// (Nurikabe's space) must reach it, not press that button.
			if ae := doc.Get("activeElement"); ae.Truthy() && ae.Get("blur").Truthy() {
				ae.Call("blur")
			}
			e.Get("target").Call("setPointerCapture", e.Get("pointerId"))
			active[e.Get("pointerId").Int()] = true
			f(raw(e, PointerDown))
			return nil
		}),
		"pointermove": js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if !active[e.Get("pointerId").Int()] {
				return nil
			}
			e.Call("preventDefault")
			f(raw(e, PointerMove))
			return nil
		}),
		"pointerup": js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if !active[e.Get("pointerId").Int()] {
				return nil
			}
			delete(active, e.Get("pointerId").Int())
			f(raw(e, PointerUp))
			return nil
		}),
		"pointercancel": js.FuncOf(func(this js.Value, args []js.Value) any {
			e := args[0]
			if !active[e.Get("pointerId").Int()] {
				return nil
			}
			delete(active, e.Get("pointerId").Int())
			f(raw(e, PointerCancel))
			return nil
		}),
		"contextmenu": js.FuncOf(func(this js.Value, args []js.Value) any {
			if onBoard(args[0]) {
				args[0].Call("preventDefault") // the right button and long press are the genre's
			}
			return nil
		}),
	}
	for name, fn := range handlers {
		doc.Call("addEventListener", name, fn)
	}
	return func() {
		for name, fn := range handlers {
			doc.Call("removeEventListener", name, fn)
			fn.Release()
		}
	}
}

// onPageHide calls f when the page may be about to go away: the tab is
// hidden (the last event a phone reliably sends before killing a tab) or
// the page is unloaded or reloaded. f runs synchronously in the event
// callback, since a dispatched function would run after the page is gone;
// the Go program is single-threaded in the browser, and JS callbacks only
// run while the UI goroutine waits, so f may read the page state.
func onPageHide(f func()) (stop func()) {
	doc := js.Global().Get("document")
	hide := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
	vis := js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("hidden").Truthy() {
			f()
		}
		return nil
	})
	js.Global().Call("addEventListener", "pagehide", hide)
	doc.Call("addEventListener", "visibilitychange", vis)
	return func() {
		js.Global().Call("removeEventListener", "pagehide", hide)
		doc.Call("removeEventListener", "visibilitychange", vis)
		hide.Release()
		vis.Release()
	}
}

// setData sets a data-* attribute on the element with the given id (the
// board's geometry for end-to-end tests, which is only known after layout).
func setData(id, name, value string) {
	el := js.Global().Get("document").Call("getElementById", id)
	if el.Truthy() {
		el.Call("setAttribute", "data-"+name, value)
	}
}

// debugSolveTimeout is d, unless a test set window.pencilboxDebug.solveTimeoutMS
// (end-to-end tests reach "the solver ran out of time" without waiting a
// minute).
func debugSolveTimeout(d time.Duration) time.Duration {
	v := js.Global().Get("pencilboxDebug")
	if !v.Truthy() {
		return d
	}
	if ms := v.Get("solveTimeoutMS"); ms.Type() == js.TypeNumber && ms.Int() > 0 {
		return time.Duration(ms.Int()) * time.Millisecond
	}
	return d
}

// revealBoard scrolls the page so the element with id (the board) starts
// just below the sticky top bar, unless its top is already in view there.
func revealBoard(id string) {
	win := js.Global()
	el := win.Get("document").Call("getElementById", id)
	if !el.Truthy() {
		return
	}
	bar := 0.0
	if top := win.Get("document").Call("querySelector", ".topbar"); top.Truthy() {
		bar = top.Call("getBoundingClientRect").Get("bottom").Float()
	}
	r := el.Call("getBoundingClientRect")
	top := r.Get("top").Float()
	if top >= bar && top < win.Get("innerHeight").Float()/3 {
		return
	}
	win.Call("scrollTo", map[string]any{"top": win.Get("scrollY").Float() + top - bar - 8, "behavior": "instant"})
}
