package futoshiki

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Genre is the Futoshiki genre, registered under the name "futoshiki".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "futoshiki" }
func (Genre) Title() string { return "Futoshiki" }
func (Genre) IDs() []string { return []string{"futoshiki"} }
func (Genre) Rules() string {
	return "Fill every cell with a digit from 1 to N (the side of the board) so that each row and each " +
		"column contains every digit exactly once. A sign between two cells says which of them is larger: " +
		"it points at the smaller digit, its open side faces the larger one (in a column too)."
}

// Example is a small 4x4 puzzle with one solution (4213/2134/1342/3421).
func (Genre) Example() string { return exampleLink }

const exampleLink = "futoshiki/4/4/g2j3m2g00900092"

// MinN and MaxN bound the board side.
const (
	MinN = 3
	MaxN = 9
)

// Rel is the sign between a cell and its right or lower neighbour.
type Rel uint8

const (
	NoRel   Rel = iota
	Less        // this cell is smaller than its neighbour
	Greater     // this cell is larger than its neighbour
)

// Puzzle is a validated Futoshiki: an N x N board, Givens has N*N digits (0
// for empty), Right[c] is the sign between cell c and the cell to its right
// (NoRel in the last column), Down[c] the sign between c and the cell below
// (NoRel in the last row). No row or column repeats a given and no sign
// contradicts two givens. Treat it as immutable.
type Puzzle struct {
	N      int
	Givens []uint8
	Right  []Rel
	Down   []Rel

	pairs [][2]int // (smaller, larger) cell pairs, derived from Right and Down
}

// NewPuzzle validates and copies its arguments.
func NewPuzzle(n int, givens []uint8, right, down []Rel) (*Puzzle, error) {
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("futoshiki: size %dx%d is not supported (3x3 to 9x9)", n, n)
	}
	if len(givens) != n*n || len(right) != n*n || len(down) != n*n {
		return nil, fmt.Errorf("futoshiki: %d givens, %d right and %d down signs for a %dx%d board", len(givens), len(right), len(down), n, n)
	}
	p := &Puzzle{N: n, Givens: append([]uint8(nil), givens...), Right: append([]Rel(nil), right...), Down: append([]Rel(nil), down...)}
	for c := 0; c < n*n; c++ {
		y, x := c/n, c%n
		if int(p.Givens[c]) > n {
			return nil, fmt.Errorf("futoshiki: %s has the clue %d, outside 1..%d", cellName(n, c), p.Givens[c], n)
		}
		if p.Right[c] > Greater || x == n-1 && p.Right[c] != NoRel {
			return nil, fmt.Errorf("futoshiki: bad sign right of %s", cellName(n, c))
		}
		if p.Down[c] > Greater || y == n-1 && p.Down[c] != NoRel {
			return nil, fmt.Errorf("futoshiki: bad sign below %s", cellName(n, c))
		}
	}
	p.pairs = p.derivePairs()
	if vs := p.repeats(p.Givens, true); len(vs) > 0 {
		return nil, fmt.Errorf("%s among the givens", vs[0].Msg)
	}
	if vs := p.broken(p.Givens, true); len(vs) > 0 {
		return nil, fmt.Errorf("%s among the givens", vs[0].Msg)
	}
	return p, nil
}

func (p *Puzzle) derivePairs() [][2]int {
	n := p.N
	var out [][2]int
	add := func(a, b int, r Rel) {
		switch r {
		case Less:
			out = append(out, [2]int{a, b})
		case Greater:
			out = append(out, [2]int{b, a})
		}
	}
	for c := 0; c < n*n; c++ {
		if c%n < n-1 {
			add(c, c+1, p.Right[c])
		}
		if c/n < n-1 {
			add(c, c+n, p.Down[c])
		}
	}
	return out
}

// Pairs lists every sign as a (smaller cell, larger cell) pair, in cell
// order (right sign before down sign).
func (p *Puzzle) Pairs() [][2]int { return p.pairs }

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.N, p.N }

func (p *Puzzle) grid() grid.Grid { return grid.Grid{Cols: p.N, Rows: p.N} }

func cellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }

// relAlphabet packs three signs (base 3) per character.
const relAlphabet = "0123456789abcdefghijklmnopq"

// relSeq is the signs in link order: every Right sign row by row (N-1 per
// row), then every Down sign row by row (N per row, N-1 rows).
func relSeq(n int, right, down []Rel) []Rel {
	out := make([]Rel, 0, 2*n*(n-1))
	for y := 0; y < n; y++ {
		for x := 0; x < n-1; x++ {
			out = append(out, right[y*n+x])
		}
	}
	for y := 0; y < n-1; y++ {
		for x := 0; x < n; x++ {
			out = append(out, down[y*n+x])
		}
	}
	return out
}

func relChars(n int) int { return (2*n*(n-1) + 2) / 3 }

// Link writes the givens in Number16 and the signs three per character.
func (p *Puzzle) Link() urlcodec.Link {
	n := p.N
	cells := make([]int, n*n)
	for c, v := range p.Givens {
		cells[c] = urlcodec.Empty
		if v != 0 {
			cells[c] = int(v)
		}
	}
	var b strings.Builder
	b.WriteString(urlcodec.EncodeNumber16(cells))
	seq := relSeq(n, p.Right, p.Down)
	for i := 0; i < len(seq); i += 3 {
		v := 0
		for k := i; k < i+3; k++ {
			v *= 3
			if k < len(seq) {
				v += int(seq[k])
			}
		}
		b.WriteByte(relAlphabet[v])
	}
	return urlcodec.Link{PID: "futoshiki", Cols: n, Rows: n, Body: b.String()}
}

// Decode reads our futoshiki body (see the package documentation). It is
// total: anything it accepts is a valid Puzzle.
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
		return nil, fmt.Errorf("futoshiki: the board must be square, not %dx%d", l.Cols, l.Rows)
	}
	n := l.Cols
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("futoshiki: size %dx%d is not supported (3x3 to 9x9)", n, n)
	}
	if l.Flags != "" {
		return nil, fmt.Errorf("futoshiki: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	cells, rest, err := urlcodec.DecodeNumber16(l.Body, n*n)
	if err != nil {
		return nil, fmt.Errorf("futoshiki: %v", err)
	}
	givens := make([]uint8, n*n)
	for c, v := range cells {
		switch {
		case v == urlcodec.Empty:
		case v == urlcodec.Unknown:
			return nil, fmt.Errorf("futoshiki: %s has a '?' clue, which Futoshiki does not allow", cellName(n, c))
		case v < 1 || v > n:
			return nil, fmt.Errorf("futoshiki: %s has the clue %d, outside 1..%d", cellName(n, c), v, n)
		default:
			givens[c] = uint8(v)
		}
	}
	if len(rest) != relChars(n) {
		return nil, fmt.Errorf("futoshiki: the signs take %d characters after the cells, not %d (%q)", relChars(n), len(rest), urlcodec.Clip(rest))
	}
	total := 2 * n * (n - 1)
	seq := make([]Rel, 0, len(rest)*3)
	for i := 0; i < len(rest); i++ {
		v := strings.IndexByte(relAlphabet, rest[i])
		if v < 0 {
			return nil, fmt.Errorf("futoshiki: %q is not a sign character (0-9, a-q)", rest[i])
		}
		seq = append(seq, Rel(v/9), Rel(v/3%3), Rel(v%3))
	}
	for _, r := range seq[total:] {
		if r != NoRel {
			return nil, fmt.Errorf("futoshiki: the last sign character %q has padding that is not zero", rest[len(rest)-1])
		}
	}
	right, down := make([]Rel, n*n), make([]Rel, n*n)
	k := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n-1; x++ {
			right[y*n+x] = seq[k]
			k++
		}
	}
	for y := 0; y < n-1; y++ {
		for x := 0; x < n; x++ {
			down[y*n+x] = seq[k]
			k++
		}
	}
	return NewPuzzle(n, givens, right, down)
}

// DecodeBenchmark reads a block of ../shared/benchmarks/futoshiki: the
// clues section (N lines of N tokens, '.' or a digit) and the relations
// section (lines "r1 c1 > r2 c2", 0-based, neighbours).
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	if cols != rows {
		return nil, fmt.Errorf("futoshiki: the board must be square, not %dx%d", cols, rows)
	}
	n := cols
	if n < MinN || n > MaxN {
		return nil, fmt.Errorf("futoshiki: size %dx%d is not supported (3x3 to 9x9)", n, n)
	}
	givens, err := parseGrid(n, strings.Join(sections["clues"], "\n"))
	if err != nil {
		return nil, err
	}
	right, down := make([]Rel, n*n), make([]Rel, n*n)
	for _, line := range sections["relations"] {
		var r1, c1, r2, c2 int
		var op string
		if _, err := fmt.Sscanf(line, "%d %d %s %d %d", &r1, &c1, &op, &r2, &c2); err != nil || op != ">" && op != "<" {
			return nil, fmt.Errorf("futoshiki: cannot read the relation %q", urlcodec.Clip(line))
		}
		if r1 < 0 || r1 >= n || c1 < 0 || c1 >= n || r2 < 0 || r2 >= n || c2 < 0 || c2 >= n {
			return nil, fmt.Errorf("futoshiki: relation %q is off the board", urlcodec.Clip(line))
		}
		a, b := r1*n+c1, r2*n+c2
		rel := Greater // a > b
		if op == "<" {
			rel = Less
		}
		if a > b {
			a, b = b, a
			rel = 3 - rel
		}
		switch {
		case b == a+1 && a%n < n-1:
			right[a] = rel
		case b == a+n:
			down[a] = rel
		default:
			return nil, fmt.Errorf("futoshiki: relation %q does not join neighbours", urlcodec.Clip(line))
		}
	}
	return NewPuzzle(n, givens, right, down)
}
