package slitherlink

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/urlcodec"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a link
// that decodes to the same puzzle; on small boards the solver's answer
// passes the checker; the empty board checks, lays out and takes a move
// without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add("slither/4/4/dgdh2c7b")
	f.Add("slither/4/4/dgdh2c71")
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
		if p.G.Cells() <= 16 {
			if _, err := puzzle.Solve(context.Background(), p, 2); err != nil {
				t.Fatalf("%q: %v", link, err)
			}
		}
		s := p.Start()
		p.Check(s.Answer())
		s.Layout()
		if _, err := s.Apply("0,1=1"); err != nil {
			t.Fatalf("%q: the top-left edge: %v", link, err)
		}
	})
}
