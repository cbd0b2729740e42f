package analysis

import (
	"context"
	"fmt"
	"strconv"

	"pencilbox/solver/grid"
	"pencilbox/solver/nurikabe"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
	"pencilbox/solver/urlcodec"
)

// A test-only setter's contract for genres whose clues are one number
// per cell, so the stages that remove clues are tested whatever the
// genres themselves implement yet. It forwards solving, facts and hints
// to the genre's own puzzle and grades through the genre's grader.

type cellClued struct {
	inner puzzle.Puzzle
	g     grid.Grid
	clues []int
	empty int
	make  func([]int) (puzzle.Puzzle, error)
}

func (c *cellClued) Genre() puzzle.Genre                         { return cluedGenre{c.inner.Genre().(puzzle.Grader)} }
func (c *cellClued) Size() (int, int)                            { return c.inner.Size() }
func (c *cellClued) Link() urlcodec.Link                         { return c.inner.Link() }
func (c *cellClued) NewState() puzzle.State                      { return c.inner.NewState() }
func (c *cellClued) ParseAnswer(t string) (puzzle.Answer, error) { return c.inner.ParseAnswer(t) }
func (c *cellClued) Check(a puzzle.Answer) []puzzle.Violation    { return c.inner.Check(a) }
func (c *cellClued) Solve(ctx context.Context, limit int) puzzle.Result {
	return c.inner.(puzzle.Solver).Solve(ctx, limit)
}
func (c *cellClued) Facts(ctx context.Context) ([]puzzle.Fact, error) {
	return c.inner.(puzzle.FactFinder).Facts(ctx)
}
func (c *cellClued) Hint(ctx context.Context, s puzzle.State) (puzzle.Hint, error) {
	return c.inner.(puzzle.Hinter).Hint(ctx, s)
}

func (c *cellClued) Givens() []puzzle.Given {
	var out []puzzle.Given
	for i, v := range c.clues {
		if v != c.empty {
			out = append(out, puzzle.Given{At: c.g.CellPoint(i), Value: strconv.Itoa(v)})
		}
	}
	return out
}

func (c *cellClued) WithGiven(g puzzle.Given) (puzzle.Puzzle, error) {
	i, ok := c.g.PointCell(g.At)
	if !ok {
		return nil, fmt.Errorf("test: %v is not a cell", g.At)
	}
	v := c.empty
	if g.Value != "" {
		n, err := strconv.Atoi(g.Value)
		if err != nil {
			return nil, err
		}
		v = n
	}
	clues := append([]int(nil), c.clues...)
	clues[i] = v
	return c.make(clues)
}

type cluedGenre struct{ puzzle.Grader }

func (g cluedGenre) Grade(ctx context.Context, p puzzle.Puzzle) int {
	if c, ok := p.(*cellClued); ok {
		p = c.inner
	}
	return g.Grader.Grade(ctx, p)
}

func cluedSudoku(n int, clues []int) (puzzle.Puzzle, error) {
	geo, err := sudoku.GeometryOf(n)
	if err != nil {
		return nil, err
	}
	vals := make([]uint8, len(clues))
	for i, v := range clues {
		if v < 0 || v > n {
			return nil, fmt.Errorf("test: %d is not a digit", v)
		}
		vals[i] = uint8(v)
	}
	p, err := sudoku.NewPuzzle(geo, vals)
	if err != nil {
		return nil, err
	}
	return &cellClued{inner: p, g: grid.Grid{Cols: n, Rows: n}, clues: clues, make: func(c []int) (puzzle.Puzzle, error) { return cluedSudoku(n, c) }}, nil
}

func cluedNurikabe(g grid.Grid, clues []int) (puzzle.Puzzle, error) {
	p, err := nurikabe.NewPuzzle(g, clues)
	if err != nil {
		return nil, err
	}
	return &cellClued{inner: p, g: g, clues: clues, empty: nurikabe.NoClue, make: func(c []int) (puzzle.Puzzle, error) { return cluedNurikabe(g, c) }}, nil
}

// clued wraps a decoded Sudoku or Nurikabe link.
func clued(p puzzle.Puzzle) (puzzle.Puzzle, error) {
	switch q := p.(type) {
	case *sudoku.Puzzle:
		clues := make([]int, len(q.Givens))
		for i, v := range q.Givens {
			clues[i] = int(v)
		}
		return cluedSudoku(q.Geo.N, clues)
	case *nurikabe.Puzzle:
		return cluedNurikabe(q.G, q.Clues)
	}
	return nil, fmt.Errorf("test: no clued wrapper for %s", p.Genre().Name())
}
