package puzzle

// The setter's contract. The editor places and removes clues one at a
// time; the analysis removes them to find redundant clues and minimal
// contradictions. Both speak the same small language, so a genre writes
// it once, beside its decoder, and the editor, the analysis and the
// command line find it by type assertion.

import "pencilbox/solver/grid"

// Given is one thing a setter placed: where it sits on the doubled lattice
// (a cell for a number, an edge for an inequality sign or a given wall,
// a point beside the board for a row or column sum) and its value in the
// genre's own short words ("5", "?", "<", "A", "wall"). Value "" means
// no clue there.
type Given struct {
	At    grid.Point
	Value string
}

// Editable is a genre whose puzzles a setter can build from nothing.
type Editable interface {
	Genre
	// Blank is the puzzle of a size with no clues at all, or an error for
	// a size the genre cannot hold.
	Blank(cols, rows int) (Puzzle, error)
}

// Clued is a puzzle made of clues that can be listed and changed one at a
// time. A genre's puzzle type implements it when its genre is Editable.
type Clued interface {
	Puzzle
	// GivenList lists every clue present, in a fixed order (by position).
	// (Not Givens: Sudoku, Futoshiki and Survo already have a field of
	// that name on their puzzle types.)
	GivenList() []Given
	// WithGiven is a copy of the puzzle with the clue at g.At set to
	// g.Value ("" removes it); the receiver is not changed. It fails, with
	// a message a setter can read, where the genre allows no such clue
	// (a 10 in a 9x9 Sudoku, a sign off the board).
	WithGiven(g Given) (Puzzle, error)
}
