package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"pencilbox/solver/evolomino"
	"pencilbox/solver/puzzle"
)

// Evolomino boards come from the genre's own random full board (every
// square given, every other free cell shaded, proved unique by the
// genre), carved by the genre's own TryRemove in a random order until no
// clue can go: unique and minimal, the generator's way, at sizes its menu
// does not offer. (Thinning the full board at random instead left several
// solutions on every board tried, even keeping 70% of the squares.)

func buildEvolomino() func(context.Context, int, int, *rand.Rand) (Block, error) {
	return func(ctx context.Context, cols, rows int, rng *rand.Rand) (Block, error) {
		g, ok := puzzle.ByName("evolomino")
		if !ok {
			return Block{}, fmt.Errorf("evolomino is not registered")
		}
		carver, ok := g.(puzzle.Carver)
		if !ok {
			return Block{}, fmt.Errorf("evolomino has no carving generator")
		}
		carving, err := carver.StartCarving(ctx, cols, rows, rng)
		if err != nil {
			return Block{}, err
		}
		full, err := carving.Puzzle()
		if err != nil {
			return Block{}, err
		}
		for _, slot := range rng.Perm(carving.Slots()) {
			carving.TryRemove(ctx, []int{slot}, -1)
		}
		carved, err := carving.Puzzle()
		if err != nil {
			return Block{}, err
		}
		return evoBlock(ctx, full, carved)
	}
}

// evoBlock writes carved (full's arrows, fewer clues) with full's
// solution.
func evoBlock(ctx context.Context, full, carved puzzle.Puzzle) (Block, error) {
	p, ok := full.(*evolomino.Puzzle)
	if !ok {
		return Block{}, fmt.Errorf("evolomino's carving gave a %T", full)
	}
	r := p.Solve(ctx, 1)
	if r.Answer == nil {
		return Block{}, fmt.Errorf("the full board has no answer (%s)", r.Status)
	}
	cols := p.G.Cols
	cells := make([]uint8, len(p.Cells))
	c, ok := carved.(*evolomino.Puzzle)
	if !ok {
		return Block{}, fmt.Errorf("evolomino's carving gave a %T", carved)
	}
	copy(cells, c.Cells)
	clues := gridLines(cols, p.G.Rows, func(c int) string {
		return [3]string{".", "#", "o"}[cells[c]]
	})
	var arrows []string
	for _, ar := range p.Arrows {
		f := make([]string, len(ar))
		for i, c := range ar {
			y, x := p.G.YX(c)
			f[i] = fmt.Sprintf("%d,%d", y, x)
		}
		arrows = append(arrows, strings.Join(f, " "))
	}
	// The answer text marks squares and nothing else; shaded cells are
	// written as the carved board has them.
	sol := strings.Fields(r.Answer.String())
	for y := range sol {
		row := []byte(sol[y])
		for x := range row {
			if row[x] != 'o' {
				row[x] = [3]byte{'.', '#', '.'}[cells[y*cols+x]]
			}
		}
		sol[y] = string(row)
	}
	return Block{
		Meta:     [][2]string{{"unique", "yes"}, {"solution", "given"}},
		Sections: []Section{{"clues", clues}, {"arrows", arrows}, {"solution", sol}},
	}, nil
}
