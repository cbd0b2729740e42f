package nurikabe

import (
	"context"
	"reflect"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; small accepted puzzles
// are solved (their answers checked) and the empty board is checked, laid
// out and propagated without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(example)
	f.Add("nurikabe/5/4/1.h-10j2")
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
		if q := again.(*Puzzle); q.G != p.G || !reflect.DeepEqual(q.Clues, p.Clues) || puzzle.LinkOf(q) != canon {
			t.Fatalf("%q -> %q changed the puzzle", link, canon)
		}
		p.Check(p.NewState().Answer())
		p.NewState().Layout()
		if p.G.Cells() <= 25 {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			r := p.Solve(ctx, 2)
			if err := puzzle.Verify(p, r); err != nil {
				t.Fatalf("%q: %v", link, err)
			}
		}
	})
}
