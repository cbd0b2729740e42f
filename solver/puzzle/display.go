package puzzle

import "pencilbox/solver/grid"

// Display is the genre-free picture of a position on the doubled lattice
// (see package grid). One renderer draws every genre from it.
type Display struct {
	Cols, Rows int
	// Lattice decorations the renderer draws under the items.
	GridLines bool // thin lines between cells
	Vertices  bool // dots at cell corners (Slitherlink)
	Items     []Item
}

// Kind says what an Item is; the renderer owns how it looks.
type Kind uint8

const (
	Wall      Kind = iota // thick border on an edge point (boxes, given borders)
	Clue                  // given text in a cell (or on an edge/vertex)
	Number                // player-entered text
	Marks                 // pencil marks: Text lists candidates, Value is the largest possible (layout grid)
	Fill                  // shaded cell
	Line                  // line from At to To (a path, loop edge or bridge); Value = count (1, 2)
	Cross                 // "no line" / "no square" mark
	Dot                   // small dot (Nurikabe's "not wall")
	Circle                // circled clue (Hashi islands, Flow endpoints); Value = colour, 0 none
	Arrow                 // arrow segment from At to To
	Error                 // violation highlight
	Highlight             // hint highlight
	Cursor                // keyboard/selection cursor
	Relation              // sign between cells (Futoshiki); Text "<" ">" "^" "v"
)

// Item is one thing to draw.
type Item struct {
	Kind  Kind
	At    grid.Point
	To    grid.Point // for Line and Arrow
	Text  string
	Value int // colour index, line count, marks base
	// Met marks a Clue (or a Hashi island's Circle) whose count the
	// position already meets: drawn dimmed, as players tick clues off on
	// paper, so the eye goes to the ones still open. A hint, not a check:
	// a met clue can still be part of a wrong position.
	Met bool
}
