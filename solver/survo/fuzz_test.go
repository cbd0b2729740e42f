package survo

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; any accepted puzzle can
// be searched (under a node budget) and its answer, the empty board and
// the layout checked without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(exampleLink)
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return reflect.DeepEqual(q, p)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
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
