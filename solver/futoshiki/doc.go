// Package futoshiki is the Futoshiki genre: an N x N Latin square (N from 3
// to 9) with given digits and inequality signs between orthogonal
// neighbours. It holds the link codec, the rule checker, the play model,
// the layout, a fast exact search (the Latin-square propagator of
// solver/latin plus bounds propagation over the signs), an independent SAT
// model on solver/sat that must agree with it, facts, a human-style solver
// (human.go) and hints.
//
// # Links
//
// puzz.link has no Futoshiki, so the body is ours, in the same shape:
//
//	?futoshiki/<N>/<N>/<cells><signs>
//
// <cells> is the N*N givens in puzz.link's Number16 codec, row by row (a
// digit 1-9 for a given; 'g'..'z' skip 1..20 empty cells), exactly as a
// Sudoku body. <signs> follows directly: the 2N(N-1) signs, each 0 (none),
// 1 (the first cell is smaller) or 2 (the first cell is larger), first the
// N-1 signs between horizontal neighbours of each row (row 0 first, left
// to right), then the N signs between each row and the row below it (the
// upper cell is "first"); three signs per character in base 3 (first sign
// most significant: value 9a+3b+c written with "0123456789abcdefghijklmnopq"),
// the last character padded with zero signs. <signs> therefore always has
// ceil(2N(N-1)/3) characters: 4 at 3x3, 8 at 4x4, 48 at 9x9.
//
// Example (4x4, givens 2 at r1c2, 3 at r2c3, 2 at
// r4c3; r3c1 < r3c2, r2c3 above r3c3 is smaller, r3c4 above r4c4 is larger):
//
//	?futoshiki/4/4/g2j3m2g00900092
//
// cells "g2j3m2g" (skip 1, 2, skip 4, 3, skip 7, 2, skip 1), signs
// "0090" (horizontal: only the third triple, row 2's first sign, is 1 0 0 = 9)
// and "0092" (vertical: 1 0 0 for r2c3/r3c3, 0 0 2 for r3c4/r4c4).
// Decoding is total and refuses other sizes, flags, '?' clues, givens
// out of range, repeated in a line or contradicting a sign, and bodies of
// the wrong length; Encode writes the one canonical body.
//
// # Answers and moves
//
// The answer text (benchmark `solution:` form) is N lines of N digits
// separated by spaces. Moves are Sudoku's: "Y,X=D", "Y,X=0", "Y,X~D",
// "Y,X~0" and "=<answer>"; entering a digit removes it from the pencil
// marks of its row and column.
//
// # Display
//
// Signs are Relation items on the edge point between their cells: "<" or
// ">" between columns, "^" (upper cell smaller) or "v" (upper cell larger)
// between rows. Givens are Clue items, entries Number items, pencil marks
// Marks items; the outline is drawn as walls.
//
// # Levels
//
// Generated puzzles (gen.go) are graded by the hardest rule of the
// human-style solver (human.go) they need:
//
//   - easy: naked and hidden singles, and a sign next to a placed digit
//     (or at the edge of 1..N); no guessing.
//   - medium: needs an inequality chain at least once (bounds carried
//     along a chain of signs); no guessing.
//   - hard: needs a naked or hidden pair in a row or column at least once;
//     no guessing.
//   - expert: those rules get stuck; the exact search still proves the
//     solution unique within 2,000 nodes.
//
// Easy to hard are carved while the level's rules still solve the board
// (which proves uniqueness), so their clue sets are minimal for the level;
// expert is carved to a minimal clue set with the exact search. Every
// generated puzzle is proved unique by the exact search before it is
// graded. Digits are carved before signs, more so at easy and hard, so
// that half or more of the clues are signs (over 20 seeds per size and
// level: easy 50-60%, medium 53-73%, hard 66-100%, expert 56-81%; the
// published puzzles of the J-POP set have 54-70%) and no puzzle comes out
// without a sign (the last one is never carved); every size from
// 4x4 to 9x9 offers every level.
package futoshiki
