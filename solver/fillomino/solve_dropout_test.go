package fillomino

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

// TestDescentOutOfTime: the search drops out when the rate at which it
// filled cells since its root would not fill the rest before the
// deadline, and is never judged before its root or without a deadline.
func TestDescentOutOfTime(t *testing.T) {
	p, _ := scaleBoard(1, 12, 10, 0, 0.3)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := p.newSearcher(ctx, p.Clues)
	s.busy = time.Hour
	if s.descentOutOfTime(ctx) {
		t.Fatal("judged before its root was done")
	}
	s.budget, s.noProbe = 3, true
	s.run(1)
	if s.rootFilled < 0 || s.deepest < s.rootFilled || s.deepest >= s.n {
		t.Fatalf("root %d, deepest %d of %d cells: want a root and a board not yet full", s.rootFilled, s.deepest, s.n)
	}
	s.busy = s.rootBusy + time.Millisecond
	if s.descentOutOfTime(ctx) {
		t.Errorf("out after a millisecond for %d cells: %d cells to go", s.deepest-s.rootFilled, s.n-s.deepest)
	}
	s.busy = s.rootBusy + time.Hour
	if !s.descentOutOfTime(ctx) {
		t.Errorf("still in after an hour for %d cells, with %d to go and 10 s left", s.deepest-s.rootFilled, s.n-s.deepest)
	}
	if s.descentOutOfTime(context.Background()) {
		t.Error("out without a deadline")
	}
}

// TestLazyStall: the lazy check records the fewest cuts of the turn (none
// for a candidate that is an answer), and a turn whose best candidate is
// no better than the earlier turns' best is a stall, unless there is an
// answer or the turn made no check.
func TestLazyStall(t *testing.T) {
	p := decode(t, "fillomino/4/4/3h2g1h4h2g2")
	m := p.newModel(context.Background())
	if _, st := m.prob.Solve(context.Background()); st != sat.Sat {
		t.Fatalf("status %v on a board with an answer", st)
	}
	if m.fewest != 0 {
		t.Errorf("fewest cuts %d after a solve that ended on an answer", m.fewest)
	}
	unknown := puzzle.Result{Status: puzzle.Unknown}
	m = &model{fewest: -1, before: -1}
	for i, turn := range []struct {
		fewest int
		r      puzzle.Result
		stall  bool
	}{
		{-1, unknown, false}, // no check: not judged
		{40, unknown, false},
		{25, unknown, false},
		{25, puzzle.Result{Status: puzzle.Unknown, Answer: Answer{}}, false}, // an answer
		{30, unknown, true},
	} {
		m.fewest = turn.fewest
		if got := m.stalled(turn.r); got != turn.stall {
			t.Errorf("turn %d (fewest %d): stalled %v, want %v", i, turn.fewest, got, turn.stall)
		}
	}
}
