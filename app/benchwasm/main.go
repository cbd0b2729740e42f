//go:build js && wasm

// Command benchwasm is `pencilbox bench` compiled for js/wasm, to measure
// the solvers under node (make bench-wasm runs it with go_js_wasm_exec):
// the same benchset.Command, the same flags and the same output as the
// native command, so the two sets of figures compare line by line.
package main

import (
	"context"
	"os"

	"pencilbox/solver/benchset"

	// Every genre, as in the native command.
	_ "pencilbox/solver/genres"
)

func main() {
	os.Exit(benchset.Command(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}
