// Package evolomino is the Evolomino genre (Nikoli; puzz.link `evolmino`):
// the link codec (ternary cells, then two arrow lists), the benchmark
// blocks, the rule checker, the play model, the layout, fast exact solvers
// of our own (a propagating search over squares and block placements,
// search.go, under a node budget, then SAT over the squares with lazy block
// checks, solve.go) and the
// ILP model of Nikolaev & Myasnikov, constraints (1)-(21), on solver/sat as
// the faithful reference (reference.go).
//
// Rules (as the paper states Nikoli's): draw squares in some white cells.
// A block is a group of squares connected side by side; each block holds
// exactly one square on an arrow. Each arrow passes through at least two
// blocks, and along an arrow each later block is the previous one plus one
// square, without rotating or flipping. Shaded cells hold no square;
// pre-drawn squares are given.
//
// Levels (generation grades by the human rules of HumanSolve; the page shows the
// grade): easy puzzles are finished by arrow neighbours, unreachable
// cells, squares with one way to an arrow and complete blocks; medium
// ones also need single-cell trials those rules refute at once; hard ones
// get both stuck (a minimal set of givens the solver proves unique).
package evolomino

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres (at least 64).
const MaxSide = 64

// Cell kinds of Puzzle.Cells (the link's ternary values).
const (
	Plain  = 0 // a white cell
	Shaded = 1 // a shaded cell: never a square
	Given  = 2 // a pre-drawn square
)

// Genre is Evolomino, registered under the name "evolomino".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "evolomino" }
func (Genre) Title() string { return "Evolomino" }
func (Genre) IDs() []string { return []string{"evolmino", "evolomino"} }
func (Genre) Rules() string {
	return "Draw squares in some white cells. Squares connected side by side form a block; every block " +
		"holds exactly one square on an arrow. Each arrow passes through at least two blocks, and along " +
		"the arrow each block is the previous one plus one square, without turning or flipping it."
}

// Example is the 6x7 puzzle of the cspuz test vector (one solution).
func (Genre) Example() string { return "evolmino/6/7/i6900910k00005zz1p0008222o" }

// Puzzle is a validated Evolomino board: Cells holds Plain, Shaded or
// Given per cell; Arrows lists each arrow's cells from tail to head (at
// least two, side by side, on no shaded cell, no cell on two arrows).
// Treat it as immutable.
type Puzzle struct {
	G      grid.Grid
	Cells  []uint8
	Arrows [][]int

	arrowOf []int32 // per cell: its arrow or -1
	posOf   []int32 // per cell: its index along the arrow
}

// NewPuzzle validates and copies a board.
func NewPuzzle(g grid.Grid, cells []uint8, arrows [][]int) (*Puzzle, error) {
	if err := checkSize(g.Cols, g.Rows); err != nil {
		return nil, err
	}
	n := g.Cells()
	if len(cells) != n {
		return nil, fmt.Errorf("evolomino: %d cells for a %dx%d board", len(cells), g.Cols, g.Rows)
	}
	p := &Puzzle{G: g, Cells: append([]uint8(nil), cells...), arrowOf: make([]int32, n), posOf: make([]int32, n)}
	for c, v := range cells {
		if v > Given {
			return nil, fmt.Errorf("evolomino: %s has the unknown kind %d", cellName(g, c), v)
		}
		p.arrowOf[c] = -1
	}
	for a, ar := range arrows {
		if len(ar) < 2 {
			return nil, fmt.Errorf("evolomino: arrow %d has %d cells; an arrow spans at least two", a+1, len(ar))
		}
		for i, c := range ar {
			if c < 0 || c >= n {
				return nil, fmt.Errorf("evolomino: arrow %d leaves the board", a+1)
			}
			if p.arrowOf[c] >= 0 {
				return nil, fmt.Errorf("evolomino: %s lies on two arrows (or twice on one)", cellName(g, c))
			}
			if cells[c] == Shaded {
				return nil, fmt.Errorf("evolomino: the arrow through %s crosses a shaded cell", cellName(g, c))
			}
			if i > 0 && !adjacent(g, ar[i-1], c) {
				return nil, fmt.Errorf("evolomino: arrow %d jumps from %s to %s", a+1, cellName(g, ar[i-1]), cellName(g, c))
			}
			p.arrowOf[c], p.posOf[c] = int32(a), int32(i)
		}
		p.Arrows = append(p.Arrows, append([]int(nil), ar...))
	}
	return p, nil
}

func adjacent(g grid.Grid, a, b int) bool {
	ay, ax := g.YX(a)
	by, bx := g.YX(b)
	d := abs(ay-by) + abs(ax-bx)
	return d == 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func checkSize(cols, rows int) error {
	if cols < 1 || rows < 1 {
		return fmt.Errorf("evolomino: the board must have at least one cell")
	}
	if cols > MaxSide || rows > MaxSide {
		return fmt.Errorf("evolomino: %dx%d is too large (at most %dx%d)", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

func cellName(g grid.Grid, c int) string {
	y, x := g.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// OnArrow reports the arrow of cell c and its index along it (a = -1 off
// every arrow).
func (p *Puzzle) OnArrow(c int) (a, i int) { return int(p.arrowOf[c]), int(p.posOf[c]) }

// Decode reads a puzz.link evolmino body: ternary cells (0 plain, 1 shaded,
// 2 square; three per base-27 character), then the borders crossed by
// arrow steps moving up or left, then those moving down or right (§4.5 of
// the format notes). Steps chain into arrows; a cell with two steps out or
// two in, or steps that close into a ring, are refused with the cell named.
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
		return nil, fmt.Errorf("evolomino: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	if err := checkSize(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: l.Cols, Rows: l.Rows}
	n := g.Cells()
	body := l.Body
	cells := make([]uint8, n)
	nc := (n + 2) / 3
	if len(body) < nc {
		return nil, fmt.Errorf("evolomino: the cells need %d characters, the link has %d", nc, len(body))
	}
	for i := 0; i < nc; i++ {
		v := digit36(body[i])
		if v < 0 || v >= 27 {
			return nil, fmt.Errorf("evolomino: %q is not a cell character (0-9, a-q)", body[i:i+1])
		}
		for k, w := range [3]int{9, 3, 1} {
			if c := 3*i + k; c < n {
				cells[c] = uint8(v / w % 3)
			}
		}
	}
	body = body[nc:]
	edges := innerEdges(g)
	marked := [2][]bool{}
	for list := 0; list < 2; list++ {
		var err error
		marked[list], body, err = decodeArrowList(body, len(edges))
		if err != nil {
			return nil, err
		}
	}
	if body != "" {
		return nil, fmt.Errorf("evolomino: unexpected text %q after the arrows", urlcodec.Clip(body))
	}
	next := make([]int, n)
	prev := make([]int, n)
	for i := range next {
		next[i], prev[i] = -1, -1
	}
	for list := 0; list < 2; list++ {
		for e, m := range marked[list] {
			if !m {
				continue
			}
			from, to := edges[e][1], edges[e][0] // list 1: toward the smaller index
			if list == 1 {
				from, to = to, from
			}
			if next[from] >= 0 {
				return nil, fmt.Errorf("evolomino: two arrow steps leave %s", cellName(g, from))
			}
			if prev[to] >= 0 {
				return nil, fmt.Errorf("evolomino: two arrow steps enter %s", cellName(g, to))
			}
			next[from], prev[to] = to, from
		}
	}
	arrows, err := chain(g, next, prev)
	if err != nil {
		return nil, err
	}
	return NewPuzzle(g, cells, arrows)
}

// chain follows the steps from every tail (a step out, none in); steps
// left over form closed rings, which are not arrows.
func chain(g grid.Grid, next, prev []int) ([][]int, error) {
	seen := make([]bool, len(next))
	var arrows [][]int
	for c := range next {
		if next[c] < 0 || prev[c] >= 0 {
			continue
		}
		var ar []int
		for x := c; x >= 0; x = next[x] {
			seen[x] = true
			ar = append(ar, x)
		}
		arrows = append(arrows, ar)
	}
	for c := range next {
		if next[c] >= 0 && !seen[c] {
			return nil, fmt.Errorf("evolomino: the arrow segments through %s close into a ring, so that arrow has no start or end", cellName(g, c))
		}
	}
	return arrows, nil
}

// innerEdges lists the inner borders in puzz.link order as cell pairs
// (smaller index first).
func innerEdges(g grid.Grid) [][2]int {
	var out [][2]int
	for y := 0; y < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			out = append(out, [2]int{g.Cell(y, x), g.Cell(y, x+1)})
		}
	}
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x < g.Cols; x++ {
			out = append(out, [2]int{g.Cell(y, x), g.Cell(y+1, x)})
		}
	}
	return out
}

func digit36(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 10
	}
	return -1
}

const digits36 = "0123456789abcdefghijklmnopqrstuvwxyz"

// decodeArrowList reads one list: a character k < 35 skips k unmarked
// borders and marks the next; 'z' skips 35. The list ends when the border
// pointer reaches total. A body that ends early leaves the rest unmarked.
func decodeArrowList(body string, total int) ([]bool, string, error) {
	marked := make([]bool, total)
	pos, i := 0, 0
	for pos < total && i < len(body) {
		k := digit36(body[i])
		if k < 0 {
			return nil, "", fmt.Errorf("evolomino: %q is not an arrow character (0-9, a-z)", body[i:i+1])
		}
		i++
		pos += k
		if k == 35 {
			continue
		}
		if pos >= total {
			break
		}
		marked[pos] = true
		pos++
	}
	return marked, body[i:], nil
}

func encodeArrowList(marked []bool) string {
	var b strings.Builder
	run := 0
	for _, m := range marked {
		if m {
			b.WriteByte(digits36[run])
			run = 0
			continue
		}
		run++
		if run == 35 {
			b.WriteByte('z')
			run = 0
		}
	}
	if run > 0 {
		b.WriteByte(digits36[run])
	}
	return b.String()
}

// Link writes the canonical puzz.link body (pid evolmino).
func (p *Puzzle) Link() urlcodec.Link {
	g := p.G
	n := g.Cells()
	var b strings.Builder
	for i := 0; i < (n+2)/3; i++ {
		v := 0
		for k, w := range [3]int{9, 3, 1} {
			if c := 3*i + k; c < n {
				v += int(p.Cells[c]) * w
			}
		}
		b.WriteByte(digits36[v])
	}
	edges := innerEdges(g)
	index := map[[2]int]int{}
	for e, ab := range edges {
		index[ab] = e
	}
	lists := [2][]bool{make([]bool, len(edges)), make([]bool, len(edges))}
	for _, ar := range p.Arrows {
		for i := 1; i < len(ar); i++ {
			from, to := ar[i-1], ar[i]
			if to < from {
				lists[0][index[[2]int{to, from}]] = true
			} else {
				lists[1][index[[2]int{from, to}]] = true
			}
		}
	}
	b.WriteString(encodeArrowList(lists[0]))
	b.WriteString(encodeArrowList(lists[1]))
	return urlcodec.Link{PID: "evolmino", Cols: g.Cols, Rows: g.Rows, Body: b.String()}
}

// DecodeBenchmark builds a puzzle from a benchmark block
// (benchset.BlockDecoder): the `clues:` grid gives shaded cells ('#') and
// pre-drawn squares ('o', also as a suffix of arrow tokens), the `arrows:`
// lines give each arrow's cells "r,c" from tail to head. A `cycle` line (a
// closed ring of arrow segments) is refused: a ring has no start or end, so
// the rule "later blocks along the arrow" means nothing on it.
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	lines := sections["clues"]
	if len(lines) != rows {
		return nil, fmt.Errorf("evolomino: clues have %d rows, not %d", len(lines), rows)
	}
	cells := make([]uint8, g.Cells())
	for y, line := range lines {
		toks := strings.Fields(line)
		if len(toks) != cols {
			return nil, fmt.Errorf("evolomino: clues row %d has %d entries, not %d", y+1, len(toks), cols)
		}
		for x, t := range toks {
			c := g.Cell(y, x)
			switch {
			case t == "#":
				cells[c] = Shaded
			case strings.HasSuffix(t, "o"):
				cells[c] = Given
			}
		}
	}
	var arrows [][]int
	for _, line := range sections["arrows"] {
		fs := strings.Fields(line)
		if len(fs) > 0 && fs[0] == "cycle" {
			return nil, fmt.Errorf("evolomino: the arrow segments %s... close into a ring, so that arrow has no start or end", strings.Join(fs[1:min(len(fs), 4)], " "))
		}
		var ar []int
		for _, f := range fs {
			var y, x int
			if _, err := fmt.Sscanf(f, "%d,%d", &y, &x); err != nil || !g.In(y, x) {
				return nil, fmt.Errorf("evolomino: arrow cell %q is not a cell r,c of the board", urlcodec.Clip(f))
			}
			ar = append(ar, g.Cell(y, x))
		}
		arrows = append(arrows, ar)
	}
	return NewPuzzle(g, cells, arrows)
}
