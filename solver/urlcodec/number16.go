package urlcodec

import (
	"fmt"
	"strconv"
	"strings"

	"pencilbox/solver/grid"
)

// Cell values produced by the cell codecs besides clue numbers.
const (
	Empty   = -1 // no clue
	Unknown = -2 // a '?' clue: present, value not given
)

// DecodeNumber16 reads n cells in pzprjs's Number16 codec and returns the
// values (Empty, Unknown or a number) and the unread rest of the body, which
// belongs to the next codec. A body that ends early leaves the remaining
// cells Empty, as pzprjs does; characters outside the codec are skipped.
func DecodeNumber16(body string, n int) (cells []int, rest string, err error) {
	cells = make([]int, n)
	for i := range cells {
		cells[i] = Empty
	}
	c, i := 0, 0
	for ; c < n && i < len(body); i++ {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			cells[c] = hexValue(ch)
			c++
		case ch == '.':
			cells[c] = Unknown
			c++
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'a') + 10 - 15
		case ch == '-' || ch == '+' || ch == '=' || ch == '@' || ch == '%' || ch == '*' || ch == '$':
			width, base := wideToken(ch)
			if i+width >= len(body) {
				return nil, "", fmt.Errorf("urlcodec: number at position %d is cut off", i)
			}
			v, perr := strconv.ParseUint(body[i+1:i+1+width], 16, 32)
			if perr != nil {
				return nil, "", fmt.Errorf("urlcodec: bad number %q at position %d", body[i:i+1+width], i)
			}
			cells[c] = base + int(v)
			c++
			i += width
		}
	}
	return cells, body[i:], nil
}

func hexValue(ch byte) int {
	if ch <= '9' {
		return int(ch - '0')
	}
	return int(ch-'a') + 10
}

// wideToken gives the digit count and offset of Number16's long forms.
func wideToken(ch byte) (width, base int) {
	switch ch {
	case '-':
		return 2, 0
	case '+':
		return 3, 0
	case '=':
		return 3, 4096
	case '@', '%':
		return 3, 8192
	case '*':
		return 4, 12240
	default: // '$'
		return 5, 77776
	}
}

// EncodeNumber16 writes cells (Empty, Unknown or 0..) in the shortest form
// pzprjs emits, so our links equal puzz.link's byte for byte.
func EncodeNumber16(cells []int) string {
	var b strings.Builder
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run + 15 - 10))
			run = 0
		}
	}
	for _, v := range cells {
		if v == Empty {
			run++
			if run == 20 {
				flush()
			}
			continue
		}
		flush()
		switch {
		case v == Unknown:
			b.WriteByte('.')
		case v < 16:
			b.WriteString(strconv.FormatInt(int64(v), 16))
		case v < 256:
			fmt.Fprintf(&b, "-%02x", v)
		case v < 4096:
			fmt.Fprintf(&b, "+%03x", v)
		case v < 8192:
			fmt.Fprintf(&b, "=%03x", v-4096)
		case v < 12240:
			fmt.Fprintf(&b, "@%03x", v-8192)
		case v < 77776:
			fmt.Fprintf(&b, "*%04x", v-12240)
		default:
			fmt.Fprintf(&b, "$%05x", v-77776)
		}
	}
	flush()
	return b.String()
}

// ReadClues reads a board of clues written as text, as the benchmark
// files write it: a line per row of g, a token per cell, '.' or '-' for
// no clue (Empty), '?' for Unknown, else a decimal number.
func ReadClues(g grid.Grid, lines []string) ([]int, error) {
	toks, err := g.Tokens(lines)
	if err != nil {
		return nil, fmt.Errorf("clues: %w", err)
	}
	clues := make([]int, len(toks))
	for c, t := range toks {
		switch t {
		case ".", "-":
			clues[c] = Empty
		case "?":
			clues[c] = Unknown
		default:
			v, err := strconv.Atoi(t)
			if err != nil {
				y, x := g.YX(c)
				return nil, fmt.Errorf("clue %q at r%dc%d is not '.', '?' or a number", t, y+1, x+1)
			}
			clues[c] = v
		}
	}
	return clues, nil
}
