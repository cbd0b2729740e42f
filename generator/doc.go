// Package generator makes puzzles: seeded, reproducible, provably unique.
//
// The engine is genre-free. A genre registers Hooks (levels, sizes, and a
// Start that makes a random full solution as a Carving); Generate then
// removes clues in a random order (in 180° pairs when Params.Symmetric)
// while the Carving proves the solution unique, grades the result, and
// retries with a fresh solution until the grade matches the level asked
// for, up to the genre's attempt bound. Every choice comes from one
// math/rand/v2 PCG seeded with Params.Seed and every search is bounded by
// nodes, never by time, and nothing depends on map order: the same Params
// give the same puzzle natively, under node and in the browser
// (TestGoldenLinks runs in both). ctx only cancels.
//
// A generated puzzle's share link is its clues, not its seed, so links
// survive new versions of this package; seeds only promise the same
// puzzle from the same build.
//
// # Sudoku
//
// Sizes 9x9 (default), 4x4, 6x6 (boxes three wide, two tall) and 16x16.
// Levels are defined by the hardest technique of the human-style solver
// in solver/sudoku (human.go) that the puzzle needs:
//
//   - easy: naked and hidden singles only.
//   - medium: needs locked candidates (pointing/claiming) or a naked or
//     hidden pair, nothing harder; no guessing.
//   - hard: needs a naked or hidden triple, X-wing, swordfish, XY-wing or
//     simple coloring, and those techniques finish it; no guessing.
//   - expert: the human-style solver gets stuck with all of the above; the
//     exact search settles it (uniqueness proof) within 400 search nodes.
//
// On 9x9 and smaller, clues are removed while the exact search
// (sudoku.CountGrid, limit 2, complete) proves the solution unique, so the
// clue set is minimal (unless symmetric: then a pair stays when removing
// both breaks uniqueness); the grade is taken afterwards and attempts are
// repeated until it matches. A 9x9 attempt takes well under a millisecond
// natively; about 40% of minimal 9x9 puzzles grade easy, 20% medium, 10%
// hard, 30% expert, so every level comes within a few attempts.
// 4x4 boards are always easy, and 6x6 boards rarely reach medium: when a
// level is out of reach within the attempt bound, Generate returns the
// closest level it found and says which.
//
// On 16x16 a clue is removed only while the level's own techniques still
// solve the board (which also proves uniqueness; the exact search checks
// it once more at the end), so clue sets are minimal for the level rather
// than absolutely. 16x16 offers easy, medium and hard; expert asks are
// answered with hard.
package generator
