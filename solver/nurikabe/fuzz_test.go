package nurikabe

import (
	"context"
	"reflect"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/puzzle/puzzletest"
)

// FuzzDecode: decoding never panics; an accepted link re-encodes to a
// canonical link that decodes to the same puzzle; small accepted puzzles
// are solved (their answers checked) and the empty board is checked, laid
// out and propagated without panic. Seeds are in testdata/fuzz/FuzzDecode.
func FuzzDecode(f *testing.F) {
	f.Add(example)
	f.Add("nurikabe/5/4/1.h-10j2")
	f.Fuzz(func(t *testing.T, link string) {
		pz, ok := puzzletest.DecodeRoundTrip(t, Genre{}, link, func(a, b puzzle.Puzzle) bool {
			p, q := a.(*Puzzle), b.(*Puzzle)
			return p.G == q.G && reflect.DeepEqual(p.Clues, q.Clues)
		})
		if !ok {
			return
		}
		p := pz.(*Puzzle)
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
