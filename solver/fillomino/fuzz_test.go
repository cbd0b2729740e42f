package fillomino

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
	f.Add("fillomino/5/5/g1k34g2h5h4n")
	f.Add("fillomino/3/2/2g1g3g8g")
	f.Add("fillomino/t/4/4/g21o21h")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return reflect.DeepEqual(p.Clues, q.Clues) && reflect.DeepEqual(p.Walls, q.Walls)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
		s := p.Start()
		p.Check(s.Answer())
		s.Layout()
		if p.G.Cells() <= 36 {
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
