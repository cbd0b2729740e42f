package sudoku

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a link
// that decodes to the same puzzle; any accepted puzzle can be searched
// (under a node budget, so 16x16 near-empty boards stay quick) and its
// answer, and the empty board, checked without panic. Seeds are in
// testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(cspuzLink)
	f.Add("sudoku/4/4/1k3h4k2")
	f.Fuzz(func(t *testing.T, link string) {
		l, err := urlcodec.Parse(link)
		if err != nil {
			return
		}
		pz, err := Genre{}.Decode(l)
		if err != nil {
			return
		}
		p := pz.(*Puzzle)
		canon := puzzle.LinkOf(p)
		again, err := puzzle.Decode(canon)
		if err != nil {
			t.Fatalf("canonical link %q of %q does not decode: %v", canon, link, err)
		}
		if q := again.(*Puzzle); q.Geo != p.Geo || !reflect.DeepEqual(q.Givens, p.Givens) || puzzle.LinkOf(q) != canon {
			t.Fatalf("%q -> %q changed the puzzle", link, canon)
		}
		count, first, _, _ := CountGrid(context.Background(), p.Geo, p.Givens, 2, 20000)
		if count > 0 {
			if v := p.Check(Answer{Geo: p.Geo, Values: first}); v != nil {
				t.Fatalf("%q: solver answer rejected: %v", link, v[0].Msg)
			}
		}
		p.Check(p.Start().Answer())
		p.Start().Layout()
	})
}
