package sudoku

import (
	"fmt"
	"slices"
	"strconv"
	"sync"
)

// Geometry is the shape of an N x N board: the box size and the units
// (rows, columns, boxes) as lists of cell indices, computed once per size.
type Geometry struct {
	N          int      // side and number of digits
	BoxW, BoxH int      // box width and height in cells
	Units      [][]int  // 3N units: N rows, then N columns, then N boxes
	CellUnits  [][3]int // for each cell: its row, column and box unit index
	Peers      [][]int  // for each cell: the other cells sharing a unit
}

// Sizes are the board sides we accept (puzz.link derives boxes the same way).
var Sizes = []int{4, 6, 9, 16, 25}

// MaxN is the largest side; arrays indexed by digit have MaxN+1 slots.
const MaxN = 25

// geometries are built on first use: every page load and worker start
// runs this package's init, and most never see a 16x16 or 25x25.
var geometries [MaxN + 1]struct {
	once sync.Once
	g    *Geometry
}

// GeometryOf returns the shared geometry of an N x N board.
func GeometryOf(n int) (*Geometry, error) {
	if !slices.Contains(Sizes, n) {
		return nil, fmt.Errorf("sudoku: size %dx%d is not supported (4x4, 6x6, 9x9, 16x16 or 25x25)", n, n)
	}
	e := &geometries[n]
	e.once.Do(func() { e.g = newGeometry(n) })
	return e.g, nil
}

func newGeometry(n int) *Geometry {
	g := &Geometry{N: n}
	switch n {
	case 4:
		g.BoxW, g.BoxH = 2, 2
	case 6:
		g.BoxW, g.BoxH = 3, 2 // puzz.link's 6x6: boxes three wide, two tall
	case 9:
		g.BoxW, g.BoxH = 3, 3
	case 16:
		g.BoxW, g.BoxH = 4, 4
	case 25:
		g.BoxW, g.BoxH = 5, 5
	}
	g.Units = make([][]int, 3*n)
	g.CellUnits = make([][3]int, n*n)
	for c := 0; c < n*n; c++ {
		y, x := c/n, c%n
		b := (y/g.BoxH)*(n/g.BoxW) + x/g.BoxW
		g.CellUnits[c] = [3]int{y, n + x, 2*n + b}
		for _, u := range g.CellUnits[c] {
			g.Units[u] = append(g.Units[u], c)
		}
	}
	// A map per cell here cost half a second of every page load and
	// worker start under WASM (1,014 maps for the five sizes); a stamp
	// per cell costs nothing.
	g.Peers = make([][]int, n*n)
	seenBy := make([]int, n*n) // seenBy[p] == c+1: p is listed for c
	for c := range g.Peers {
		seenBy[c] = c + 1
		g.Peers[c] = make([]int, 0, 3*n)
		for _, u := range g.CellUnits[c] {
			for _, p := range g.Units[u] {
				if seenBy[p] != c+1 {
					seenBy[p] = c + 1
					g.Peers[c] = append(g.Peers[c], p)
				}
			}
		}
	}
	return g
}

// Box returns the box index of cell c.
func (g *Geometry) Box(c int) int { return g.CellUnits[c][2] - 2*g.N }

// DigitRune is the character of digit d (1..25) in answers and
// benchmark files: 1-9, then A-G (16x16) and on to P (25x25).
func DigitRune(d int) byte {
	if d <= 9 {
		return byte('0' + d)
	}
	return byte('A' + d - 10)
}

// RuneDigit is DigitRune's inverse; 0 for '.', '0' or anything else.
func RuneDigit(r byte) int {
	switch {
	case r >= '1' && r <= '9':
		return int(r - '0')
	case r >= 'A' && r <= 'P':
		return int(r-'A') + 10
	case r >= 'a' && r <= 'p':
		return int(r-'a') + 10
	}
	return 0
}

// Label is how digit d is shown on the board: one character up to 16x16
// (1-9, A-G, as the benchmark files and 16x16 players write it), the
// number itself on 25x25, where puzz.link also shows 1-25 and a player
// types two-digit numbers.
func (g *Geometry) Label(d int) string { return labelOf(g.N, d) }

func labelOf(n, d int) string {
	if n > 16 {
		return strconv.Itoa(d)
	}
	return string(DigitRune(d))
}
