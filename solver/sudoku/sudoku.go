// Package sudoku is the Sudoku genre: 4x4, 6x6 (boxes three wide, two
// tall), 9x9, 16x16 and 25x25 boards, puzz.link `sudoku` links both ways, the rule
// checker, the play model, the layout, a fast exact bitset search (search.go)
// and an independent SAT model (reference.go) that must agree with it.
//
// The solver model (bitsets over a flat cell array) is kept apart from the
// play state (digits and pencil marks): the player may enter contradictions
// and the board must still draw, while the search never sees one.
//
// # Levels
//
// Generated puzzles (gen.go) are graded by the hardest technique of the
// human-style solver (human.go) they need:
//
//   - easy: naked and hidden singles only.
//   - medium: needs locked candidates (pointing/claiming) or a naked or
//     hidden pair, nothing harder; no guessing.
//   - hard: needs a naked or hidden triple, X-wing, swordfish, XY-wing or
//     simple coloring, and those techniques finish it; no guessing.
//   - expert: the human-style solver gets stuck with all of the above; the
//     exact search settles it (uniqueness proof) within 400 search nodes,
//     so it stays within reach of a determined player.
//
// Every generated puzzle is proved unique by the exact search before it
// is graded. On 9x9 clues are removed while the exact search proves the
// solution unique, so the clue set is minimal (unless symmetric: then a
// pair stays when removing both breaks uniqueness), and attempts repeat
// until the grade matches: about 40% of minimal 9x9 puzzles grade easy,
// 20% medium, 10% hard and 30% expert. On 16x16, and on 6x6 above easy, a
// clue is removed only while the level's own techniques still solve the
// board (expert: or the exact search proves it within its 400 nodes), so
// the clue set is minimal for the level: truly minimal 6x6 puzzles grade
// easy 95 times in 100 (medium under 1 in 100), and proving a truly
// minimal 16x16 unique costs about a second per clue.
//
// 25x25 is carved like 16x16 and offers easy (about 0.2 s a puzzle,
// about 260 givens) and expert (about 3 s); medium and hard are withheld:
// in 20 attempts per seed (35-70 s) guarded carving at 25x25 never made
// either (its boards still fall to singles, or need the exact search).
//
// 4x4 offers easy only: every 4x4 puzzle with one solution is solved by
// singles (TestShidokuIsAlwaysEasy checks all 565,820 of them up to
// relabelling the digits), so medium, hard and expert do not exist there
// and generating them is refused.
package sudoku

import (
	"fmt"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Genre is the Sudoku genre, registered under the name "sudoku".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "sudoku" }
func (Genre) Title() string { return "Sudoku" }
func (Genre) IDs() []string { return []string{"sudoku"} }
func (Genre) Rules() string {
	return "Fill every empty cell with a digit so that each row, each column and each outlined box " +
		"contains every digit exactly once (1-4 on 4x4, 1-6 on 6x6, 1-9 on 9x9, 1-9 and A-G on 16x16, 1-25 on 25x25)."
}

// Example is a small 4x4 puzzle with one solution (1324/4231/2413/3142).
func (Genre) Example() string { return "sudoku/4/4/1k3h4k2" }

// Decode reads a puzz.link sudoku body (Number16 over the cells). It is
// total: anything it accepts has a supported size, digits in range and no
// two equal givens in a unit, so later code never meets a broken puzzle.
func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	if l.Cols != l.Rows {
		return nil, fmt.Errorf("sudoku: the board must be square, not %dx%d", l.Cols, l.Rows)
	}
	geo, err := GeometryOf(l.Cols)
	if err != nil {
		return nil, err
	}
	if l.Flags != "" {
		return nil, fmt.Errorf("sudoku: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	n := geo.N
	cells, rest, err := urlcodec.DecodeNumber16(l.Body, n*n)
	if err != nil {
		return nil, fmt.Errorf("sudoku: %v", err)
	}
	if rest != "" {
		return nil, fmt.Errorf("sudoku: unexpected text %q after the %d cells", urlcodec.Clip(rest), n*n)
	}
	givens := make([]uint8, n*n)
	for c, v := range cells {
		switch {
		case v == urlcodec.Empty:
		case v == urlcodec.Unknown:
			return nil, fmt.Errorf("sudoku: r%dc%d has a '?' clue, which Sudoku does not allow", c/n+1, c%n+1)
		case v < 1 || v > n:
			return nil, fmt.Errorf("sudoku: r%dc%d has the clue %d, outside 1..%d", c/n+1, c%n+1, v, n)
		default:
			givens[c] = uint8(v)
		}
	}
	return NewPuzzle(geo, givens)
}

// Puzzle is a validated Sudoku: Givens has N*N entries, 0 for an empty
// cell, and no unit holds a digit twice. Treat it as immutable.
type Puzzle struct {
	Geo    *Geometry
	Givens []uint8
}

// NewPuzzle validates givens (copied) against geo: digits in 1..N and no
// digit twice in a row, column or box.
func NewPuzzle(geo *Geometry, givens []uint8) (*Puzzle, error) {
	n := geo.N
	if len(givens) != n*n {
		return nil, fmt.Errorf("sudoku: %d givens for a %dx%d board", len(givens), n, n)
	}
	for c, v := range givens {
		if int(v) > n {
			return nil, fmt.Errorf("sudoku: r%dc%d has the clue %d, outside 1..%d", c/n+1, c%n+1, v, n)
		}
	}
	if vs := unitRepeats(geo, givens, true); len(vs) > 0 {
		return nil, fmt.Errorf("%s among the givens", vs[0].Msg)
	}
	return &Puzzle{Geo: geo, Givens: append([]uint8(nil), givens...)}, nil
}

// ParsePuzzle reads the benchmark-file form: N*N characters, '.' (or '0')
// for empty, 1-9 then A-G.
func ParsePuzzle(n int, text string) (*Puzzle, error) {
	geo, err := GeometryOf(n)
	if err != nil {
		return nil, err
	}
	vals, err := parseCells(geo, text)
	if err != nil {
		return nil, err
	}
	return NewPuzzle(geo, vals)
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.Geo.N, p.Geo.N }

// Link writes the givens in Number16, as puzz.link does.
func (p *Puzzle) Link() urlcodec.Link {
	cells := make([]int, len(p.Givens))
	for c, v := range p.Givens {
		if v == 0 {
			cells[c] = urlcodec.Empty
		} else {
			cells[c] = int(v)
		}
	}
	return urlcodec.Link{PID: "sudoku", Cols: p.Geo.N, Rows: p.Geo.N, Body: urlcodec.EncodeNumber16(cells)}
}

// String is the benchmark-file form of the givens.
func (p *Puzzle) String() string { return Answer{Geo: p.Geo, Values: p.Givens}.String() }

func (p *Puzzle) grid() grid.Grid { return grid.Grid{Cols: p.Geo.N, Rows: p.Geo.N} }
