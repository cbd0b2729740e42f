package slitherlink

import (
	"fmt"
	"strings"

	"pencilbox/solver/urlcodec"
)

// The 4Cell body codec of puzzlink-url-format.md §4.2. It is here rather
// than in urlcodec because Slitherlink is its only user among our genres.

// decode4Cell reads n cells. Both final forms are accepted: pzprjs writes
// a last clue with the "+ two empties" token that points past the end,
// cspuz a plain digit. Characters outside the codec are refused (pzprjs
// would silently take them as an empty cell), and so is text after the
// last cell.
func decode4Cell(body string, n int) ([]int, error) {
	cells := make([]int, n)
	for i := range cells {
		cells[i] = urlcodec.Empty
	}
	c, i := 0, 0
	for ; c < n && i < len(body); i++ {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '4':
			cells[c] = int(ch - '0')
			c++
		case ch >= '5' && ch <= '9':
			cells[c] = int(ch-'0') - 5
			c += 2
		case ch >= 'a' && ch <= 'e':
			cells[c] = int(ch - 'a')
			c += 3
		case ch >= 'g' && ch <= 'z':
			c += int(ch-'g') + 1
		case ch == '.':
			cells[c] = urlcodec.Unknown
			c++
		default:
			return nil, fmt.Errorf("slitherlink: character %q at position %d is not part of a slither body", ch, i)
		}
	}
	if i < len(body) {
		return nil, fmt.Errorf("slitherlink: unexpected text %q after the %d cells", urlcodec.Clip(body[i:]), n)
	}
	return cells, nil
}

// encode4Cell writes what pzprjs's encode4Cell writes: a clue swallows the
// following one or two cells when they are empty (or off the board), and
// runs of empty cells become g..z (1..20).
func encode4Cell(cells []int) string {
	var b strings.Builder
	n := len(cells)
	clue := func(c int) bool { return c < n && cells[c] != urlcodec.Empty }
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('g' + run - 1))
			run = 0
		}
	}
	for c := 0; c < n; c++ {
		v := cells[c]
		switch {
		case v == urlcodec.Empty:
			run++
			if run == 20 {
				flush()
			}
			continue
		case v == urlcodec.Unknown:
			flush()
			b.WriteByte('.')
		default:
			flush()
			switch {
			case clue(c + 1):
				b.WriteByte(byte('0' + v))
			case clue(c + 2):
				b.WriteByte(byte('5' + v))
				c++
			default:
				b.WriteByte(byte('a' + v))
				c += 2
			}
		}
	}
	flush()
	return b.String()
}
