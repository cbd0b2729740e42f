package hashi

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a link
// that decodes to the same puzzle; on small boards the solver's answer
// passes the checker and survives the "=" move; the empty board checks and
// lays out without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(cspuzLink)
	f.Add("hashi/5/5/3i2k3h1l1g2g2")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return q.G == p.G && reflect.DeepEqual(q.Clues, p.Clues)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
		s := p.Start()
		if len(p.Islands) <= 12 {
			r, err := puzzle.Solve(context.Background(), p, 2)
			if err != nil {
				t.Fatalf("%q: %v", link, err)
			}
			if r.Answer != nil {
				if _, err := s.Apply(puzzle.SetAnswerMove + r.Answer.String()); err != nil {
					t.Fatalf("%q: the answer does not go on the board: %v", link, err)
				}
			}
		}
		p.Check(s.Answer())
		s.Layout()
	})
}
