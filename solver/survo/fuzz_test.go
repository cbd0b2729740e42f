package survo

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; any accepted puzzle can
// be searched (under a node budget) and its answer, the empty board and
// the layout checked without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(exampleLink)
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
		q := again.(*Puzzle)
		if !reflect.DeepEqual(q, p) || puzzle.LinkOf(q) != canon {
			t.Fatalf("%q -> %q changed the puzzle", link, canon)
		}
		count, first, _, _ := Count(context.Background(), p, p.Givens, 2, 2000)
		if count > 0 {
			if v := p.Check(Answer{Cols: p.Cols, Rows: p.Rows, Values: first}); v != nil {
				t.Fatalf("%q: solver answer rejected: %v", link, v[0].Msg)
			}
		}
		p.Check(p.Start().Answer())
		p.Start().Layout()
	})
}
