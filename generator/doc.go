// Package generator makes puzzles: seeded, reproducible, provably unique.
//
// The engine is genre-free and imports no genre. A genre opts in by
// implementing one of two optional interfaces of solver/puzzle on its
// Genre value, in its own package (solver/<genre>/gen.go), and Generate
// finds it by type assertion:
//
//   - puzzle.Carver (levels, sizes, an attempt bound and StartCarving,
//     which makes a random full solution as a puzzle.Carving): Generate
//     removes clues in a random order (in 180° pairs when
//     Params.Symmetric) while the Carving proves the solution unique, then
//     grades the result.
//   - puzzle.Builder, for genres built whole rather than carved (Flow):
//     Build makes and grades one candidate at a time.
//
// Both run in one attempt loop that retries with a fresh candidate until
// the grade matches the level asked for, up to the genre's attempt bound,
// and otherwise returns the closest level found. Every choice comes from
// one math/rand/v2 PCG seeded with Params.Seed and every search is bounded
// by nodes, never by time, and nothing depends on map order: the same
// Params give the same puzzle natively, under node and in the browser
// (TestSeedsGiveTheSamePuzzles holds every genre to golden links in both).
// ctx only cancels.
//
// A generated puzzle's share link is its clues, not its seed, so links
// survive new versions of this package; seeds only promise the same
// puzzle from the same build.
package generator
