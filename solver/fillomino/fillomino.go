// Package fillomino is the Fillomino genre: puzz.link `fillomino` links
// (Number16 clues, then optional given borders), the rule checker, the play
// model (numbers and the player's own borders), the layout, a SAT model with
// lazy region checks (solve.go), the single-commodity flow model of the
// reference paper as an independent cross-check (reference.go), facts and
// hints.
//
// Rules: fill every cell with a number so that each connected region of
// equal numbers has exactly that many cells. Numbers have no upper limit
// of 9. A given (bold) border separates two different regions, so the
// numbers on its two sides differ: two adjacent regions of one size would
// be a single region of twice the size. That is pzprjs's reading too (its
// checker reports "adjacent blocks of the same size" across a border).
//
// A '?' clue (written '.' by puz.link) is kept in the link but means only
// "some number": the player fills that cell like any other.
//
// Levels (generation grades by the human rules of human.go; the page shows
// the grade): easy puzzles are finished by groups with one way to grow and
// cells no group can reach; medium ones also need groups with exactly
// enough room left; hard ones get those rules stuck (a minimal clue set
// the solver proves unique).
package fillomino

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres (at least 64).
const MaxSide = 64

// Unknown is the clue value of a '?' cell in Puzzle.Clues.
const Unknown = -1

// Genre is Fillomino, registered under the name "fillomino".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "fillomino" }
func (Genre) Title() string { return "Fillomino" }
func (Genre) IDs() []string { return []string{"fillomino"} }
func (Genre) Rules() string {
	return "Write a number in every cell so that each group of equal numbers connected side by side " +
		"has exactly that many cells: a 3 belongs to a group of three 3s. Two groups of the same size " +
		"may not touch along an edge (they would make one bigger group). Bold borders separate groups."
}

// Example is a small puzzle with one solution (see TestExampleUnique).
func (Genre) Example() string { return "fillomino/5/5/g1k34g2h5h4n" }

// Puzzle is a validated Fillomino board. Clues holds one value per cell
// (0 = no clue, Unknown = '?', else the given number); Walls holds one flag
// per inner border in puzz.link order (vertical borders row by row, then
// horizontal ones). Treat it as immutable.
type Puzzle struct {
	G     grid.Grid
	Clues []int
	Walls []bool
	// MaxRegion, when above 0, is the largest region the puzzle allows:
	// puzz.link's variant t ("maximum block size is 3") sets 3, so every
	// number is 1, 2 or 3. 0 is plain Fillomino.
	MaxRegion int
	// open, when not nil, marks the cells where a region may go on
	// beyond the board: the board is a window of a larger one (see
	// bands.go), and the lazy model lets a region through them be
	// smaller than its value.
	open  []bool
	edges []edge // inner borders in puzz.link order
	inc   [][4]int32
}

// variantMaxRegion is the region limit of puzz.link's flag t.
const variantMaxRegion = 3

// edge is an inner border: the two cells it separates (a < b).
type edge struct{ a, b int32 }

// Decode reads a puzz.link fillomino link. The flag 't' is the variant
// where no region has more than 3 cells (MaxRegion).
func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	if strings.Trim(l.Flags, "t") != "" {
		return nil, fmt.Errorf("fillomino: unknown flags %q (only t, regions of at most 3 cells)", urlcodec.Clip(l.Flags))
	}
	if err := checkSize(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: l.Cols, Rows: l.Rows}
	n := g.Cells()
	cells, rest, err := urlcodec.DecodeNumber16(l.Body, n)
	if err != nil {
		return nil, fmt.Errorf("fillomino: %v", err)
	}
	clues := make([]int, n)
	for c, v := range cells {
		switch {
		case v == urlcodec.Empty:
		case v == urlcodec.Unknown:
			clues[c] = Unknown
		case v == 0:
			return nil, fmt.Errorf("fillomino: %s has the clue 0, which does not fit any region", cellName(g, c))
		default:
			clues[c] = v
		}
	}
	walls, err := decodeBorders(g, rest)
	if err != nil {
		return nil, err
	}
	p, err := NewPuzzle(g, clues, walls)
	if err != nil {
		return nil, err
	}
	if l.HasFlag('t') {
		// A clue above 3 is kept, as pzprjs keeps it: the puzzle then
		// has no solution, which the solvers report.
		p.MaxRegion = variantMaxRegion
	}
	return p, nil
}

// Variant names the region limit for the page (puzzle.Varianted).
func (p *Puzzle) Variant() string {
	if p.MaxRegion > 0 {
		return fmt.Sprintf("Variant: no group has more than %d cells, so every number is 1 to %d.", p.MaxRegion, p.MaxRegion)
	}
	return ""
}

// allows says whether value v may stand in a cell at all: any positive
// number in plain Fillomino, at most MaxRegion in the variant.
func (p *Puzzle) allows(v int) bool { return v > 0 && (p.MaxRegion == 0 || v <= p.MaxRegion) }

func checkSize(cols, rows int) error {
	if cols < 1 || rows < 1 {
		return fmt.Errorf("fillomino: the board must have at least one cell")
	}
	if cols > MaxSide || rows > MaxSide {
		return fmt.Errorf("fillomino: %dx%d is too large (at most %dx%d)", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

// decodeBorders reads pzprjs's border bits (5 per base-32 character, first
// border in the high bit): vertical borders, then horizontal ones. An empty
// rest means no given borders; a short rest leaves the missing ones unset,
// as pzprjs does.
func decodeBorders(g grid.Grid, rest string) ([]bool, error) {
	nb := 2*g.Cols*g.Rows - g.Cols - g.Rows
	walls := make([]bool, nb)
	if rest == "" {
		return walls, nil
	}
	nv := (g.Cols - 1) * g.Rows
	pos := 0
	for _, part := range [2][2]int{{0, nv}, {nv, nb}} {
		for i := part[0]; i < part[1]; i += 5 {
			if pos >= len(rest) {
				return walls, nil
			}
			v, err := strconv.ParseUint(rest[pos:pos+1], 32, 8)
			if err != nil {
				return nil, fmt.Errorf("fillomino: bad border character %q", rest[pos:pos+1])
			}
			pos++
			for k := 0; k < 5 && i+k < part[1]; k++ {
				walls[i+k] = v&(16>>k) != 0
			}
		}
	}
	if pos < len(rest) {
		return nil, fmt.Errorf("fillomino: unexpected text %q after the borders", urlcodec.Clip(rest[pos:]))
	}
	return walls, nil
}

func encodeBorders(g grid.Grid, walls []bool) string {
	any := false
	for _, w := range walls {
		any = any || w
	}
	if !any {
		return ""
	}
	nv := (g.Cols - 1) * g.Rows
	var b strings.Builder
	for _, part := range [2][2]int{{0, nv}, {nv, len(walls)}} {
		for i := part[0]; i < part[1]; i += 5 {
			v := 0
			for k := 0; k < 5 && i+k < part[1]; k++ {
				if walls[i+k] {
					v |= 16 >> k
				}
			}
			b.WriteString(strconv.FormatInt(int64(v), 32))
		}
	}
	return b.String()
}

// NewPuzzle validates and copies clues and walls (nil walls: none). A clue
// must fit the board (at most cols*rows); clues that already break the
// rules (e.g. two adjacent different... equal clues across a given border)
// are accepted: such a puzzle simply has no solution.
func NewPuzzle(g grid.Grid, clues []int, walls []bool) (*Puzzle, error) {
	if err := checkSize(g.Cols, g.Rows); err != nil {
		return nil, err
	}
	n := g.Cells()
	if len(clues) != n {
		return nil, fmt.Errorf("fillomino: %d clues for %d cells", len(clues), n)
	}
	nb := 2*g.Cols*g.Rows - g.Cols - g.Rows
	if walls == nil {
		walls = make([]bool, nb)
	}
	if len(walls) != nb {
		return nil, fmt.Errorf("fillomino: %d borders for a %dx%d board (want %d)", len(walls), g.Cols, g.Rows, nb)
	}
	for c, v := range clues {
		if v == Unknown {
			continue
		}
		if v < 0 || v > n {
			y, x := g.YX(c)
			return nil, fmt.Errorf("fillomino: r%dc%d has the clue %d, which does not fit a board of %d cells", y+1, x+1, v, n)
		}
	}
	p := &Puzzle{G: g, Clues: append([]int(nil), clues...), Walls: append([]bool(nil), walls...)}
	p.index()
	return p, nil
}

// index numbers the inner borders in puzz.link order and lists each cell's
// borders (-1 where there is none), up, right, down, left.
func (p *Puzzle) index() {
	g := p.G
	p.edges = make([]edge, 0, len(p.Walls))
	p.inc = make([][4]int32, g.Cells())
	for c := range p.inc {
		p.inc[c] = [4]int32{-1, -1, -1, -1}
	}
	add := func(a, b int, da, db int) {
		e := int32(len(p.edges))
		p.edges = append(p.edges, edge{int32(a), int32(b)})
		p.inc[a][da] = e
		p.inc[b][db] = e
	}
	for y := 0; y < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			add(g.Cell(y, x), g.Cell(y, x+1), 1, 3)
		}
	}
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x < g.Cols; x++ {
			add(g.Cell(y, x), g.Cell(y+1, x), 2, 0)
		}
	}
}

// EdgeCount is the number of inner borders.
func (p *Puzzle) EdgeCount() int { return len(p.edges) }

// EdgeCells returns the two cells border e separates.
func (p *Puzzle) EdgeCells(e int) (a, b int) { return int(p.edges[e].a), int(p.edges[e].b) }

// EdgePoint is border e on the doubled lattice.
func (p *Puzzle) EdgePoint(e int) grid.Point {
	return p.G.Between(int(p.edges[e].a), int(p.edges[e].b))
}

// PointEdge finds the inner border at lattice point pt.
func (p *Puzzle) PointEdge(pt grid.Point) (int, bool) {
	if !pt.IsEdge() || pt.Y < 1 || pt.X < 1 || pt.Y >= 2*p.G.Rows || pt.X >= 2*p.G.Cols {
		return 0, false
	}
	var a int
	var dir int
	if pt.Y&1 == 1 { // vertical border: between (y, x-1) and (y, x)
		a, dir = p.G.Cell((pt.Y-1)/2, pt.X/2-1), 1
	} else {
		a, dir = p.G.Cell(pt.Y/2-1, (pt.X-1)/2), 2
	}
	e := p.inc[a][dir]
	return int(e), e >= 0
}

// edgeBetween is the border between adjacent cells a and b.
func (p *Puzzle) edgeBetween(a, b int) int {
	for _, e := range p.inc[a] {
		if e >= 0 && (int(p.edges[e].a) == b || int(p.edges[e].b) == b) {
			return int(e)
		}
	}
	return -1
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// Link writes the clues in Number16 and, when there are any, the given
// borders, exactly as pzprjs does.
func (p *Puzzle) Link() urlcodec.Link {
	cells := make([]int, len(p.Clues))
	for c, v := range p.Clues {
		switch v {
		case 0:
			cells[c] = urlcodec.Empty
		case Unknown:
			cells[c] = urlcodec.Unknown
		default:
			cells[c] = v
		}
	}
	body := urlcodec.EncodeNumber16(cells) + encodeBorders(p.G, p.Walls)
	l := urlcodec.Link{PID: "fillomino", Cols: p.G.Cols, Rows: p.G.Rows, Body: body}
	if p.MaxRegion == variantMaxRegion {
		l.Flags = "t"
	}
	return l
}

// maxClue is the largest given number (0 without clues).
func (p *Puzzle) maxClue() int {
	m := 0
	for _, v := range p.Clues {
		m = max(m, v)
	}
	return m
}

func cellName(g grid.Grid, c int) string {
	y, x := g.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}

// DecodeBenchmark builds a puzzle from a benchmark block: a `clues:`
// section of rows of tokens, '.' for an empty cell (benchset.BlockDecoder).
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	vals, err := parseGrid(g, sections["clues"], "clues")
	if err != nil {
		return nil, err
	}
	return NewPuzzle(g, vals, nil)
}

// parseGrid reads rows of space-separated tokens: a number or '.'.
func parseGrid(g grid.Grid, lines []string, what string) ([]int, error) {
	toks, err := g.Tokens(lines)
	if err != nil {
		return nil, fmt.Errorf("fillomino: %s: %w", what, err)
	}
	vals := make([]int, len(toks))
	for c, t := range toks {
		if t == "." || t == "0" {
			continue
		}
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 || v > g.Cells() {
			y, x := g.YX(c)
			return nil, fmt.Errorf("fillomino: %s r%dc%d: %q is not a number from 1 to %d", what, y+1, x+1, urlcodec.Clip(t), g.Cells())
		}
		vals[c] = v
	}
	return vals, nil
}
