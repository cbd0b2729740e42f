// Package hashi is Hashiwokakero (Bridges): connect the islands with
// straight horizontal or vertical bridges, at most two between a pair,
// never crossing, so that each island has as many bridges as its number
// and all islands form one connected group. It holds the puzz.link `hashi`
// codec (Number16; `hashikake` and `bridges` are read too), the island
// graph, the rule checker, the play model and layout, the exact SAT model
// and hints.
//
// The model is a graph, not a grid of squares: islands are vertices, and
// every pair of islands that see each other along a row or column (no
// island between) is a potential bridge carrying 0, 1 or 2 bridges. Pairs
// of potential bridges that would cross are listed once when the puzzle is
// decoded, so no later code walks the grid.
//
// Levels (generation grades by the rules of rules.go; the page shows the
// grade): easy puzzles are finished by island counts and crossings alone;
// medium ones also need isolation ("do not cut off a finished group");
// hard ones also need one-step trials ("one more bridge here would break
// an island or the connection"). Layouts that need more are not offered.
package hashi

import (
	"fmt"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres.
const MaxSide = 64

// MaxClue is the largest island number: four directions, two bridges each.
const MaxClue = 8

// Genre is Hashiwokakero, registered under the name "hashi".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "hashi" }
func (Genre) Title() string { return "Hashiwokakero" }
func (Genre) IDs() []string { return []string{"hashi", "hashikake", "bridges"} }
func (Genre) Rules() string {
	return "Connect the circled islands with bridges. Bridges run straight across or down, join two " +
		"islands, never cross each other, and at most two join the same pair. Each island has as many " +
		"bridges as its number, and all islands must be connected into one group."
}

// Example is a small puzzle with one solution.
func (Genre) Example() string { return "hashi/5/5/3i2k3h1l1g2g2" }

// Bridge is a potential bridge: two islands that see each other.
type Bridge struct {
	A, B     int  // island indices, A above or left of B
	Vertical bool // B is below A (else to its right)
	// Cells are the water cells the bridge passes over, A to B (none when
	// the islands are neighbours).
	Cells []int
}

// Puzzle is a validated board. Clues holds one entry per cell:
// urlcodec.Empty for water, urlcodec.Unknown for a '?' island, else 1..8.
// Treat it as immutable.
type Puzzle struct {
	G       grid.Grid
	Clues   []int
	Islands []int    // cell of each island, row-major
	Bridges []Bridge // potential bridges, by island A then across before down
	// Crossings lists the pairs of potential bridges that would cross.
	Crossings [][2]int
	island    []int32 // per cell: island index, -1 for water
	of        [][]int // per island: its potential bridges
	crossOf   [][]int // per bridge: the bridges that cross it
}

// NewPuzzle validates clues (copied) for a cols x rows board and builds
// the island graph.
func NewPuzzle(cols, rows int, clues []int) (*Puzzle, error) {
	if cols < 1 || rows < 1 {
		return nil, fmt.Errorf("hashi: a %dx%d board is empty", cols, rows)
	}
	if cols > MaxSide || rows > MaxSide {
		return nil, fmt.Errorf("hashi: %dx%d is too large (at most %dx%d)", cols, rows, MaxSide, MaxSide)
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	if len(clues) != g.Cells() {
		return nil, fmt.Errorf("hashi: %d clues for a %dx%d board", len(clues), cols, rows)
	}
	p := &Puzzle{G: g, Clues: append([]int(nil), clues...), island: make([]int32, g.Cells())}
	for c, v := range clues {
		p.island[c] = -1
		switch {
		case v == urlcodec.Empty:
			continue
		case v == urlcodec.Unknown:
		case v < 1 || v > MaxClue:
			return nil, fmt.Errorf("hashi: the island at %s has the number %d; islands have 1 to %d bridges", cellName(g, c), v, MaxClue)
		}
		p.island[c] = int32(len(p.Islands))
		p.Islands = append(p.Islands, c)
	}
	p.of = make([][]int, len(p.Islands))
	for i, c := range p.Islands {
		y, x := g.YX(c)
		for _, d := range [2]grid.Point{{Y: 0, X: 1}, {Y: 1, X: 0}} {
			var cells []int
			for ny, nx := y+d.Y, x+d.X; g.In(ny, nx); ny, nx = ny+d.Y, nx+d.X {
				q := g.Cell(ny, nx)
				if j := p.island[q]; j >= 0 {
					b := len(p.Bridges)
					p.Bridges = append(p.Bridges, Bridge{A: i, B: int(j), Vertical: d.Y == 1, Cells: cells})
					p.of[i] = append(p.of[i], b)
					p.of[j] = append(p.of[j], b)
					break
				}
				cells = append(cells, q)
			}
		}
	}
	// A horizontal and a vertical bridge cross when they pass over the
	// same water cell; no two bridges of one direction share a cell.
	p.crossOf = make([][]int, len(p.Bridges))
	over := make([]int32, g.Cells())
	for c := range over {
		over[c] = -1
	}
	for b, br := range p.Bridges {
		if !br.Vertical {
			for _, c := range br.Cells {
				over[c] = int32(b)
			}
		}
	}
	for b, br := range p.Bridges {
		if !br.Vertical {
			continue
		}
		for _, c := range br.Cells {
			if h := over[c]; h >= 0 {
				p.Crossings = append(p.Crossings, [2]int{int(h), b})
				p.crossOf[h] = append(p.crossOf[h], b)
				p.crossOf[b] = append(p.crossOf[b], int(h))
			}
		}
	}
	return p, nil
}

func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	if l.Flags != "" {
		return nil, fmt.Errorf("hashi: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	if l.Cols > MaxSide || l.Rows > MaxSide {
		return nil, fmt.Errorf("hashi: %dx%d is too large (at most %dx%d)", l.Cols, l.Rows, MaxSide, MaxSide)
	}
	cells, rest, err := urlcodec.DecodeNumber16(l.Body, l.Cols*l.Rows)
	if err != nil {
		return nil, fmt.Errorf("hashi: %v", err)
	}
	if rest != "" {
		return nil, fmt.Errorf("hashi: unexpected text %q after the %d cells", urlcodec.Clip(rest), l.Cols*l.Rows)
	}
	return NewPuzzle(l.Cols, l.Rows, cells)
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// Link writes the islands in Number16, as puzz.link does.
func (p *Puzzle) Link() urlcodec.Link {
	return urlcodec.Link{PID: "hashi", Cols: p.G.Cols, Rows: p.G.Rows, Body: urlcodec.EncodeNumber16(p.Clues)}
}

// DecodeBenchmark reads a block of ../shared/benchmarks/hashi: a `clues:`
// section of rows of tokens, '.' for water, an island's number or '?'.
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	clues, err := urlcodec.ReadClues(g, sections["clues"])
	if err != nil {
		return nil, fmt.Errorf("hashi: %w", err)
	}
	return NewPuzzle(cols, rows, clues)
}

// IslandAt returns the island on cell c, or -1.
func (p *Puzzle) IslandAt(c int) int {
	if c < 0 || c >= len(p.island) {
		return -1
	}
	return int(p.island[c])
}

// BridgesOf lists island i's potential bridges.
func (p *Puzzle) BridgesOf(i int) []int { return p.of[i] }

// CrossesOf lists the potential bridges that cross bridge b.
func (p *Puzzle) CrossesOf(b int) []int { return p.crossOf[b] }

// Other is the island at the other end of bridge b from island i.
func (p *Puzzle) Other(b, i int) int {
	if p.Bridges[b].A == i {
		return p.Bridges[b].B
	}
	return p.Bridges[b].A
}

// BridgeBetween finds the potential bridge joining the islands on cells
// a and b.
func (p *Puzzle) BridgeBetween(a, b int) (int, bool) {
	i, j := p.IslandAt(a), p.IslandAt(b)
	if i < 0 || j < 0 {
		return 0, false
	}
	for _, br := range p.of[i] {
		if p.Other(br, i) == j {
			return br, true
		}
	}
	return 0, false
}

// islandName names island i by its cell, r1c1 style.
func (p *Puzzle) islandName(i int) string { return cellName(p.G, p.Islands[i]) }

// bridgeName is "r1c1-r1c4".
func (p *Puzzle) bridgeName(b int) string {
	return p.islandName(p.Bridges[b].A) + "-" + p.islandName(p.Bridges[b].B)
}

// midpoint is the lattice point halfway between a bridge's islands, where
// a "no bridge" cross is drawn.
func (p *Puzzle) midpoint(b int) grid.Point {
	a, c := p.G.CellPoint(p.Islands[p.Bridges[b].A]), p.G.CellPoint(p.Islands[p.Bridges[b].B])
	return grid.Point{Y: (a.Y + c.Y) / 2, X: (a.X + c.X) / 2}
}

func cellName(g grid.Grid, c int) string {
	y, x := g.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}

func clueText(v int) string {
	if v == urlcodec.Unknown {
		return "?"
	}
	return strconv.Itoa(v)
}
