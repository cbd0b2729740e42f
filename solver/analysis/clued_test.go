package analysis

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/nurikabe"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// Test boards built from clue arrays with the genres' own constructors;
// their puzzles implement the setter's contract.

func cluedSudoku(n int, clues []int) (puzzle.Puzzle, error) {
	geo, err := sudoku.GeometryOf(n)
	if err != nil {
		return nil, err
	}
	vals := make([]uint8, len(clues))
	for i, v := range clues {
		if v < 0 || v > n {
			return nil, fmt.Errorf("test: %d is not a digit", v)
		}
		vals[i] = uint8(v)
	}
	return sudoku.NewPuzzle(geo, vals)
}

func cluedNurikabe(g grid.Grid, clues []int) (puzzle.Puzzle, error) {
	return nurikabe.NewPuzzle(g, clues)
}

// clued is p when it implements the setter's contract.
func clued(p puzzle.Puzzle) (puzzle.Clued, error) {
	c, ok := p.(puzzle.Clued)
	if !ok {
		return nil, fmt.Errorf("test: %s puzzles cannot list their clues", p.Genre().Name())
	}
	return c, nil
}
