//go:build !(js && wasm)

package main

// The command solves, generates and benchmarks every genre, whether or not
// the app lists it yet (solver/genres links them all; the UI imports it
// too, but the command must not depend on that).
import _ "pencilbox/solver/genres"
