package sudoku

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
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
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return q.Geo == p.Geo && reflect.DeepEqual(q.Givens, p.Givens)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
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
