// Package digits is the play position shared by the genres whose answer
// is one digit per cell of an N x N square (Sudoku, Futoshiki): the
// entered digits, the pencil marks and the move texts that change them.
// The genre supplies what differs: how a whole answer is read, which
// cells lose a pencil mark when a digit is placed, and its name for
// error messages.
package digits

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// Rules is what a genre tells Apply about its board.
type Rules struct {
	Genre  string  // prefix of every error message
	N      int     // the board is N x N, digits 1..N
	Givens []uint8 // N*N, 0 = empty; givens never change
	// Peers lists the cells that lose pencil mark d when d is placed in
	// cell c (the auto-clear players expect).
	Peers func(c int) []int
	// ParseAnswer reads a whole answer in the genre's benchmark text form.
	ParseAnswer func(text string) ([]uint8, error)
}

// Board is an immutable play position: Values holds N*N digits (givens
// included, 0 = empty) and Marks the pencil candidates (bit d = digit d).
// Apply copies; nothing ever writes into an existing Board.
type Board struct {
	Values []uint8
	Marks  []uint32
}

// Start is the board with only the givens.
func Start(r Rules) Board {
	return Board{Values: append([]uint8(nil), r.Givens...), Marks: make([]uint32, len(r.Givens))}
}

func (b Board) clone() Board {
	return Board{Values: append([]uint8(nil), b.Values...), Marks: append([]uint32(nil), b.Marks...)}
}

// Apply understands these move texts:
//
//	"Y,X=D"  digit D (1..N) at 0-based row Y, column X; D leaves the pencil
//	         marks of the cell's peers
//	"Y,X=0"  clear the cell's digit
//	"Y,X~D"  toggle pencil mark D
//	"Y,X~0"  clear all pencil marks of the cell
//	"=TEXT"  put a whole answer (benchmark text form) on the board
//
// Givens cannot be changed; anything else is an error, never a panic.
func (b Board) Apply(r Rules, move string) (Board, error) {
	n := r.N
	if strings.HasPrefix(move, puzzle.SetAnswerMove) {
		vals, err := r.ParseAnswer(move[len(puzzle.SetAnswerMove):])
		if err != nil {
			return Board{}, err
		}
		nb := b.clone()
		for c, v := range vals {
			if g := r.Givens[c]; g != 0 {
				if v != g {
					return Board{}, fmt.Errorf("%s: the answer changes the given at %s", r.Genre, CellName(n, c))
				}
				continue
			}
			nb.Values[c] = v
			if v != 0 {
				nb.Marks[c] = 0
			}
		}
		return nb, nil
	}
	unreadable := fmt.Errorf("%s: cannot read the move %q", r.Genre, urlcodec.Clip(move))
	op := strings.IndexAny(move, "=~")
	if op < 0 {
		return Board{}, unreadable
	}
	yx := strings.Split(move[:op], ",")
	if len(yx) != 2 {
		return Board{}, unreadable
	}
	y, err1 := strconv.Atoi(yx[0])
	x, err2 := strconv.Atoi(yx[1])
	d, err3 := strconv.Atoi(move[op+1:])
	if err1 != nil || err2 != nil || err3 != nil {
		return Board{}, unreadable
	}
	if y < 0 || y >= n || x < 0 || x >= n {
		return Board{}, fmt.Errorf("%s: cell %d,%d is off the %dx%d board", r.Genre, y, x, n, n)
	}
	if d < 0 || d > n {
		return Board{}, fmt.Errorf("%s: digit %d is outside 1..%d", r.Genre, d, n)
	}
	c := y*n + x
	if r.Givens[c] != 0 {
		return Board{}, fmt.Errorf("%s: %s is a given and cannot change", r.Genre, CellName(n, c))
	}
	nb := b.clone()
	switch {
	case move[op] == '=' && d == 0:
		nb.Values[c] = 0
	case move[op] == '=':
		nb.Values[c] = uint8(d)
		for _, q := range r.Peers(c) {
			nb.Marks[q] &^= 1 << d
		}
	case d == 0:
		nb.Marks[c] = 0
	default:
		nb.Marks[c] ^= 1 << d
	}
	return nb, nil
}

// CellName is the row-column name players read, "r3c5" (1-based).
func CellName(n, c int) string { return fmt.Sprintf("r%dc%d", c/n+1, c%n+1) }
