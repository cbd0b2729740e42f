package scale

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"pencilbox/generator"
	"pencilbox/solver/puzzle"
	"pencilbox/solver/sudoku"
)

// ErrUnsupported says the genre does not accept the class's size (yet):
// the suite leaves such a class out and says so.
var ErrUnsupported = errors.New("size not supported by the genre")

// sudokuShape: a random full grid (a pattern grid shuffled by band, stack,
// row, column and digit permutations) keeping Share of its cells as
// givens, nothing proved; or, with Generated, the genre's generator at its
// hardest level offered at the size (unique by construction).
type sudokuShape struct {
	Share     float64
	Generated bool
}

func buildSudoku(sh sudokuShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(ctx context.Context, n, _ int, rng *rand.Rand) (Block, error) {
		if _, err := sudoku.GeometryOf(n); err != nil {
			return Block{}, fmt.Errorf("%w: %v", ErrUnsupported, err)
		}
		if sh.Generated {
			return generatedSudoku(ctx, n, rng)
		}
		sol := randomSudoku(n, rng)
		givens := make([]byte, n*n)
		for c := range givens {
			givens[c] = '.'
		}
		for _, c := range rng.Perm(n * n)[:int(float64(n*n)*sh.Share)] {
			givens[c] = sol[c]
		}
		return Block{Sections: []Section{{"givens", []string{string(givens)}}, {"solution", []string{string(sol)}}}}, nil
	}
}

// randomSudoku is a valid full n x n grid in the one-line alphabet.
func randomSudoku(n int, rng *rand.Rand) []byte {
	b := 1
	for b*b < n {
		b++
	}
	// Row and column orders that keep bands and stacks together.
	order := func() []int {
		out := make([]int, 0, n)
		for _, band := range rng.Perm(b) {
			for _, r := range rng.Perm(b) {
				out = append(out, band*b+r)
			}
		}
		return out
	}
	rows, cols, digits := order(), order(), rng.Perm(n)
	out := make([]byte, n*n)
	for y := range n {
		for x := range n {
			r, c := rows[y], cols[x]
			v := (b*(r%b) + r/b + c) % n
			out[y*n+x] = sudoku.DigitRune(digits[v] + 1)
		}
	}
	return out
}

// generatedSudoku asks the engine for a puzzle at the hardest level it
// offers at n x n, seeded from rng.
func generatedSudoku(ctx context.Context, n int, rng *rand.Rand) (Block, error) {
	g, ok := puzzle.ByName("sudoku")
	if !ok {
		return Block{}, fmt.Errorf("sudoku is not registered")
	}
	levels := generator.LevelsAt(g, n, n)
	if len(levels) == 0 {
		return Block{}, fmt.Errorf("%w: no generator level at %dx%d", ErrUnsupported, n, n)
	}
	p, _, err := generator.Generate(ctx, g, generator.Params{Cols: n, Rows: n, Level: levels[len(levels)-1].Name, Seed: rng.Uint64()}, nil)
	if err != nil {
		return Block{}, err
	}
	sp, ok := p.(*sudoku.Puzzle)
	if !ok {
		return Block{}, fmt.Errorf("sudoku's generator gave a %T", p)
	}
	r := sp.Solve(ctx, 1)
	if r.Answer == nil {
		return Block{}, fmt.Errorf("generated puzzle not solved (%s)", r.Status)
	}
	givens := make([]byte, n*n)
	for c, v := range sp.Givens {
		givens[c] = '.'
		if v > 0 {
			givens[c] = sudoku.DigitRune(int(v))
		}
	}
	return Block{
		Meta:     [][2]string{{"unique", "yes"}},
		Sections: []Section{{"givens", []string{string(givens)}}, {"solution", []string{r.Answer.String()}}},
	}, nil
}
