package portfolio

import (
	"context"
	"testing"
	"time"

	"pencilbox/solver/puzzle"
	"pencilbox/solver/sat"
)

type text string

func (t text) String() string { return string(t) }

// fixed is a method that returns r, recording its call and deadline.
func fixed(r puzzle.Result, calls *int, budgets *[]time.Duration) Method {
	return func(ctx context.Context, limit int) puzzle.Result {
		*calls++
		if d, ok := ctx.Deadline(); ok && budgets != nil {
			*budgets = append(*budgets, time.Until(d))
		}
		return r
	}
}

func TestSequenceStopsAtTheFirstSettledResult(t *testing.T) {
	var a, b, c int
	r := Sequence(context.Background(), 2,
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Nodes: 3}, &a, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unique, Answer: text("x"), Nodes: 4}, &b, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.None}, &c, nil)})
	if r.Status != puzzle.Unique || r.Answer.String() != "x" || r.Nodes != 7 || a != 1 || b != 1 || c != 0 {
		t.Fatalf("%+v, calls %d %d %d", r, a, b, c)
	}
}

func TestSequenceKeepsTheFirstAnswer(t *testing.T) {
	var a, b int
	// The first method found an answer but not its uniqueness; the second
	// ran out of time: the answer goes out, unsettled.
	r := Sequence(context.Background(), 2,
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Answer: text("x")}, &a, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown}, &b, nil)})
	if r.Status != puzzle.Unknown || r.Answer == nil || r.Answer.String() != "x" {
		t.Fatalf("limit 2: %+v", r)
	}
	// Asked for one answer, that answer settles it at once.
	r = Sequence(context.Background(), 1,
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Answer: text("x")}, &a, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown}, &b, nil)})
	if r.Status != puzzle.Found || b != 1 {
		t.Fatalf("limit 1: %+v (the second method ran %d times)", r, b)
	}
}

func TestDifferentAnswersAreMultiple(t *testing.T) {
	var a, b int
	r := Sequence(context.Background(), 2,
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Answer: text("x")}, &a, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Answer: text("y")}, &b, nil)})
	if r.Status != puzzle.Multiple || r.Answer.String() != "x" {
		t.Fatalf("%+v", r)
	}
}

func TestNoneBesideAnAnswerSettlesNothing(t *testing.T) {
	var a, b int
	r := Sequence(context.Background(), 2,
		Step{Run: fixed(puzzle.Result{Status: puzzle.Unknown, Answer: text("x")}, &a, nil)},
		Step{Run: fixed(puzzle.Result{Status: puzzle.None}, &b, nil)})
	if r.Status != puzzle.Unknown || r.Answer.String() != "x" {
		t.Fatalf("%+v", r)
	}
}

func TestSequenceShares(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var a, b int
	var budgets []time.Duration
	Sequence(ctx, 2,
		Step{Share: 0.25, Run: fixed(puzzle.Result{}, &a, &budgets)},
		Step{Run: fixed(puzzle.Result{}, &b, &budgets)})
	if len(budgets) != 2 || budgets[0] > 2600*time.Millisecond || budgets[0] < 2*time.Second || budgets[1] < 9*time.Second {
		t.Fatalf("budgets %v: want a quarter of 10 s, then all that is left", budgets)
	}
}

func TestTurnsGrowAndStopAtTheDeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	var budgets []time.Duration
	calls := 0
	slow := func(ctx context.Context, limit int) puzzle.Result {
		calls++
		d, _ := ctx.Deadline()
		budgets = append(budgets, time.Until(d))
		<-ctx.Done()
		return puzzle.Result{Status: puzzle.Unknown, Nodes: 1}
	}
	start := time.Now()
	r := Turns(ctx, 2, 20*time.Millisecond, 4, slow, slow)
	if r.Status != puzzle.Unknown || time.Since(start) > 2*time.Second {
		t.Fatalf("%+v after %v", r, time.Since(start))
	}
	if calls < 3 || budgets[2] < 50*time.Millisecond {
		t.Fatalf("slices %v: the second round should be four times the first", budgets)
	}
}

func TestSAT(t *testing.T) {
	prob := &sat.Problem{}
	x := prob.NewVars(2)
	prob.MarkAnswer(x...)
	prob.AtLeast(1, x...)
	answer := func(m sat.Model) puzzle.Answer {
		s := ""
		for _, l := range x {
			if m.Value(l) {
				s += "1"
			} else {
				s += "0"
			}
		}
		return text(s)
	}
	if r := SAT(context.Background(), prob, 1, answer); r.Status != puzzle.Found || r.Answer == nil {
		t.Fatalf("limit 1: %+v", r)
	}
	if r := SAT(context.Background(), prob, 2, answer); r.Status != puzzle.Multiple {
		t.Fatalf("three solutions, limit 2: %+v", r)
	}
	prob.AddClause(x[0].Not())
	if r := SAT(context.Background(), prob, 2, answer); r.Status != puzzle.Unique || r.Answer.String() != "01" {
		t.Fatalf("one solution: %+v", r)
	}
	prob.AddClause(x[1].Not())
	if r := SAT(context.Background(), prob, 2, answer); r.Status != puzzle.None {
		t.Fatalf("no solution: %+v", r)
	}
}
