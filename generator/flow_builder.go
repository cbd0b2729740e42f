package generator

import (
	"context"
	"fmt"
	"math/rand/v2"

	"pencilbox/solver/puzzle"
)

// Builder is the second way a genre can be generated, for genres whose
// puzzles are built whole rather than carved from a full solution (Flow:
// a random partition of the board into paths whose end points become the
// clues). The engine keeps the seeding, the attempt loop, the level
// matching and the progress reports; the genre builds and grades one
// candidate at a time.
type Builder interface {
	Levels() []Level
	Sizes() [][2]int // first = default
	// MaxAttempts bounds the candidates built for one puzzle.
	MaxAttempts(cols, rows int, level int) int
	// Build makes one candidate with rng only and grades it: the level
	// index it belongs to, or -1 when it is unusable (not proved unique).
	// want is the level asked for, or -1 for any: a builder may drop a
	// candidate of another level before its costly proof.
	Build(ctx context.Context, cols, rows, want int, rng *rand.Rand) (puzzle.Puzzle, int, error)
}

var builders byGenre[Builder]

// RegisterBuilder makes a genre generatable by building. Genre builders
// call it from init.
func RegisterBuilder(genre string, b Builder) { builders.put(genre, b) }

func builderOf(g puzzle.Genre) (Builder, bool) { return builders.of(g) }

// generateBuilt is Generate for a Builder: candidates until one grades at
// the level asked for, else the closest one found.
func generateBuilt(ctx context.Context, g puzzle.Genre, b Builder, p Params, progress Progress) (puzzle.Puzzle, string, error) {
	levels := b.Levels()
	want, progress, rng, err := prepare(g, levels, b.Sizes(), &p, progress)
	if err != nil {
		return nil, "", err
	}
	attempts := b.MaxAttempts(p.Cols, p.Rows, want)
	var best puzzle.Puzzle
	bestLevel, bestDist := -1, 1<<30
	for a := 1; a <= attempts; a++ {
		if err := ctx.Err(); err != nil {
			return nil, "", fmt.Errorf("generator: %w", err)
		}
		progress(a-1, attempts, fmt.Sprintf("attempt %d: building", a))
		// The first attempts (half, at most 150) look for the level asked
		// for only; after them the first proved candidate of any level is
		// taken (a rare level would otherwise cost hundreds of attempts).
		// A candidate of another level costs little: it is graded before
		// its proof and dropped.
		strict := want
		if a > min(attempts/2, 150) {
			strict = -1
		}
		pz, got, err := b.Build(ctx, p.Cols, p.Rows, strict, rng)
		if err != nil {
			return nil, "", err
		}
		if got < 0 {
			continue
		}
		dist := got - want
		if dist < 0 {
			dist = -dist
		}
		if dist < bestDist {
			best, bestLevel, bestDist = pz, got, dist
		}
		if dist == 0 || strict < 0 {
			break
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, "", fmt.Errorf("generator: %w", err)
	}
	if best == nil {
		return nil, "", fmt.Errorf("generator: no %s %s puzzle at %dx%d within %d attempts", levels[want].Name, g.Name(), p.Cols, p.Rows, attempts)
	}
	progress(attempts, attempts, "done")
	return best, levels[bestLevel].Name, nil
}
