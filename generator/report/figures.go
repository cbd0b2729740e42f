// Package report measures generated and published puzzles alike, so the
// two can be put side by side: `pencilbox generate --report` runs the
// generator over a matrix of sizes, levels and seeds, and `--public` reads
// benchmark sets; both print the same rows.
//
// The figures are read from the display list, which every genre draws, so
// the package imports no genre: givens are the cells the empty board
// shows something in, clue values are the numbers among them. What only
// a genre knows (Futoshiki's signs, Flow's path lengths) comes from the
// optional puzzle.Statser. The weakness of reading pictures: a genre
// whose givens are not drawn in cells (Survo's sums sit outside the board)
// counts only what is inside.
package report

import (
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
)

// Figures are one puzzle's quality figures.
type Figures struct {
	Cells  int
	Givens int         // cells holding a Clue, a Circle or a Fill on the empty board
	Clues  map[int]int // value -> count, over the givens whose text is a number
	Extra  []puzzle.Stat
}

// Measure reads p's figures; solution (may be nil) goes to the genre's
// Statser for figures that need it.
func Measure(p puzzle.Puzzle, solution puzzle.Answer) Figures {
	cols, rows := p.Size()
	f := Figures{Cells: cols * rows, Clues: map[int]int{}}
	seen := map[grid.Point]bool{}
	for _, it := range p.NewState().Layout().Items {
		if !inCell(it.At, cols, rows) {
			continue
		}
		switch it.Kind {
		case puzzle.Clue, puzzle.Circle, puzzle.Fill:
		default:
			continue
		}
		if !seen[it.At] {
			seen[it.At] = true
			f.Givens++
		}
		// A Hashi island is a Circle and a Clue at one point: the number
		// is on the Clue, so only Clues are read for values.
		if it.Kind == puzzle.Clue {
			if v, err := strconv.Atoi(strings.TrimSpace(it.Text)); err == nil {
				f.Clues[v]++
			}
		}
	}
	if s, ok := p.(puzzle.Statser); ok {
		f.Extra = s.Stats(solution)
	}
	return f
}

// inCell says whether a lattice point is a cell of the board (odd, odd,
// inside), not an edge, a vertex or a margin.
func inCell(at grid.Point, cols, rows int) bool {
	return at.Y%2 == 1 && at.X%2 == 1 && at.Y > 0 && at.X > 0 && at.Y < 2*rows && at.X < 2*cols
}
