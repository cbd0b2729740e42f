package scale

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"pencilbox/solver/evolomino"
	"pencilbox/solver/puzzle"
)

// evoShape thins the genre's own random full board (every square given,
// every other free cell shaded, proved unique by the genre): each given
// square stays with chance KeepSquare and each shaded cell with chance
// KeepShade. The thinned board still has the full board's solution, but
// nothing proves it unique: the benchmark run settles that.
type evoShape struct {
	KeepSquare, KeepShade float64
}

func buildEvolomino(sh evoShape) func(context.Context, int, int, *rand.Rand) (Block, error) {
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
		p, ok := full.(*evolomino.Puzzle)
		if !ok {
			return Block{}, fmt.Errorf("evolomino's carving gave a %T", full)
		}
		r := p.Solve(ctx, 1)
		if r.Answer == nil {
			return Block{}, fmt.Errorf("the full board has no answer (%s)", r.Status)
		}
		cells := make([]uint8, len(p.Cells))
		for c, k := range p.Cells {
			switch {
			case k == evolomino.Given && rng.Float64() < sh.KeepSquare:
				cells[c] = evolomino.Given
			case k == evolomino.Shaded && rng.Float64() < sh.KeepShade:
				cells[c] = evolomino.Shaded
			}
		}
		clues := gridLines(cols, rows, func(c int) string {
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
		// written as the thinned board has them.
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
			Meta:     [][2]string{{"solution", "given"}},
			Sections: []Section{{"clues", clues}, {"arrows", arrows}, {"solution", sol}},
		}, nil
	}
}
