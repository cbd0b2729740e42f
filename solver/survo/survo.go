package survo

import (
	"fmt"
	"strings"

	"pencilbox/solver/grid"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Genre is the Survo genre, registered under the name "survo".
type Genre struct{}

func init() { puzzle.Register(Genre{}) }

func (Genre) Name() string  { return "survo" }
func (Genre) Title() string { return "Survo" }
func (Genre) IDs() []string { return []string{"survo"} }
func (Genre) Rules() string {
	return "Fill the grid with the numbers 1, 2, ... up to the number of cells, each exactly once, so that " +
		"every row adds up to the sum at its right and every column to the sum below it. Some numbers are given."
}

// Example is the Survo paper's Figure 1 (3 rows, 4 columns), unique:
// 12 6 2 10 / 8 1 5 4 / 7 9 3 11.
func (Genre) Example() string { return exampleLink }

const exampleLink = "survo/4/3/-1e-12-1e-1b-10a-19g6h8k3g"

// Size limits: a side from 2 to MaxSide cells.
const (
	MinSide = 2
	MaxSide = 20
)

// Puzzle is a validated Survo: Cols x Rows cells, the numbers 1..Cols*Rows
// each once; RowSums (top to bottom) and ColSums (left to right) are the
// line sums; Givens has Cols*Rows entries, 0 for an empty cell, no number
// twice. The sums add up to 1+2+...+Cols*Rows both ways. Treat it as
// immutable.
type Puzzle struct {
	Cols, Rows int
	RowSums    []int
	ColSums    []int
	Givens     []int
}

// Cells is the number of cells, which is also the largest number.
func (p *Puzzle) Cells() int { return p.Cols * p.Rows }

func sizeErr(cols, rows int) error {
	if cols < MinSide || rows < MinSide {
		return fmt.Errorf("survo: a %dx%d board is too small (each side at least %d)", cols, rows, MinSide)
	}
	if cols > MaxSide || rows > MaxSide {
		return fmt.Errorf("survo: a %dx%d board is larger than the %dx%d limit", cols, rows, MaxSide, MaxSide)
	}
	return nil
}

// NewPuzzle validates and copies its arguments.
func NewPuzzle(cols, rows int, rowSums, colSums, givens []int) (*Puzzle, error) {
	if err := sizeErr(cols, rows); err != nil {
		return nil, err
	}
	n := cols * rows
	if len(rowSums) != rows || len(colSums) != cols || len(givens) != n {
		return nil, fmt.Errorf("survo: %d row sums, %d column sums and %d cells for %d columns and %d rows", len(rowSums), len(colSums), len(givens), cols, rows)
	}
	p := &Puzzle{Cols: cols, Rows: rows, RowSums: append([]int(nil), rowSums...), ColSums: append([]int(nil), colSums...), Givens: append([]int(nil), givens...)}
	total := n * (n + 1) / 2
	for k, sums := range [2][]int{p.RowSums, p.ColSums} {
		what := [2]string{"row", "column"}[k]
		t := 0
		for i, s := range sums {
			if s < 1 {
				return nil, fmt.Errorf("survo: %s %d has the sum %d; sums are positive", what, i+1, s)
			}
			t += s
		}
		if t != total {
			return nil, fmt.Errorf("survo: the %s sums add up to %d, but 1..%d adds up to %d", what, t, n, total)
		}
	}
	seen := make([]int, n+1)
	for c, v := range p.Givens {
		if v == 0 {
			continue
		}
		if v < 1 || v > n {
			return nil, fmt.Errorf("survo: %s has the clue %d, outside 1..%d", p.cellName(c), v, n)
		}
		if seen[v] != 0 {
			return nil, fmt.Errorf("survo: %d is given twice (%s and %s)", v, p.cellName(seen[v]-1), p.cellName(c))
		}
		seen[v] = c + 1
	}
	if vs := p.sumViolations(p.Givens, true); len(vs) > 0 {
		return nil, fmt.Errorf("%s among the givens", vs[0].Msg)
	}
	return p, nil
}

func (p *Puzzle) Genre() puzzle.Genre    { return Genre{} }
func (p *Puzzle) Size() (cols, rows int) { return p.Cols, p.Rows }

func (p *Puzzle) grid() grid.Grid { return grid.Grid{Cols: p.Cols, Rows: p.Rows} }

func (p *Puzzle) cellName(c int) string { return fmt.Sprintf("r%dc%d", c/p.Cols+1, c%p.Cols+1) }

// Link writes the row sums, the column sums and the cells, all in
// Number16, back to back.
func (p *Puzzle) Link() urlcodec.Link {
	cells := make([]int, len(p.Givens))
	for c, v := range p.Givens {
		cells[c] = urlcodec.Empty
		if v != 0 {
			cells[c] = v
		}
	}
	body := urlcodec.EncodeNumber16(p.RowSums) + urlcodec.EncodeNumber16(p.ColSums) + urlcodec.EncodeNumber16(cells)
	return urlcodec.Link{PID: "survo", Cols: p.Cols, Rows: p.Rows, Body: body}
}

// Decode reads our survo body (see the package documentation). It is total.
func (Genre) Decode(l urlcodec.Link) (puzzle.Puzzle, error) {
	p, err := DecodeLink(l)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DecodeLink is Decode with the concrete type.
func DecodeLink(l urlcodec.Link) (*Puzzle, error) {
	if err := sizeErr(l.Cols, l.Rows); err != nil {
		return nil, err
	}
	if l.Flags != "" {
		return nil, fmt.Errorf("survo: unknown flags %q", urlcodec.Clip(l.Flags))
	}
	body := l.Body
	sums := func(k int, what string) ([]int, error) {
		vals, rest, err := urlcodec.DecodeNumber16(body, k)
		if err != nil {
			return nil, fmt.Errorf("survo: %s sums: %v", what, err)
		}
		for i, v := range vals {
			if v < 0 {
				return nil, fmt.Errorf("survo: %s %d has no sum", what, i+1)
			}
		}
		body = rest
		return vals, nil
	}
	rowSums, err := sums(l.Rows, "row")
	if err != nil {
		return nil, err
	}
	colSums, err := sums(l.Cols, "column")
	if err != nil {
		return nil, err
	}
	n := l.Cols * l.Rows
	cells, rest, err := urlcodec.DecodeNumber16(body, n)
	if err != nil {
		return nil, fmt.Errorf("survo: cells: %v", err)
	}
	if rest != "" {
		return nil, fmt.Errorf("survo: unexpected text %q after the %d cells", urlcodec.Clip(rest), n)
	}
	givens := make([]int, n)
	for c, v := range cells {
		switch {
		case v == urlcodec.Empty:
		case v == urlcodec.Unknown:
			return nil, fmt.Errorf("survo: r%dc%d has a '?' clue, which Survo does not allow", c/l.Cols+1, c%l.Cols+1)
		default:
			givens[c] = v
			if v == 0 {
				return nil, fmt.Errorf("survo: r%dc%d has the clue 0, outside 1..%d", c/l.Cols+1, c%l.Cols+1, n)
			}
		}
	}
	return NewPuzzle(l.Cols, l.Rows, rowSums, colSums, givens)
}

// DecodeBenchmark reads a block of ../shared/benchmarks/survo: metadata
// `rowsums` and `colsums`, section `clues:` (rows of '.' or a number).
func (Genre) DecodeBenchmark(cols, rows int, meta map[string]string, sections map[string][]string) (puzzle.Puzzle, error) {
	if err := sizeErr(cols, rows); err != nil {
		return nil, err
	}
	readSums := func(key string, k int) ([]int, error) {
		f := strings.Fields(meta[key])
		if len(f) != k {
			return nil, fmt.Errorf("survo: %s has %d numbers, not %d", key, len(f), k)
		}
		out := make([]int, k)
		for i, s := range f {
			if _, err := fmt.Sscan(s, &out[i]); err != nil {
				return nil, fmt.Errorf("survo: %s: %q is not a number", key, urlcodec.Clip(s))
			}
		}
		return out, nil
	}
	rowSums, err := readSums("rowsums", rows)
	if err != nil {
		return nil, err
	}
	colSums, err := readSums("colsums", cols)
	if err != nil {
		return nil, err
	}
	givens, err := parseGrid(cols, rows, strings.Join(sections["clues"], "\n"))
	if err != nil {
		return nil, err
	}
	return NewPuzzle(cols, rows, rowSums, colSums, givens)
}
