// Package grid is the only place board indices are computed. Genres name
// cells, edges and vertices through it, and the display list places items on
// its doubled lattice, so the renderer never learns a genre's geometry.
//
// The doubled lattice: cell (y,x) sits at (2y+1, 2x+1); the edge between two
// cells, or the line segment between two vertices, sits halfway between
// them; vertices (cell corners) sit at even/even points.
package grid

import (
	"fmt"
	"strings"
)

// Grid is a rectangular board of Cols x Rows cells.
type Grid struct{ Cols, Rows int }

// Point is a position on the doubled lattice.
type Point struct{ Y, X int }

func (p Point) String() string { return fmt.Sprintf("(%d,%d)", p.Y, p.X) }

// IsCell, IsVertex and IsEdge classify a lattice point.
func (p Point) IsCell() bool   { return p.Y&1 == 1 && p.X&1 == 1 }
func (p Point) IsVertex() bool { return p.Y&1 == 0 && p.X&1 == 0 }
func (p Point) IsEdge() bool   { return (p.Y^p.X)&1 == 1 }

// Cells is the number of cells.
func (g Grid) Cells() int { return g.Cols * g.Rows }

// Cell returns the row-major index of cell (y,x).
func (g Grid) Cell(y, x int) int { return y*g.Cols + x }

// YX splits a cell index into row and column.
func (g Grid) YX(c int) (y, x int) { return c / g.Cols, c % g.Cols }

// In reports whether (y,x) is a cell of the board.
func (g Grid) In(y, x int) bool { return y >= 0 && y < g.Rows && x >= 0 && x < g.Cols }

// CellPoint places cell index c on the doubled lattice.
func (g Grid) CellPoint(c int) Point { y, x := g.YX(c); return Point{2*y + 1, 2*x + 1} }

// PointCell is the inverse of CellPoint; ok is false off the board or off a cell.
func (g Grid) PointCell(p Point) (c int, ok bool) {
	if !p.IsCell() {
		return 0, false
	}
	y, x := (p.Y-1)/2, (p.X-1)/2
	if !g.In(y, x) {
		return 0, false
	}
	return g.Cell(y, x), true
}

// Between is the lattice point of the edge shared by two adjacent cells.
func (g Grid) Between(a, b int) Point {
	pa, pb := g.CellPoint(a), g.CellPoint(b)
	return Point{(pa.Y + pb.Y) / 2, (pa.X + pb.X) / 2}
}

// Dirs are the four orthogonal steps (up, right, down, left) in cells.
var Dirs = [4]Point{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// Neighbours appends the orthogonal neighbours of cell c to dst.
func (g Grid) Neighbours(dst []int, c int) []int {
	y, x := g.YX(c)
	for _, d := range Dirs {
		if g.In(y+d.Y, x+d.X) {
			dst = append(dst, g.Cell(y+d.Y, x+d.X))
		}
	}
	return dst
}

// Tokens reads a board written as text, as the benchmark files' sections
// are: one line per row, each of Cols whitespace-separated tokens. It
// returns the tokens in cell order, or an error naming the first row that
// does not fit.
func (g Grid) Tokens(lines []string) ([]string, error) {
	if len(lines) != g.Rows {
		return nil, fmt.Errorf("%d rows, want %d", len(lines), g.Rows)
	}
	toks := make([]string, 0, g.Cells())
	for y, line := range lines {
		row := strings.Fields(line)
		if len(row) != g.Cols {
			return nil, fmt.Errorf("row %d has %d tokens, want %d", y+1, len(row), g.Cols)
		}
		toks = append(toks, row...)
	}
	return toks, nil
}
