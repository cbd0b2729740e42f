package generator

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"pencilbox/solver/puzzle"
)

// Params asks for one puzzle. Cols/Rows 0 means the genre's default size;
// Level "" means the genre's first level.
type Params struct {
	Cols, Rows int
	Level      string
	Seed       uint64
	Symmetric  bool // clue pattern invariant under a 180° rotation (OffersSymmetry)
}

// Level is a difficulty a genre offers; Name is the stable id ("easy").
type Level = puzzle.Level

// Progress is told how far generation got: done out of total within the
// named phase ("attempt 3: carving"; ParsePhase reads it). It may be nil.
//
// A carving attempt reports 0/1 before it makes its full solution, then
// k/n while it removes clues (n the removable clues), and n/n before it
// grades; a building attempt reports a-1/attempts before it builds. The
// last report is attempts/attempts "done".
type Progress func(done, total int, phase string)

// The kinds of phase; the worker words them for players.
const (
	PhaseCarving  = "carving"
	PhaseBuilding = "building"
	PhaseDone     = "done"
)

func attemptPhase(a int, kind string) string { return fmt.Sprintf("attempt %d: %s", a, kind) }

// ParsePhase splits a phase a Progress was given into its attempt (from
// 1; 0 for "done") and its kind, so callers need not know the wording.
func ParsePhase(phase string) (attempt int, kind string) {
	if phase == PhaseDone {
		return 0, PhaseDone
	}
	var a int
	if _, err := fmt.Sscanf(phase, "attempt %d:", &a); err != nil {
		return 0, ""
	}
	_, kind, _ = strings.Cut(phase, ": ")
	return a, kind
}

// Levels lists g's levels, easiest first (nil when g cannot be generated).
func Levels(g puzzle.Genre) []Level {
	if gen, ok := generatable(g); ok {
		return gen.Levels()
	}
	return nil
}

// Sizes lists g's generatable sizes as (cols, rows), the default first.
func Sizes(g puzzle.Genre) [][2]int {
	if gen, ok := generatable(g); ok {
		return gen.Sizes()
	}
	return nil
}

// LevelsAt is the levels offered at cols x rows: those the genre does not
// withhold there (MaxAttempts 0), easiest first.
func LevelsAt(g puzzle.Genre, cols, rows int) []Level {
	gen, ok := generatable(g)
	if !ok {
		return nil
	}
	var out []Level
	for i, l := range gen.Levels() {
		if gen.MaxAttempts(cols, rows, i) > 0 {
			out = append(out, l)
		}
	}
	return out
}

// OffersSymmetry says whether g can make rotationally symmetric clue
// layouts (Params.Symmetric).
func OffersSymmetry(g puzzle.Genre) bool {
	_, ok := g.(puzzle.RotationalCarver)
	return ok
}

// generatable is g's generation hooks when it has one of the two ways to
// be generated.
func generatable(g puzzle.Genre) (puzzle.Generatable, bool) {
	switch k := g.(type) {
	case puzzle.Carver:
		return k, true
	case puzzle.Builder:
		return k, true
	}
	return nil, false
}

// Generate makes one puzzle of g for p. The same Params give the same
// puzzle on every platform: all choices come from a PCG seeded with
// p.Seed, searches are bounded by node budgets, never by time. It returns
// the level the puzzle was graded at: normally p.Level, but when the level
// cannot be reached at this size within the attempt bound, the closest
// level found (the caller shows the returned name). ctx only cancels.
func Generate(ctx context.Context, g puzzle.Genre, p Params, progress Progress) (puzzle.Puzzle, string, error) {
	gen, ok := generatable(g)
	if !ok {
		name := "<nil>"
		if g != nil {
			name = g.Name()
		}
		return nil, "", fmt.Errorf("generator: no generator for %s", name)
	}
	levels := gen.Levels()
	want, progress, rng, err := prepare(g, levels, gen.Sizes(), &p, progress)
	if err != nil {
		return nil, "", err
	}
	if p.Symmetric && !OffersSymmetry(g) {
		return nil, "", fmt.Errorf("generator: %s has no symmetric clue layouts", g.Name())
	}
	attempts := gen.MaxAttempts(p.Cols, p.Rows, want)
	if attempts <= 0 {
		return nil, "", fmt.Errorf("generator: %s %s is not offered at %dx%d (levels there: %s)", levels[want].Name, g.Name(), p.Cols, p.Rows, levelList(LevelsAt(g, p.Cols, p.Rows)))
	}
	var try attempt
	switch k := g.(type) {
	case puzzle.Carver:
		try = carveAttempt(ctx, k, p, want, rng, progress)
	case puzzle.Builder:
		try = buildAttempt(ctx, k, p, want, attempts, rng, progress)
	}
	best, bestLevel, err := closest(ctx, attempts, want, try)
	if err != nil {
		return nil, "", err
	}
	if best == nil {
		return nil, "", fmt.Errorf("generator: no %s %s puzzle at %dx%d within %d attempts", levels[want].Name, g.Name(), p.Cols, p.Rows, attempts)
	}
	progress(attempts, attempts, PhaseDone)
	return best, levels[bestLevel].Name, nil
}

// attempt is try number a (from 1): the level index the candidate
// graded at (-1 when unusable), the candidate (made only when it is the
// best so far), and whether it must be the last attempt.
type attempt func(a int) (got int, candidate func() (puzzle.Puzzle, error), last bool, err error)

// closest runs attempts until one grades at want, a try says it is the
// last, or the attempts run out, and keeps the candidate whose level is
// closest to want (the earliest among equals).
func closest(ctx context.Context, attempts, want int, try attempt) (puzzle.Puzzle, int, error) {
	var best puzzle.Puzzle
	bestLevel, bestDist := -1, 1<<30
	for a := 1; a <= attempts; a++ {
		if err := ctx.Err(); err != nil {
			return nil, -1, fmt.Errorf("generator: %w", err)
		}
		got, candidate, last, err := try(a)
		if err != nil {
			return nil, -1, err
		}
		if got < 0 {
			continue
		}
		dist := got - want
		if dist < 0 {
			dist = -dist
		}
		if dist < bestDist {
			pz, err := candidate()
			if err != nil {
				return nil, -1, err
			}
			best, bestLevel, bestDist = pz, got, dist
		}
		if dist == 0 || last {
			break
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, -1, fmt.Errorf("generator: %w", err)
	}
	return best, bestLevel, nil
}

// carveAttempt makes a full solution, carves it and grades the result.
func carveAttempt(ctx context.Context, c puzzle.Carver, p Params, want int, rng *rand.Rand, progress Progress) attempt {
	return func(a int) (int, func() (puzzle.Puzzle, error), bool, error) {
		phase := attemptPhase(a, PhaseCarving)
		progress(0, 1, phase)
		cv, err := c.StartCarving(ctx, p.Cols, p.Rows, rng)
		if err != nil {
			return -1, nil, false, err
		}
		carve(ctx, cv, rng, p.Symmetric, want, progress, phase)
		if err := ctx.Err(); err != nil {
			return -1, nil, false, fmt.Errorf("generator: %w", err)
		}
		return cv.Grade(ctx), cv.Puzzle, false, nil
	}
}

// buildAttempt builds one candidate. The first attempts (half, at most
// 150) look for the level asked for only; after them the first proved
// candidate of any level is taken (a rare level would otherwise cost
// hundreds of attempts). A candidate of another level costs little: it is
// graded before its proof and dropped.
func buildAttempt(ctx context.Context, b puzzle.Builder, p Params, want, attempts int, rng *rand.Rand, progress Progress) attempt {
	return func(a int) (int, func() (puzzle.Puzzle, error), bool, error) {
		progress(a-1, attempts, attemptPhase(a, PhaseBuilding))
		// Only the last attempt takes any level (the closest is then
		// kept): a puzzle of another level is not what was asked for.
		strict := want
		if a == attempts {
			strict = -1
		}
		pz, got, err := b.Build(ctx, p.Cols, p.Rows, strict, rng)
		return got, func() (puzzle.Puzzle, error) { return pz, nil }, strict < 0, err
	}
}

// carve removes clues in a random order (pairs when symmetric), keeping
// each removal only while the carving accepts it. One pass suffices for a
// minimal set: a clue that was needed stays needed as others go.
func carve(ctx context.Context, c puzzle.Carving, rng *rand.Rand, symmetric bool, level int, progress Progress, phase string) {
	n := c.Slots()
	order := rng.Perm(n)
	guard := -1
	if c.Guarded(level) {
		guard = level
	}
	tried := make([]bool, n)
	var pair [2]int
	every := n/20 + 1
	for k, i := range order {
		if k%every == 0 {
			progress(k, n, phase)
			if ctx.Err() != nil {
				return
			}
		}
		if tried[i] {
			continue
		}
		slots := pair[:1]
		slots[0] = i
		tried[i] = true
		if symmetric {
			if j := c.Partner(i); j != i {
				slots = append(slots, j)
				tried[j] = true
			}
		}
		c.TryRemove(ctx, slots, guard)
	}
	progress(n, n, phase)
}

func sizeList(s [][2]int) string {
	var b strings.Builder
	for i, x := range s {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%dx%d", x[0], x[1])
	}
	return b.String()
}

func levelList(ls []Level) string {
	names := make([]string, len(ls))
	for i, l := range ls {
		names[i] = l.Name
	}
	return strings.Join(names, ", ")
}

// prepare does what every generator does before its first attempt: it
// fills in the default size and refuses one the genre cannot make, finds
// the index of the level asked for (0 when none is), makes progress safe
// to call and seeds the random source from p.Seed.
func prepare(g puzzle.Genre, levels []Level, sizes [][2]int, p *Params, progress Progress) (want int, _ Progress, _ *rand.Rand, _ error) {
	if p.Cols == 0 && p.Rows == 0 {
		p.Cols, p.Rows = sizes[0][0], sizes[0][1]
	}
	sizeOK := false
	for _, s := range sizes {
		sizeOK = sizeOK || s == [2]int{p.Cols, p.Rows}
	}
	if !sizeOK {
		return 0, nil, nil, fmt.Errorf("generator: %s cannot be generated at %dx%d (sizes: %s)", g.Name(), p.Cols, p.Rows, sizeList(sizes))
	}
	if p.Level != "" {
		want = -1
		for i, l := range levels {
			if strings.EqualFold(l.Name, p.Level) {
				want = i
			}
		}
		if want < 0 {
			return 0, nil, nil, fmt.Errorf("generator: %s has no level %q (levels: %s)", g.Name(), p.Level, levelList(levels))
		}
	}
	if progress == nil {
		progress = func(int, int, string) {}
	}
	return want, progress, rand.New(rand.NewPCG(p.Seed, p.Seed^0x9e3779b97f4a7c15)), nil
}
