// Package survo is the Survo genre (Mustonen 2006; the reference is
// Sungur & Madenoğlu's integer programming paper,
// ../shared/references/survo-ilp.txt): fill a grid of Cols x Rows cells
// with 1..Cols*Rows, each once, so that every row and column adds up to its
// sum; some numbers are given. Boards have 2 to 20 cells per side (larger
// ones are refused with a clear message); 3x3 to 6x6 are the play sizes.
//
// The package holds the link codec, the rule checker, the play model, the
// layout, three solvers and the human rules:
//
//   - Solve: an exact depth-first search of our own (search.go) over the
//     set of unused numbers (a bitset) with sum bounds per line (the k
//     numbers still missing in a line lie between the k smallest and the
//     k largest unused ones, with the candidate taken out of the pool),
//     branching on the most constrained choice: the empty cell with the
//     fewest candidates or the unused number with the fewest places. Boards
//     with more than 48 empty cells first get a seeded local search
//     (local.go: swaps driving the squared sum deviations to zero, finished
//     by subset-sum repairs between two lines), which finds solutions of
//     the paper's 15x15 class in milliseconds but proves nothing; proofs
//     (uniqueness, no solution) always come from the exact search.
//   - SolveReference: the paper's assignment model on solver/sat, with
//     native pseudo-boolean sums (reference.go).
//   - Human (human.go) and Hint: last cell of a line, only number, only
//     place, too large/too small for a line.
//
// # Links
//
// There is no puzz.link Survo, so the body is ours, in the same shape
// (sizes are columns then rows, as in every link):
//
//	?survo/<cols>/<rows>/<row sums><column sums><cells>
//
// all three parts in puzz.link's Number16 codec, back to back: the <rows>
// row sums top to bottom, the <cols> column sums left to right (every sum
// present; Number16 writes 0-15 as one hex digit, 16-255 as '-' and two hex
// digits, 256-4095 as '+' and three, larger with '=', '%', '*', '$'), then
// the cells row by row: a given number, or 'g'..'z' for runs of 1..20
// empty cells. The paper's Figure 1 (3 rows, 4 columns; row sums 30, 18,
// 30; column sums 27, 16, 10, 25; 6 at r1c2, 8 at r2c1, 3 at r3c3):
//
//	?survo/4/3/-1e-12-1e-1b-10a-19g6h8k3g
//
// row sums "-1e-12-1e", column sums "-1b-10a-19" (10 is the single hex
// digit "a"), cells "g6h8k3g" (skip 1, 6, skip 2, 8, skip 5, 3, skip 1).
// Decoding is total: it refuses other sizes, flags, missing sums, sums
// that do not add up to 1+...+N both ways, '?' clues, numbers out of range
// or given twice, lines whose givens already exceed the sum, and trailing
// text. Encode writes the one canonical body.
//
// # Answers, moves and display
//
// The answer text (the benchmark `solution:` form, also what `pencilbox
// solve` prints) is one line per row, numbers separated by spaces. Moves:
// "Y,X=V" enters V (multi-digit) at 0-based row Y, column X and removes V
// from every cell's pencil marks; "Y,X=0" clears; "Y,X~V" toggles pencil
// mark V; "Y,X~0" clears the marks; "=<answer>" puts a whole answer on the
// board. The layout uses one extra column and row of lattice space for the
// sums (a Display of (Cols+1) x (Rows+1) cells; row sums at column Cols,
// column sums at row Rows, each a Clue whose Value is the part of the sum
// still missing); State.Unused and State.Remaining give the pool of unused
// numbers and the remaining sums for the UI.
//
// # Levels
//
// Generated puzzles (gen.go) are graded by search effort, as the Survo
// issue asks, with the human rules marking the bottom; "nodes" are those
// of the exact search's uniqueness proof (limit 2), cells = Cols*Rows:
//
//   - easy: the hint rules alone (last cell, only number, only place, too
//     large/too small) finish the board, which needs no trial.
//   - medium: the rules get stuck, and the exact search settles uniqueness
//     within 2*cells^2 nodes (1,250 at 5x5, 8,192 at 8x8).
//   - hard: the rules get stuck and the proof needs more than that, up to
//     6*cells^2 nodes.
//
// Each level is carved under its own bound (easy: the rules still finish
// the board; medium and hard: the proof stays within the level's budget),
// so clue sets are minimal for the level, and an attempt never waits on a
// proof longer than its level allows: an unbounded carve to a truly
// minimal 8x8 spends tens of seconds on its last proofs. Every generated
// puzzle is proved unique by the exact search before it is graded.
//
// Hard is not offered below 20 cells (3x3, 4x3, 4x4), and generating it
// there is refused: below 16 cells every truly minimal puzzle is settled
// within the medium budget (the largest proof over 3,000 random minimal
// 3x3 puzzles took 76 nodes, 4x3 171, against budgets of 162 and 288),
// and at 4x4 only 11 of 3,000 needed more than its 512 nodes, fewer still
// with a symmetric clue pattern, so a hard 4x4 would take thousands of
// attempts.
package survo
