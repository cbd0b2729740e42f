// Package slitherlink is the Slitherlink genre: draw one closed loop along
// the cell edges so that every numbered cell has exactly that many of its
// four sides on the loop. It holds the puzz.link `slither` codec (4Cell,
// codec.go), the board geometry of edges and vertices (geometry.go), the
// rule checker (answer.go), the play model and layout (state.go), the exact
// SAT model (solve.go), hints (hint.go) and the benchmark-block reader.
//
// The answer is the set of loop edges. Its text form is the benchmark's:
// one token per cell, '#' inside the loop and '.' outside. Inside and
// outside are read from the edges by parity (a cell is inside when an odd
// number of loop edges lie to its left in its row), which is defined for
// any set of edges, so even a half-drawn board has a text form; a single
// loop and its inside determine each other, so nothing is lost for
// solutions.
//
// Levels (generation grades by the rules of rules.go; the page shows the
// grade): easy puzzles are finished by the basic rules (0s, full clues,
// corners, two 3s, dots with two lines or one way on, no small loops);
// medium ones need at least one short trial refuted by the basic rules;
// hard ones are beyond those trials (the SAT model proves them unique).
package slitherlink

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// MaxSide bounds boards as DESIGN.md asks of grid genres.
const MaxSide = 64

// Genre is Slitherlink, registered under the name "slitherlink".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "slitherlink" }
func (Genre) Title() string { return "Slitherlink" }
func (Genre) IDs() []string { return []string{"slither", "slitherlink"} }
func (Genre) Rules() string {
	return "Draw one closed loop along the dotted grid lines. The loop never crosses or touches " +
		"itself, and every number says how many of the four sides of its cell the loop uses."
}

// Example is a 4x4 puzzle with one solution (the worked example of
// puzzlink-url-format.md §4.2).
func (Genre) Example() string { return "slither/4/4/dgdh2c7b" }

// Puzzle is a validated board: Clues holds one entry per cell, 0..4,
// urlcodec.Empty or urlcodec.Unknown ('?'). Treat it as immutable.
type Puzzle struct {
	G     grid.Grid
	Clues []int
	// AllDots is puzz.link's variant (flag f): the loop must pass through
	// every dot of the board, not only the ones it chooses.
	AllDots bool
	geo     *geometry
}

// NewPuzzle validates clues (copied) for a cols x rows board.
func NewPuzzle(cols, rows int, clues []int) (*Puzzle, error) {
	if cols < 1 || rows < 1 {
		return nil, fmt.Errorf("slitherlink: a %dx%d board is empty", cols, rows)
	}
	if cols > MaxSide || rows > MaxSide {
		return nil, fmt.Errorf("slitherlink: %dx%d is too large (at most %dx%d)", cols, rows, MaxSide, MaxSide)
	}
	g := grid.Grid{Cols: cols, Rows: rows}
	if len(clues) != g.Cells() {
		return nil, fmt.Errorf("slitherlink: %d clues for a %dx%d board", len(clues), cols, rows)
	}
	for c, v := range clues {
		if v != urlcodec.Empty && v != urlcodec.Unknown && (v < 0 || v > 4) {
			y, x := g.YX(c)
			return nil, fmt.Errorf("slitherlink: r%dc%d has the clue %d; clues are 0 to 4", y+1, x+1, v)
		}
	}
	return &Puzzle{G: g, Clues: append([]int(nil), clues...), geo: newGeometry(g)}, nil
}

func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type. The flag `f` is puzz.link's
// variant where the loop visits every dot (AllDots); no other flag exists.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	if strings.Trim(l.Flags, "f") != "" {
		return nil, fmt.Errorf("slitherlink: unknown flags %q (only f, the loop visits every dot)", urlcodec.Clip(l.Flags))
	}
	if l.Cols > MaxSide || l.Rows > MaxSide {
		return nil, fmt.Errorf("slitherlink: %dx%d is too large (at most %dx%d)", l.Cols, l.Rows, MaxSide, MaxSide)
	}
	clues, err := decode4Cell(l.Body, l.Cols*l.Rows)
	if err != nil {
		return nil, err
	}
	p, err := NewPuzzle(l.Cols, l.Rows, clues)
	if err != nil {
		return nil, err
	}
	p.AllDots = l.HasFlag('f')
	return p, nil
}

// Variant names the all-dots rule for the page (puzzle.Varianted).
func (p *Puzzle) Variant() string {
	if p.AllDots {
		return "Variant: the loop passes through every dot of the board."
	}
	return ""
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.G.Cols, p.G.Rows }

// Link writes the clues in 4Cell exactly as pzprjs does.
func (p *Puzzle) Link() urlcodec.Link {
	l := urlcodec.Link{PID: "slither", Cols: p.G.Cols, Rows: p.G.Rows, Body: encode4Cell(p.Clues)}
	if p.AllDots {
		l.Flags = "f"
	}
	return l
}

// DecodeBenchmark reads a block of ../shared/benchmarks/slitherlink: a
// `clues:` section of rows of tokens, '.' or 0..4 ('?' accepted too).
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	g := grid.Grid{Cols: cols, Rows: rows}
	clues, err := urlcodec.ReadClues(g, sections["clues"])
	if err != nil {
		return nil, fmt.Errorf("slitherlink: %w", err)
	}
	return NewPuzzle(cols, rows, clues)
}

// cellName is the r1c1 name players read (1-based).
func cellName(g grid.Grid, c int) string {
	y, x := g.YX(c)
	return fmt.Sprintf("r%dc%d", y+1, x+1)
}
