package main

import (
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// Sudoku up to 16x16 is played with the shared CellInput: one symbol per
// cell, pencil marks, symbols 1..N (A-G beyond 9). 25x25 shows the numbers
// 1-25 (as puzz.link does) and is typed like Survo: digits typed quickly
// into one cell make one number, "1" then "2" is 12, one undo step.
func init() {
	RegisterInput("sudoku", func(p puzzle.Puzzle) Input {
		cols, _ := p.Size()
		if sp, ok := p.(*sudoku.Puzzle); ok && cols > 16 {
			return bigSudokuInput{&survoInput{n: cols, cols: cols, rows: cols, now: time.Now, peers: sudokuPeers(sp)}}
		}
		return CellInput{Symbols: cols}
	})
}

// sudokuPeers is the cells that lose a pencil mark when a number goes in
// at (the Sudoku state clears the row's, column's and box's marks).
func sudokuPeers(p *sudoku.Puzzle) func(at Cursor) []Cursor {
	n := p.Geo.N
	return func(at Cursor) []Cursor {
		if at.Y < 0 || at.Y >= n || at.X < 0 || at.X >= n {
			return nil
		}
		var out []Cursor
		for _, c := range p.Geo.Peers[at.Y*n+at.X] {
			out = append(out, Cursor{Y: c / n, X: c % n})
		}
		return out
	}
}

// bigSudokuInput is the Survo-style number entry with Sudoku's words; the
// pad fades a number once all N of it are on the board.
type bigSudokuInput struct{ *survoInput }

func (in bigSudokuInput) Controls() string {
	return "Tap a cell or use the arrow keys, then type its number 1-25: digits typed quickly one after another make one number " +
		"(1 then 2 is 12); Enter or a move ends it, Backspace takes back the last digit or clears the cell. " +
		"The pad fades a number once it is in every row. P switches pencil marks (Shift+digit also writes one). " +
		"Ctrl+Z undoes a whole number, Ctrl+Y redoes."
}

func (in bigSudokuInput) Spent(st puzzle.State) map[int]bool {
	s, ok := st.(*sudoku.State)
	if !ok {
		return nil
	}
	count := map[int]int{}
	for _, v := range s.Values {
		count[int(v)]++
	}
	spent := map[int]bool{}
	for v, k := range count {
		if v > 0 && k >= in.n {
			spent[v] = true
		}
	}
	return spent
}
