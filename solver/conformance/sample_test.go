package conformance

import (
	"math/rand/v2"
	"testing"

	"pencilbox/solver/puzzle"
)

// Every genre samples: the same seed gives the same board, of the size
// SampleSize promises, that its own decoder reads back.
func TestSamplers(t *testing.T) {
	for _, name := range puzzle.Names() {
		g, _ := puzzle.ByName(name)
		s, ok := g.(puzzle.Sampler)
		if !ok {
			t.Errorf("%s has no Sampler", name)
			continue
		}
		for _, b := range boards() {
			p1, err1 := s.Sample(rand.New(rand.NewPCG(b.seed, 9)), b.cols, b.rows, b.density)
			p2, err2 := s.Sample(rand.New(rand.NewPCG(b.seed, 9)), b.cols, b.rows, b.density)
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("%s %s: errors %v then %v", name, b.name, err1, err2)
			}
			if err1 != nil {
				continue
			}
			l1, l2 := puzzle.LinkOf(p1), puzzle.LinkOf(p2)
			if l1 != l2 {
				t.Errorf("%s %s: one seed, two boards", name, b.name)
			}
			wc, wr := s.SampleSize(b.cols, b.rows)
			if c, r := p1.Size(); c != wc || r != wr {
				t.Errorf("%s %s: a %dx%d board, SampleSize says %dx%d", name, b.name, c, r, wc, wr)
			}
			if _, err := puzzle.Decode(l1); err != nil {
				t.Errorf("%s %s: the sample's link does not decode: %v", name, b.name, err)
			}
		}
	}
}
