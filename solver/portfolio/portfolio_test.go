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
	// The deadline leaves room for timers that fire late on a loaded
	// machine (under js/wasm a 20 ms timer took over 300 ms).
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
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
	if r.Status != puzzle.Unknown || time.Since(start) > 6*time.Second {
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

// TestResumableSATCarriesOnAcrossTurns: a turn that ends before the query
// settles keeps what it found; the next turn goes on from there rather than
// from scratch (the first answer stays the first, a second one makes
// Multiple), and a settled query answers again without solving.
func TestResumableSATCarriesOnAcrossTurns(t *testing.T) {
	prob := &sat.Problem{}
	x := prob.NewVars(3)
	prob.MarkAnswer(x...)
	prob.ExactlyOne(x...)
	checks := 0
	// A lazy check that refuses the first two models it sees, each with
	// a cut, and stops the turn it ran in: two turns see no answer.
	var stop context.CancelFunc
	prob.Lazy(func(m sat.Model) [][]sat.Lit {
		checks++
		if checks > 2 {
			return nil
		}
		stop()
		for _, l := range x {
			if m.Value(l) {
				return [][]sat.Lit{{l.Not()}}
			}
		}
		return nil
	})
	answer := func(m sat.Model) puzzle.Answer {
		for i, l := range x {
			if m.Value(l) {
				return text(string(rune('a' + i)))
			}
		}
		return text("?")
	}
	r := &ResumableSAT{Prob: prob, Answer: answer}
	turn := func() puzzle.Result {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		stop = cancel
		return r.Run(ctx, 2)
	}
	for i := 0; i < 2; i++ {
		if res := turn(); res.Status != puzzle.Unknown || res.Answer != nil {
			t.Fatalf("turn %d: %+v, want nothing yet", i, res)
		}
	}
	// Two cuts leave one model: the third turn finds it, and its
	// exclusion makes the query complete: unique.
	res := turn()
	if res.Status != puzzle.Unique || res.Answer == nil {
		t.Fatalf("third turn: %+v (checks %d)", res, checks)
	}
	was := checks
	if again := turn(); again.Status != puzzle.Unique || again.Answer.String() != res.Answer.String() || checks != was {
		t.Fatalf("a settled query solved again: %+v, checks %d -> %d", again, was, checks)
	}
}

// TestPausedResumesWhereItStopped: a search parked at the end of its turn
// goes on with its own state at the next one, its partial answer reaches
// Turns at once, and Close ends a search that is still parked.
func TestPausedResumesWhereItStopped(t *testing.T) {
	steps := 0
	finished := false
	count := &Paused{Search: func(y *Yielder) puzzle.Result {
		defer func() { finished = true }()
		for {
			steps++ // state that a restart would lose
			if steps == 3 {
				return puzzle.Result{Status: puzzle.Unique, Answer: text("done")}
			}
			if !y.Yield(puzzle.Result{Status: puzzle.Unknown, Answer: text("so far"), Nodes: 1}) {
				return puzzle.Result{Status: puzzle.Unknown}
			}
		}
	}}
	for turn := 1; turn <= 2; turn++ {
		r := count.Run(context.Background(), 2)
		if r.Status != puzzle.Unknown || r.Answer.String() != "so far" || steps != turn {
			t.Fatalf("turn %d: %+v after %d steps", turn, r, steps)
		}
	}
	if r := count.Run(context.Background(), 2); r.Status != puzzle.Unique || steps != 3 {
		t.Fatalf("third turn: %+v after %d steps, want the search to go on to its end", r, steps)
	}
	if r := count.Run(context.Background(), 2); r.Status != puzzle.Unique || steps != 3 {
		t.Fatalf("a finished search ran again: %+v, %d steps", r, steps)
	}
	count.Close()

	parked := &Paused{Search: func(y *Yielder) puzzle.Result {
		for y.Yield(puzzle.Result{Status: puzzle.Unknown}) {
		}
		finished = true
		return puzzle.Result{Status: puzzle.Unknown}
	}}
	finished = false
	parked.Run(context.Background(), 2)
	parked.Close()
	if !finished {
		t.Fatal("Close left the parked search running")
	}
}

func TestTurnsWithPausedSearches(t *testing.T) {
	// Two searches that need 3 and 5 turns of work: the first settles,
	// neither redoes a turn.
	mk := func(need int, status puzzle.Status, work *int) *Paused {
		return &Paused{Search: func(y *Yielder) puzzle.Result {
			for {
				*work++
				if *work == need {
					return puzzle.Result{Status: status, Answer: text("a")}
				}
				if !y.Yield(puzzle.Result{Status: puzzle.Unknown}) {
					return puzzle.Result{Status: puzzle.Unknown}
				}
			}
		}}
	}
	var wa, wb int
	a, b := mk(3, puzzle.Unique, &wa), mk(5, puzzle.None, &wb)
	defer a.Close()
	defer b.Close()
	r := Turns(context.Background(), 2, time.Millisecond, 2, a.Run, b.Run)
	if r.Status != puzzle.Unique || wa != 3 || wb != 2 {
		t.Fatalf("%+v, work %d and %d", r, wa, wb)
	}
}
