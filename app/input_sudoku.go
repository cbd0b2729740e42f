package main

import "pencilbox/solver/puzzle"

// Sudoku is played with the shared CellInput: one symbol per cell, pencil
// marks, symbols 1..N for an N x N board (A-G beyond 9).
func init() {
	RegisterInput("sudoku", func(p puzzle.Puzzle) Input {
		cols, _ := p.Size()
		return CellInput{Symbols: cols}
	})
}
