package evolomino

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
	f.Add("evolmino/6/7/i6900910k00005zz1p0008222o")
	f.Add("evolmino/8/8/0000io6000800022ii0060zzdsozzh")
	f.Add("evolmino/2/2/0010102")
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
		if !reflect.DeepEqual(q.Cells, p.Cells) || !reflect.DeepEqual(q.Arrows, p.Arrows) || puzzle.LinkOf(q) != canon {
			t.Fatalf("%q -> %q changed the puzzle", link, canon)
		}
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
