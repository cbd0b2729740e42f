package evolomino

import (
	"context"
	"reflect"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; the empty board checks
// and lays out; small puzzles are solved under a short deadline and any
// answer passes the checker. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add("evolmino/6/7/i6900910k00005zz1p0008222o")
	f.Add("evolmino/8/8/0000io6000800022ii0060zzdsozzh")
	f.Add("evolmino/2/2/0010102")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return reflect.DeepEqual(p.Cells, q.Cells) && reflect.DeepEqual(p.Arrows, q.Arrows)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
		s := p.Start()
		p.Check(s.Answer())
		s.Layout()
		if p.G.Cells() <= 49 {
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel()
			if r := p.Solve(ctx, 2); r.Answer != nil {
				if v := p.Check(r.Answer); v != nil {
					t.Fatalf("%q: solver answer rejected: %s", link, v[0].Msg)
				}
			}
		}
	})
}
