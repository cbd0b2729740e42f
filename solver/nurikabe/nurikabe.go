// Package nurikabe is the Nurikabe genre: shade cells into one connected
// wall so that every unshaded region (island) holds exactly one number,
// equal to its size, and no 2x2 block is all wall. A "?" clue is an island
// of any size.
//
// Links are puzz.link's `nurikabe` (Number16 over the cells, "." for "?").
// Solving is a SAT model with lazy connectivity (model.go), hints are
// person-style deductions (hint.go), and gen.go carves new puzzles for
// the generator.
//
// Levels are sets of person-style rules (LevelRules), and a puzzle's level
// is the easiest set that finishes it from the empty board, so no level
// but expert needs trial:
//   - easy: complete islands, cells next to two numbers, cells that would
//     make an island too big, cells no island can reach, 2x2 blocks and the
//     wall cell count;
//   - medium: also islands and wall pieces with a single way out;
//   - hard: also cells whose unshading would cut the wall in two;
//   - expert: the hard rules get stuck, so finishing needs trial; the
//     solver proves the solution unique.
//
// Every level is offered at every size (5x5 to 20x20): even a 5x5 board
// has room for puzzles that need each rule set, so none is withheld.
package nurikabe

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards: DESIGN.md asks grid genres for at least 64x64.
const MaxSide = 64

// Clue values besides island sizes.
const (
	NoClue  = urlcodec.Empty   // not a numbered cell
	AnySize = urlcodec.Unknown // a "?" clue
)

// Genre is the Nurikabe genre; it registers itself.
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string    { return "nurikabe" }
func (Genre) Title() string   { return "Nurikabe" }
func (Genre) IDs() []string   { return []string{"nurikabe"} }
func (Genre) Example() string { return "nurikabe/5/5/i2m2g3g2o" }
func (Genre) Rules() string {
	return "Shade cells to make one connected wall. Every unshaded region (island) holds exactly one number, " +
		"equal to its number of cells (\"?\" is any size). No 2x2 block may be all wall."
}

// Puzzle is a validated board: Clues[c] is an island size, NoClue or
// AnySize.
type Puzzle struct {
	G     grid.Grid
	Clues []int
}

// Decode reads a puzz.link nurikabe body.
func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	if err := checkSize(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: l.Cols, Rows: l.Rows}
	clues, _, err := urlcodec.DecodeNumber16(l.Body, g.Cells())
	if err != nil {
		return nil, fmt.Errorf("nurikabe: %v", err)
	}
	return NewPuzzle(g, clues)
}

func checkSize(cols, rows int) error {
	if cols < 1 || rows < 1 || cols > MaxSide || rows > MaxSide {
		return fmt.Errorf("nurikabe: %dx%d is not a supported size (1x1 to %dx%d)", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

// NewPuzzle validates clues (one per cell of g) and makes a puzzle. A clue
// must be "?" or 1..cells; a board of no clues is refused (it has no
// islands, so only an all-wall board, which breaks the 2x2 rule beyond
// 1x1, could solve it).
func NewPuzzle(g grid.Grid, clues []int) (*Puzzle, error) {
	if err := checkSize(g.Cols, g.Rows); err != nil {
		return nil, err
	}
	if len(clues) != g.Cells() {
		return nil, fmt.Errorf("nurikabe: %d clues for %d cells", len(clues), g.Cells())
	}
	any := false
	for c, v := range clues {
		if v == NoClue {
			continue
		}
		any = true
		if v != AnySize && (v < 1 || v > g.Cells()) {
			y, x := g.YX(c)
			return nil, fmt.Errorf("nurikabe: clue %d at r%dc%d is not an island size for a %dx%d board", v, y+1, x+1, g.Cols, g.Rows)
		}
	}
	if !any {
		return nil, fmt.Errorf("nurikabe: the board has no numbers")
	}
	return &Puzzle{G: g, Clues: append([]int(nil), clues...)}, nil
}

// DecodeBenchmark reads a benchmark block: a `clues:` grid of "." or a
// number ("?" allowed) per cell.
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	if err := checkSize(cols, rows); err != nil {
		return nil, err
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	clues, err := urlcodec.ReadClues(g, sections["clues"]) // NoClue, AnySize: Empty, Unknown
	if err != nil {
		return nil, fmt.Errorf("nurikabe: %w", err)
	}
	return NewPuzzle(g, clues)
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// Link is the canonical puzz.link form.
func (p *Puzzle) Link() urlcodec.Link {
	return urlcodec.Link{PID: "nurikabe", Cols: p.G.Cols, Rows: p.G.Rows, Body: urlcodec.EncodeNumber16(p.Clues)}
}

// ClueText is how a clue is written on the board.
func ClueText(v int) string {
	if v == AnySize {
		return "?"
	}
	return strconv.Itoa(v)
}

// Cell contents of a position or answer.
const (
	Empty uint8 = iota // undecided (counts as unshaded for the rules)
	Wall               // shaded
	Dot                // marked unshaded
)

// Answer is a board: one of Empty, Wall, Dot per cell. Its text form is
// the benchmark `solution:` form: rows of space-separated tokens, '#' for
// wall and '.' for anything else.
type Answer struct {
	P     *Puzzle
	Cells []uint8
}

func (a Answer) String() string {
	var b strings.Builder
	cols := a.P.G.Cols
	for c, v := range a.Cells {
		if c > 0 {
			if c%cols == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		}
		if v == Wall {
			b.WriteByte('#')
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// Walls reports per cell whether it is shaded.
func (a Answer) Walls() []bool {
	w := make([]bool, len(a.Cells))
	for c, v := range a.Cells {
		w[c] = v == Wall
	}
	return w
}

// ParseAnswer reads cols*rows tokens ('#' wall, '.' unshaded; whitespace
// between them optional). Unshaded cells become dots.
func (p *Puzzle) ParseAnswer(text string) (puzzle.Answer, error) {
	cells, err := p.parseCells(text)
	if err != nil {
		return nil, err
	}
	return Answer{P: p, Cells: cells}, nil
}

func (p *Puzzle) parseCells(text string) ([]uint8, error) {
	n := p.G.Cells()
	cells := make([]uint8, 0, n)
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ' ', '\n', '\r', '\t':
		case '#':
			cells = append(cells, Wall)
		case '.':
			cells = append(cells, Dot)
		default:
			return nil, fmt.Errorf("nurikabe: answer character %q is not '#' or '.'", text[i])
		}
		if len(cells) > n {
			break
		}
	}
	if len(cells) != n {
		return nil, fmt.Errorf("nurikabe: answer has %d cells, want %d", len(cells), n)
	}
	return cells, nil
}

func (p *Puzzle) rc(c int) string {
	y, x := p.G.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}

// Check applies the rules. Undecided cells count as unshaded; a violation
// that shading some undecided cells could still repair is marked
// Incomplete, so a board in progress is not painted red.
func (p *Puzzle) Check(ans puzzle.Answer) []puzzle.Violation {
	a, ok := ans.(Answer)
	if !ok || len(a.Cells) != p.G.Cells() {
		return []puzzle.Violation{{Rule: "answer", Msg: "nurikabe: answer does not fit the board"}}
	}
	g := p.G
	gr := g.CellGraph()
	var out []puzzle.Violation
	open := false // some cell is still undecided
	for c, v := range a.Cells {
		if v == Empty && p.Clues[c] == NoClue {
			open = true
		}
		if v == Wall && p.Clues[c] != NoClue {
			out = append(out, puzzle.Violation{Rule: "shaded-clue", Msg: "nurikabe: numbered cell " + p.rc(c) + " is shaded", At: []grid.Point{g.CellPoint(c)}})
		}
	}
	// No 2x2 wall.
	for y := 0; y+1 < g.Rows; y++ {
		for x := 0; x+1 < g.Cols; x++ {
			c := g.Cell(y, x)
			block := []int{c, c + 1, c + g.Cols, c + g.Cols + 1}
			if a.Cells[block[0]] == Wall && a.Cells[block[1]] == Wall && a.Cells[block[2]] == Wall && a.Cells[block[3]] == Wall {
				at := make([]grid.Point, 4)
				for i, b := range block {
					at[i] = g.CellPoint(b)
				}
				out = append(out, puzzle.Violation{Rule: "pool", Msg: "nurikabe: 2x2 wall at " + p.rc(c), At: at})
			}
		}
	}
	// Islands: components of unshaded cells.
	comp, n := gr.Components(func(c int) bool { return a.Cells[c] != Wall })
	cells := make([][]int, n)
	for c, k := range comp {
		if k >= 0 {
			cells[k] = append(cells[k], c)
		}
	}
	for _, island := range cells {
		var clues []int
		undecided := false
		for _, c := range island {
			if p.Clues[c] != NoClue {
				clues = append(clues, c)
			}
			if a.Cells[c] == Empty && p.Clues[c] == NoClue {
				undecided = true
			}
		}
		at := points(g, island)
		switch {
		case len(clues) == 0:
			out = append(out, puzzle.Violation{Rule: "no-number", Msg: "nurikabe: the island at " + p.rc(island[0]) + " has no number", At: at, Incomplete: undecided})
		case len(clues) > 1:
			out = append(out, puzzle.Violation{Rule: "two-numbers", Msg: "nurikabe: the island of " + p.rc(clues[0]) + " also holds " + p.rc(clues[1]), At: points(g, clues), Incomplete: undecided})
		default:
			v := p.Clues[clues[0]]
			if v == AnySize || v == len(island) {
				continue
			}
			// Too large can be repaired by shading undecided cells; too
			// small by unshading undecided neighbours, if there are any.
			fix := undecided && len(island) > v
			if len(island) < v {
				for _, c := range island {
					for _, d := range gr.Adj[c] {
						if a.Cells[d] == Empty && p.Clues[d] == NoClue {
							fix = true
						}
					}
				}
			}
			out = append(out, puzzle.Violation{Rule: "size", Msg: fmt.Sprintf("nurikabe: the island of %s has %s, not %d", p.rc(clues[0]), puzzle.Count(len(island), "cell"), v), At: at, Incomplete: fix})
		}
	}
	// One wall.
	wcomp, wn := gr.Components(func(c int) bool { return a.Cells[c] == Wall })
	if wn > 1 {
		size := make([]int, wn)
		for _, k := range wcomp {
			if k >= 0 {
				size[k]++
			}
		}
		big := 0
		for k := range size {
			if size[k] > size[big] {
				big = k
			}
		}
		var at []grid.Point
		first := -1
		for c, k := range wcomp {
			if k >= 0 && int(k) != big {
				at = append(at, g.CellPoint(c))
				if first < 0 {
					first = c
				}
			}
		}
		out = append(out, puzzle.Violation{Rule: "wall", Msg: fmt.Sprintf("nurikabe: the wall is in %d pieces (one at %s)", wn, p.rc(first)), At: at, Incomplete: open})
	}
	return out
}

func points(g grid.Grid, cells []int) []grid.Point {
	at := make([]grid.Point, len(cells))
	for i, c := range cells {
		at[i] = g.CellPoint(c)
	}
	return at
}
