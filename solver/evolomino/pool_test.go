package evolomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
)

// TestPlacementPoolGrows: the lazy model settles a fixed sample of 12x12-14x14
// public boards with the recorded answer, and its placement variables come
// in growing batches: every variable is a square, a placement made, or one
// of the last batch, which is never larger than the placements made before
// it (nor than zPool) unless it is the first.
func TestPlacementPoolGrows(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds natively")
	}
	_, list := sampleOf(t, 12, 14, 4, 2)
	for _, in := range list {
		p := decodeIn(t, in)
		rec, err := p.ParseAnswer(in.Solution)
		if err != nil {
			t.Fatal(err)
		}
		m := p.newModel()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		r := result(ctx, p, m.prob, 2, m.squares, func() int64 { return int64(m.cuts) })
		cancel()
		if r.Status == puzzle.Unknown {
			t.Logf("%s: not settled within 30 s", in.Name)
			continue
		}
		if r.Status != puzzle.Unique || r.Answer.String() != rec.String() || len(p.Check(r.Answer.(Answer))) > 0 {
			t.Errorf("%s: %s", in.Name, r.Status)
		}
		made, waiting := len(m.place), len(m.zfree)
		if m.prob.NumVars() != p.G.Cells()+made+waiting {
			t.Errorf("%s: %d variables, %d cells + %d placements + %d waiting", in.Name, m.prob.NumVars(), p.G.Cells(), made, waiting)
		}
		if waiting > max(zPoolFirst, min(zPool, made)) {
			t.Errorf("%s: %d placement variables wait unused beside %d made", in.Name, waiting, made)
		}
	}
}
