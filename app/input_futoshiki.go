package main

import "pencilbox/solver/puzzle"

// Futoshiki is played exactly like Sudoku (the issue asks for the same
// keyboard, pad and pencil marks): one digit 1..N per cell of an N x N
// board, moves "Y,X=D" / "Y,X~D", and entering a digit clears it from the
// marks of its row and column (the genre's State does that). The signs are
// part of the display list, so the input needs nothing more.
func init() {
	RegisterInput("futoshiki", func(p puzzle.Puzzle) Input {
		n, _ := p.Size()
		return CellInput{Symbols: n}
	})
}
