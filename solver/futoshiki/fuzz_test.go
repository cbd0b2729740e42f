package futoshiki

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; any accepted puzzle can
// be searched (under a node budget) and its answer, the empty board and its
// layout checked without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(exampleLink)
	f.Add("futoshiki/3/3/of7j3")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return reflect.DeepEqual(q.Givens, p.Givens) && reflect.DeepEqual(q.Right, p.Right) && reflect.DeepEqual(q.Down, p.Down)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
		count, first, _, _ := Count(context.Background(), p.N, p.Givens, p.pairs, 2, 5000)
		if count > 0 {
			if v := p.Check(Answer{N: p.N, Values: first}); v != nil {
				t.Fatalf("%q: solver answer rejected: %v", link, v[0].Msg)
			}
		}
		p.Check(p.Start().Answer())
		p.Start().Layout()
	})
}
