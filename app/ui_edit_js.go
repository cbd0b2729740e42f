//go:build js && wasm

package main

import "syscall/js"

// setQueryQuietly puts u in the address bar without a navigation or a
// history entry: the editor's URL follows the board so a reload reopens
// it, while the page, which already shows that board, stays as it is.
func setQueryQuietly(u string) {
	js.Global().Get("history").Call("replaceState", nil, "", u)
}
