//go:build !(js && wasm)

package main

// Every genre package the command can solve, generate and benchmark,
// whether or not the app lists it yet. app/benchwasm/main.go keeps the
// same list, so native and WASM benchmarks cover the same genres.
import (
	_ "pencilbox/solver/futoshiki"
	_ "pencilbox/solver/sudoku"
)
