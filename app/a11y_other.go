//go:build !(js && wasm)

package main

// focusSelectedCell is a11y_js.go's; there is no focus to move natively.
func focusSelectedCell(string) {}
