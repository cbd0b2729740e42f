package sudoku

import "pencilbox/solver/puzzle"

// DecodeBenchmarkLine reads a benchmark set's one-line form, n and the
// givens row by row (benchset.LineDecoder, which asks for standard types
// only so this package need not import benchset): benchset then reads
// Sudoku sets through the registry like every other genre's.
func (Genre) DecodeBenchmarkLine(n int, givens string) (puzzle.Puzzle, error) {
	return ParsePuzzle(n, givens)
}
