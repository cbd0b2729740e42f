package fillomino

import (
	"context"
	"reflect"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
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
		if !reflect.DeepEqual(q.Clues, p.Clues) || !reflect.DeepEqual(q.Walls, p.Walls) || puzzle.LinkOf(q) != canon {
			t.Fatalf("%q -> %q changed the puzzle", link, canon)
		}
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
