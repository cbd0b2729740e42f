package flow

import (
	"context"
	"reflect"
	"testing"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; any accepted puzzle can
// be searched under a node budget, its answers checked, and the empty
// board checked and drawn. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(Genre{}.Example())
	f.Add("numlin/4/4/1h2n1h2")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return p.G == q.G && p.Rules == q.Rules && reflect.DeepEqual(p.Dots, q.Dots)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
		o := Search(context.Background(), p, Options{Limit: 2, NodeBudget: 2000})
		for i, cells := range o.Solutions {
			if v := p.Check(Answer{P: p, Cells: cells, Paths: o.Paths[i]}); v != nil {
				t.Fatalf("%q: search answer rejected: %v", link, v[0].Msg)
			}
		}
		s := p.Start()
		p.Check(s.Answer())
		s.Layout()
		if _, err := p.ParseAnswer(Answer{P: p, Cells: p.Dots}.String()); err != nil {
			t.Fatalf("%q: the dots' own answer text does not parse: %v", link, err)
		}
	})
}
