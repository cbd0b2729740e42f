package slitherlink

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a link
// that decodes to the same puzzle; on small boards the solver's answer
// passes the checker; the empty board checks, lays out and takes a move
// without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add("slither/4/4/dgdh2c7b")
	f.Add("slither/4/4/dgdh2c71")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return p.G == q.G && reflect.DeepEqual(p.Clues, q.Clues)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
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
