package puzzle

// Helpers the genres' setter code shares: most genres hold one clue per
// cell, so reading a Given's position and number and listing a clue array
// as Givens are written once here, with the same messages everywhere.

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"pencilbox/solver/grid"
)

// GivenCell is the cell index at p, or an error naming the position when
// p is not a cell of g.
func GivenCell(genre string, g grid.Grid, p grid.Point) (int, error) {
	c, ok := g.PointCell(p)
	if !ok {
		return 0, fmt.Errorf("%s: %s is not a cell of the %dx%d board", genre, PointName(p), g.Cols, g.Rows)
	}
	return c, nil
}

// PointName names a lattice point for a setter: "r3c5" for a cell, else
// the edge or point between rows and columns.
func PointName(p grid.Point) string {
	switch {
	case p.IsCell():
		return fmt.Sprintf("r%dc%d", (p.Y-1)/2+1, (p.X-1)/2+1)
	case p.Y&1 == 1:
		return fmt.Sprintf("the edge right of r%dc%d", (p.Y-1)/2+1, p.X/2)
	case p.X&1 == 1:
		return fmt.Sprintf("the edge below r%dc%d", p.Y/2, (p.X-1)/2+1)
	}
	return fmt.Sprintf("the corner %s", p)
}

// GivenNumber reads a clue's value as a number in lo..hi; unknown (the
// genre's "?" value, usually urlcodec.Unknown) is returned for "?" when
// allowQ. The message says what the genre allows.
func GivenNumber(genre, value string, lo, hi int, allowQ bool, unknown int) (int, error) {
	if allowQ && value == "?" {
		return unknown, nil
	}
	v, err := strconv.Atoi(value)
	if err != nil || v < lo || v > hi || strconv.Itoa(v) != value {
		q := ""
		if allowQ {
			q = ` or "?"`
		}
		return 0, fmt.Errorf("%s: %q is not a clue here; clues are %d to %d%s", genre, clipValue(value), lo, hi, q)
	}
	return v, nil
}

// CellGivens lists the clues of a one-clue-per-cell board in cell order:
// every cell whose text is not "" (text says how a clue is written).
func CellGivens(g grid.Grid, n int, text func(c int) string) []Given {
	var out []Given
	for c := 0; c < n; c++ {
		if t := text(c); t != "" {
			out = append(out, Given{At: g.CellPoint(c), Value: t})
		}
	}
	return out
}

// NumberText is the usual clue text: "" for none, "?" for unknown, else
// the decimal number.
func NumberText(v, none, unknown int) string {
	switch v {
	case none:
		return ""
	case unknown:
		return "?"
	}
	return strconv.Itoa(v)
}

func clipValue(s string) string {
	if len(s) > 12 {
		return s[:12] + "…"
	}
	return s
}

// SortGivens puts givens in position order (row, then column, on the
// lattice), the order GivenList promises.
func SortGivens(gs []Given) []Given {
	slices.SortFunc(gs, func(a, b Given) int {
		if c := cmp.Compare(a.At.Y, b.At.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.At.X, b.At.X)
	})
	return gs
}
