package benchset

// The tests read Sudoku's one-line sets, which only a registered Sudoku
// decodes: benchset itself imports no genre.
import _ "pencilbox/solver/sudoku"
