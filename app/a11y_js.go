//go:build js && wasm

package main

import "syscall/js"

// focusSelectedCell moves the focus to the grid's selected cell when it
// is on another cell of the grid: the cursor moved (arrow keys, a tap) and
// a screen reader must read the new cell. Focus elsewhere stays put, so a
// tap on the canvas never pulls the focus into the hidden grid.
func focusSelectedCell(id string) {
	doc := js.Global().Get("document")
	grid := doc.Call("getElementById", id)
	active := doc.Get("activeElement")
	if !grid.Truthy() || !active.Truthy() || !grid.Call("contains", active).Bool() {
		return
	}
	sel := grid.Call("querySelector", `[aria-selected="true"]`)
	if sel.Truthy() && !sel.Equal(active) {
		sel.Call("focus", map[string]any{"preventScroll": true})
	}
}
